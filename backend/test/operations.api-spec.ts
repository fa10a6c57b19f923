import { startApp, type TestApp } from './support/test-app';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('reports health of PostgreSQL and Redis', async () => {
    const res = await t.client(null).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', redis: 'up', mail: 'ok', dead_letters: 0 });
  });

  it('answers liveness without touching dependencies', async () => {
    const res = await t.client(null).get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI 3 document with every auth and club endpoint', async () => {
    const res = await t.client(null).get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/magic-link',
        '/api/auth/verify-magic-link',
        '/api/auth/verify',
        '/api/auth/logout',
        '/api/auth/system-admin-magic-link',
        '/api/auth/system-admin-verify-magic-link',
        '/api/club',
        '/api/clubs',
        '/api/health',
        '/api/health/live',
      ]),
    );
    const verify = res.body.paths['/api/auth/verify-magic-link'].post;
    expect(verify.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/MagicLinkTokenDto',
    );
    expect(verify.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/LoginResponse',
    );
  });

  it('documents a response schema for every operation and a request schema for every body', async () => {
    const doc = (await t.client(null).get('/api/docs-json')).body;
    const bodiless = new Set([
      'post /api/auth/verify',
      'post /api/auth/logout',
      'post /api/admin/mail/dead-letters/redrive',
      // Acting on the event or series in the path: no body.
      'post /api/events/{id}/reinstate',
      'post /api/series/{id}/subscription',
      'post /api/me/calendar-feed/rotate',
      // Answering a waitlist offer: the sign-up or the link's token in the path says it all.
      'post /api/signups/{id}/accept',
      'post /api/signups/{id}/decline',
      'post /api/offers/{token}/accept',
      'post /api/offers/{token}/decline',
      // A new check-in code or display link for the event in the path.
      'post /api/events/{id}/check-in-code/rotate',
      'post /api/events/{id}/display-link',
    ]);
    // JSON everywhere, but for the exceptions of API.md section 1 and part three's decisions: the
    // calendar feed answers text/calendar, the CSV downloads text/csv, the one-click unsubscribe
    // takes RFC 8058's form body, the member import a file.
    const answers: Record<string, string> = {
      'get /api/calendar/{token}.ics': 'text/calendar',
      'get /api/events/{id}/signups.csv': 'text/csv',
      'get /api/club-users/export.csv': 'text/csv',
    };
    const takes: Record<string, string> = {
      'post /api/notifications/unsubscribe': 'application/x-www-form-urlencoded',
      'post /api/club-users/import': 'text/csv',
    };
    const problems: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(operations)) {
        const key = `${method} ${path}`;
        const success = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'));
        if (!success?.[1]?.content?.[answers[key] ?? 'application/json']?.schema)
          problems.push(`${method} ${path}: no success schema`);
        if (
          ['post', 'put'].includes(method) &&
          !bodiless.has(key) &&
          !op.requestBody?.content?.[takes[key] ?? 'application/json']?.schema
        ) {
          problems.push(`${method} ${path}: no request schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves the OpenAPI UI', async () => {
    const res = await t.client(null).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('finishes a request in flight when shutting down', async () => {
    const other = await startApp();
    const server = other.app.getHttpServer() as import('node:http').Server;
    const received = new Promise((resolve) => server.once('request', resolve));
    const pending = other.client(null).get('/api/health');
    // Close only once the server is handling the request: it must still be answered.
    await received;
    const closing = other.close();
    const res = await pending;
    await closing;
    expect(res.status).toBe(200);
  });
});
