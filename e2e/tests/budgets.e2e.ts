import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { loginByMail } from '../support/flows';
import { launchBrowser, newPage, origin } from '../support/browser';

/** Budgets of issue 4, in gzipped bytes of JavaScript actually loaded by the browser. */
const BUDGET = { shellInitial: 150 * 1024, eventsPage: 260 * 1024 };

/** Records every JavaScript response of the page while `action` runs; returns gzipped bytes per URL. */
async function javascriptLoaded(page: Page, action: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

    // Sign in as the member through the real mail, then measure a fresh load of /events.
    await loginByMail(page, 'riverside', 'member@riverside.test');
    const fresh = await context.newPage();
    const events = await javascriptLoaded(fresh, async () => {
      await fresh.goto(`${origin('riverside')}/events`);
      await fresh.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    });

    const report = {
      shellInitialGzip: total(landing),
      eventsPageGzip: total(events),
      shellFiles: Object.fromEntries([...landing].map(([url, size]) => [new URL(url).pathname, size])),
      eventsFiles: Object.fromEntries([...events].map(([url, size]) => [new URL(url).pathname, size])),
    };
    mkdirSync(join(__dirname, '../../tmp'), { recursive: true });
    writeFileSync(join(__dirname, '../../tmp/budgets.json'), JSON.stringify(report, null, 2));
    console.log(
      `Bundle budgets: shell initial JS ${kb(report.shellInitialGzip)} gzipped (budget ${kb(BUDGET.shellInitial)}); ` +
        `everything for /events ${kb(report.eventsPageGzip)} gzipped (budget ${kb(BUDGET.eventsPage)})`,
    );
    expect(report.shellInitialGzip).toBeLessThanOrEqual(BUDGET.shellInitial);
    expect(report.eventsPageGzip).toBeLessThanOrEqual(BUDGET.eventsPage);
    await context.close();
  });
});
