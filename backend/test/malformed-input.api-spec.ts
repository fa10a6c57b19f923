import {
  API_ERRORS,
  codePointBackstop,
  CODE_POINTS_PER_GRAPHEME,
  LIMITS,
  MAX_JSON_DEPTH,
  VALIDATION,
  type UserType,
} from '@courtside/domain';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  createClub,
  createClubUser,
  createEvent,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { errorShapeProblems, sendRaw } from './support/raw-http';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * Each of these once answered 500 where a 4xx was due: a `j:` JSON session cookie,
 * thousands of levels of nested JSON, a Content-Encoding that lies, U+0000 in text, and text the
 * validator and the database measured differently (60 '❤️' in an event name).
 */

const HEART = '\u2764\uFE0F'; // ❤️: one grapheme, two code points
/** One grapheme of `n` code points: a letter under n - 1 combining acute accents. */
const cluster = (n: number) => 'a' + '\u0301'.repeat(n - 1);
const unique = () => randomUUID().slice(0, 8);

describe('malformed input never answers 500', () => {
  let t: TestApp;
  let club: TestClub;
  let eventId: string;
  let memberId: string;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    eventId = (await createEvent(t.db, club)).id;
    memberId = (await createClubUser(t.db, club, 'clubmember')).id;
  });
  afterAll(() => t.close());

  async function clubCaller(role: UserType): Promise<HttpClient> {
    const user = await createClubUser(t.db, club, role as 'clubmember');
    return signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: user.id,
      clubId: club.id,
      userType: role,
    });
  }
  async function systemAdmin(): Promise<HttpClient> {
    const user = await createSystemUser(t.db, 'systemadmin');
    return signIn(t, t.client(null), { kind: 'system', systemUserId: user.id, userType: 'systemadmin' });
  }

  /** The app's routes with a body (POST, PUT, PATCH, DELETE), from Express's own table. */
  function routesWithBodies(): { method: string; path: string }[] {
    const app = t.app.getHttpAdapter().getInstance();
    const layers: { route?: { path: string; methods: Record<string, boolean> } }[] = (
      app.router ?? app._router
    ).stack;
    return layers
      .filter((l) => l.route && !l.route.methods.acl)
      .flatMap((l) =>
        Object.keys(l.route!.methods)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path: l.route!.path.replace(/:\w+/g, randomUUID()) })),
      );
  }

  describe("a session cookie in cookie-parser's JSON form (j:...) is no session", () => {
    const VALUES = ['j:{"a":1}', 'j:123', 'j:[1]', 'j:null', 'j:true', 'j:{"__proto__":{"x":1}}'];
    const cases = VALUES.flatMap((value) => [
      [value, 'raw'],
      [value, 'percent-encoded'],
    ]);

    it.each(cases)(
      '%s (%s): 401 where a session is needed, the usual answer elsewhere',
      async (value, form) => {
        const cookie = `courtside_sid=${form === 'raw' ? value : encodeURIComponent(value)}`;
        const on = (host: string | null, method: string, path: string) =>
          sendRaw(t.port, {
            method,
            path,
            headers: {
              host: `${host ? `${host}.` : ''}localhost:${t.port}`,
              cookie,
              accept: 'application/json',
            },
          });

        const events = await on(club.subdomain, 'GET', '/api/events');
        expect({ status: events.status, body: events.json }).toEqual({
          status: 401,
          body: { statusCode: 401, error: 'Unauthorized', message: API_ERRORS.authRequired },
        });
        const admin = await on(null, 'GET', '/api/admin/clubs');
        expect([admin.status, (admin.json as { message?: string })?.message]).toEqual([
          401,
          API_ERRORS.authRequired,
        ]);

        const check = await on(club.subdomain, 'POST', '/api/auth/verify');
        expect(check.status).toBe(200);
        expect(check.json).toMatchObject({ authenticated: false, user: null });
        expect(errorShapeProblems(check.status, check.json)).toEqual([]);

        expect((await on(club.subdomain, 'POST', '/api/auth/logout')).status).toBe(200);
        expect((await on(club.subdomain, 'GET', '/api/club')).status).toBe(200);
      },
    );

    it('leaves a real session alone when another cookie is in JSON form', async () => {
      const browser = await clubCaller('clubmember');
      browser.cookies.set('prefs', encodeURIComponent('j:{"theme":"dark"}'));
      expect((await browser.get('/api/events')).status).toBe(200);
    });
  });

  describe('deeply nested JSON', () => {
    const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

    it('answers 400 to ~4,600 levels (27 KB) on every route that takes a body, signed in or not', async () => {
      const body = nestedObjects(4600);
      expect(body.length).toBeGreaterThan(27_000);
      const organiser = await clubCaller('cluborganiser');
      const routes = routesWithBodies();
      expect(routes.length).toBeGreaterThan(10);
      for (const { method, path } of routes) {
        for (const browser of [t.client(club.subdomain), organiser]) {
          const res = await browser.request(method, path, { rawBody: body });
          expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
            route: `${method} ${path}`,
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: API_ERRORS.bodyTooDeep },
          });
        }
      }
    });

    it(`allows ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}, in arrays inside a field too`, async () => {
      const organiser = await clubCaller('cluborganiser');
      const inName = (levels: number) => `{"name":${nestedArrays(levels - 1)}}`;
      for (const [body, deep] of [
        [nestedObjects(MAX_JSON_DEPTH), false],
        [inName(MAX_JSON_DEPTH), false],
        [nestedObjects(MAX_JSON_DEPTH + 1), true],
        [inName(MAX_JSON_DEPTH + 1), true],
        [inName(4600), true],
      ] as const) {
        const res = await organiser.request('POST', '/api/events', { rawBody: body });
        expect(res.status).toBe(400);
        expect(res.body.message === API_ERRORS.bodyTooDeep).toBe(deep);
        expect(errorShapeProblems(res.status, res.body)).toEqual([]);
      }
    });
  });

  describe('a key __proto__, constructor or prototype anywhere in a body', () => {
    const event = {
      name: 'Proto Mix-in',
      start_time: '2031-06-04T18:30:00',
      end_time: '2031-06-04T20:30:00',
    };
    /** The body as JSON text, with `extra` spliced in as written (JSON.stringify would drop a __proto__ key). */
    const withKey = (fields: object, extra: string) => JSON.stringify(fields).replace(/^\{/, `{${extra},`);

    it.each([
      ['"__proto__":{"name":"Shadowed"}', '__proto__'],
      ['"constructor":{"prototype":{"x":1}}', 'constructor'],
      ['"prototype":1', 'prototype'],
      ['"location":"Court 1","capacity":4,"__proto__":null', '__proto__'],
    ])('answers 400 This field is not allowed for %s, naming the key', async (extra, key) => {
      const organiser = await clubCaller('cluborganiser');
      const before = (
        await t.db.query(`SELECT count(*)::int AS n FROM events WHERE club_id = $1`, [club.id])
      )[0].n;
      const res = await organiser.request('POST', '/api/events', { rawBody: withKey(event, extra) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: VALIDATION.unknownProperty,
        errors: { [key]: VALIDATION.unknownProperty },
      });
      const after = (
        await t.db.query(`SELECT count(*)::int AS n FROM events WHERE club_id = $1`, [club.id])
      )[0].n;
      expect(after).toBe(before);
    });

    it('finds one at any depth, in arrays too, on edits, and in the language of the caller', async () => {
      const organiser = await clubCaller('cluborganiser');
      const nested = await organiser.request('PUT', `/api/events/${eventId}`, {
        rawBody: withKey(event, '"rule":{"a":[1,{"b":{"__proto__":{"capacity":1}}}]}'),
      });
      expect(nested.status).toBe(400);
      expect(nested.body.errors).toEqual({ 'rule.a.1.b.__proto__': VALIDATION.unknownProperty });
      const admin = await systemAdmin();
      const dutch = await admin.request('PUT', `/api/admin/clubs/${club.id}`, {
        rawBody: '{"listed":false,"__proto__":{"name":"x"}}',
        headers: { 'accept-language': 'nl' },
      });
      expect(dutch.status).toBe(400);
      // A computed key: a literal `__proto__:` would set the expected object's prototype instead.
      expect(dutch.body.errors).toEqual({ ['__proto__']: 'Dit veld is niet toegestaan' });
      expect(Object.keys(dutch.body.errors)).toEqual(['__proto__']);
      const [{ listed }] = await t.db.query(`SELECT listed FROM clubs WHERE id = $1`, [club.id]);
      expect(listed).toBe(true);
    });

    it('still takes those words as values, and keys that only contain them', async () => {
      const organiser = await clubCaller('cluborganiser');
      const res = await organiser.post('/api/events', {
        ...event,
        name: '__proto__ constructor prototype',
        description: 'constructor',
      });
      expect(res.status).toBe(201);
      const unknown = await organiser.post('/api/events', { ...event, my_prototype: 1 });
      expect(unknown.body.errors).toEqual({ my_prototype: VALIDATION.unknownProperty });
    });
  });

  describe('a Content-Encoding that does not match the body', () => {
    const json = JSON.stringify({ email: uniqueEmail() });
    const post = (encoding: string, body: Buffer | string) =>
      sendRaw(t.port, {
        method: 'POST',
        path: '/api/auth/magic-link',
        headers: {
          host: `${club.subdomain}.localhost:${t.port}`,
          'content-type': 'application/json',
          'content-encoding': encoding,
        },
        body,
      });

    it.each(['gzip', 'deflate', 'br', 'GZIP', 'x-gzip'])(
      'plain JSON sent as %s: 400 or 415, never 500',
      async (encoding) => {
        const res = await post(encoding, json);
        // x-gzip is not one body-parser decodes: unsupported, 415.
        expect({ status: res.status, body: res.json }).toEqual(
          encoding === 'x-gzip'
            ? {
                status: 415,
                body: {
                  statusCode: 415,
                  error: 'Unsupported Media Type',
                  message: API_ERRORS.unsupportedBodyEncoding,
                },
              }
            : {
                status: 400,
                body: { statusCode: 400, error: 'Bad Request', message: API_ERRORS.bodyEncodingMismatch },
              },
        );
      },
    );

    it('a cut-off gzip body is the same 400', async () => {
      const whole = gzipSync(json);
      const res = await post('gzip', whole.subarray(0, whole.length - 6));
      expect([res.status, (res.json as { message?: string }).message]).toEqual([
        400,
        API_ERRORS.bodyEncodingMismatch,
      ]);
    });

    it('still reads a body that really is compressed', async () => {
      expect((await post('gzip', gzipSync(json))).status).toBe(200);
      expect((await post('br', brotliCompressSync(json))).status).toBe(200);
    });
  });

  describe('U+0000 or a lone surrogate in text is a 400 naming the field', () => {
    const NUL = '\u0000';
    const event = { name: 'Nul Night', start_time: '2031-03-01T10:00:00', end_time: '2031-03-01T12:00:00' };
    const fullEvent = {
      ...event,
      description: 'd',
      location: 'l',
      event_type: 'social',
      recurring_pattern: 'none',
    };
    const clubBody = () => ({
      name: 'Nul Club',
      subdomain: `nul-${unique()}`,
      description: 'd',
      phone: '1',
      address: 'a',
      subscription_id: 's',
      email: 'office@example.test',
      website: 'https://example.test',
      logo: 'https://example.test/logo.png',
      timezone: 'Europe/London',
    });
    type Case = {
      who: 'member' | 'organiser' | 'admin' | 'sysadmin' | 'out';
      method: string;
      path: () => Promise<string>;
      body: () => Record<string, unknown>;
    };
    const at = (path: string) => async () => path;
    const CASES: Record<string, Case> = {
      'POST /api/events': {
        who: 'organiser',
        method: 'POST',
        path: at('/api/events'),
        body: () => ({ ...fullEvent }),
      },
      'PUT /api/events/:id': {
        who: 'organiser',
        method: 'PUT',
        path: async () => `/api/events/${(await createEvent(t.db, club)).id}`,
        body: () => ({ ...fullEvent }),
      },
      'POST /api/club-users': {
        who: 'admin',
        method: 'POST',
        path: at('/api/club-users'),
        body: () => ({ email: uniqueEmail(), name: 'N', user_type: 'clubmember' }),
      },
      'PUT /api/club-users/:id': {
        who: 'admin',
        method: 'PUT',
        path: async () => `/api/club-users/${(await createClubUser(t.db, club, 'clubmember')).id}`,
        body: () => ({ email: uniqueEmail(), name: 'N', user_type: 'clubmember' }),
      },
      'POST /api/admin/system-users': {
        who: 'sysadmin',
        method: 'POST',
        path: at('/api/admin/system-users'),
        body: () => ({ email: uniqueEmail(), name: 'N', user_type: 'systemmanager' }),
      },
      'PUT /api/admin/system-users/:id': {
        who: 'sysadmin',
        method: 'PUT',
        path: async () => `/api/admin/system-users/${(await createSystemUser(t.db, 'systemmanager')).id}`,
        body: () => ({ email: uniqueEmail(), name: 'N', user_type: 'systemmanager' }),
      },
      'POST /api/admin/clubs': {
        who: 'sysadmin',
        method: 'POST',
        path: at('/api/admin/clubs'),
        body: () => ({ ...clubBody(), owner_email: uniqueEmail() }),
      },
      'PUT /api/admin/clubs/:id': {
        who: 'sysadmin',
        method: 'PUT',
        path: async () => `/api/admin/clubs/${(await createClub(t.db)).id}`,
        body: clubBody,
      },
      'POST /api/signups': {
        who: 'member',
        method: 'POST',
        path: at('/api/signups'),
        body: () => ({ event_id: eventId }),
      },
      'POST /api/signups/admin': {
        who: 'organiser',
        method: 'POST',
        path: at('/api/signups/admin'),
        body: () => ({ event_id: eventId, user_id: memberId }),
      },
      'POST /api/auth/magic-link': {
        who: 'out',
        method: 'POST',
        path: at('/api/auth/magic-link'),
        body: () => ({ email: uniqueEmail() }),
      },
      'POST /api/auth/system-admin-magic-link': {
        who: 'out',
        method: 'POST',
        path: at('/api/auth/system-admin-magic-link'),
        body: () => ({ email: uniqueEmail() }),
      },
    };
    const rows = Object.entries(CASES).flatMap(([route, c]) =>
      Object.keys(c.body()).flatMap((field) => [
        [route, field, 'NUL at the end'],
        [route, field, 'NUL in the middle'],
        [route, field, 'a lone surrogate'],
      ]),
    );

    const callerFor = async (who: Case['who']) =>
      who === 'sysadmin'
        ? systemAdmin()
        : who === 'out'
          ? t.client(club.subdomain)
          : clubCaller(
              ({ member: 'clubmember', organiser: 'cluborganiser', admin: 'clubadmin' } as const)[who],
            );

    it.each(rows)('%s, %s (%s)', async (route, field, what) => {
      const c = CASES[route];
      const browser = await callerFor(c.who);
      const body = c.body();
      const text = String(body[field]);
      body[field] = {
        'NUL at the end': text + NUL,
        'NUL in the middle': text.slice(0, 1) + NUL + text.slice(1),
        // JSON.stringify writes it as the escape "\udfff": valid JSON, but no text.
        'a lone surrogate': text.slice(0, 1) + '\udfff' + text.slice(1),
      }[what];
      const res = await browser.request(c.method, await c.path(), { body });
      const message = `${field} ${what === 'a lone surrogate' ? API_ERRORS.loneSurrogate : API_ERRORS.nulCharacter}`;
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message, errors: { [field]: message } },
      });
    });

    it('names a nested field by its path', async () => {
      const res = await (
        await clubCaller('cluborganiser')
      ).post('/api/events', { ...event, extra: { list: ['ok', `x${NUL}`] } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'extra.list.1': `extra.list.1 ${API_ERRORS.nulCharacter}` });
    });

    it.each([
      ['a query value', 'GET', '/api/events?scope=past%00', 'scope'],
      ['a query value', 'GET', `/api/signups?user_id=${randomUUID()}%00`, 'user_id'],
      ['a path id', 'GET', `/api/events/${randomUUID()}%00`, 'id'],
      ['a path id', 'PUT', `/api/club-users/%00`, 'id'],
      ['a path id', 'DELETE', `/api/signups/admin/abc%00def`, 'signupId'],
    ])('in %s: %s %s', async (_what, method, path, field) => {
      const res = await (
        await clubCaller('clubadmin')
      ).request(method, path, method === 'PUT' ? { body: { name: 'x' } } : {});
      expect({ status: res.status, errors: res.body.errors }).toEqual({
        status: 400,
        errors: { [field]: `${field} ${API_ERRORS.nulCharacter}` },
      });
    });
  });

  describe('text length is what a person sees (graphemes), and the database holds all the API accepts', () => {
    interface TextField {
      route: string;
      field: string;
      limit: number;
      message: string;
      send(text: string): Promise<{ status: number; body: any }>;
    }
    let organiser: HttpClient;
    let admin: HttpClient;
    let sysadmin: HttpClient;
    beforeAll(async () => {
      organiser = await clubCaller('cluborganiser');
      admin = await clubCaller('clubadmin');
      sysadmin = await systemAdmin();
    });
    const event = { name: 'Length', start_time: '2031-04-01T10:00:00', end_time: '2031-04-01T12:00:00' };
    const FIELDS: TextField[] = [
      ...(
        [
          ['name', LIMITS.eventName, VALIDATION.eventNameTooLong],
          ['description', LIMITS.eventDescription, VALIDATION.descriptionTooLong],
          ['location', LIMITS.eventLocation, VALIDATION.locationTooLong],
        ] as const
      ).flatMap(([field, limit, message]) => [
        {
          route: 'POST /api/events',
          field,
          limit,
          message,
          send: (text: string) => organiser.post('/api/events', { ...event, [field]: text }),
        },
        {
          route: 'PUT /api/events/:id',
          field,
          limit,
          message,
          send: async (text: string) =>
            organiser.put(`/api/events/${(await createEvent(t.db, club)).id}`, { ...event, [field]: text }),
        },
      ]),
      {
        route: 'POST /api/club-users',
        field: 'name',
        limit: LIMITS.userName,
        message: VALIDATION.nameTooLong,
        send: (text) => admin.post('/api/club-users', { email: uniqueEmail(), name: text }),
      },
      {
        route: 'PUT /api/club-users/:id',
        field: 'name',
        limit: LIMITS.userName,
        message: VALIDATION.nameTooLong,
        send: async (text) =>
          admin.put(`/api/club-users/${(await createClubUser(t.db, club, 'clubmember')).id}`, { name: text }),
      },
      {
        route: 'POST /api/admin/system-users',
        field: 'name',
        limit: LIMITS.userName,
        message: VALIDATION.nameTooLong,
        send: (text) => sysadmin.post('/api/admin/system-users', { email: uniqueEmail(), name: text }),
      },
      {
        route: 'PUT /api/admin/system-users/:id',
        field: 'name',
        limit: LIMITS.userName,
        message: VALIDATION.nameTooLong,
        send: async (text) =>
          sysadmin.put(`/api/admin/system-users/${(await createSystemUser(t.db, 'systemmanager')).id}`, {
            name: text,
          }),
      },
      ...(
        [
          ['name', LIMITS.clubName, VALIDATION.clubNameTooLong],
          ['description', LIMITS.clubDescription, VALIDATION.clubDescriptionTooLong],
          ['phone', LIMITS.clubPhone, VALIDATION.phoneTooLong],
          ['address', LIMITS.clubText, VALIDATION.textTooLong],
          ['subscription_id', LIMITS.clubSubscriptionId, VALIDATION.subscriptionIdTooLong],
        ] as const
      ).flatMap(([field, limit, message]) => [
        {
          route: 'POST /api/admin/clubs',
          field,
          limit,
          message,
          send: (text: string) =>
            sysadmin.post('/api/admin/clubs', {
              name: 'Length Club',
              subdomain: `len-${unique()}`,
              [field]: text,
            }),
        },
        {
          route: 'PUT /api/admin/clubs/:id',
          field,
          limit,
          message,
          send: async (text: string) =>
            sysadmin.put(`/api/admin/clubs/${(await createClub(t.db)).id}`, { [field]: text }),
        },
      ]),
    ];
    const rows = FIELDS.map((f) => [f.route, f.field, f] as const);

    it.each(rows)('%s %s: the limit in graphemes, emoji and all', async (_route, _field, f) => {
      // 60 hearts: 120 code points, more than the old varchar(100) held.
      for (const text of [
        HEART.repeat(Math.min(60, f.limit)),
        HEART.repeat(f.limit),
        cluster(CODE_POINTS_PER_GRAPHEME).repeat(f.limit),
      ]) {
        const res = await f.send(text);
        expect({ status: res.status, stored: res.body.data?.[f.field] }).toEqual({
          status: f.route.startsWith('POST') ? 201 : 200,
          stored: text,
        });
      }
    });

    it.each(rows)(
      '%s %s: one grapheme more, or more code points than the backstop, is a 400',
      async (_route, _field, f) => {
        for (const text of [
          HEART.repeat(f.limit + 1),
          'x'.repeat(f.limit + 1),
          // As many graphemes as allowed, one code point each too many: over the column's backstop.
          cluster(CODE_POINTS_PER_GRAPHEME + 1).repeat(f.limit),
        ]) {
          const res = await f.send(text);
          expect({ status: res.status, body: res.body }).toEqual({
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: f.message,
              errors: { [f.field]: f.message },
            },
          });
        }
      },
    );

    it('refuses 100 graphemes of 20 code points each in an event name with the usual message', async () => {
      const res = await organiser.post('/api/events', {
        ...event,
        name: cluster(20).repeat(LIMITS.eventName),
      });
      expect([res.status, res.body.errors]).toEqual([400, { name: VALIDATION.eventNameTooLong }]);
    });

    it("gives every human text column the code-point backstop of its field's limit", async () => {
      const rows: { table: string; column: string; type: string; check: string | null }[] = await t.db.query(`
        SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type,
               (SELECT pg_get_constraintdef(k.oid) FROM pg_constraint k
                 WHERE k.conrelid = (quote_ident(c.table_name))::regclass
                   AND k.contype = 'c' AND pg_get_constraintdef(k.oid) LIKE '%char_length(' || c.column_name || ')%') AS check
          FROM information_schema.columns c
         WHERE c.table_schema = current_schema()
           AND (c.table_name, c.column_name) IN (('clubs','name'), ('clubs','subscription_id'), ('clubs','description'),
                ('clubs','phone'), ('clubs','address'), ('events','name'), ('events','description'), ('events','location'),
                ('club_memberships','name'), ('system_users','name'))`);
      const expected: Record<string, number> = {
        'clubs.name': LIMITS.clubName,
        'clubs.subscription_id': LIMITS.clubSubscriptionId,
        'clubs.description': LIMITS.clubDescription,
        'clubs.phone': LIMITS.clubPhone,
        'clubs.address': LIMITS.clubText,
        'events.name': LIMITS.eventName,
        'events.description': LIMITS.eventDescription,
        'events.location': LIMITS.eventLocation,
        'club_memberships.name': LIMITS.userName,
        'system_users.name': LIMITS.userName,
      };
      expect(
        Object.fromEntries(rows.map((r) => [`${r.table}.${r.column}`, { type: r.type, check: r.check }])),
      ).toEqual(
        Object.fromEntries(
          Object.entries(expected).map(([key, limit]) => [
            key,
            {
              type: 'text',
              check: `CHECK ((char_length(${key.split('.')[1]}) <= ${codePointBackstop(limit)}))`,
            },
          ]),
        ),
      );
    });
  });
});
