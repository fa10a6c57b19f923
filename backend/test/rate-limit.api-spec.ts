import { API_ERRORS } from '@courtside/domain';
import { createClub, uniqueEmail } from './support/factories';
import { startApp, type TestApp } from './support/test-app';

describe('magic-link rate limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('allows 5 link requests per address and club, then 429 with Retry-After', async () => {
    t = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '5' });
    const club = await createClub(t.db);
    const other = await createClub(t.db);
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.client(club.subdomain).post('/api/auth/magic-link', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const limited = await t.client(club.subdomain).post('/api/auth/magic-link', { email });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(API_ERRORS.tooManyRequests);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // The count is per club: the same address may still ask at another club.
    expect((await t.client(other.subdomain).post('/api/auth/magic-link', { email })).status).toBe(200);
  });

  it('limits link requests per client IP across addresses and flows', async () => {
    t = await startApp({ RATE_LIMIT_LINKS_PER_IP: '3' });
    const club = await createClub(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await t.client(club.subdomain).post('/api/auth/magic-link', { email: uniqueEmail() })).status,
      );
    statuses.push(
      (await t.client(null).post('/api/auth/system-admin-magic-link', { email: uniqueEmail() })).status,
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('shares its counters between instances through Redis', async () => {
    const prefix = `courtside-test:${process.env.TEST_RUN_ID}:shared-${Date.now()}`;
    t = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '2', REDIS_PREFIX: prefix });
    const second = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '2', REDIS_PREFIX: prefix });
    try {
      const club = await createClub(t.db);
      const email = uniqueEmail();
      expect((await t.client(club.subdomain).post('/api/auth/magic-link', { email })).status).toBe(200);
      expect((await second.client(club.subdomain).post('/api/auth/magic-link', { email })).status).toBe(200);
      expect((await t.client(club.subdomain).post('/api/auth/magic-link', { email })).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
