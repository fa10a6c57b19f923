import { API_ERRORS, API_ERRORS_NL, AUTH_MESSAGES_NL, VALIDATION, VALIDATION_NL } from '@courtside/domain';
import type { ClubRole } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import { requestClubToken } from './support/login';
import { mailbox } from './support/mailbox';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const NL = { headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' } };

describe('languages: English and Dutch', () => {
  let t: TestApp;
  let club: TestClub;
  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  const person = async (role: ClubRole, at = club) => {
    const { user, browser } = await browserAs(t, at, role);
    return { ...user, browser };
  };

  it('answers API errors in the language of Accept-Language, English otherwise', async () => {
    const member = await person('clubmember');
    const missing = `/api/events/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    expect((await member.browser.get(missing, NL)).body.message).toBe(API_ERRORS_NL.eventNotFound);
    expect((await member.browser.get(missing)).body.message).toBe(API_ERRORS.eventNotFound);
    expect(
      (await member.browser.get(missing, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).body.message,
    ).toBe(API_ERRORS.eventNotFound);

    const organiser = await person('cluborganiser');
    const invalid = await organiser.browser.post(
      '/api/events',
      { name: '', start_time: '2031-01-01T10:00:00', end_time: '2031-01-01T09:00:00' },
      NL,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      name: VALIDATION_NL.eventNameRequired,
      end_time: VALIDATION_NL.endBeforeStart,
    });
    const unauthenticated = await t.client(club.subdomain).get('/api/events', NL);
    expect(unauthenticated.body.message).toBe(API_ERRORS_NL.authRequired);
    const login = await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token: 'forged' }, NL);
    expect(login.body).toMatchObject({ success: false, error: API_ERRORS_NL.invalidMagicLink });
    const badEmail = await t.client(club.subdomain).post('/api/auth/magic-link', { email: 'nope' }, NL);
    expect(badEmail.body.errors.email).toBe(VALIDATION_NL.emailInvalid);
    expect(badEmail.body.errors.email).not.toBe(VALIDATION.emailInvalid);
  });

  it("mails the login link in the person's chosen language, else the browser's, else the club's", async () => {
    const dutchClub = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET default_locale = 'nl' WHERE id = $1`, [dutchClub.id]);
    const byClub = await createClubUser(t.db, dutchClub, 'clubmember');
    const byBrowser = await createClubUser(t.db, club, 'clubmember');
    const byChoice = await createClubUser(t.db, club, 'clubmember');
    await t.db.query(`UPDATE club_memberships SET locale = 'nl' WHERE user_id = $1 AND club_id = $2`, [
      byChoice.id,
      club.id,
    ]);

    const asked = await t.client(club.subdomain).post('/api/auth/magic-link', { email: byBrowser.email }, NL);
    expect(asked.body.message).toBe(AUTH_MESSAGES_NL.linkSent);
    await t.client(club.subdomain).post('/api/auth/magic-link', { email: byChoice.email });
    await t.client(dutchClub.subdomain).post('/api/auth/magic-link', { email: byClub.email });
    for (const who of [byBrowser, byChoice]) {
      const mail = await mailbox.waitForMail(who.email);
      expect(mail.subject).toMatch(/^Je inloglink voor /);
      expect(mail.text).toContain('Met deze link log je in bij');
      expect(mail.token).toBeTruthy();
    }
    expect((await mailbox.waitForMail(byClub.email)).subject).toMatch(/^Je inloglink voor /);

    // The person's choice wins over a browser asking in English; an English club stays English.
    const english = await createClubUser(t.db, club, 'clubmember');
    await t.client(club.subdomain).post('/api/auth/magic-link', { email: english.email });
    expect((await mailbox.waitForMail(english.email)).subject).toMatch(/^Your login link for /);
  });

  it("remembers a person's language on their membership at this club only", async () => {
    const other = await createClub(t.db);
    const member = await person('clubmember');
    await createClubUser(t.db, other, 'clubmember', member.email);
    expect((await member.browser.post('/api/auth/verify')).body.user.locale).toBeNull();

    const chosen = await member.browser.put('/api/me/locale', { locale: 'nl' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toEqual({ locale: 'nl' });
    expect((await member.browser.post('/api/auth/verify')).body.user.locale).toBe('nl');
    const [elsewhere] = await t.db.query(
      `SELECT locale FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [other.id, member.id],
    );
    expect(elsewhere.locale).toBeNull();

    const bad = await member.browser.put('/api/me/locale', { locale: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.locale).toBe('Language must be one of en, nl');
    const staff = await createSystemUser(t.db, 'systemadmin');
    const system = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: staff.id,
      userType: 'systemadmin',
    });
    expect((await system.put('/api/me/locale', { locale: 'nl' })).status).toBe(404);
  });

  it("lets the club's admins set its default language, shown on the public club", async () => {
    const admin = await person('clubadmin');
    const organiser = await person('cluborganiser');
    expect((await admin.browser.get('/api/club/settings')).body.data).toMatchObject({ default_locale: 'en' });
    expect((await organiser.browser.get('/api/club/settings')).status).toBe(403);
    expect((await organiser.browser.put('/api/club/settings', { default_locale: 'nl' })).status).toBe(403);

    const changed = await admin.browser.put('/api/club/settings', { default_locale: 'nl' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ default_locale: 'nl' });
    expect((await t.client(club.subdomain).get('/api/club')).body.data.default_locale).toBe('nl');
    expect((await admin.browser.put('/api/club/settings', { default_locale: 'fr' })).status).toBe(400);
    expect((await admin.browser.put('/api/club/settings', {})).body.data).toMatchObject({
      default_locale: 'nl',
    });
    await admin.browser.put('/api/club/settings', { default_locale: 'en' });
  });

  describe("a person's first sign-in at a club", () => {
    const storedLocale = async (clubId: string, email: string): Promise<string | null> => {
      const [row] = await t.db.query(
        `SELECT m.locale FROM club_memberships m JOIN users u ON u.id = m.user_id
          WHERE m.club_id = $1 AND u.email = $2`,
        [clubId, email],
      );
      return row.locale;
    };

    it("stores the browser's language as their choice, which then rules their mails", async () => {
      const email = uniqueEmail('newcomer');
      const browser = t.client(club.subdomain);
      // The link was asked for in English; the link is followed in a Dutch browser.
      const token = await requestClubToken(browser, email);
      const signedIn = await browser.post('/api/auth/verify-magic-link', { token }, NL);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ email, locale: 'nl' });
      expect(await storedLocale(club.id, email)).toBe('nl');
      expect((await browser.post('/api/auth/verify')).body.user.locale).toBe('nl');

      // The next mail is Dutch, though the browser now asks in English.
      const before = (await mailbox.all(email)).length;
      await t.client(club.subdomain).post('/api/auth/magic-link', { email });
      const mail = await mailbox.waitForMail(email, before + 1);
      expect(mail.subject).toMatch(/^Je inloglink voor /);
      expect(mail.text).toContain('Met deze link log je in bij');
    });

    it('keeps a choice once made, and stores nothing for a language we do not speak', async () => {
      const member = await createClubUser(t.db, club, 'clubmember');
      await t.db.query(`UPDATE club_memberships SET locale = 'en' WHERE club_id = $1 AND user_id = $2`, [
        club.id,
        member.id,
      ]);
      const chosen = t.client(club.subdomain);
      const token = await requestClubToken(chosen, member.email);
      const res = await chosen.post('/api/auth/verify-magic-link', { token }, NL);
      expect(res.body.user.locale).toBe('en');
      expect(await storedLocale(club.id, member.email)).toBe('en');

      const german = uniqueEmail('german');
      const browser = t.client(club.subdomain);
      const germanToken = await requestClubToken(browser, german);
      const signedIn = await browser.post(
        '/api/auth/verify-magic-link',
        { token: germanToken },
        { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.locale).toBeNull();
      expect(await storedLocale(club.id, german)).toBeNull();
    });

    it('stores it at this club only: a second club asks again', async () => {
      const other = await createClub(t.db);
      const email = uniqueEmail('twoclubs');
      const dutch = t.client(club.subdomain);
      await dutch.post('/api/auth/verify-magic-link', { token: await requestClubToken(dutch, email) }, NL);
      const english = t.client(other.subdomain);
      await english.post(
        '/api/auth/verify-magic-link',
        { token: await requestClubToken(english, email) },
        { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      );
      expect(await storedLocale(club.id, email)).toBe('nl');
      expect(await storedLocale(other.id, email)).toBe('en');
    });
  });
});
