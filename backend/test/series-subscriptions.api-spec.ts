import { getQueueToken } from '@nestjs/bullmq';
import { API_ERRORS } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { SeriesMaterialiser } from '../src/series/series-materialiser.service';
import { EXTEND_HORIZON_SCHEDULER_ID, SCHEDULER_QUEUE } from '../src/series/series.constants';
import { addDays, nextWeekday, today } from './support/club-dates';
import { createClub, createClubUser, type TestClub, type TestUser } from './support/factories';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** Standing sign-ups and the horizon job (API.md section 8). */
describe('series: standing sign-ups and the horizon', () => {
  let t: TestApp;
  let club: TestClub;
  let organiser: HttpClient;
  const people: { user: TestUser; browser: HttpClient }[] = [];

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    const o = await createClubUser(t.db, club, 'cluborganiser');
    organiser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: o.id,
      clubId: club.id,
      userType: 'cluborganiser',
    });
    for (let i = 0; i < 4; i++) {
      const user = await createClubUser(t.db, club, 'clubmember');
      people.push({
        user,
        browser: await signIn(t, t.client(club.subdomain), {
          kind: 'club',
          userId: user.id,
          clubId: club.id,
          userType: 'clubmember',
        }),
      });
    }
  });
  afterAll(() => t.close());

  async function series(capacity: number | null = 2): Promise<string> {
    const first = nextWeekday(addDays(today(), 1), 'WE');
    const res = await organiser.post('/api/events', {
      name: 'Standing Mix-in',
      start_time: `${first}T19:00:00`,
      end_time: `${first}T21:00:00`,
      recurring_pattern: 'weekly',
      capacity,
    });
    return res.body.data.series_id;
  }

  /** Per occurrence (rule order): the sign-ups as [user id, status], in waitlist order. */
  async function signupsBySeries(
    seriesId: string,
  ): Promise<{ event: string; signups: [string, string][] }[]> {
    const rows: { event: string; user_id: string; status: string }[] = await t.db.query(
      `SELECT e.id AS event, s.user_id, s.status FROM events e JOIN signups s ON s.event_id = e.id
        WHERE e.club_id = $1 AND e.series_id = $2 ORDER BY e.original_start, s.signup_time, s.id`,
      [club.id, seriesId],
    );
    const events: { id: string }[] = await t.db.query(
      `SELECT id FROM events WHERE club_id = $1 AND series_id = $2 ORDER BY original_start`,
      [club.id, seriesId],
    );
    return events.map((e) => ({
      event: e.id,
      signups: rows.filter((r) => r.event === e.id).map((r) => [r.user_id, r.status] as [string, string]),
    }));
  }

  it('signs a member up for every future date, in subscription order with capacity and waitlist', async () => {
    const id = await series(2);
    const [c, a, b] = [people[2], people[0], people[1]];
    for (const p of [c, a, b])
      expect((await p.browser.post(`/api/series/${id}/subscription`)).status).toBe(201);
    const again = await c.browser.post(`/api/series/${id}/subscription`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(API_ERRORS.alreadySubscribed);

    const all = await signupsBySeries(id);
    expect(all.length).toBeGreaterThanOrEqual(11);
    for (const { signups } of all)
      expect(signups).toEqual([
        [c.user.id, 'confirmed'],
        [a.user.id, 'confirmed'],
        [b.user.id, 'waitlisted'],
      ]);

    const view = await a.browser.get(`/api/series/${id}`);
    expect(view.body.data.subscribed).toBe(true);
    const mine = await a.browser.get('/api/me/subscriptions');
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        series_id: id,
        name: 'Standing Mix-in',
        summary: 'Every Wednesday at 19:00',
        recurring_pattern: 'weekly',
      }),
    ]);
    expect(mine.body.data[0].next_start).toMatch(/T19:00:00$/);
  });

  it('skips cancelled dates, and stops with or without cancelling the future sign-ups', async () => {
    const id = await series(1);
    const [first, second] = (await signupsBySeries(id)).map((o) => o.event);
    expect((await organiser.post(`/api/events/${second}/cancel`)).status).toBe(200);
    const [p, q] = [people[3], people[1]];
    await p.browser.post(`/api/series/${id}/subscription`);
    await q.browser.post(`/api/series/${id}/subscription`);
    let all = await signupsBySeries(id);
    expect(all[1].signups).toEqual([]);
    expect(all[0].signups).toEqual([
      [p.user.id, 'confirmed'],
      [q.user.id, 'waitlisted'],
    ]);

    // Stopping keeps the sign-ups made...
    expect((await q.browser.delete(`/api/series/${id}/subscription`)).body.data.subscribed).toBe(false);
    all = await signupsBySeries(id);
    expect(all[0].signups).toContainEqual([q.user.id, 'waitlisted']);
    expect((await q.browser.delete(`/api/series/${id}/subscription`)).status).toBe(404);
    // ...unless the future ones go too: the waitlist moves up.
    const stop = await p.browser.delete(`/api/series/${id}/subscription?cancel_future=true`);
    expect(stop.status).toBe(200);
    all = await signupsBySeries(id);
    expect(all.find((o) => o.event === first)!.signups).toEqual([[q.user.id, 'confirmed']]);
    expect(all.every((o) => o.signups.every(([user]) => user !== p.user.id))).toBe(true);
    expect((await p.browser.delete(`/api/series/${id}/subscription?cancel_future=maybe`)).status).toBe(400);
  });

  it('ends the standing sign-ups of someone made a guest or removed, and lets no guest subscribe', async () => {
    const admin = await createClubUser(t.db, club, 'clubadmin');
    const adminBrowser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: admin.id,
      clubId: club.id,
      userType: 'clubadmin',
    });
    const id = await series(null);
    const guestToBe = await createClubUser(t.db, club, 'clubmember');
    const leaving = await createClubUser(t.db, club, 'clubmember');
    for (const u of [guestToBe, leaving]) {
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: u.id,
        clubId: club.id,
        userType: 'clubmember',
      });
      expect((await browser.post(`/api/series/${id}/subscription`)).status).toBe(201);
    }
    const subscribers = async () =>
      (await t.db.query(`SELECT user_id FROM series_subscriptions WHERE series_id = $1`, [id])).map(
        (r: { user_id: string }) => r.user_id,
      );
    expect((await subscribers()).sort()).toEqual([guestToBe.id, leaving.id].sort());

    expect(
      (await adminBrowser.put(`/api/club-users/${guestToBe.id}`, { user_type: 'clubguest' })).status,
    ).toBe(200);
    expect((await adminBrowser.delete(`/api/club-users/${leaving.id}`)).status).toBe(200);
    expect(await subscribers()).toEqual([]);
    // The guest keeps the sign-ups already made; the removed member's went with the membership.
    const left: { user_id: string }[] = await t.db.query(
      `SELECT DISTINCT s.user_id FROM signups s JOIN events e ON e.id = s.event_id WHERE e.series_id = $1`,
      [id],
    );
    expect(left.map((r) => r.user_id)).toEqual([guestToBe.id]);

    const guest = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: guestToBe.id,
      clubId: club.id,
      userType: 'clubguest',
    });
    expect((await guest.post(`/api/series/${id}/subscription`)).status).toBe(403);
  });

  describe('the horizon job, with two replicas', () => {
    let second: TestApp;
    beforeAll(async () => {
      // A second instance on the same Redis keys, as another replica is.
      second = await startApp({ REDIS_PREFIX: t.config.REDIS_PREFIX });
    });
    afterAll(() => second?.close());

    it('registers one daily schedule however many instances start', async () => {
      for (const app of [t, second]) {
        const queue = app.app.get<Queue>(getQueueToken(SCHEDULER_QUEUE));
        const schedulers = await queue.getJobSchedulers();
        expect(schedulers.map((s) => s.key)).toEqual([EXTEND_HORIZON_SCHEDULER_ID]);
      }
    });

    it('extends open series concurrently without a duplicate, signing each subscriber up once, in order', async () => {
      const id = await series(2);
      const [c, a, b] = [people[1], people[3], people[0]];
      for (const p of [c, a, b]) await p.browser.post(`/api/series/${id}/subscription`);
      const complete = await signupsBySeries(id);
      // A member skips one date: that sign-up stays cancelled.
      const skipped = complete[1].event;
      await t.db.query(`DELETE FROM signups WHERE event_id = $1 AND user_id = $2`, [skipped, c.user.id]);

      // As if the horizon had been two weeks ago: only the first two dates exist.
      const kept = complete.slice(0, 2).map((o) => o.event);
      await t.db.query(`DELETE FROM events WHERE series_id = $1 AND NOT (id = ANY($2::uuid[]))`, [id, kept]);
      await t.db.query(
        `UPDATE series SET materialised_until = (SELECT max(original_start) FROM events WHERE series_id = $1) WHERE id = $1`,
        [id],
      );

      const runs = [t, second, t, second].map((app) => app.app.get(SeriesMaterialiser));
      await Promise.all([...runs.map((m) => m.extendAll()), runs[1].extend(club.id, id)]);

      const after = await signupsBySeries(id);
      expect(after).toHaveLength(complete.length);
      const starts: { original_start: string; n: number }[] = await t.db.query(
        `SELECT original_start, count(*)::int AS n FROM events WHERE series_id = $1 GROUP BY original_start`,
        [id],
      );
      expect(starts.every((s) => s.n === 1)).toBe(true);
      expect(after[1].signups.map(([user]) => user)).toEqual([a.user.id, b.user.id]);
      for (const { signups } of after.slice(2))
        expect(signups).toEqual([
          [c.user.id, 'confirmed'],
          [a.user.id, 'confirmed'],
          [b.user.id, 'waitlisted'],
        ]);
    });
  });
});
