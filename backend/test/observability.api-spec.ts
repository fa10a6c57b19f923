import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SessionsService } from '../src/common/auth/sessions.service';
import { loadConfig } from '../src/config/app-config';
import { BOOT_WAIT_MS, spawnBackend, type BackendProcess } from './support/backend-process';
import { createClub, createClubUser, createEvent } from './support/factories';
import { HttpClient } from './support/http-client';
import { mailbox } from './support/mailbox';
import { freePort, waitFor } from './support/ports';
import { testDb } from './support/test-db';
import { stripVTControlCharacters } from 'node:util';

/** Production needs a TOKEN_SECRET of its own; no log line may ever show it. */
const TOKEN_SECRET = randomBytes(24).toString('hex');

async function scrape(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** A signed-in member's browser on the club's host (the session made the way a login makes it). */
async function memberBrowser(
  db: DataSource,
  backend: BackendProcess,
  nodeEnv: 'test' | 'production',
  club: { id: string; subdomain: string },
  userId: string,
): Promise<{ browser: HttpClient; secret: string }> {
  const sessions = new SessionsService(
    loadConfig(nodeEnv === 'production' ? { NODE_ENV: nodeEnv, TOKEN_SECRET } : { NODE_ENV: nodeEnv }),
    db,
  );
  const { secret } = await sessions.create({ kind: 'club', userId, clubId: club.id }, 'clubmember');
  const browser = new HttpClient(backend.port, `${club.subdomain}.localhost`);
  browser.cookies.set(sessions.cookieName, secret);
  return { browser, secret };
}

// Each test boots one or more backend processes (BOOT_WAIT_MS each, at worst).
jest.setTimeout(3 * BOOT_WAIT_MS);

describe('observability', () => {
  let db: DataSource;
  let closeDb: () => Promise<void>;
  const processes: BackendProcess[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await testDb());
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });
  afterAll(() => closeDb());

  it('serves Prometheus metrics on METRICS_PORT only: requests by route template and status, the queue, the pool, the process', async () => {
    const metricsPort = await freePort();
    const api = await spawnBackend(['--api'], { METRICS_PORT: String(metricsPort) });
    processes.push(api);
    const club = await createClub(db);
    const event = await createEvent(db, club);
    const member = await createClubUser(db, club, 'clubmember');
    const { browser } = await memberBrowser(db, api, 'test', club, member.id);

    expect((await browser.get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await browser.get(`/api/events/${event.id}?token=abc`)).status).toBe(200);
    const missing = randomUUID();
    expect((await browser.get(`/api/events/${missing}`)).status).toBe(404);
    expect(
      (await new HttpClient(api.port, 'no-such-club.localhost').get(`/api/events/${missing}`)).status,
    ).toBe(404);
    // An --api process runs no worker: the requested mail waits in the queue.
    expect((await browser.post('/api/auth/magic-link', { email: member.email })).status).toBe(200);

    const text = await scrape(metricsPort);
    expect(text).toContain(
      'courtside_http_requests_total{method="GET",route="/api/events/:id",status="200"} 2',
    );
    // The unknown club's 404 comes from tenancy, before the route: still counted under its template.
    expect(text).toContain(
      'courtside_http_requests_total{method="GET",route="/api/events/:id",status="404"} 2',
    );
    expect(text).toContain(
      'courtside_http_request_duration_seconds_count{method="GET",route="/api/events/:id",status="200"} 2',
    );
    expect(text).toMatch(
      /courtside_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/events\/:id",status="200"\} \d/,
    );
    expect(text).toContain(
      'courtside_http_requests_total{method="POST",route="/api/auth/magic-link",status="200"} 1',
    );
    for (const raw of [event.id, missing, 'token', 'no-such-club']) expect(text).not.toContain(raw);

    expect(text).toContain('courtside_queue_jobs{queue="mail",state="waiting"} 1');
    expect(text).toContain('courtside_queue_jobs{queue="mail",state="failed"} 0');
    expect(text).toMatch(/^courtside_mail_dead_letters 0$/m);
    expect(text).toMatch(/^courtside_db_pool_max_connections 20$/m);
    expect(text).toMatch(/^courtside_db_pool_connections [1-9]\d*$/m);
    expect(text).toMatch(/^courtside_db_pool_waiting_clients 0$/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    // Never through the app's port, whatever the host.
    for (const host of [`${club.subdomain}.localhost`, 'localhost']) {
      const res = await new HttpClient(api.port, host).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('courtside_');
    }
  });

  it('runs a --worker with the metrics port as its only port: /metrics and its liveness probe', async () => {
    const metricsPort = await freePort();
    const worker = await spawnBackend(['--worker'], { METRICS_PORT: String(metricsPort) });
    processes.push(worker);
    const live = await waitFor(
      'the worker liveness probe',
      async () => {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/api/health/live`);
        return res.ok ? res : undefined;
      },
      BOOT_WAIT_MS,
    );
    expect(await live.json()).toEqual({ status: 'ok' });
    const text = await scrape(metricsPort);
    expect(text).toContain('courtside_queue_jobs{queue="mail",state="waiting"} 0');
    expect(text).toContain('# TYPE courtside_mail_jobs_completed_total counter');
    expect(text).toContain('# TYPE courtside_mail_attempts_failed_total counter');
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    // Readiness and the API belong to serving processes.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect(worker.output()).toMatch(new RegExp(`Metrics on port ${metricsPort}`));
  });

  it('logs one JSON line per request in production (never a token, a cookie, a link or a query), and Nest in JSON too', async () => {
    const api = await spawnBackend([], {
      NODE_ENV: 'production',
      TOKEN_SECRET,
      REDIS_ACCEPT_DATA_LOSS: 'true',
      LOG_LEVEL: 'log',
    });
    processes.push(api);
    const club = await createClub(db);
    const member = await createClubUser(db, club, 'clubmember');
    const { browser, secret } = await memberBrowser(db, api, 'production', club, member.id);

    const listed = await browser.get('/api/events?token=QUERYSECRET123', {
      headers: { 'x-request-id': 'trace-0af7651916cd43dd8448eb211c80319c' },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['x-request-id']).toBe('trace-0af7651916cd43dd8448eb211c80319c');
    const invented = await browser.get('/api/club', { headers: { 'x-request-id': 'not a token; at all' } });
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const verify = await new HttpClient(api.port, `${club.subdomain}.localhost`).post(
      '/api/auth/verify-magic-link',
      {
        token: 'BODYSECRET456',
      },
    );
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expect((await browser.post('/api/auth/magic-link', { email: member.email })).status).toBe(200);
    const mail = await mailbox.waitForMail(member.email);
    expect(mail.token).toBeTruthy();
    await waitFor('the request lines', async () =>
      (api.output().match(/"context":"HTTP"/g) ?? []).length >= 4 ? true : undefined,
    );

    const lines = api.output().split('\n').filter(Boolean);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
    expect(parsed.find((l) => l.context === 'NestApplication')).toMatchObject({ level: 'log' });
    const requests = parsed.filter((l) => l.context === 'HTTP');
    expect(requests.find((l) => l.request_id === 'trace-0af7651916cd43dd8448eb211c80319c')).toEqual({
      level: 'log',
      pid: expect.any(Number),
      timestamp: expect.any(Number),
      context: 'HTTP',
      message: expect.stringMatching(/^GET \/api\/events 200 /),
      method: 'GET',
      route: '/api/events',
      status: 200,
      ms: expect.any(Number),
      club: club.subdomain,
      request_id: 'trace-0af7651916cd43dd8448eb211c80319c',
    });
    expect(requests.find((l) => l.route === '/api/auth/verify-magic-link')).toMatchObject({
      method: 'POST',
      club: club.subdomain,
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(requests.find((l) => l.route === '/api/club')?.request_id).toBe(invented.headers['x-request-id']);

    const output = api.output();
    for (const secretText of [
      secret,
      TOKEN_SECRET,
      'QUERYSECRET123',
      'BODYSECRET456',
      mail.token!,
      'token=',
      'courtside_sid',
    ])
      expect(output).not.toContain(secretText);
    // METRICS_PORT=0: no metrics port.
    expect(output).not.toContain('Metrics on port');
  });

  it('keeps readable lines outside production, and LOG_LEVEL applies to the request lines too', async () => {
    const [readable, quiet] = await Promise.all([
      spawnBackend([], { LOG_LEVEL: 'log' }),
      spawnBackend([], { LOG_LEVEL: 'warn' }),
    ]);
    processes.push(readable, quiet);
    const club = await createClub(db);
    for (const backend of [readable, quiet])
      expect(
        (await new HttpClient(backend.port, `${club.subdomain}.localhost`).get('/api/club')).status,
      ).toBe(200);

    const line = await waitFor('the request line', async () =>
      stripVTControlCharacters(readable.output())
        .split('\n')
        .find((l) => l.includes('[HTTP]')),
    );
    expect(line).toMatch(
      new RegExp(`LOG \\[HTTP\\] GET /api/club 200 [\\d.]+ ms club=${club.subdomain} id=[0-9a-f-]{36}$`),
    );
    expect(() => JSON.parse(line)).toThrow();
    expect(quiet.output()).not.toContain('[HTTP]');
    expect(stripVTControlCharacters(quiet.output())).not.toMatch(/ LOG /);
  });
});
