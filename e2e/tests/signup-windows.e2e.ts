import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { checkBothWidths, loginByMail } from '../support/flows';

const riverside = (path: string) => `${origin('riverside')}${path}`;

/**
 * Sign-ups that open in the future (API.md section 13): the card and the event page say when,
 * count down in the last hour, and Sign Up waits; in English and Dutch, at 390 and 1280 px.
 * The demo's weekly mix-in opens each date two days before at 20:00; a one-off event made here
 * opens within the hour, for the countdown.
 */
describe('sign-up windows in the browser', () => {
  let browser: Browser;
  let db: Client;
  let soonId: string;
  let laterId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    // Opens 42 minutes from now on the club's clock (the database's clock, as the server's).
    const { rows } = await db.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, location, capacity, signup_opens_at)
       SELECT c.id, 'Evening Social', 'Doubles and drinks.', 'social',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '3 days 19 hours',
              date_trunc('day', now() AT TIME ZONE c.timezone) + interval '3 days 22 hours',
              'Courts 5-6', 12, date_trunc('minute', now() AT TIME ZONE c.timezone) + interval '42 minutes'
         FROM clubs c WHERE c.subdomain = 'riverside'
       RETURNING id`,
    );
    soonId = rows[0].id;
    // A date of the weekly mix-in whose window opens more than an hour from now.
    const later = await db.query(
      `SELECT e.id FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE c.subdomain = 'riverside' AND e.name = 'Wednesday Evening Mix-in' AND e.status = 'scheduled'
          AND e.signup_opens_at > (now() AT TIME ZONE c.timezone) + interval '2 hours'
        ORDER BY e.start_time LIMIT 1`,
    );
    laterId = later.rows[0].id;
  });
  afterAll(async () => {
    await db?.query(`DELETE FROM events WHERE id = $1`, [soonId]);
    await db?.end();
    await browser?.close();
  });

  it('shows the opening, the countdown and a shut Sign Up in English', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'en-GB');
    await loginByMail(page, 'riverside', 'noah.jansen@riverside.test', 'en');

    await page.goto(riverside(`/events/${soonId}`));
    await page
      .getByText(/^Opens in \d+ min$/)
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Event details' })
        .getByRole('button', { name: 'Sign Up' })
        .isDisabled(),
    ).toBe(true);
    await checkBothWidths(page, 'windows-countdown-en');

    await page.goto(riverside(`/events/${laterId}`));
    await page
      .getByText(/^Opens \S+ \d\d:\d\d$|^Opens .+, \d\d:\d\d$/)
      .first()
      .waitFor();
    await checkBothWidths(page, 'windows-opens-en');

    await page.goto(riverside('/events'));
    await page
      .getByRole('article')
      .filter({ hasText: 'Evening Social' })
      .getByText(/Opens in/)
      .first()
      .waitFor();
    await checkBothWidths(page, 'windows-events-en');
    await context.close();
  });

  it('says the same in Dutch', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(page, 'riverside', 'emma.devries@riverside.test', 'nl');

    await page.goto(riverside(`/events/${soonId}`));
    await page
      .getByText(/^Opent over \d+ min$/)
      .first()
      .waitFor();
    await checkBothWidths(page, 'windows-countdown-nl');

    await page.goto(riverside(`/events/${laterId}`));
    await page
      .getByText(/^Opent .+ \d\d:\d\d$/)
      .first()
      .waitFor();
    await checkBothWidths(page, 'windows-opens-nl');

    await page.goto(riverside('/events'));
    await page
      .getByRole('article')
      .filter({ hasText: 'Evening Social' })
      .getByText(/Opent over/)
      .first()
      .waitFor();
    await checkBothWidths(page, 'windows-events-nl');
    await context.close();
  });
});
