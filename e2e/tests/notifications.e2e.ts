import { expect } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, checkBothWidths, checkPage, loginByMail, toast } from '../support/flows';
import { mailCount } from '../support/mailbox';

const MEMBER = 'member@riverside.test';
const EVENT = 'Annual General Meeting';
const riverside = (path: string) => `${origin('riverside')}${path}`;

interface Preferences {
  reminder: boolean;
  reminder_hours: number;
  signup_confirmation: boolean;
}

/** A call to the API from the page, with its session (same origin). */
function callApi<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, method, body },
  ) as Promise<T>;
}
const preferences = async (page: Page) =>
  (await callApi<{ data: Preferences }>(page, '/api/me/notification-preferences')).data;

/** Fetches `url` from a page of a context without a session: what a calendar app does. */
async function fetchSignedOut(browser: Browser, url: string) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(riverside('/'));
    return await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'omit' });
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text: await response.text(),
      };
    }, url);
  } finally {
    await context.close();
  }
}

interface MaildevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The footer link of the newest mail to `to` whose subject starts with `subject` (waits for it). */
async function unsubscribeLinkOfMail(to: string, subject: string, after: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${process.env.E2E_MAIL_URL}/email`)).json()) as MaildevMail[];
    const mine = mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === to));
    for (const mail of mine.slice(after).reverse()) {
      if (!mail.subject.startsWith(subject)) continue;
      const link = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail "${subject}..." with an unsubscribe link for ${to}`);
}

/** Signs the member up for the event the way they do it: the events page, searched. */
async function signUp(page: Page, name: string): Promise<void> {
  await page.goto(riverside('/events'));
  await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await acceptDialog(page, `Are you sure you want to sign up for "${name}"?`, 'Sign Up');
  await toast(page, `Successfully signed up for ${name}`);
}

