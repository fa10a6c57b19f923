import { AUTH_MESSAGES } from '@courtside/domain';
import { createClub, createSystemUser, uniqueEmail } from './support/factories';
import { mailbox } from './support/mailbox';
import { createIsolatedDatabase } from './support/isolated-database';
import { loginToSystem, requestSystemToken } from './support/login';
import { startApp, type TestApp } from './support/test-app';

describe('system admin magic-link login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  let t2: TestApp | undefined;
  afterAll(async () => {
    await t.close();
    await t2?.close();
  });

  it('mails a system user a link to the apex host that opens a system session', async () => {
    const admin = await createSystemUser(t.db, 'systemadmin');
    const apex = t.client(null);

    const requested = await apex.post('/api/auth/system-admin-magic-link', { email: admin.email });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: AUTH_MESSAGES.systemLinkSent });

    const mail = await mailbox.waitForMail(admin.email);
    expect(mail.subject).toBe('Your Courtside system admin login link');
    expect(mail.link).toMatch(new RegExp(`^http://localhost:${t.port}/auth/system-admin-verify\\?token=`));

    const verified = await apex.post('/api/auth/system-admin-verify-magic-link', { token: mail.token });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      id: admin.id,
      userId: admin.id,
      email: admin.email,
      user_type: 'systemadmin',
    });
    expect(verified.body.user.permissions).toContain('system:admin');

    const session = await apex.post('/api/auth/verify');
    expect(session.body).toMatchObject({
      authenticated: true,
      club: null,
      user: { user_type: 'systemadmin' },
    });
  });

  it("does not let an outsider's requests take away or block a system admin's link", async () => {
    t2 = await startApp({ RATE_LIMIT_LINKS_PER_EMAIL: '2' });
    const admin = await createSystemUser(t2.db, 'systemadmin');
    const apex = t2.client(null);
    const token = await requestSystemToken(apex, admin.email);
    const outsider = t2.client(null, { localAddress: '127.0.0.5' });
    const tries: number[] = [];
    for (let i = 0; i < 4; i++)
      tries.push((await outsider.post('/api/auth/system-admin-magic-link', { email: admin.email })).status);
    expect(tries).toEqual([200, 200, 429, 429]);
    // The admin can still ask from their own address, and the link already in the mailbox works.
    expect((await apex.post('/api/auth/system-admin-magic-link', { email: admin.email })).status).toBe(200);
    expect((await apex.post('/api/auth/system-admin-verify-magic-link', { token })).status).toBe(200);
  });

  it('mails nobody for an address that is not a system user, with the same answer', async () => {
    const manager = await createSystemUser(t.db, 'systemmanager');
    const stranger = uniqueEmail('stranger');
    const apex = t.client(null);
    const unknown = await apex.post('/api/auth/system-admin-magic-link', { email: stranger });
    const known = await apex.post('/api/auth/system-admin-magic-link', { email: manager.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await mailbox.waitForMail(manager.email);
    expect(await mailbox.all(stranger)).toHaveLength(0);
  });

  it('gives system staff their role at any club (the cookie is per host, so they log in there)', async () => {
    const manager = await createSystemUser(t.db, 'systemmanager');
    const club = await createClub(t.db);
    const atClub = await loginToSystem(t.client(club.subdomain), manager.email);
    const session = await atClub.post('/api/auth/verify');
    expect(session.body).toMatchObject({
      authenticated: true,
      user: { user_type: 'systemmanager' },
      club: { id: club.id },
    });
  });

  it('does not accept a system link in the club flow, nor a club link in the system flow', async () => {
    const admin = await createSystemUser(t.db, 'systemadmin');
    const club = await createClub(t.db);
    const token = await requestSystemToken(t.client(null), admin.email);
    expect((await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token })).status).toBe(401);
    expect((await t.client(null).post('/api/auth/system-admin-verify-magic-link', { token })).status).toBe(
      200,
    );
  });

  it('creates the bootstrap system admin when there is none, and only then', async () => {
    // Its own database: the rule is about the whole system_users table.
    const database = await createIsolatedDatabase('bootstrap');
    const email = uniqueEmail('bootstrap');
    try {
      const first = await startApp({ DATABASE_URL: database.url, BOOTSTRAP_SYSTEM_ADMIN_EMAIL: email });
      await first.close();
      const second = await startApp({
        DATABASE_URL: database.url,
        BOOTSTRAP_SYSTEM_ADMIN_EMAIL: uniqueEmail('later'),
      });
      try {
        const rows = await second.db.query(`SELECT email, user_type FROM system_users`);
        expect(rows).toEqual([{ email, user_type: 'systemadmin' }]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
