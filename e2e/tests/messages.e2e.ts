import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, seriousA11yViolations } from '../support/browser';
import { loginByMail, toast } from '../support/flows';
import { mailsTo } from '../support/mailbox';
import { screensInBothLanguages, sidewaysOverflow, switchLanguage, type Language } from '../support/screens';

const riverside = (path: string) => `${origin('riverside')}${path}`;
/** Screenshots for people to look at, outside git (as screens.ts keeps them). */
const SHOTS = join(__dirname, '../../tmp/screenshots');

const PLAYER = 'member@riverside.test';
const OTHER_PLAYER = 'priya.shah@riverside.test';
const ORGANISER = 'organiser@riverside.test';

const TEXTS = {
  en: { button: 'Message players', title: 'Message players', count: 'Goes to 2 people', history: 'Messages' },
  nl: {
    button: 'Spelers berichten',
    title: 'Spelers berichten',
    count: 'Gaat naar 2 mensen',
    history: 'Berichten',
  },
} as const;

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  to: { address: string }[];
}

/** A caught mail's HTML as a mail client would show it, saved as a screenshot at both widths. */
async function renderMail(page: Page, mail: CaughtMail, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.setContent(mail.html, { waitUntil: 'load' });
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }
}

async function waitForMail(to: string, subject: string): Promise<CaughtMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(to)).find((m) => m.subject === subject);
    if (mail) return mail as unknown as CaughtMail;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No mail "${subject}" to ${to}`);
}

/**
 * Messages from organisers (API.md section 13): an organiser messages the players of a date from
 * its event page (the dialog with the number it reaches), a player reads it on the same page;
 * the mails, rendered; all in English and Dutch at 390 and 1280 px.
 */
describe('messages in the browser', () => {
  let browser: Browser;
  let db: Client;
  let eventId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    const { rows } = await db.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, location, capacity)
       SELECT c.id, 'Thursday Mix-in', 'Doubles, rotating partners.', 'mixin',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '4 days 19 hours',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '4 days 21 hours',
              'Courts 1-4', 16
         FROM clubs c WHERE c.subdomain = 'riverside'
       RETURNING id`,
    );
    eventId = rows[0].id;
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT e.club_id, e.id, u.id, 'confirmed' FROM events e, users u
        WHERE e.id = $1 AND u.email = ANY($2::text[])`,
      [eventId, [PLAYER, OTHER_PLAYER]],
    );
  });
  afterAll(async () => {
    await db?.query(`DELETE FROM events WHERE id = $1`, [eventId]);
    await db?.end();
    await browser?.close();
  });

  it('lets an organiser message the players of a date, and a player read it on the event page', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(page, 'riverside', ORGANISER, 'en');
    await page.goto(riverside(`/events/${eventId}`));
    await page.getByRole('heading', { level: 1, name: 'Thursday Mix-in' }).waitFor();

    // The dialog, in both languages at both widths (the header's switch is out of reach while a
    // dialog is open: the language is switched first).
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['en', 'nl'] as Language[]) {
      const texts = TEXTS[language];
      await page.setViewportSize(DESKTOP);
      await switchLanguage(page, language);
      await page.getByRole('button', { name: texts.button }).click();
      const dialog = page.getByRole('dialog', { name: texts.title });
      await dialog.getByText(texts.count).waitFor();
      await dialog.getByRole('textbox').first().fill('Courts 1-4 tonight');
      await dialog
        .getByRole('textbox')
        .nth(1)
        .fill('Hi all,\n\nWe play on courts 1-4.\nBring a can of balls!');
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: join(SHOTS, `message-dialog-${language}-${viewport.width}.png`) });
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize(DESKTOP);
    await switchLanguage(page, 'en');

    await page.getByRole('button', { name: 'Message players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message players' });
    await dialog.getByText('Goes to 2 people').waitFor();
    await dialog.getByLabel('Subject').fill('Courts 1-4 tonight');
    await dialog.getByLabel('Message').fill('Hi all,\n\nWe play on courts 1-4.\nBring a can of balls!');
    await dialog.getByLabel('Reply to me').check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Message sent to 2 people');
    await dialog.waitFor({ state: 'hidden' });
    // Staff see it on the page too.
    await page.getByRole('region', { name: 'Messages' }).getByText('Courts 1-4 tonight').waitFor();
    await context.close();

    // The player reads it on the event page, with its line breaks.
    const player = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(player.page, 'riverside', PLAYER, 'en');
    await player.page.goto(riverside(`/events/${eventId}`));
    const history = player.page.getByRole('region', { name: 'Messages' });
    await history.getByRole('heading', { name: 'Courts 1-4 tonight' }).waitFor();
    expect(await history.getByText(/We play on courts 1-4/).textContent()).toBe(
      'Hi all,\n\nWe play on courts 1-4.\nBring a can of balls!',
    );
    expect(await history.getByText(/^From Orla Ortiz/).isVisible()).toBe(true);
    expect(await player.page.getByRole('button', { name: 'Message players' }).count()).toBe(0);
    await screensInBothLanguages(player.page, 'message-history', async (language) => {
      await player.page.getByRole('region', { name: TEXTS[language].history }).waitFor();
    });

    // The mail: Reply-To the organiser, no List-Unsubscribe; rendered for a look.
    const mail = await waitForMail(PLAYER, 'Courts 1-4 tonight');
    expect(mail.text).toContain('We play on courts 1-4.\nBring a can of balls!');
    expect(mail.headers['reply-to']).toContain(ORGANISER);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    await renderMail(player.page, mail, 'mail-organiser-message');
    await player.context.close();
  });

  it('sends club news from the club users page, with the unsubscribe links', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(page, 'riverside', 'admin@riverside.test', 'en');
    await page.goto(riverside('/club-users'));
    await page.getByRole('button', { name: 'Message the club' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the club' });
    await dialog.getByText(/^Goes to \d+ people$/).waitFor();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(SHOTS, `message-club-dialog-en-${viewport.width}.png`) });
    }
    await page.setViewportSize(DESKTOP);
    await dialog.getByLabel('Subject').fill('Courts closed on Saturday');
    await dialog.getByLabel('Message').fill('The courts are being relined.\nThe clubhouse stays open.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, /^Message sent to \d+ people$/);
    const mail = await waitForMail(PLAYER, 'Courts closed on Saturday');
    expect(mail.headers['list-unsubscribe']).toBeDefined();
    await renderMail(page, mail, 'mail-club-news');
    await context.close();
  });
});
