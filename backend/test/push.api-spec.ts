import { API_ERRORS, PUSH_KINDS, VALIDATION } from '@courtside/domain';
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBackend, type BackendProcess } from './support/backend-process';
import { createEvent, createSignup, createSystemUser, type TestClub } from './support/factories';
import { clubIn, mailsOf, memberOf, startNotifyingApp, type Member } from './support/notifications';
import { waitFor } from './support/ports';
import { signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

// http_ece ships without types; web-push encrypts with it, and a browser's decryption is the same.
const ece = createRequire(__filename)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** What the local push service received. */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/**
 * Push (API.md section 15): the public key, a member's devices (the allow-list, https only, five
 * at most, one row per endpoint, removed by DELETE and by logout), the push switches of the
 * preferences and, end to end, a real message: a local https push service (a certificate made
 * now, trusted by the backend through NODE_EXTRA_CA_CERTS) receives the POST of a backend worker
 * process, whose VAPID signature is checked and whose body is decrypted as a browser would.
 */
describe('push', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let dir: string;
  let server: Server;
  let pushHost: string;
  let worker: BackendProcess | undefined;
  const received: Received[] = [];
  /** Paths the local push service answers with another status than 201. */
  const answers = new Map<string, number>();

  const endpoint = (path = `/p/${randomBytes(6).toString('hex')}`) => `https://${pushHost}${path}`;
  const subscription = (url = endpoint()) => {
    const keys = browserKeys();
    return { keys, body: { endpoint: url, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'courtside-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
          res.statusCode = answers.get(req.url ?? '') ?? 201;
          res.end();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pushHost = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The HTTP side in process, relaying nothing: the worker process below sends.
    ({ t, drop } = await startNotifyingApp('push', { NOTIFY_RELAY: 'false', PUSH_ALLOWED_HOSTS: pushHost }));
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'Dune Tennis' });
  });

  afterAll(async () => {
    await worker?.stop();
    await drop?.();
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The `count`-th message the local push service received at `path`. */
  const pushesTo = (path: string, count = 1) =>
    waitFor(
      `push #${count} to ${path}`,
      async () => {
        const got = received.filter((r) => r.path === path);
        return got.length >= count ? got[count - 1] : undefined;
      },
      30_000,
      100,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${worker?.output() ?? ''}`);
    });

  describe('routes', () => {
    let anna: Member;
    beforeAll(async () => {
      anna = await memberOf(t, club, 'clubmember', { name: 'Anna' });
    });

    it('answers the VAPID public key to anyone, the same every time', async () => {
      const first = await t.client(club.subdomain).get('/api/push/public-key');
      expect(first.status).toBe(200);
      expect(first.body.data.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(Buffer.from(first.body.data.public_key, 'base64url')).toHaveLength(65);
      const again = await t.client(null).get('/api/push/public-key');
      expect(again.body.data.public_key).toBe(first.body.data.public_key);
    });

    it('takes only https endpoints on PUSH_ALLOWED_HOSTS, with well-formed keys', async () => {
      const { body } = subscription();
      const refused = [
        { ...body, endpoint: `http://${pushHost}/p/1` },
        { ...body, endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
        { ...body, endpoint: 'https://127.0.0.1:1/p/1' },
        { ...body, endpoint: 'not a url' },
        { ...body, endpoint: 42 },
      ];
      for (const wrong of refused) {
        const res = await anna.browser.post('/api/me/push-subscriptions', wrong);
        expect(res.status).toBe(400);
        expect(res.body.errors.endpoint).toBe(VALIDATION.pushEndpointInvalid);
      }
      for (const keys of [
        { p256dh: body.keys.p256dh.slice(1), auth: body.keys.auth },
        { p256dh: body.keys.p256dh, auth: 'short' },
        { p256dh: body.keys.p256dh },
      ]) {
        const res = await anna.browser.post('/api/me/push-subscriptions', { ...body, keys });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(VALIDATION.pushKeysInvalid);
      }
      const extra = await anna.browser.post('/api/me/push-subscriptions', { ...body, colour: 'red' });
      expect(extra.status).toBe(400);
      expect(await devicesOf(anna)).toHaveLength(0);
    });

    it('turns push on with the first device for what comes by e-mail, and keeps both switches', async () => {
      const bram = await memberOf(t, club, 'clubmember', { name: 'Bram' });
      const before = await bram.browser.get('/api/me/notification-preferences');
      expect(before.body.data.push).toEqual(Object.fromEntries(PUSH_KINDS.map((k) => [k, false])));
      await bram.browser.put('/api/me/notification-preferences', { reminder: false });

      const res = await bram.browser.post('/api/me/push-subscriptions', subscription().body);
      expect(res.status).toBe(201);
      expect(res.body.data.first_device).toBe(true);
      const after = (await bram.browser.get('/api/me/notification-preferences')).body.data;
      expect(after.reminder).toBe(false);
      expect(after.push).toEqual(Object.fromEntries(PUSH_KINDS.map((k) => [k, k !== 'reminder'])));

      // Each kind switches on its own; a second device changes nothing.
      const put = await bram.browser.put('/api/me/notification-preferences', {
        push: { club_news: false },
        event_changed: false,
      });
      expect(put.status).toBe(200);
      expect(put.body.data.push.club_news).toBe(false);
      expect(put.body.data.push.event_changed).toBe(true);
      expect(put.body.data.event_changed).toBe(false);
      const second = await bram.browser.post('/api/me/push-subscriptions', subscription().body);
      expect(second.body.data.first_device).toBe(false);
      expect((await bram.browser.get('/api/me/notification-preferences')).body.data.push.club_news).toBe(
        false,
      );

      for (const wrong of [
        { push: { club_news: 'yes' } },
        { push: { nonsense: true } },
        { push: null },
        { push: 1 },
      ]) {
        const bad = await bram.browser.put('/api/me/notification-preferences', wrong);
        expect(bad.status).toBe(400);
      }
    });

    it('keeps one row per endpoint, at most five devices, and removes one by DELETE', async () => {
      const cara = await memberOf(t, club, 'clubmember', { name: 'Cara' });
      const first = subscription();
      expect((await cara.browser.post('/api/me/push-subscriptions', first.body)).status).toBe(201);
      // The same endpoint with new keys: updated, not doubled.
      const renewed = { ...subscription(first.body.endpoint).body };
      expect((await cara.browser.post('/api/me/push-subscriptions', renewed)).status).toBe(201);
      const rows = await devicesOf(cara);
      expect(rows).toEqual([{ endpoint: first.body.endpoint, p256dh: renewed.keys.p256dh }]);

      for (let i = 0; i < 4; i++)
        expect((await cara.browser.post('/api/me/push-subscriptions', subscription().body)).status).toBe(201);
      const sixth = await cara.browser.post('/api/me/push-subscriptions', subscription().body);
      expect(sixth.status).toBe(409);
      expect(sixth.body.message).toBe(API_ERRORS.tooManyDevices);
      // Re-posting a known one is still fine at five.
      expect((await cara.browser.post('/api/me/push-subscriptions', renewed)).status).toBe(201);
      expect(await devicesOf(cara)).toHaveLength(5);

      const query = `?endpoint=${encodeURIComponent(first.body.endpoint)}`;
      const removed = await cara.browser.delete(`/api/me/push-subscriptions${query}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ data: { removed: true } });
      expect((await cara.browser.delete(`/api/me/push-subscriptions${query}`)).body).toEqual({
        data: { removed: false },
      });
      expect(await devicesOf(cara)).toHaveLength(4);
      expect((await cara.browser.delete('/api/me/push-subscriptions')).status).toBe(400);
    });

    it("never removes another person's device, and moves a shared browser's endpoint to who subscribes", async () => {
      const dora = await memberOf(t, club, 'clubmember');
      const eli = await memberOf(t, club, 'clubmember');
      const shared = subscription();
      await dora.browser.post('/api/me/push-subscriptions', shared.body);
      const query = `?endpoint=${encodeURIComponent(shared.body.endpoint)}`;
      expect((await eli.browser.delete(`/api/me/push-subscriptions${query}`)).body.data.removed).toBe(false);
      expect(await devicesOf(dora)).toHaveLength(1);
      await eli.browser.post('/api/me/push-subscriptions', shared.body);
      expect(await devicesOf(dora)).toHaveLength(0);
      expect(await devicesOf(eli)).toHaveLength(1);
    });

    it("logout with the device's endpoint removes it, and only it", async () => {
      const finn = await memberOf(t, club, 'clubmember');
      const phone = subscription();
      const laptop = subscription();
      await finn.browser.post('/api/me/push-subscriptions', phone.body);
      await finn.browser.post('/api/me/push-subscriptions', laptop.body);
      const res = await finn.browser.post('/api/auth/logout', { endpoint: phone.body.endpoint });
      expect(res.status).toBe(200);
      expect((await devicesOf(finn)).map((d) => d.endpoint)).toEqual([laptop.body.endpoint]);
      // Signed out: the endpoint of a session that is gone touches nothing.
      await finn.browser.post('/api/auth/logout', { endpoint: laptop.body.endpoint });
      expect(await devicesOf(finn)).toHaveLength(1);
    });

    it('answers 404 to system staff and 401 without a session', async () => {
      const staff = await createSystemUser(t.db, 'systemadmin');
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'system',
        systemUserId: staff.id,
        userType: 'systemadmin',
      });
      const res = await browser.post('/api/me/push-subscriptions', subscription().body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.noMembership);
      expect(
        (await t.client(club.subdomain).post('/api/me/push-subscriptions', subscription().body)).status,
      ).toBe(401);
    });
  });

  describe('end to end, through the outbox, the queue and a worker process', () => {
    let olga: Member;
    let gina: Member;
    let browser: ReturnType<typeof browserKeys>;
    let url: string;

    beforeAll(async () => {
      olga = await memberOf(t, club, 'cluborganiser', { name: 'Olga' });
      gina = await memberOf(t, club, 'clubmember', { name: 'Gina', locale: 'nl' });
      const sub = subscription();
      browser = sub.keys;
      url = sub.body.endpoint;
      expect((await gina.browser.post('/api/me/push-subscriptions', sub.body)).status).toBe(201);
      worker = await spawnBackend(['--worker'], {
        DATABASE_URL: t.config.DATABASE_URL,
        NOTIFY_RELAY: 'true',
        PUSH_ALLOWED_HOSTS: pushHost,
        NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem'),
        // Links name the port the club's site is served on (the app above), as in production.
        PUBLIC_PORT: String(t.port),
        // One job at a time, in queue order: a later mail's arrival shows an earlier one was decided.
        MAIL_WORKER_CONCURRENCY: '1',
      });
    });

    it("delivers an organiser message to the device, signed and encrypted, in the person's language, and mails it too", async () => {
      const event = await createEvent(t.db, club, { inDays: 3, name: 'Club Night Mix-in' });
      await createSignup(t.db, club, event.id, gina.id);
      const sent = await olga.browser.post(`/api/events/${event.id}/messages`, {
        subject: 'Courts 3 and 4 tonight',
        body: 'Bring balls!',
        to: 'confirmed',
      });
      expect(sent.status).toBe(201);

      const path = new URL(url).pathname;
      const push = await pushesTo(path);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);

      // VAPID (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed by that key for this origin.
      const publicKey = (await t.client(club.subdomain).get('/api/push/public-key')).body.data.public_key;
      const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
      expect(auth).not.toBeNull();
      const [, jwt, k] = auth!;
      expect(k).toBe(publicKey);
      const [header, claims, signature] = jwt.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
      const claimed = JSON.parse(Buffer.from(claims, 'base64url').toString());
      expect(claimed.aud).toBe(`https://${pushHost}`);
      expect(claimed.exp * 1000).toBeGreaterThan(Date.now());
      expect(claimed.sub).toMatch(/^(mailto:|https:)/);
      const point = Buffer.from(publicKey, 'base64url');
      const key = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33, 65).toString('base64url'),
        },
        format: 'jwk',
      });
      expect(
        verify(
          'sha256',
          Buffer.from(`${header}.${claims}`),
          { key, dsaEncoding: 'ieee-p1363' },
          Buffer.from(signature, 'base64url'),
        ),
      ).toBe(true);

      // Decrypted as the browser does, with its private key and auth secret.
      const plain = ece.decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      const payload = JSON.parse(plain.toString('utf8'));
      expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
      expect(payload.title).toBe('Bericht van de organisator');
      expect(payload.body).toBe('Courts 3 and 4 tonight');
      expect(payload.url).toBe(`http://${club.subdomain}.localhost:${t.port}/events/${event.id}`);
      expect(payload.tag).toMatch(/^organiser_message:/);

      // An organiser message always goes by e-mail too.
      await waitFor(
        'the organiser mail',
        async () => (await mailsOf(gina.email, 'organiser_message'))[0],
        30_000,
        100,
      );
    });

    it('removes a device whose push service answers 410', async () => {
      const gone = subscription(endpoint('/gone'));
      answers.set('/gone', 410);
      expect((await gina.browser.post('/api/me/push-subscriptions', gone.body)).status).toBe(201);
      expect(await devicesOf(gina)).toHaveLength(2);

      const event = await createEvent(t.db, club, { inDays: 4, name: 'Doubles Night' });
      await createSignup(t.db, club, event.id, gina.id);
      await olga.browser.post(`/api/events/${event.id}/messages`, {
        subject: 'Rain plan',
        body: 'Indoor.',
        to: 'confirmed',
      });

      await pushesTo('/gone');
      await waitFor(
        'the gone device to be removed',
        async () => ((await devicesOf(gina)).length === 1 ? true : undefined),
        30_000,
        100,
      );
      expect((await devicesOf(gina)).map((d) => d.endpoint)).toEqual([url]);
      // The device that answered 201 got the message as well.
      await pushesTo(new URL(url).pathname, 2);
    });
  });

  describe('which channel', () => {
    it('sends by e-mail and to devices each as its own switch says', async () => {
      const admin = await memberOf(t, club, 'clubadmin', { name: 'Ada' });
      const hugo = await memberOf(t, club, 'clubmember', { name: 'Hugo' });
      const device = subscription();
      expect((await hugo.browser.post('/api/me/push-subscriptions', device.body)).status).toBe(201);
      const path = new URL(device.body.endpoint).pathname;
      const decrypted = async (n: number) => {
        const push = await pushesTo(path, n);
        return JSON.parse(
          ece
            .decrypt(push.body, {
              version: 'aes128gcm',
              privateKey: device.keys.ecdh,
              authSecret: device.keys.auth,
            })
            .toString('utf8'),
        );
      };

      // With both switches on (as subscribing leaves them), club news goes both ways.
      const news = await admin.browser.post('/api/club/messages', {
        subject: 'New floodlights',
        body: 'Courts 5 and 6.',
        to: 'members',
      });
      expect(news.status).toBe(201);
      expect(await decrypted(1)).toMatchObject({
        title: 'News from the club: Dune Tennis',
        body: 'New floodlights',
      });
      await waitFor(
        'the club news mail',
        async () => (await mailsOf(hugo.email, 'club_news'))[0],
        30_000,
        100,
      );

      // E-mail off for cancellations, push off for club news: each channel follows its own switch.
      const put = await hugo.browser.put('/api/me/notification-preferences', {
        event_cancelled: false,
        push: { club_news: false },
      });
      expect(put.status).toBe(200);
      const soon = await createEvent(t.db, club, { inDays: 1, name: 'Tonight Mix-in' });
      await createSignup(t.db, club, soon.id, hugo.id);
      expect((await admin.browser.post(`/api/events/${soon.id}/cancel`)).status).toBe(200);
      expect(await decrypted(2)).toMatchObject({
        title: 'Event cancelled',
        body: expect.stringContaining('Tonight Mix-in'),
      });
      expect(
        (
          await admin.browser.post('/api/club/messages', {
            subject: 'Courts closed',
            body: 'Frost.',
            to: 'members',
          })
        ).status,
      ).toBe(201);

      // A last organiser message (always mailed): the worker takes one job at a time in queue
      // order, so once its mail is here every earlier mail to Hugo has been sent or skipped.
      const last = await createEvent(t.db, club, { inDays: 5 });
      await createSignup(t.db, club, last.id, hugo.id);
      const message = { subject: 'See you', body: 'Bye.', to: 'confirmed' };
      expect((await admin.browser.post(`/api/events/${last.id}/messages`, message)).status).toBe(201);
      const third = await decrypted(3);
      expect(third).toMatchObject({ body: 'See you' });
      await waitFor(
        'the last mail',
        async () => (await mailsOf(hugo.email, 'organiser_message'))[0],
        30_000,
        100,
      );

      expect(await mailsOf(hugo.email, 'event_cancelled')).toEqual([]);
      expect(await mailsOf(hugo.email, 'club_news')).toHaveLength(2);
    });
  });

  async function devicesOf(m: Member): Promise<{ endpoint: string; p256dh: string }[]> {
    return t.db.query(
      `SELECT endpoint, p256dh FROM push_subscriptions WHERE club_id = $1 AND user_id = $2 ORDER BY created_at`,
      [club.id, m.id],
    );
  }
});
