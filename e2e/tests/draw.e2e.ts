import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, screenshot } from '../support/browser';
import { acceptDialog, checkBothWidths, checkPage, loginByMail, toast } from '../support/flows';

const riverside = (path: string) => `${origin('riverside')}${path}`;

/** The id of a demo event, from its row on All Event Signups (the way an organiser finds it). */
async function openSignups(page: Page, event: string): Promise<string> {
  await page.goto(riverside('/club-signups'));
  const row = page.getByRole('row', { name: new RegExp(event) });
  await row.getByRole('button', { name: 'View Signups' }).click();
  await page.waitForURL(/\/events\/[0-9a-f-]+\/signups$/);
  return /\/events\/([0-9a-f-]+)\/signups/.exec(page.url())![1];
}

/** The names on a court of a round, as the board shows them (levels left out). */
async function courtNames(page: Page, round: number, court: string): Promise<string[]> {
  const row = page.getByRole('row', { name: new RegExp(`^Round ${round}\\b`) });
  const cell = row.locator(`td[data-label="${court}"]`);
  return cell.locator('.csa-chip__name').allTextContents();
}

describe('the mix-in draw', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an organiser makes a draw for 18 players on 4 courts, swaps two players and publishes; a member sees their courts', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    const eventId = await openSignups(page, 'Summer Doubles Mix-in');
    await page.getByRole('link', { name: 'Draw' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+\/draw$/);
    await page.getByRole('heading', { name: 'Draw: Summer Doubles Mix-in' }).waitFor();

    // 18 confirmed players: four courts, six rounds of 20 minutes in the two-hour evening.
    await page.getByText('Players (18 confirmed)').waitFor();
    for (const n of [1, 2, 3, 4]) {
      expect(await page.getByLabel(`Name of court ${n}`).inputValue()).toBe(`Court ${n}`);
    }
    expect(await page.getByLabel('Name of court 5').count()).toBe(0);
    expect(await page.getByLabel('Minutes per round').inputValue()).toBe('20');
    await checkBothWidths(page, 'draw-settings');

    await page.getByRole('button', { name: 'Make draw' }).click();
    await toast(page, 'Draw made!');
    const board = page.getByRole('table', { name: 'Draw: rounds and courts' });
    await board.waitFor();
    expect(await board.getByRole('row').count()).toBe(7);
    expect(
      await page
        .getByRole('row', { name: /^Round 1\b/ })
        .getByRole('button')
        .count(),
    ).toBeGreaterThan(16);
    await page.getByText('Repeated partners').waitFor();
    await checkBothWidths(page, 'draw-organiser');

    // Swap the first player of court 1 with the first of court 2 in round 1 (tap one, then the other).
    const [a] = await courtNames(page, 1, 'Court 1');
    const [b] = await courtNames(page, 1, 'Court 2');
    const round1 = page.getByRole('row', { name: /^Round 1\b/ });
    await round1.locator('td[data-label="Court 1"] .csa-chip').first().click();
    await round1.locator('td[data-label="Court 2"] .csa-chip').first().click();
    await page.getByText('Saving...').waitFor({ state: 'hidden' });
    expect(await courtNames(page, 1, 'Court 1')).toContain(b);
    expect(await courtNames(page, 1, 'Court 2')).toContain(a);
    // And by dragging one onto another (round 2, courts 3 and 4).
    const [c] = await courtNames(page, 2, 'Court 3');
    const [d] = await courtNames(page, 2, 'Court 4');
    const round2 = page.getByRole('row', { name: /^Round 2\b/ });
    await round2
      .locator('td[data-label="Court 3"] .csa-chip')
      .first()
      .dragTo(round2.locator('td[data-label="Court 4"] .csa-chip').first());
    await page.getByText('Saving...').waitFor({ state: 'hidden' });
    expect(await courtNames(page, 2, 'Court 3')).toContain(d);
    expect(await courtNames(page, 2, 'Court 4')).toContain(c);
    // Saved: the page read afresh shows both swaps.
    await page.reload();
    await board.waitFor();
    expect(await courtNames(page, 1, 'Court 1')).toContain(b);
    expect(await courtNames(page, 2, 'Court 4')).toContain(c);

    await page.getByRole('button', { name: 'Publish' }).click();
    await acceptDialog(page, /Every player then sees their courts on the event/, 'Publish');
    await toast(page, 'Draw published: the players get an e-mail with their courts.');
    await page.getByText('Published', { exact: true }).waitFor();

    // The print view (a page per round, or one sheet) and the clubhouse screen.
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(/\/draw\/print$/);
    await page.getByRole('heading', { level: 1, name: 'Summer Doubles Mix-in' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(6);
    await checkBothWidths(page, 'draw-print');
    await page.getByRole('radio', { name: 'All rounds on one sheet' }).check();
    await page.getByRole('table', { name: 'All rounds on one sheet' }).waitFor();
    await checkBothWidths(page, 'draw-print-sheet');
    // On paper: the sheets alone (no header, no toolbar).
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'draw-print-paper-sheet');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('radio', { name: 'One page per round' }).check();
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'draw-print-paper');
    await page.emulateMedia({ media: 'screen' });

    await page.goto(riverside(`/events/${eventId}/draw/clubhouse`));
    await page.getByRole('heading', { level: 1, name: /^Round 1 of 6/ }).waitFor();
    expect(await page.getByRole('timer').textContent()).toContain('20:00');
    await checkBothWidths(page, 'draw-clubhouse');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: /^Round 2 of 6/ }).waitFor();
    await page.getByRole('link', { name: 'Close clubhouse view' }).click();
    await page.waitForURL(/\/draw$/);
    await context.close();

    // Max Miller (member@) is one of the 18: the event shows his six rounds.
    const member = await newPage(browser, PHONE);
    await loginByMail(member.page, 'riverside', 'member@riverside.test');
    await member.page.goto(riverside(`/events/${eventId}`));
    const courts = member.page.getByRole('table', { name: 'Your rounds' });
    await member.page.getByRole('heading', { name: 'Your courts' }).waitFor();
    await courts.waitFor();
    // Six rounds (a card each on a phone).
    expect(await courts.locator('tbody tr').count()).toBe(6);
    expect(await courts.locator('tbody tr').first().textContent()).toMatch(/^Round 1 19:00/);
    await checkBothWidths(member.page, 'your-courts');
    await member.context.close();
  });

  it('shows the draw screens in Dutch', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(page, 'riverside', 'organiser@riverside.test', 'nl');
    await page.goto(riverside('/club-signups'));
    const row = page.getByRole('row', { name: /Club Night Mix-in/ });
    await row.getByRole('button', { name: 'Inschrijvingen bekijken' }).click();
    await page.waitForURL(/\/signups$/);
    await page.getByRole('link', { name: 'Indeling' }).click();
    await page.getByRole('heading', { name: 'Indeling: Club Night Mix-in' }).waitFor();
    const eventId = /\/events\/([0-9a-f-]+)\/draw/.exec(page.url())![1];
    await page.getByRole('table', { name: 'Indeling: rondes en banen' }).waitFor();
    await page.getByText('Gepubliceerd', { exact: true }).waitFor();
    await checkBothWidths(page, 'nl-draw-organiser');

    await page.getByRole('link', { name: 'Afdrukken' }).click();
    await page.getByRole('heading', { level: 1, name: 'Club Night Mix-in' }).waitFor();
    await checkBothWidths(page, 'nl-draw-print');
    await page.getByRole('link', { name: 'Terug naar de indeling' }).click();
    await page.getByRole('link', { name: 'Kantinescherm' }).click();
    await page.getByRole('heading', { level: 1, name: /^Ronde \d van 6/ }).waitFor();
    await checkBothWidths(page, 'nl-draw-clubhouse');
    await context.close();

    const member = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(member.page, 'riverside', 'member@riverside.test', 'nl');
    await member.page.goto(riverside(`/events/${eventId}`));
    await member.page.getByRole('heading', { name: 'Jouw banen' }).waitFor();
    await member.page.getByRole('table', { name: 'Jouw rondes' }).waitFor();
    await checkBothWidths(member.page, 'nl-your-courts');

    // My level on the profile page: Max rated himself, so he may change it.
    await member.page.goto(riverside('/settings/profile'));
    await member.page.getByRole('heading', { name: 'Mijn speelsterkte' }).waitFor();
    await member.page.getByRole('button', { name: 'Wijzigen' }).click();
    await member.page.getByLabel('Je speelsterkte (KNLTB-speelsterkte)').waitFor();
    await checkBothWidths(member.page, 'nl-my-level');
    await member.context.close();
  });

  it('levels: the club settings, the club users, and a member sets their own level', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.goto(riverside('/club-admin?tab=settings'));
    await page.getByLabel('Rating scale').waitFor();
    expect(await page.getByLabel('Rating scale').inputValue()).toBe('knltb');
    expect(await page.getByRole('checkbox', { name: 'Members may set their own level' }).isChecked()).toBe(
      true,
    );
    await checkBothWidths(page, 'club-settings-levels');

    await page.goto(riverside('/club-admin'));
    const max = page.getByRole('row', { name: /member@riverside\.test/ });
    await max.getByText('6.8*').waitFor();
    await checkBothWidths(page, 'club-users-levels');
    await max.getByRole('button', { name: 'Edit User' }).click();
    const level = page.getByRole('textbox', { name: 'Level' });
    await level.waitFor();
    expect(await level.inputValue()).toBe('6.8');
    await level.fill('9.4');
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.getByText("This is not a level on the club's scale.").waitFor();
    await checkBothWidths(page, 'club-user-level-error');
    await context.close();

    const member = await newPage(browser, PHONE);
    await loginByMail(member.page, 'riverside', 'member@riverside.test');
    await member.page.goto(riverside('/settings/profile'));
    await member.page.getByRole('heading', { name: 'My level' }).waitFor();
    await member.page.getByRole('button', { name: 'Change' }).click();
    const mine = member.page.getByLabel('Your level (KNLTB speelsterkte)');
    await mine.fill('6,5');
    await checkPage(member.page, 'my-level-form');
    await member.page.getByRole('button', { name: 'Save level' }).click();
    await toast(member.page, 'Your level is saved.');
    await member.page.getByText('6.5', { exact: true }).waitFor();
    await member.page.setViewportSize(DESKTOP);
    await checkPage(member.page, 'my-level');

    // Priya's level was set by the club: locked, with the reason.
    const priya = await newPage(browser, DESKTOP);
    await loginByMail(priya.page, 'riverside', 'priya.shah@riverside.test');
    await priya.page.goto(riverside('/settings/profile'));
    await priya.page.getByText(/Your club set this level, so only the club can change it/).waitFor();
    await checkBothWidths(priya.page, 'my-level-locked');
    await priya.context.close();
    await member.context.close();
  });
});
