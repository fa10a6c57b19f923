import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, screenshot } from '../support/browser';
import { checkBothWidths, loginByMail } from '../support/flows';

/**
 * Who's coming on the event page, a date cancelled with a reason (the dialog, then the event
 * struck through with it), and the club's privacy settings: in English and Dutch, at 390 and
 * 1280 px, each looked at in its screenshot.
 */
describe("who's coming, cancel reasons and privacy settings", () => {
  let browser: Browser;
  let db: Client;
  /** An upcoming event of the demo club with the most confirmed sign-ups. */
  let busy: string;
  /** A coming date of a series with nobody's sign-up changed by this suite for long. */
  let date: { id: string; name: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    const [row] = (
      await db.query(
        `SELECT e.id FROM events e JOIN clubs c ON c.id = e.club_id
           LEFT JOIN signups s ON s.event_id = e.id AND s.status = 'confirmed'
          WHERE c.subdomain = 'riverside' AND e.status = 'scheduled'
            AND e.start_time > (now() AT TIME ZONE c.timezone) + interval '1 day'
          GROUP BY e.id, e.start_time ORDER BY count(s.id) DESC, e.start_time LIMIT 1`,
      )
    ).rows;
    busy = row.id;
    const [occurrence] = (
      await db.query(
        `SELECT e.id, e.name FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE c.subdomain = 'riverside' AND e.status = 'scheduled' AND e.series_id IS NOT NULL
            AND e.start_time > (now() AT TIME ZONE c.timezone) + interval '14 days'
          ORDER BY e.start_time LIMIT 1`,
      )
    ).rows;
    date = occurrence;
  });
  afterAll(async () => {
    await db.end();
    await browser.close();
  });

  async function lookAtWhosComing(page: Page, heading: string, prefix: string): Promise<void> {
    await page.goto(`${origin('riverside')}/events/${busy}`);
    const section = page.getByRole('region', { name: heading });
    await section.getByRole('listitem').first().waitFor();
    await checkBothWidths(page, `${prefix}event-whos-coming`);
  }

  it("shows a member who's coming, in English and in Dutch", async () => {
    const en = await newPage(browser, DESKTOP);
    await loginByMail(en.page, 'riverside', 'member@riverside.test');
    await lookAtWhosComing(en.page, "Who's coming", '');
    await en.context.close();

    const nl = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(nl.page, 'riverside', 'noah.jansen@riverside.test', 'nl');
    await lookAtWhosComing(nl.page, 'Wie komen er', 'nl-');
    await nl.context.close();
  });

  it('cancels a date with a reason, shown struck through on its page and card', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.goto(`${origin('riverside')}/events/${date.id}`);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: `Actions for ${date.name}` }).click();
      await page.getByRole('menuitem', { name: 'Cancel this date' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('textbox', { name: 'Reason (optional)' })
        .fill('The courts are being resurfaced.\nSee you the week after!');
      await screenshot(page, 'event-cancel-date-dialog');
      if (size === PHONE) {
        await dialog.getByRole('button', { name: 'Cancel this date' }).click();
        await dialog.waitFor({ state: 'hidden' });
      } else {
        await dialog.getByRole('button', { name: 'Keep this date' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await page.setViewportSize(DESKTOP);
    await page.getByText('The courts are being resurfaced.').waitFor();
    await checkBothWidths(page, 'event-cancelled-with-reason');
    const stored = await db.query(`SELECT status, cancel_reason FROM events WHERE id = $1`, [date.id]);
    expect(stored.rows[0]).toEqual({
      status: 'cancelled',
      cancel_reason: 'The courts are being resurfaced.\nSee you the week after!',
    });
    await context.close();

    const nl = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(nl.page, 'riverside', 'noah.jansen@riverside.test', 'nl');
    await nl.page.goto(`${origin('riverside')}/events/${date.id}`);
    await nl.page.getByText('Reden:').waitFor();
    await checkBothWidths(nl.page, 'nl-event-cancelled-with-reason');
    await nl.context.close();
    // Back on, for the suites after this one.
    await db.query(`UPDATE events SET status = 'scheduled', cancel_reason = NULL WHERE id = $1`, [date.id]);
  });

  it('shows the privacy settings and the profile page in both languages', async () => {
    const en = await newPage(browser, DESKTOP);
    await loginByMail(en.page, 'riverside', 'admin@riverside.test');
    await en.page.goto(`${origin('riverside')}/club-admin?tab=settings`);
    await en.page.getByRole('checkbox', { name: "Show members who's coming" }).waitFor();
    await checkBothWidths(en.page, 'club-settings-privacy');
    await en.page.goto(`${origin('riverside')}/settings/profile`);
    await en.page.getByRole('combobox', { name: 'Language of the app and of your e-mails' }).waitFor();
    await checkBothWidths(en.page, 'profile-language-level');
    await en.context.close();

    const nl = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(nl.page, 'riverside', 'noah.jansen@riverside.test', 'nl');
    await nl.page.goto(`${origin('riverside')}/settings/profile`);
    await nl.page.getByRole('combobox', { name: 'Taal van de app en van je e-mails' }).waitFor();
    await checkBothWidths(nl.page, 'nl-profile-language-level');
    await nl.context.close();
  });
});
