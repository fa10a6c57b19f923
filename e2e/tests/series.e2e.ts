import { expect } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, checkBothWidths, loginByMail, toast } from '../support/flows';

const riverside = (path: string) => `${origin('riverside')}${path}`;
const NAME = 'Thursday Night Mix-in';

/** A date (`YYYY-MM-DD`) `days` after `date`. */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/**
 * The first Thursday at least three weeks away: past the demo club's own first page, and with
 * every date inside the series horizon (84 days), so all six exist at once.
 */
function firstThursday(): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 21);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) date = addDays(date, 1);
  return date;
}
const first = firstThursday();
const until = addDays(first, 5 * 7); // six Thursdays
const moved = addDays(first, 8); // the second Thursday, moved to the Friday
const written = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const short = (date: string, locale = 'en-GB') =>
  written(date, locale, { day: 'numeric', month: 'short', year: 'numeric' });

/** The events page, searched for the series (it lies beyond the first page). */
async function seriesOnEventsPage(page: Page, search = 'Search events'): Promise<void> {
  await page.goto(riverside('/events'));
  // The search goes to the server once the typing pauses; until then the page filters what it has.
  const searched = page.waitForResponse((r) => r.url().includes('/api/events?') && r.url().includes('q='));
  await page.getByRole('searchbox', { name: search }).fill(NAME);
  await searched;
  await page.getByRole('article', { name: NAME }).nth(5).waitFor();
}
const dates = (page: Page) => page.getByRole('article', { name: NAME });

