import { createClub, createClubUser, createEvent, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** The capacity and uniqueness rules under real concurrent requests against real PostgreSQL. */
describe('sign-ups under concurrency', () => {
  let t: TestApp;
  let club: TestClub;

  const members = async (n: number): Promise<{ id: string; browser: HttpClient }[]> =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const user = await createClubUser(t.db, club, 'clubmember');
        return {
          id: user.id,
          browser: await signIn(t, t.client(club.subdomain), {
            kind: 'club',
            userId: user.id,
            clubId: club.id,
            userType: 'clubmember',
          }),
        };
      }),
    );

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  it('gives 16 places to 16 of 200 members signing up at once and waitlists the other 184 in order', async () => {
    const event = await createEvent(t.db, club, { capacity: 16 });
    const people = await members(200);

    const results = await Promise.all(
      people.map((p) => p.browser.post('/api/signups', { event_id: event.id })),
    );
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(results.every((r) => r.status === 201)).toBe(true);
    const statuses = results.map((r) => r.body.data.status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(16);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(184);

    const rows: { status: string; n: number }[] = await t.db.query(
      `SELECT status, count(*)::int AS n FROM signups WHERE event_id = $1 GROUP BY status ORDER BY status`,
      [event.id],
    );
    expect(rows).toEqual([
      { status: 'confirmed', n: 16 },
      { status: 'waitlisted', n: 184 },
    ]);
    const [{ distinct }] = await t.db.query(
      `SELECT count(DISTINCT user_id)::int AS distinct FROM signups WHERE event_id = $1`,
      [event.id],
    );
    expect(distinct).toBe(200);
    // Nobody waitlisted signed up before somebody confirmed.
    const [{ inverted }] = await t.db.query(
      `SELECT count(*)::int AS inverted FROM signups w JOIN signups c ON c.event_id = w.event_id
        WHERE w.event_id = $1 AND w.status = 'waitlisted' AND c.status = 'confirmed' AND w.signup_time < c.signup_time`,
      [event.id],
    );
    expect(inverted).toBe(0);
  });

  it('keeps one row when a member signs up 50 times at once', async () => {
    const event = await createEvent(t.db, club, { capacity: 5 });
    const [member] = await members(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => member.browser.post('/api/signups', { event_id: event.id })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const rows = await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1`, [event.id]);
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when a member signs up while an admin signs them up', async () => {
    const admin = await createClubUser(t.db, club, 'clubadmin');
    const adminBrowser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: admin.id,
      clubId: club.id,
      userType: 'clubadmin',
    });
    for (let round = 0; round < 10; round++) {
      const event = await createEvent(t.db, club);
      const [member] = await members(1);
      const [own, byAdmin] = await Promise.all([
        member.browser.post('/api/signups', { event_id: event.id }),
        adminBrowser.post('/api/signups/admin', { event_id: event.id, user_id: member.id }),
      ]);
      expect([own.status, byAdmin.status].sort()).toEqual([201, 409]);
      expect(
        await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1 AND user_id = $2`, [event.id, member.id]),
      ).toHaveLength(1);
    }
  });

  it('promotes exactly the oldest waitlisted person when a confirmed place is cancelled', async () => {
    const event = await createEvent(t.db, club, { capacity: 3 });
    const people = await members(8);
    const ids: string[] = [];
    for (const p of people)
      ids.push((await p.browser.post('/api/signups', { event_id: event.id })).body.data.id);

    // Two confirmed people cancel at the same moment.
    const cancels = await Promise.all([
      people[0].browser.delete(`/api/signups/${ids[0]}`),
      people[1].browser.delete(`/api/signups/${ids[1]}`),
    ]);
    expect(cancels.map((r) => r.status)).toEqual([200, 200]);
    const rows: { id: string; status: string }[] = await t.db.query(
      `SELECT id, status FROM signups WHERE event_id = $1 ORDER BY signup_time, id`,
      [event.id],
    );
    expect(rows.map((r) => r.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'waitlisted',
      'waitlisted',
      'waitlisted',
    ]);
    expect(rows.slice(0, 3).map((r) => r.id)).toEqual([ids[2], ids[3], ids[4]]);
  });

  it('never confirms more than capacity when sign-ups and cancellations interleave', async () => {
    const event = await createEvent(t.db, club, { capacity: 4 });
    const people = await members(30);
    const first = await Promise.all(
      people.slice(0, 15).map((p) => p.browser.post('/api/signups', { event_id: event.id })),
    );
    await Promise.all([
      ...people.slice(15).map((p) => p.browser.post('/api/signups', { event_id: event.id })),
      ...first.slice(0, 6).map((r, i) => people[i].browser.delete(`/api/signups/${r.body.data.id}`)),
    ]);
    const [{ confirmed, waitlisted }] = await t.db.query(
      `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed, count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted
         FROM signups WHERE event_id = $1`,
      [event.id],
    );
    expect(confirmed).toBe(4);
    expect(waitlisted).toBe(20);
  });
});
