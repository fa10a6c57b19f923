import { expect } from '@jest/globals';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, seriousA11yViolations } from '../support/browser';
import { loginByMail, toast } from '../support/flows';
import { screensInBothLanguages, sidewaysOverflow, type Language } from '../support/screens';

/** The installable app (API.md section 15): manifest, service worker, offline pages, push opt-in. */

const riverside = (path: string) => `${origin('riverside')}${path}`;
const SHOTS = join(__dirname, '../../tmp/screenshots');
/** A mix-in regular of the demo club, with sign-ups on My Sign-ups (not the member other suites cancel for). */
const PLAYER = 'ava.murphy@riverside.test';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A GET from the page (same origin, as the browser asks): status, headers and body text. */
function get(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      text: await response.text(),
    };
  }, path);
}

/** Waits until the service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page whose load began before the worker claimed the open pages stays uncontrolled: the next
  // load of it is controlled.
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A P-256 public key as a browser's subscription carries it: an uncompressed point, URL-safe base64. */
function p256PublicKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const bytes = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return bytes.toString('base64url');
}

describe('installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => browser.close());

  it('links a valid manifest per club, with icons drawn for the club', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(riverside('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(/^#[0-9a-f]{6}$/);
    const club = await page.evaluate(
      async () => (await (await fetch('/api/club')).json()).data.name as string,
    );

    const response = await get(page, '/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(response.text) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: club, start_url: '/events', display: 'standalone' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // Every icon loads as an image of the size it claims (drawn in the page, as a browser would).
    for (const icon of [
      ...manifest.icons,
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const file = await get(page, icon.src);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toContain(icon.type);
      const drawn = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      if (icon.sizes !== 'any') expect(drawn).toBe(icon.sizes);
    }
    // The club's initial, never its logo.
    const svg = (await get(page, '/app-icon/icon.svg')).text;
    expect(svg).toContain(`>${club.trim()[0].toUpperCase()}</text>`);

    // An unknown club has no manifest.
    await page.goto(`${origin('no-such-club')}/`);
    expect((await get(page, '/manifest.webmanifest')).status).toBe(404);
    await context.close();
  });

  it('registers a service worker that keeps My Sign-ups readable offline, as of its fetch time', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await loginByMail(page, 'riverside', PLAYER);
    const worker = await get(page, '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toContain('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');

    await page.goto(riverside('/my-signups'));
    await controlledByServiceWorker(page);
    // Now through the worker: the page and its data are kept as they arrive.
    await page.reload();
    await page.getByRole('heading', { name: 'My Sign-ups' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const online = await cards.first().textContent();
    const count = await cards.count();
    await expect(page.getByText(/No connection/).count()).resolves.toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Sign-ups' }).waitFor();
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toBe(online);
    expect(await cards.count()).toBe(count);
    const note = page.getByRole('status').filter({ hasText: 'No connection: showing data as of' });
    await note.waitFor();
    // The time is the fetch time: today's, in the device's clock.
    expect(await note.textContent()).toMatch(/as of .+\d{2}:\d{2}\.$/);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: join(SHOTS, `offline-my-signups-en-${viewport.width}.png`),
        fullPage: true,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toEqual([]);
    }

    // Back online, the network's answer replaces the note.
    await context.setOffline(false);
    await page.reload();
    await cards.first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/No connection/).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the offline note in Dutch', async () => {
    const { page, context } = await newPage(browser, PHONE, 'nl-NL');
    await loginByMail(page, 'riverside', PLAYER, 'nl');
    await page.goto(riverside('/my-signups'));
    await controlledByServiceWorker(page);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await context.setOffline(true);
    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'Geen verbinding: je ziet de gegevens van' });
    await note.waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: join(SHOTS, `offline-my-signups-nl-${viewport.width}.png`),
        fullPage: true,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await context.setOffline(false);
    await context.close();
  });

  it('clears the cached data on logout', async () => {
    const { page, context } = await newPage(browser);
    await loginByMail(page, 'riverside', PLAYER);
    await page.goto(riverside('/my-signups'));
    await controlledByServiceWorker(page);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    const cachedData = () =>
      page.evaluate(async () => {
        const cache = await caches.open('courtside-data');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
    expect(await cachedData()).toContain('/api/signups');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    // Signed out, My Sign-ups sends the reloaded page to the login form.
    await page.waitForURL(/\/login/);
    expect(await cachedData()).toEqual([]);
    await context.close();
  });

  it('offers to install from the second page load: the Install button where the browser can, the Share steps on iOS Safari', async () => {
    for (const language of ['en', 'nl'] as Language[]) {
      const words =
        language === 'en'
          ? { install: 'Install', ios: 'tap Share, then Add to Home Screen', notNow: 'Not now' }
          : { install: 'Installeren', ios: 'tik op Deel en daarna op Zet op beginscherm', notNow: 'Niet nu' };
      // iOS Safari: no install event; the hint names the Share steps and that push needs the app.
      const ios = await browser.newContext({
        viewport: PHONE,
        locale: language === 'en' ? 'en-GB' : 'nl-NL',
        userAgent: IPHONE_SAFARI,
      });
      const iosPage = await ios.newPage();
      // A device's first page asks for nothing; the next one offers the steps.
      await iosPage.goto(riverside('/'));
      await iosPage.waitForLoadState('networkidle');
      expect(await iosPage.getByTestId('install-hint').count()).toBe(0);
      await iosPage.reload();
      const hint = iosPage.getByTestId('install-hint');
      await hint.getByText(words.ios).waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await iosPage.setViewportSize(viewport);
        await iosPage.screenshot({ path: join(SHOTS, `install-hint-ios-${language}-${viewport.width}.png`) });
        expect(await seriousA11yViolations(iosPage)).toEqual([]);
      }
      await hint.getByRole('button', { name: words.notNow }).click();
      await hint.waitFor({ state: 'detached' });
      await iosPage.reload();
      await iosPage.waitForLoadState('networkidle');
      expect(await iosPage.getByTestId('install-hint').count()).toBe(0);
      await ios.close();

      // Chromium: its install event (headless Chromium does not fire it by itself: the test
      // fires one) turns into the hint, whose button shows the browser's prompt.
      const { page, context } = await newPage(browser, PHONE, language === 'en' ? 'en-GB' : 'nl-NL');
      const fireInstallEvent = () =>
        page.evaluate(() => {
          const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
            prompt(): Promise<void>;
            userChoice: Promise<{ outcome: string }>;
          };
          (window as unknown as { prompted: number }).prompted = 0;
          event.prompt = async () => {
            (window as unknown as { prompted: number }).prompted++;
          };
          event.userChoice = Promise.resolve({ outcome: 'accepted' });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      // The first page: the browser's own bar is held back, and no hint shows.
      await page.goto(riverside('/'));
      await page.waitForLoadState('networkidle');
      expect(await fireInstallEvent()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('install-hint').count()).toBe(0);
      // A later page load offers it.
      await page.reload();
      await page.waitForLoadState('networkidle');
      await fireInstallEvent();
      const offer = page.getByTestId('install-hint');
      await offer.getByRole('button', { name: words.install, exact: true }).waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: join(SHOTS, `install-hint-${language}-${viewport.width}.png`) });
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      await offer.getByRole('button', { name: words.install, exact: true }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
      await context.close();
    }
  });

  describe('push on this device', () => {
    let context: BrowserContext;
    let page: Page;
    const calls: { method: string; url: string; body: unknown }[] = [];
    // The keys a real subscription would carry, for the stand-in below.
    const deviceKeys = { p256dh: p256PublicKey(), auth: randomBytes(16).toString('base64url') };

    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
      await context.grantPermissions(['notifications'], { origin: origin('riverside') });
      // The page's calls to the push routes, as they reach the real backend.
      context.on('request', (request) => {
        if (request.url().includes('/api/me/push-subscriptions'))
          calls.push({ method: request.method(), url: request.url(), body: request.postDataJSON() });
      });
      // Headless Chromium has no vendor push service to subscribe with (the one outside part this
      // test stands in for): the real subscribe is called (and recorded, with its options) and,
      // when it fails for that reason, a stand-in subscription with real-shaped keys on an allowed
      // push host lets the rest of the flow (the server's checks, turning it off) run for real.
      await context.addInitScript((keys) => {
        const w = window as unknown as {
          subscribeCalls: { userVisibleOnly: boolean; keyLength: number }[];
          standIn: PushSubscription | null;
        };
        w.subscribeCalls = [];
        w.standIn = null;
        const subscribe = PushManager.prototype.subscribe;
        const getSubscription = PushManager.prototype.getSubscription;
        PushManager.prototype.getSubscription = async function () {
          return w.standIn ?? getSubscription.call(this);
        };
        PushManager.prototype.subscribe = async function (options) {
          const key = options?.applicationServerKey as Uint8Array;
          w.subscribeCalls.push({
            userVisibleOnly: Boolean(options?.userVisibleOnly),
            keyLength: key.byteLength,
          });
          try {
            return await subscribe.call(this, options);
          } catch {
            const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-device';
            w.standIn = {
              endpoint,
              expirationTime: null,
              options: options as PushSubscriptionOptions,
              getKey: () => null,
              toJSON: () => ({ endpoint, keys }),
              unsubscribe: async () => {
                w.standIn = null;
                return true;
              },
            } as unknown as PushSubscription;
            return w.standIn;
          }
        };
      }, deviceKeys);
      await loginByMail(page, 'riverside', PLAYER);
    });
    afterAll(() => context.close());

    it('asks for nothing on load, subscribes on the tap, tells the server, and turns off again', async () => {
      let asked = 0;
      await page.exposeFunction('permissionAsked', () => asked++);
      await page.addInitScript(() => {
        const request = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          void (window as unknown as { permissionAsked(): void }).permissionAsked();
          return request();
        };
      });
      await page.goto(riverside('/settings/notifications'));
      const card = page.getByTestId('push-opt-in');
      const turnOn = card.getByRole('button', { name: 'Turn on notifications on this device' });
      await turnOn.waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toBe(0);

      await turnOn.click();
      await toast(page, 'Notifications are on for this device');
      expect(asked).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { subscribeCalls: unknown[] }).subscribeCalls),
      ).toEqual([{ userVisibleOnly: true, keyLength: 65 }]);
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.body).toEqual({
        endpoint: expect.stringMatching(/^https:\/\//),
        keys: { p256dh: expect.any(String), auth: expect.any(String) },
      });
      await card.getByText('Notifications are on for this device.').waitFor();
      // The server took the device: the first one turns push on, and the per-kind push switches
      // show for this device.
      const preferences = await page.evaluate(
        async () => (await (await fetch('/api/me/notification-preferences')).json()).data,
      );
      expect(preferences.push.reminder).toBe(preferences.reminder);
      expect(Object.values(preferences.push)).toContain(true);
      await screensInBothLanguages(page, 'push-opt-in-on', async (language) => {
        await card
          .getByRole('button', {
            name:
              language === 'en'
                ? 'Turn off notifications on this device'
                : 'Meldingen uitzetten op dit apparaat',
          })
          .waitFor();
      });

      await card.getByRole('button', { name: 'Turn off notifications on this device' }).click();
      await toast(page, 'Notifications are off for this device');
      const removal = calls.find((call) => call.method === 'DELETE');
      expect(new URL(removal!.url).searchParams.get('endpoint')).toBe(
        (post!.body as { endpoint: string }).endpoint,
      );
      await screensInBothLanguages(page, 'push-opt-in-off', async (language) => {
        await card
          .getByRole('button', {
            name:
              language === 'en'
                ? 'Turn on notifications on this device'
                : 'Meldingen aanzetten op dit apparaat',
          })
          .waitFor();
      });
    });
  });
});
