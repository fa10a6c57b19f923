import { randomUUID } from 'node:crypto';
import { API_ERRORS, VALIDATION } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/demo/demo-seed';
import { ENTITIES } from '../src/entities';
import { createClubUser, createSystemUser, type TestClub, type TestUser } from './support/factories';
import type { HttpClient } from './support/http-client';
import { createIsolatedDatabase } from './support/isolated-database';
import { requestClubToken } from './support/login';
import { mailbox } from './support/mailbox';
import { clubIn, mailsOf, runJob, settled, startNotifyingApp, waitForKind } from './support/notifications';
import { browserAs, signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

/**
 * Join requests (API.md section 12): a stranger at a club whose join policy is `request` signs in
 * by the mailed link as a pending joiner, asks to join, and staff approve or decline; every step
 * is told by mail, read here out of the SMTP catcher.
 */
describe('join requests', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let staff: HttpClient;
  let staffUser: TestUser;
  let manager: TestUser;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('join-requests'));
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'Dune Tennis', join_policy: 'request' });
    ({ user: staffUser, browser: staff } = await browserAs(t, club, 'clubadmin', undefined, 'Petra'));
    manager = await createClubUser(t.db, club, 'clubsuperadmin', undefined, 'Mo');
  });
  afterAll(() => drop());

  const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@join.test`;

  /** A stranger signing in by the mailed link, as a browser does. */
  async function signInByMail(address: string, target = club): Promise<{ browser: HttpClient; body: any }> {
    const browser = t.client(target.subdomain);
    const token = await requestClubToken(browser, address);
    const res = await browser.post('/api/auth/verify-magic-link', { token });
    expect(res.status).toBe(200);
    return { browser, body: res.body };
  }

  const ask = (browser: HttpClient, body: Record<string, unknown> = { name: 'Noor Bakker' }) =>
    browser.post('/api/club/join-requests', body);

  const requestIdOf = async (userEmail: string): Promise<string> => {
    const [row] = await t.db.query(
      `SELECT j.id FROM join_requests j JOIN users u ON u.id = j.user_id
        WHERE u.email = $1 ORDER BY j.created_at DESC LIMIT 1`,
      [userEmail],
    );
    return row.id;
  };

  /** As if the managers' last digest had gone out more than an hour ago. */
  const ageDigests = () =>
    t.db.query(`UPDATE join_request_digests SET last_queued_at = last_queued_at - interval '2 hours'`);

  it('takes a stranger from the login link through the request to a membership, by mail', async () => {
    const address = email('noor');
    const { browser, body } = await signInByMail(address);
    // Signed in with no membership: a pending joiner, with no request yet.
    expect(body.user).toMatchObject({ email: address, user_type: null, permissions: [] });
    expect(body.join_request).toBeNull();
    const check = await browser.post('/api/auth/verify');
    expect(check.body).toMatchObject({ authenticated: true, user: { user_type: null }, join_request: null });
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM club_memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [address],
    );
    expect(n).toBe(0);

    // Everything but their own few routes is closed to them.
    const before = await browser.get('/api/events');
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(API_ERRORS.askToJoinFirst);
    expect((await browser.get('/api/club')).status).toBe(200);
    expect((await browser.get('/api/me/join-request')).status).toBe(404);

    const asked = await ask(browser, {
      name: '  Noor Bakker ',
      member_number: '12345678',
      phone: '+31 6 1234 5678',
      message: 'I played at Kijkduin\nfor years.',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'pending' });
    const waiting = await browser.get('/api/signups');
    expect(waiting.status).toBe(403);
    expect(waiting.body.message).toBe(API_ERRORS.joinRequestWaiting);
    expect((await browser.post('/api/auth/verify')).body.join_request).toMatchObject({ status: 'pending' });
    expect((await browser.get('/api/me/join-request')).body.data).toMatchObject({ status: 'pending' });
    const again = await ask(browser);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(API_ERRORS.joinRequestExists);

    // Every user manager is told, with the name.
    for (const to of [staffUser.email, manager.email]) {
      const digest = await waitForKind(to, 'join_requested');
      expect(digest.subject).toBe('1 person asks to join Dune Tennis');
      expect(digest.text).toContain('Noor Bakker');
      expect(digest.headers['list-unsubscribe']).toBeDefined();
    }

    const listed = await staff.get('/api/club/join-requests');
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((r: { email: string }) => r.email === address);
    expect(mine).toMatchObject({
      name: 'Noor Bakker',
      member_number: '12345678',
      phone: '+31 6 1234 5678',
      message: 'I played at Kijkduin\nfor years.',
      status: 'pending',
      user_type: null,
    });

    const approved = await staff.post(`/api/club/join-requests/${mine.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', user_type: 'clubmember' });
    const twice = await staff.post(`/api/club/join-requests/${mine.id}/decline`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(API_ERRORS.joinRequestDecided);

    const welcome = await waitForKind(address, 'join_approved');
    expect(welcome.subject).toBe('Welcome to Dune Tennis: your request was approved');
    expect(welcome.text).toContain('Hello Noor Bakker,');
    expect(welcome.headers['list-unsubscribe']).toBeUndefined();

    // The same session is now a member's, with the request's details on the membership.
    expect((await browser.get('/api/events')).status).toBe(200);
    expect((await browser.post('/api/auth/verify')).body.user).toMatchObject({ user_type: 'clubmember' });
    const [member] = await t.db.query(
      `SELECT m.user_type, m.name, m.member_number, m.phone FROM club_memberships m
         JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND u.email = $2`,
      [club.id, address],
    );
    expect(member).toEqual({
      user_type: 'clubmember',
      name: 'Noor Bakker',
      member_number: '12345678',
      phone: '+31 6 1234 5678',
    });
    // A new login link signs them in as the member they are.
    const next = await signInByMail(address);
    expect(next.body.user.user_type).toBe('clubmember');

    const [entry] = await t.db.query(
      `SELECT actor_id, target_id, summary FROM audit_log WHERE club_id = $1 AND action = 'join_request.approved'`,
      [club.id],
    );
    expect(entry).toEqual({
      actor_id: staffUser.id,
      target_id: mine.id,
      summary: 'Approved Noor Bakker as clubmember',
    });
  });

  it('approves as a member when user_type is null, as when it is left out', async () => {
    const address = email('null');
    const { browser } = await signInByMail(address);
    expect((await ask(browser, { name: 'Noor' })).status).toBe(201);
    const id = await requestIdOf(address);
    const res = await staff.post(`/api/club/join-requests/${id}/approve`, { user_type: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', user_type: 'clubmember' });
    expect((await browser.post('/api/auth/verify')).body.user.user_type).toBe('clubmember');
  });

  it('approves as a guest when asked', async () => {
    const address = email('guest');
    const { browser } = await signInByMail(address);
    expect((await ask(browser, { name: 'Gijs' })).status).toBe(201);
    const id = await requestIdOf(address);
    const res = await staff.post(`/api/club/join-requests/${id}/approve`, { user_type: 'clubguest' });
    expect(res.body.data).toMatchObject({ status: 'approved', user_type: 'clubguest' });
    expect((await browser.post('/api/auth/verify')).body.user.user_type).toBe('clubguest');
    const bad = await staff.post(`/api/club/join-requests/${id}/approve`, { user_type: 'clubadmin' });
    expect(bad.status).toBe(400);
  });

  it('declines with a reason: mailed, signed out, and a new request refused for 30 days', async () => {
    const address = email('decl');
    const { browser } = await signInByMail(address);
    expect((await ask(browser, { name: 'Daan' })).status).toBe(201);
    const id = await requestIdOf(address);

    const declined = await staff.post(`/api/club/join-requests/${id}/decline`, {
      reason: 'We are full this season.\nTry again in spring.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      status: 'declined',
      reason: 'We are full this season.\nTry again in spring.',
    });
    const mail = await waitForKind(address, 'join_declined');
    expect(mail.subject).toBe('Your request to join Dune Tennis');
    expect(mail.text).toContain('We are full this season.');
    expect(mail.html).toContain('Try again in spring.');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    // The decision ended their session here.
    expect((await browser.post('/api/auth/verify')).body.authenticated).toBe(false);

    const back = await signInByMail(address);
    expect(back.body.join_request).toMatchObject({ status: 'declined' });
    const refused = await ask(back.browser, { name: 'Daan' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(API_ERRORS.joinRequestRefused);
    const blocked = await back.browser.get('/api/events');
    expect(blocked.body.message).toBe(API_ERRORS.askToJoinFirst);

    // After 30 days they may ask again.
    await t.db.query(`UPDATE join_requests SET decided_at = decided_at - interval '31 days' WHERE id = $1`, [
      id,
    ]);
    expect((await ask(back.browser, { name: 'Daan' })).status).toBe(201);

    const [entry] = await t.db.query(
      `SELECT actor_id, summary FROM audit_log WHERE club_id = $1 AND action = 'join_request.declined' AND target_id = $2`,
      [club.id, id],
    );
    expect(entry).toEqual({ actor_id: staffUser.id, summary: 'Declined Daan with a reason' });
    const long = await staff.post(`/api/club/join-requests/${await requestIdOf(address)}/decline`, {
      reason: 'x'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ reason: VALIDATION.declineReasonTooLong });
  });

  it('lets a joiner withdraw, and refuses names with control or bidi characters', async () => {
    const { browser } = await signInByMail(email('wd'));
    const bidi = await ask(browser, { name: 'Eve\u202Egnp.exe' });
    expect(bidi.status).toBe(400);
    expect(bidi.body.errors).toMatchObject({ name: VALIDATION.nameCharacters });
    expect((await ask(browser, {})).body.errors).toMatchObject({ name: VALIDATION.joinNameRequired });
    expect((await ask(browser, { name: 'Eve', phone: 'call me' })).status).toBe(400);
    expect((await ask(browser, { name: 'Eve' })).status).toBe(201);
    const withdrawn = await browser.delete('/api/me/join-request');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('pending');
    expect((await browser.get('/api/me/join-request')).status).toBe(404);
    expect((await browser.delete('/api/me/join-request')).status).toBe(404);
  });

  it('sends the managers at most one digest an hour; the job sends the held-back one', async () => {
    await settled(t);
    const before = (await mailsOf(staffUser.email, 'join_requested')).length;
    const first = await signInByMail(email('d1'));
    expect((await ask(first.browser, { name: 'Fenna' })).status).toBe(201);
    // The earlier requests' digests went out less than an hour ago: nothing new yet.
    await settled(t);
    expect((await mailsOf(staffUser.email, 'join_requested')).length).toBe(before);
    expect(await runJob(t, 'join-requests')).toContain('0 digest(s) queued');

    await ageDigests();
    const second = await signInByMail(email('d2'));
    expect((await ask(second.browser, { name: 'Gerrit' })).status).toBe(201);
    const digest = await waitForKind(staffUser.email, 'join_requested', before + 1);
    expect(digest.text).toContain('Fenna');
    expect(digest.text).toContain('Gerrit');
    await settled(t);
    expect((await mailsOf(staffUser.email, 'join_requested')).length).toBe(before + 1);

    // A request within the hour waits for the job, which sends it once the hour is over.
    const third = await signInByMail(email('d3'));
    expect((await ask(third.browser, { name: 'Hanna' })).status).toBe(201);
    await settled(t);
    expect((await mailsOf(staffUser.email, 'join_requested')).length).toBe(before + 1);
    await ageDigests();
    expect(await runJob(t, 'join-requests')).toContain('2 digest(s) queued');
    const held = await waitForKind(staffUser.email, 'join_requested', before + 2);
    expect(held.text).toContain('Hanna');

    // Switched off, a manager gets none.
    expect((await staff.put('/api/me/notification-preferences', { join_requested: false })).status).toBe(200);
    await ageDigests();
    const managerBefore = (await mailsOf(manager.email, 'join_requested')).length;
    const fourth = await signInByMail(email('d4'));
    expect((await ask(fourth.browser, { name: 'Ids' })).status).toBe(201);
    await waitForKind(manager.email, 'join_requested', managerBefore + 1);
    await settled(t);
    expect((await mailsOf(staffUser.email, 'join_requested')).length).toBe(before + 2);
    await staff.put('/api/me/notification-preferences', { join_requested: true });
  });

  it('runs the job on demand: declined requests go after 30 days, pending ones expire after 90 with a mail', async () => {
    const oldDeclined = email('old');
    const { browser: a } = await signInByMail(oldDeclined);
    await ask(a, { name: 'Old' });
    const declinedId = await requestIdOf(oldDeclined);
    await staff.post(`/api/club/join-requests/${declinedId}/decline`, {});
    const stale = email('stale');
    const { browser: b } = await signInByMail(stale);
    await ask(b, { name: 'Stale Sam' });
    const staleId = await requestIdOf(stale);
    const fresh = email('fresh');
    const { browser: c } = await signInByMail(fresh);
    await ask(c, { name: 'Fresh' });

    await t.db.query(`UPDATE join_requests SET decided_at = now() - interval '31 days' WHERE id = $1`, [
      declinedId,
    ]);
    await t.db.query(`UPDATE join_requests SET created_at = now() - interval '91 days' WHERE id = $1`, [
      staleId,
    ]);
    const line = await runJob(t, 'join-requests');
    // (Other tests' requests may be old enough too: the rows below are what counts.)
    expect(line).toContain('1 pending request(s) expired');

    const left = await t.db.query(`SELECT id FROM join_requests WHERE id = ANY($1::uuid[])`, [
      [declinedId, staleId],
    ]);
    expect(left).toEqual([]);
    expect((await c.get('/api/me/join-request')).body.data.status).toBe('pending');
    const expired = await waitForKind(stale, 'join_expired');
    expect(expired.subject).toBe('Your request to join Dune Tennis has expired');
    expect(expired.text).toContain('Hello Stale Sam,');
  });

  it('answers 429 past 100 pending requests at a club', async () => {
    const busy = await clubIn(t, 'Europe/Amsterdam', { name: 'Busy Club', join_policy: 'request' });
    await t.db.query(
      `WITH people AS (
         INSERT INTO users (email) SELECT 'wait-' || i || '-' || $2 || '@join.test' FROM generate_series(1, 100) i
         RETURNING id)
       INSERT INTO join_requests (club_id, user_id, name) SELECT $1, id, 'Waiting' FROM people`,
      [busy.id, randomUUID().slice(0, 8)],
    );
    const { browser } = await signInByMail(email('late'), busy);
    const res = await ask(browser, { name: 'Late' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(API_ERRORS.joinRequestsFull);
  });

  it('follows the club policy at sign-in: open makes a guest, closed makes no account', async () => {
    const open = await clubIn(t, 'Europe/Amsterdam', { join_policy: 'open' });
    const guest = await signInByMail(email('open'), open);
    expect(guest.body.user.user_type).toBe('clubguest');

    const closed = await clubIn(t, 'Europe/Amsterdam', { join_policy: 'closed' });
    const address = email('closed');
    const browser = t.client(closed.subdomain);
    const before = (await mailbox.all(address)).length;
    expect((await browser.post('/api/auth/magic-link', { email: address })).status).toBe(200);
    await settled(t, false);
    expect((await mailbox.all(address)).length).toBe(before);
    expect(await t.db.query(`SELECT id FROM users WHERE email = $1`, [address])).toEqual([]);
  });

  it('shows join_policy in the settings and the club, with allow_guest_signup derived from it', async () => {
    const own = await clubIn(t, 'Europe/Amsterdam', { join_policy: 'request' });
    const { browser: admin } = await browserAs(t, own, 'clubadmin');
    expect((await admin.get('/api/club/settings')).body.data.join_policy).toBe('request');
    expect((await admin.get('/api/club')).body.data).toMatchObject({
      join_policy: 'request',
      allow_guest_signup: false,
    });
    const put = await admin.put('/api/club/settings', { join_policy: 'open' });
    expect(put.status).toBe(200);
    expect(put.body.data.join_policy).toBe('open');
    expect((await admin.get('/api/club')).body.data).toMatchObject({
      join_policy: 'open',
      allow_guest_signup: true,
    });
    const bad = await admin.put('/api/club/settings', { join_policy: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ join_policy: VALIDATION.joinPolicyInvalid });
    const [entry] = await t.db.query(
      `SELECT summary FROM audit_log WHERE club_id = $1 AND action = 'club.settings_changed'`,
      [own.id],
    );
    expect(entry.summary).toBe('Changed: join_policy');
    // Members may not list or decide requests.
    const { browser: member } = await browserAs(t, own, 'clubmember');
    expect((await member.get('/api/club/join-requests')).status).toBe(403);
    expect((await staff.get('/api/club/join-requests?status=maybe')).status).toBe(400);
  });

  it('defaults new clubs to request; old writes of allow_guest_signup still set the policy', async () => {
    const sys = await createSystemUser(t.db, 'systemadmin');
    const console = await signIn(t, t.client(null), {
      kind: 'system',
      systemUserId: sys.id,
      userType: 'systemadmin',
    });
    const sub = () => `jr-${randomUUID().slice(0, 8)}`;
    const fresh = await console.post('/api/admin/clubs', {
      name: 'Fresh Club',
      subdomain: sub(),
      invite: false,
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data).toMatchObject({ join_policy: 'request', allow_guest_signup: false });
    const old = await console.post('/api/admin/clubs', {
      name: 'Old Client Club',
      subdomain: sub(),
      allow_guest_signup: true,
    });
    expect(old.body.data).toMatchObject({ join_policy: 'open', allow_guest_signup: true });
    const shut = await console.put(`/api/admin/clubs/${old.body.data.id}`, { allow_guest_signup: false });
    expect(shut.body.data).toMatchObject({ join_policy: 'closed', allow_guest_signup: false });
  });

  it('answers system staff on /api/me/* with 404 No membership in this club', async () => {
    const sys = await createSystemUser(t.db, 'systemadmin');
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: sys.id,
      userType: 'systemadmin',
    });
    for (const path of ['/api/me/join-request', '/api/me/profile', '/api/me/notification-preferences']) {
      const res = await browser.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.noMembership);
    }
    expect((await browser.get('/api/club/join-requests')).status).toBe(200);
  });
});

describe('demo seed', () => {
  it('gives Riverside, which asks new people to request membership, one request waiting', async () => {
    const database = await createIsolatedDatabase('join_demo');
    const db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    try {
      expect(await seedDemoData(db)).toBe(true);
      const rows = await db.query(
        `SELECT c.join_policy, j.name, j.status, m.user_id AS member
           FROM clubs c JOIN join_requests j ON j.club_id = c.id
           LEFT JOIN club_memberships m ON m.club_id = c.id AND m.user_id = j.user_id
          WHERE c.subdomain = 'riverside'`,
      );
      expect(rows).toEqual([
        { join_policy: 'request', name: 'Sophie Jansen', status: 'pending', member: null },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 60_000);
});

describe('migration JoinRequests', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase('join-migration');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, [])).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps what existing clubs did (open or closed); clubs created later ask', async () => {
    // Back to the schema before join policies (undoing any migration after it too).
    for (;;) {
      const [last]: { name: string }[] = await db.query(
        `SELECT name FROM migrations ORDER BY id DESC LIMIT 1`,
      );
      await db.undoLastMigration();
      if (last.name === 'JoinRequests1764750000000') break;
    }
    await db.query(
      `INSERT INTO clubs (name, subdomain, allow_guest_signup) VALUES ('a', 'guests', true), ('b', 'shut', false)`,
    );
    await db.runMigrations();
    await db.query(`INSERT INTO clubs (name, subdomain) VALUES ('c', 'newcomer')`);
    const rows: { subdomain: string; join_policy: string }[] = await db.query(
      `SELECT subdomain, join_policy FROM clubs ORDER BY subdomain`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.subdomain, r.join_policy]))).toEqual({
      guests: 'open',
      newcomer: 'request',
      shut: 'closed',
    });
  });
});
