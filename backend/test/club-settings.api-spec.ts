import { LIMITS, VALIDATION, VALIDATION_NL, type ClubRole } from '@courtside/domain';
import { createClub, createClubUser, createSystemUser, type TestClub } from './support/factories';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const DETAILS = {
  name: 'Riverside Lawn Tennis Club',
  logo: 'https://cdn.example.test/riverside.png',
  description: 'Courts by the river.\nMix-in every Wednesday.',
  email: 'office@riverside.test',
  phone: '+31 20 123 4567',
  website: 'https://riverside.example.test',
  address: 'Riverside 1, Amsterdam',
};

describe("club details by the club's own staff (/api/club/settings)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const staff = async (club: TestClub, role: ClubRole = 'clubadmin') =>
    (await browserAs(t, club, role)).browser;

  it('answers the detail fields beside the settings', async () => {
    const club = await createClub(t.db);
    const res = await (await staff(club)).get('/api/club/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      default_locale: 'en',
      rating_scale: 'simple',
      self_rating: true,
      onboarding_dismissed: false,
      retention_months: 24,
      join_policy: 'open',
      waitlist_mode: 'auto',
      quiet_hours: '22:00-08:00',
      offer_open_hours: 2,
      show_participants: true,
      waitlist_priority: 'fifo',
      public_event_cards: true,
      members_invited: false,
      name: club.name,
      logo: null,
      description: null,
      email: null,
      phone: null,
      website: null,
      address: null,
    });
  });

  it('lets a club admin change each detail, shown on the public club', async () => {
    const club = await createClub(t.db);
    const admin = await staff(club);
    for (const [field, value] of Object.entries(DETAILS)) {
      const res = await admin.put('/api/club/settings', { [field]: value });
      expect(res.status).toBe(200);
      expect(res.body.data[field]).toBe(value);
    }
    const settings = await admin.get('/api/club/settings');
    expect(settings.body.data).toMatchObject({ ...DETAILS, default_locale: 'en', rating_scale: 'simple' });
    const publicClub = await t.client(club.subdomain).get('/api/club');
    expect(publicClub.body.data).toMatchObject({ ...DETAILS, subdomain: club.subdomain });

    // Trimmed; an optional detail sent empty or null is cleared, one left out stays.
    const cleared = await admin.put('/api/club/settings', {
      name: '  Riverside LTC  ',
      logo: '',
      website: null,
      phone: '   ',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      name: 'Riverside LTC',
      logo: null,
      website: null,
      phone: null,
      email: DETAILS.email,
      address: DETAILS.address,
    });
    expect((await t.client(club.subdomain).get('/api/club')).body.data).toMatchObject({
      name: 'Riverside LTC',
      logo: null,
    });
  });

  it('lets the club superadmin and system staff change the details too', async () => {
    const club = await createClub(t.db);
    const owner = await staff(club, 'clubsuperadmin');
    expect((await owner.put('/api/club/settings', { name: 'Owned Club' })).status).toBe(200);
    const manager = await createSystemUser(t.db, 'systemmanager');
    const system = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: manager.id,
      userType: 'systemmanager',
    });
    const res = await system.put('/api/club/settings', { email: 'support@club.test' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Owned Club', email: 'support@club.test' });
  });

  it("answers 400 with the console's message for every invalid detail, changing nothing", async () => {
    const club = await createClub(t.db);
    const admin = await staff(club);
    const res = await admin.put('/api/club/settings', {
      name: 'x'.repeat(LIMITS.clubName + 1),
      logo: 'javascript:alert(1)',
      description: 'd'.repeat(LIMITS.clubDescription + 1),
      email: 'not-an-email',
      phone: '1'.repeat(LIMITS.clubPhone + 1),
      website: 'riverside.example',
      address: 'a'.repeat(LIMITS.clubText + 1),
      default_locale: 'nl',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: VALIDATION.clubNameTooLong,
      logo: VALIDATION.logoInvalid,
      description: VALIDATION.clubDescriptionTooLong,
      email: VALIDATION.emailInvalid,
      phone: VALIDATION.phoneTooLong,
      website: VALIDATION.websiteInvalid,
      address: VALIDATION.textTooLong,
    });
    expect(res.body.message).toBe(VALIDATION.clubNameTooLong);

    const blank = await admin.put('/api/club/settings', { name: '   ' });
    expect(blank.body.errors).toEqual({ name: VALIDATION.clubNameRequired });
    const none = await admin.put('/api/club/settings', { name: null });
    expect(none.body.errors).toEqual({ name: VALIDATION.clubNameRequired });
    const controls = await admin.put('/api/club/settings', { name: 'Club\u202Ename', address: 'Street\n1' });
    expect(controls.body.errors).toEqual({
      name: VALIDATION.clubNameCharacters,
      address: VALIDATION.addressCharacters,
    });
    const dutch = await admin.put(
      '/api/club/settings',
      { website: 'ftp://club.test' },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(dutch.body.errors).toEqual({ website: VALIDATION_NL.websiteInvalid });

    expect((await admin.get('/api/club/settings')).body.data).toMatchObject({
      name: club.name,
      logo: null,
      default_locale: 'en',
    });
  });

  it('leaves the subdomain to system staff: 400 with a message that says so', async () => {
    const club = await createClub(t.db);
    const admin = await staff(club);
    const res = await admin.put('/api/club/settings', { subdomain: 'elsewhere', name: 'Renamed' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ subdomain: VALIDATION.subdomainSystemOnly });
    expect(res.body.message).toBe('The subdomain can only be changed by Courtside support');
    const [row] = await t.db.query(`SELECT name, subdomain FROM clubs WHERE id = $1`, [club.id]);
    expect(row).toEqual({ name: club.name, subdomain: club.subdomain });
    // Even its own value: the field is not the club's to send.
    expect((await admin.put('/api/club/settings', { subdomain: club.subdomain })).status).toBe(400);
  });

  it('keeps a text stored before the character rules when it is sent back unchanged', async () => {
    const club = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET address = $2 WHERE id = $1`, [club.id, 'Old\u0007Street']);
    const admin = await staff(club);
    const res = await admin.put('/api/club/settings', { address: 'Old\u0007Street', phone: '020 1234' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: 'Old\u0007Street', phone: '020 1234' });
  });

  it('hides the getting-started checklist for good once its staff dismiss it', async () => {
    const club = await createClub(t.db);
    const admin = await staff(club);
    const res = await admin.put('/api/club/settings', { onboarding_dismissed: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      onboarding_dismissed: true,
      rating_scale: 'simple',
      name: club.name,
    });
    // Another change leaves it dismissed; only the club's own settings carry it.
    await admin.put('/api/club/settings', { self_rating: false });
    expect((await admin.get('/api/club/settings')).body.data.onboarding_dismissed).toBe(true);
    expect((await t.client(club.subdomain).get('/api/club')).body.data).not.toHaveProperty(
      'onboarding_dismissed',
    );
    // It may be shown again.
    await admin.put('/api/club/settings', { onboarding_dismissed: false });
    expect((await admin.get('/api/club/settings')).body.data.onboarding_dismissed).toBe(false);

    const bad = await admin.put('/api/club/settings', { onboarding_dismissed: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ onboarding_dismissed: VALIDATION.booleanInvalid });

    for (const role of ['cluborganiser', 'clubmember'] as const) {
      const refused = await (
        await staff(club, role)
      ).put('/api/club/settings', { onboarding_dismissed: true });
      expect(refused.status).toBe(403);
    }
    expect((await admin.get('/api/club/settings')).body.data.onboarding_dismissed).toBe(false);
  });

  it("marks the checklist's invite step once a member, not staff, is invited", async () => {
    const club = await createClub(t.db);
    const admin = await staff(club);
    const invited = async () => (await admin.get('/api/club/settings')).body.data.members_invited;
    const invite = (userIds: string[]) => admin.post('/api/club-users/invitations', { user_ids: userIds });
    expect(await invited()).toBe(false);

    // Inviting the club's staff (its other admin, an organiser) or a guest is not inviting the members.
    const colleague = await createClubUser(t.db, club, 'clubadmin');
    const organiser = await createClubUser(t.db, club, 'cluborganiser');
    const guest = await createClubUser(t.db, club, 'clubguest');
    const staffInvited = await invite([colleague.id, organiser.id, guest.id]);
    expect(staffInvited.body.data).toEqual({ sent: 3, skipped: [] });
    expect(await invited()).toBe(false);

    // A member of another club invited there does not count here.
    const other = await createClub(t.db);
    const elsewhere = await createClubUser(t.db, other, 'clubmember');
    expect(
      (await (await staff(other)).post('/api/club-users/invitations', { user_ids: [elsewhere.id] })).status,
    ).toBe(200);
    expect(await invited()).toBe(false);

    const member = await createClubUser(t.db, club, 'clubmember');
    expect((await invite([member.id])).body.data).toEqual({ sent: 1, skipped: [] });
    expect(await invited()).toBe(true);
    // A settings change answers it too; it is read only.
    const changed = await admin.put('/api/club/settings', { self_rating: false });
    expect(changed.body.data.members_invited).toBe(true);
    const refused = await admin.put('/api/club/settings', { members_invited: false });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['members_invited']);
    expect(await invited()).toBe(true);
  });

  it('refuses organisers, members and guests, and the staff of another club', async () => {
    const club = await createClub(t.db);
    for (const role of ['cluborganiser', 'clubmember', 'clubguest'] as const) {
      const browser = await staff(club, role);
      expect((await browser.get('/api/club/settings')).status).toBe(403);
      const res = await browser.put('/api/club/settings', { name: 'Taken over' });
      expect(res.status).toBe(403);
    }

    const other = await createClub(t.db);
    const otherAdmin = await createClubUser(t.db, other, 'clubadmin');
    // Their session, sent to this club's host, is no session here.
    const intruder = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: otherAdmin.id,
      clubId: other.id,
      userType: 'clubadmin',
    });
    const res = await intruder.put('/api/club/settings', { name: 'Taken over' });
    expect([401, 403]).toContain(res.status);
    // Signed in at their own club, they change only their own club.
    const own = await signIn(t, t.client(other.subdomain), {
      kind: 'club',
      userId: otherAdmin.id,
      clubId: other.id,
      userType: 'clubadmin',
    });
    expect((await own.put('/api/club/settings', { name: 'Their own' })).status).toBe(200);
    expect((await t.client(club.subdomain).get('/api/club')).body.data.name).toBe(club.name);
    expect((await t.client(other.subdomain).get('/api/club')).body.data.name).toBe('Their own');
    expect((await t.client(club.subdomain).put('/api/club/settings', { name: 'x' })).status).toBe(401);
  });
});
