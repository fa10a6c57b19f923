import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, loginByMail, toast } from '../support/flows';
import { mailsTo } from '../support/mailbox';
import { screensInBothLanguages } from '../support/screens';

const EVENT = "Tonight's Mix-in";
// In each player's language: other suites sign some of them in with a Dutch browser first.
const CHANGED = /^(Changed: your courts for|Gewijzigd: je banen voor) Tonight's Mix-in/;

/**
 * Repairing the draw on the evening (API.md section 14): the demo's mix-in for tonight has a
 * published draw for 16 players, and Noah Jansen cancelled after it was published. The organiser
 * sees who left, previews the repair from round 2 and applies it; only the players whose place
 * changed are mailed.
 */
describe('repairing a published draw', () => {
  let browser: Browser;
  let db: Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
  });

  it('names who left, previews who moves from round 2, and mails only them', async () => {
    const { rows } = await db.query(
      `SELECT e.id FROM events e JOIN clubs c ON c.id = e.club_id WHERE c.subdomain = 'riverside' AND e.name = $1`,
      [EVENT],
    );
    const eventId: string = rows[0].id;
    const players: { id: string; email: string }[] = (
      await db.query(
        `SELECT u.id, u.email FROM signups s JOIN users u ON u.id = s.user_id
          WHERE s.event_id = $1 AND s.status = 'confirmed' ORDER BY u.email`,
        [eventId],
      )
    ).rows;
    expect(players).toHaveLength(15);

    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.goto(`${origin('riverside')}/events/${eventId}/draw`);
    await page.getByText('The sign-ups changed since publishing.').waitFor();
    await page.getByText('Left: Noah Jansen.').waitFor();
    await screensInBothLanguages(page, 'draw-repair-banner', async (language) => {
      await page
        .getByText(
          language === 'en'
            ? 'The sign-ups changed since publishing.'
            : 'De inschrijvingen zijn veranderd sinds het publiceren.',
        )
        .waitFor();
    });

    await page.getByLabel('Repair from').selectOption('2');
    await page.getByRole('button', { name: 'Repair from round 2' }).click();
    await page.getByText(/\d+ players? moves?:/).waitFor();
    await screensInBothLanguages(page, 'draw-repair-preview', async (language) => {
      await page
        .getByText(language === 'en' ? /\d+ players? moves?:/ : /\d+ spelers? schuift|\d+ spelers schuiven/)
        .first()
        .waitFor();
    });

    await page.getByRole('button', { name: 'Apply and mail them' }).click();
    await acceptDialog(page, /get an e-mail with their new courts/, 'Repair');
    await toast(page, /Draw repaired: \d+ players? mailed\./);
    const said = await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/Draw repaired/)
      .first()
      .textContent();
    const mailed = Number(/(\d+)/.exec(said ?? '')![1]);
    await page.getByText('The sign-ups changed since publishing.').waitFor({ state: 'hidden' });
    await context.close();

    // The players whose place changed have a change window each: exactly those are mailed.
    const windows: string[] = (
      await db.query(`SELECT user_id FROM draw_change_windows WHERE event_id = $1`, [eventId])
    ).rows.map((r: { user_id: string }) => r.user_id);
    expect(windows.length).toBe(mailed);
    expect(mailed).toBeGreaterThan(0);
    expect(mailed).toBeLessThan(players.length);
    // As if the quiet time had passed: the relay closes the windows and sends the mails.
    await db.query(
      `UPDATE draw_change_windows SET last_change_at = last_change_at - interval '1 day' WHERE event_id = $1`,
      [eventId],
    );
    const changed = players.filter((p) => windows.includes(p.id));
    for (const player of changed) {
      const deadline = Date.now() + 30_000;
      while (!(await mailsTo(player.email)).some((m) => CHANGED.test(m.subject))) {
        if (Date.now() > deadline) throw new Error(`No change mail for ${player.email}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    // Everything written has gone out: no window open, nothing left in the outbox.
    const settleBy = Date.now() + 30_000;
    for (;;) {
      const [{ open, outbox }] = (
        await db.query(
          `SELECT (SELECT count(*)::int FROM draw_change_windows WHERE event_id = $1) AS open,
                  (SELECT count(*)::int FROM notification_outbox) AS outbox`,
          [eventId],
        )
      ).rows;
      if (open === 0 && outbox === 0) break;
      if (Date.now() > settleBy) throw new Error('The outbox did not settle');
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const player of players.filter((p) => !windows.includes(p.id))) {
      expect((await mailsTo(player.email)).filter((m) => CHANGED.test(m.subject))).toEqual([]);
    }
    expect((await mailsTo('noah.jansen@riverside.test')).filter((m) => CHANGED.test(m.subject))).toEqual([]);
  });
});
