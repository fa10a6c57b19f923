import { Logger } from '@nestjs/common';
import { API_ERRORS, CLUB_QUOTAS, VALIDATION, weekdayOf } from '@courtside/domain';
import { SeriesMaterialiser } from '../src/series/series-materialiser.service';
import { addDays, lastDstChangeBefore, nextWeekday, today } from './support/club-dates';
import { createClub, createClubUser, type TestClub } from './support/factories';
import { createIsolatedDatabase } from './support/isolated-database';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** Creating series (API.md section 8): rules, time zones, the horizon, the events list. */
describe('series: creating and listing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  async function clubIn(
    timezone = 'Europe/London',
  ): Promise<{ club: TestClub; organiser: HttpClient; member: HttpClient }> {
    const club = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET timezone = $2 WHERE id = $1`, [club.id, timezone]);
    const o = await createClubUser(t.db, club, 'cluborganiser');
    const m = await createClubUser(t.db, club, 'clubmember');
    return {
      club,
      organiser: await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: o.id,
        clubId: club.id,
        userType: 'cluborganiser',
      }),
      member: await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: m.id,
        clubId: club.id,
        userType: 'clubmember',
      }),
    };
  }

  const occurrences = (club: TestClub, seriesId: string) =>
    t.db.query(
      `SELECT to_char(start_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS start,
              to_char(start_time AT TIME ZONE c.timezone AT TIME ZONE 'UTC', 'HH24:MI') AS utc
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.series_id = $2 ORDER BY e.original_start`,
      [club.id, seriesId],
    ) as Promise<{ start: string; utc: string }[]>;

  const mixIn = (date: string, fields: Record<string, unknown> = {}) => ({
    name: 'Wednesday Mix-in',
    start_time: `${date}T19:00:00`,
    end_time: `${date}T21:00:00`,
    recurring_pattern: 'weekly',
    capacity: 16,
    ...fields,
  });

  it('answers 201 with the first occurrence, carrying its series, and makes the dates up to the horizon', async () => {
    const { club, organiser } = await clubIn();
    const first = nextWeekday(addDays(today(), 1), 'WE');
    const res = await organiser.post('/api/events', mixIn(first, { repeat_until: addDays(first, 3 * 365) }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Wednesday Mix-in',
      start_time: `${first}T19:00:00`,
      original_start: `${first}T19:00:00`,
      recurring_pattern: 'weekly',
      status: 'scheduled',
      series_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const dates = await occurrences(club, res.body.data.series_id);
    // Only up to the horizon (84 days from today), however far away the end is.
    const horizon = addDays(today(), t.config.SERIES_HORIZON_DAYS);
    expect(dates.length).toBeGreaterThanOrEqual(11);
    expect(dates[dates.length - 1].start.slice(0, 10) <= horizon).toBe(true);
    expect(addDays(dates[dates.length - 1].start.slice(0, 10), 7) > horizon).toBe(true);
    for (const d of dates)
      expect([weekdayOf(d.start.slice(0, 10)), d.start.slice(11)]).toEqual(['WE', '19:00:00']);

    const series = await organiser.get(`/api/series/${res.body.data.series_id}`);
    expect(series.status).toBe(200);
    expect(series.body.data).toMatchObject({
      rule: 'FREQ=WEEKLY;BYDAY=WE',
      until: addDays(first, 3 * 365),
      recurring_pattern: 'weekly',
      first_start: `${first}T19:00:00`,
      template: { name: 'Wednesday Mix-in', capacity: 16, start_local_time: '19:00', duration_minutes: 120 },
      subscribed: false,
      next_start: `${first}T19:00:00`,
    });
    expect(series.body.data.summary).toMatch(/^Every Wednesday at 19:00 until /);
  });

  it.each(['Europe/London', 'Europe/Amsterdam'])(
    'keeps a weekly 19:00 at 19:00 wall-clock across the daylight-saving change in %s',
    async (zone) => {
      const { club, organiser } = await clubIn(zone);
      const change = lastDstChangeBefore(today(zone));
      const first = nextWeekday(addDays(change, -21), 'WE');
      const res = await organiser.post('/api/events', mixIn(first, { repeat_until: addDays(change, 21) }));
      expect(res.status).toBe(201);
      const dates = await occurrences(club, res.body.data.series_id);
      expect(dates).toHaveLength(6);
      for (const d of dates)
        expect([weekdayOf(d.start.slice(0, 10)), d.start.slice(11)]).toEqual(['WE', '19:00:00']);
      // The same wall-clock time is another UTC time on each side of the change.
      const before = dates.filter((d) => d.start < change).map((d) => d.utc);
      const after = dates.filter((d) => d.start > change).map((d) => d.utc);
      expect(new Set(before).size).toBe(1);
      expect(new Set(after).size).toBe(1);
      expect(before[0]).not.toBe(after[0]);
    },
  );

  it('repeats monthly on the first Saturday (BYDAY=1SA), up to repeat_until', async () => {
    const { club, organiser } = await clubIn();
    const monthStart = `${addDays(today(), -200).slice(0, 7)}-01`;
    const first = nextWeekday(monthStart, 'SA');
    const until = addDays(first, 150);
    const res = await organiser.post('/api/events', {
      name: 'Monthly Tournament',
      event_type: 'tournament',
      start_time: `${first}T10:00:00`,
      end_time: `${first}T16:00:00`,
      rule: 'FREQ=MONTHLY;BYDAY=1SA',
      repeat_until: until,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.recurring_pattern).toBe('monthly');
    const dates = (await occurrences(club, res.body.data.series_id)).map((d) => d.start.slice(0, 10));
    expect(dates.length).toBeGreaterThanOrEqual(5);
    for (const d of dates) {
      expect(weekdayOf(d)).toBe('SA');
      expect(Number(d.slice(8, 10))).toBeLessThanOrEqual(7);
      expect(d <= until).toBe(true);
    }
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(dates.length);
  });

  it('skips the months without the 31st instead of moving them', async () => {
    const { club, organiser } = await clubIn();
    let month = addDays(today(), -330).slice(0, 7);
    while (new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate() !== 31)
      month = addDays(`${month}-28`, 7).slice(0, 7);
    const res = await organiser.post('/api/events', {
      name: 'Month-end social',
      start_time: `${month}-31T18:00:00`,
      end_time: `${month}-31T20:00:00`,
      recurring_pattern: 'monthly',
    });
    expect(res.status).toBe(201);
    const dates = (await occurrences(club, res.body.data.series_id)).map((d) => d.start.slice(0, 10));
    expect(dates.length).toBeGreaterThanOrEqual(7);
    for (const d of dates) expect(d.slice(8)).toBe('31');
    const months = dates.map((d) => Number(d.slice(5, 7)));
    for (const short of [2, 4, 6, 9, 11]) expect(months).not.toContain(short);
  });

  it.each([
    [{ rule: 'FREQ=WEEKLY;COUNT=10' }, 'rule', VALIDATION.ruleCount],
    [{ rule: 'FREQ=HOURLY' }, 'rule', VALIDATION.ruleFrequency],
    [{ rule: 'FREQ=WEEKLY;BYHOUR=19' }, 'rule', `${VALIDATION.rulePartNotAllowed} (BYHOUR)`],
    [{ rule: 'FREQ=WEEKLY;BYDAY=TH' }, 'start_time', VALIDATION.startNotOccurrence],
    [{ recurring_pattern: 'none', rule: 'FREQ=DAILY' }, 'rule', VALIDATION.ruleNeedsPattern],
    [
      { recurring_pattern: 'daily', rule: 'FREQ=WEEKLY;BYDAY=WE' },
      'recurring_pattern',
      VALIDATION.patternRuleMismatch,
    ],
    [{ repeat_until: '2027-02-30' }, 'repeat_until', VALIDATION.repeatUntilInvalid],
    [{ repeat_until: '2000-01-01' }, 'repeat_until', VALIDATION.repeatUntilBeforeStart],
  ])('refuses %j with a 400 on %s', async (change, field, message) => {
    const { organiser } = await clubIn();
    const first = nextWeekday(addDays(today(), 1), 'WE');
    const res = await organiser.post('/api/events', mixIn(first, change));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(res.body.message).toBe(message);
  });

  it('refuses a series more than a year back and a date longer than a week', async () => {
    const { organiser } = await clubIn();
    const old = nextWeekday(addDays(today(), -400), 'WE');
    expect((await organiser.post('/api/events', mixIn(old))).body.errors).toEqual({
      start_time: VALIDATION.seriesStartTooEarly,
    });
    const first = nextWeekday(addDays(today(), 1), 'WE');
    expect(
      (await organiser.post('/api/events', mixIn(first, { end_time: `${addDays(first, 8)}T21:00:00` }))).body
        .errors,
    ).toEqual({ end_time: VALIDATION.seriesTooLong });
  });

  describe("a club's quotas (API.md section 16)", () => {
    // A database of their own: the horizon job of any other suite's app, booting meanwhile on the
    // run's shared database, would extend this block's series before its own run could, and log
    // the stop in that process instead of this one.
    let shared: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      shared = t;
      const database = await createIsolatedDatabase('series_quotas');
      drop = database.drop;
      t = await startApp({ DATABASE_URL: database.url });
    }, 60_000);
    afterAll(async () => {
      await t.close();
      t = shared;
      await drop();
    });

    const count = async (sql: string, club: TestClub) => (await t.db.query(sql, [club.id]))[0].n as number;
    const seriesOf = (club: TestClub) =>
      count(`SELECT count(*)::int AS n FROM series WHERE club_id = $1`, club);
    const eventsOf = (club: TestClub) =>
      count(`SELECT count(*)::int AS n FROM events WHERE club_id = $1`, club);

    /** `n` series ending `untilDays` from today, materialised to their end (the horizon job leaves them). */
    async function seriesEnding(club: TestClub, n: number, untilDays: number): Promise<void> {
      const until = addDays(today(), untilDays);
      await t.db.query(
        `INSERT INTO series (club_id, rule, recurring_pattern, dtstart, until, name, start_local_time,
                             duration_minutes, materialised_until)
         SELECT $1, 'FREQ=WEEKLY', 'weekly', $2::date - 60 + time '19:00', $2::date, 'Filler ' || i, '19:00', 60,
                $2::date + interval '1 day' - interval '1 second'
           FROM generate_series(1, $3::int) i`,
        [club.id, until, n],
      );
    }

    /** `n` one-off events to come, far beyond the horizon. */
    async function futureEvents(club: TestClub, n: number): Promise<void> {
      await t.db.query(
        `INSERT INTO events (club_id, name, start_time, end_time)
         SELECT $1, 'Filler', date_trunc('day', now()) + interval '400 days' + i * interval '1 hour',
                date_trunc('day', now()) + interval '400 days' + i * interval '1 hour' + interval '30 minutes'
           FROM generate_series(1, $2::int) i`,
        [club.id, n],
      );
    }

    it('runs at most 200 series at a time: the next is a 409 and writes nothing; ended ones do not count', async () => {
      const { club, organiser } = await clubIn();
      await seriesEnding(club, 199, 30);
      await seriesEnding(club, 5, -1);
      const first = nextWeekday(addDays(today(), 1), 'WE');
      const the200th = await organiser.post('/api/events', mixIn(first));
      expect(the200th.status).toBe(201);
      const [series, events] = [await seriesOf(club), await eventsOf(club)];

      const refused = await organiser.post('/api/events', mixIn(first, { name: 'One too many' }));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(API_ERRORS.tooManySeries);
      expect([await seriesOf(club), await eventsOf(club)]).toEqual([series, events]);

      // Splitting a series makes a second one that runs too.
      const dates = await occurrences(club, the200th.body.data.series_id);
      const split = await organiser.put(
        `/api/events/${(await t.db.query(`SELECT id FROM events WHERE series_id = $1 AND start_time = $2`, [the200th.body.data.series_id, dates[2].start]))[0].id}?scope=following`,
        mixIn(dates[2].start.slice(0, 10), { name: 'Renamed from here' }),
      );
      expect(split.status).toBe(409);
      expect(split.body.message).toBe(API_ERRORS.tooManySeries);
      expect(await seriesOf(club)).toBe(series);
      // A one-off event is no series.
      expect((await organiser.post('/api/events', mixIn(first, { recurring_pattern: 'none' }))).status).toBe(
        201,
      );
    });

    it('holds at most 20,000 events to come: a series or a one-off event past that is a 409 and writes nothing', async () => {
      const { club, organiser } = await clubIn();
      await futureEvents(club, CLUB_QUOTAS.futureEvents - 1);
      const first = nextWeekday(addDays(today(), 1), 'WE');
      expect((await organiser.post('/api/events', mixIn(first, { recurring_pattern: 'none' }))).status).toBe(
        201,
      );
      const [series, events] = [await seriesOf(club), await eventsOf(club)];

      for (const body of [mixIn(first), mixIn(first, { recurring_pattern: 'none' })]) {
        const refused = await organiser.post('/api/events', body);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(API_ERRORS.tooManyFutureEvents);
      }
      expect([await seriesOf(club), await eventsOf(club)]).toEqual([series, events]);
      // Events already started do not count: a series from the past fits its past dates.
      await t.db.query(
        `DELETE FROM events WHERE id IN (SELECT id FROM events WHERE club_id = $1 AND name = 'Filler' LIMIT 20)`,
        [club.id],
      );
      expect(
        (await organiser.post('/api/events', mixIn(nextWeekday(addDays(today(), -300), 'WE')))).status,
      ).toBe(201);
    });

    it('lets the horizon job stop at the quota, flag the series for staff and log it, and go on once there is room', async () => {
      const { club, organiser, member } = await clubIn();
      const first = nextWeekday(addDays(today(), 1), 'WE');
      const created = (await organiser.post('/api/events', mixIn(first))).body.data;
      const seriesId: string = created.series_id;
      const before = await occurrences(club, seriesId);
      expect(before.length).toBeGreaterThanOrEqual(11);
      const room = 3;
      // Watched from here: whichever run of the horizon job in this process extends the series
      // (this test's, or the scheduled job's own) must log that it stopped short.
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        // As if the job had not run for the last dates: they are missing, and the club is nearly full.
        const kept = before.slice(0, 4);
        await t.db.query(`DELETE FROM events WHERE series_id = $1 AND start_time > $2::timestamp`, [
          seriesId,
          kept[3].start,
        ]);
        await t.db.query(`UPDATE series SET materialised_until = $2::timestamp WHERE id = $1`, [
          seriesId,
          kept[3].start,
        ]);
        await futureEvents(club, CLUB_QUOTAS.futureEvents - room - (await eventsOf(club)));
        await t.app.get(SeriesMaterialiser).extendAll();
        expect(warn.mock.calls.map(([text]) => String(text))).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^Series ${seriesId} of club ${club.id} stopped short of the horizon after 3 new dates`,
            ),
          ),
        );
      } finally {
        warn.mockRestore();
      }
      const blocked = await occurrences(club, seriesId);
      expect(blocked.map((d) => d.start)).toEqual(before.slice(0, 4 + room).map((d) => d.start));
      const staffView = (await organiser.get(`/api/series/${seriesId}`)).body.data;
      expect(staffView.horizon_blocked).toBe(true);
      expect((await member.get(`/api/series/${seriesId}`)).body.data).not.toHaveProperty('horizon_blocked');

      // Room again: the next run adds the rest and clears the flag.
      await t.db.query(
        `DELETE FROM events WHERE id IN (SELECT id FROM events WHERE club_id = $1 AND name = 'Filler' LIMIT 100)`,
        [club.id],
      );
      await t.app.get(SeriesMaterialiser).extendAll();
      expect((await occurrences(club, seriesId)).map((d) => d.start)).toEqual(before.map((d) => d.start));
      expect((await organiser.get(`/api/series/${seriesId}`)).body.data.horizon_blocked).toBe(false);
    });
  });

  it('keeps one-off events as they were: no series, scheduled', async () => {
    const { organiser } = await clubIn();
    const res = await organiser.post('/api/events', mixIn('2031-06-04', { recurring_pattern: 'none' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      series_id: null,
      original_start: null,
      status: 'scheduled',
      recurring_pattern: 'none',
    });
  });

  describe('the events list', () => {
    let organiser: HttpClient;
    let member: HttpClient;
    beforeAll(async () => {
      ({ organiser, member } = await clubIn());
      const first = nextWeekday(addDays(today(), 1), 'WE');
      expect((await organiser.post('/api/events', mixIn(first))).status).toBe(201);
      for (const [i, name] of ['Cardio Tennis', 'Junior mix-in clinic', 'AGM'].entries()) {
        const day = addDays(today(), 2 + i);
        await organiser.post('/api/events', {
          name,
          description: name === 'AGM' ? 'After the MIX-IN' : '',
          start_time: `${day}T10:00:00`,
          end_time: `${day}T11:00:00`,
        });
      }
    });

    it('pages with a cursor, every upcoming event once, in start order, with the total', async () => {
      const seen: { id: string; start_time: string }[] = [];
      let cursor: string | null = null;
      let total = -1;
      do {
        const res = await member.get(`/api/events?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(4);
        total = res.body.total;
        seen.push(...res.body.data);
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(total);
      expect(total).toBeGreaterThanOrEqual(14);
      expect(new Set(seen.map((e) => e.id)).size).toBe(total);
      const starts = seen.map((e) => e.start_time);
      expect(starts).toEqual([...starts].sort());
    });

    it('searches name and description on the server, across pages', async () => {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await member.get(`/api/events?q=MIX-in&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        names.push(...res.body.data.map((e: { name: string }) => e.name));
        cursor = res.body.next_cursor;
        expect(res.body.total).toBeGreaterThanOrEqual(13);
      } while (cursor);
      expect(names).toContain('Junior mix-in clinic');
      expect(names).toContain('AGM');
      expect(names).not.toContain('Cardio Tennis');
      expect(names.filter((n) => n === 'Wednesday Mix-in').length).toBeGreaterThanOrEqual(11);
    });

    it('limits to a range of club dates: from inclusive, to exclusive', async () => {
      const from = addDays(today(), 2);
      const to = addDays(from, 2);
      const all = (await member.get('/api/events?limit=500')).body.data as {
        id: string;
        name: string;
        start_time: string;
      }[];
      const expected = all.filter((e) => e.start_time >= from && e.start_time < to);
      expect(expected.map((e) => e.name)).toEqual(
        expect.arrayContaining(['Cardio Tennis', 'Junior mix-in clinic']),
      );
      const res = await member.get(`/api/events?from=${from}&to=${to}`);
      expect(res.body.data.map((e: { id: string }) => e.id)).toEqual(expected.map((e) => e.id));
      expect(res.body.total).toBe(expected.length);
    });

    it.each([
      ['/api/events?limit=0', 'limit'],
      ['/api/events?limit=501', 'limit'],
      ['/api/events?from=2026-13-01', 'from'],
      ['/api/events?from=2026-12-01&to=2026-12-01', 'to'],
      ['/api/events?cursor=nope', 'cursor'],
      ['/api/events?q=a&q=b', 'q'],
      ['/api/events?scope=soon', 'scope'],
    ])('answers %s with a 400 on %s', async (path, field) => {
      const res = await member.get(path);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });
  });
});

