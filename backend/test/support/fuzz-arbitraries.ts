import { CODE_POINTS_PER_GRAPHEME, MAX_JSON_DEPTH } from '@courtside/domain';
import fc from 'fast-check';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FieldSchema, FuzzRoute } from './fuzz-routes';
import type { FuzzRole, FuzzWorld } from './fuzz-world';

/** One generated request, before a fresh session is put in (materialise in fuzz.api-spec.ts). */
export interface FuzzSpec {
  method: string;
  /** Path and query, percent-encoded where it must be. */
  path: string;
  host: HostChoice;
  cookie: CookieChoice;
  headers: Record<string, string>;
  body?: { bytes: Buffer; contentType?: string; contentEncoding?: string };
}

export type HostChoice = 'own' | 'home' | 'away' | 'apex' | 'unknown-club' | 'upper-case' | 'ip' | 'foreign';

export type CookieChoice =
  | { kind: 'none' }
  | { kind: 'session' }
  /** A value in place of the session id: `j:` JSON forms, garbage, very long. */
  | { kind: 'value'; value: string }
  /** The session plus other cookies, JSON forms and garbage among them. */
  | { kind: 'session+noise'; noise: string }
  /** A garbage session cookie first, the real one second. */
  | { kind: 'duplicate'; first: string };

const HEART = '\u2764\uFE0F';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
/** One grapheme of `n` code points: a letter under n - 1 combining accents. */
const cluster = (n: number) => 'a' + '\u0301'.repeat(n - 1);
/** Text in a URL: lone surrogates cannot be percent-encoded, so they go. */
const urlPart = (s: string, max: number) =>
  encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')).slice(0, max);

/** Characters Node's HTTP client lets into a header value (tab, printable ASCII, Latin-1). */
const headerChar = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
    { weight: 1, arbitrary: fc.constant(0x09) },
  )
  .map((c) => String.fromCharCode(c));
const headerText = (maxLength = 40) => fc.string({ unit: headerChar, maxLength });

