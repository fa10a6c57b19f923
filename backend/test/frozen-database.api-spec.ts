import { API_ERRORS } from '@courtside/domain';
import { createClub, createClubUser } from './support/factories';
import { signIn } from './support/sessions';
import { startFreezableProxy, type FreezableProxy } from './support/tcp-proxy';
import { startApp, type TestApp } from './support/test-app';
import { waitFor } from './support/ports';

const DEADLINE_MS = 1000;
/** Generous: the bound is the contract's deadline, the margin is for a loaded 2-core machine. */
const MARGIN_MS = 1500;

describe('a frozen database', () => {
  let proxy: FreezableProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startFreezableProxy(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(proxy.port);
    t = await startApp({ DATABASE_URL: url.toString(), DB_QUERY_TIMEOUT_MS: String(DEADLINE_MS) });
  });
  afterAll(async () => {
    proxy.thaw();
    await t.close();
    await proxy.close();
  });

  it('answers 503 within the query deadline instead of hanging, and recovers by itself', async () => {
    const club = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: member.id,
      clubId: club.id,
      userType: 'clubmember',
    });
    expect((await browser.get('/api/events')).status).toBe(200);

    proxy.freeze();
    const calls = [
      () => browser.get('/api/events'),
      () => browser.get('/api/signups'),
      () => browser.post('/api/auth/verify'),
      () => t.client(club.subdomain).get('/api/club'),
      () => t.client(null).get('/api/clubs'),
    ];
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
