import { createHash, randomUUID } from 'node:crypto';
import { API_ERRORS, VALIDATION } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createSystemUser,
  type TestClub,
  type TestUser,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { requestClubToken } from './support/login';
import { mailbox, type CaughtMail } from './support/mailbox';
import { clubIn, settled, startNotifyingApp } from './support/notifications';
import { waitFor } from './support/ports';
import { browserAs, signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

/** Invitation mails to `to`, oldest first. */
async function invitationsTo(to: string): Promise<CaughtMail[]> {
  return (await mailbox.all(to)).filter((m) => m.headers['x-courtside-notification'] === 'invitation');
}

describe('invitations (POST /api/club-users/invitations)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let staff: HttpClient;
  let staffUser: TestUser;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('invitations'));
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'Harbour Tennis' });
    ({ user: staffUser, browser: staff } = await browserAs(t, club, 'clubadmin'));
  });
  afterAll(() => drop());

  const invite = (userIds: string[], browser = staff) =>
    browser.post('/api/club-users/invitations', { user_ids: userIds });

  /** Waits for the `count`-th invitation mail to `to`. */
  async function invitationMail(to: string, count = 1): Promise<CaughtMail> {
    return waitFor(
      `invitation #${count} to ${to}`,
      async () => (await invitationsTo(to))[count - 1],
      20_000,
      100,
    );
  }

  /** A browser with no session at the club. */
  const stranger = () => t.client(club.subdomain);

  it('mails a welcome whose link signs the person in, once', async () => {
    const person = await createClubUser(t.db, club, 'clubmember', undefined, 'Ada');
    const res = await invite([person.id]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: 1, skipped: [] } });

    const mail = await invitationMail(person.email);
    expect(mail.subject).toBe('Welcome to Harbour Tennis');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('for 7 days');
    // Not switchable: no unsubscribe link.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.link).toMatch(new RegExp(`^http://${club.subdomain}\\.localhost:\\d+/auth/verify\\?token=`));

    // Only the hash is stored, as an invitation of this club, valid 7 days.
    const [link] = await t.db.query(
      `SELECT token_hash, purpose, club_id, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
         FROM magic_links WHERE email = $1`,
      [person.email],
    );
    expect(link).toEqual({
      token_hash: createHash('sha256').update(mail.token!).digest('hex'),
      purpose: 'invitation',
      club_id: club.id,
      days: 7,
    });

    const browser = stranger();
    const verified = await browser.post('/api/auth/verify-magic-link', { token: mail.token });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ id: person.id, user_type: 'clubmember' });
    const session = await browser.post('/api/auth/verify');
    expect(session.body).toMatchObject({ authenticated: true, user: { id: person.id } });

    const again = await stranger().post('/api/auth/verify-magic-link', { token: mail.token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, error: API_ERRORS.invalidMagicLink });
  });

  it('records when the person was invited, and one audit entry per call', async () => {
    const a = await createClubUser(t.db, club, 'clubmember');
    const b = await createClubUser(t.db, club, 'clubmember');
    expect((await invite([a.id, b.id, a.id])).body).toEqual({ data: { sent: 2, skipped: [] } });

    const shown = await staff.get(`/api/club-users/${a.id}`);
    expect(Date.parse(shown.body.data.invited_at)).toBeGreaterThan(Date.now() - 60_000);
    const entries = await t.db.query(
      `SELECT actor_id, target_id, summary FROM audit_log WHERE club_id = $1 AND action = 'invitation.sent'
        ORDER BY at DESC LIMIT 1`,
      [club.id],
    );
    expect(entries).toEqual([{ actor_id: staffUser.id, target_id: null, summary: 'Invited 2 people' }]);
  });

  it('fails like an expired login link once its days are over', async () => {
    const person = await createClubUser(t.db, club, 'clubmember');
    await invite([person.id]);
    const mail = await invitationMail(person.email);
    await t.db.query(
      `UPDATE magic_links SET expires_at = now() - interval '1 second', created_at = created_at - interval '7 days'
        WHERE email = $1 AND purpose = 'invitation'`,
      [person.email],
    );
    const res = await stranger().post('/api/auth/verify-magic-link', { token: mail.token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: API_ERRORS.invalidMagicLink });
  });

  it('stops working once the person has signed in at the club', async () => {
    const person = await createClubUser(t.db, club, 'clubmember');
    await invite([person.id]);
    const mail = await invitationMail(person.email);

    // Signed in another way (a session from before), and used the club: their day is recorded.
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: person.id,
      clubId: club.id,
      userType: 'clubmember',
    });
    expect((await browser.get('/api/events')).status).toBe(200);
    const [{ seen }] = await t.db.query(
      `SELECT last_seen_on IS NOT NULL AS seen FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [club.id, person.id],
    );
    expect(seen).toBe(true);

    const res = await stranger().post('/api/auth/verify-magic-link', { token: mail.token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: API_ERRORS.invalidMagicLink });

    // And nobody is invited who has signed in here already.
    await t.db.query(`UPDATE club_memberships SET invited_at = NULL WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      person.id,
    ]);
    expect((await invite([person.id])).body).toEqual({
      data: { sent: 0, skipped: [{ user_id: person.id, reason: 'already_signed_in' }] },
    });
  });

  it('stops working once the person is removed from the club', async () => {
    const person = await createClubUser(t.db, club, 'clubmember');
    await invite([person.id]);
    const mail = await invitationMail(person.email);
    expect((await staff.delete(`/api/club-users/${person.id}`)).status).toBe(200);
    const res = await stranger().post('/api/auth/verify-magic-link', { token: mail.token });
    expect(res.status).toBe(401);
    const [{ members }] = await t.db.query(
      `SELECT count(*)::int AS members FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [club.id, person.id],
    );
    expect(members).toBe(0);
  });

  it('is voided by using a login link, and voids the login links itself', async () => {
    const person = await createClubUser(t.db, club, 'clubmember');
    await invite([person.id]);
    const invitation = await invitationMail(person.email);
    const login = await requestClubToken(stranger(), person.email);
    expect((await stranger().post('/api/auth/verify-magic-link', { token: login })).status).toBe(200);
    expect((await stranger().post('/api/auth/verify-magic-link', { token: invitation.token })).status).toBe(
      401,
    );

    const other = await createClubUser(t.db, club, 'clubmember');
    const unusedLogin = await requestClubToken(stranger(), other.email);
    await invite([other.id]);
    const second = await invitationMail(other.email);
    expect((await stranger().post('/api/auth/verify-magic-link', { token: second.token })).status).toBe(200);
    expect((await stranger().post('/api/auth/verify-magic-link', { token: unusedLogin })).status).toBe(401);
  });

  it('signing in by a login link ends a later-sent invitation too', async () => {
    const person = await createClubUser(t.db, club, 'clubmember');
    const login = await requestClubToken(stranger(), person.email);
    await invite([person.id]);
    const invitation = await invitationMail(person.email);
    // The sign-in itself counts as the first visit, before any further request.
    expect((await stranger().post('/api/auth/verify-magic-link', { token: login })).status).toBe(200);
    expect((await stranger().post('/api/auth/verify-magic-link', { token: invitation.token })).status).toBe(
      401,
    );
  });

  it('sends at most one invitation per person per hour: a batch skips, a single call is 429', async () => {
    const a = await createClubUser(t.db, club, 'clubmember');
    const b = await createClubUser(t.db, club, 'clubmember');
    expect((await invite([a.id])).body).toEqual({ data: { sent: 1, skipped: [] } });

    const batch = await invite([a.id, b.id]);
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual({
      data: { sent: 1, skipped: [{ user_id: a.id, reason: 'invited_recently' }] },
    });

    const single = await invite([a.id]);
    expect(single.status).toBe(429);
    expect(single.body).toMatchObject({ statusCode: 429, message: API_ERRORS.invitedRecently });
    const retryAfter = Number(single.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // An hour later (moved in the database, never waited for) it goes again.
    await t.db.query(
      `UPDATE club_memberships SET invited_at = invited_at - interval '1 hour' WHERE club_id = $1 AND user_id = $2`,
      [club.id, a.id],
    );
    expect((await invite([a.id])).body).toEqual({ data: { sent: 1, skipped: [] } });
    await invitationMail(a.email, 2);
    await settled(t);
    expect(await invitationsTo(a.email)).toHaveLength(2);
    expect(await invitationsTo(b.email)).toHaveLength(1);
  });

  it("skips unknown ids and other clubs' people with the same reason, and mails them nothing", async () => {
    const elsewhere = await createClub(t.db);
    const outsider = await createClubUser(t.db, elsewhere, 'clubmember');
    const unknown = randomUUID();
    const res = await invite([outsider.id, unknown]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        sent: 0,
        skipped: [
          { user_id: outsider.id, reason: 'not_found' },
          { user_id: unknown, reason: 'not_found' },
        ],
      },
    });
    const [{ invited }] = await t.db.query(
      `SELECT count(*)::int AS invited FROM club_memberships WHERE user_id = $1 AND invited_at IS NOT NULL`,
      [outsider.id],
    );
    expect(invited).toBe(0);
    await settled(t);
    expect(await invitationsTo(outsider.email)).toHaveLength(0);
  });

  it('refuses a malformed list, and callers without club-users:manage', async () => {
    for (const body of [{}, { user_ids: [] }, { user_ids: ['nope'] }, { user_ids: 'x' }, { user_ids: [7] }]) {
      const res = await staff.post('/api/club-users/invitations', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.errors).toEqual({ user_ids: VALIDATION.invitationUserIdsInvalid });
    }
    const tooMany = Array.from({ length: 1001 }, () => randomUUID());
    expect((await invite(tooMany)).status).toBe(400);
    const thousand = Array.from({ length: 1000 }, () => randomUUID());
    expect((await invite(thousand)).body.data.skipped).toHaveLength(1000);

    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    const person = await createClubUser(t.db, club, 'clubmember');
    expect((await invite([person.id], organiser)).status).toBe(403);
  });

  it('writes Dutch for a person whose language is Dutch', async () => {
    const person = await createClubUser(t.db, club, 'clubmember', undefined, null);
    await t.db.query(`UPDATE club_memberships SET locale = 'nl' WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      person.id,
    ]);
    await invite([person.id]);
    const mail = await invitationMail(person.email);
    expect(mail.subject).toBe('Welkom bij Harbour Tennis');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain('7 dagen');
  });

  describe('POST /api/club-users', () => {
    it('invites the new person by default', async () => {
      const email = `new-${randomUUID().slice(0, 8)}@example.test`;
      const res = await staff.post('/api/club-users', { email, name: 'Bo' });
      expect(res.status).toBe(201);
      expect(res.body.data.invited_at).not.toBeNull();
      const mail = await invitationMail(email);
      const verified = await stranger().post('/api/auth/verify-magic-link', { token: mail.token });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ id: res.body.data.id });
    });

    it('sends nothing with invite: false', async () => {
      const email = `quiet-${randomUUID().slice(0, 8)}@example.test`;
      const res = await staff.post('/api/club-users', { email, invite: false });
      expect(res.status).toBe(201);
      expect(res.body.data.invited_at).toBeNull();
      await settled(t);
      expect(await mailbox.all(email)).toHaveLength(0);
      expect(
        (await staff.post('/api/club-users', { email: `x-${email}`, invite: 'yes' })).body.errors,
      ).toEqual({
        invite: VALIDATION.booleanInvalid,
      });
    });
  });

  describe('POST /api/club-users/import?invite=true', () => {
    const upload = (csv: string, query: string) =>
      staff.post(`/api/club-users/import${query}`, undefined, {
        rawBody: Buffer.from(csv, 'utf8'),
        headers: { 'content-type': 'text/csv' },
      });

    it('invites everyone the import created, and nobody it only updated', async () => {
      const known = await createClubUser(t.db, club, 'clubmember');
      const fresh = [0, 1].map((i) => `imported-${i}-${randomUUID().slice(0, 8)}@example.test`);
      const csv = ['email;name', `${known.email};Known Again`, ...fresh.map((e, i) => `${e};New ${i}`)].join(
        '\n',
      );

      const dry = await upload(csv, '?dry_run=true&invite=true');
      expect(dry.status).toBe(200);
      const real = await upload(csv, '?invite=true');
      expect(real.status).toBe(200);
      expect(real.body.data).toMatchObject({ created: 2, updated: 1 });

      for (const email of fresh) {
        const mail = await invitationMail(email);
        expect(mail.text).toContain('Harbour Tennis');
      }
      await settled(t);
      for (const email of fresh) expect(await invitationsTo(email)).toHaveLength(1);
      expect(await invitationsTo(known.email)).toHaveLength(0);
      const [{ invited }] = await t.db.query(
        `SELECT count(*)::int AS invited FROM club_memberships m JOIN users u ON u.id = m.user_id
          WHERE m.club_id = $1 AND u.email = ANY($2) AND m.invited_at IS NOT NULL`,
        [club.id, [...fresh, known.email]],
      );
      expect(invited).toBe(2);
    });

    it('invites nobody without it, and refuses a flag that is not true or false', async () => {
      const email = `plain-${randomUUID().slice(0, 8)}@example.test`;
      expect((await upload(`email\n${email}`, '')).status).toBe(200);
      const bad = await upload(`email\n${email}`, '?invite=yes');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ invite: API_ERRORS.importInviteFlagInvalid });
      await settled(t);
      expect(await mailbox.all(email)).toHaveLength(0);
    });
  });

  describe('POST /api/admin/clubs', () => {
    async function system(): Promise<HttpClient> {
      const admin = await createSystemUser(t.db, 'systemadmin');
      return signIn(t, t.client(null), { kind: 'system', systemUserId: admin.id, userType: 'systemadmin' });
    }
    const subdomain = () => `inv-${randomUUID().slice(0, 8)}`;

    it('invites the owner, whose link signs them in at the new club as its super admin', async () => {
      const owner = `owner-${randomUUID().slice(0, 8)}@example.test`;
      const sub = subdomain();
      const res = await (
        await system()
      ).post('/api/admin/clubs', {
        name: 'Dune Tennis',
        subdomain: sub,
        owner_email: owner,
      });
      expect(res.status).toBe(201);
      const mail = await invitationMail(owner);
      expect(mail.subject).toBe('Welcome to Dune Tennis');
      expect(mail.link).toMatch(new RegExp(`^http://${sub}\\.localhost:\\d+/auth/verify\\?token=`));
      const verified = await t.client(sub).post('/api/auth/verify-magic-link', { token: mail.token });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ email: owner, user_type: 'clubsuperadmin' });
      const audit = await t.db.query(
        `SELECT a.actor_kind, a.summary FROM audit_log a JOIN clubs c ON c.id = a.club_id
          WHERE c.subdomain = $1 AND a.action = 'invitation.sent'`,
        [sub],
      );
      expect(audit).toEqual([{ actor_kind: 'system', summary: 'Invited 1 person' }]);
    });

    it('invites nobody with invite: false', async () => {
      const owner = `owner-${randomUUID().slice(0, 8)}@example.test`;
      const res = await (
        await system()
      ).post('/api/admin/clubs', {
        name: 'Quiet Tennis',
        subdomain: subdomain(),
        owner_email: owner,
        invite: false,
      });
      expect(res.status).toBe(201);
      await settled(t);
      expect(await mailbox.all(owner)).toHaveLength(0);
    });
  });
});
