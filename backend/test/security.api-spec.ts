import { API_ERRORS } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import { mailbox } from './support/mailbox';
import { loginToClub } from './support/login';
import { startApp, type TestApp } from './support/test-app';

describe('request hygiene', () => {
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  describe('cross-site mutations', () => {
    it('refuses a state-changing request the browser marks cross-site', async () => {
      const member = await createClubUser(t.db, club, 'clubmember');
      const browser = await loginToClub(t.client(club.subdomain), member.email);
      const res = await browser.post('/api/auth/logout', undefined, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: API_ERRORS.crossOrigin });
      // Still signed in: the refused logout changed nothing.
      expect((await browser.post('/api/auth/verify')).body.authenticated).toBe(true);
    });

    it('refuses one from a sibling club (same-site to the browser)', async () => {
      const res = await t
        .client(club.subdomain)
        .post(
          '/api/auth/magic-link',
          { email: uniqueEmail() },
          { headers: { 'sec-fetch-site': 'same-site' } },
        );
      expect(res.status).toBe(403);
    });

    it("refuses one whose Origin is another club's", async () => {
      const browser = t.client(club.subdomain);
      const res = await browser.post(
        '/api/auth/magic-link',
        { email: uniqueEmail() },
        {
          headers: { origin: `http://other-club.localhost:${t.port}` },
        },
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(API_ERRORS.crossOrigin);
    });

    it('compares the whole origin: scheme, host and port, and refuses user-info tricks', async () => {
      const browser = t.client(club.subdomain);
      const own = `${club.subdomain}.localhost:${t.port}`;
      for (const origin of [
        `http://evil@${own}`,
        `http://evil:pw@${own}`,
        `http://${own}@evil.example`,
        `https://${own}`,
        `http://${club.subdomain}.localhost:${t.port + 1}`,
        `http://${club.subdomain}.localhost`,
        `http://${own}/path`,
        `http://${own}.evil.example`,
        `ftp://${own}`,
      ]) {
        const res = await browser.post(
          '/api/auth/magic-link',
          { email: uniqueEmail() },
          { headers: { origin } },
        );
        expect({ origin, status: res.status, message: res.body.message }).toEqual({
          origin,
          status: 403,
          message: API_ERRORS.crossOrigin,
        });
      }
      const upper = await browser.post(
        '/api/auth/magic-link',
        { email: uniqueEmail() },
        { headers: { origin: `http://${own.toUpperCase()}` } },
      );
      expect(upper.status).toBe(200);
    });

    it('refuses an opaque null Origin', async () => {
      const res = await t
        .client(club.subdomain)
        .post('/api/auth/magic-link', { email: uniqueEmail() }, { headers: { origin: 'null' } });
      expect(res.status).toBe(403);
    });

    it('accepts its own origin and same-origin fetches', async () => {
      const browser = t.client(club.subdomain);
      const res = await browser.post(
        '/api/auth/magic-link',
        { email: uniqueEmail() },
        {
          headers: { origin: browser.origin, 'sec-fetch-site': 'same-origin' },
        },
      );
      expect(res.status).toBe(200);
    });

    it('lets reads through whatever the site', async () => {
      const res = await t
        .client(club.subdomain)
        .get('/api/club', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(200);
    });
  });

  describe('malformed input', () => {
    const post = (rawBody: string, headers: Record<string, string> = {}) =>
      t.client(club.subdomain).request('POST', '/api/auth/magic-link', { rawBody, headers });

    it('answers malformed JSON with 400 and a message', async () => {
      const res = await post('{"email": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: API_ERRORS.malformedJson });
      expect(res.text).not.toMatch(/at .*\.js/);
    });

    it('answers an oversized body with 413', async () => {
      const res = await post(JSON.stringify({ email: 'a@b.test', pad: 'x'.repeat(200_000) }));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(API_ERRORS.payloadTooLarge);
    });

    it('rejects a body that is not an object', async () => {
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const res = await post(raw);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
    });

    it('rejects unknown properties, naming them', async () => {
      const res = await t
        .client(club.subdomain)
        .post('/api/auth/magic-link', { email: uniqueEmail(), admin: true });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ admin: 'This field is not allowed' });
    });

    it('rejects wrong types without a 500', async () => {
      for (const email of [42, null, ['a@b.test'], { a: 1 }, '']) {
        const res = await t.client(club.subdomain).post('/api/auth/magic-link', { email });
        expect(res.status).toBe(400);
        expect(res.body.errors.email).toBe('Invalid email address');
      }
    });

    it('answers an unknown API route with a JSON 404', async () => {
      const res = await t.client(club.subdomain).get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body.statusCode).toBe(404);
    });
  });

  describe('caching', () => {
    it('stores no login answer anywhere, and keeps session-dependent answers private', async () => {
      const member = await createClubUser(t.db, club, 'clubmember');
      const browser = t.client(club.subdomain);
      const auth = [
        await browser.post('/api/auth/magic-link', { email: member.email }),
        await browser.post('/api/auth/verify-magic-link', { token: 'forged' }),
        await browser.post('/api/auth/verify'),
        await t.client(null).post('/api/auth/system-admin-magic-link', { email: uniqueEmail() }),
      ];
      for (const res of auth) expect(res.headers['cache-control']).toBe('no-store');

      await loginToClub(browser, member.email);
      for (const path of [
        '/api/events',
        '/api/signups',
        '/api/club',
        '/api/events/not-a-uuid',
        '/api/club-users',
      ]) {
        const res = await browser.get(path);
        expect([path, res.headers['cache-control'], res.headers.vary]).toEqual([
          path,
          'private, no-cache',
          expect.stringMatching(/\bCookie\b/i),
        ]);
      }
    });
  });

  describe('headers', () => {
    it('sends helmet security headers and no X-Powered-By', async () => {
      const res = await t.client(club.subdomain).get('/api/club');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('tenancy', () => {
    it('serves the club named by the host', async () => {
      const res = await t.client(club.subdomain).get('/api/club');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: club.id, subdomain: club.subdomain, name: club.name });
      expect(res.body.data).not.toHaveProperty('subscription_id');
    });

    it('answers 404 Club not found on the apex host and for an unknown club', async () => {
      for (const host of [null, 'unknown-club']) {
        const res = await t.client(host).get('/api/club');
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(API_ERRORS.clubNotFound);
      }
    });

    it('lists publicly listed clubs for the club picker', async () => {
      const hidden = await createClub(t.db);
      await t.db.query(`UPDATE clubs SET listed = false WHERE id = $1`, [hidden.id]);
      const res = await t.client(null).get('/api/clubs');
      expect(res.status).toBe(200);
      const subdomains = res.body.data.map((c: { subdomain: string }) => c.subdomain);
      expect(subdomains).toContain(club.subdomain);
      expect(subdomains).not.toContain(hidden.subdomain);
      expect(Object.keys(res.body.data[0]).sort()).toEqual(['logo', 'name', 'subdomain']);
    });

    it('answers 404 on every path for a host that is not the app domain, a club, or allowed', async () => {
      const admin = await createSystemUser(t.db, 'systemadmin');
      for (const host of ['evil.example', '127.0.0.1', 'riverside.localhost.evil.example', 'a.b.localhost']) {
        for (const [method, path] of [
          ['GET', '/'],
          ['GET', '/api/clubs'],
          ['POST', '/api/auth/system-admin-magic-link'],
          ['GET', '/api/docs-json'],
        ]) {
          const res = await t.client(null).request(method, path, {
            headers: { host: `${host}:${t.port}` },
            body: method === 'POST' ? { email: admin.email } : undefined,
          });
          expect({ host, path, status: res.status, body: res.body }).toEqual({
            host,
            path,
            status: 404,
            body: { statusCode: 404, error: 'Not Found', message: API_ERRORS.clubNotFound },
          });
        }
        // Orchestrators probe by pod IP.
        for (const path of ['/api/health', '/api/health/live']) {
          const res = await t.client(null).get(path, { headers: { host: `${host}:${t.port}` } });
          expect([host, path, res.status]).toEqual([host, path, 200]);
        }
      }
      // A refused host sent no login link.
      expect(await mailbox.all(admin.email)).toHaveLength(0);
    });

    it('serves hosts listed in ALLOWED_HOSTS as the apex', async () => {
      const proxied = await startApp({ ALLOWED_HOSTS: 'backend.internal, 10.0.0.7' });
      try {
        for (const host of ['backend.internal', '10.0.0.7']) {
          const res = await proxied.client(null).get('/api/clubs', { headers: { host: `${host}:8080` } });
          expect([host, res.status]).toEqual([host, 200]);
        }
        const club = await proxied
          .client(null)
          .get('/api/club', { headers: { host: `backend.internal:8080` } });
        expect(club.status).toBe(404);
        expect(
          (await proxied.client(null).get('/api/clubs', { headers: { host: 'other.internal' } })).status,
        ).toBe(404);
      } finally {
        await proxied.close();
      }
    });

    it('ignores X-Forwarded-Host unless behind a trusted proxy', async () => {
      const res = await t
        .client(null)
        .get('/api/club', { headers: { 'x-forwarded-host': `${club.subdomain}.localhost` } });
      expect(res.status).toBe(404);
      const proxied = await startApp({ TRUST_PROXY: 'true' });
      try {
        const behindProxy = await proxied
          .client(null)
          .get('/api/club', { headers: { 'x-forwarded-host': `${club.subdomain}.localhost` } });
        expect(behindProxy.status).toBe(200);
        expect(behindProxy.body.data.id).toBe(club.id);
      } finally {
        await proxied.close();
      }
    });
  });
});