describe('a weekly mix-in', () => {
  let browser: Browser;
  let organiser: { context: BrowserContext; page: Page };
  let member: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchBrowser();
    organiser = await newPage(browser, DESKTOP);
    member = await newPage(browser, DESKTOP);
    await loginByMail(organiser.page, 'riverside', 'organiser@riverside.test');
    await loginByMail(member.page, 'riverside', 'member@riverside.test');
  });
  afterAll(async () => {
    await organiser.context.close();
    await member.context.close();
    await browser.close();
  });

  it('is created by an organiser, with the series in words under the repeat', async () => {
    const { page } = organiser;
    await page.goto(riverside('/events/create'));
    await page.getByLabel('Event Name').fill(NAME);
    await page.getByLabel('Description').fill('Doubles with rotating partners; all standards welcome.');
    await page.getByLabel('Event Date').fill(first);
    await page.getByLabel('Start Time').fill('19:00');
    await page.getByLabel('End Time').fill('21:00');
    await page.getByLabel('Location').fill('Courts 1-4');
    await page.getByLabel('Recurring Pattern').selectOption('weekly');
    await page.getByLabel('Repeat until').fill(until);
    await page.getByLabel('Capacity').fill('16');
    await page.getByText(`Every Thursday at 19:00 until ${short(until)}`).waitFor();
    await checkBothWidths(page, 'series-create-event');

    // 'Advanced' takes a rule of one's own, checked as it is typed.
    await page.getByLabel('Recurring Pattern').selectOption('custom');
    await page.getByLabel('Repeat rule').fill('FREQ=WEEKLY;BYDAY=TH;COUNT=6');
    await page.getByText('The rule may not use COUNT: set Repeat until instead').waitFor();
    await page.getByLabel('Repeat rule').fill('FREQ=WEEKLY;INTERVAL=2;BYDAY=TH');
    await page.getByText(`Every 2 weeks on Thursday at 19:00 until ${short(until)}`).waitFor();
    await checkBothWidths(page, 'series-create-event-advanced');
    await page.getByLabel('Recurring Pattern').selectOption('weekly');

    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created successfully');
    await page.waitForURL(/\/events$/);
    await seriesOnEventsPage(page);
    expect(await dates(page).count()).toBe(6);
    expect(await dates(page).first().getByText('Repeats weekly').isVisible()).toBe(true);
  });

  it('gets a member signed up for every date at once', async () => {
    const { page } = member;
    await seriesOnEventsPage(page);
    const date = dates(page).first();
    await date.getByRole('button', { name: 'Sign up for all' }).click();
    await acceptDialog(page, /Sign up for every coming date of "Thursday Night Mix-in"/, 'Sign up for all');
    await toast(page, `You are signed up for every date of ${NAME}`);
    await date.getByRole('button', { name: 'Stop' }).waitFor();
    await date.getByRole('button', { name: 'Remove Signup' }).waitFor();
    await dates(page).nth(5).getByText('Signed up', { exact: true }).waitFor();
  });

  it('has one date moved and another cancelled by the organiser', async () => {
    const { page } = organiser;
    await seriesOnEventsPage(page);
    await dates(page)
      .nth(1)
      .getByRole('button', { name: `Actions for ${NAME}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit Event' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+\/edit$/);
    await page.getByLabel('Event Date').fill(moved);
    await page.getByLabel('Start Time').fill('20:00');
    await page.getByLabel('End Time').fill('22:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Which dates should change?', { exact: false }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'This date' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'All dates of the series' }).isDisabled()).toBe(true);
    await checkBothWidths(page, 'series-edit-scope');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Event updated successfully');
    await page.waitForURL(/\/events$/);

    await seriesOnEventsPage(page);
    await dates(page)
      .nth(2)
      .getByRole('button', { name: `Actions for ${NAME}` })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel this date' }).click();
    await acceptDialog(page, /It stays on the list, struck through/, 'Cancel this date');
    await toast(page, /is cancelled$/);
    await dates(page).nth(2).getByText('Cancelled', { exact: true }).waitFor();
    await checkBothWidths(page, 'series-events-organiser');
  });

  it('shows the member the moved and the cancelled date on the events page', async () => {
    const { page } = member;
    await seriesOnEventsPage(page);
    const friday = written(moved, 'en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
    const heading = page.getByRole('heading', { name: new RegExp(`^${friday}`) });
    await heading.waitFor();
    const movedDate = page.getByRole('list', { name: new RegExp(`^${friday}`) }).getByRole('article');
    expect(await movedDate.getByText(/, 20:00–22:00$/).isVisible()).toBe(true);
    await movedDate.getByText('Signed up', { exact: true }).waitFor();
    const cancelled = dates(page).nth(2);
    await cancelled.getByText('Cancelled', { exact: true }).waitFor();
    expect(await cancelled.getByRole('button', { name: 'Sign Up', exact: true }).count()).toBe(0);
    expect(await cancelled.getByRole('button', { name: 'Remove Signup' }).count()).toBe(0);
    await checkBothWidths(page, 'series-events-member');
  });

  it('shows the member the standing sign-up and both dates in My Sign-ups', async () => {
    const { page } = member;
    await page.goto(riverside('/my-signups'));
    const standing = page.getByRole('list', { name: 'Signed up for every date' });
    const entry = standing.getByRole('listitem').filter({ hasText: NAME });
    await entry.getByText(`Every Thursday at 19:00 until ${short(until)}`).waitFor();
    await entry.getByRole('button', { name: 'Stop' }).waitFor();
    const mine = page.getByRole('article', { name: NAME });
    await mine.filter({ hasText: `${short(moved)} at 20:00` }).waitFor();
    await mine.filter({ hasText: 'Cancelled' }).first().waitFor();
    await checkBothWidths(page, 'series-my-signups');

    await entry.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Cancel my coming dates too' }).waitFor();
    await checkBothWidths(page, 'series-stop-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('opens the event page from a card title, with the series and Stop', async () => {
    const { page } = member;
    await seriesOnEventsPage(page);
    await dates(page).first().getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const repeats = page.getByRole('region', { name: 'Repeats' });
    await repeats.getByText(`Every Thursday at 19:00 until ${short(until)}`).waitFor();
    await repeats.getByRole('button', { name: 'Stop' }).waitFor();
    await page.getByRole('region', { name: 'Event details' }).getByText('1 / 16 signed up').waitFor();
    await checkBothWidths(page, 'series-event-page');
  });

  it('says it all in Dutch for a Dutch browser', async () => {
    const nlMember = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(nlMember.page, 'riverside', 'member@riverside.test', 'nl');
    const { page } = nlMember;
    await seriesOnEventsPage(page, 'Zoek activiteiten');
    await dates(page).nth(2).getByText('Afgelast', { exact: true }).waitFor();
    await dates(page).first().getByRole('button', { name: 'Stoppen' }).waitFor();
    await checkBothWidths(page, 'nl-series-events-member');
    await page.goto(riverside('/my-signups'));
    await page
      .getByRole('list', { name: 'Ingeschreven voor alle datums' })
      .getByText(`Elke donderdag om 19:00 tot ${short(until, 'nl-NL')}`)
      .waitFor();
    await checkBothWidths(page, 'nl-series-my-signups');
    await seriesOnEventsPage(page, 'Zoek activiteiten');
    await dates(page).first().getByRole('link', { name: NAME }).click();
    await page
      .getByRole('region', { name: 'Herhaling' })
      .getByText(/^Elke donderdag om 19:00/)
      .waitFor();
    await checkBothWidths(page, 'nl-series-event-page');
    await nlMember.context.close();

    const nlOrganiser = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(nlOrganiser.page, 'riverside', 'organiser@riverside.test', 'nl');
    const staff = nlOrganiser.page;
    await staff.goto(riverside('/events/create'));
    await staff.getByLabel('Datum').fill(first);
    await staff.getByLabel('Begintijd').fill('19:00');
    await staff.getByLabel('Herhaling').selectOption('weekly');
    await staff.getByLabel('Herhalen tot').fill(until);
    await staff.getByText(`Elke donderdag om 19:00 tot ${short(until, 'nl-NL')}`).waitFor();
    await checkBothWidths(staff, 'nl-series-create-event');
    await seriesOnEventsPage(staff, 'Zoek activiteiten');
    await dates(staff)
      .nth(3)
      .getByRole('button', { name: `Acties voor ${NAME}` })
      .click();
    await staff.getByRole('menuitem', { name: 'Activiteit verwijderen' }).click();
    await staff.getByRole('dialog').getByRole('radio', { name: 'Deze en volgende datums' }).waitFor();
    await checkBothWidths(staff, 'nl-series-delete-scope');
    await staff.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
    await nlOrganiser.context.close();
  });
});
