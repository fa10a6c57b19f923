import { API_ERRORS, LIMITS, VALIDATION, type SystemRole } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { loginToClub, loginToSystem } from './support/login';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const uniqueSubdomain = (label = 'adm') => `${label}-${Math.random().toString(36).slice(2, 12)}`;

describe('system console: clubs (/api/admin/clubs)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  /** A fresh system user signed in on `host` (apex by default); fresh per test so no other suite can demote it. */
  async function systemBrowser(
    role: SystemRole = 'systemadmin',
    host: string | null = null,
  ): Promise<HttpClient> {
    const user = await createSystemUser(t.db, role);
    return signIn(t, t.client(host), { kind: 'system', systemUserId: user.id, userType: role });
  }

  async function clubSuperAdminBrowser(club: TestClub): Promise<HttpClient> {
    const user = await createClubUser(t.db, club, 'clubsuperadmin');
    return signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: user.id,
      clubId: club.id,
      userType: 'clubsuperadmin',
    });
  }

  const newClub = (fields: Record<string, unknown> = {}) => ({
    name: 'Harbour Lawn Tennis Club',
    subdomain: uniqueSubdomain(),
    ...fields,
  });

  describe('GET /api/admin/clubs', () => {
    it('lists every club by name with its user and event counts', async () => {
      const zeta = await createClub(t.db, { name: `Zeta Club ${uniqueSubdomain()}` });
      const alpha = await createClub(t.db, { name: `Alpha Club ${uniqueSubdomain()}` });
      const member = await createClubUser(t.db, zeta, 'clubmember');
      await createClubUser(t.db, zeta, 'clubguest');
      const event = await createEvent(t.db, zeta);
      await createEvent(t.db, zeta, { inDays: -3 });
      await createEvent(t.db, zeta, { inDays: 5 });
      await createSignup(t.db, zeta, event.id, member.id);

      const res = await (await systemBrowser()).get('/api/admin/clubs');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((c: { id: string }) => c.id);
      expect(ids.indexOf(alpha.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(alpha.id)).toBeLessThan(ids.indexOf(zeta.id));

      const listed = res.body.data.find((c: { id: string }) => c.id === zeta.id);
      expect(listed).toEqual({
        id: zeta.id,
        name: zeta.name,
        subdomain: zeta.subdomain,
        logo: null,
        subscription_id: null,
        description: null,
        email: null,
        phone: null,
        website: null,
        address: null,
        timezone: 'Europe/London',
        allow_guest_signup: true,
        join_policy: 'open',
        listed: true,
        default_locale: 'en',
        created_at: expect.stringMatching(ISO_UTC),
        user_count: 2,
        event_count: 3,
      });
      expect(res.body.data.find((c: { id: string }) => c.id === alpha.id)).toMatchObject({
        user_count: 0,
        event_count: 0,
      });
    });

    it('is open to system managers, on the apex host and on a club host', async () => {
      const club = await createClub(t.db);
      expect((await (await systemBrowser('systemmanager')).get('/api/admin/clubs')).status).toBe(200);
      const atClub = await systemBrowser('systemmanager', club.subdomain);
      expect((await atClub.get('/api/admin/clubs')).status).toBe(200);
    });

    it('refuses a club super admin on their club host (403) and the signed out (401)', async () => {
      const club = await createClub(t.db);
      const clubAdmin = await clubSuperAdminBrowser(club);
      const refused = await clubAdmin.get('/api/admin/clubs');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(API_ERRORS.forbidden);
      const anonymous = await t.client(null).get('/api/admin/clubs');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(API_ERRORS.authRequired);
    });
  });

  describe('POST /api/admin/clubs', () => {
    it('creates a club with the defaults and answers 201 with the admin view', async () => {
      const admin = await systemBrowser();
      const body = newClub();
      const res = await admin.post('/api/admin/clubs', body);
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.any(String),
        name: body.name,
        subdomain: body.subdomain,
        logo: null,
        subscription_id: null,
        description: null,
        email: null,
        phone: null,
        website: null,
        address: null,
        timezone: 'Europe/London',
        // Clubs created from now on ask (API.md section 12): no guests by themselves.
        allow_guest_signup: false,
        join_policy: 'request',
        listed: true,
        default_locale: 'en',
        created_at: expect.stringMatching(ISO_UTC),
        user_count: 0,
        event_count: 0,
      });
      const publicView = await t.client(body.subdomain).get('/api/club');
      expect(publicView.status).toBe(200);
      expect(publicView.body.data).toMatchObject({ id: res.body.data.id, name: body.name });
    });

    it('stores every field, normalised: trimmed, lower-cased subdomain, empty text as null', async () => {
      const admin = await systemBrowser();
      const subdomain = uniqueSubdomain();
      const res = await admin.post('/api/admin/clubs', {
        name: '  Riverside LTC  ',
        subdomain: `  ${subdomain.toUpperCase()} `,
        logo: 'https://cdn.example.test/riverside.png',
        subscription_id: ' sub_123 ',
        description: 'Grass and clay courts by the river.',
        email: ' Office@Riverside.Example ',
        phone: '+44 20 7946 0000',
        website: 'https://riverside.example',
        address: '1 River Walk, London',
        timezone: 'america/new_york',
        allow_guest_signup: false,
        listed: false,
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'Riverside LTC',
        subdomain,
        logo: 'https://cdn.example.test/riverside.png',
        subscription_id: 'sub_123',
        description: 'Grass and clay courts by the river.',
        email: 'office@riverside.example',
        phone: '+44 20 7946 0000',
        website: 'https://riverside.example',
        address: '1 River Walk, London',
        timezone: 'America/New_York',
        allow_guest_signup: false,
        listed: false,
      });

      const cleared = await admin.post(
        '/api/admin/clubs',
        newClub({ logo: '', website: ' ', email: '', phone: '' }),
      );
      expect(cleared.status).toBe(201);
      expect(cleared.body.data).toMatchObject({ logo: null, website: null, email: null, phone: null });
    });

    it('answers 400 with the text of every invalid field', async () => {
      const admin = await systemBrowser();
      const res = await admin.post('/api/admin/clubs', {
        name: 'x'.repeat(LIMITS.clubName + 1),
        subdomain: '-bad-',
        logo: 'javascript:alert(1)',
        website: 'riverside.example',
        email: 'not-an-email',
        phone: '1'.repeat(LIMITS.clubPhone + 1),
        address: 'a'.repeat(LIMITS.clubText + 1),
        subscription_id: 's'.repeat(LIMITS.clubSubscriptionId + 1),
        description: 'd'.repeat(LIMITS.clubDescription + 1),
        timezone: 'Mars/Olympus',
        allow_guest_signup: 'yes',
        listed: 1,
        owner_email: 'nobody',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: VALIDATION.clubNameTooLong,
        subdomain: VALIDATION.subdomainInvalid,
        logo: VALIDATION.logoInvalid,
        website: VALIDATION.websiteInvalid,
        email: VALIDATION.emailInvalid,
        phone: VALIDATION.phoneTooLong,
        address: VALIDATION.textTooLong,
        subscription_id: VALIDATION.subscriptionIdTooLong,
        description: VALIDATION.clubDescriptionTooLong,
        timezone: VALIDATION.timezoneInvalid,
        allow_guest_signup: VALIDATION.booleanInvalid,
        listed: VALIDATION.booleanInvalid,
        owner_email: VALIDATION.emailInvalid,
      });
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: VALIDATION.clubNameTooLong,
      });
    });

    it('requires a name and a subdomain, and refuses reserved subdomains and offsets as time zones', async () => {
      const admin = await systemBrowser();
      const empty = await admin.post('/api/admin/clubs', {});
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({
        name: VALIDATION.clubNameRequired,
        subdomain: VALIDATION.subdomainInvalid,
      });
      expect(empty.body.message).toBe('Club name is required');

      const blank = await admin.post('/api/admin/clubs', newClub({ name: '   ', subdomain: 'admin' }));
      expect(blank.body.errors).toEqual({
        name: VALIDATION.clubNameRequired,
        subdomain: VALIDATION.subdomainInvalid,
      });

      const offset = await admin.post('/api/admin/clubs', newClub({ timezone: '+01:00' }));
      expect(offset.body.errors).toEqual({ timezone: VALIDATION.timezoneInvalid });

      const longest = await admin.post('/api/admin/clubs', newClub({ name: 'n'.repeat(LIMITS.clubName) }));
      expect(longest.status).toBe(201);
    });

    it('takes the language, the rating scale and the time zone of the new club', async () => {
      const admin = await systemBrowser();
      const body = newClub({ default_locale: 'nl', rating_scale: 'knltb', timezone: 'Europe/Amsterdam' });
      const res = await admin.post('/api/admin/clubs', body);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ default_locale: 'nl', timezone: 'Europe/Amsterdam' });
      const club = await t.client(body.subdomain).get('/api/club');
      expect(club.body.data).toMatchObject({
        default_locale: 'nl',
        rating_scale: 'knltb',
        timezone: 'Europe/Amsterdam',
      });

      // Left out, they take the defaults.
      const plain = newClub();
      expect((await admin.post('/api/admin/clubs', plain)).status).toBe(201);
      expect((await t.client(plain.subdomain).get('/api/club')).body.data).toMatchObject({
        default_locale: 'en',
        rating_scale: 'simple',
        timezone: 'Europe/London',
      });
    });

    it('refuses a language, a rating scale or a time zone it does not know', async () => {
      const admin = await systemBrowser();
      const res = await admin.post(
        '/api/admin/clubs',
        newClub({ default_locale: 'fr', rating_scale: 'elo', timezone: 'Europe/Atlantis' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        default_locale: 'Language must be one of en, nl',
        rating_scale: VALIDATION.ratingScaleInvalid,
        timezone: VALIDATION.timezoneInvalid,
      });
      const nulls = await admin.post(
        '/api/admin/clubs',
        newClub({ default_locale: null, rating_scale: null }),
      );
      expect(nulls.body.errors).toEqual({
        default_locale: 'Language must be one of en, nl',
        rating_scale: VALIDATION.ratingScaleInvalid,
      });
    });

    it('rejects unknown fields', async () => {
      const admin = await systemBrowser();
      const res = await admin.post('/api/admin/clubs', newClub({ id: MISSING_ID, user_count: 5 }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        id: VALIDATION.unknownProperty,
        user_count: VALIDATION.unknownProperty,
      });
    });

    it('answers 409 when the subdomain is taken, whatever its case', async () => {
      const admin = await systemBrowser();
      const existing = await createClub(t.db);
      const res = await admin.post(
        '/api/admin/clubs',
        newClub({ subdomain: existing.subdomain.toUpperCase() }),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: API_ERRORS.subdomainTaken });
    });

    it('lets exactly one of several concurrent creates have a subdomain', async () => {
      const admin = await systemBrowser();
      const body = newClub();
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => admin.post('/api/admin/clubs', body)),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const r of replies.filter((r) => r.status === 409))
        expect(r.body.message).toBe(API_ERRORS.subdomainTaken);
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM clubs WHERE subdomain = $1`, [
        body.subdomain,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('makes owner_email the clubsuperadmin, who can then log in at the new club', async () => {
      const admin = await systemBrowser();
      const owner = uniqueEmail('owner');
      const body = newClub({ owner_email: `  ${owner.toUpperCase()} `, allow_guest_signup: false });
      const res = await admin.post('/api/admin/clubs', body);
      expect(res.status).toBe(201);
      expect(res.body.data.user_count).toBe(1);

      const browser = await loginToClub(t.client(body.subdomain), owner);
      const session = await browser.post('/api/auth/verify');
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({
        authenticated: true,
        user: { email: owner, user_type: 'clubsuperadmin' },
        club: { id: res.body.data.id },
      });
      expect(session.body.user.permissions).toContain('club-users:manage-admins');
    });

    it('gives an existing person (a member elsewhere) the ownership without a second user row', async () => {
      const admin = await systemBrowser();
      const otherClub = await createClub(t.db);
      const person = await createClubUser(t.db, otherClub, 'clubmember');
      const res = await admin.post('/api/admin/clubs', newClub({ owner_email: person.email }));
      expect(res.status).toBe(201);
      const memberships = await t.db.query(
        `SELECT m.club_id, m.user_type FROM club_memberships m JOIN users u ON u.id = m.user_id
          WHERE u.email = $1 ORDER BY m.created_at`,
        [person.email],
      );
      expect(memberships).toEqual([
        { club_id: otherClub.id, user_type: 'clubmember' },
        { club_id: res.body.data.id, user_type: 'clubsuperadmin' },
      ]);
    });

    it('creates nothing when the body is invalid', async () => {
      const admin = await systemBrowser();
      const owner = uniqueEmail('owner');
      const body = newClub({ owner_email: owner, website: 'nope' });
      expect((await admin.post('/api/admin/clubs', body)).status).toBe(400);
      expect(await t.db.query(`SELECT 1 FROM clubs WHERE subdomain = $1`, [body.subdomain])).toHaveLength(0);
      expect(await t.db.query(`SELECT 1 FROM users WHERE email = $1`, [owner])).toHaveLength(0);
    });

    it('is for system admins only', async () => {
      const club = await createClub(t.db);
      const manager = await systemBrowser('systemmanager');
      const refused = await manager.post('/api/admin/clubs', newClub());
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(API_ERRORS.forbidden);
      expect((await (await clubSuperAdminBrowser(club)).post('/api/admin/clubs', newClub())).status).toBe(
        403,
      );
      expect((await t.client(null).post('/api/admin/clubs', newClub())).status).toBe(401);
      // A system admin's session works on any host.
      const atClub = await systemBrowser('systemadmin', club.subdomain);
      expect((await atClub.post('/api/admin/clubs', newClub())).status).toBe(201);
    });
  });

  describe('GET /api/admin/clubs/:id', () => {
    it('answers the admin view of one club', async () => {
      const club = await createClub(t.db);
      await createClubUser(t.db, club, 'clubadmin');
      const res = await (await systemBrowser()).get(`/api/admin/clubs/${club.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: club.id,
        name: club.name,
        subdomain: club.subdomain,
        user_count: 1,
      });
    });

    it("answers 404 'Club not found' for unknown and malformed ids", async () => {
      const admin = await systemBrowser();
      for (const id of [MISSING_ID, 'not-a-uuid', '1', `${MISSING_ID}x`]) {
        const res = await admin.get(`/api/admin/clubs/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: API_ERRORS.clubNotFound });
      }
    });

    it('refuses system managers, club staff and the signed out', async () => {
      const club = await createClub(t.db);
      expect((await (await systemBrowser('systemmanager')).get(`/api/admin/clubs/${club.id}`)).status).toBe(
        403,
      );
      expect((await (await clubSuperAdminBrowser(club)).get(`/api/admin/clubs/${club.id}`)).status).toBe(403);
      expect((await t.client(null).get(`/api/admin/clubs/${club.id}`)).status).toBe(401);
    });
  });

  describe('PUT /api/admin/clubs/:id', () => {
    it('changes only the fields sent; empty or null optional text clears', async () => {
      const admin = await systemBrowser();
      const created = (
        await admin.post(
          '/api/admin/clubs',
          newClub({ phone: '0123', website: 'https://a.example', listed: false }),
        )
      ).body.data;

      const res = await admin.put(`/api/admin/clubs/${created.id}`, {
        name: 'Renamed Club',
        phone: '',
        website: null,
        timezone: 'Europe/Paris',
        allow_guest_signup: false,
        join_policy: 'closed',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        ...created,
        name: 'Renamed Club',
        phone: null,
        website: null,
        timezone: 'Europe/Paris',
        allow_guest_signup: false,
        join_policy: 'closed',
      });

      const unchanged = await admin.put(`/api/admin/clubs/${created.id}`, {});
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.data).toEqual(res.body.data);
    });

    it('validates like create, and refuses null for required fields and owner_email', async () => {
      const admin = await systemBrowser();
      const club = await createClub(t.db);
      const res = await admin.put(`/api/admin/clubs/${club.id}`, {
        name: null,
        subdomain: 'ab',
        logo: 'ftp://x.example/logo.png',
        timezone: '',
        listed: null,
        owner_email: uniqueEmail(),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: VALIDATION.clubNameRequired,
        subdomain: VALIDATION.subdomainInvalid,
        logo: VALIDATION.logoInvalid,
        timezone: VALIDATION.timezoneInvalid,
        listed: VALIDATION.booleanInvalid,
        owner_email: VALIDATION.unknownProperty,
      });
      const stored = await t.db.query(`SELECT name, subdomain FROM clubs WHERE id = $1`, [club.id]);
      expect(stored).toEqual([{ name: club.name, subdomain: club.subdomain }]);
    });

    it('refuses control characters and bidirectional overrides in a name, description or address it sets, not in one it keeps', async () => {
      const admin = await systemBrowser();
      const refused = await admin.post(
        '/api/admin/clubs',
        newClub({ name: 'Riverside\rX-WR-CALNAME:Evil', description: 'Ni\u000cce', address: 'Lane\u202e 1' }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        name: VALIDATION.clubNameCharacters,
        description: VALIDATION.descriptionCharacters,
        address: VALIDATION.addressCharacters,
      });
      const multiLine = await admin.post(
        '/api/admin/clubs',
        newClub({ description: 'Courts 1-6\r\n\tFloodlit\nBar' }),
      );
      expect(multiLine.status).toBe(201);

      const club = await createClub(t.db);
      // As an older release or a hand edit may have stored it.
      const odd = 'Odd\u0085 Club';
      await t.db.query(`UPDATE clubs SET name = $2 WHERE id = $1`, [club.id, odd]);
      const listed = await admin.put(`/api/admin/clubs/${club.id}`, { name: odd, listed: false });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toMatchObject({ name: odd, listed: false });
      const renamed = await admin.put(`/api/admin/clubs/${club.id}`, { name: 'Odd\u0085 Club 2' });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ name: VALIDATION.clubNameCharacters });
    });

    it('moves the club to a new subdomain, unless another club has it (409)', async () => {
      const admin = await systemBrowser();
      const club = await createClub(t.db);
      const other = await createClub(t.db);

      const taken = await admin.put(`/api/admin/clubs/${club.id}`, { subdomain: other.subdomain });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(API_ERRORS.subdomainTaken);

      const same = await admin.put(`/api/admin/clubs/${club.id}`, { subdomain: club.subdomain });
      expect(same.status).toBe(200);

      const moved = uniqueSubdomain('moved');
      const res = await admin.put(`/api/admin/clubs/${club.id}`, { subdomain: moved });
      expect(res.status).toBe(200);
      expect(res.body.data.subdomain).toBe(moved);
      expect((await t.client(moved).get('/api/club')).body.data.id).toBe(club.id);
      expect((await t.client(club.subdomain).get('/api/club')).status).toBe(404);
    });

    it("answers 404 'Club not found' for unknown and malformed ids", async () => {
      const admin = await systemBrowser();
      for (const id of [MISSING_ID, 'nope']) {
        const res = await admin.put(`/api/admin/clubs/${id}`, { name: 'Ghost Club' });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(API_ERRORS.clubNotFound);
      }
    });

    it('refuses system managers, club staff and the signed out', async () => {
      const club = await createClub(t.db);
      const body = { name: 'Taken Over' };
      expect(
        (await (await systemBrowser('systemmanager')).put(`/api/admin/clubs/${club.id}`, body)).status,
      ).toBe(403);
      expect(
        (await (await clubSuperAdminBrowser(club)).put(`/api/admin/clubs/${club.id}`, body)).status,
      ).toBe(403);
      expect((await t.client(null).put(`/api/admin/clubs/${club.id}`, body)).status).toBe(401);
      expect((await t.db.query(`SELECT name FROM clubs WHERE id = $1`, [club.id]))[0].name).toBe(club.name);
    });
  });

  describe('DELETE /api/admin/clubs/:id', () => {
    it('removes the club and everything in it; its host then answers 404', async () => {
      const admin = await systemBrowser();
      const club = await createClub(t.db);
      const member = await createClubUser(t.db, club, 'clubmember');
      const event = await createEvent(t.db, club);
      await createSignup(t.db, club, event.id, member.id);
      const memberBrowser = await loginToClub(t.client(club.subdomain), member.email);
      await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });

      const res = await admin.delete(`/api/admin/clubs/${club.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: club.id } });

      expect((await t.client(club.subdomain).get('/api/club')).status).toBe(404);
      expect((await memberBrowser.post('/api/auth/verify')).status).toBe(404);
      expect((await admin.get(`/api/admin/clubs/${club.id}`)).status).toBe(404);
      const [left] = await t.db.query(
        `SELECT (SELECT count(*) FROM club_memberships WHERE club_id = $1)::int AS memberships,
                (SELECT count(*) FROM events WHERE club_id = $1)::int AS events,
                (SELECT count(*) FROM signups WHERE club_id = $1)::int AS signups,
                (SELECT count(*) FROM sessions WHERE club_id = $1)::int AS sessions,
                (SELECT count(*) FROM magic_links WHERE club_id = $1)::int AS magic_links`,
        [club.id],
      );
      expect(left).toEqual({ memberships: 0, events: 0, signups: 0, sessions: 0, magic_links: 0 });
      // The person stays: they may belong to other clubs.
      expect(await t.db.query(`SELECT 1 FROM users WHERE id = $1`, [member.id])).toHaveLength(1);

      const again = await admin.delete(`/api/admin/clubs/${club.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(API_ERRORS.clubNotFound);
    });

    it("answers 404 'Club not found' for a malformed id", async () => {
      const res = await (await systemBrowser()).delete('/api/admin/clubs/12345');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.clubNotFound);
    });

    it('refuses system managers, club staff and the signed out', async () => {
      const club = await createClub(t.db);
      expect(
        (await (await systemBrowser('systemmanager')).delete(`/api/admin/clubs/${club.id}`)).status,
      ).toBe(403);
      expect((await (await clubSuperAdminBrowser(club)).delete(`/api/admin/clubs/${club.id}`)).status).toBe(
        403,
      );
      expect((await t.client(null).delete(`/api/admin/clubs/${club.id}`)).status).toBe(401);
      expect(await t.db.query(`SELECT 1 FROM clubs WHERE id = $1`, [club.id])).toHaveLength(1);
    });
  });

  it('documents the admin club, its counts and the routes in the OpenAPI document', async () => {
    const doc = (await t.client(null).get('/api/docs-json')).body;
    const view = doc.components.schemas.AdminClubView;
    expect(view.required).toEqual(
      expect.arrayContaining(['id', 'name', 'subdomain', 'user_count', 'event_count']),
    );
    expect(view.properties.user_count).toMatchObject({ type: 'number' });
    expect(view.properties.event_count).toMatchObject({ type: 'number' });
    expect(Object.keys(doc.paths['/api/admin/clubs'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/api/admin/clubs/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(doc.paths['/api/admin/clubs'].post.responses['201'].content['application/json'].schema).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/AdminClubView' } },
    });
    expect(Object.keys(doc.components.schemas.CreateClubDto.properties)).toContain('owner_email');
    expect(Object.keys(doc.components.schemas.UpdateClubDto.properties)).not.toContain('owner_email');
  });

  it('works with a system session from the mailed login, too', async () => {
    const admin = await createSystemUser(t.db, 'systemadmin');
    const browser = await loginToSystem(t.client(null), admin.email);
    expect((await browser.get('/api/admin/clubs')).status).toBe(200);
  });
});
