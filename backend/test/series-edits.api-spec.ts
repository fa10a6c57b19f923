import { API_ERRORS, VALIDATION } from '@courtside/domain';
import { addDays, nextWeekday, today } from './support/club-dates';
import { createClub, createClubUser, createSignup, type TestClub, type TestUser } from './support/factories';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

interface Occurrence {
  id: string;
  series_id: string;
  original_start: string;
  start_time: string;
  end_time: string;
  name: string;
  location: string;
  capacity: number | null;
  status: string;
  overridden_fields: string[];
}

/** Edits, deletes, cancelling and reinstating with a scope (API.md section 8). */
describe('series: scoped edits', () => {
  let t: TestApp;
  let club: TestClub;
  let organiser: HttpClient;
  let member: HttpClient;
  let members: TestUser[];

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    const o = await createClubUser(t.db, club, 'cluborganiser');
    members = [];
    for (let i = 0; i < 3; i++) members.push(await createClubUser(t.db, club, 'clubmember'));
    organiser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: o.id,
      clubId: club.id,
      userType: 'cluborganiser',
    });
    member = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: members[0].id,
      clubId: club.id,
      userType: 'clubmember',
    });
  });
  afterAll(() => t.close());

  /** A weekly Wednesday 19:00-21:00 series; `weeksBack` > 0 starts it in the past. */
  async function series(weeksBack = 0, fields: Record<string, unknown> = {}) {
    const first = nextWeekday(addDays(today(), 1 - 7 * weeksBack), 'WE');
    const res = await organiser.post('/api/events', {
      name: 'Mix-in',
      location: 'Courts 1-4',
      start_time: `${first}T19:00:00`,
      end_time: `${first}T21:00:00`,
      recurring_pattern: 'weekly',
      ...fields,
    });
    expect(res.status).toBe(201);
    return res.body.data.series_id as string;
  }

  const occurrencesOf = (seriesId: string): Promise<Occurrence[]> =>
    t.db.query(
      `SELECT id, series_id, to_char(original_start, 'YYYY-MM-DD"T"HH24:MI:SS') AS original_start,
              to_char(start_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_time,
              to_char(end_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS end_time,
              name, location, capacity, status, overridden_fields
         FROM events WHERE club_id = $1 AND series_id = $2 ORDER BY original_start`,
      [club.id, seriesId],
    );
  const future = async (seriesId: string) =>
    (await occurrencesOf(seriesId)).filter((o) => o.start_time > `${today()}T23:59:59`);
  const body = (o: Occurrence, fields: Record<string, unknown> = {}) => ({
    name: o.name,
    location: o.location,
    start_time: o.start_time,
    end_time: o.end_time,
    ...fields,
  });
  const at = (wall: string, time: string) => `${wall.slice(0, 10)}T${time}`;

  it('edits one occurrence, marking what it changed, and a series edit keeps that exception', async () => {
    const id = await series();
    const [, second, third] = await future(id);
    const edited = await organiser.put(
      `/api/events/${second.id}?scope=occurrence`,
      body(second, { location: 'Court 9' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      location: 'Court 9',
      series_id: id,
      original_start: second.original_start,
    });
    expect((await occurrencesOf(id)).find((o) => o.id === second.id)!.overridden_fields).toEqual([
      'location',
    ]);

    // The whole series: a new location and a later time. The exception keeps its location.
    const res = await organiser.put(
      `/api/events/${third.id}?scope=series`,
      body(third, {
        location: 'Courts 5-6',
        start_time: at(third.start_time, '19:30:00'),
        end_time: at(third.start_time, '21:30:00'),
      }),
    );
    expect(res.status).toBe(200);
    const after = await future(id);
    for (const o of after) {
      expect(o.start_time.slice(11)).toBe('19:30:00');
      expect(o.original_start.slice(11)).toBe('19:30:00');
      expect(o.location).toBe(o.id === second.id ? 'Court 9' : 'Courts 5-6');
    }
    expect((await organiser.get(`/api/series/${id}`)).body.data.template).toMatchObject({
      location: 'Courts 5-6',
      start_local_time: '19:30',
    });

    // On purpose, the exception goes too.
    const overwrite = await organiser.put(`/api/events/${third.id}?scope=series`, {
      ...body((await future(id)).find((o) => o.id === third.id)!),
      overwrite_exceptions: true,
    });
    expect(overwrite.status).toBe(200);
    const overwritten = (await future(id)).find((o) => o.id === second.id)!;
    expect(overwritten).toMatchObject({ location: 'Courts 5-6', overridden_fields: [] });
  });

  it('moves one occurrence to another date, and a series time change leaves it where it is', async () => {
    const id = await series();
    const [first, second] = await future(id);
    const moved = addDays(second.start_time.slice(0, 10), 1);
    const res = await organiser.put(
      `/api/events/${second.id}`,
      body(second, { start_time: at(moved, '18:00:00'), end_time: at(moved, '20:00:00') }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      start_time: at(moved, '18:00:00'),
      original_start: second.original_start,
    });
    await organiser.put(
      `/api/events/${first.id}?scope=series`,
      body(first, {
        start_time: at(first.start_time, '20:00:00'),
        end_time: at(first.start_time, '22:00:00'),
      }),
    );
    const after = (await future(id)).find((o) => o.id === second.id)!;
    expect(after).toMatchObject({
      start_time: at(moved, '18:00:00'),
      original_start: at(second.original_start, '20:00:00'),
    });
  });

  it('refuses a series edit that moves dates, or a capacity below the confirmed sign-ups of some dates', async () => {
    const id = await series(0, { capacity: 10 });
    const [first, , third, fourth] = await future(id);
    const move = await organiser.put(`/api/events/${first.id}?scope=series`, {
      ...body(first),
      start_time: at(addDays(first.start_time.slice(0, 10), 1), '19:00:00'),
      end_time: at(addDays(first.start_time.slice(0, 10), 1), '21:00:00'),
    });
    expect(move.status).toBe(400);
    expect(move.body.errors).toEqual({ start_time: VALIDATION.seriesCannotMoveDates });
    const rule = await organiser.put(`/api/events/${first.id}?scope=series`, {
      ...body(first),
      rule: 'FREQ=WEEKLY;BYDAY=TH',
    });
    expect(rule.body.errors).toEqual({ rule: VALIDATION.seriesRuleNeedsFollowing });

    for (const m of members) {
      await createSignup(t.db, club, third.id, m.id);
      await createSignup(t.db, club, fourth.id, m.id);
    }
    const low = await organiser.put(`/api/events/${first.id}?scope=series`, { ...body(first), capacity: 2 });
    expect(low.status).toBe(400);
    expect(low.body.errors).toEqual({
      capacity: `${API_ERRORS.capacityBelowConfirmedOn} (${third.start_time.slice(0, 10)}, ${fourth.start_time.slice(0, 10)})`,
    });
    expect((await future(id)).every((o) => o.capacity === 10)).toBe(true);
  });

  it('splits the series at "this and following": ids, sign-ups and standing sign-ups move to a new series', async () => {
    const id = await series(0, { capacity: 12 });
    const before = await future(id);
    const split = before[2];
    await createSignup(t.db, club, before[3].id, members[1].id);
    expect((await member.post(`/api/series/${id}/subscription`)).status).toBe(201);

    const res = await organiser.put(
      `/api/events/${split.id}?scope=following`,
      body(split, {
        name: 'Mix-in (new time)',
        start_time: at(split.start_time, '18:00:00'),
        end_time: at(split.start_time, '20:00:00'),
      }),
    );
    expect(res.status).toBe(200);
    const newSeries = res.body.data.series_id;
    expect(newSeries).not.toBe(id);
    expect(res.body.data).toMatchObject({
      id: split.id,
      name: 'Mix-in (new time)',
      start_time: at(split.start_time, '18:00:00'),
    });

    const old = await occurrencesOf(id);
    expect(old.map((o) => o.id)).toEqual(before.slice(0, 2).map((o) => o.id));
    expect(old.every((o) => o.start_time.endsWith('19:00:00') && o.name === 'Mix-in')).toBe(true);
    const moved = await occurrencesOf(newSeries);
    expect(moved.map((o) => o.id).slice(0, before.length - 2)).toEqual(before.slice(2).map((o) => o.id));
    for (const o of moved)
      expect([o.start_time.slice(11), o.name]).toEqual(['18:00:00', 'Mix-in (new time)']);

    const oldSeries = (await organiser.get(`/api/series/${id}`)).body.data;
    expect(oldSeries.until).toBe(addDays(split.original_start.slice(0, 10), -1));
    // The sign-ups stayed with their occurrences; the standing sign-up moved along.
    expect(
      await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1 AND user_id = $2`, [
        before[3].id,
        members[1].id,
      ]),
    ).toHaveLength(1);
    expect((await member.get(`/api/series/${newSeries}`)).body.data.subscribed).toBe(true);
    expect((await member.get(`/api/series/${id}`)).body.data.subscribed).toBe(false);
  });

  it('moves the following dates with a "this and following" change of weekday, keeping ids and sign-ups', async () => {
    const id = await series();
    const before = await future(id);
    const split = before[1];
    await createSignup(t.db, club, before[2].id, members[2].id);
    const thursday = addDays(split.start_time.slice(0, 10), 1);
    const res = await organiser.put(
      `/api/events/${split.id}?scope=following`,
      body(split, { start_time: at(thursday, '19:00:00'), end_time: at(thursday, '21:00:00') }),
    );
    expect(res.status).toBe(200);
    const newSeries = res.body.data.series_id;
    expect((await organiser.get(`/api/series/${newSeries}`)).body.data.rule).toBe('FREQ=WEEKLY;BYDAY=TH');
    const moved = await occurrencesOf(newSeries);
    expect(moved.slice(0, before.length - 1).map((o) => o.id)).toEqual(before.slice(1).map((o) => o.id));
    for (const o of moved) expect(new Date(`${o.start_time}Z`).getUTCDay()).toBe(4);
    expect(
      await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1 AND user_id = $2`, [
        before[2].id,
        members[2].id,
      ]),
    ).toHaveLength(1);
  });

  it('never changes past occurrences', async () => {
    const id = await series(3);
    const all = await occurrencesOf(id);
    const past = all.filter((o) => o.start_time < today());
    expect(past.length).toBeGreaterThanOrEqual(2);
    const edit = await organiser.put(`/api/events/${past[0].id}`, body(past[0], { name: 'Renamed' }));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(API_ERRORS.occurrencePast);
    expect((await organiser.put(`/api/events/${past[0].id}?scope=following`, body(past[0]))).status).toBe(
      409,
    );
    expect((await organiser.delete(`/api/events/${past[0].id}`)).status).toBe(409);
    expect((await organiser.post(`/api/events/${past[0].id}/cancel`)).status).toBe(409);

    // A series edit from a past occurrence reaches only the dates not yet started.
    const res = await organiser.put(
      `/api/events/${past[0].id}?scope=series`,
      body(past[0], { name: 'Renamed', location: 'Court 1' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Mix-in');
    const after = await occurrencesOf(id);
    for (const o of after) expect(o.name).toBe(o.start_time < today() ? 'Mix-in' : 'Renamed');
    expect(after.filter((o) => o.start_time < today())).toEqual(past);

    // Deleting the whole series leaves the past as history.
    expect((await organiser.delete(`/api/events/${after[after.length - 1].id}?scope=series`)).status).toBe(
      200,
    );
    expect(await occurrencesOf(id)).toEqual(past);
    expect((await organiser.get(`/api/series/${id}`)).body.data.next_start).toBeNull();
  });

  it('deletes one occurrence, or this and the following ones', async () => {
    const id = await series();
    const before = await future(id);
    expect((await organiser.delete(`/api/events/${before[1].id}`)).status).toBe(200);
    expect((await occurrencesOf(id)).map((o) => o.id)).toEqual(
      before.filter((_o, i) => i !== 1).map((o) => o.id),
    );
    expect((await organiser.delete(`/api/events/${before[3].id}?scope=following`)).status).toBe(200);
    expect((await occurrencesOf(id)).map((o) => o.id)).toEqual([before[0].id, before[2].id]);
    expect((await organiser.get(`/api/series/${id}`)).body.data.until).toBe(
      addDays(before[3].original_start.slice(0, 10), -1),
    );

    // From the first date on: nothing is left, the series goes.
    const other = await series();
    const [first] = await future(other);
    expect((await organiser.delete(`/api/events/${first.id}?scope=following`)).status).toBe(200);
    expect((await organiser.get(`/api/series/${other}`)).status).toBe(404);
  });

  it('cancels and reinstates one occurrence, keeping its sign-ups and refusing new ones meanwhile', async () => {
    const id = await series();
    const [occurrence] = await future(id);
    await createSignup(t.db, club, occurrence.id, members[1].id);
    const cancelled = await organiser.post(`/api/events/${occurrence.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', signup_count: 1 });
    const refused = await member.post('/api/signups', { event_id: occurrence.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(API_ERRORS.eventCancelled);
    const mine = (await t.client(club.subdomain).get('/api/events')).status;
    expect(mine).toBe(401);
    const listed = (await member.get('/api/events')).body.data.find(
      (e: { id: string }) => e.id === occurrence.id,
    );
    expect(listed.status).toBe('cancelled');

    const reinstated = await organiser.post(`/api/events/${occurrence.id}/reinstate`);
    expect(reinstated.body.data).toMatchObject({ status: 'scheduled', signup_count: 1 });
    expect((await member.post('/api/signups', { event_id: occurrence.id })).status).toBe(201);
  });

  it('takes only the default scope for one-off events, and refuses a malformed scope', async () => {
    const day = addDays(today(), 5);
    const oneOff = await organiser.post('/api/events', {
      name: 'One-off',
      start_time: `${day}T10:00:00`,
      end_time: `${day}T11:00:00`,
    });
    const path = `/api/events/${oneOff.body.data.id}`;
    const res = await organiser.put(`${path}?scope=series`, {
      name: 'One-off',
      start_time: `${day}T10:00:00`,
      end_time: `${day}T11:00:00`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ scope: API_ERRORS.notInSeries });
    expect((await organiser.delete(`${path}?scope=whole`)).status).toBe(400);
    expect((await organiser.post(`${path}/cancel`)).body.data.status).toBe('cancelled');
    expect((await organiser.delete(path)).status).toBe(200);
  });
});
