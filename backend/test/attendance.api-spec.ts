import { API_ERRORS, VALIDATION, type ClubRole } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/demo/demo-seed';
import { ENTITIES } from '../src/entities';
import { drawnEvent } from './support/draws';
import { createIsolatedDatabase } from './support/isolated-database';
import { createClub, createClubUser, createEvent, createSignup, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { runJob } from './support/notifications';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * On the evening (API.md section 14 and its decisions): staff marking people present or absent
 * (walk-ins by the sign-up rules), the check-in code and its window, self check-in and its limit
 * of ten wrong codes, the no-shows job (run with jobs:run, never waited for), corrections, and
 * reliability. Every window is set relative to the database's clock on the club's wall clock.
 */
describe('check-in, attendance, no-shows and reliability', () => {
  let t: TestApp;
  let club: TestClub;
  let organiser: HttpClient;

  const person = async (role: ClubRole = 'clubmember', name?: string) => {
    const { user, browser } = await browserAs(t, club, role, undefined, name);
    return { ...user, browser };
  };

  /** Puts an event's start and end at offsets from the database's now on the club's clock. */
  const timeEvent = (eventId: string, start: string, end: string) =>
    t.db.query(
      `UPDATE events e SET start_time = (now() AT TIME ZONE c.timezone) + $2::interval,
                           end_time = (now() AT TIME ZONE c.timezone) + $3::interval
         FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
      [eventId, start, end],
    );

  /** An event running now (started 10 minutes ago, ends in 2 hours), with `capacity`. */
  const tonight = async (capacity: number | null = null) => {
    const event = await createEvent(t.db, club, { capacity });
    await timeEvent(event.id, '-10 minutes', '110 minutes');
    return event.id;
  };

  const statusOf = async (eventId: string, userId: string) => {
    const res = await organiser.get(`/api/events/${eventId}/attendance`);
    return res.body.data.find((item: { user_id: string }) => item.user_id === userId)?.status;
  };

  const codeOf = async (eventId: string): Promise<string> =>
    (await organiser.get(`/api/events/${eventId}/check-in-code`)).body.data.code;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    organiser = (await person('cluborganiser')).browser;
  });
  afterAll(() => t.close());

  describe('the attendance list', () => {
    it('lists every confirmed sign-up as unknown until marked, then late cancellations', async () => {
      const eventId = await tonight();
      const ann = await person('clubmember', 'Ann Early');
      const bob = await person('clubmember', 'Bob Later');
      const wait = await person();
      const late = await person('clubmember', 'Lia Late');
      const annSignup = await createSignup(t.db, club, eventId, ann.id);
      await createSignup(t.db, club, eventId, bob.id);
      await createSignup(t.db, club, eventId, wait.id, 'waitlisted');
      await t.db.query(
        `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'late_cancel')`,
        [club.id, eventId, late.id],
      );

      const res = await organiser.get(`/api/events/${eventId}/attendance`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { signup_id: annSignup.id, user_id: ann.id, name: 'Ann Early', status: 'unknown' },
        expect.objectContaining({ user_id: bob.id, name: 'Bob Later', status: 'unknown' }),
        { signup_id: null, user_id: late.id, name: 'Lia Late', status: 'late_cancel' },
      ]);

      const marked = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: ann.id,
        status: 'present',
      });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toEqual({
        signup_id: annSignup.id,
        user_id: ann.id,
        name: 'Ann Early',
        status: 'present',
      });
      await organiser.post(`/api/events/${eventId}/attendance`, { user_id: bob.id, status: 'absent' });
      expect(await statusOf(eventId, bob.id)).toBe('absent');
      // And back: a correction replaces the record.
      await organiser.post(`/api/events/${eventId}/attendance`, { user_id: bob.id, status: 'present' });
      expect(await statusOf(eventId, bob.id)).toBe('present');
    });

    it('refuses other statuses, a missing user and an unknown event', async () => {
      const eventId = await tonight();
      const member = await person();
      const bad = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: member.id,
        status: 'no_show',
      });
      expect([bad.status, bad.body.errors?.status]).toEqual([400, VALIDATION.attendanceStatusInvalid]);
      const none = await organiser.post(`/api/events/${eventId}/attendance`, { status: 'present' });
      expect(none.status).toBe(400);
      const stranger = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: '00000000-0000-4000-8000-000000000000',
        status: 'present',
      });
      expect([stranger.status, stranger.body.message]).toEqual([404, API_ERRORS.userNotFound]);
      const missing = await organiser.get('/api/events/00000000-0000-4000-8000-000000000000/attendance');
      expect([missing.status, missing.body.message]).toEqual([404, API_ERRORS.eventNotFound]);
    });

    it('adds a walk-in as confirmed while there is room, and answers 409 when full', async () => {
      const eventId = await tonight(2);
      const booked = await person();
      await createSignup(t.db, club, eventId, booked.id);
      const walkIn = await person('clubmember', 'Wanda Walk-in');
      const res = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: walkIn.id,
        status: 'present',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ user_id: walkIn.id, name: 'Wanda Walk-in', status: 'present' });
      expect(res.body.data.signup_id).toEqual(expect.any(String));
      const [signup] = await t.db.query(`SELECT status FROM signups WHERE event_id = $1 AND user_id = $2`, [
        eventId,
        walkIn.id,
      ]);
      expect(signup.status).toBe('confirmed');

      // Full now: a waitlisted person cannot walk in past the capacity, nor can someone new.
      const waiting = await person();
      await createSignup(t.db, club, eventId, waiting.id, 'waitlisted');
      for (const who of [waiting, await person()]) {
        const full = await organiser.post(`/api/events/${eventId}/attendance`, {
          user_id: who.id,
          status: 'present',
        });
        expect([full.status, full.body.message]).toEqual([409, API_ERRORS.eventFull]);
      }
      const nl = await organiser.post(
        `/api/events/${eventId}/attendance`,
        { user_id: waiting.id, status: 'present' },
        { headers: { 'accept-language': 'nl' } },
      );
      expect(nl.body.message).toBe('Deze activiteit is vol');

      // A waitlisted person walks in once a place is free.
      await t.db.query(`DELETE FROM signups WHERE event_id = $1 AND user_id = $2`, [eventId, booked.id]);
      const now = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: waiting.id,
        status: 'present',
      });
      expect(now.status).toBe(200);
    });

    it('follows the sign-up rules for walk-ins: no guests, no absent strangers', async () => {
      const eventId = await tonight();
      const guest = await createClubUser(t.db, club, 'clubguest');
      const refused = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: guest.id,
        status: 'present',
      });
      expect([refused.status, refused.body.message]).toEqual([409, API_ERRORS.guestSignupRefused]);
      const member = await person();
      const absent = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: member.id,
        status: 'absent',
      });
      expect([absent.status, absent.body.message]).toEqual([409, API_ERRORS.absentNotSignedUp]);
      expect(
        await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1 AND user_id = $2`, [eventId, member.id]),
      ).toEqual([]);
    });

    it('is recorded from 60 minutes before the start to 14 days after the end', async () => {
      const event = await createEvent(t.db, club);
      const member = await person();
      await createSignup(t.db, club, event.id, member.id);
      const mark = () =>
        organiser.post(`/api/events/${event.id}/attendance`, { user_id: member.id, status: 'present' });

      await timeEvent(event.id, '61 minutes', '3 hours');
      const early = await mark();
      expect([early.status, early.body.message]).toEqual([409, API_ERRORS.attendanceWindow]);
      await timeEvent(event.id, '59 minutes', '3 hours');
      expect((await mark()).status).toBe(200);
      await timeEvent(event.id, '-15 days', '-14 days -1 minute');
      expect((await mark()).status).toBe(409);
      await timeEvent(event.id, '-15 days', '-13 days -23 hours');
      expect((await mark()).status).toBe(200);
    });
  });

  describe('the check-in code', () => {
    it('is one code per event, at least 64 bits, stored only as a hash, with its window', async () => {
      const event = await createEvent(t.db, club);
      await timeEvent(event.id, '3 hours', '5 hours');
      const res = await organiser.get(`/api/events/${event.id}/check-in-code`);
      expect(res.status).toBe(200);
      const { code, url, valid_from, valid_until } = res.body.data;
      expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
      // The configured public URL's scheme (http in tests) and the club's host.
      expect(url).toBe(
        `http://${club.subdomain}.${t.config.APP_DOMAIN}${t.config.PUBLIC_PORT ? `:${t.config.PUBLIC_PORT}` : ''}/events/${event.id}/check-in?code=${code}`,
      );
      const [times] = await t.db.query(
        `SELECT to_char(start_time - interval '60 minutes', 'YYYY-MM-DD"T"HH24:MI:SS') AS valid_from,
                to_char(end_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS valid_until FROM events WHERE id = $1`,
        [event.id],
      );
      expect({ valid_from, valid_until }).toEqual(times);
      expect((await organiser.get(`/api/events/${event.id}/check-in-code`)).body.data.code).toBe(code);

      const stored = await t.db.query(`SELECT * FROM event_check_in_codes WHERE event_id = $1`, [event.id]);
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(code);
    });

    it('rotates: the new code works, the old one no longer does', async () => {
      const eventId = await tonight();
      const member = await person();
      await createSignup(t.db, club, eventId, member.id);
      const old = await codeOf(eventId);
      const rotated = await organiser.post(`/api/events/${eventId}/check-in-code/rotate`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.code).not.toBe(old);
      expect(await codeOf(eventId)).toBe(rotated.body.data.code);
      const refused = await member.browser.post(`/api/events/${eventId}/check-in`, { code: old });
      expect([refused.status, refused.body.message]).toEqual([400, API_ERRORS.checkInCodeInvalid]);
      expect(
        (await member.browser.post(`/api/events/${eventId}/check-in`, { code: rotated.body.data.code }))
          .status,
      ).toBe(200);
    });
  });

  describe('self check-in', () => {
    it('checks a confirmed person in, twice is fine, and 403s anyone else', async () => {
      const eventId = await tonight();
      const member = await person('clubmember', 'Sam Self');
      await createSignup(t.db, club, eventId, member.id);
      const code = await codeOf(eventId);
      const res = await member.browser.post(`/api/events/${eventId}/check-in`, { code });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ user_id: member.id, name: 'Sam Self', status: 'present' });
      expect((await member.browser.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(200);
      expect(await statusOf(eventId, member.id)).toBe('present');

      const waiting = await person();
      await createSignup(t.db, club, eventId, waiting.id, 'waitlisted');
      const notConfirmed = await waiting.browser.post(`/api/events/${eventId}/check-in`, { code });
      expect([notConfirmed.status, notConfirmed.body.message]).toEqual([403, API_ERRORS.checkInNotConfirmed]);
      const stranger = await person();
      expect((await stranger.browser.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(403);
      // A wrong code is answered before "not confirmed".
      expect(
        (await stranger.browser.post(`/api/events/${eventId}/check-in`, { code: 'x'.repeat(16) })).status,
      ).toBe(400);
      const empty = await member.browser.post(`/api/events/${eventId}/check-in`, {});
      expect([empty.status, empty.body.errors?.code]).toEqual([400, VALIDATION.checkInCodeRequired]);
    });

    it('works from 60 minutes before the start to the end, by the database clock', async () => {
      const event = await createEvent(t.db, club);
      const member = await person();
      await createSignup(t.db, club, event.id, member.id);
      const code = await codeOf(event.id);
      const checkIn = () => member.browser.post(`/api/events/${event.id}/check-in`, { code });

      await timeEvent(event.id, '61 minutes', '3 hours');
      const early = await checkIn();
      expect([early.status, early.body.message]).toEqual([400, API_ERRORS.checkInCodeInvalid]);
      await timeEvent(event.id, '-3 hours', '-1 second');
      expect((await checkIn()).status).toBe(400);
      await timeEvent(event.id, '-3 hours', '1 second');
      expect((await checkIn()).status).toBe(200);
      await t.db.query(`DELETE FROM attendance WHERE event_id = $1`, [event.id]);
      await timeEvent(event.id, '59 minutes', '3 hours');
      expect((await checkIn()).status).toBe(200);
    });

    it('answers 429 from the 11th wrong code on, for that person and event only', async () => {
      const eventId = await tonight();
      const member = await person();
      const other = await person();
      await createSignup(t.db, club, eventId, member.id);
      await createSignup(t.db, club, eventId, other.id);
      const code = await codeOf(eventId);
      for (let i = 1; i <= 10; i++) {
        const wrong = await member.browser.post(`/api/events/${eventId}/check-in`, {
          code: `wrong-code-${i}`,
        });
        expect([i, wrong.status]).toEqual([i, 400]);
      }
      const eleventh = await member.browser.post(`/api/events/${eventId}/check-in`, {
        code: 'wrong-code-11',
      });
      expect([eleventh.status, eleventh.body.message]).toEqual([429, API_ERRORS.checkInTooManyAttempts]);
      expect((await member.browser.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(429);
      // Someone else still checks in; staff still check the locked-out person in.
      expect((await other.browser.post(`/api/events/${eventId}/check-in`, { code })).status).toBe(200);
      const byStaff = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: member.id,
        status: 'present',
      });
      expect(byStaff.status).toBe(200);
    });
  });

  describe('the clubhouse display link', () => {
    it('opens its own event, draw and check-in URL without a session, until 2 hours after the end', async () => {
      const { eventId } = await drawnEvent(t, club, { publish: true });
      await timeEvent(eventId, '-10 minutes', '110 minutes');
      const made = await organiser.post(`/api/events/${eventId}/display-link`);
      expect(made.status).toBe(200);
      const { url, expires_at } = made.body.data;
      const origin = `http://${club.subdomain}.${t.config.APP_DOMAIN}${t.config.PUBLIC_PORT ? `:${t.config.PUBLIC_PORT}` : ''}`;
      expect(url).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/clubhouse/[A-Za-z0-9_-]{43}$`));
      const [expiry] = await t.db.query(
        `SELECT (e.end_time + interval '2 hours') AT TIME ZONE c.timezone AS at
           FROM events e JOIN clubs c ON c.id = e.club_id WHERE e.id = $1`,
        [eventId],
      );
      expect(new Date(expires_at).getTime()).toBe(expiry.at.getTime());
      expect((await organiser.get(`/api/events/${eventId}/display-link`)).body.data.url).toBe(url);

      const token = url.split('/clubhouse/')[1];
      const anonymous = t.client(club.subdomain);
      const res = await anonymous.get(`/api/display/${token}`);
      expect(res.status).toBe(200);
      expect(res.body.data.event).toMatchObject({ id: eventId });
      expect(res.body.data.draw.rounds.length).toBeGreaterThan(0);
      expect(res.body.data.check_in_url).toBe(
        (await organiser.get(`/api/events/${eventId}/check-in-code`)).body.data.url,
      );

      // Another club's host, a made-up token, or after 2 hours past the end: 404.
      const elsewhere = await createClub(t.db);
      expect((await t.client(elsewhere.subdomain).get(`/api/display/${token}`)).status).toBe(404);
      const forged = await anonymous.get(`/api/display/${'A'.repeat(43)}`);
      expect([forged.status, forged.body.message]).toEqual([404, API_ERRORS.displayLinkInvalid]);
      await timeEvent(eventId, '-5 hours', '-119 minutes');
      expect((await anonymous.get(`/api/display/${token}`)).status).toBe(200);
      await timeEvent(eventId, '-5 hours', '-121 minutes');
      expect((await anonymous.get(`/api/display/${token}`)).status).toBe(404);
      await timeEvent(eventId, '-10 minutes', '110 minutes');

      // A new link replaces the old one.
      const next = await organiser.post(`/api/events/${eventId}/display-link`);
      expect(next.body.data.url).not.toBe(url);
      expect((await anonymous.get(`/api/display/${token}`)).status).toBe(404);
      expect((await anonymous.get(`/api/display/${next.body.data.url.split('/clubhouse/')[1]}`)).status).toBe(
        200,
      );
    });

    it('shows no draw before it is published, and opens only its own event', async () => {
      const first = await createEvent(t.db, club);
      const second = await createEvent(t.db, club);
      const a = (await organiser.post(`/api/events/${first.id}/display-link`)).body.data.url.split(
        '/clubhouse/',
      )[1];
      const b = (await organiser.post(`/api/events/${second.id}/display-link`)).body.data.url.split(
        '/clubhouse/',
      )[1];
      const anonymous = t.client(club.subdomain);
      const one = await anonymous.get(`/api/display/${a}`);
      expect([one.body.data.event.id, one.body.data.draw]).toEqual([first.id, null]);
      expect((await anonymous.get(`/api/display/${b}`)).body.data.event.id).toBe(second.id);
    });
  });

  describe('no-shows', () => {
    /** An event that ended `endedAgo` ago with a present check-in and an unknown confirmed person. */
    const ended = async (endedAgo: string, checkedIn = true) => {
      const event = await createEvent(t.db, club);
      const came = await person();
      const stayedAway = await person();
      await createSignup(t.db, club, event.id, came.id);
      await createSignup(t.db, club, event.id, stayedAway.id);
      await timeEvent(event.id, '-10 minutes', '1 hour');
      if (checkedIn)
        await organiser.post(`/api/events/${event.id}/attendance`, { user_id: came.id, status: 'present' });
      await t.db.query(
        `UPDATE events e SET end_time = (now() AT TIME ZONE c.timezone) - $2::interval,
                             start_time = (now() AT TIME ZONE c.timezone) - $2::interval - interval '2 hours'
           FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
        [event.id, endedAgo],
      );
      return { eventId: event.id, came, stayedAway };
    };

    it('marks confirmed people still unknown as no_show 120 minutes after an event that used check-in', async () => {
      const due = await ended('121 minutes');
      const notYet = await ended('119 minutes');
      const noCheckIn = await ended('3 hours', false);

      expect(await runJob(t, 'no-shows')).toMatch(/^[1-9]\d* no-show\(s\) recorded$/);
      expect(await statusOf(due.eventId, due.stayedAway.id)).toBe('no_show');
      expect(await statusOf(due.eventId, due.came.id)).toBe('present');
      expect(await statusOf(notYet.eventId, notYet.stayedAway.id)).toBe('unknown');
      expect(await statusOf(noCheckIn.eventId, noCheckIn.stayedAway.id)).toBe('unknown');
      // A second run changes nothing.
      const before = await t.db.query(`SELECT * FROM attendance WHERE event_id = $1 ORDER BY id`, [
        due.eventId,
      ]);
      await runJob(t, 'no-shows');
      expect(
        await t.db.query(`SELECT * FROM attendance WHERE event_id = $1 ORDER BY id`, [due.eventId]),
      ).toEqual(before);

      // Staff may correct it within 14 days of the end, not later.
      const fixed = await organiser.post(`/api/events/${due.eventId}/attendance`, {
        user_id: due.stayedAway.id,
        status: 'absent',
      });
      expect(fixed.status).toBe(200);
      expect(await statusOf(due.eventId, due.stayedAway.id)).toBe('absent');
      const old = await ended('15 days');
      await t.db.query(
        `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'no_show')`,
        [club.id, old.eventId, old.stayedAway.id],
      );
      const tooLate = await organiser.post(`/api/events/${old.eventId}/attendance`, {
        user_id: old.stayedAway.id,
        status: 'present',
      });
      expect([tooLate.status, tooLate.body.message]).toEqual([409, API_ERRORS.attendanceWindow]);
    });

    it('shows no_show in the person’s data export', async () => {
      const due = await ended('3 hours');
      await runJob(t, 'no-shows');
      const res = await due.stayedAway.browser.get('/api/me/data-export');
      expect(res.status).toBe(200);
      const { data: file } = JSON.parse(res.text);
      expect(file.attendance).toEqual([
        expect.objectContaining({ event_id: due.eventId, status: 'no_show' }),
      ]);
    });
  });

  describe('reliability', () => {
    it('shows on the club user to user managers only; nobody else sees another person’s', async () => {
      const member = await person();
      const event = await createEvent(t.db, club);
      await timeEvent(event.id, '-3 days', '-3 days +2 hours');
      await t.db.query(
        `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'no_show')`,
        [club.id, event.id, member.id],
      );
      const admin = await person('clubadmin');
      const seen = await admin.browser.get(`/api/club-users/${member.id}`);
      expect(seen.body.data.reliability).toEqual({ attended: 0, late_cancels: 0, no_shows: 1 });
      // Organisers read club users, but not their reliability; the list carries it for nobody.
      const byOrganiser = await organiser.get(`/api/club-users/${member.id}`);
      expect(byOrganiser.status).toBe(200);
      expect(byOrganiser.body.data).not.toHaveProperty('reliability');
      const list = await admin.browser.get('/api/club-users');
      expect(list.body.data.every((u: object) => !('reliability' in u))).toBe(true);
    });

    it('is a club setting, right after show_participants, fifo by default', async () => {
      const own = await createClub(t.db);
      const { browser: admin } = await browserAs(t, own, 'clubadmin');
      const res = await admin.get('/api/club/settings');
      const keys = Object.keys(res.body.data);
      expect(keys[keys.indexOf('show_participants') + 1]).toBe('waitlist_priority');
      expect(res.body.data.waitlist_priority).toBe('fifo');
      const bad = await admin.put('/api/club/settings', { waitlist_priority: 'random' });
      expect([bad.status, bad.body.errors?.waitlist_priority]).toEqual([
        400,
        VALIDATION.waitlistPriorityInvalid,
      ]);
      const put = await admin.put('/api/club/settings', { waitlist_priority: 'reliable_first' });
      expect([put.status, put.body.data.waitlist_priority]).toEqual([200, 'reliable_first']);
    });

    it.each(['fifo', 'reliable_first'] as const)(
      '%s: waitlist_position and promotions follow the club’s order',
      async (priority) => {
        const own = await createClub(t.db);
        await t.db.query(`UPDATE clubs SET waitlist_priority = $2 WHERE id = $1`, [own.id, priority]);
        const member = async () => {
          const { user, browser } = await browserAs(t, own, 'clubmember');
          return { ...user, browser };
        };
        const { browser: staff } = await browserAs(t, own, 'cluborganiser');
        const full = await createEvent(t.db, own, { capacity: 1, inDays: 5 });
        const holder = await member();
        await createSignup(t.db, own, full.id, holder.id);
        const [flaky, steady, oldSlip] = [await member(), await member(), await member()];
        // flaky missed an evening a month ago; oldSlip cancelled late 100 days ago (outside 90 days).
        const past = async (who: string, status: string, ago: string) => {
          const event = await createEvent(t.db, own);
          await t.db.query(
            `UPDATE events e SET start_time = (now() AT TIME ZONE c.timezone) - $2::interval,
                                 end_time = (now() AT TIME ZONE c.timezone) - $2::interval + interval '2 hours'
               FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
            [event.id, ago],
          );
          await t.db.query(
            `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, $4)`,
            [own.id, event.id, who, status],
          );
        };
        await past(flaky.id, 'no_show', '30 days');
        await past(oldSlip.id, 'late_cancel', '100 days');
        for (const who of [flaky, steady, oldSlip]) {
          expect((await who.browser.post('/api/signups', { event_id: full.id })).body.data.status).toBe(
            'waitlisted',
          );
        }

        const positions = async () => {
          const list = (await staff.get(`/api/signups/events/${full.id}`)).body.data as {
            user_id: string;
            waitlist_position: number | null;
          }[];
          return Object.fromEntries(list.map((s) => [s.user_id, s.waitlist_position]));
        };
        const expected =
          priority === 'fifo'
            ? { [flaky.id]: 1, [steady.id]: 2, [oldSlip.id]: 3 }
            : { [steady.id]: 1, [oldSlip.id]: 2, [flaky.id]: 3 };
        expect(await positions()).toEqual({ [holder.id]: null, ...expected });
        // The person's own view agrees.
        const own1 = (await flaky.browser.get(`/api/events/${full.id}`)).body.data.my_signup;
        expect(own1.waitlist_position).toBe(expected[flaky.id]);

        // The holder cancels: the place goes to position 1.
        const [holderSignup] = await t.db.query(
          `SELECT id FROM signups WHERE event_id = $1 AND user_id = $2`,
          [full.id, holder.id],
        );
        expect((await holder.browser.delete(`/api/signups/${holderSignup.id}`)).status).toBe(200);
        const first = priority === 'fifo' ? flaky : steady;
        const [promoted] = await t.db.query(
          `SELECT status FROM signups WHERE event_id = $1 AND user_id = $2`,
          [full.id, first.id],
        );
        expect(promoted.status).toBe('confirmed');
      },
    );

    it('counts attended, late cancellations and no-shows over 90 days; absences are excused', async () => {
      const member = await person();
      const record = async (status: string, startedAgo: string) => {
        const event = await createEvent(t.db, club);
        await timeEvent(event.id, `-${startedAgo}`, `-${startedAgo} +2 hours`);
        await t.db.query(
          `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, $4)`,
          [club.id, event.id, member.id, status],
        );
      };
      await record('present', '1 day');
      await record('present', '10 days');
      await record('absent', '5 days');
      await record('late_cancel', '20 days');
      await record('no_show', '30 days');
      await record('no_show', '89 days');
      await record('no_show', '91 days');
      await record('present', '100 days');

      const res = await member.browser.get('/api/me/reliability');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ attended: 2, late_cancels: 1, no_shows: 2 });
      // Someone new has nothing against them.
      expect((await (await person()).browser.get('/api/me/reliability')).body.data).toEqual({
        attended: 0,
        late_cancels: 0,
        no_shows: 0,
      });
    });
  });

  it('the demo seed has a finished evening with attendance and one no-show', async () => {
    const database = await createIsolatedDatabase('attendance_demo');
    const db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    try {
      expect(await seedDemoData(db)).toBe(true);
      const rows = await db.query(
        `SELECT u.email, a.status FROM attendance a
           JOIN events e ON e.id = a.event_id JOIN users u ON u.id = a.user_id
          WHERE e.name = 'Spring Mix-in' ORDER BY u.email`,
      );
      expect(rows).toEqual([
        { email: 'member@riverside.test', status: 'present' },
        { email: 'tom.baker@riverside.test', status: 'no_show' },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 60_000);
});