describe('series: at most 500 dates in one request', () => {
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    // A horizon longer than the default, in a database of its own: its horizon job reaches every
    // series it holds, and the run's shared one holds other suites'.
    const database = await createIsolatedDatabase('quota');
    t = await startApp({ DATABASE_URL: database.url, SERIES_HORIZON_DAYS: '200' });
    drop = database.drop;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('answers 400 to a daily series whose dates up to the horizon are more than 500, and writes nothing', async () => {
    const club = await createClub(t.db);
    const o = await createClubUser(t.db, club, 'cluborganiser');
    const organiser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: o.id,
      clubId: club.id,
      userType: 'cluborganiser',
    });
    const daily = (date: string) => ({
      name: 'Daily drills',
      start_time: `${date}T07:00:00`,
      end_time: `${date}T08:00:00`,
      recurring_pattern: 'daily',
    });
    // 330 days back and 200 ahead: 531 dates.
    const refused = await organiser.post('/api/events', daily(addDays(today(), -330)));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(API_ERRORS.tooManyEventsAtOnce);
    const [{ series, events }] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM series WHERE club_id = $1) AS series,
              (SELECT count(*)::int FROM events WHERE club_id = $1) AS events`,
      [club.id],
    );
    expect([series, events]).toEqual([0, 0]);
    // 290 back and 200 ahead: 491 dates, one request.
    expect((await organiser.post('/api/events', daily(addDays(today(), -290)))).status).toBe(201);
  });
});
