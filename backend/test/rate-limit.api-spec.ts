import { API_ERRORS, VALIDATION } from '@courtside/domain';
import { createClub, createClubUser, uniqueEmail } from './support/factories';
import { startApp, type TestApp } from './support/test-app';

describe('magic-link rate limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('allows 5 link requests per address, club and client IP, then 429 with Retry-After', async () => {
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

  it("does not let an outsider use up a person's allowance: the per-address count is per client IP", async () => {
    t = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '3' });
    const club = await createClub(t.db);
    const victim = await createClubUser(t.db, club, 'clubmember');
    const attacker = t.client(club.subdomain, { localAddress: '127.0.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await attacker.post('/api/auth/magic-link', { email: victim.email })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);

    const person = t.client(club.subdomain, { localAddress: '127.0.0.3' });
    expect((await person.post('/api/auth/magic-link', { email: victim.email })).status).toBe(200);
  });

  it('caps one address at one club per hour across all IPs, without counting refused requests', async () => {
    t = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '2', RATE_LIMIT_LINKS_PER_EMAIL_HOURLY: '4' });
    const club = await createClub(t.db);
    const email = uniqueEmail();
    const from = (n: number) => t.client(club.subdomain, { localAddress: `127.0.1.${n}` });
    // Refused by the per-IP count, these must not eat into the hourly allowance.
    for (let i = 0; i < 5; i++) await from(1).post('/api/auth/magic-link', { email });
    expect((await from(2).post('/api/auth/magic-link', { email })).status).toBe(200);
    expect((await from(3).post('/api/auth/magic-link', { email })).status).toBe(200);
    const capped = await from(4).post('/api/auth/magic-link', { email });
    expect(capped.status).toBe(429);
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another club's allowance for the same address is its own.
    const other = await createClub(t.db);
    expect(
      (await t.client(other.subdomain, { localAddress: '127.0.1.4' }).post('/api/auth/magic-link', { email }))
        .status,
    ).toBe(200);
  });

  it('counts every way of writing one address as that address', async () => {
    t = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '3' });
    const club = await createClub(t.db);
    const local = `quoted-${Date.now()}`;
    const spellings = [
      `${local}@example.test`,
      `"${local}"@Example.TEST`,
      ` ${local.toUpperCase()}@EXAMPLE.test `,
    ];
    for (const email of spellings)
      expect((await t.client(club.subdomain).post('/api/auth/magic-link', { email })).status).toBe(200);
    expect(
      (await t.client(club.subdomain).post('/api/auth/magic-link', { email: `"${local}"@example.test` }))
        .status,
    ).toBe(429);
  });

  it('refuses addresses holding characters nobody can see', async () => {
    t = await startApp();
    const club = await createClub(t.db);
    for (const hidden of [
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u202e',
      '\u00a0',
      '\u0007',
      '\ufe0f',
    ]) {
      const email = `mem${hidden}ber@example.test`;
      const res = await t.client(club.subdomain).post('/api/auth/magic-link', { email });
      expect({
        hidden: hidden.codePointAt(0)!.toString(16),
        status: res.status,
        message: res.body.message,
      }).toEqual({
        hidden: hidden.codePointAt(0)!.toString(16),
        status: 400,
        message: VALIDATION.emailInvalid,
      });
    }
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
