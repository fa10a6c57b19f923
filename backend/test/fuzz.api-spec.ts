import fc from 'fast-check';
import { fuzzRequest, knownDangers, type FuzzSpec } from './support/fuzz-arbitraries';
import { appRoutes, type FuzzRoute } from './support/fuzz-routes';
import { FUZZ_ROLES, FuzzWorld, type FuzzRole } from './support/fuzz-world';
import { createIsolatedDatabase } from './support/isolated-database';
import { errorShapeProblems, sendRaw, type RawRequest, type RawResponse } from './support/raw-http';
import { startApp, type TestApp } from './support/test-app';

/**
 * Property-based fuzzing, because bad input must be a 4xx and never a 500: generated bodies, query
 * strings, path ids, cookies and headers at every route of the app's own route table, as every
 * role. For every answer: no 5xx other than 503, and an error answer has the shape of API.md
 * section 1.
 *
 * Replay: the seed is printed at the start and in any failure; FUZZ_SEED=<seed> runs the same
 * requests again (the world's ids are new each run, chosen from the same places). FUZZ_RUNS sets
 * the generated requests per route and role (default 5), tried after the inputs that answered 500
 * before (knownDangers).
 *
 * The fuzzer writes freely (creates, renames, deletes), so it runs in a database of its own, with
 * clubs of its own, and puts its world back before every request (FuzzWorld.repair). Every request
 * carries a fresh session, so routes that end the caller's session (logout, removing or demoting
 * oneself) are fuzzed like any other.
 */

function wholeNumberFromEnv(name: string, fallback: () => number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback();
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return n;
}

const SEED = wholeNumberFromEnv('FUZZ_SEED', () => (Date.now() ^ (Math.random() * 2 ** 31)) >>> 0);
const RUNS = wholeNumberFromEnv('FUZZ_RUNS', () => 5);