/** Text a person, a careless client or an attacker might send. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\ud83d',
      HEART.repeat(60),
      HEART.repeat(101),
      FAMILY.repeat(30),
      cluster(20).repeat(100),
      cluster(CODE_POINTS_PER_GRAPHEME).repeat(100),
      '\u202eevil',
      '\ufeffbom',
      'null',
      '__proto__',
      'constructor',
      "'; DROP TABLE clubs; --",
      '%00',
      '../../../etc/passwd',
      '<script>alert(1)</script>',
      '9'.repeat(400),
      '-1',
      '1e400',
      '2031-02-30T10:00:00',
      '2031-03-01T10:00',
      '0001-01-01T00:00:00',
      '275760-09-13T00:00:00',
      'Europe/London',
      'europe/LONDON',
      'Etc/GMT+5',
      'https://example.test/x',
      'javascript:alert(1)',
      '"quoted"@example.test',
      'A@B.TEST',
      'a\u200b@example.test',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(101, 501, 2_001, 20_000).map((n) => 'x'.repeat(n)) },
);

const nastyKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'name', '', '\u0000'),
  },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, a few levels deep, made of the strings above. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyKey, tie('value'), { maxKeys: 5 }) },
  ),
})).value;

/** Our own ids a field or parameter of this name most likely wants (events for event_id, ...). */
function idsFor(kind: string, world: FuzzWorld): { own: string[]; away: string[] } {
  const { ids } = world;
  if (/event/i.test(kind)) return { own: ids.events, away: ids.awayEvents };
  if (/signup/i.test(kind)) return { own: ids.signups, away: ids.awaySignups };
  if (/system-users/.test(kind)) return { own: ids.systemUsers, away: ids.awayClubUsers };
  if (/join-requests/.test(kind)) return { own: ids.joinRequests, away: ids.awayJoinRequests };
  if (/club-users|user/i.test(kind)) return { own: ids.clubUsers, away: ids.awayClubUsers };
  if (/clubs/.test(kind)) return { own: ids.clubs, away: ids.awayClubUsers };
  return { own: Object.values(ids).flat(), away: ids.awayEvents };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A value the field should accept, read from its OpenAPI schema and its name. */
function validValue(name: string, schema: FieldSchema, world: FuzzWorld): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid' || /(^|_)id$/.test(name)) return fc.constantFrom(...idsFor(name, world).own);
  if (/email/.test(name)) return fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@example.test`);
  if (/time|date/.test(name)) {
    // Starts in the first half of a future month, ends in the second: always after.
    const [from, to, h0, h1] = /end/.test(name) ? [15, 28, 12, 20] : [1, 14, 8, 11];
    return fc
      .tuple(fc.integer({ min: from, max: to }), fc.integer({ min: h0, max: h1 }))
      .map(([d, h]) => `2031-05-${pad(d)}T${pad(h)}:00:00`);
  }
  if (name === 'subdomain') return fc.uuid().map((u) => `fz-${u.slice(0, 8)}`);
  if (name === 'timezone')
    return fc.constantFrom('Europe/London', 'Europe/Amsterdam', 'UTC', 'America/New_York');
  if (/url|logo|website/.test(name))
    return fc.constantFrom('https://example.test/', 'http://example.test/logo.png', '');
  if (schema.type === 'number' || schema.type === 'integer') {
    const min = schema.minimum ?? 0;
    return fc.integer({ min, max: Math.min(schema.maximum ?? min + 50, min + 50) });
  }
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'array')
    return fc.array(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), { maxLength: 4 });
  if (schema.maxLength) {
    const n = schema.maxLength;
    return fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'x'.repeat(n),
          HEART.repeat(n),
          cluster(CODE_POINTS_PER_GRAPHEME).repeat(n),
        ),
      },
    );
  }
  return fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
}

/** A wrong value for a field: the wrong kind, nasty text, or text just past its limits. */
function wrongValue(schema: FieldSchema): fc.Arbitrary<unknown> {
  const n = schema.maxLength;
  return fc.oneof(
    { weight: 3, arbitrary: nastyString },
    { weight: 2, arbitrary: jsonValue },
    { weight: 1, arbitrary: fc.constantFrom(null, 0, -1, 1.5, true, [], {}, [null], { a: 1 }) },
    ...(n
      ? [
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              'x'.repeat(n + 1),
              HEART.repeat(n + 1),
              cluster(CODE_POINTS_PER_GRAPHEME + 1).repeat(n),
              cluster(20).repeat(n),
            ),
          },
        ]
      : []),
  );
}

/** JSON text nested `levels` deep, at the root or inside a field. */
function nestedText(levels: number, shape: 'object' | 'array', field: string | null): string {
  const open = shape === 'object' ? '{"a":' : '[';
  const close = shape === 'object' ? '}' : ']';
  const inner = open.repeat(levels) + '1' + close.repeat(levels);
  return field ? `{${JSON.stringify(field)}:${inner}}` : inner;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');

const compress = (bytes: Buffer, encoding: string): Buffer =>
  encoding === 'gzip'
    ? gzipSync(bytes)
    : encoding === 'deflate'
      ? deflateSync(bytes)
      : brotliCompressSync(bytes);

const jsonCookies = [
  'j:{"a":1}',
  'j:123',
  'j:[1]',
  'j:null',
  'j:true',
  'j:"x"',
  'j:{"__proto__":{"a":1}}',
  'j:',
];

/** The parts of a request the fuzzer makes hostile, one or two at a time. */
const PARTS = [
  'path',
  'query',
  'host',
  'cookie',
  'headers',
  'contentType',
  'encoding',
  'body',
  'field',
] as const;
type Part = (typeof PARTS)[number];

const hostileCookie: fc.Arbitrary<CookieChoice> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(...jsonCookies),
        fc.constantFrom(...jsonCookies).map((v) => encodeURIComponent(v)),
        headerText(60).map((s) => s.replace(/;/g, '')),
        fc.constantFrom('a'.repeat(3000), '%zz', '%00', '"quoted"', ''),
      )
      .map((value) => ({ kind: 'value' as const, value })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...jsonCookies).map((v) => `prefs=${v}`),
          fc.constantFrom('__proto__=x', 'constructor=y', 'a=%zz', '=novalue', 'noequals', ';;'),
          headerText(30).map((s) => `x=${s.replace(/;/g, '')}`),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => ({ kind: 'session+noise' as const, noise: parts.join('; ') })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...jsonCookies, 'garbage')
      .map((first) => ({ kind: 'duplicate' as const, first })),
  },
);

/** Headers a browser, a proxy or a tool might send, within Node's 16 KB header limit. */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', '', 'text/calendar'),
      'accept-language': fc.oneof(
        fc.constantFrom('nl-NL,nl;q=0.9,en;q=0.8', '*', 'xx-INVALID;q=abc', 'en,'.repeat(800)),
        headerText(40),
      ),
      origin: fc.constantFrom('null', 'http://evil.test', 'https://localhost'),
      'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'cross-site', 'same-site', 'bogus'),
      'x-forwarded-host': fc.oneof(fc.constantFrom('evil.test', 'riverside.localhost'), headerText(30)),
      'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'not-an-ip'), headerText(30)),
      'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
      'if-none-match': fc.oneof(fc.constant('*'), headerText(40)),
      'if-modified-since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'),
      range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'items=0-5'),
      'x-fuzz-padding': fc.constantFrom(1_000, 6_000).map((n) => 'p'.repeat(n)),
      'user-agent': headerText(60),
    },
    { requiredKeys: [] },
  )
  .filter((h) => Object.keys(h).length > 0);

const hostileContentType = fc.oneof(
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=UTF-16LE',
    'application/json; charset=latin1',
    'application/json; charset=bogus-charset',
    'application/json; charset="utf-8"',
    'application/merge-patch+json',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/json, text/plain',
    ';;;',
    '*/*',
    '',
  ),
  headerText(30),
  fc.constant(undefined),
);

/** A Content-Encoding that lies (plain bytes), is unknown, or is true. */
const hostileEncoding = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ header: fc.constantFrom('gzip', 'deflate', 'br'), compressed: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      header: fc.constantFrom('identity', 'compress', 'x-gzip', 'gzip, br', 'GZIP', 'zstd', 'chunked', ''),
      compressed: fc.constant(false),
    }),
  },
);

const hostileHost = fc.constantFrom<HostChoice>(
  'home',
  'away',
  'apex',
  'unknown-club',
  'upper-case',
  'ip',
  'foreign',
);

const ANY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

const unknownPath = fc.oneof(
  fc
    .array(
      nastyString.map((s) => urlPart(s, 200)),
      { minLength: 1, maxLength: 4 },
    )
    .map((segments) => `/api/${segments.join('/')}`),
  fc.constantFrom(
    '/',
    '/api',
    '/api/',
    '/api/events/x/y/z',
    '/api/events%2F123',
    '//api//events',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/docs/../../',
    '/remotes/member/remoteEntry.js',
    '/events',
    '/api/%zz',
    '/api/events/%',
    '/api/admin/clubs/%C0%AF',
    `/api/${'a'.repeat(2000)}`,
  ),
);

const malformedId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    '%zz',
    '%',
    'abc%E0%A4%A',
    '%ED%A0%80',
    '%F0%9F%98%80',
    '%C0%AF',
    '..%2F..%2Fetc',
    '%2e%2e',
    'a'.repeat(2000),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffffx',
    '12345678-1234-1234-1234-12345678901',
    '%20',
  ),
  nastyString.map((s) => urlPart(s, 1500)),
);

/** The body fields of a route, each with a valid value (required ones always, others sometimes). */
function validBody(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(route.fields);
  return fc.record(
    Object.fromEntries(names.map((n) => [n, validValue(n, route.fields[n], world)])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: route.required.filter((n) => names.includes(n)) },
  );
}

/** Whole bodies of the wrong shape: any JSON, deep nesting, too large, not JSON, not UTF-8. */
function hostileBody(route: FuzzRoute): fc.Arbitrary<Buffer> {
  const names = Object.keys(route.fields);
  return fc.oneof(
    { weight: 3, arbitrary: jsonValue.map(json) },
    {
      weight: 2,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...names, 'a'), nastyKey), jsonValue).map(json),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({
          levels: fc.constantFrom(MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 500, 4600, 4600, 12000),
          shape: fc.constantFrom('object' as const, 'array' as const),
          field: fc.option(fc.constantFrom(...(names.length ? names : ['a']))),
        })
        .map(({ levels, shape, field }) => Buffer.from(nestedText(levels, shape, field))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(60_000, 70_000).map((n) => json({ [names[0] ?? 'a']: 'x'.repeat(n) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '{',
            '{"a":}',
            '\ufeff{}',
            '"text"',
            '123',
            'null',
            '[]',
            '{"a":1}{"b":2}',
            '{"name":"\\ud800"}',
            '{"name":"\\u0000"}',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{"x":1}}}',
          ),
          fc.string({ unit: 'binary', maxLength: 60 }),
        )
        .map((s) => Buffer.from(s)),
    },
    // Bytes that are not UTF-8 at all.
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 80 }).map((a) => Buffer.from(a)) },
  );
}

/** A value for one path parameter: our own ids of the kind the route names (fine), others (hostile). */
function paramValues(route: FuzzRoute, name: string, world: FuzzWorld) {
  const segments = route.path.split('/');
  const segment = segments.slice(0, segments.indexOf(`:${name}`)).pop() ?? '';
  const { own, away } = idsFor(`${segment} ${name}`, world);
  return {
    fine: fc.constantFrom(...own),
    hostile: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...away) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom(...own).map((id) => id.toUpperCase()) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(world.ids).flat()) },
      { weight: 3, arbitrary: malformedId },
    ),
  };
}

/** Query strings: the route's own parameters with their values (fine), anything else (hostile). */
function queryValues(route: FuzzRoute, world: FuzzWorld) {
  const known = Object.entries(route.query);
  const fine = known.length
    ? fc.oneof(
        fc.constant(''),
        fc
          .constantFrom(...known)
          .chain(([name, schema]) =>
            (schema.enum?.length
              ? fc.constantFrom(...schema.enum.map(String))
              : fc.constantFrom(...idsFor(name, world).own)
            ).map((v) => `?${name}=${v}`),
          ),
      )
    : fc.constant('');
  const name = fc.oneof(
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known.map(([n]) => n)) }] : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom('a', 'a[b]', 'a[]', '__proto__', '%00', '%zz', 'constructor[prototype]'),
    },
  );
  const value = fc.oneof(
    fc.constantFrom('', 'upcoming', 'past', 'PAST', '%00', '%zz', '%E0%A4%A', '%ED%A0%80', 'null', '[]'),
    fc.uuid(),
    fc.constantFrom(...Object.values(world.ids).flat()),
    nastyString.map((s) => urlPart(s, 1000)),
  );
  const hostile = fc
    .oneof(
      { weight: 4, arbitrary: fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 }) },
      { weight: 1, arbitrary: fc.constant(null) },
    )
    .chain((pairs) =>
      pairs
        ? fc.constant('?' + pairs.map(([k, v]) => `${k}=${v}`).join('&'))
        : fc.constantFrom('?', '?&&&', '?=', '?a', `?x=${'y'.repeat(3000)}`),
    );
  return { fine, hostile };
}

/**
 * Requests to `route` as `role`: a well-formed request (the role's own host, a session, the
 * route's own ids, a valid JSON body) with one or two of its parts made hostile, so that each
 * hostile part meets the code that handles it rather than being turned away by another.
 */
export function fuzzRequest(route: FuzzRoute, role: FuzzRole, world: FuzzWorld): fc.Arbitrary<FuzzSpec> {
  const names = Object.keys(route.fields);
  const params = route.params.map((p) => paramValues(route, p, world));
  const query = queryValues(route, world);
  const takesBody = names.length > 0;
  const isAny = route.method === 'ANY';

  return fc
    .record({
      hostile: fc.subarray([...PARTS], { minLength: 1, maxLength: 2 }),
      method: isAny ? fc.constantFrom(...ANY_METHODS) : fc.constant(route.method),
      finePath: fc.tuple(...params.map((p) => p.fine)),
      hostilePath: isAny
        ? unknownPath
        : fc
            .tuple(fc.tuple(...params.map((p) => fc.oneof(p.fine, p.hostile))), fc.constantFrom('', '/'))
            .map(([values, slash]) => ({ values, slash })),
      fineQuery: query.fine,
      hostileQuery: query.hostile,
      hostileHost,
      hostileCookie,
      hostileHeaders,
      hostileContentType,
      hostileEncoding,
      hostileBody: hostileBody(route),
      body: takesBody ? validBody(route, world) : fc.constant(undefined),
      wrongFieldValue: fc
        .constantFrom(...names, '(unknown)')
        .chain((n) => wrongValue(route.fields[n] ?? {}).map((v) => [n, v] as const)),
      compressedFine: fc.constantFrom<string | undefined>(undefined, undefined, undefined, 'gzip', 'br'),
    })
    .map((g) => {
      const is = (part: Part) => g.hostile.includes(part);
      const fill = (values: readonly string[], slash = '') => {
        let i = 0;
        return route.path.replace(/:\w+/g, () => values[i++]) + slash;
      };
      const path = isAny
        ? (g.hostilePath as string)
        : is('path')
          ? fill((g.hostilePath as { values: string[] }).values, (g.hostilePath as { slash: string }).slash)
          : fill(g.finePath);

      let bodyValue: Buffer | undefined;
      if (is('body')) bodyValue = g.hostileBody;
      else if (g.body || is('field')) {
        const [field, value] = g.wrongFieldValue;
        const body = { ...(g.body ?? {}) };
        if (is('field')) body[field === '(unknown)' ? 'unexpected' : field] = value;
        bodyValue = json(body);
      }
      let contentEncoding: string | undefined;
      if (bodyValue && is('encoding')) {
        contentEncoding = g.hostileEncoding.header;
        if (g.hostileEncoding.compressed) bodyValue = compress(bodyValue, g.hostileEncoding.header);
      } else if (bodyValue && g.compressedFine) {
        contentEncoding = g.compressedFine;
        bodyValue = compress(bodyValue, g.compressedFine);
      }
      return {
        method: g.method,
        path: path + (is('query') ? g.hostileQuery : g.fineQuery),
        host: is('host') ? g.hostileHost : 'own',
        cookie: is('cookie') ? g.hostileCookie : { kind: 'session' as const },
        headers: is('headers') ? g.hostileHeaders : {},
        body:
          bodyValue === undefined
            ? undefined
            : {
                bytes: bodyValue,
                contentType: is('contentType') ? g.hostileContentType : 'application/json',
                contentEncoding,
              },
      };
    });
}

/**
 * The inputs known to have answered 500 once, tried on every route as every role before the
 * generated ones (fast-check's `examples`): a `j:` session cookie, 4,600 levels of JSON, a false
 * Content-Encoding, U+0000 and a lone surrogate in a field (or in the query or path when the
 * route takes no body), and each text field at its grapheme limit in emoji and just past its
 * code-point backstop.
 */
export function knownDangers(route: FuzzRoute, world: FuzzWorld): FuzzSpec[] {
  const sample = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: 42, numRuns: 1 })[0];
  const method = route.method === 'ANY' ? 'POST' : route.method;
  const names = Object.keys(route.fields);
  const body = names.length ? sample(validBody(route, world)) : undefined;
  const path =
    route.method === 'ANY'
      ? '/api/no/such/route'
      : route.path.replace(/:\w+/g, (p) => sample(paramValues(route, p.slice(1), world).fine));
  const base: FuzzSpec = {
    method,
    path,
    host: 'own',
    cookie: { kind: 'session' },
    headers: {},
    body: body ? { bytes: json(body), contentType: 'application/json' } : undefined,
  };
  const withBody = (value: unknown): FuzzSpec => ({
    ...base,
    body: { bytes: Buffer.isBuffer(value) ? value : json(value), contentType: 'application/json' },
  });
  const specs: FuzzSpec[] = [
    { ...base, cookie: { kind: 'value', value: 'j:{"a":1}' } },
    { ...base, cookie: { kind: 'value', value: encodeURIComponent('j:[1]') } },
    withBody(Buffer.from(nestedText(4600, 'object', names[0] ?? null))),
    {
      ...withBody(body ?? {}),
      body: { bytes: json(body ?? {}), contentType: 'application/json', contentEncoding: 'gzip' },
    },
  ];
  const texts = names.filter(
    (n) => ['string', 'object', undefined].includes(route.fields[n].type) && !route.fields[n].enum,
  );
  for (const field of texts.slice(0, 2)) {
    specs.push(withBody({ ...body, [field]: 'a\u0000b' }), withBody({ ...body, [field]: 'x\udfffy' }));
  }
  if (!texts.length) {
    const [name] = Object.keys(route.query);
    specs.push({ ...base, path: `${path}?${name ?? 'q'}=x%00y` });
    if (route.params.length) specs.push({ ...base, path: route.path.replace(/:\w+/g, 'x%00y') });
  }
  for (const field of names.filter((n) => route.fields[n].maxLength)) {
    const n = route.fields[field].maxLength!;
    specs.push(
      withBody({ ...body, [field]: HEART.repeat(n) }),
      withBody({ ...body, [field]: cluster(CODE_POINTS_PER_GRAPHEME + 1).repeat(n) }),
    );
  }
  return specs;
}
