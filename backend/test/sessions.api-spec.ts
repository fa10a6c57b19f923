import { API_ERRORS } from '@courtside/domain';
import { createClub, createClubUser, createSystemUser, type TestClub } from './support/factories';
import { loginToClub, loginToSystem } from './support/login';
import { startApp, type TestApp } from './support/test-app';

const DAY = 24 * 3600;

describe('sessions', () => {
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  const sessionOf = async (userId: string) =>
    (
      await t.db.query(
        `SELECT idle_timeout_seconds,
                extract(epoch FROM idle_expires_at - now())::int AS idle_left,
                extract(epoch FROM absolute_expires_at - created_at)::int AS absolute
           FROM sessions WHERE user_id = $1 OR system_user_id = $1`,
        [userId],
      )
    )[0];

  it('sets an HttpOnly, SameSite=Lax, host-only cookie holding an id the database only knows hashed', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = t.client(club.subdomain);
    const { requestClubToken } = await import('./support/login');
    const token = await requestClubToken(browser, member.email);
    const res = await browser.post('/api/auth/verify-magic-link', { token });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^courtside_sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const secret = browser.cookies.get('courtside_sid')!;
    const stored = await t.db.query(`SELECT 1 FROM sessions WHERE id_hash = $1`, [secret]);
    expect(stored).toHaveLength(0);
  });

  it('issues a new id at every login', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const first = await loginToClub(t.client(club.subdomain), member.email);
    const second = await loginToClub(t.client(club.subdomain), member.email);
    expect(first.cookies.get('courtside_sid')).not.toBe(second.cookies.get('courtside_sid'));
  });

  it('gives members and guests long sessions and staff and system roles short ones', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const guest = await createClubUser(t.db, club, 'clubguest');
    const organiser = await createClubUser(t.db, club, 'cluborganiser');
    const sysadmin = await createSystemUser(t.db, 'systemadmin');
    await loginToClub(t.client(club.subdomain), member.email);
    await loginToClub(t.client(club.subdomain), guest.email);
    await loginToClub(t.client(club.subdomain), organiser.email);
    await loginToSystem(t.client(null), sysadmin.email);

    expect(await sessionOf(member.id)).toMatchObject({ idle_timeout_seconds: 7 * DAY, absolute: 30 * DAY });
    expect(await sessionOf(guest.id)).toMatchObject({ idle_timeout_seconds: 7 * DAY, absolute: 30 * DAY });
    expect(await sessionOf(organiser.id)).toMatchObject({
      idle_timeout_seconds: 2 * 3600,
      absolute: 12 * 3600,
    });
    expect(await sessionOf(sysadmin.id)).toMatchObject({
      idle_timeout_seconds: 2 * 3600,
      absolute: 12 * 3600,
    });
  });

  it('slides the idle expiry forward and says so with renewed', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await loginToClub(t.client(club.subdomain), member.email);

    const fresh = await browser.post('/api/auth/verify');
    expect(fresh.body.renewed).toBe(false);

    // As if the member had been away for a day.
    await t.db.query(
      `UPDATE sessions SET idle_expires_at = idle_expires_at - interval '1 day' WHERE user_id = $1`,
      [member.id],
    );
    expect((await sessionOf(member.id)).idle_left).toBeLessThan(6 * DAY + 60);

    const renewed = await browser.post('/api/auth/verify');
    expect(renewed.status).toBe(200);
    expect(renewed.body.renewed).toBe(true);
    expect((await sessionOf(member.id)).idle_left).toBeGreaterThan(7 * DAY - 60);
  });

  it('never renews past the absolute limit', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await loginToClub(t.client(club.subdomain), member.email);
    await t.db.query(
      `UPDATE sessions SET idle_expires_at = now() + interval '1 hour', absolute_expires_at = now() + interval '2 hours' WHERE user_id = $1`,
      [member.id],
    );
    await browser.post('/api/auth/verify');
    expect((await sessionOf(member.id)).idle_left).toBeLessThanOrEqual(2 * 3600);
  });

  it('ends an idle session', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await loginToClub(t.client(club.subdomain), member.email);
    await t.db.query(`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      member.id,
    ]);
    const res = await browser.post('/api/auth/verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authenticated: false,
      user: null,
      renewed: false,
      error: API_ERRORS.sessionExpired,
    });
    expect(await sessionOf(member.id)).toBeUndefined();
  });

  it('ends a session past its absolute lifetime however active it was', async () => {
    const admin = await createClubUser(t.db, club, 'clubadmin');
    const browser = await loginToClub(t.client(club.subdomain), admin.email);
    await t.db.query(
      `UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [admin.id],
    );
    expect((await browser.post('/api/auth/verify')).body).toMatchObject({ authenticated: false, user: null });
  });

  it('keeps a club session to its own club', async () => {
    const other = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember');
    await createClubUser(t.db, other, 'clubadmin', member.email);
    const browser = await loginToClub(t.client(club.subdomain), member.email);

    // Replaying the cookie on a sibling club's host.
    const sibling = t.client(other.subdomain);
    sibling.cookies.set('courtside_sid', browser.cookies.get('courtside_sid')!);
    const res = await sibling.post('/api/auth/verify');
    expect(res.body.authenticated).toBe(false);
    expect(res.body.club.id).toBe(other.id);
  });

  it('ends the session when the membership goes', async () => {
    const member = await createClubUser(t.db, club, 'clubmember');
    const browser = await loginToClub(t.client(club.subdomain), member.email);
    await t.db.query(`DELETE FROM club_memberships WHERE user_id = $1`, [member.id]);
    expect((await browser.post('/api/auth/verify')).body).toMatchObject({ authenticated: false, user: null });
  });

  it('refuses a forged cookie', async () => {
    const browser = t.client(club.subdomain);
    browser.cookies.set('courtside_sid', 'forged');
    expect((await browser.post('/api/auth/verify')).body).toMatchObject({ authenticated: false, user: null });
  });
});

describe('sessions with configured timeouts', () => {
  it('use the configured idle timeout', async () => {
    const t = await startApp({
      SESSION_MEMBER_IDLE_SECONDS: '3600',
      SESSION_MEMBER_ABSOLUTE_SECONDS: '7200',
    });
    try {
      const club = await createClub(t.db);
      const member = await createClubUser(t.db, club, 'clubmember');
      await loginToClub(t.client(club.subdomain), member.email);
      const [row] = await t.db.query(`SELECT idle_timeout_seconds FROM sessions WHERE user_id = $1`, [
        member.id,
      ]);
      expect(row.idle_timeout_seconds).toBe(3600);
    } finally {
      await t.close();
    }
  });
});