/** A stable 32-bit seed per role and route, from the run's seed (FNV-1a). */
function seedFor(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const short = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n)}... (${s.length} chars)` : s);

function describeExchange(req: RawRequest, res: RawResponse | null, problems: string[]): string {
  const body = req.body === undefined ? 'none' : short(JSON.stringify(req.body.toString('utf8')));
  return [
    problems.join('; '),
    `  request: ${req.method} ${short(req.path)}`,
    ...Object.entries(req.headers).map(([k, v]) => `    ${k}: ${short(v, 120)}`),
    `    body: ${body}`,
    res ? `  answer: ${res.status} ${short(res.text, 400)}` : '  answer: none',
  ].join('\n');
}

describe('fuzz: every route of the app, as every role', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let world: FuzzWorld;
  let routes: FuzzRoute[];
  let requests = 0;
  let worldMayHaveChanged = true;
  /** Answers by route and status, printed at the end: what the fuzzer reached. */
  const statuses = new Map<string, Map<number, number>>();
  let started = 0;

  beforeAll(async () => {
    started = performance.now();
    database = await createIsolatedDatabase('fuzz');
    t = await startApp({ DATABASE_URL: database.url });
    world = new FuzzWorld(t);
    await world.repair();
    const table = await appRoutes(t);
    routes = table.routes;
    console.log(
      [
        `fuzz: FUZZ_SEED=${SEED} (set FUZZ_SEED to replay); per route and role, the known dangers then ${RUNS} generated requests`,
        `routes (${routes.length}): ${routes.map((r) => `${r.method} ${r.path}`).join(', ')}`,
        `catch-all middleware, fuzzed through ANY: ${table.catchAll.join(', ') || 'none'}`,
      ].join('\n'),
    );
  }, 60_000);

  afterAll(async () => {
    const byRoute = [...statuses].map(
      ([key, counts]) =>
        `  ${key}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}x${n}`)
          .join(' ')}`,
    );
    console.log(
      `fuzz: answers by route and status\n${byRoute.join('\n')}\n` +
        `fuzz: ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${SEED})`,
    );
    await t?.close();
    await database?.drop();
  });

  /** The request as sent: the role's host and a fresh session put into the generated spec. */
  async function materialise(spec: FuzzSpec, role: FuzzRole): Promise<RawRequest> {
    const port = `:${t.port}`;
    const sub = (s: string | null) => (s ? `${s}.localhost${port}` : `localhost${port}`);
    const own = sub(world.ownSubdomain(role));
    const host = {
      own,
      home: sub(world.home.subdomain),
      away: sub(world.away.subdomain),
      apex: sub(null),
      'unknown-club': sub('no-such-club'),
      'upper-case': own.toUpperCase(),
      ip: `127.0.0.1${port}`,
      foreign: 'evil.test',
    }[spec.host];

    const name = world.cookieName;
    const secret =
      spec.cookie.kind === 'session' ||
      spec.cookie.kind === 'session+noise' ||
      spec.cookie.kind === 'duplicate'
        ? await world.freshSession(role)
        : null;
    const session = secret ? `${name}=${secret}` : '';
    const cookie = {
      none: '',
      session,
      value: spec.cookie.kind === 'value' ? `${name}=${spec.cookie.value}` : '',
      'session+noise':
        spec.cookie.kind === 'session+noise' ? [spec.cookie.noise, session].filter(Boolean).join('; ') : '',
      duplicate:
        spec.cookie.kind === 'duplicate'
          ? [`${name}=${spec.cookie.first}`, session].filter(Boolean).join('; ')
          : '',
    }[spec.cookie.kind];

    const headers: Record<string, string> = { host, ...spec.headers };
    if (cookie) headers.cookie = cookie;
    if (spec.body?.contentType !== undefined) headers['content-type'] = spec.body.contentType;
    if (spec.body?.contentEncoding !== undefined) headers['content-encoding'] = spec.body.contentEncoding;
    return { method: spec.method, path: spec.path, headers, body: spec.body?.bytes };
  }

  /** What is wrong with an answer: a 5xx other than 503, or an error not in the API.md shape. */
  function problemsWith(req: RawRequest, res: RawResponse): string[] {
    const problems: string[] = [];
    if (res.status >= 500 && res.status !== 503) problems.push(`answered ${res.status}`);
    // The share page's 404 is a page, for people who open a dead link (API.md section 15); its
    // image's errors are JSON like every other.
    const sharePageNotFound =
      res.status === 404 &&
      /^\/e\/[^/?]+\/?(\?|$)/.test(req.path) &&
      /^text\/html/.test(String(res.headers['content-type']));
    // A HEAD answer has no body to shape.
    if (req.method !== 'HEAD' && !sharePageNotFound)
      problems.push(...errorShapeProblems(res.status, res.json));
    return problems;
  }

  it('takes its route table from the app', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/events',
        'DELETE /api/admin/clubs/:id',
        'POST /api/auth/logout',
        'GET /api/me/data-export',
        'DELETE /api/me/membership',
        'POST /api/signups/:id/accept',
        'POST /api/signups/:id/decline',
        'GET /api/offers/:token',
        'POST /api/offers/:token/accept',
        'POST /api/offers/:token/decline',
        'GET /e/:id',
        'GET /e/:id/card.png',
        'GET /manifest.webmanifest',
        'GET /app-icon/icon.svg',
        'GET /app-icon/192.png',
        'GET /app-icon/512.png',
        'GET /app-icon/maskable-192.png',
        'GET /app-icon/maskable-512.png',
        'GET /apple-touch-icon.png',
        'GET /api/push/public-key',
        'POST /api/me/push-subscriptions',
        'DELETE /api/me/push-subscriptions',
        'ANY (any path no route matches)',
      ]),
    );
    // The OpenAPI document supplied the real fields of the routes that take a body.
    expect(Object.keys(routes.find((r) => r.method === 'POST' && r.path === '/api/events')!.fields)).toEqual(
      expect.arrayContaining(['name', 'start_time', 'capacity']),
    );
  });

  it.each(FUZZ_ROLES)(
    'as %s: no 5xx but 503, and every error in the shape of API.md section 1',
    async (role) => {
      const failures: string[] = [];
      for (const route of routes) {
        let last = '';
        const property = fc.asyncProperty(fuzzRequest(route, role, world), async (spec) => {
          // Only a state-changing request can have changed the world (API.md: no state change on GET).
          if (worldMayHaveChanged) await world.repair();
          const req = await materialise(spec, role);
          worldMayHaveChanged = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
          let res: RawResponse;
          try {
            res = await sendRaw(t.port, req);
          } catch (error) {
            last = describeExchange(req, null, [`request failed: ${(error as Error).message}`]);
            throw error;
          } finally {
            requests++;
          }
          const key = `${route.method} ${route.path}`;
          const counts = statuses.get(key) ?? new Map<number, number>();
          counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
          statuses.set(key, counts);
          const problems = problemsWith(req, res);
          // The last failing exchange is the shrunk counterexample's.
          if (problems.length) {
            last = describeExchange(req, res, problems);
            throw new Error(last);
          }
        });
        const dangers = knownDangers(route, world);
        const details = await fc.check(property, {
          seed: seedFor(SEED, role, route.method, route.path),
          // The inputs known to have answered 500 once, on every route, then the generated ones
          // (examples count in numRuns). The paths no route matches are many: three times the runs.
          examples: dangers.map((spec) => [spec] as [FuzzSpec]),
          numRuns: dangers.length + (route.method === 'ANY' ? RUNS * 3 : RUNS),
        });
        if (details.failed) {
          failures.push(
            `${route.method} ${route.path} as ${role} (fast-check seed ${details.seed}, path ${details.counterexamplePath}):\n${last || String(details.errorInstance)}`,
          );
        }
      }
      if (failures.length) {
        throw new Error(
          `FUZZ_SEED=${SEED} replays this run. ${failures.length} route(s) failed:\n\n${failures.join('\n\n')}`,
        );
      }
    },
    300_000,
  );
});
