import { API_ERRORS } from '@courtside/domain';
import { drawnEvent } from './support/draws';
import { createClub, createClubUser, type TestClub } from './support/factories';
import { mailbox } from './support/mailbox';
import { DisposableRedis } from './support/disposable-redis';
import { freePort, waitFor } from './support/ports';
import { startApp, type TestApp } from './support/test-app';

describe('when Redis goes down', () => {
  let redis: DisposableRedis;
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    t = await startApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    club = await createClub(t.db);
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('works while Redis is up', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    expect(
      (await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email })).status,
    ).toBe(200);
    await mailbox.waitForMail(member.email);
  });

  it('still takes changes that mail people: their mails wait in the outbox, not in Redis', async () => {
    const { eventId, organiser, players } = await drawnEvent(t, club, { players: 4 });
    await redis.stop();
    try {
      const published = await organiser.post(`/api/events/${eventId}/draw/publish`);
      expect(published.status).toBe(200);
      expect(published.body.data.published_at).not.toBeNull();
      const waiting: { user_id: string }[] = await t.db.query(
        `SELECT user_id FROM notification_outbox WHERE kind = 'draw_published' AND event_id = $1 ORDER BY user_id`,
        [eventId],
      );
      expect(waiting.map((w) => w.user_id)).toEqual(players.map((p) => p.id).sort());
      // A login link still needs Redis at once (API.md section 3).
      const member = await createClubUser(t.db, club, 'clubmember');
      const link = await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });
      expect(link.status).toBe(503);
    } finally {
      await redis.start();
      await waitFor(
        'health to recover',
        async () => ((await t.client(null).get('/api/health')).status === 200 ? true : undefined),
        15_000,
        200,
      );
    }
  });

  it('answers link requests with 503 at once and reports it in health, then recovers', async () => {
    await redis.stop();
    const member = await createClubUser(t.db, club, 'clubmember');

    const res = await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: API_ERRORS.mailUnavailable,
    });
    // API.md section 3: within 2 seconds, never a hang.
    expect(res.ms).toBeLessThan(2000);

    const system = await t.client(null).post('/api/auth/system-admin-magic-link', { email: member.email });
    expect(system.status).toBe(503);

    const health = await t.client(null).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', db: 'up', redis: 'down' });

    // Reads that do not need Redis still work.
    expect((await t.client(club.subdomain).get('/api/club')).status).toBe(200);

    await redis.start();
    await waitFor(
      'health to recover',
      async () => ((await t.client(null).get('/api/health')).status === 200 ? true : undefined),
      15_000,
      200,
    );
    const again = await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });
    expect(again.status).toBe(200);
    // The worker reconnected too: the mail goes out.
    expect((await mailbox.waitForMail(member.email)).token).toBeTruthy();
  });
});
