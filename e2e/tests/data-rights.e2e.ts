import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, screenshot } from '../support/browser';
import { checkBothWidths, loginByMail } from '../support/flows';

const WORDS = {
  en: {
    download: 'Download my data',
    leave: 'Leave this club',
    question: 'Leave Riverside Tennis Club?',
    stay: 'Stay',
    accept: 'Yes, leave the club',
  },
  nl: {
    download: 'Mijn gegevens downloaden',
    leave: 'Deze club verlaten',
    question: 'Riverside Tennis Club verlaten?',
    stay: 'Blijven',
    accept: 'Ja, club verlaten',
  },
};

/** The profile page with its data rights, and the question before leaving, at both widths. */
async function lookAtProfile(page: Page, language: 'en' | 'nl'): Promise<void> {
  const words = WORDS[language];
  const prefix = language === 'nl' ? 'nl-' : '';
  await page.goto(`${origin('riverside')}/settings/profile`);
  await page.getByRole('button', { name: words.download }).waitFor();
  await checkBothWidths(page, `${prefix}profile-data-rights`);

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: words.leave }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: words.question }).waitFor();
    await screenshot(page, `${prefix}profile-leave-dialog`);
    await dialog.getByRole('button', { name: words.stay, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await page.setViewportSize(DESKTOP);
}

describe("a person's data rights", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows Download my data and Leave this club on the profile page; the download is a JSON file', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'member@riverside.test');
    await page
      .getByRole('link', { name: /^Profile/ })
      .first()
      .click();
    await page.getByRole('button', { name: WORDS.en.download }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: WORDS.en.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^riverside-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const { data: file } = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        void download.createReadStream().then((stream) => {
          let text = '';
          stream.on('data', (chunk) => (text += chunk));
          stream.on('end', () => resolve(text));
          stream.on('error', reject);
        });
      }),
    );
    expect(file.membership.email).toBe('member@riverside.test');

    await lookAtProfile(page, 'en');
    await context.close();
  });

  it('in Dutch', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(page, 'riverside', 'noah.jansen@riverside.test', 'nl');
    await lookAtProfile(page, 'nl');
    await context.close();
  });

  it('leaves the club after the question, signed out on its public page', async () => {
    const { page, context } = await newPage(browser, PHONE);
    // Someone new, so the demo's people stay: a member the club added (the demo club asks
    // strangers to request joining, so signing in alone would not make one).
    const email = `leaver-${randomUUID().slice(0, 8)}@riverside.test`;
    const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `WITH u AS (INSERT INTO users (email) VALUES ($1) RETURNING id)
         INSERT INTO club_memberships (club_id, user_id, user_type)
         SELECT c.id, u.id, 'clubmember' FROM clubs c, u WHERE c.subdomain = 'riverside'`,
        [email],
      );
    } finally {
      await db.end();
    }
    await loginByMail(page, 'riverside', email);
    await page.goto(`${origin('riverside')}/settings/profile`);
    await page.getByRole('button', { name: WORDS.en.leave }).click();
    await page.getByRole('dialog').getByRole('button', { name: WORDS.en.accept }).click();
    await page.getByText('Please log in to access the product.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const status = await page.evaluate(async () => (await fetch('/api/me/profile')).status);
    expect(status).toBe(401);
    await context.close();
  });
});
