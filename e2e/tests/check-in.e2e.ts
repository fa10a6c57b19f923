import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { checkBothWidths, loginByMail } from '../support/flows';

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
    // An evening under way now (started 10 minutes ago by the club's clock), 16 confirmed players
    // of its own and the demo member.
    const [event] = (
      await db.query(
        `INSERT INTO events (club_id, name, event_type, start_time, end_time)
         SELECT c.id, 'Check-in Night', 'mixin', (now() AT TIME ZONE c.timezone) - interval '10 minutes',
                (now() AT TIME ZONE c.timezone) + interval '110 minutes'
           FROM clubs c WHERE c.subdomain = 'riverside' RETURNING id, club_id`,
      )
    ).rows;
    eventId = event.id;
    for (const [i, name] of players.entries()) {
      const [user] = (
        await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
          `checkin-${i}-${Date.now()}@riverside.test`,
        ])
      ).rows;
      await db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', $3)`,
        [event.club_id, user.id, name],
      );
      await db.query(
        `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'confirmed')`,
        [event.club_id, eventId, user.id],
      );
    }
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT $1, $2, u.id, 'confirmed' FROM users u WHERE u.email = 'member@riverside.test'`,
      [event.club_id, eventId],
    );
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
