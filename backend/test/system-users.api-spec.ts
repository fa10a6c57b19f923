import { API_ERRORS, LIMITS, VALIDATION, type SystemRole } from '@courtside/domain';
import { randomUUID } from 'node:crypto';
import { createIsolatedDatabase } from './support/isolated-database';
import {
  createClub,
  createClubUser,
  createSystemUser,
  uniqueEmail,
  type TestUser,
} from './support/factories';
import type { HttpClient, HttpResponse } from './support/http-client';
import { loginToSystem } from './support/login';
import { waitFor } from './support/ports';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function signedIn(t: TestApp, role: SystemRole, host: string | null = null) {
  const user = await createSystemUser(t.db, role);
  const browser = await signIn(t, t.client(host), { kind: 'system', systemUserId: user.id, userType: role });
  return { user, browser };
}

/** Whether a browser still holds a live system session (system:console is open to both system roles). */
const sessionAlive = async (browser: HttpClient) => (await browser.get('/api/admin/clubs')).status === 200;

describe('system users (/api/admin/system-users)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  // A fresh admin per test: other suites share this database and may change older system users.
  const admin = async () => (await signedIn(t, 'systemadmin')).browser;

  describe('GET /api/admin/system-users', () => {
    it('lists system users by email', async () => {
      const tag = randomUUID().slice(0, 8);
      const zed = await createSystemUser(t.db, 'systemmanager', `zed-${tag}@example.test`);
      const amy = await createSystemUser(t.db, 'systemadmin', `amy-${tag}@example.test`);
      const res = await (await admin()).get('/api/admin/system-users');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((u: { id: string }) => u.id);
      expect(ids.indexOf(amy.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(amy.id)).toBeLessThan(ids.indexOf(zed.id));
      expect(res.body.data.find((u: { id: string }) => u.id === zed.id)).toEqual({
        id: zed.id,
        email: zed.email,
        name: zed.name,
        user_type: 'systemmanager',
        created_at: expect.stringMatching(ISO_UTC),
      });
    });
  });

  describe('GET /api/admin/system-users/:id', () => {
    it('answers one system user', async () => {
      const manager = await createSystemUser(t.db, 'systemmanager');
      const res = await (await admin()).get(`/api/admin/system-users/${manager.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: manager.id,
        email: manager.email,
        name: manager.name,
        user_type: 'systemmanager',
        created_at: expect.stringMatching(ISO_UTC),
      });
    });

    it("answers 404 'System user not found' for unknown and malformed ids", async () => {
      const browser = await admin();
      for (const id of [MISSING_ID, 'not-a-uuid', "1' OR '1'='1"]) {
        const res = await browser.get(`/api/admin/system-users/${encodeURIComponent(id)}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: API_ERRORS.systemUserNotFound,
        });
      }
    });
  });

  describe('POST /api/admin/system-users', () => {
    it('creates a system manager by default, e-mail lower-cased, empty name as null', async () => {
      const email = uniqueEmail('ops');
      const res = await (
        await admin()
      ).post('/api/admin/system-users', { email: ` ${email.toUpperCase()} `, name: '' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.any(String),
        email,
        name: null,
        user_type: 'systemmanager',
        created_at: expect.stringMatching(ISO_UTC),
      });
    });

    it('creates a system admin who can then log in by mail', async () => {
      const email = uniqueEmail('newadmin');
      const res = await (
        await admin()
      ).post('/api/admin/system-users', {
        email,
        name: '  Alex Ops  ',
        user_type: 'systemadmin',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ email, name: 'Alex Ops', user_type: 'systemadmin' });
      const browser = await loginToSystem(t.client(null), email);
      const session = await browser.post('/api/auth/verify');
      expect(session.body.user).toMatchObject({ id: res.body.data.id, user_type: 'systemadmin' });
    });

    it('answers 400 with the text of every invalid field', async () => {
      const browser = await admin();
      const res = await browser.post('/api/admin/system-users', {
        email: 'not-an-email',
        name: 'n'.repeat(LIMITS.userName + 1),
        user_type: 'clubadmin',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: VALIDATION.emailInvalid,
        errors: {
          email: VALIDATION.emailInvalid,
          name: VALIDATION.nameTooLong,
          user_type: VALIDATION.userTypeInvalid,
        },
      });

      const missing = await browser.post('/api/admin/system-users', { user_type: null, name: 7 });
      expect(missing.body.errors).toEqual({
        email: 'Invalid email address',
        name: VALIDATION.nameInvalid,
        user_type: 'Invalid user type',
      });
      const longest = await browser.post('/api/admin/system-users', {
        email: uniqueEmail(),
        name: 'n'.repeat(LIMITS.userName),
      });
      expect(longest.status).toBe(201);
    });

    it('rejects unknown fields', async () => {
      const res = await (
        await admin()
      ).post('/api/admin/system-users', {
        email: uniqueEmail(),
        permissions: ['system:admin'],
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ permissions: VALIDATION.unknownProperty });
    });

    it('answers 409 for an e-mail already in use, whatever its case', async () => {
      const existing = await createSystemUser(t.db, 'systemmanager');
      const res = await (
        await admin()
      ).post('/api/admin/system-users', { email: existing.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: API_ERRORS.systemUserExists });
    });

    it('lets exactly one of several concurrent creates have an e-mail', async () => {
      const browser = await admin();
      const email = uniqueEmail('race');
      const replies = await Promise.all(
        Array.from({ length: 4 }, () => browser.post('/api/admin/system-users', { email })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      for (const r of replies.filter((r) => r.status === 409))
        expect(r.body.message).toBe(API_ERRORS.systemUserExists);
    });
  });

  describe('PUT /api/admin/system-users/:id', () => {
    it('changes only the fields sent; an empty or null name clears it', async () => {
      const browser = await admin();
      const manager = await createSystemUser(t.db, 'systemmanager');
      const renamed = await browser.put(`/api/admin/system-users/${manager.id}`, { name: ' Sam ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({
        id: manager.id,
        email: manager.email,
        name: 'Sam',
        user_type: 'systemmanager',
      });
      expect(
        (await browser.put(`/api/admin/system-users/${manager.id}`, { name: '' })).body.data.name,
      ).toBeNull();
      await browser.put(`/api/admin/system-users/${manager.id}`, { name: 'Sam' });
      expect(
        (await browser.put(`/api/admin/system-users/${manager.id}`, { name: null })).body.data.name,
      ).toBeNull();
      const unchanged = await browser.put(`/api/admin/system-users/${manager.id}`, {});
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.data).toMatchObject({ email: manager.email, user_type: 'systemmanager' });
    });

    it('validates like create and refuses null for the e-mail and the type', async () => {
      const browser = await admin();
      const manager = await createSystemUser(t.db, 'systemmanager');
      const res = await browser.put(`/api/admin/system-users/${manager.id}`, {
        email: null,
        user_type: 'superuser',
        created_at: '2020-01-01T00:00:00Z',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        email: VALIDATION.emailInvalid,
        user_type: VALIDATION.userTypeInvalid,
        created_at: VALIDATION.unknownProperty,
      });
      expect(
        (await browser.put(`/api/admin/system-users/${manager.id}`, { user_type: null })).body.errors,
      ).toEqual({
        user_type: VALIDATION.userTypeInvalid,
      });
    });

    it('refuses control characters and bidirectional overrides in a name it sets, not in one it keeps', async () => {
      const browser = await admin();
      const created = await browser.post('/api/admin/system-users', {
        email: uniqueEmail(),
        name: 'Ops\r\nTeam',
      });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({ name: VALIDATION.nameCharacters });
      const manager = await createSystemUser(t.db, 'systemmanager');
      // As an older release or a hand edit may have stored it.
      const odd = 'Ops \u202eTeam';
      await t.db.query(`UPDATE system_users SET name = $2 WHERE id = $1`, [manager.id, odd]);
      const promoted = await browser.put(`/api/admin/system-users/${manager.id}`, {
        name: odd,
        user_type: 'systemadmin',
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data).toMatchObject({ name: odd, user_type: 'systemadmin' });
      const renamed = await browser.put(`/api/admin/system-users/${manager.id}`, { name: 'Ops \u2066Team' });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ name: VALIDATION.nameCharacters });
    });

    it("answers 409 when the new e-mail is another system user's", async () => {
      const browser = await admin();
      const one = await createSystemUser(t.db, 'systemmanager');
      const two = await createSystemUser(t.db, 'systemmanager');
      const res = await browser.put(`/api/admin/system-users/${one.id}`, { email: two.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(API_ERRORS.systemUserExists);
    });

    it("answers 404 'System user not found' for unknown and malformed ids", async () => {
      const browser = await admin();
      for (const id of [MISSING_ID, 'abc']) {
        const res = await browser.put(`/api/admin/system-users/${id}`, { name: 'Nobody' });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(API_ERRORS.systemUserNotFound);
      }
    });

    it('ends the sessions of someone whose role changes, in either direction', async () => {
      const browser = await admin();
      const other = await signedIn(t, 'systemadmin');
      const manager = await signedIn(t, 'systemmanager');
      expect(await sessionAlive(other.browser)).toBe(true);
      expect(await sessionAlive(manager.browser)).toBe(true);

      const demoted = await browser.put(`/api/admin/system-users/${other.user.id}`, {
        user_type: 'systemmanager',
      });
      expect(demoted.status).toBe(200);
      expect(demoted.body.data.user_type).toBe('systemmanager');
      const promoted = await browser.put(`/api/admin/system-users/${manager.user.id}`, {
        user_type: 'systemadmin',
      });
      expect(promoted.body.data.user_type).toBe('systemadmin');

      expect(await sessionAlive(other.browser)).toBe(false);
      expect(await sessionAlive(manager.browser)).toBe(false);
      const [row] = await t.db.query(
        `SELECT count(*)::int AS n FROM sessions WHERE system_user_id = ANY($1)`,
        [[other.user.id, manager.user.id]],
      );
      expect(row.n).toBe(0);
    });

    it('ends the sessions on a new e-mail, but not on a new name or an unchanged role', async () => {
      const browser = await admin();
      const manager = await signedIn(t, 'systemmanager');
      await browser.put(`/api/admin/system-users/${manager.user.id}`, {
        name: 'New Name',
        user_type: 'systemmanager',
      });
      expect(await sessionAlive(manager.browser)).toBe(true);
      await browser.put(`/api/admin/system-users/${manager.user.id}`, {
        email: manager.user.email.toUpperCase(),
      });
      expect(await sessionAlive(manager.browser)).toBe(true);

      const email = uniqueEmail('moved');
      const res = await browser.put(`/api/admin/system-users/${manager.user.id}`, { email });
      expect(res.body.data.email).toBe(email);
      expect(await sessionAlive(manager.browser)).toBe(false);
    });
  });

  describe('DELETE /api/admin/system-users/:id', () => {
    it('removes a system user and ends their sessions', async () => {
      const browser = await admin();
      const manager = await signedIn(t, 'systemmanager');
      const res = await browser.delete(`/api/admin/system-users/${manager.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: manager.user.id } });
      expect(await sessionAlive(manager.browser)).toBe(false);
      expect((await browser.get(`/api/admin/system-users/${manager.user.id}`)).status).toBe(404);
      const again = await browser.delete(`/api/admin/system-users/${manager.user.id}`);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(API_ERRORS.systemUserNotFound);
    });

    it('removes a system admin while another one remains', async () => {
      const browser = await admin();
      const other = await createSystemUser(t.db, 'systemadmin');
      expect((await browser.delete(`/api/admin/system-users/${other.id}`)).status).toBe(200);
    });

    it("answers 404 'System user not found' for a malformed id", async () => {
      const res = await (await admin()).delete('/api/admin/system-users/%20');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.systemUserNotFound);
    });
  });

  describe('who may', () => {
    const routes = (target: TestUser): [string, string, unknown?][] => [
      ['GET', '/api/admin/system-users'],
      ['GET', `/api/admin/system-users/${target.id}`],
      ['POST', '/api/admin/system-users', { email: uniqueEmail() }],
      ['PUT', `/api/admin/system-users/${target.id}`, { name: 'Changed' }],
      ['DELETE', `/api/admin/system-users/${target.id}`],
    ];
    const call = (browser: HttpClient, [method, path, body]: [string, string, unknown?]) =>
      browser.request(method, path, body === undefined ? {} : { body });

    it('refuses system managers (403), club staff on their club host (403) and the signed out (401)', async () => {
      const target = await createSystemUser(t.db, 'systemmanager');
      const club = await createClub(t.db);
      const clubOwner = await createClubUser(t.db, club, 'clubsuperadmin');
      const manager = (await signedIn(t, 'systemmanager')).browser;
      const clubStaff = await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: clubOwner.id,
        clubId: club.id,
        userType: 'clubsuperadmin',
      });
      for (const route of routes(target)) {
        const refused = await call(manager, route);
        expect([route[0], route[1], refused.status, refused.body.message]).toEqual([
          route[0],
          route[1],
          403,
          API_ERRORS.forbidden,
        ]);
        expect([route[0], route[1], (await call(clubStaff, route)).status]).toEqual([
          route[0],
          route[1],
          403,
        ]);
        expect([route[0], route[1], (await call(t.client(null), route)).status]).toEqual([
          route[0],
          route[1],
          401,
        ]);
      }
      expect(await t.db.query(`SELECT name FROM system_users WHERE id = $1`, [target.id])).toEqual([
        { name: target.name },
      ]);
    });

    it("lets a system admin's session work on a club host too", async () => {
      const club = await createClub(t.db);
      const { browser } = await signedIn(t, 'systemadmin', club.subdomain);
      const target = await createSystemUser(t.db, 'systemmanager');
      for (const route of routes(target)) {
        expect([route[0], (await call(browser, route)).status]).toEqual([
          route[0],
          route[0] === 'POST' ? 201 : 200,
        ]);
      }
    });
  });
});

/**
 * The last-systemadmin rule needs a known number of systemadmins, which the shared database of
 * this run cannot give (other suites add and demote system users in parallel): these tests get
 * a database of their own.
 */
describe('the last system admin', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;

  beforeAll(async () => {
    database = await createIsolatedDatabase('admins');
    t = await startApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database.drop();
  });
  beforeEach(() => t.db.query(`DELETE FROM system_users`));

  const adminCount = async () =>
    (await t.db.query(`SELECT count(*)::int AS n FROM system_users WHERE user_type = 'systemadmin'`))[0].n;

  /**
   * Sends `requests` while this test holds the locks on every systemadmin row, and lets go only
   * once all of them are waiting for those locks: the requests then truly run at once.
   */
  async function allAtOnce(requests: () => Promise<HttpResponse>[]): Promise<HttpResponse[]> {
    const holder = t.db.createQueryRunner();
    await holder.connect();
    let replies: Promise<HttpResponse[]> | undefined;
    try {
      await holder.startTransaction();
      await holder.query(`SELECT id FROM system_users WHERE user_type = 'systemadmin' FOR UPDATE`);
      const pending = requests();
      replies = Promise.all(pending);
      await waitFor('the requests to wait for the systemadmin locks', async () => {
        const [row] = await t.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row.n >= pending.length ? true : undefined;
      });
    } finally {
      await holder.commitTransaction().catch(() => undefined);
      await holder.release();
    }
    return replies;
  }

  it('cannot be demoted or removed, not even by themselves', async () => {
    const { user: only, browser } = await signedIn(t, 'systemadmin');
    await createSystemUser(t.db, 'systemmanager');

    const demote = await browser.put(`/api/admin/system-users/${only.id}`, { user_type: 'systemmanager' });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ statusCode: 409, error: 'Conflict', message: API_ERRORS.lastSystemAdmin });
    const remove = await browser.delete(`/api/admin/system-users/${only.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(API_ERRORS.lastSystemAdmin);

    // Other changes to the last admin are fine, and keep the session.
    const renamed = await browser.put(`/api/admin/system-users/${only.id}`, {
      name: 'Still Admin',
      user_type: 'systemadmin',
    });
    expect(renamed.status).toBe(200);
    expect(await adminCount()).toBe(1);
    expect(await sessionAlive(browser)).toBe(true);
  });

  it('may step down once another admin exists, which ends their own session', async () => {
    const first = await signedIn(t, 'systemadmin');
    const manager = await createSystemUser(t.db, 'systemmanager');
    const promoted = await first.browser.put(`/api/admin/system-users/${manager.id}`, {
      user_type: 'systemadmin',
    });
    expect(promoted.status).toBe(200);

    const stepDown = await first.browser.put(`/api/admin/system-users/${first.user.id}`, {
      user_type: 'systemmanager',
    });
    expect(stepDown.status).toBe(200);
    expect(await sessionAlive(first.browser)).toBe(false);
    expect(await adminCount()).toBe(1);
  });

  it('holds when the only two admins demote each other at the same moment: one wins, one gets 409', async () => {
    const a = await signedIn(t, 'systemadmin');
    const b = await signedIn(t, 'systemadmin');
    const [byA, byB] = await allAtOnce(() => [
      a.browser.put(`/api/admin/system-users/${b.user.id}`, { user_type: 'systemmanager' }),
      b.browser.put(`/api/admin/system-users/${a.user.id}`, { user_type: 'systemmanager' }),
    ]);
    expect([byA.status, byB.status].sort()).toEqual([200, 409]);
    const [winner, loser] = byA.status === 200 ? [a, b] : [b, a];
    expect((byA.status === 409 ? byA : byB).body.message).toBe(API_ERRORS.lastSystemAdmin);

    expect(await adminCount()).toBe(1);
    const rows = await t.db.query(`SELECT id, user_type FROM system_users ORDER BY user_type`);
    expect(rows).toEqual([
      { id: winner.user.id, user_type: 'systemadmin' },
      { id: loser.user.id, user_type: 'systemmanager' },
    ]);
    expect(await sessionAlive(loser.browser)).toBe(false);
    expect(await sessionAlive(winner.browser)).toBe(true);
  });

  it('holds when the only two admins remove each other at the same moment', async () => {
    const a = await signedIn(t, 'systemadmin');
    const b = await signedIn(t, 'systemadmin');
    const replies = await allAtOnce(() => [
      a.browser.delete(`/api/admin/system-users/${b.user.id}`),
      b.browser.delete(`/api/admin/system-users/${a.user.id}`),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe(API_ERRORS.lastSystemAdmin);
    expect(await adminCount()).toBe(1);
  });
});
