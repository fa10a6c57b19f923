import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { checkBothWidths, loginByMail } from '../support/flows';
import { seedEveningUnderWay } from '../support/evening';

/**
 * On the evening (API.md section 14): an organiser checks 15 of 16 players in on the attendance
 * list and marks one absent; a member checks themself in through the check-in URL the clubhouse
 * view shows (its display link's data). In English and Dutch, at 390 and 1280 px, each looked at in
 * its screenshot.
 */
describe('check-in on the evening', () => {
  let browser: Browser;
  let db: Client;
  let eventId: string;
  const players = Array.from({ length: 16 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')} Checkin`);

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    eventId = await seedEveningUnderWay(db, { name: 'Check-in Night', players, emailPrefix: 'checkin' });
  });
  afterAll(async () => {
    await db.query(`DELETE FROM events WHERE id = $1`, [eventId]);
    await db.end();
    await browser.close();
  });

  it('an organiser checks in 15 of 16 players and marks one absent', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.goto(`${origin('riverside')}/events/${eventId}/signups`);
    await page.getByRole('link', { name: 'Attendance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attendance: Check-in Night' }).waitFor();
    for (const [i, name] of players.entries()) {
      const row = page.getByRole('group', { name });
      const name2 = i === 15 ? 'Not here' : 'Here';
      await row.getByRole('button', { name: name2, exact: true }).click();
      // Saved: the list shows the button pressed once the server answered.
      await row.getByRole('button', { name: name2, exact: true, pressed: true }).waitFor();
    }
    await page.getByText('15 of 17 here').waitFor();
    await checkBothWidths(page, 'attendance-organiser');
    const { rows } = await db.query(
      `SELECT status, count(*)::int AS n FROM attendance WHERE event_id = $1 GROUP BY status ORDER BY status`,
      [eventId],
    );
    expect(rows).toEqual([
      { status: 'absent', n: 1 },
      { status: 'present', n: 15 },
    ]);
    await context.close();
  });

  it('a member checks in by the clubhouse view’s check-in URL, in Dutch', async () => {
    const organiser = await newPage(browser, DESKTOP);
    await loginByMail(organiser.page, 'riverside', 'organiser@riverside.test');
    const checkInUrl = await organiser.page.evaluate(async (id) => {
      const link = await (await fetch(`/api/events/${id}/display-link`, { method: 'POST' })).json();
      const token = link.data.url.split('/clubhouse/')[1];
      return (await (await fetch(`/api/display/${token}`)).json()).data.check_in_url as string;
    }, eventId);
    await organiser.context.close();

    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(page, 'riverside', 'member@riverside.test', 'nl');
    await page.goto(checkInUrl);
    const button = page.getByRole('button', { name: 'Check mij in' });
    await button.waitFor();
    await checkBothWidths(page, 'nl-check-in-member');
    await button.click();
    await page.getByText('Je bent ingecheckt. Veel speelplezier!').waitFor();
    await checkBothWidths(page, 'nl-check-in-member-done');
    const { rows } = await db.query(
      `SELECT a.status FROM attendance a JOIN users u ON u.id = a.user_id
        WHERE a.event_id = $1 AND u.email = 'member@riverside.test'`,
      [eventId],
    );
    expect(rows).toEqual([{ status: 'present' }]);
    await context.close();
  });
});
