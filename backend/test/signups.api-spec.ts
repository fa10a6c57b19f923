import { API_ERRORS, VALIDATION, type ClubRole } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  type TestClub,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

describe('sign-ups API', () => {
  let t: TestApp;
  let club: TestClub;

  const person = async (
    role: ClubRole,
    c: TestClub = club,
  ): Promise<{ id: string; email: string; browser: HttpClient }> => {
    const { user, browser } = await browserAs(t, c, role);
    return { ...user, browser };
  };

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  describe('signing oneself up', () => {
    it('confirms a member while places are free and shows it on the event', async () => {
      const member = await person('clubmember');
      const event = await createEvent(t.db, club, { capacity: 4 });
      const res = await member.browser.post('/api/signups', { event_id: event.id });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ event_id: event.id, user_id: member.id, status: 'confirmed' });
      expect(res.body.data.signup_time).toMatch(/Z$/);

      const shown = await member.browser.get(`/api/events/${event.id}`);
      expect(shown.body.data).toMatchObject({
        signup_count: 1,
        my_signup: { id: res.body.data.id, status: 'confirmed' },
      });
    });

    it('waitlists when the event is full', async () => {
      const event = await createEvent(t.db, club, { capacity: 1 });
      const first = await person('clubmember');
      const second = await person('clubmember');
      expect((await first.browser.post('/api/signups', { event_id: event.id })).body.data.status).toBe(
        'confirmed',
      );
      expect((await second.browser.post('/api/signups', { event_id: event.id })).body.data.status).toBe(
        'waitlisted',
      );
    });

    it('refuses a second sign-up with 409', async () => {
      const member = await person('clubmember');
      const event = await createEvent(t.db, club);
      await member.browser.post('/api/signups', { event_id: event.id });
      const again = await member.browser.post('/api/signups', { event_id: event.id });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(API_ERRORS.alreadySignedUp);
    });

    it('tells a guest they may not sign up', async () => {
      const guest = await person('clubguest');
      const res = await guest.browser.post('/api/signups', { event_id: (await createEvent(t.db, club)).id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to sign up for events');
    });

    it('refuses past events, unknown and other clubs’ events, and a missing event id', async () => {
      const member = await person('clubmember');
      const past = await member.browser.post('/api/signups', {
        event_id: (await createEvent(t.db, club, { inDays: -2 })).id,
      });
      expect(past.status).toBe(409);
      expect(past.body.message).toBe(API_ERRORS.eventPast);
      const elsewhere = await createEvent(t.db, await createClub(t.db));
      expect((await member.browser.post('/api/signups', { event_id: elsewhere.id })).status).toBe(404);
      const missing = await member.browser.post('/api/signups', {});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ event_id: VALIDATION.eventIdRequired });
      expect((await member.browser.post('/api/signups', { event_id: 'abc' })).status).toBe(400);
    });
  });

  describe('cancelling one’s own sign-up', () => {
    it('lets the owner cancel, guests too, and fills the place from the waitlist', async () => {
      const event = await createEvent(t.db, club, { capacity: 1 });
      const guest = await person('clubguest');
      const waiting = await person('clubmember');
      const own = await createSignup(t.db, club, event.id, guest.id, 'confirmed');
      const queued = await createSignup(t.db, club, event.id, waiting.id, 'waitlisted');

      const res = await guest.browser.delete(`/api/signups/${own.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: own.id } });
      const [row] = await t.db.query(`SELECT status FROM signups WHERE id = $1`, [queued.id]);
      expect(row.status).toBe('confirmed');
    });

    it("answers 404 for someone else's sign-up and leaves it alone", async () => {
      const event = await createEvent(t.db, club);
      const owner = await person('clubmember');
      const other = await person('clubmember');
      const signup = await createSignup(t.db, club, event.id, owner.id);
      const res = await other.browser.delete(`/api/signups/${signup.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.signupNotFound);
      expect(await t.db.query(`SELECT 1 FROM signups WHERE id = $1`, [signup.id])).toHaveLength(1);
    });
  });

  describe('staff signing others up', () => {
    it('signs a club user up and lists the event’s sign-ups in order', async () => {
      const organiser = await person('cluborganiser');
      const a = await createClubUser(t.db, club, 'clubmember');
      const b = await createClubUser(t.db, club, 'clubadmin');
      const event = await createEvent(t.db, club, { capacity: 1 });

      const first = await organiser.browser.post('/api/signups/admin', { event_id: event.id, user_id: a.id });
      expect(first.status).toBe(201);
      expect(first.body.data.status).toBe('confirmed');
      const second = await organiser.browser.post('/api/signups/admin', {
        event_id: event.id,
        user_id: b.id,
      });
      expect(second.body.data.status).toBe('waitlisted');

      const list = await organiser.browser.get(`/api/signups/events/${event.id}`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          signup_id: first.body.data.id,
          event_id: event.id,
          user_id: a.id,
          email: a.email,
          name: a.name,
          user_type: 'clubmember',
          status: 'confirmed',
        }),
        expect.objectContaining({
          signup_id: second.body.data.id,
          user_id: b.id,
          user_type: 'clubadmin',
          status: 'waitlisted',
        }),
      ]);
    });

    it('refuses a guest (409): a guest signs up once approved as a member, and then may', async () => {
      const organiser = await person('cluborganiser');
      const guest = await createClubUser(t.db, club, 'clubguest');
      const event = await createEvent(t.db, club);
      const refused = await organiser.browser.post('/api/signups/admin', {
        event_id: event.id,
        user_id: guest.id,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: API_ERRORS.guestSignupRefused,
      });
      expect((await organiser.browser.get(`/api/signups/events/${event.id}`)).body.data).toEqual([]);
      const dutch = await organiser.browser.post(
        '/api/signups/admin',
        { event_id: event.id, user_id: guest.id },
        { headers: { 'accept-language': 'nl' } },
      );
      expect(dutch.body.message).toBe(
        'Gasten moeten eerst als lid worden goedgekeurd voordat ze ingeschreven kunnen worden',
      );

      const admin = await person('clubadmin');
      expect(
        (await admin.browser.put(`/api/club-users/${guest.id}`, { user_type: 'clubmember' })).status,
      ).toBe(200);
      const approved = await organiser.browser.post('/api/signups/admin', {
        event_id: event.id,
        user_id: guest.id,
      });
      expect(approved.status).toBe(201);
    });

    it('asks for a user when none is chosen', async () => {
      const organiser = await person('cluborganiser');
      const event = await createEvent(t.db, club);
      const res = await organiser.browser.post('/api/signups/admin', { event_id: event.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select a user to sign up.');
      expect(
        (await organiser.browser.post('/api/signups/admin', { event_id: event.id, user_id: '' })).body
          .message,
      ).toBe('Please select a user to sign up.');
    });

    it('does not sign up someone of another club, nor twice', async () => {
      const admin = await person('clubadmin');
      const event = await createEvent(t.db, club);
      const outsider = await createClubUser(t.db, await createClub(t.db), 'clubmember');
      const res = await admin.browser.post('/api/signups/admin', {
        event_id: event.id,
        user_id: outsider.id,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.userNotFound);
      const member = await createClubUser(t.db, club, 'clubmember');
      await admin.browser.post('/api/signups/admin', { event_id: event.id, user_id: member.id });
      expect(
        (await admin.browser.post('/api/signups/admin', { event_id: event.id, user_id: member.id })).status,
      ).toBe(409);
    });

    it('deletes any sign-up of the club and promotes the next in line', async () => {
      const organiser = await person('cluborganiser');
      const event = await createEvent(t.db, club, { capacity: 1 });
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => createClubUser(t.db, club, 'clubmember')));
      const sa = await createSignup(t.db, club, event.id, a.id, 'confirmed');
      const sb = await createSignup(t.db, club, event.id, b.id, 'waitlisted');
      const sc = await createSignup(t.db, club, event.id, c.id, 'waitlisted');

      expect((await organiser.browser.delete(`/api/signups/admin/${sa.id}`)).status).toBe(200);
      const rows = await t.db.query(
        `SELECT id, status FROM signups WHERE event_id = $1 ORDER BY signup_time`,
        [event.id],
      );
      expect(rows).toEqual([
        { id: sb.id, status: 'confirmed' },
        { id: sc.id, status: 'waitlisted' },
      ]);
      expect((await organiser.browser.delete(`/api/signups/admin/${sa.id}`)).status).toBe(404);
    });

    it('lets system staff manage sign-ups at any club', async () => {
      const staff = await createSystemUser(t.db, 'systemmanager');
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'system',
        systemUserId: staff.id,
        userType: 'systemmanager',
      });
      const member = await createClubUser(t.db, club, 'clubmember');
      const event = await createEvent(t.db, club);
      expect(
        (await browser.post('/api/signups/admin', { event_id: event.id, user_id: member.id })).status,
      ).toBe(201);
      expect((await browser.post('/api/signups', { event_id: event.id })).status).toBe(403);
    });
  });

  describe('reading sign-up lists', () => {
    it('lists my own sign-ups, upcoming first, with the event’s details', async () => {
      const member = await person('clubmember');
      const soon = await createEvent(t.db, club, { inDays: 1, name: 'Soon' });
      const later = await createEvent(t.db, club, { inDays: 9, name: 'Later' });
      const past = await createEvent(t.db, club, { inDays: -4, name: 'Past' });
      for (const e of [later, past, soon]) await createSignup(t.db, club, e.id, member.id);

      const res = await member.browser.get('/api/signups');
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { event_name: string }) => s.event_name)).toEqual([
        'Soon',
        'Later',
        'Past',
      ]);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        [
          'cancel_cutoff_at',
          'end_time',
          'event_description',
          'event_id',
          'event_name',
          'event_status',
          'event_type',
          'id',
          'location',
          'offer_expires_at',
          'series_id',
          'signup_time',
          'start_time',
          'status',
          'waitlist_position',
        ].sort(),
      );
      expect((await member.browser.get(`/api/signups?user_id=${member.id}`)).body.data).toHaveLength(3);
    });

    it("lets staff read anyone's sign-ups of the club but not members each other's", async () => {
      const member = await person('clubmember');
      const other = await person('clubmember');
      const organiser = await person('cluborganiser');
      await createSignup(t.db, club, (await createEvent(t.db, club)).id, member.id);

      expect((await organiser.browser.get(`/api/signups?user_id=${member.id}`)).body.data).toHaveLength(1);
      const denied = await other.browser.get(`/api/signups?user_id=${member.id}`);
      expect(denied.status).toBe(403);
      const outsider = await createClubUser(t.db, await createClub(t.db), 'clubmember');
      expect((await organiser.browser.get(`/api/signups?user_id=${outsider.id}`)).status).toBe(404);
      expect((await organiser.browser.get('/api/signups?user_id=nope')).status).toBe(400);
    });

    it('keeps an event’s sign-up list to staff and to this club', async () => {
      const member = await person('clubmember');
      const organiser = await person('cluborganiser');
      const event = await createEvent(t.db, club);
      expect((await member.browser.get(`/api/signups/events/${event.id}`)).status).toBe(403);
      const elsewhere = await createEvent(t.db, await createClub(t.db));
      expect((await organiser.browser.get(`/api/signups/events/${elsewhere.id}`)).status).toBe(404);
    });
  });
});
