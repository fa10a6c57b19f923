import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin } from '../support/browser';
import { checkPage, loginByMail } from '../support/flows';

describe('the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('offers the club picker on the apex host', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${origin(null)}/`);
      await page.getByText('Please select a club to continue.').waitFor();
      await page.getByRole('link', { name: /Riverside Tennis Club/ }).waitFor();
      await checkPage(page, 'landing-no-club');
      await context.close();
    }
  });

  it('serves the production build without source maps or build paths', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if ((r.headers()['content-type'] ?? '').includes('javascript')) scripts.push(r.url());
    });
    await page.goto(`${origin('riverside')}/login`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    // Fetched by the page itself: the browser resolves *.localhost, Node's resolver may not.
    const fetched = await page.evaluate(async (urls) => {
      const get = async (url: string) => {
        const res = await fetch(url);
        return { status: res.status, body: await res.text() };
      };
      const remotes = ['member', 'club-admin', 'system-admin'];
      return {
        scripts: await Promise.all(
          urls.map(async (url) => ({ url, script: await get(url), map: (await get(`${url}.map`)).status })),
        ),
        manifests: await Promise.all(remotes.map((r) => get(`/remotes/${r}/mf-manifest.json`))),
        stats: await Promise.all(remotes.map((r) => get(`/remotes/${r}/mf-manifest-stats.json`))),
      };
    }, scripts);
    for (const { url, script, map } of fetched.scripts) {
      expect([url, /sourceMappingURL=(?!data:application\/json)/.test(script.body)]).toEqual([url, false]);
      expect([url, script.body.includes('webpack://')]).toEqual([url, false]);
      expect([url, map]).toEqual([url, 404]);
    }
    expect(fetched.manifests.map((m) => m.status)).toEqual([200, 200, 200]);
    expect(fetched.stats.map((m) => m.status)).toEqual([404, 404, 404]);
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${origin('riverside')}/no-such-page`);
      await page.getByText('Page not found').waitFor();
      await page.getByRole('link', { name: 'Go Home' }).waitFor();
      await checkPage(page, 'not-found');
      await context.close();
    }
  });

  it('sends a signed-out visitor to the login page and back after logging in', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${origin('riverside')}/my-signups`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('explains a broken link on the verify page', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${origin('riverside')}/auth/verify?token=not-a-real-token`);
      await page.getByRole('link', { name: 'Back to Login' }).waitFor();
      await checkPage(page, 'verify-failed');
      await page.goto(`${origin('riverside')}/auth/verify`);
      await page.getByText('No magic link token found.').waitFor();
      await context.close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('keeps the header working when a remote cannot be loaded (%s)', async (_name, viewport) => {
    // Without a service worker, as on a first visit: the worker would serve the remote's files
    // from its cache (the offline app), and the remote would not be down for this browser.
    const context = await browser.newContext({
      viewport,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await loginByMail(page, 'riverside', 'member@riverside.test');
    await context.route('**/remotes/member/**', (route) => route.abort());
    const fresh = await context.newPage();
    await fresh.goto(`${origin('riverside')}/events`);
    await fresh.getByText('This part of Courtside could not be loaded.').waitFor();
    await fresh.getByRole('button', { name: 'Try again' }).waitFor();
    await fresh.getByText('Riverside Tennis Club').first().waitFor();
    await checkPage(fresh, 'remote-down');
    await context.unroute('**/remotes/member/**');
    await fresh.getByRole('button', { name: 'Try again' }).click();
    await fresh.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    await context.close();
  });

  it('shows the system admin login', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${origin(null)}/system-admin-login`);
      await page.getByRole('heading', { name: 'System Admin Login' }).waitFor();
      await checkPage(page, 'system-admin-login');
      await context.close();
    }
  });

  it("points club staff from the club header's Admin button to the club's own login", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${origin('riverside')}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/system-admin-login$/);
    const note = page.getByRole('note');
    await note.getByText(/do not log in here: they log in through Login/).waitFor();
    await checkPage(page, 'system-admin-login-club-host');
    await page.setViewportSize(PHONE);
    await checkPage(page, 'system-admin-login-club-host');
    await note.getByRole('link', { name: 'Go to the login page of Riverside Tennis Club' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Log in to Riverside Tennis Club' }).waitFor();
    await context.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const dutch = await newPage(browser, viewport, 'nl-NL');
      await dutch.page.goto(`${origin('riverside')}/system-admin-login`);
      await dutch.page
        .getByRole('note')
        .getByText(/loggen in via Inloggen/)
        .waitFor();
      await checkPage(dutch.page, 'system-admin-login-club-host-nl');
      await dutch.context.close();
    }
  });
});
