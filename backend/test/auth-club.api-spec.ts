import { API_ERRORS, AUTH_MESSAGES } from '@courtside/domain';
import { createClub, createClubUser, uniqueEmail, type TestClub } from './support/factories';
import { mailbox } from './support/mailbox';
import { loginToClub, requestClubToken } from './support/login';
import { startApp, type TestApp } from './support/test-app';

describe('club magic-link login', () => {
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db, { name: 'Riverside Test Club' });
  });
  afterAll(() => t.close());

  it('mails a link that signs a member in, and the session knows them', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = t.client(club.subdomain);

    const requested = await browser.post('/api/auth/magic-link', { email: member.email.toUpperCase() });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ success: true, message: AUTH_MESSAGES.linkSent });

    const mail = await mailbox.waitForMail(member.email);
    expect(mail.subject).toBe('Your login link for Riverside Test Club');
    expect(mail.text).toContain('Riverside Test Club');
    expect(mail.html).toContain('Riverside Test Club');
    expect(mail.link).toMatch(new RegExp(`^http://${club.subdomain}\\.localhost:\\d+/auth/verify\\?token=`));

    const verified = await browser.post('/api/auth/verify-magic-link', { token: mail.token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      user: {
        id: member.id,
        userId: member.id,
        email: member.email,
        name: member.name,
        locale: null,
        user_type: 'clubmember',
        permissions: ['events:read', 'signups:self'],
      },
    });

    const session = await browser.post('/api/auth/verify');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      authenticated: true,
      renewed: false,
      user: { id: member.id, user_type: 'clubmember' },
    });
    expect(session.body.club).toMatchObject({
      id: club.id,
      name: 'Riverside Test Club',
      subdomain: club.subdomain,
    });
  });

  it('accepts a link only once', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = t.client(club.subdomain);
    const token = await requestClubToken(browser, member.email);

    expect((await browser.post('/api/auth/verify-magic-link', { token })).status).toBe(200);
    const again = await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, error: API_ERRORS.invalidMagicLink });
  });

  it('opens exactly one session when 50 verifications of one link race', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const token = await requestClubToken(t.client(club.subdomain), member.email);

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client(club.subdomain).post('/api/auth/verify-magic-link', { token }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(49);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [
      member.id,
    ]);
    expect(count).toBe(1);
  });

  it('refuses an expired link', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const token = await requestClubToken(t.client(club.subdomain), member.email);
    await t.db.query(`UPDATE magic_links SET expires_at = now() - interval '1 second' WHERE email = $1`, [
      member.email,
    ]);

    const res = await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('makes links live ten minutes', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    await requestClubToken(t.client(club.subdomain), member.email);
    const [{ seconds }] = await t.db.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM magic_links WHERE email = $1`,
      [member.email],
    );
    expect(seconds).toBe(600);
  });

  it('refuses a link on another club than the one it was sent for', async () => {
    const other = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    await createClubUser(t.db, other, 'clubmember', member.email);
    const token = await requestClubToken(t.client(club.subdomain), member.email);

    const elsewhere = await t.client(other.subdomain).post('/api/auth/verify-magic-link', { token });
    expect(elsewhere.status).toBe(401);
    // Refused elsewhere, it still works where it belongs.
    expect((await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token })).status).toBe(200);
  });

  it('never voids a link already sent when another is requested; using one voids the others', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = t.client(club.subdomain);
    const first = await requestClubToken(browser, member.email);
    // Anyone may ask for anyone's link: an outsider's request must not take away the one in the mailbox.
    const outsider = t.client(club.subdomain, { localAddress: '127.0.0.9' });
    expect((await outsider.post('/api/auth/magic-link', { email: member.email })).status).toBe(200);
    // The worker issues that link when it mails it: wait for it, so it exists before one is used.
    await mailbox.waitForMail(member.email, 2);
    const second = await requestClubToken(browser, member.email);
    const third = await requestClubToken(browser, member.email);
    expect(new Set([first, second, third]).size).toBe(3);

    expect((await browser.post('/api/auth/verify-magic-link', { token: first })).status).toBe(200);
    for (const token of [second, third]) {
      const voided = await browser.post('/api/auth/verify-magic-link', { token });
      expect(voided.status).toBe(401);
      expect(voided.body.success).toBe(false);
    }
    const [{ live }] = await t.db.query(
      `SELECT count(*)::int AS live FROM magic_links
        WHERE email = $1 AND club_id = $2 AND used_at IS NULL AND voided_at IS NULL`,
      [member.email, club.id],
    );
    expect(live).toBe(0);
  });

  it("keeps the person's links at other clubs when one is used", async () => {
    const other = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    await createClubUser(t.db, other, 'clubmember', member.email);
    const here = await requestClubToken(t.client(club.subdomain), member.email);
    const there = await requestClubToken(t.client(other.subdomain), member.email);
    expect((await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token: here })).status).toBe(
      200,
    );
    expect(
      (await t.client(other.subdomain).post('/api/auth/verify-magic-link', { token: there })).status,
    ).toBe(200);
  });

  it('refuses forged and malformed tokens', async () => {
    const browser = t.client(club.subdomain);
    expect((await browser.post('/api/auth/verify-magic-link', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await browser.post('/api/auth/verify-magic-link', { token: 'x'.repeat(5000) })).status).toBe(401);
    const missing = await browser.post('/api/auth/verify-magic-link', {});
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
    expect((await browser.post('/api/auth/verify-magic-link', { token: 42 })).status).toBe(400);
  });

  it('answers known and unknown addresses identically, and mails only the known one', async () => {
    const closed = await createClub(t.db, { allow_guest_signup: false });
    const member = await createClubUser(t.db, closed, 'clubmember');
    const stranger = uniqueEmail('stranger');
    const browser = t.client(closed.subdomain);

    const unknown = await browser.post('/api/auth/magic-link', { email: stranger });
    const known = await browser.post('/api/auth/magic-link', { email: member.email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    await mailbox.waitForMail(member.email);
    // The stranger's job was queued before the member's: by now it has been handled.
    expect(await mailbox.all(stranger)).toHaveLength(0);
  });

  it('turns a newcomer into a club guest at a club that allows it', async () => {
    const newcomer = uniqueEmail('newcomer');
    const browser = t.client(club.subdomain);
    await loginToClub(browser, newcomer);

    const session = await browser.post('/api/auth/verify');
    expect(session.body.user).toMatchObject({
      email: newcomer,
      user_type: 'clubguest',
      permissions: ['events:read'],
    });
    const [membership] = await t.db.query(
      `SELECT m.user_type FROM club_memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.club_id = $2`,
      [newcomer, club.id],
    );
    expect(membership.user_type).toBe('clubguest');
  });

  it('gives staff their permissions', async () => {
    const admin = await createClubUser(t.db, club, 'clubadmin');
    const browser = await loginToClub(t.client(club.subdomain), admin.email);
    const session = await browser.post('/api/auth/verify');
    expect(session.body.user.permissions).toEqual([
      'events:read',
      'events:manage',
      'signups:self',
      'signups:manage',
      'club:staff',
      'club:settings',
      'club-users:read',
      'club-users:manage',
    ]);
  });

  it('rejects an invalid e-mail with the form text', async () => {
    const res = await t.client(club.subdomain).post('/api/auth/magic-link', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    });
  });

  it('has no club login on the apex host or an unknown club', async () => {
    const apex = await t.client(null).post('/api/auth/magic-link', { email: uniqueEmail() });
    expect(apex.status).toBe(404);
    expect(apex.body.message).toBe(API_ERRORS.clubNotFound);
    const unknown = await t.client('no-such-club').post('/api/auth/magic-link', { email: uniqueEmail() });
    expect(unknown.status).toBe(404);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await loginToClub(t.client(club.subdomain), member.email);
    const cookie = [...browser.cookies.values()][0];

    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(/courtside_sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(browser.cookies.size).toBe(0);

    // The old cookie, replayed, no longer works.
    browser.cookies.set('courtside_sid', cookie);
    const after = await browser.post('/api/auth/verify');
    // Signed out is an answer, not an error (API.md section 3): 200 with authenticated false.
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      authenticated: false,
      user: null,
      renewed: false,
      error: API_ERRORS.authRequired,
    });
    expect(after.body.club.id).toBe(club.id);
  });
});

describe('club magic-link login in test mode', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('returns the mailed link as TEMP', async () => {
    t = await startApp({ MAGIC_LINK_TEST_MODE: 'true' });
    const club = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    const res = await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });
    expect(res.status).toBe(200);
    expect(res.body.TEMP).toMatch(
      new RegExp(`^http://${club.subdomain}\\.localhost:${t.port}/auth/verify\\?token=`),
    );
    expect((await mailbox.waitForMail(member.email)).link).toBe(res.body.TEMP);
  });
});
