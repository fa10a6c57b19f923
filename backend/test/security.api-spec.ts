import { API_ERRORS } from '@courtside/domain';
import { createClub, createClubUser, uniqueEmail, type TestClub } from './support/factories';
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
      expect((await browser.post('/api/auth/verify')).status).toBe(200);
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
