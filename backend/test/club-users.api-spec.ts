import { API_ERRORS, LIMITS, VALIDATION, type ClubRole, type SystemRole } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  uniqueEmail,
  type TestClub,
  type TestUser,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { loginToClub } from './support/login';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('club users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  /** A person of `club` with a session there (no mail round trip). */
  async function member(
    club: TestClub,
    role: ClubRole,
    email?: string,
  ): Promise<TestUser & { browser: HttpClient }> {
    const user = await createClubUser(t.db, club, role, email);
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: user.id,
      clubId: club.id,
      userType: role,
    });
    return { ...user, browser };
  }

  /** System staff with a system session, acting on `club`'s host. */
  async function staff(club: TestClub, role: SystemRole = 'systemadmin'): Promise<HttpClient> {
    const user = await createSystemUser(t.db, role);
    return signIn(t, t.client(club.subdomain), { kind: 'system', systemUserId: user.id, userType: role });
  }

  const typeOf = async (club: TestClub, userId: string): Promise<string | undefined> =>
    (
      await t.db.query(`SELECT user_type FROM club_memberships WHERE club_id = $1 AND user_id = $2`, [
        club.id,
        userId,
      ])
    )[0]?.user_type;

  const superAdminCount = async (club: TestClub): Promise<number> =>
    (
      await t.db.query(
        `SELECT count(*)::int AS n FROM club_memberships WHERE club_id = $1 AND user_type = 'clubsuperadmin'`,
        [club.id],
      )
    )[0].n;

  const signedIn = async (browser: HttpClient): Promise<boolean> =>
    (await browser.post('/api/auth/verify')).body.authenticated;

  describe('listing and reading', () => {
    it("lists this club's users, ordered by email, in the ClubUser shape", async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const organiser = await member(club, 'cluborganiser');
      const carl = await createClubUser(t.db, club, 'clubmember', uniqueEmail('carl'));
      const anna = await createClubUser(t.db, club, 'clubguest', uniqueEmail('anna'));
      const bob = await createClubUser(t.db, club, 'clubadmin', uniqueEmail('bob'));
      const outsider = await createClubUser(t.db, other, 'clubmember', uniqueEmail('aaron'));

      const res = await organiser.browser.get('/api/club-users');
      expect(res.status).toBe(200);
      const emails = res.body.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual([anna.email, bob.email, carl.email, organiser.email]);
      expect(emails).not.toContain(outsider.email);
      expect(res.body.data[0]).toEqual({
        id: anna.id,
        email: anna.email,
        name: 'Test clubguest',
        user_type: 'clubguest',
        created_at: expect.stringMatching(ISO_UTC),
        level: null,
        level_set_by_staff: false,
        member_number: null,
        phone: null,
        invited_at: null,
        last_seen_on: null,
      });
    });

    it('reads one user, and answers 404 for anyone not in this club or a malformed id', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const organiser = await member(club, 'cluborganiser');
      const guest = await createClubUser(t.db, club, 'clubguest');
      const outsider = await createClubUser(t.db, other, 'clubadmin');

      const res = await organiser.browser.get(`/api/club-users/${guest.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          id: guest.id,
          email: guest.email,
          name: guest.name,
          user_type: 'clubguest',
          created_at: expect.stringMatching(ISO_UTC),
          level: null,
          level_set_by_staff: false,
          member_number: null,
          phone: null,
          invited_at: null,
          last_seen_on: null,
        },
      });

      for (const id of [outsider.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
        const missing = await organiser.browser.get(`/api/club-users/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: API_ERRORS.userNotFound,
        });
      }
    });

    it("cannot change or remove another club's user: 404, and they stay as they were", async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const admin = await staff(club);
      const outsider = await createClubUser(t.db, other, 'clubmember');

      const put = await admin.put(`/api/club-users/${outsider.id}`, { user_type: 'clubguest' });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe(API_ERRORS.userNotFound);
      const del = await admin.delete(`/api/club-users/${outsider.id}`);
      expect(del.status).toBe(404);
      expect((await admin.put('/api/club-users/not-a-uuid', { name: 'x' })).status).toBe(404);
      expect((await admin.delete('/api/club-users/not-a-uuid')).status).toBe(404);
      expect(await typeOf(other, outsider.id)).toBe('clubmember');
    });

    it('is for staff on a club host', async () => {
      const club = await createClub(t.db);
      const plain = await member(club, 'clubmember');
      const denied = await plain.browser.get('/api/club-users');
      expect(denied.status).toBe(403);
      const apex = await t.client(null).get('/api/club-users');
      expect(apex.status).toBe(404);
      expect(apex.body.message).toBe(API_ERRORS.clubNotFound);
    });
  });

  it('is described in the OpenAPI document, replies wrapped in data', async () => {
    const doc = (await t.client(null).get('/api/docs-json')).body;
    const list = doc.paths['/api/club-users'].get;
    expect(list.tags).toEqual(['club-users']);
    expect(list.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ClubUsersListView',
    });
    expect(doc.components.schemas.ClubUsersListView.properties.data.items).toEqual({
      $ref: '#/components/schemas/ClubUserView',
    });
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'cursor',
      'limit',
      'q',
      'sort',
      'user_type',
    ]);
    expect(Object.keys(doc.paths['/api/club-users/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.paths['/api/club-users/{id}'].put.responses['409'].description).toContain(
      API_ERRORS.lastSuperAdmin,
    );
  });

  describe('creating', () => {
    it('adds a clubguest by default, with the email trimmed and lower-cased', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const email = uniqueEmail('new');

      const res = await admin.browser.post('/api/club-users', {
        email: `  ${email.toUpperCase()} `,
        name: ' Jane ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        data: {
          id: expect.any(String),
          email,
          name: 'Jane',
          user_type: 'clubguest',
          created_at: expect.stringMatching(ISO_UTC),
          level: null,
          level_set_by_staff: false,
          member_number: null,
          phone: null,
          // Invited as they were added (invite defaults to true).
          invited_at: expect.stringMatching(ISO_UTC),
          last_seen_on: null,
        },
      });
      const read = await admin.browser.get(`/api/club-users/${res.body.data.id}`);
      // The one read adds the person's reliability for user managers (API.md section 14).
      expect(read.body.data).toEqual({
        ...res.body.data,
        reliability: { attended: 0, late_cancels: 0, no_shows: 0 },
      });

      const nameless = await admin.browser.post('/api/club-users', {
        email: uniqueEmail('nameless'),
        name: '',
        user_type: 'cluborganiser',
      });
      expect(nameless.status).toBe(201);
      expect(nameless.body.data).toMatchObject({ name: null, user_type: 'cluborganiser' });
    });

    it('rejects bad fields with the exact texts', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, 'email', VALIDATION.emailInvalid],
        [{ email: 'not-an-email' }, 'email', VALIDATION.emailInvalid],
        [{ email: 42 }, 'email', VALIDATION.emailInvalid],
        [{ email: uniqueEmail(), name: 'x'.repeat(LIMITS.userName + 1) }, 'name', VALIDATION.nameTooLong],
        [{ email: uniqueEmail(), name: 7 }, 'name', VALIDATION.nameInvalid],
        [{ email: uniqueEmail(), user_type: 'systemadmin' }, 'user_type', VALIDATION.userTypeInvalid],
        [{ email: uniqueEmail(), user_type: null }, 'user_type', VALIDATION.userTypeInvalid],
        [{ email: uniqueEmail(), role: 'clubmember' }, 'role', VALIDATION.unknownProperty],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin.browser.post('/api/club-users', body);
        expect({ body, status: res.status, reply: res.body }).toEqual({
          body,
          status: 400,
          reply: { statusCode: 400, error: 'Bad Request', message, errors: { [field]: message } },
        });
      }
      const ok = await admin.browser.post('/api/club-users', {
        email: uniqueEmail(),
        name: 'x'.repeat(LIMITS.userName),
      });
      expect(ok.status).toBe(201);
    });

    it('answers 409 for someone already in the club, however the email is written', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const existing = await createClubUser(t.db, club, 'clubmember');

      const res = await admin.browser.post('/api/club-users', { email: existing.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: API_ERRORS.userExists });
      expect(await typeOf(club, existing.id)).toBe('clubmember');
    });

    it('lets exactly one of several racing creates of one person win', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const email = uniqueEmail('racer');
      const results = await Promise.all(
        Array.from({ length: 6 }, () => admin.browser.post('/api/club-users', { email })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    });

    it('adds a person known at another club without revealing or changing what that club entered', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const otherAdmin = await member(other, 'clubadmin');
      const named = await createClubUser(t.db, other, 'clubmember', uniqueEmail('known'), 'Their Own Name');

      const nameless = await admin.browser.post('/api/club-users', { email: named.email });
      expect(nameless.status).toBe(201);
      // The global id is the person's (API.md 5); the name is this club's own, and it has none yet.
      expect(nameless.body.data).toEqual({
        id: named.id,
        email: named.email,
        name: null,
        user_type: 'clubguest',
        created_at: expect.stringMatching(ISO_UTC),
        level: null,
        level_set_by_staff: false,
        member_number: null,
        phone: null,
        // Invited as they were added (invite defaults to true).
        invited_at: expect.stringMatching(ISO_UTC),
        last_seen_on: null,
      });
      expect(JSON.stringify(nameless.body)).not.toContain('Their Own Name');
      expect((await admin.browser.get(`/api/club-users/${named.id}`)).body.data.name).toBeNull();

      const renamed = await admin.browser.put(`/api/club-users/${named.id}`, { name: 'Renamed Here' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data.name).toBe('Renamed Here');
      // The other club still sees its own record, in its list, its detail and its sign-up lists.
      expect((await otherAdmin.browser.get(`/api/club-users/${named.id}`)).body.data.name).toBe(
        'Their Own Name',
      );
      const otherList = (await otherAdmin.browser.get('/api/club-users')).body.data;
      expect(otherList.find((u: { id: string }) => u.id === named.id).name).toBe('Their Own Name');
      const event = await createEvent(t.db, other);
      await createSignup(t.db, other, event.id, named.id);
      const signups = (await otherAdmin.browser.get(`/api/signups/events/${event.id}`)).body.data;
      expect(signups[0].name).toBe('Their Own Name');
      // And their session there names them as that club knows them.
      const session = await signIn(t, t.client(other.subdomain), {
        kind: 'club',
        userId: named.id,
        clubId: other.id,
        userType: 'clubmember',
      });
      expect((await session.post('/api/auth/verify')).body.user.name).toBe('Their Own Name');
      expect((await otherAdmin.browser.get(`/api/club-users/${named.id}`)).body.data.user_type).toBe(
        'clubmember',
      );
    });

    it('gives a person added with a name that name at this club only', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const named = await createClubUser(t.db, other, 'clubmember', uniqueEmail('known'), 'Original');
      const created = await admin.browser.post('/api/club-users', {
        email: named.email,
        name: 'Someone Else',
        user_type: 'clubmember',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        id: named.id,
        name: 'Someone Else',
        user_type: 'clubmember',
      });
      const [row] = await t.db.query(
        `SELECT name FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [other.id, named.id],
      );
      expect(row.name).toBe('Original');
    });
  });

  describe('club admin types', () => {
    it('keeps a clubadmin from granting, changing or removing clubadmin and clubsuperadmin', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const otherAdmin = await createClubUser(t.db, club, 'clubadmin');
      const owner = await createClubUser(t.db, club, 'clubsuperadmin');
      const plain = await createClubUser(t.db, club, 'clubmember');
      const forbidden = { statusCode: 403, error: 'Forbidden', message: API_ERRORS.manageAdminsForbidden };

      const attempts = [
        () => admin.browser.post('/api/club-users', { email: uniqueEmail(), user_type: 'clubadmin' }),
        () => admin.browser.post('/api/club-users', { email: uniqueEmail(), user_type: 'clubsuperadmin' }),
        () => admin.browser.put(`/api/club-users/${plain.id}`, { user_type: 'clubadmin' }),
        () => admin.browser.put(`/api/club-users/${otherAdmin.id}`, { name: 'Renamed' }),
        () => admin.browser.put(`/api/club-users/${owner.id}`, { user_type: 'clubmember' }),
        () => admin.browser.put(`/api/club-users/${admin.id}`, { name: 'Myself' }),
        () => admin.browser.delete(`/api/club-users/${otherAdmin.id}`),
        () => admin.browser.delete(`/api/club-users/${owner.id}`),
      ];
      for (const attempt of attempts) {
        const res = await attempt();
        expect(res.status).toBe(403);
        expect(res.body).toEqual(forbidden);
      }
      expect(await typeOf(club, plain.id)).toBe('clubmember');
      expect(await typeOf(club, otherAdmin.id)).toBe('clubadmin');
      expect(await typeOf(club, owner.id)).toBe('clubsuperadmin');

      // Everyone else is theirs to manage.
      const organiser = await admin.browser.put(`/api/club-users/${plain.id}`, {
        user_type: 'cluborganiser',
      });
      expect(organiser.status).toBe(200);
    });

    it('lets a clubsuperadmin grant, change and remove them', async () => {
      const club = await createClub(t.db);
      const owner = await member(club, 'clubsuperadmin');
      const plain = await createClubUser(t.db, club, 'clubmember');

      const created = await owner.browser.post('/api/club-users', {
        email: uniqueEmail(),
        user_type: 'clubadmin',
      });
      expect(created.status).toBe(201);
      expect(created.body.data.user_type).toBe('clubadmin');

      const promoted = await owner.browser.put(`/api/club-users/${plain.id}`, {
        user_type: 'clubsuperadmin',
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data.user_type).toBe('clubsuperadmin');

      const removed = await owner.browser.delete(`/api/club-users/${created.body.data.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ data: { id: created.body.data.id } });
    });

    it('lets system staff do the same on the club host', async () => {
      const club = await createClub(t.db);
      const sysadmin = await staff(club, 'systemadmin');
      const sysmanager = await staff(club, 'systemmanager');
      const admin = await createClubUser(t.db, club, 'clubadmin');

      const owner = await sysadmin.post('/api/club-users', {
        email: uniqueEmail(),
        user_type: 'clubsuperadmin',
      });
      expect(owner.status).toBe(201);
      const demoted = await sysmanager.put(`/api/club-users/${admin.id}`, { user_type: 'clubmember' });
      expect(demoted.status).toBe(200);
      const created = await sysmanager.post('/api/club-users', {
        email: uniqueEmail(),
        user_type: 'clubadmin',
      });
      expect(created.status).toBe(201);
      expect((await sysadmin.delete(`/api/club-users/${created.body.data.id}`)).status).toBe(200);
    });
  });

  describe('promoting and editing', () => {
    it('promotes a guest to member with their unchanged email and name, ending their session here only', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const guest = await createClubUser(t.db, club, 'clubguest');
      await createClubUser(t.db, other, 'clubmember', guest.email);
      const guestHere = await loginToClub(t.client(club.subdomain), guest.email);
      const guestThere = await loginToClub(t.client(other.subdomain), guest.email);
      expect(await signedIn(guestHere)).toBe(true);

      const res = await admin.browser.put(`/api/club-users/${guest.id}`, {
        user_type: 'clubmember',
        email: guest.email,
        name: guest.name,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: {
          id: guest.id,
          email: guest.email,
          name: guest.name,
          user_type: 'clubmember',
          created_at: expect.stringMatching(ISO_UTC),
          level: null,
          level_set_by_staff: false,
          member_number: null,
          phone: null,
          invited_at: null,
          // The guest signed in above: today's club day.
          last_seen_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
      expect(await signedIn(guestHere)).toBe(false);
      expect(await signedIn(guestThere)).toBe(true);
    });

    it('keeps sessions when nothing that matters for them changes', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const plain = await member(club, 'clubmember');

      const same = await admin.browser.put(`/api/club-users/${plain.id}`, {
        email: plain.email.toUpperCase(),
        name: plain.name,
        user_type: 'clubmember',
      });
      expect(same.status).toBe(200);
      const renamed = await admin.browser.put(`/api/club-users/${plain.id}`, { name: '  Pat  ' });
      expect(renamed.body.data).toMatchObject({ email: plain.email, name: 'Pat', user_type: 'clubmember' });
      expect(await signedIn(plain.browser)).toBe(true);

      const cleared = await admin.browser.put(`/api/club-users/${plain.id}`, { name: null });
      expect(cleared.body.data.name).toBeNull();
    });

    it('rejects bad fields with the exact texts', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const plain = await createClubUser(t.db, club, 'clubmember');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: 'nope' }, 'email', VALIDATION.emailInvalid],
        [{ email: null }, 'email', VALIDATION.emailInvalid],
        [{ name: 'x'.repeat(LIMITS.userName + 1) }, 'name', VALIDATION.nameTooLong],
        [{ user_type: 'systemmanager' }, 'user_type', VALIDATION.userTypeInvalid],
        [{ user_type: null }, 'user_type', VALIDATION.userTypeInvalid],
        [{ id: plain.id }, 'id', VALIDATION.unknownProperty],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin.browser.put(`/api/club-users/${plain.id}`, body);
        expect({ body, status: res.status, errors: res.body.errors }).toEqual({
          body,
          status: 400,
          errors: { [field]: message },
        });
      }
    });

    it('refuses control characters and bidirectional overrides in a name it sets, not in one it keeps', async () => {
      const club = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      for (const name of ['Sam\r\nBcc: all@example.test', 'Sam\u001b', 'Sam \u202eevil', 'Sam\u2069']) {
        const created = await admin.browser.post('/api/club-users', { email: uniqueEmail(), name });
        expect({ name, status: created.status, errors: created.body.errors }).toEqual({
          name,
          status: 400,
          errors: { name: VALIDATION.nameCharacters },
        });
      }
      const plain = await createClubUser(t.db, club, 'clubguest');
      // As an older release or a hand edit may have stored it.
      const odd = 'Sam\u0007 Odd';
      await t.db.query(`UPDATE club_memberships SET name = $3 WHERE club_id = $1 AND user_id = $2`, [
        club.id,
        plain.id,
        odd,
      ]);
      const promoted = await admin.browser.put(`/api/club-users/${plain.id}`, {
        name: odd,
        user_type: 'clubmember',
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data).toMatchObject({ name: odd, user_type: 'clubmember' });
      const renamed = await admin.browser.put(`/api/club-users/${plain.id}`, { name: 'Sam\u0007 Other' });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ name: VALIDATION.nameCharacters });
      expect(
        (await admin.browser.put(`/api/club-users/${plain.id}`, { name: 'Sam Odd' })).body.data.name,
      ).toBe('Sam Odd');
    });

    it('lets a super admin demote themselves while another remains, but not a clubadmin touch their own admin membership', async () => {
      const club = await createClub(t.db);
      const owner = await createClubUser(t.db, club, 'clubsuperadmin');
      const admin = await member(club, 'clubadmin');
      const res = await admin.browser.put(`/api/club-users/${admin.id}`, { user_type: 'clubmember' });
      // Touching a clubadmin needs manage-admins, even one's own membership.
      expect(res.status).toBe(403);

      const second = await member(club, 'clubsuperadmin');
      const self = await second.browser.put(`/api/club-users/${second.id}`, { user_type: 'clubmember' });
      expect(self.status).toBe(200);
      expect(await signedIn(second.browser)).toBe(false);
      expect(await typeOf(club, owner.id)).toBe('clubsuperadmin');
    });
  });

  describe('the last club super admin', () => {
    it('cannot be demoted or removed, by themselves or by system staff', async () => {
      const club = await createClub(t.db);
      const owner = await member(club, 'clubsuperadmin');
      const sysadmin = await staff(club);
      const conflict = { statusCode: 409, error: 'Conflict', message: API_ERRORS.lastSuperAdmin };

      expect(
        (await owner.browser.put(`/api/club-users/${owner.id}`, { user_type: 'clubadmin' })).body,
      ).toEqual(conflict);
      expect((await sysadmin.put(`/api/club-users/${owner.id}`, { user_type: 'clubmember' })).body).toEqual(
        conflict,
      );
      expect((await owner.browser.delete(`/api/club-users/${owner.id}`)).body).toEqual(conflict);
      expect((await sysadmin.delete(`/api/club-users/${owner.id}`)).body).toEqual(conflict);
      expect(await typeOf(club, owner.id)).toBe('clubsuperadmin');

      // Other changes to them are fine.
      const renamed = await owner.browser.put(`/api/club-users/${owner.id}`, {
        name: 'The Owner',
        user_type: 'clubsuperadmin',
      });
      expect(renamed.status).toBe(200);
    });

    it('survives two super admins demoting each other at once: exactly one succeeds', async () => {
      const club = await createClub(t.db);
      const a = await member(club, 'clubsuperadmin');
      const b = await member(club, 'clubsuperadmin');

      const [ab, ba] = await Promise.all([
        a.browser.put(`/api/club-users/${b.id}`, { user_type: 'clubmember' }),
        b.browser.put(`/api/club-users/${a.id}`, { user_type: 'clubmember' }),
      ]);
      const statuses = [ab.status, ba.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser is refused by the rule, or already lost the rights (or the session) to ask.
      expect([409, 403, 401]).toContain(statuses.find((s) => s !== 200));
      expect(await superAdminCount(club)).toBe(1);
    });

    it('survives racing demotions and removals of every super admin: one always stays', async () => {
      const club = await createClub(t.db);
      const sysadmin = await staff(club);
      const owners = await Promise.all([1, 2, 3].map(() => createClubUser(t.db, club, 'clubsuperadmin')));

      const demotions = await Promise.all(
        owners.map((o) => sysadmin.put(`/api/club-users/${o.id}`, { user_type: 'clubadmin' })),
      );
      expect(demotions.map((r) => r.status).sort()).toEqual([200, 200, 409]);
      expect(demotions.find((r) => r.status === 409)!.body.message).toBe(API_ERRORS.lastSuperAdmin);
      expect(await superAdminCount(club)).toBe(1);

      const more = await Promise.all([1, 2].map(() => createClubUser(t.db, club, 'clubsuperadmin')));
      const [{ user_id: remaining }] = await t.db.query(
        `SELECT user_id FROM club_memberships WHERE club_id = $1 AND user_type = 'clubsuperadmin' AND NOT (user_id = ANY($2))`,
        [club.id, more.map((m) => m.id)],
      );
      const removals = await Promise.all(
        [remaining, ...more.map((m) => m.id)].map((id) => sysadmin.delete(`/api/club-users/${id}`)),
      );
      expect(removals.map((r) => r.status).sort()).toEqual([200, 200, 409]);
      expect(await superAdminCount(club)).toBe(1);
    });
  });

  describe('changing an email', () => {
    it('changes the login address of someone only in this club and ends their session here', async () => {
      const club = await createClub(t.db);
      const owner = await member(club, 'clubsuperadmin');
      const plain = await member(club, 'clubmember');
      const email = uniqueEmail('changed');

      const res = await owner.browser.put(`/api/club-users/${plain.id}`, {
        email: ` ${email.toUpperCase()}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: plain.id, email, user_type: 'clubmember' });
      expect(await signedIn(plain.browser)).toBe(false);
      expect(await signedIn(await loginToClub(t.client(club.subdomain), email))).toBe(true);
    });

    it('leaves the address of someone of other clubs to system staff', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const owner = await member(club, 'clubsuperadmin');
      const shared = await createClubUser(t.db, club, 'clubmember');
      await createClubUser(t.db, other, 'clubsuperadmin', shared.email);

      const refused = await owner.browser.put(`/api/club-users/${shared.id}`, {
        email: uniqueEmail('takeover'),
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(API_ERRORS.emailSharedAcrossClubs);
      expect((await owner.browser.get(`/api/club-users/${shared.id}`)).body.data.email).toBe(shared.email);

      const email = uniqueEmail('by-staff');
      const allowed = await (await staff(club)).put(`/api/club-users/${shared.id}`, { email });
      expect(allowed.status).toBe(200);
      expect(allowed.body.data.email).toBe(email);
    });

    it("refuses another user's address", async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const owner = await member(club, 'clubsuperadmin');
      const plain = await createClubUser(t.db, club, 'clubmember');
      const neighbour = await createClubUser(t.db, club, 'clubguest');
      const stranger = await createClubUser(t.db, other, 'clubmember');

      for (const taken of [neighbour.email, stranger.email.toUpperCase()]) {
        const res = await owner.browser.put(`/api/club-users/${plain.id}`, { email: taken });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(API_ERRORS.emailTaken);
      }
      expect((await owner.browser.get(`/api/club-users/${plain.id}`)).body.data.email).toBe(plain.email);
    });
  });

  describe('removing', () => {
    it('removes the membership and its sign-ups here, confirms the oldest waitlisted, and ends the session here', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const admin = await member(club, 'clubadmin');
      const leaver = await member(club, 'clubmember');
      const elsewhere = await createClubUser(t.db, other, 'clubmember', leaver.email);
      const leaverThere = await signIn(t, t.client(other.subdomain), {
        kind: 'club',
        userId: elsewhere.id,
        clubId: other.id,
        userType: 'clubmember',
      });
      const first = await createClubUser(t.db, club, 'clubmember');
      const second = await createClubUser(t.db, club, 'clubmember');

      const full = await createEvent(t.db, club, { capacity: 1 });
      const roomy = await createEvent(t.db, club);
      const otherEvent = await createEvent(t.db, other);
      await createSignup(t.db, club, full.id, leaver.id, 'confirmed');
      const firstSignup = await createSignup(t.db, club, full.id, first.id, 'waitlisted');
      const secondSignup = await createSignup(t.db, club, full.id, second.id, 'waitlisted');
      await createSignup(t.db, club, roomy.id, leaver.id, 'confirmed');
      await createSignup(t.db, other, otherEvent.id, leaver.id, 'confirmed');

      const res = await admin.browser.delete(`/api/club-users/${leaver.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: leaver.id } });

      const statusOf = async (id: string) =>
        (await t.db.query(`SELECT status FROM signups WHERE id = $1`, [id]))[0]?.status;
      expect(await statusOf(firstSignup.id)).toBe('confirmed');
      expect(await statusOf(secondSignup.id)).toBe('waitlisted');
      const leftovers = await t.db.query(`SELECT club_id FROM signups WHERE user_id = $1`, [leaver.id]);
      expect(leftovers).toEqual([{ club_id: other.id }]);

      expect(await typeOf(club, leaver.id)).toBeUndefined();
      expect(await typeOf(other, leaver.id)).toBe('clubmember');
      expect(await t.db.query(`SELECT id FROM users WHERE id = $1`, [leaver.id])).toHaveLength(1);
      expect(
        await t.db.query(`SELECT 1 FROM sessions WHERE user_id = $1 AND club_id = $2`, [leaver.id, club.id]),
      ).toHaveLength(0);
      expect(await signedIn(leaver.browser)).toBe(false);
      expect(await signedIn(leaverThere)).toBe(true);
      expect((await admin.browser.get(`/api/club-users/${leaver.id}`)).status).toBe(404);
      expect((await admin.browser.delete(`/api/club-users/${leaver.id}`)).status).toBe(404);
    });
  });
});
