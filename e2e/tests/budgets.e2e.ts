import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { loginByMail } from '../support/flows';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';

/**
 * The JavaScript budgets, in gzipped bytes of JavaScript actually loaded by the browser (a figure
 * that does not depend on how the server compresses), with the bytes as transferred beside them
 * (the build's precompressed brotli or gzip, as served), which is what a phone waits for.
 */
// The shell's is above 150 KB for the installable app: registering the service worker once the
// loaded page is idle, the install event's listener and the offline note's tracking. Each raise
// and the measurement behind it is in docs/performance.md.
const BUDGET = { shellInitial: 151.1 * 1024, eventsPage: 260 * 1024 };

interface Loaded {
  /** The file gzipped at level 9 (the figure the budgets were set in). */
  gzip: number;
  /** The body's bytes on the wire, as served. */
  transfer: number;
  /** Its Content-Encoding as served ('' for none). */
  encoding: string;
}

/** Records every JavaScript response of the page while `action` runs, per URL. */
async function javascriptLoaded(page: Page, action: () => Promise<void>): Promise<Map<string, Loaded>> {
  const loaded = new Map<string, Loaded>();
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      (async () => {
        const [body, sizes] = [await response.body(), await response.request().sizes()];
        loaded.set(response.url(), {
          gzip: gzipSync(body, { level: 9 }).length,
          transfer: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? '',
        });
      })(),
    );
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  return loaded;
}

const total = (loaded: Map<string, Loaded>, key: 'gzip' | 'transfer') =>
  [...loaded.values()].reduce((a, b) => a + b[key], 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const files = (loaded: Map<string, Loaded>) =>
  Object.fromEntries([...loaded].map(([url, size]) => [new URL(url).pathname, size]));

describe('bundle budgets (measured in Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps the shell and the events page within budget, and prints the figures', async () => {
    const { page, context } = await newPage(browser);
    const landing = await javascriptLoaded(page, async () => {
      await page.goto(`${origin('riverside')}/`);
    });

    // Sign in as the member through the real mail, then measure a fresh load of /events: a new
    // context with the session and an empty cache, so every byte comes over the wire.
    await loginByMail(page, 'riverside', 'member@riverside.test');
    const signedIn = await browser.newContext({
      viewport: DESKTOP,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      storageState: await context.storageState(),
    });
    const fresh = await signedIn.newPage();
    const events = await javascriptLoaded(fresh, async () => {
      await fresh.goto(`${origin('riverside')}/events`);
      await fresh.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    });

    const report = {
      shellInitialGzip: total(landing, 'gzip'),
      shellInitialTransfer: total(landing, 'transfer'),
      eventsPageGzip: total(events, 'gzip'),
      eventsPageTransfer: total(events, 'transfer'),
      shellFiles: files(landing),
      eventsFiles: files(events),
    };
    mkdirSync(join(__dirname, '../../tmp'), { recursive: true });
    writeFileSync(join(__dirname, '../../tmp/budgets.json'), JSON.stringify(report, null, 2));
    console.log(
      `Bundle budgets: shell initial JS ${kb(report.shellInitialGzip)} gzipped, ${kb(report.shellInitialTransfer)} ` +
        `transferred (budget ${kb(BUDGET.shellInitial)}); everything for /events ${kb(report.eventsPageGzip)} ` +
        `gzipped, ${kb(report.eventsPageTransfer)} transferred (budget ${kb(BUDGET.eventsPage)})`,
    );
    expect(report.shellInitialGzip).toBeLessThanOrEqual(BUDGET.shellInitial);
    expect(report.eventsPageGzip).toBeLessThanOrEqual(BUDGET.eventsPage);
    expect(report.shellInitialTransfer).toBeLessThanOrEqual(BUDGET.shellInitial);
    expect(report.eventsPageTransfer).toBeLessThanOrEqual(BUDGET.eventsPage);
    // Every script came compressed, none as it is (the wire figure is no accident of caching).
    const unencoded = [...landing, ...events].filter(([, l]) => l.encoding === '').map(([url]) => url);
    expect(unencoded).toEqual([]);
    for (const [, l] of [...landing, ...events]) expect(l.transfer).toBeGreaterThan(0);
    await signedIn.close();
    await context.close();
  });
});
