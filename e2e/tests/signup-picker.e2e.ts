import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';
import { loginByMail, toast } from '../support/flows';
import { screensInBothLanguages } from '../support/screens';

const riverside = (path: string) => `${origin('riverside')}${path}`;

/** Five of Riverside's regular mix-in players, found by their names. */
const PLAYERS = [
  ['Noah Jansen', 'noah.jansen@riverside.test'],
  ['Emma de Vries', 'emma.devries@riverside.test'],
  ['Liam Walsh', 'liam.walsh@riverside.test'],
  ['Sofia Rossi', 'sofia.rossi@riverside.test'],
  ['Oliver Brown', 'oliver.brown@riverside.test'],
] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("the organiser's sign-up picker", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up five players found by name in one go, then offers them no more', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');

    // An evening of its own, so no other suite's sign-ups are in the way.
    const eventName = `Picker Evening ${Date.now().toString(36)}`;
    await page.goto(riverside('/events/create'));
    await page.getByLabel('Event Name').fill(eventName);
    await page.getByLabel('Event Date').fill('2031-09-10');
    await page.getByLabel('Start Time').fill('19:00');
    await page.getByLabel('End Time').fill('22:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created successfully');
    await page.waitForURL(/\/events$/);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(eventName);
    const card = page.getByRole('article', { name: eventName, exact: true });
    await card.getByRole('button', { name: `Actions for ${eventName}` }).click();
    await page.getByRole('menuitem', { name: 'View Signups' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+\/signups$/);
    await page.getByRole('heading', { name: `Signups for: ${eventName}` }).waitFor();
    await page.getByText('No signups yet').waitFor();

    const picker = page.getByRole('group', { name: 'Select user to sign up' });
    const search = picker.getByRole('searchbox', { name: 'Find by name, e-mail or member number' });
    // Each search narrows the list; the people ticked stay ticked through the next one.
    for (const [index, [name, email]] of PLAYERS.entries()) {
      await search.fill(name);
      const option = picker.getByRole('checkbox', { name: `${email} (clubmember)`, exact: true });
      await option.check();
      await page.getByText(`${index + 1} selected`).waitFor();
    }
    // Guests are not offered: Grace Green is one.
    await search.fill('Grace Green');
    await picker.getByText('No users match').waitFor();

    await search.fill('');
    await picker.getByRole('checkbox', { name: `${PLAYERS[2][1]} (clubmember)`, exact: true }).waitFor();
    await screensInBothLanguages(page, 'signup-picker', (language) =>
      page
        .getByRole('group', {
          name: language === 'en' ? 'Select user to sign up' : 'Kies wie je wilt inschrijven',
        })
        .waitFor(),
    );
    await page.getByText('5 selected').waitFor();

    await page.getByRole('button', { name: 'Sign Up User' }).click();
    await toast(page, '5 users signed up successfully!');
    for (const [, email] of PLAYERS)
      await page
        .getByRole('row', { name: new RegExp(escaped(email)) })
        .getByText('Confirmed')
        .waitFor();
    await page.getByText('5 confirmed · no limit').waitFor();

    // Signed up now, so left out of the picker: searching for one finds nobody.
    await search.fill(PLAYERS[0][1]);
    await picker.getByText('No users match').waitFor();
    await context.close();
  });
});
