import { HIDDEN_NAME_LABEL, type UserType } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  type TestClub,
  type TestUser,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * Who's coming (API.md section 13 and its decisions): every role with the club's
 * show_participants on and off, the naming rules (no name or a hidden one reads `Member`, the
 * caller always sees their own, never an e-mail), the counts, and tenancy.
 */
describe("GET /api/events/:id/participants (who's coming)", () => {
  let t: TestApp;
  let club: TestClub;
  let eventId: string;
  let named: TestUser;
  let hidden: TestUser;
  let nameless: TestUser;
  const callers = new Map<string, { user: TestUser | null; browser: HttpClient }>();

  const CLUB_ROLES = ['clubsuperadmin', 'clubadmin', 'cluborganiser', 'clubmember', 'clubguest'] as const;
  const SYSTEM_ROLES = ['systemadmin', 'systemmanager'] as const;
  const STAFF: readonly UserType[] = [...SYSTEM_ROLES, 'clubsuperadmin', 'clubadmin', 'cluborganiser'];

  const setShown = (on: boolean) =>
    t.db.query(`UPDATE clubs SET show_participants = $2 WHERE id = $1`, [club.id, on]);
  const participants = (role: string, id = eventId) =>
    callers.get(role)!.browser.get(`/api/events/${id}/participants`);

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    eventId = (await createEvent(t.db, club, { capacity: 3 })).id;
    named = await createClubUser(t.db, club, 'clubmember', undefined, 'Anna de Vries');
    hidden = await createClubUser(t.db, club, 'clubmember', undefined, 'Bram Hidden');
    await t.db.query(`UPDATE club_memberships SET show_my_name = false WHERE user_id = $1`, [hidden.id]);
    nameless = await createClubUser(t.db, club, 'clubmember', undefined, null);
    const waiting = await createClubUser(t.db, club, 'clubmember', undefined, 'Wim Waiting');
    for (const user of [named, hidden, nameless]) await createSignup(t.db, club, eventId, user.id);
    await createSignup(t.db, club, eventId, waiting.id, 'waitlisted');
    for (const role of CLUB_ROLES) callers.set(role, await browserAs(t, club, role));
    for (const role of SYSTEM_ROLES) {
      const staff = await createSystemUser(t.db, role);
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'system',
        systemUserId: staff.id,
        userType: role,
      });
      callers.set(role, { user: null, browser });
    }
  });
  afterAll(() => t.close());

  describe.each([true, false])('show_participants %s', (shown) => {
    beforeAll(() => setShown(shown));

    it.each([...CLUB_ROLES, ...SYSTEM_ROLES])('as %s', async (role) => {
      const res = await participants(role);
      expect(res.status).toBe(200);
      const staff = STAFF.includes(role);
      const seesNames = staff || (shown && role !== 'clubguest');
      expect(res.body.data).toEqual({
        confirmed: seesNames
          ? [
              { user_id: named.id, name: 'Anna de Vries' },
              // Staff see the club's record; other members see the hidden name as `Member`.
              { user_id: hidden.id, name: staff ? 'Bram Hidden' : HIDDEN_NAME_LABEL },
              { user_id: nameless.id, name: HIDDEN_NAME_LABEL },
            ]
          : null,
        confirmed_count: 3,
        waitlist_count: 1,
      });
      expect(JSON.stringify(res.body)).not.toContain('@');
    });
  });

  it('shows members their own name even when they hide it from others', async () => {
    await setShown(true);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Carla Self');
    await t.db.query(`UPDATE club_memberships SET show_my_name = false WHERE user_id = $1`, [user.id]);
    const own = await createEvent(t.db, club);
    await createSignup(t.db, club, own.id, user.id);
    await createSignup(t.db, club, own.id, hidden.id);
    const res = await browser.get(`/api/events/${own.id}/participants`);
    expect(res.body.data.confirmed).toEqual([
      { user_id: user.id, name: 'Carla Self' },
      { user_id: hidden.id, name: HIDDEN_NAME_LABEL },
    ]);
  });

  it('answers an event nobody signed up for with an empty list and zero counts', async () => {
    await setShown(true);
    const empty = await createEvent(t.db, club);
    const res = await participants('clubmember', empty.id);
    expect(res.body.data).toEqual({ confirmed: [], confirmed_count: 0, waitlist_count: 0 });
  });

  it('labels sign-ups anonymised by a departure, and gives them no user', async () => {
    await setShown(true);
    const gone = await createClubUser(t.db, club, 'clubmember', undefined, 'Dirk Gone');
    const past = await createEvent(t.db, club);
    await createSignup(t.db, club, past.id, gone.id);
    await t.db.query(
      `UPDATE signups SET user_id = NULL, anonymised = 'former_member' WHERE event_id = $1 AND user_id = $2`,
      [past.id, gone.id],
    );
    const res = await participants('clubmember', past.id);
    expect(res.body.data.confirmed).toEqual([{ user_id: null, name: 'Former member' }]);
  });

  it("answers 404 for another club's event, an unknown one and a malformed id", async () => {
    const other = await createClub(t.db);
    const theirs = await createEvent(t.db, other);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await participants('clubadmin', id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Event not found');
    }
  });

  it('answers 401 signed out', async () => {
    expect((await t.client(club.subdomain).get(`/api/events/${eventId}/participants`)).status).toBe(401);
  });

  it('is a club setting staff switch, and GET /api/club tells members', async () => {
    const admin = callers.get('clubadmin')!.browser;
    expect(
      (await admin.put('/api/club/settings', { show_participants: false })).body.data.show_participants,
    ).toBe(false);
    expect((await admin.get('/api/club')).body.data.show_participants).toBe(false);
    expect((await participants('clubmember')).body.data.confirmed).toBeNull();
    const on = await admin.put('/api/club/settings', { show_participants: true });
    expect(on.body.data.show_participants).toBe(true);
    expect((await participants('clubmember')).body.data.confirmed).toHaveLength(3);
    const bad = await admin.put('/api/club/settings', { show_participants: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ show_participants: 'Must be true or false' });
  });
});
