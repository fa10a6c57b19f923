import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, seriousA11yViolations } from '../support/browser';
import { acceptDialog, loginByMail, toast } from '../support/flows';
import { sidewaysOverflow } from '../support/screens';
import { seedEveningUnderWay } from '../support/evening';

/** Screenshots for people to look at, outside git (tmp/ is ignored), as screens.ts saves them. */
const SHOTS = join(__dirname, '../../tmp/screenshots');

/**
 * The clubhouse screen from its display link (API.md section 14, "Kiosk"): a browser without a
 * session shows the event before its draw, then the published draw's current round by itself; a
 * member scans the QR code off that screen (read from its pixels) and checks in; the organiser's
 * attendance list shows them here. Each screen in English and Dutch, at 1280 and 390 px.
 */
describe('the clubhouse screen', () => {
  let browser: Browser;
  let db: Client;
  let eventId: string;
  let memberName: string;
  const players = Array.from({ length: 8 }, (_, i) => `Player ${i + 1} Clubhouse`);

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    eventId = await seedEveningUnderWay(db, { name: 'Clubhouse Night', players, emailPrefix: 'clubhouse' });
    memberName = (
      await db.query(
        `SELECT m.name FROM club_memberships m JOIN users u ON u.id = m.user_id
          WHERE u.email = 'member@riverside.test' AND m.club_id = (SELECT club_id FROM events WHERE id = $1)`,
        [eventId],
      )
    ).rows[0].name;
  });
  afterAll(async () => {
    await db.query(`DELETE FROM events WHERE id = $1`, [eventId]);
    await db.end();
    await browser.close();
  });

  it('shows the draw without a session, and a member checks in by its QR code', async () => {
    // The organiser opens the clubhouse screen from the draw page: a new tab, and the link to copy.
    const organiser = await newPage(browser, DESKTOP);
    await loginByMail(organiser.page, 'riverside', 'organiser@riverside.test');
    await organiser.page.goto(`${origin('riverside')}/events/${eventId}/draw`);
    await organiser.page.getByRole('heading', { level: 1, name: 'Draw: Clubhouse Night' }).waitFor();
    const tab = organiser.context.waitForEvent('page');
    await organiser.page.getByRole('button', { name: 'Open clubhouse screen' }).click();
    const url = await organiser.page.getByLabel('Clubhouse screen link').inputValue();
    expect(url).toMatch(new RegExp(`^${origin('riverside')}/clubhouse/[\\w-]+$`));
    await (await tab).waitForURL(url);
    await (await tab).close();

    // A screen at the club, signed in nowhere: before the draw it says the draw follows.
    const kiosk = await newPage(browser, DESKTOP);
    await kiosk.page.goto(url);
    await kiosk.page.getByRole('heading', { level: 1, name: 'The draw follows soon' }).waitFor();
    await kiosk.page.getByRole('img', { name: 'QR code to check in' }).waitFor();
    await screens(kiosk.page, 'clubhouse-before-draw-en');

    // The organiser makes and publishes the draw; the screen shows it when it next asks.
    await organiser.page.getByRole('button', { name: 'Make draw' }).click();
    await toast(organiser.page, 'Draw made!');
    await organiser.page.getByRole('button', { name: 'Publish' }).click();
    await acceptDialog(organiser.page, /Every player then sees their courts on the event/, 'Publish');
    await organiser.page.getByText('Published', { exact: true }).waitFor();
    // Nine players: two courts of four, one sitting out; round 1 of the 20-minute rounds is on.
    await kiosk.page.getByRole('heading', { level: 1, name: /^Round 1 of 6\b/ }).waitFor({ timeout: 45_000 });
    expect(await kiosk.page.getByRole('article').evaluateAll((a) => a.map((c) => c.ariaLabel))).toEqual([
      'Court 1',
      'Court 2',
    ]);
    await kiosk.page.getByText('Sitting out:').first().waitFor();
    await kiosk.page.getByRole('heading', { level: 2, name: /^Next: round 2 at \d\d:\d\d$/ }).waitFor();
    await kiosk.page.getByRole('timer', { name: 'Time left in this round' }).waitFor();
    await screens(kiosk.page, 'clubhouse-en');

    // The QR code, read from the pixels on the screen as a phone's camera would.
    const shown = await kiosk.page.locator('.cs-clubhouse__url').textContent();
    const checkInUrl = await readQrCode(kiosk.page);
    expect(checkInUrl).toBe(shown);
    expect(checkInUrl).toMatch(new RegExp(`/events/${eventId}/check-in\\?code=`));
    await kiosk.context.close();

    // The same screen in Dutch (the browser's language: nobody signs in on it).
    const dutch = await newPage(browser, DESKTOP, 'nl-NL');
    await dutch.page.goto(url);
    await dutch.page.getByRole('heading', { level: 1, name: /^Ronde 1 van 6\b/ }).waitFor();
    await dutch.page.getByRole('img', { name: 'QR-code om in te checken' }).waitFor();
    await screens(dutch.page, 'clubhouse-nl');
    await dutch.context.close();

    // A member opens the scanned address on their phone, signed in, and checks in.
    const member = await newPage(browser, PHONE);
    await loginByMail(member.page, 'riverside', 'member@riverside.test');
    await member.page.goto(checkInUrl!);
    await member.page.getByRole('button', { name: 'Check me in' }).click();
    await member.page.getByText('You are checked in. Enjoy your game!').waitFor();
    await member.context.close();

    // The organiser's attendance list, from the draw page, shows them here.
    await organiser.page.getByRole('link', { name: 'Attendance' }).click();
    await organiser.page.getByRole('heading', { level: 1, name: 'Attendance: Clubhouse Night' }).waitFor();
    await organiser.page
      .getByRole('group', { name: memberName })
      .getByRole('button', { name: 'Here', exact: true, pressed: true })
      .waitFor();
    await organiser.page.getByText('1 of 9 here').waitFor();

    // The organisers' own clubhouse view shows the same check-in code.
    await organiser.page.goto(`${origin('riverside')}/events/${eventId}/draw/clubhouse`);
    await organiser.page.getByRole('heading', { level: 1, name: /^Round 1 of 6\b/ }).waitFor();
    await organiser.page.getByRole('img', { name: 'QR code to check in' }).waitFor();
    expect(await readQrCode(organiser.page)).toBe(checkInUrl);
    await screens(organiser.page, 'clubhouse-organiser-en');
    await organiser.context.close();
    // Many screens, and up to 30 s for the kiosk to ask again after the draw is published.
  }, 240_000);

  it('says so when a link does not work, instead of a blank screen', async () => {
    for (const [locale, title] of [
      ['en-GB', 'This clubhouse screen link does not work'],
      ['nl-NL', 'Deze link naar het kantinescherm werkt niet'],
    ] as const) {
      const { page, context } = await newPage(browser, DESKTOP, locale);
      await page.goto(`${origin('riverside')}/clubhouse/not-a-real-token`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('alert').waitFor();
      await screens(page, `clubhouse-invalid-${locale.slice(0, 2)}`);
      await context.close();
    }
  });
});

/** Screenshots at 1280 and 390 px under tmp/screenshots, each checked with axe and for sideways scrolling. */
async function screens(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * The text of the QR code on the page, read from its pixels: a screenshot of the code drawn
 * into a canvas in the page, its pixels decoded by jsQR.
 */
async function readQrCode(page: Page): Promise<string | null> {
  const qr = page.locator('.cs-clubhouse__qr img');
  await qr.scrollIntoViewIfNeeded();
  const png = (await qr.screenshot()).toString('base64');
  const image = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data: pixels, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { pixels: Array.from(pixels), width, height };
  }, png);
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}
