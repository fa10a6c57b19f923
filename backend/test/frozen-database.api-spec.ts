import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ERRORS } from '@courtside/domain';
import { createClub } from './support/factories';
import { browserAs } from './support/sessions';
import { startFreezableProxy, type FreezableProxy } from './support/tcp-proxy';
import { startApp, type TestApp } from './support/test-app';
import { waitFor } from './support/ports';

const DEADLINE_MS = 1000;
/** Generous: the bound is the contract's deadline, the margin is for a loaded 2-core machine. */
const MARGIN_MS = 1500;

describe('a frozen database', () => {
  let proxy: FreezableProxy;
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    proxy = await startFreezableProxy(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(proxy.port);
    // A stand-in shell build: the page the backend serves asks the database for its session check.
    dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'));
    mkdirSync(join(dist, 'shell'));
    writeFileSync(join(dist, 'shell/index.html'), '<!doctype html><html><head></head><body></body></html>');
    t = await startApp({
      DATABASE_URL: url.toString(),
      DB_QUERY_TIMEOUT_MS: String(DEADLINE_MS),
      FRONTEND_DIST: dist,
    });
  });
  afterAll(async () => {
    proxy.thaw();
    await t.close();
    await proxy.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 within the query deadline instead of hanging, and recovers by itself', async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubmember');
    expect((await browser.get('/api/events')).status).toBe(200);

    proxy.freeze();
    const calls = [
      () => browser.get('/api/events'),
      () => browser.get('/api/signups'),
      () => browser.post('/api/auth/verify'),
      () => t.client(club.subdomain).get('/api/club'),
      () => t.client(null).get('/api/clubs'),
    ];
    // The page goes out without its session check (the shell then asks, and shows the 503).
    const page = browser.get('/events', { headers: { accept: 'text/html' } });
    // Twice as many requests as there are calls, all at once: pooled connections held by the
    // frozen queries must not make the later ones wait longer.
    const answers = await Promise.all([...calls, ...calls].map((call) => call()));
    for (const res of answers) {
      expect({ status: res.status, message: res.body?.message }).toEqual({
        status: 503,
        message: API_ERRORS.serviceUnavailable,
      });
      expect(res.ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    }
    const served = await page;
    expect(served.status).toBe(200);
    expect(served.ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    const data = JSON.parse(/id="courtside-page">(.*?)<\/script>/.exec(served.text)![1]);
    expect(data).toEqual({ remotes: {}, session: true });
    const health = await t.client(null).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.db).toBe('down');

    proxy.thaw();
    await waitFor('the app to recover', async () =>
      (await browser.get('/api/events')).status === 200 ? true : undefined,
    );
    expect((await t.client(null).get('/api/health')).status).toBe(200);
  });
});
