import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, origin, PHONE } from '../support/browser';
import { checkBothWidths, loginByMail, overlappingHeaderParts } from '../support/flows';

const riverside = (path: string) => `${origin('riverside')}${path}`;

/** A browser that asks for Dutch (nl-NL), signed in as `email` unless null. */
async function dutchPage(browser: Browser, email: string | null) {
  const opened = await newPage(browser, DESKTOP, 'nl-NL');
  if (email) await loginByMail(opened.page, 'riverside', email, 'nl');
  return opened;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first().waitFor();

describe('in Dutch (a browser asking for nl-NL)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the events page and My Sign-ups in Dutch, with Dutch dates', async () => {
    const { page, context } = await dutchPage(browser, 'noah.jansen@riverside.test');
    await heading(page, 'Aankomende activiteiten');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Activiteiten' })
      .waitFor();
    // A card this member may still sign up for (the demo's Club Night Mix-in, at the same time as
    // the weekly mix-in, already has them); exact: a date of a series also offers 'Inschrijven
    // voor alle datums'.
    const signUp = page.getByRole('button', { name: 'Inschrijven', exact: true });
    await page
      .getByRole('article')
      .filter({ has: signUp })
      .first()
      .getByRole('button', { name: 'Inschrijven', exact: true })
      .waitFor();
    // Dutch weekday and month abbreviations on a 24-hour clock: 'wo 4 jun 2031, 18:30'.
    const dates = await page.getByRole('article').locator('li').first().textContent();
    expect(dates).toMatch(
      /\b(ma|di|wo|do|vr|za|zo) \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\b/,
    );
    expect(dates).toMatch(/\b[0-2]\d:[0-5]\d\b/);
    expect(dates).not.toMatch(/\b(AM|PM|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
    await checkBothWidths(page, 'nl-events-member');

    await page.goto(riverside('/my-signups'));
    await heading(page, 'Mijn inschrijvingen');
    await page.getByText('Bekijk en beheer je inschrijvingen').waitFor();
    const signup = page.getByRole('article').first();
    await signup.getByRole('button', { name: 'Uitschrijven', exact: true }).waitFor();
    expect(await signup.textContent()).toMatch(
      /\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? \d{4} om [0-2]\d:[0-5]\d/,
    );
    await checkBothWidths(page, 'nl-my-signups');

    await page.goto(riverside('/club-admin'));
    await heading(page, 'Geen toegang');
    await checkBothWidths(page, 'nl-club-admin-denied');
    await context.close();
  });

  it('shows the signed-out pages in Dutch', async () => {
    const { page, context } = await dutchPage(browser, null);
    await page.goto(riverside('/'));
    await page.getByText('Log in om verder te gaan.').waitFor();
    await checkBothWidths(page, 'nl-landing-club-signed-out');
    await page.goto(riverside('/login'));
    await heading(page, 'Inloggen bij Riverside Tennis Club');
    await checkBothWidths(page, 'nl-club-login');
    await page.goto(riverside('/auth/verify?token=not-a-real-token'));
    await page.getByRole('link', { name: 'Terug naar inloggen' }).waitFor();
    await checkBothWidths(page, 'nl-verify-failed');
    await page.goto(riverside('/no-such-page'));
    await heading(page, 'Pagina niet gevonden');
    await checkBothWidths(page, 'nl-not-found');
    await page.goto(`${origin(null)}/`);
    await page.getByText('Kies een club om verder te gaan.').waitFor();
    await page.getByRole('link', { name: /Riverside Tennis Club/ }).waitFor();
    await checkBothWidths(page, 'nl-landing-no-club');
    await page.goto(`${origin(null)}/system-admin-login`);
    await heading(page, 'Inloggen systeembeheer');
    await checkBothWidths(page, 'nl-system-admin-login');
    await context.close();
  });

  it("shows a club admin's screens in Dutch", async () => {
    const { page, context } = await dutchPage(browser, 'admin@riverside.test');
    await page.goto(riverside('/club-admin'));
    await heading(page, 'Clubbeheer');
    await page.getByRole('row', { name: /member@riverside\.test/ }).waitFor();
    await checkBothWidths(page, 'nl-club-admin-users');
    // The longest header (four links, Dutch words) on the narrowest desktop: nothing overlaps.
    await page.setViewportSize({ width: 960, height: 800 });
    expect(await overlappingHeaderParts(page)).toEqual([]);
    // On a phone every tab is in view, none scrolled off the edge.
    await page.setViewportSize(PHONE);
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= PHONE.width]).toEqual([true, true]);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: 'Alle inschrijvingen' }).click();
    await page.getByRole('table', { name: 'Activiteiten van de club' }).waitFor();
    await checkBothWidths(page, 'nl-club-admin-signups');
    await page.getByRole('tab', { name: 'Instellingen' }).click();
    await page.getByLabel('Standaardtaal').waitFor();
    await checkBothWidths(page, 'nl-club-settings');
    await page.goto(riverside('/club-signups'));
    const eventRow = page.getByRole('row', { name: /Doubles Ladder Evening/ });
    await eventRow.waitFor();
    await checkBothWidths(page, 'nl-club-signups');
    await eventRow.getByRole('button', { name: 'Inschrijvingen bekijken' }).click();
    await heading(page, 'Inschrijvingen voor: Doubles Ladder Evening');
    await checkBothWidths(page, 'nl-event-signups');
    await page.goto(riverside('/club-users/create'));
    await heading(page, 'Nieuw lid toevoegen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Ongeldig e-mailadres').waitFor();
    await checkBothWidths(page, 'nl-club-user-create-errors');
    await page.goto(riverside('/events/create'));
    await heading(page, 'Activiteit maken');
    await checkBothWidths(page, 'nl-create-event');
    await page.goto(riverside('/events'));
    await page
      .getByRole('button', { name: /^Acties voor / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Activiteit bewerken' }).click();
    await heading(page, 'Activiteit bewerken');
    await checkBothWidths(page, 'nl-edit-event');
    await context.close();
  });

  it('shows the system console in Dutch', async () => {
    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await page.goto(`${origin(null)}/system-admin-login`);
    const { latestLoginLink, mailCount } = await import('../support/mailbox');
    const before = await mailCount('sysadmin@courtside.test');
    await page.getByLabel('E-mail').fill('sysadmin@courtside.test');
    await page.getByRole('button', { name: 'Inloglink versturen' }).click();
    await page.goto(await latestLoginLink('sysadmin@courtside.test', before));
    await heading(page, 'Systeembeheer');
    await page.getByRole('table', { name: 'Clubs' }).waitFor();
    await checkBothWidths(page, 'nl-system-admin-dashboard');
    await page.getByRole('link', { name: 'Riverside Tennis Club', exact: true }).click();
    await page.getByText('Naar het clubbeheer').waitFor();
    await checkBothWidths(page, 'nl-system-admin-club-detail');
    await page.goto(`${origin(null)}/system-admin/clubs/create`);
    await heading(page, 'Club aanmaken');
    await checkBothWidths(page, 'nl-system-admin-create-club');
    await page.goto(`${origin(null)}/system-admin/system-users/create`);
    await heading(page, 'Nieuwe systeemgebruiker');
    await checkBothWidths(page, 'nl-system-admin-create-system-user');
    await context.close();
  });
});