describe('notifications a member controls, and their calendar feed', () => {
  let browser: Browser;
  let member: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchBrowser();
    member = await newPage(browser, DESKTOP);
    await member.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: riverside(''),
    });
    await loginByMail(member.page, 'riverside', MEMBER);
  });
  afterAll(async () => {
    // Leave the member's settings as the demo has them, for the other suites.
    await callApi(member.page, '/api/me/notification-preferences', 'PUT', {
      reminder: true,
      reminder_hours: 24,
      signup_confirmation: true,
    });
    await member.context.close();
    await browser.close();
  });

  it('switches reminders off on the settings screen (from the header), and the API says so', async () => {
    const { page } = member;
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.waitForURL(/\/settings\/notifications$/);
    await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
    const reminder = page.getByRole('switch', { name: 'Reminder before an event' });
    expect(await reminder.isChecked()).toBe(true);
    await checkBothWidths(page, 'notification-settings');

    await page.getByLabel('How long before').selectOption({ label: '2 hours' });
    await toast(page, 'Reminders now come 2 hours before an event.');
    await reminder.click();
    await toast(page, 'Reminder before an event: off');
    expect(await reminder.isChecked()).toBe(false);
    expect(await page.getByLabel('How long before').isDisabled()).toBe(true);
    const saved = await preferences(page);
    expect({ reminder: saved.reminder, reminder_hours: saved.reminder_hours }).toEqual({
      reminder: false,
      reminder_hours: 2,
    });

    // As saved: a fresh load shows the server's settings.
    await page.reload();
    await page.getByRole('switch', { name: 'Reminder before an event' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Reminder before an event' }).isChecked()).toBe(false);
    await checkPage(page, 'notification-settings-reminders-off');

    // On a phone the link is in the menu, beside the e-mail and before Logout.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#cs-mobile-menu');
    await menu.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    await checkPage(page, 'mobile-menu-notifications');
    await menu.getByRole('link', { name: 'Notifications', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
  });

  it('stops one kind of mail from the link in a real mail, after asking', async () => {
    const { page } = member;
    const before = await mailCount(MEMBER);
    await signUp(page, EVENT);
    const link = await unsubscribeLinkOfMail(MEMBER, `You're signed up: ${EVENT}`, before);
    expect(new URL(link).pathname).toBe('/unsubscribe');

    // Opened by someone not signed in (a mail app's browser), in Dutch first: it asks, changes nothing.
    const dutch = await newPage(browser, DESKTOP, 'nl-NL');
    await dutch.page.goto(link);
    await dutch.page
      .getByText(
        /^Wil je geen inschrijfbevestigingen meer van Riverside Tennis Club op .+@riverside\.test\?$/,
      )
      .waitFor();
    await checkBothWidths(dutch.page, 'nl-unsubscribe');
    expect((await preferences(page)).signup_confirmation).toBe(true);

    const { context, page: visitor } = await newPage(browser, DESKTOP);
    await visitor.goto(link);
    await visitor
      .getByText(/^Stop sign-up confirmation e-mails from Riverside Tennis Club to .+@riverside\.test\?$/)
      .waitFor();
    await checkBothWidths(visitor, 'unsubscribe');
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await checkBothWidths(visitor, 'unsubscribe-done');
    expect((await preferences(page)).signup_confirmation).toBe(false);

    // The settings screen (sign-in needed) shows it off; the link from the done page goes there.
    await visitor.getByRole('link', { name: 'Notification settings' }).click();
    await visitor.waitForURL(/\/login$/);
    await page.goto(riverside('/settings/notifications'));
    const confirmation = page.getByRole('switch', { name: 'Confirmation when I sign up' });
    await confirmation.waitFor();
    expect(await confirmation.isChecked()).toBe(false);

    // Opened again: already off. A made-up link: a clear message.
    await dutch.page.reload();
    await dutch.page.getByRole('heading', { name: 'Al afgemeld' }).waitFor();
    await checkBothWidths(dutch.page, 'nl-unsubscribe-already');
    await visitor.goto(riverside('/unsubscribe?token=not-a-real-token'));
    await visitor.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await visitor.getByText('This unsubscribe link is not valid').waitFor();
    await checkBothWidths(visitor, 'unsubscribe-invalid');
    await dutch.context.close();
    await context.close();
  });

  it("subscribes to a working calendar of the member's sign-ups, copies it, and resets it", async () => {
    const { page } = member;
    await page.goto(riverside('/my-signups'));
    const panel = page.getByRole('region', { name: 'Your calendar' });
    await panel.getByText("Your sign-ups in your phone's calendar, kept up to date.").waitFor();
    const subscribe = panel.getByRole('link', { name: 'Subscribe in Apple / Outlook' });
    await subscribe.waitFor();
    await checkBothWidths(page, 'my-signups-calendar');

    const webcal = (await subscribe.getAttribute('href')) ?? '';
    expect(webcal).toMatch(/^webcal:\/\/riverside\.localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = webcal.replace(/^webcal:/, 'http:');
    expect(await panel.getByRole('link', { name: 'Subscribe in Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url)}`,
    );
    expect(await panel.getByRole('textbox', { name: 'Your calendar link' }).inputValue()).toBe(url);
    const feed = await fetchSignedOut(browser, url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const ics = feed.text.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('X-WR-CALNAME:Riverside Tennis Club');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    // The feed holds the last 30 days and everything ahead; the list the last 90 days.
    const signups = await callApi<{ data: { event_name: string; start_time: string }[] }>(
      page,
      '/api/signups',
    );
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const names = [...new Set(signups.data.filter((s) => s.start_time >= since).map((s) => s.event_name))];
    expect(names).toContain(EVENT);
    for (const name of names) expect(ics).toContain(`SUMMARY:${name.replace(/([,;])/g, '\\$1')}`);

    await panel.getByRole('button', { name: 'Copy link to subscribe in another calendar app' }).click();
    await toast(page, 'Calendar link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await panel.getByRole('button', { name: 'Reset link' }).click();
    await acceptDialog(
      page,
      'The old link stops working at once: calendars that use it stop updating. Subscribe again with the new link afterwards.',
      'Reset link',
    );
    await toast(page, 'New calendar link made. Subscribe again in your calendar.');
    const renewed = (await subscribe.getAttribute('href')) ?? '';
    expect(renewed).not.toBe(webcal);
    expect((await fetchSignedOut(browser, url)).status).toBe(404);
    expect((await fetchSignedOut(browser, renewed.replace(/^webcal:/, 'http:'))).status).toBe(200);
  });

  it('shows the settings and the calendar panel in Dutch', async () => {
    const { context, page } = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(page, 'riverside', MEMBER, 'nl');
    await page.getByRole('banner').getByRole('link', { name: 'Meldingen', exact: true }).click();
    await page.getByRole('heading', { name: 'Instellingen voor meldingen' }).waitFor();
    await page.getByRole('switch', { name: 'Herinnering vóór een activiteit' }).waitFor();
    await checkBothWidths(page, 'nl-notification-settings');
    await page.goto(riverside('/my-signups'));
    await page
      .getByRole('region', { name: 'Je agenda' })
      .getByRole('link', { name: 'Abonneren in Apple / Outlook' })
      .waitFor();
    await checkBothWidths(page, 'nl-my-signups-calendar');
    await context.close();
  });
});
