import { randomUUID } from 'node:crypto';
import { API_ERRORS, VALIDATION } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  type TestClub,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const valid = {
  name: 'Wednesday Mix-in',
  description: 'Doubles, partners rotated',
  event_type: 'mixin',
  start_time: '2031-06-04T18:30:00',
  end_time: '2031-06-04T20:30:00',
  recurring_pattern: 'weekly',
  location: 'Courts 1-4',
  capacity: 16,
};

describe('events API', () => {
  let t: TestApp;
  let club: TestClub;
  let organiser: HttpClient;
  let member: HttpClient;
  let memberId: string;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    const o = await createClubUser(t.db, club, 'cluborganiser');
    const m = await createClubUser(t.db, club, 'clubmember');
    memberId = m.id;
    organiser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: o.id,
      clubId: club.id,
      userType: 'cluborganiser',
    });
    member = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: m.id,
      clubId: club.id,
      userType: 'clubmember',
    });
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('creates an event and returns it with counts', async () => {
      const res = await organiser.post('/api/events', valid);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ ...valid, signup_count: 0, waitlist_count: 0, my_signup: null });
      expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.data.created_at).toMatch(/Z$/);
    });

    it("defaults to a mix-in that does not repeat, and adds ':00' seconds", async () => {
      const res = await organiser.post('/api/events', {
        name: 'Quick hit',
        start_time: '2031-06-05T10:00',
        end_time: '2031-06-05T11:00',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        event_type: 'mixin',
        recurring_pattern: 'none',
        description: '',
        location: '',
        capacity: null,
        start_time: '2031-06-05T10:00:00',
        end_time: '2031-06-05T11:00:00',
      });
    });

    it.each([
      [{ name: '' }, 'name', VALIDATION.eventNameRequired],
      [{ name: '   ' }, 'name', VALIDATION.eventNameRequired],
      [{ name: undefined }, 'name', VALIDATION.eventNameRequired],
      [{ name: 'x'.repeat(101) }, 'name', VALIDATION.eventNameTooLong],
      [{ description: 'x'.repeat(501) }, 'description', VALIDATION.descriptionTooLong],
      [{ event_type: 'party' }, 'event_type', VALIDATION.eventTypeInvalid],
      [{ start_time: undefined }, 'start_time', VALIDATION.startTimeRequired],
      [{ start_time: '' }, 'start_time', VALIDATION.startTimeRequired],
      [{ start_time: '2031-02-30T10:00:00' }, 'start_time', VALIDATION.startTimeInvalid],
      [{ end_time: undefined }, 'end_time', VALIDATION.endTimeRequired],
      [{ end_time: '2031-06-04T18:30:00' }, 'end_time', VALIDATION.endBeforeStart],
      [{ end_time: '2031-06-04T17:00:00' }, 'end_time', VALIDATION.endBeforeStart],
      [{ recurring_pattern: 'yearly' }, 'recurring_pattern', VALIDATION.recurringPatternInvalid],
      [{ location: 'x'.repeat(201) }, 'location', VALIDATION.locationTooLong],
      [{ capacity: 0 }, 'capacity', VALIDATION.capacityInvalid],
      [{ capacity: 10001 }, 'capacity', VALIDATION.capacityInvalid],
      [{ capacity: 2.5 }, 'capacity', VALIDATION.capacityInvalid],
      [{ capacity: '12' }, 'capacity', VALIDATION.capacityInvalid],
    ])('rejects %p on %s with its message', async (change, field, message) => {
      const res = await organiser.post('/api/events', { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body.message).toBe(Object.values(res.body.errors)[0]);
    });

    it('reports every failing field at once, and the exact SPEC texts', async () => {
      const res = await organiser.post('/api/events', {});
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: 'Event name is required',
        start_time: 'Start time is required',
        end_time: 'End time is required',
      });
    });

    it.each([
      ['name', 'Mix-in\r\nBcc: everyone@example.test', VALIDATION.eventNameCharacters],
      ['name', 'Mix-in\u001b[2J', VALIDATION.eventNameCharacters],
      ['name', 'Mix-in \u202egnp.exe', VALIDATION.eventNameCharacters],
      ['name', 'Mix-in\u2066', VALIDATION.eventNameCharacters],
      ['name', 'Mix-in\u0085', VALIDATION.eventNameCharacters],
      ['name', 'Mix\tin', VALIDATION.eventNameCharacters],
      ['location', 'Court 1\rEvil', VALIDATION.locationCharacters],
      ['location', 'Court\u000b1', VALIDATION.locationCharacters],
      ['description', 'Bring balls\u000c', VALIDATION.descriptionCharacters],
      ['description', 'One\rTwo', VALIDATION.descriptionCharacters],
      ['description', '\u202dReversed', VALIDATION.descriptionCharacters],
    ])('refuses %s %j: control characters and bidirectional overrides', async (field, text, message) => {
      const res = await organiser.post('/api/events', { ...valid, recurring_pattern: 'none', [field]: text });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(res.body.message).toBe(message);
    });

    it('keeps line feeds, CRLF and tabs in a description, and right-to-left names as written', async () => {
      const res = await organiser.post('/api/events', {
        ...valid,
        recurring_pattern: 'none',
        name: 'שלום mix-in \u200f❤️',
        description: 'Doubles\r\n\tpartners rotated\nAll levels',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'שלום mix-in \u200f❤️',
        description: 'Doubles\r\n\tpartners rotated\nAll levels',
      });
    });

    it('says it in the language of the form', async () => {
      const res = await organiser.post(
        '/api/events',
        { ...valid, name: 'Mix\u0007' },
        { headers: { 'accept-language': 'nl' } },
      );
      expect(res.body.errors).toEqual({
        name: 'De naam van de activiteit bevat tekens die niet zijn toegestaan',
      });
    });

    it('rejects unknown fields', async () => {
      const res = await organiser.post('/api/events', { ...valid, club_id: club.id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ club_id: 'This field is not allowed' });
    });

    it('lets a member not create events', async () => {
      expect((await member.post('/api/events', valid)).status).toBe(403);
    });
  });

  describe('list and read', () => {
    it('lists upcoming events in start order with counts and my sign-up, past ones separately', async () => {
      const c = await createClub(t.db);
      const u = await createClubUser(t.db, c, 'clubmember');
      const other = await createClubUser(t.db, c, 'clubmember');
      const later = await createEvent(t.db, c, { inDays: 5, name: 'Later' });
      const sooner = await createEvent(t.db, c, { inDays: 2, name: 'Sooner', capacity: 1 });
      const past = await createEvent(t.db, c, { inDays: -3, name: 'Past' });
      await createSignup(t.db, c, sooner.id, other.id, 'confirmed');
      const mine = await createSignup(t.db, c, sooner.id, u.id, 'waitlisted');
      const browser = await signIn(t, t.client(c.subdomain), {
        kind: 'club',
        userId: u.id,
        clubId: c.id,
        userType: 'clubmember',
      });

      const upcoming = await browser.get('/api/events');
      expect(upcoming.status).toBe(200);
      expect(upcoming.body.data.map((e: { name: string }) => e.name)).toEqual(['Sooner', 'Later']);
      expect(upcoming.body.data[0]).toMatchObject({
        id: sooner.id,
        capacity: 1,
        signup_count: 1,
        waitlist_count: 1,
        my_signup: { id: mine.id, status: 'waitlisted' },
      });
      expect(upcoming.body.data[0].start_time).toMatch(/^\d{4}-\d{2}-\d{2}T18:00:00$/);
      expect(upcoming.body.data[1]).toMatchObject({ id: later.id, my_signup: null, signup_count: 0 });

      const pastList = await browser.get('/api/events?scope=past');
      expect(pastList.body.data.map((e: { id: string }) => e.id)).toEqual([past.id]);
      expect((await browser.get('/api/events?scope=everything')).status).toBe(400);
    });

    it('reads one event; another club’s or a malformed id is 404', async () => {
      const event = await createEvent(t.db, club);
      const res = await member.get(`/api/events/${event.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(event.id);

      const elsewhere = await createEvent(t.db, await createClub(t.db));
      const hidden = await member.get(`/api/events/${elsewhere.id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(API_ERRORS.eventNotFound);
      expect((await member.get('/api/events/not-a-uuid')).status).toBe(404);
      expect((await member.get('/api/events/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    });

    it('shows system staff the events without a sign-up of their own', async () => {
      await createEvent(t.db, club);
      const admin = await createSystemUser(t.db, 'systemmanager');
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'system',
        systemUserId: admin.id,
        userType: 'systemmanager',
      });
      const res = await browser.get('/api/events');
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.every((e: { my_signup: unknown }) => e.my_signup === null)).toBe(true);
    });
  });

  describe('update', () => {
    it('replaces the fields and keeps what the body leaves out', async () => {
      const created = (await organiser.post('/api/events', valid)).body.data;
      const res = await organiser.put(`/api/events/${created.id}`, {
        id: created.id,
        name: 'Renamed',
        start_time: '2031-06-04T19:00:00',
        end_time: '2031-06-04T21:00:00',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Renamed',
        start_time: '2031-06-04T19:00:00',
        location: 'Courts 1-4',
        capacity: 16,
      });
      const cleared = await organiser.put(`/api/events/${created.id}`, {
        ...valid,
        description: '',
        capacity: null,
      });
      expect(cleared.body.data).toMatchObject({ description: '', capacity: null });
    });

    it('refuses a body id that is not the path id', async () => {
      const event = await createEvent(t.db, club);
      const res = await organiser.put(`/api/events/${event.id}`, { ...valid, id: randomUUID() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(API_ERRORS.eventIdMismatch);
    });

    it('validates like create, end before start on end_time', async () => {
      const event = await createEvent(t.db, club);
      const res = await organiser.put(`/api/events/${event.id}`, {
        ...valid,
        end_time: '2031-06-04T10:00:00',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ end_time: 'End time must be after start time' });
    });

    it('confirms the oldest waitlisted people when capacity grows', async () => {
      const event = await createEvent(t.db, club, { capacity: 1 });
      const people = await Promise.all([1, 2, 3].map(() => createClubUser(t.db, club, 'clubmember')));
      const signups = [];
      for (const [i, p] of people.entries())
        signups.push(await createSignup(t.db, club, event.id, p.id, i === 0 ? 'confirmed' : 'waitlisted'));

      const res = await organiser.put(`/api/events/${event.id}`, { ...valid, capacity: 2 });
      expect(res.body.data).toMatchObject({ signup_count: 2, waitlist_count: 1 });
      const statuses = await t.db.query(`SELECT id, status FROM signups WHERE event_id = $1`, [event.id]);
      const byId = Object.fromEntries(statuses.map((s: { id: string; status: string }) => [s.id, s.status]));
      expect([byId[signups[0].id], byId[signups[1].id], byId[signups[2].id]]).toEqual([
        'confirmed',
        'confirmed',
        'waitlisted',
      ]);
    });

    it('refuses a capacity below the confirmed sign-ups', async () => {
      const event = await createEvent(t.db, club, { capacity: 3 });
      for (let i = 0; i < 2; i++)
        await createSignup(t.db, club, event.id, (await createClubUser(t.db, club, 'clubmember')).id);
      const res = await organiser.put(`/api/events/${event.id}`, { ...valid, capacity: 1 });
      expect(res.status).toBe(400);
      expect(res.body.errors.capacity).toBe(`${API_ERRORS.capacityBelowConfirmed} (2)`);
    });

    it('checks the characters of the values it changes only: a stored odd name does not block another edit', async () => {
      const oneOff = { ...valid, recurring_pattern: 'none' };
      const created = (await organiser.post('/api/events', oneOff)).body.data;
      // As an older release or a hand edit may have stored it.
      const odd = 'Wednesday\u000bMix-in \u202e';
      await t.db.query(`UPDATE events SET name = $2, location = $3 WHERE id = $1`, [
        created.id,
        odd,
        'Court\u0007 1',
      ]);
      const form = { ...oneOff, name: odd, location: 'Court\u0007 1' };

      const capacity = await organiser.put(`/api/events/${created.id}`, { ...form, capacity: 20 });
      expect(capacity.status).toBe(200);
      expect(capacity.body.data).toMatchObject({ name: odd, capacity: 20 });

      const renamed = await organiser.put(`/api/events/${created.id}`, {
        ...form,
        name: 'Wednesday\u000bMix',
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ name: VALIDATION.eventNameCharacters });
      const moved = await organiser.put(`/api/events/${created.id}`, { ...form, location: 'Court\u0007 2' });
      expect(moved.body.errors).toEqual({ location: VALIDATION.locationCharacters });
      const fixed = await organiser.put(`/api/events/${created.id}`, { ...form, name: 'Wednesday Mix-in' });
      expect(fixed.status).toBe(200);
      expect(fixed.body.data.name).toBe('Wednesday Mix-in');
    });

    it('checks an edit of a whole series against the date it is made from', async () => {
      const first = (await organiser.post('/api/events', valid)).body.data;
      const odd = 'Weekly\u001b mix-in';
      await t.db.query(`UPDATE events SET name = $2 WHERE series_id = $1`, [first.series_id, odd]);
      const series = (body: object) =>
        organiser.put(`/api/events/${first.id}?scope=series`, { ...valid, name: odd, ...body });
      expect((await series({ capacity: 18 })).status).toBe(200);
      const refused = await series({ name: 'Weekly\u202e mix-in' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ name: VALIDATION.eventNameCharacters });
    });

    it('does not reach another club’s event', async () => {
      const elsewhere = await createEvent(t.db, await createClub(t.db));
      expect((await organiser.put(`/api/events/${elsewhere.id}`, valid)).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('removes the event and its sign-ups', async () => {
      const event = await createEvent(t.db, club);
      await createSignup(t.db, club, event.id, memberId);
      const res = await organiser.delete(`/api/events/${event.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: event.id } });
      expect(await t.db.query(`SELECT 1 FROM signups WHERE event_id = $1`, [event.id])).toHaveLength(0);
      expect((await organiser.delete(`/api/events/${event.id}`)).status).toBe(404);
    });

    it('tells a member they may not delete events', async () => {
      const event = await createEvent(t.db, club);
      const res = await member.delete(`/api/events/${event.id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to delete this event');
    });
  });
});
