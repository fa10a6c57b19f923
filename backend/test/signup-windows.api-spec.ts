import { API_ERRORS, VALIDATION, type ClubRole } from '@courtside/domain';
import { attendanceOf } from '../src/attendance/attendance.store';
import { CLUB_CLOCK_JOIN, SIGNUP_STATE_SQL } from '../src/events/events.store';
import { addDays, nextWeekday, today } from './support/club-dates';
import { createClub, createClubUser, createEvent, createSignup, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { runJob } from './support/notifications';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * Sign-up windows and the cancellation cut-off (API.md section 13 and its decisions): the
 * window's edges, its validation, the 409s in both languages, staff signing people up anyway,
 * standing sign-ups placed at the opening before anyone else, and late cancellations recorded.
 * "Now" is the database's clock: windows are set relative to it, never waited for.
 */
describe('sign-up windows and the cancellation cut-off', () => {
  let t: TestApp;
  let club: TestClub;
  let organiser: HttpClient;

  const person = async (role: ClubRole = 'clubmember') => {
    const { user, browser } = await browserAs(t, club, role);
    return { ...user, browser };
  };

  /** Sets an event's window relative to the database's clock on the club's wall clock. */
  const windowFromNow = (eventId: string, opens: string | null, closes: string | null) =>
    t.db.query(
      `UPDATE events e SET signup_opens_at = (now() AT TIME ZONE c.timezone) + $2::interval,
                           signup_closes_at = (now() AT TIME ZONE c.timezone) + $3::interval
         FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
      [eventId, opens, closes],
    );

  const oneOff = (fields: Record<string, unknown> = {}) => ({
    name: 'Friday Social',
    start_time: '2030-12-06T19:00:00',
    end_time: '2030-12-06T22:00:00',
    ...fields,
  });

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    organiser = (await person('clubadmin')).browser;
  });
  afterAll(() => t.close());

  describe('the window', () => {
    it('is shown on the event, with its state and cut-off', async () => {
      const res = await organiser.post(
        '/api/events',
        oneOff({
          signup_opens_at: '2030-12-01T20:00',
          signup_closes_at: '2030-12-06T12:00:00',
          cancel_cutoff_hours: 24,
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        signup_opens_at: '2030-12-01T20:00:00',
        signup_closes_at: '2030-12-06T12:00:00',
        cancel_cutoff_hours: 24,
        cancel_cutoff_at: '2030-12-05T19:00:00',
        signup_state: 'not_open',
      });
      const plain = await organiser.post('/api/events', oneOff());
      expect(plain.body.data).toMatchObject({
        signup_opens_at: null,
        signup_closes_at: null,
        cancel_cutoff_hours: null,
        cancel_cutoff_at: null,
        signup_state: 'open',
      });
    });

    it('opens inclusive and closes exclusive, by the database clock', async () => {
      // The state's own SQL, at an exact "now": at the opening it is open, at the closing closed.
      const stateAt = async (opens: string | null, closes: string | null) => {
        const [row] = await t.db.query(
          `SELECT ${SIGNUP_STATE_SQL} AS state
             FROM (SELECT $1::timestamp AS signup_opens_at, $2::timestamp AS signup_closes_at,
                          '2030-12-06T22:00:00'::timestamp AS end_time) e,
                  (SELECT '2030-12-01T20:00:00'::timestamp AS now_local) clk`,
          [opens, closes],
        );
        return row.state;
      };
      expect(await stateAt('2030-12-01T20:00:00', null)).toBe('open');
      expect(await stateAt('2030-12-01T20:00:00.000001', null)).toBe('not_open');
      expect(await stateAt(null, '2030-12-01T20:00:00')).toBe('closed');
      expect(await stateAt(null, '2030-12-01T20:00:00.000001')).toBe('open');
      expect(CLUB_CLOCK_JOIN).toContain('now() AT TIME ZONE');

      // And over HTTP, a second either side of the database's now.
      const event = await createEvent(t.db, club, { inDays: 3 });
      const member = await person();
      await windowFromNow(event.id, '1 second', null);
      expect((await member.browser.post('/api/signups', { event_id: event.id })).status).toBe(409);
      expect((await member.browser.get(`/api/events/${event.id}`)).body.data.signup_state).toBe('not_open');
      await windowFromNow(event.id, '-1 second', '1 hour');
      expect((await member.browser.get(`/api/events/${event.id}`)).body.data.signup_state).toBe('open');
      expect((await member.browser.post('/api/signups', { event_id: event.id })).status).toBe(201);
      const late = await person();
      await windowFromNow(event.id, '-1 hour', '-1 second');
      const closed = await late.browser.post('/api/signups', { event_id: event.id });
      expect([closed.status, closed.body.message]).toEqual([409, API_ERRORS.signupsClosed]);
      expect((await late.browser.get(`/api/events/${event.id}`)).body.data.signup_state).toBe('closed');
    });

    it('answers 409 naming the opening in the caller’s language and the club’s time', async () => {
      const res = await organiser.post('/api/events', oneOff({ signup_opens_at: '2030-12-01T20:00:00' }));
      const member = await person();
      const en = await member.browser.post('/api/signups', { event_id: res.body.data.id });
      expect([en.status, en.body.message]).toEqual([409, 'Sign-ups open on Sun 1 Dec 2030, 20:00']);
      const nl = await member.browser.post(
        '/api/signups',
        { event_id: res.body.data.id },
        { headers: { 'accept-language': 'nl' } },
      );
      expect([nl.status, nl.body.message]).toEqual([409, 'Inschrijven kan vanaf zo 1 dec 2030, 20:00']);

      // Without a header, the person's own language.
      const dutch = await person();
      await t.db.query(`UPDATE club_memberships SET locale = 'nl' WHERE club_id = $1 AND user_id = $2`, [
        club.id,
        dutch.id,
      ]);
      const stored = await dutch.browser.post('/api/signups', { event_id: res.body.data.id });
      expect(stored.body.message).toBe('Inschrijven kan vanaf zo 1 dec 2030, 20:00');

      const closed = await organiser.post('/api/events', oneOff({ signup_closes_at: '2020-01-01T00:00:00' }));
      const nlClosed = await member.browser.post(
        '/api/signups',
        { event_id: closed.body.data.id },
        { headers: { 'accept-language': 'nl' } },
      );
      expect([nlClosed.status, nlClosed.body.message]).toEqual([409, 'Het inschrijven is gesloten']);
    });

    it('checks in order: past, cancelled, already signed up, then the window', async () => {
      const member = await person();
      const past = await createEvent(t.db, club, { inDays: -2 });
      await windowFromNow(past.id, '-10 days', null);
      await t.db.query(`UPDATE events SET signup_opens_at = end_time - interval '1 hour' WHERE id = $1`, [
        past.id,
      ]);
      expect((await member.browser.post('/api/signups', { event_id: past.id })).body.message).toBe(
        API_ERRORS.eventPast,
      );

      const cancelled = await createEvent(t.db, club, { inDays: 4 });
      await windowFromNow(cancelled.id, '1 day', null);
      await t.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
      expect((await member.browser.post('/api/signups', { event_id: cancelled.id })).body.message).toBe(
        API_ERRORS.eventCancelled,
      );

      const signed = await createEvent(t.db, club, { inDays: 4 });
      await windowFromNow(signed.id, '1 day', null);
      await createSignup(t.db, club, signed.id, member.id);
      expect((await member.browser.post('/api/signups', { event_id: signed.id })).body.message).toBe(
        API_ERRORS.alreadySignedUp,
      );
    });

    it('does not hold staff signing someone up', async () => {
      const member = await createClubUser(t.db, club, 'clubmember');
      const notOpen = await createEvent(t.db, club, { inDays: 4 });
      await windowFromNow(notOpen.id, '1 day', null);
      const closed = await createEvent(t.db, club, { inDays: 4 });
      await windowFromNow(closed.id, '-2 days', '-1 day');
      for (const event of [notOpen, closed]) {
        const res = await organiser.post('/api/signups/admin', { event_id: event.id, user_id: member.id });
        expect([res.status, res.body.data?.status]).toEqual([201, 'confirmed']);
      }
    });
  });

  describe('validation', () => {
    it('refuses a window out of order or malformed, with the field’s message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { signup_opens_at: '2030-12-05T20:00:00', signup_closes_at: '2030-12-05T20:00:00' },
          'signup_closes_at',
          VALIDATION.signupOpensAfterCloses,
        ],
        [{ signup_closes_at: '2030-12-06T22:00:01' }, 'signup_closes_at', VALIDATION.signupClosesAfterEnd],
        [{ signup_opens_at: '2030-12-06T22:00:00' }, 'signup_opens_at', VALIDATION.signupOpensAfterEnd],
        [{ signup_opens_at: 'tomorrow' }, 'signup_opens_at', VALIDATION.signupOpensInvalid],
        [{ signup_closes_at: 12 }, 'signup_closes_at', VALIDATION.signupClosesInvalid],
        [{ cancel_cutoff_hours: 169 }, 'cancel_cutoff_hours', VALIDATION.cancelCutoffInvalid],
        [{ cancel_cutoff_hours: 1.5 }, 'cancel_cutoff_hours', VALIDATION.cancelCutoffInvalid],
        [{ cancel_cutoff_hours: -1 }, 'cancel_cutoff_hours', VALIDATION.cancelCutoffInvalid],
      ];
      for (const [fields, field, message] of cases) {
        const res = await organiser.post('/api/events', oneOff(fields));
        expect([fields, res.status, res.body.errors?.[field]]).toEqual([fields, 400, message]);
      }
      // The closing may be the end itself.
      expect(
        (await organiser.post('/api/events', oneOff({ signup_closes_at: '2030-12-06T22:00:00' }))).status,
      ).toBe(201);
    });

    it('checks an edit against the stored window it keeps', async () => {
      const made = await organiser.post('/api/events', oneOff({ signup_closes_at: '2030-12-06T21:00:00' }));
      const id = made.body.data.id;
      const earlier = await organiser.put(`/api/events/${id}`, {
        ...oneOff(),
        end_time: '2030-12-06T20:30:00',
      });
      expect([earlier.status, earlier.body.errors?.signup_closes_at]).toEqual([
        400,
        VALIDATION.signupClosesAfterEnd,
      ]);
      const kept = await organiser.put(`/api/events/${id}`, oneOff({ cancel_cutoff_hours: 2 }));
      expect(kept.body.data).toMatchObject({
        signup_closes_at: '2030-12-06T21:00:00',
        cancel_cutoff_hours: 2,
      });
      const cleared = await organiser.put(`/api/events/${id}`, oneOff({ signup_closes_at: null }));
      expect(cleared.body.data).toMatchObject({ signup_closes_at: null, cancel_cutoff_hours: 2 });
    });

    it('refuses series offsets out of order or out of range', async () => {
      const first = nextWeekday(addDays(today(), 8), 'TU');
      const series = (fields: Record<string, unknown>) =>
        organiser.post('/api/events', {
          name: 'Tuesday Mix-in',
          start_time: `${first}T19:30:00`,
          end_time: `${first}T21:30:00`,
          recurring_pattern: 'weekly',
          ...fields,
        });
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { signup_opens_hours_before: 24, signup_closes_hours_before: 24 },
          'signup_closes_hours_before',
          VALIDATION.signupOffsetsOrder,
        ],
        [{ signup_opens_hours_before: 721 }, 'signup_opens_hours_before', VALIDATION.signupOffsetInvalid],
        [{ signup_opens_hours_before: 1.234 }, 'signup_opens_hours_before', VALIDATION.signupOffsetInvalid],
        [{ signup_closes_hours_before: -1 }, 'signup_closes_hours_before', VALIDATION.signupOffsetInvalid],
        [{ allow_standing_signups: 'yes' }, 'allow_standing_signups', VALIDATION.booleanInvalid],
      ];
      for (const [fields, field, message] of cases) {
        const res = await series(fields);
        expect([fields, res.status, res.body.errors?.[field]]).toEqual([fields, 400, message]);
      }
    });
  });

  describe('a series', () => {
    it('gives each date its window from the offsets, on the club’s wall clock, and an edit moves them', async () => {
      const first = nextWeekday(addDays(today(), 8), 'TU');
      const res = await organiser.post('/api/events', {
        name: 'Tuesday Mix-in',
        start_time: `${first}T19:30:00`,
        end_time: `${first}T21:30:00`,
        recurring_pattern: 'weekly',
        // "Sunday 20:00 before" a Tuesday 19:30.
        signup_opens_hours_before: 47.5,
        signup_closes_hours_before: 1,
        cancel_cutoff_hours: 24,
      });
      expect(res.status).toBe(201);
      const sunday = addDays(first, -2);
      expect(res.body.data).toMatchObject({
        signup_opens_at: `${sunday}T20:00:00`,
        signup_closes_at: `${first}T18:30:00`,
        cancel_cutoff_at: `${addDays(first, -1)}T19:30:00`,
        signup_state: 'not_open',
      });
      const seriesId = res.body.data.series_id;
      const series = await organiser.get(`/api/series/${seriesId}`);
      expect(series.body.data.template).toMatchObject({
        signup_opens_hours_before: 47.5,
        signup_closes_hours_before: 1,
        cancel_cutoff_hours: 24,
        allow_standing_signups: true,
      });

      // Every date, across daylight-saving changes too: wall-clock hours.
      const dates: { start: string; opens: string }[] = await t.db.query(
        `SELECT to_char(start_time, 'YYYY-MM-DD"T"HH24:MI') AS start, to_char(signup_opens_at, 'YYYY-MM-DD"T"HH24:MI') AS opens
           FROM events WHERE series_id = $1 ORDER BY start_time`,
        [seriesId],
      );
      expect(dates.length).toBeGreaterThan(3);
      for (const d of dates) expect(d.opens).toBe(`${addDays(d.start.slice(0, 10), -2)}T20:00`);

      const edited = await organiser.put(`/api/events/${res.body.data.id}?scope=series`, {
        name: 'Tuesday Mix-in',
        start_time: `${first}T19:30:00`,
        end_time: `${first}T21:30:00`,
        signup_opens_hours_before: 24,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        signup_opens_at: `${addDays(first, -1)}T19:30:00`,
        signup_closes_at: `${first}T18:30:00`,
      });
    });

    it('places standing sign-ups when the window opens, in subscription order, before anyone else', async () => {
      const first = nextWeekday(addDays(today(), 8), 'TH');
      const res = await organiser.post('/api/events', {
        name: 'Thursday Mix-in',
        start_time: `${first}T19:00:00`,
        end_time: `${first}T21:00:00`,
        recurring_pattern: 'weekly',
        capacity: 2,
        signup_opens_hours_before: 48,
      });
      const seriesId = res.body.data.series_id;
      const firstId = res.body.data.id;
      const [a, b, c] = [await person(), await person(), await person()];
      for (const who of [a, b, c])
        expect((await who.browser.post(`/api/series/${seriesId}/subscription`)).status).toBe(201);
      // Not yet open: nobody is signed up, standing or not.
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM signups s JOIN events e ON e.id = s.event_id WHERE e.series_id = $1`,
        [seriesId],
      );
      expect(n).toBe(0);
      const early = await person();
      expect((await early.browser.post('/api/signups', { event_id: firstId })).status).toBe(409);

      // The window opens (as if the clock had reached it): the job places them.
      await windowFromNow(firstId, '-1 second', null);
      expect(await runJob(t, 'standing')).toMatch(/standing sign-up\(s\) placed/);
      const placed: { user_id: string; status: string }[] = await t.db.query(
        `SELECT user_id, status FROM signups WHERE event_id = $1 ORDER BY signup_time, id`,
        [firstId],
      );
      expect(placed).toEqual([
        { user_id: a.id, status: 'confirmed' },
        { user_id: b.id, status: 'confirmed' },
        { user_id: c.id, status: 'waitlisted' },
      ]);
      const after = await early.browser.post('/api/signups', { event_id: firstId });
      expect(after.body.data.status).toBe('waitlisted');
      // Run again: nothing more.
      await runJob(t, 'standing');
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM signups WHERE event_id = $1`, [
        firstId,
      ]);
      expect(count).toBe(4);
    });

    it('places them first when someone signs up before the job ran', async () => {
      const first = nextWeekday(addDays(today(), 8), 'FR');
      const res = await organiser.post('/api/events', {
        name: 'Friday Mix-in',
        start_time: `${first}T19:00:00`,
        end_time: `${first}T21:00:00`,
        recurring_pattern: 'weekly',
        capacity: 1,
        signup_opens_hours_before: 24,
      });
      const [subscriber, quick] = [await person(), await person()];
      await subscriber.browser.post(`/api/series/${res.body.data.series_id}/subscription`);
      await windowFromNow(res.body.data.id, '-1 second', null);
      const signed = await quick.browser.post('/api/signups', { event_id: res.body.data.id });
      expect([signed.status, signed.body.data.status]).toEqual([201, 'waitlisted']);
      const [held] = await t.db.query(`SELECT status FROM signups WHERE event_id = $1 AND user_id = $2`, [
        res.body.data.id,
        subscriber.id,
      ]);
      expect(held.status).toBe('confirmed');
    });

    it('refuses standing sign-ups when the series does not allow them', async () => {
      const first = nextWeekday(addDays(today(), 8), 'MO');
      const res = await organiser.post('/api/events', {
        name: 'Monday Training',
        start_time: `${first}T19:00:00`,
        end_time: `${first}T21:00:00`,
        recurring_pattern: 'weekly',
        allow_standing_signups: false,
      });
      const member = await person();
      const refused = await member.browser.post(`/api/series/${res.body.data.series_id}/subscription`);
      expect([refused.status, refused.body.message]).toEqual([409, API_ERRORS.standingSignupsOff]);
    });
  });

  describe('late cancellations', () => {
    const lateRecords = (eventId: string) =>
      t.db.query(`SELECT user_id, status FROM attendance WHERE event_id = $1`, [eventId]);

    it('records a confirmed member’s own cancellation at or after the cut-off, and it still goes', async () => {
      const event = await createEvent(t.db, club, { inDays: 1, capacity: 1 });
      await t.db.query(`UPDATE events SET cancel_cutoff_hours = 48 WHERE id = $1`, [event.id]);
      const [confirmed, waiting] = [await person(), await person()];
      const mine = await confirmed.browser.post('/api/signups', { event_id: event.id });
      const theirs = await waiting.browser.post('/api/signups', { event_id: event.id });
      expect(theirs.body.data.status).toBe('waitlisted');

      // Waitlisted people are never late.
      expect((await waiting.browser.delete(`/api/signups/${theirs.body.data.id}`)).status).toBe(200);
      expect(await lateRecords(event.id)).toEqual([]);

      expect((await confirmed.browser.delete(`/api/signups/${mine.body.data.id}`)).status).toBe(200);
      expect(await lateRecords(event.id)).toEqual([{ user_id: confirmed.id, status: 'late_cancel' }]);
      const own = await attendanceOf(t.db.manager, confirmed.id, club.id);
      expect(own).toEqual([
        expect.objectContaining({ event_id: event.id, event_name: event.name, status: 'late_cancel' }),
      ]);
      expect(await attendanceOf(t.db.manager, confirmed.id, (await createClub(t.db)).id)).toEqual([]);
    });

    it('is not late before the cut-off, without one, or when staff remove someone', async () => {
      const before = await createEvent(t.db, club, { inDays: 5 });
      await t.db.query(`UPDATE events SET cancel_cutoff_hours = 24 WHERE id = $1`, [before.id]);
      const none = await createEvent(t.db, club, { inDays: 1 });
      const staffRemoved = await createEvent(t.db, club, { inDays: 1 });
      await t.db.query(`UPDATE events SET cancel_cutoff_hours = 168 WHERE id = $1`, [staffRemoved.id]);
      const member = await person();
      for (const event of [before, none]) {
        const s = await member.browser.post('/api/signups', { event_id: event.id });
        expect((await member.browser.delete(`/api/signups/${s.body.data.id}`)).status).toBe(200);
        expect(await lateRecords(event.id)).toEqual([]);
      }
      const s = await member.browser.post('/api/signups', { event_id: staffRemoved.id });
      expect((await organiser.delete(`/api/signups/admin/${s.body.data.id}`)).status).toBe(200);
      expect(await lateRecords(staffRemoved.id)).toEqual([]);
    });

    it('shows the cut-off on the event and on the member’s own sign-ups', async () => {
      const event = await createEvent(t.db, club, { inDays: 2 });
      await t.db.query(`UPDATE events SET cancel_cutoff_hours = 6 WHERE id = $1`, [event.id]);
      const shown = (await organiser.get(`/api/events/${event.id}`)).body.data;
      const cutoff = `${shown.start_time.slice(0, 10)}T${String(Number(shown.start_time.slice(11, 13)) - 6).padStart(2, '0')}:00:00`;
      expect(shown.cancel_cutoff_at).toBe(cutoff);
      const member = await person();
      await member.browser.post('/api/signups', { event_id: event.id });
      const own = (await member.browser.get('/api/signups')).body.data;
      expect(own).toEqual([expect.objectContaining({ event_id: event.id, cancel_cutoff_at: cutoff })]);
    });
  });
});
