import { API_ERRORS, VALIDATION } from '@courtside/domain';
import type { TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import type { CaughtMail } from './support/mailbox';
import {
  clubIn,
  mailsOf,
  memberOf,
  runJob,
  settled,
  startNotifyingApp,
  waitForKind,
  type Member,
} from './support/notifications';
import type { TestApp } from './support/test-app';

/**
 * Waitlist offers (API.md section 13 and its decisions), over HTTP with the mails read from the
 * SMTP catcher and the offers job run as `jobs:run offers` runs it. "Now" is the database's
 * clock: events start at a distance from it, and an offer's end or a quiet-hours release is set
 * relative to it, never waited for.
 */
describe('waitlist offers', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let staff: Member;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('offers'));
    club = await clubIn(t, 'Europe/Amsterdam');
    staff = await memberOf(t, club, 'clubadmin');
    // Quiet hours off unless a test turns them on: the suite may run at any time of day.
    await t.db.query(`UPDATE clubs SET waitlist_mode = 'offer', quiet_hours = NULL WHERE id = $1`, [club.id]);
  });
  afterAll(() => drop());

  /** An event of the club starting `startsIn` (an interval) from the database's now. */
  const eventIn = async (startsIn: string, capacity: number | null, at: TestClub = club): Promise<string> => {
    const [row] = await t.db.query(
      `INSERT INTO events (club_id, name, event_type, start_time, end_time, capacity)
       SELECT c.id, 'Wednesday Mix-in', 'mixin', (now() AT TIME ZONE c.timezone) + $2::interval,
              (now() AT TIME ZONE c.timezone) + $2::interval + interval '2 hours', $3
         FROM clubs c WHERE c.id = $1
       RETURNING id`,
      [at.id, startsIn, capacity],
    );
    return row.id;
  };

  const people = async (n: number, at: TestClub = club): Promise<Member[]> =>
    Promise.all(Array.from({ length: n }, () => memberOf(t, at)));

  /** Signs each person up, in order; answers their sign-up ids. */
  const signUp = async (eventId: string, who: Member[]): Promise<string[]> => {
    const ids: string[] = [];
    for (const m of who) {
      const res = await m.browser.post('/api/signups', { event_id: eventId });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    return ids;
  };

  const signupRow = async (id: string) =>
    (
      await t.db.query(
        `SELECT status, offer_expires_at, offer_held_until, offer_token_hash,
                extract(epoch FROM offer_expires_at - now()) AS seconds_left
           FROM signups WHERE id = $1`,
        [id],
      )
    )[0];

  const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await signupRow(id)).status));

  /** As if the offer's time ran out a second ago. */
  const expire = (id: string) =>
    t.db.query(`UPDATE signups SET offer_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);

  const tokenOf = (mail: CaughtMail): string => {
    const match = /\/offers\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error(`no offer link in ${mail.text}`);
    return match[1];
  };

  const eventOf = async (browser: HttpClient, id: string) =>
    (await browser.get(`/api/events/${id}`)).body.data;

  describe('settings', () => {
    it('adds waitlist_mode, quiet_hours and offer_open_hours right after join_policy', async () => {
      const other = await clubIn(t, 'Europe/Amsterdam');
      const admin = await memberOf(t, other, 'clubadmin');
      const res = await admin.browser.get('/api/club/settings');
      expect(res.status).toBe(200);
      const keys = Object.keys(res.body.data);
      const at = keys.indexOf('join_policy');
      expect(keys.slice(at, at + 4)).toEqual([
        'join_policy',
        'waitlist_mode',
        'quiet_hours',
        'offer_open_hours',
      ]);
      expect(res.body.data).toMatchObject({
        waitlist_mode: 'auto',
        quiet_hours: '22:00-08:00',
        offer_open_hours: 2,
      });
      expect((await admin.browser.get('/api/club')).body.data.waitlist_mode).toBe('auto');

      const put = await admin.browser.put('/api/club/settings', {
        waitlist_mode: 'offer',
        quiet_hours: '23:30-07:00',
        offer_open_hours: 0,
      });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({
        waitlist_mode: 'offer',
        quiet_hours: '23:30-07:00',
        offer_open_hours: 0,
      });
      expect((await admin.browser.get('/api/club')).body.data.waitlist_mode).toBe('offer');
      const off = await admin.browser.put('/api/club/settings', { quiet_hours: null });
      expect(off.body.data).toMatchObject({ quiet_hours: null, offer_open_hours: 0, waitlist_mode: 'offer' });

      for (const [body, field, message] of [
        [{ waitlist_mode: 'sometimes' }, 'waitlist_mode', VALIDATION.waitlistModeInvalid],
        [{ quiet_hours: '22:00' }, 'quiet_hours', VALIDATION.quietHoursInvalid],
        [{ quiet_hours: '24:00-08:00' }, 'quiet_hours', VALIDATION.quietHoursInvalid],
        [{ quiet_hours: '08:00-08:00' }, 'quiet_hours', VALIDATION.quietHoursInvalid],
        [{ offer_open_hours: 49 }, 'offer_open_hours', VALIDATION.offerOpenHoursInvalid],
        [{ offer_open_hours: 1.5 }, 'offer_open_hours', VALIDATION.offerOpenHoursInvalid],
      ] as const) {
        const bad = await admin.browser.put('/api/club/settings', body);
        expect([bad.status, bad.body.errors?.[field]]).toEqual([400, message]);
      }
      // A member cannot change them.
      const member = await memberOf(t, other);
      expect((await member.browser.put('/api/club/settings', { waitlist_mode: 'auto' })).status).toBe(403);
    });
  });

  describe('one freed place', () => {
    it('is offered to the next person, who accepts; the line and counts show it', async () => {
      const eventId = await eventIn('5 days', 1);
      const [a, b, c, d] = await people(4);
      const [, bId, cId] = await signUp(eventId, [a, b, c]);
      expect((await eventOf(b.browser, eventId)).my_signup).toMatchObject({
        status: 'waitlisted',
        waitlist_position: 1,
        offer_expires_at: null,
      });
      expect((await eventOf(c.browser, eventId)).my_signup.waitlist_position).toBe(2);

      const aId = (await eventOf(a.browser, eventId)).my_signup.id;
      expect((await a.browser.delete(`/api/signups/${aId}`)).status).toBe(200);

      const offered = await signupRow(bId);
      expect(offered.status).toBe('offered');
      // 24 hours to answer when the start is 48 hours or more away.
      expect(Number(offered.seconds_left)).toBeGreaterThan(24 * 3600 - 60);
      expect(Number(offered.seconds_left)).toBeLessThanOrEqual(24 * 3600);
      const event = await eventOf(b.browser, eventId);
      expect(event).toMatchObject({ signup_count: 1, waitlist_count: 1 });
      expect(event.my_signup).toMatchObject({ status: 'offered', waitlist_position: null });
      expect(event.my_signup.offer_expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect((await eventOf(c.browser, eventId)).my_signup.waitlist_position).toBe(1);

      // While someone is offered or waitlisted, a newcomer waits, behind them.
      const [dId] = await signUp(eventId, [d]);
      expect(await statuses([dId])).toEqual(['waitlisted']);
      expect((await eventOf(d.browser, eventId)).my_signup.waitlist_position).toBe(2);

      // The lists staff and the person see carry the offer.
      const list = (await staff.browser.get(`/api/signups/events/${eventId}`)).body.data;
      expect(
        list.map((s: { status: string; waitlist_position: number | null }) => [
          s.status,
          s.waitlist_position,
        ]),
      ).toEqual([
        ['offered', null],
        ['waitlisted', 1],
        ['waitlisted', 2],
      ]);
      const own = (await b.browser.get('/api/signups')).body.data.find((s: { id: string }) => s.id === bId);
      expect(own).toMatchObject({ status: 'offered', waitlist_position: null });
      expect(own.offer_expires_at).toBe(event.my_signup.offer_expires_at);

      const mail = await waitForKind(b.email, 'waitlist_offer');
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      expect(mail.subject).toContain('A place for you');
      expect(mail.text).toContain(`/offers/${tokenOf(mail)}`);
      expect(mail.text).toMatch(/Accept it by \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d \(24 hours from now\)/);
      // Only the token's hash is kept.
      expect((await signupRow(bId)).offer_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect((await signupRow(bId)).offer_token_hash).not.toContain(tokenOf(mail));

      const accepted = await b.browser.post(`/api/signups/${bId}/accept`);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({
        id: bId,
        event_id: eventId,
        status: 'confirmed',
        offer_expires_at: null,
        waitlist_position: null,
      });
      expect(await statuses([bId, cId, dId])).toEqual(['confirmed', 'waitlisted', 'waitlisted']);
      const again = await b.browser.post(`/api/signups/${bId}/accept`);
      expect([again.status, again.body.message]).toEqual([409, API_ERRORS.noOpenOffer]);
      // Someone else's sign-up is not theirs to answer; staff may answer for them.
      expect((await c.browser.post(`/api/signups/${dId}/accept`)).status).toBe(404);
    });

    it('gives 2 hours when the start is 6-48 hours away, 30 minutes when less, never past start − 30 min', async () => {
      const windowFor = async (startsIn: string, openHours = 2) => {
        await t.db.query(`UPDATE clubs SET offer_open_hours = $2 WHERE id = $1`, [club.id, openHours]);
        const eventId = await eventIn(startsIn, 1);
        const [a, b] = await people(2);
        const [aId, bId] = await signUp(eventId, [a, b]);
        await a.browser.delete(`/api/signups/${aId}`);
        const row = await signupRow(bId);
        expect(row.status).toBe('offered');
        return Number(row.seconds_left);
      };
      const near = (seconds: number, expected: number) => {
        expect(seconds).toBeGreaterThan(expected - 60);
        expect(seconds).toBeLessThanOrEqual(expected);
      };
      near(await windowFor('10 hours'), 2 * 3600);
      near(await windowFor('3 hours'), 30 * 60);
      // No open race (0 hours): 45 minutes before the start, the offer runs to start − 30 min.
      near(await windowFor('45 minutes', 0), 15 * 60);
      await t.db.query(`UPDATE clubs SET offer_open_hours = 2 WHERE id = $1`, [club.id]);
    });
  });

  describe('capacity', () => {
    it('up offers one place each to the next people; down keeps open offers; unlimited confirms everyone waiting', async () => {
      const eventId = await eventIn('5 days', 2);
      const who = await people(6);
      const ids = await signUp(eventId, who);
      expect(await statuses(ids)).toEqual([
        'confirmed',
        'confirmed',
        'waitlisted',
        'waitlisted',
        'waitlisted',
        'waitlisted',
      ]);

      const put = async (capacity: number | null) => {
        const e = await eventOf(staff.browser, eventId);
        const res = await staff.browser.put(`/api/events/${eventId}`, {
          name: e.name,
          event_type: e.event_type,
          start_time: e.start_time,
          end_time: e.end_time,
          location: e.location,
          description: e.description,
          capacity,
        });
        expect(res.status).toBe(200);
        return res.body.data;
      };
      expect(await put(4)).toMatchObject({ signup_count: 4, waitlist_count: 2 });
      expect(await statuses(ids)).toEqual([
        'confirmed',
        'confirmed',
        'offered',
        'offered',
        'waitlisted',
        'waitlisted',
      ]);
      // A second cancellation: the next person, never a second offer to one person.
      await who[0].browser.delete(`/api/signups/${ids[0]}`);
      expect(await statuses(ids.slice(1))).toEqual([
        'confirmed',
        'offered',
        'offered',
        'offered',
        'waitlisted',
      ]);
      await waitForKind(who[4].email, 'waitlist_offer');

      // Down to the confirmed count: the open offers stay held.
      expect(await put(1)).toMatchObject({ signup_count: 4, waitlist_count: 1 });
      expect(await statuses(ids.slice(1))).toEqual([
        'confirmed',
        'offered',
        'offered',
        'offered',
        'waitlisted',
      ]);

      expect(await put(null)).toMatchObject({ signup_count: 5, waitlist_count: 0 });
      expect(await statuses(ids.slice(1))).toEqual([
        'confirmed',
        'confirmed',
        'confirmed',
        'confirmed',
        'confirmed',
      ]);
    });
  });

  describe('ending an offer', () => {
    it('past its end: accept answers 409 and nothing changes; the job ends it and offers the place on', async () => {
      const eventId = await eventIn('5 days', 1);
      const [a, b, c] = await people(3);
      const [aId, bId, cId] = await signUp(eventId, [a, b, c]);
      await a.browser.delete(`/api/signups/${aId}`);
      await expire(bId);

      const late = await b.browser.post(`/api/signups/${bId}/accept`);
      expect([late.status, late.body.message]).toEqual([409, API_ERRORS.offerExpired]);
      expect(await statuses([bId, cId])).toEqual(['offered', 'waitlisted']);

      await runJob(t, 'offers');
      expect(await statuses([bId, cId])).toEqual(['offer_ended', 'offered']);
      const ended = await waitForKind(b.email, 'waitlist_offer_ended');
      expect(ended.text).toContain('was not accepted in time');
      expect(ended.headers['list-unsubscribe']).toBeUndefined();
      await waitForKind(c.email, 'waitlist_offer');
      const still = await b.browser.post(`/api/signups/${bId}/accept`);
      expect([still.status, still.body.message]).toEqual([409, API_ERRORS.offerExpired]);

      // An ended offer is listed and counted nowhere.
      expect((await eventOf(b.browser, eventId)).my_signup).toBeNull();
      expect(await eventOf(b.browser, eventId)).toMatchObject({ signup_count: 1, waitlist_count: 0 });
      const list = (await staff.browser.get(`/api/signups/events/${eventId}`)).body.data;
      expect(list.map((s: { signup_id: string }) => s.signup_id)).toEqual([cId]);
      expect((await b.browser.get('/api/signups')).body.data.map((s: { id: string }) => s.id)).not.toContain(
        bId,
      );
    });

    it('declined: the person is told and the next one is offered', async () => {
      const eventId = await eventIn('5 days', 1);
      const [a, b, c] = await people(3);
      const [aId, bId, cId] = await signUp(eventId, [a, b, c]);
      await a.browser.delete(`/api/signups/${aId}`);
      const res = await b.browser.post(`/api/signups/${bId}/decline`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: bId, status: 'offer_ended' });
      expect(await statuses([bId, cId])).toEqual(['offer_ended', 'offered']);
      expect((await waitForKind(b.email, 'waitlist_offer_ended')).text).toContain('You declined the place');
      await waitForKind(c.email, 'waitlist_offer');
      const twice = await b.browser.post(`/api/signups/${bId}/decline`);
      expect([twice.status, twice.body.message]).toEqual([409, API_ERRORS.noOpenOffer]);
      // Staff with signups:manage answer for a person.
      const forThem = await staff.browser.post(`/api/signups/${cId}/accept`);
      expect([forThem.status, forThem.body.data.status]).toEqual([200, 'confirmed']);
    });
  });

  describe('quiet hours', () => {
    /** Quiet hours from an hour ago to `untilHours` from now, on the club's clock. */
    const quietNow = (untilHours: number) =>
      t.db.query(
        `UPDATE clubs SET quiet_hours = to_char((now() AT TIME ZONE timezone) - interval '1 hour', 'HH24:MI') || '-' ||
                                        to_char((now() AT TIME ZONE timezone) + make_interval(hours => $2), 'HH24:MI')
          WHERE id = $1`,
        [club.id, untilHours],
      );

    afterEach(() => t.db.query(`UPDATE clubs SET quiet_hours = NULL WHERE id = $1`, [club.id]));

    it('hold an offer, the place held, until they end; its time starts then', async () => {
      await quietNow(3);
      const eventId = await eventIn('5 days', 1);
      const [a, b] = await people(2);
      const [aId, bId] = await signUp(eventId, [a, b]);
      await a.browser.delete(`/api/signups/${aId}`);
      const held = await signupRow(bId);
      expect(held.status).toBe('offered');
      expect(held.offer_held_until).not.toBeNull();
      // Its 24 hours start when the quiet hours end (about 3 hours from now).
      expect(Number(held.seconds_left)).toBeGreaterThan(27 * 3600 - 120);
      expect(Number(held.seconds_left)).toBeLessThanOrEqual(27 * 3600);
      expect(await eventOf(b.browser, eventId)).toMatchObject({ signup_count: 1 });

      await runJob(t, 'offers');
      await settled(t);
      expect(await mailsOf(b.email, 'waitlist_offer')).toHaveLength(0);

      // The quiet hours end: the job mails it.
      await t.db.query(`UPDATE signups SET offer_held_until = now() - interval '1 second' WHERE id = $1`, [
        bId,
      ]);
      await runJob(t, 'offers');
      await waitForKind(b.email, 'waitlist_offer');
      expect((await signupRow(bId)).offer_held_until).toBeNull();
    });

    it('do not hold an offer that would then have less than its full time before start − offer_open_hours', async () => {
      // Ending in 4 hours, a 5-hours-away start would leave the offer (30 min from then) inside
      // the last 2 hours: it goes at once.
      await quietNow(4);
      const eventId = await eventIn('5 hours', 1);
      const [a, b] = await people(2);
      const [aId, bId] = await signUp(eventId, [a, b]);
      await a.browser.delete(`/api/signups/${aId}`);
      const row = await signupRow(bId);
      expect([row.status, row.offer_held_until]).toEqual(['offered', null]);
      expect(Number(row.seconds_left)).toBeLessThanOrEqual(30 * 60);
      await waitForKind(b.email, 'waitlist_offer');
    });
  });

  describe('the last hours', () => {
    it('within offer_open_hours, everyone waiting is told and the first accept of 20 wins', async () => {
      const eventId = await eventIn('90 minutes', 1);
      const [a, ...waiting] = await people(21);
      const [aId, ...ids] = await signUp(eventId, [a, ...waiting]);
      await a.browser.delete(`/api/signups/${aId}`);
      expect(new Set(await statuses(ids))).toEqual(new Set(['waitlisted']));
      const free = await waitForKind(waiting[19].email, 'waitlist_place_free');
      expect(free.text).toContain(`/events/${eventId}`);
      await waitForKind(waiting[0].email, 'waitlist_place_free');

      const answers = await Promise.all(
        waiting.map((m, i) => m.browser.post(`/api/signups/${ids[i]}/accept`)),
      );
      const codes = answers.map((r) => r.status);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      expect(new Set(answers.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
        new Set([API_ERRORS.placeTaken]),
      );
      expect(await eventOf(a.browser, eventId)).toMatchObject({ signup_count: 1, waitlist_count: 19 });
    });

    it('from start − 30 min, no offers at all', async () => {
      const eventId = await eventIn('20 minutes', 1);
      const [a, b] = await people(2);
      const [aId, bId] = await signUp(eventId, [a, b]);
      await a.browser.delete(`/api/signups/${aId}`);
      expect(await statuses([bId])).toEqual(['waitlisted']);
      const accept = await b.browser.post(`/api/signups/${bId}/accept`);
      expect([accept.status, accept.body.message]).toEqual([409, API_ERRORS.noOpenOffer]);
      expect((await eventOf(b.browser, eventId)).my_signup).toMatchObject({
        status: 'waitlisted',
        waitlist_position: 1,
      });
      await settled(t);
      expect(await mailsOf(b.email, 'waitlist_offer')).toHaveLength(0);
      expect(await mailsOf(b.email, 'waitlist_place_free')).toHaveLength(0);
    });
  });

  describe('the offer link', () => {
    it('shows the offer without a session, and accepts once', async () => {
      const eventId = await eventIn('5 days', 1);
      const [a, b] = await people(2);
      const [aId, bId] = await signUp(eventId, [a, b]);
      await a.browser.delete(`/api/signups/${aId}`);
      const token = tokenOf(await waitForKind(b.email, 'waitlist_offer'));
      const anonymous = t.client(club.subdomain);

      const shown = await anonymous.get(`/api/offers/${token}`);
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject({ status: 'offered', event: { id: eventId } });
      expect(shown.body.data.offer_expires_at).toMatch(/Z$/);
      expect(shown.body.data.event.my_signup).toMatchObject({ id: bId, status: 'offered' });
      // Looking changes nothing.
      expect(await statuses([bId])).toEqual(['offered']);

      const accepted = await anonymous.post(`/api/offers/${token}/accept`);
      expect([accepted.status, accepted.body.data.status]).toEqual([200, 'confirmed']);
      for (const again of [
        await anonymous.post(`/api/offers/${token}/accept`),
        await anonymous.post(`/api/offers/${token}/decline`),
        await anonymous.get(`/api/offers/${token}`),
      ])
        expect([again.status, again.body.message]).toEqual([404, API_ERRORS.offerLinkInvalid]);
      expect((await anonymous.get('/api/offers/not-a-token')).status).toBe(404);
      // A token opens offers of its own club only.
      const elsewhere = await clubIn(t, 'Europe/Amsterdam');
      expect((await t.client(elsewhere.subdomain).get(`/api/offers/${token}`)).status).toBe(404);
    });

    it('declines once, and expires with the offer', async () => {
      const eventId = await eventIn('5 days', 1);
      const [a, b, c] = await people(3);
      const [aId, bId, cId] = await signUp(eventId, [a, b, c]);
      await a.browser.delete(`/api/signups/${aId}`);
      const token = tokenOf(await waitForKind(b.email, 'waitlist_offer'));
      const anonymous = t.client(club.subdomain);
      const declined = await anonymous.post(`/api/offers/${token}/decline`);
      expect([declined.status, declined.body.data.status]).toEqual([200, 'offer_ended']);
      expect((await anonymous.post(`/api/offers/${token}/decline`)).status).toBe(404);

      const cToken = tokenOf(await waitForKind(c.email, 'waitlist_offer'));
      await expire(cId);
      const late = await anonymous.post(`/api/offers/${cToken}/accept`);
      expect([late.status, late.body.message]).toEqual([409, API_ERRORS.offerExpired]);
      await runJob(t, 'offers');
      expect((await anonymous.get(`/api/offers/${cToken}`)).status).toBe(404);
      expect(await statuses([bId, cId])).toEqual(['offer_ended', 'offer_ended']);
    });
  });

  it('cancelling the event ends open offers; their holders get the cancellation mail', async () => {
    const eventId = await eventIn('5 days', 1);
    const [a, b, c] = await people(3);
    const [aId, bId, cId] = await signUp(eventId, [a, b, c]);
    await a.browser.delete(`/api/signups/${aId}`);
    expect((await staff.browser.post(`/api/events/${eventId}/cancel`)).status).toBe(200);
    expect(await statuses([bId, cId])).toEqual(['offer_ended', 'waitlisted']);
    await waitForKind(b.email, 'event_cancelled');
    await waitForKind(c.email, 'event_cancelled');
    const accept = await b.browser.post(`/api/signups/${bId}/accept`);
    expect(accept.status).toBe(409);

    // Reinstated, its free place is offered on by the job.
    expect((await staff.browser.post(`/api/events/${eventId}/reinstate`)).status).toBe(200);
    expect(await statuses([bId, cId])).toEqual(['offer_ended', 'waitlisted']);
    await runJob(t, 'offers');
    expect(await statuses([bId, cId])).toEqual(['offer_ended', 'offered']);
    await runJob(t, 'offers');
    await settled(t);
    expect(await mailsOf(c.email, 'waitlist_offer')).toHaveLength(1);
  });

  it('a change of waitlist_mode applies to places freed afterwards', async () => {
    const other = await clubIn(t, 'Europe/Amsterdam');
    const admin = await memberOf(t, other, 'clubadmin');
    await admin.browser.put('/api/club/settings', { quiet_hours: null });
    const eventId = await eventIn('5 days', 1, other);
    const who = await people(4, other);
    const ids = await signUp(eventId, who);
    await who[0].browser.delete(`/api/signups/${ids[0]}`);
    expect(await statuses(ids.slice(1))).toEqual(['confirmed', 'waitlisted', 'waitlisted']);

    await admin.browser.put('/api/club/settings', { waitlist_mode: 'offer' });
    await who[1].browser.delete(`/api/signups/${ids[1]}`);
    expect(await statuses(ids.slice(2))).toEqual(['offered', 'waitlisted']);

    // Back to auto: the open offer stays; the next freed place confirms.
    await admin.browser.put('/api/club/settings', { waitlist_mode: 'auto' });
    expect(await statuses(ids.slice(2))).toEqual(['offered', 'waitlisted']);
    await who[2].browser.post(`/api/signups/${ids[2]}/decline`);
    expect(await statuses(ids.slice(3))).toEqual(['confirmed']);
  });

  it('the job run twice at once makes one offer for one freed place', async () => {
    const eventId = await eventIn('5 days', 1);
    const [a, b, c, d] = await people(4);
    const [aId, bId, cId, dId] = await signUp(eventId, [a, b, c, d]);
    await a.browser.delete(`/api/signups/${aId}`);
    await expire(bId);
    await Promise.all([runJob(t, 'offers'), runJob(t, 'offers')]);
    expect(await statuses([bId, cId, dId])).toEqual(['offer_ended', 'offered', 'waitlisted']);
    await runJob(t, 'offers');
    await settled(t);
    expect(await mailsOf(b.email, 'waitlist_offer_ended')).toHaveLength(1);
    expect(await mailsOf(c.email, 'waitlist_offer')).toHaveLength(1);
    expect(await mailsOf(d.email, 'waitlist_offer')).toHaveLength(0);
  });
});