describe('the language switch in the header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("keeps a person's stored English in a browser asking for Dutch", async () => {
    const english = await newPage(browser, DESKTOP);
    await loginByMail(english.page, 'riverside', 'member@riverside.test', 'en');
    const { page, context } = await newPage(browser, DESKTOP, 'nl-NL');
    await context.addCookies(await english.context.cookies());
    await page.goto(riverside('/events'));
    await heading(page, 'Upcoming Events');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
    await english.context.close();
  });

  it('switches every remote at once, and is kept on the membership', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'owner@riverside.test');
    await heading(page, 'Upcoming Events');
    const language = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    try {
      await language.selectOption('nl');
      // The member remote (the page) and the shell (the header) change together, without a reload.
      await heading(page, 'Aankomende activiteiten');
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      await nav.getByRole('link', { name: 'Activiteiten' }).waitFor();
      // Another remote, reached inside the same page, speaks Dutch at once.
      await nav.getByRole('link', { name: 'Clubbeheer' }).click();
      await heading(page, 'Clubbeheer');
      await page.getByRole('tab', { name: 'Leden' }).waitFor();
      await checkBothWidths(page, 'nl-header-switched');
      // Kept on the membership: without this device's memory of it, a fresh page still opens in Dutch.
      const fresh = await context.newPage();
      await fresh.goto(riverside('/'));
      await fresh.evaluate(() => localStorage.clear());
      await fresh.goto(riverside('/events'));
      await heading(fresh, 'Aankomende activiteiten');
      await fresh.getByRole('banner').getByRole('combobox', { name: 'Taal' }).selectOption('en');
      await heading(fresh, 'Upcoming Events');
    } finally {
      // Leave owner@ in English for the other suites.
      await page.evaluate(() =>
        fetch('/api/me/locale', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ locale: 'en' }),
        }),
      );
    }
    await context.close();
  });
});
