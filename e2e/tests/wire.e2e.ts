import type { Browser, Response } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { loginByMail } from '../support/flows';

/** What is stable about the bytes on the wire (the scores are `npm run bench:web`'s). */
describe('bytes on the wire (Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves every script, manifest and larger JSON answer of /events compressed, as the browser asked', async () => {
    const { page, context } = await newPage(browser);
    await loginByMail(page, 'riverside', 'member@riverside.test');
    const cold = await browser.newContext({
      viewport: DESKTOP,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      storageState: await context.storageState(),
    });
    const fresh = await cold.newPage();
    const seen: { path: string; offered: string; encoding: string; vary: string; transfer: number }[] = [];
    const pending: Promise<void>[] = [];
    fresh.on('response', (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|json|css/.test(type) || response.status() !== 200) return;
      pending.push(
        (async () => {
          const [body, sizes, sent] = [
            await response.body(),
            await response.request().sizes(),
            await response.request().allHeaders(),
          ];
          // Answers of 1 KB or less go out as they are (not worth a coding).
          if (body.length <= 1024) return;
          seen.push({
            path: new URL(response.url()).pathname,
            offered: sent['accept-encoding'] ?? '',
            encoding: response.headers()['content-encoding'] ?? '',
            vary: (response.headers()['vary'] ?? '').toLowerCase(),
            transfer: sizes.responseBodySize,
          });
        })(),
      );
    });
    await fresh.goto(`${origin('riverside')}/events`);
    await fresh.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    await fresh.locator('article').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    await Promise.all(pending);

    expect(seen.some((s) => /^\/main\.[0-9a-f]{8}\.js$/.test(s.path))).toBe(true);
    expect(seen.some((s) => s.path.startsWith('/api/events'))).toBe(true);
    for (const s of seen) {
      // Brotli when the browser offers it (it does over HTTPS and on localhost), else gzip.
      const expected = /\bbr\b/.test(s.offered) ? 'br' : 'gzip';
      expect([s.path, s.encoding]).toEqual([s.path, expected]);
      expect([s.path, s.vary]).toEqual([s.path, expect.stringContaining('accept-encoding')]);
      expect(s.transfer).toBeGreaterThan(0);
    }
    await cold.close();
    await context.close();
  });

  it('has a favicon, a meta description and a robots.txt that keeps crawlers off the API and the links', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${origin('riverside')}/login`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/tennis club/);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) =>
        links.map((l) => ({ href: (l as HTMLLinkElement).href, type: l.getAttribute('type') })),
      );
    expect(icons.map((i) => i.type)).toEqual(['image/svg+xml', 'image/png']);
    // Fetched by the page itself (same origin): *.localhost resolves in the browser only.
    const fetchHere = (url: string) =>
      page.evaluate(async (u) => {
        const res = await fetch(u);
        return {
          status: res.status,
          type: res.headers.get('content-type') ?? '',
          cache: res.headers.get('cache-control') ?? '',
          text: await res.text(),
        };
      }, url);
    for (const icon of icons) {
      const res = await fetchHere(icon.href);
      expect([icon.href, res.status, res.type, res.cache]).toEqual([
        icon.href,
        200,
        icon.type,
        'public, max-age=86400',
      ]);
    }
    const robots = await fetchHere('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    const rules = robots.text.split('\n').map((l) => l.trim());
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /auth/verify',
        'Disallow: /unsubscribe',
      ]),
    );
    await context.close();
  });
});
