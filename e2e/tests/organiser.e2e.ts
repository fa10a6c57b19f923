import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage } from '../support/browser';
import { acceptDialog, checkPage, loginByMail, toast } from '../support/flows';

describe('an organiser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates, edits and deletes an event, with the form explaining its errors', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    await page.waitForURL(/\/events\/create$/);
    await page.getByLabel('Event Name').waitFor();
    await checkPage(page, 'create-event');

    // A blank name and an end before the start are refused in the form.
    await page.getByLabel('Event Date').fill('2031-07-01');
    await page.getByLabel('Start Time').fill('19:00');
    await page.getByLabel('End Time').fill('18:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event name is required').waitFor();
    await page.getByText('End time must be after start time').waitFor();
    await checkPage(page, 'create-event-errors');

    await page.getByLabel('Event Name').fill('Browser Test Social');
    await page.getByLabel('End Time').fill('21:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await toast(page, 'Event created successfully');
    await page.waitForURL(/\/events$/);
    // The list comes a page at a time, soonest first: a date in 2031 is found by searching.
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('Browser Test Social');
    const card = page.getByRole('article', { name: 'Browser Test Social', exact: true });
    await card.waitFor();

    await card.getByRole('button', { name: 'Actions for Browser Test Social' }).click();
    await page.getByRole('menuitem', { name: 'Edit Event' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]+\/edit$/);
    await page.getByLabel('Event Name').fill('Browser Test Social (moved)');
    await checkPage(page, 'edit-event');
    await page.getByRole('button', { name: /Update Event|Save/ }).click();
    await toast(page, 'Event updated successfully');
    await page.waitForURL(/\/events$/);
    await search.fill('Browser Test Social');
    const moved = page.getByRole('article', { name: 'Browser Test Social (moved)', exact: true });
    await moved.waitFor();

    await moved.getByRole('button', { name: 'Actions for Browser Test Social (moved)' }).click();
    await page.getByRole('menuitem', { name: 'Delete Event' }).click();
    await acceptDialog(
      page,
      'Are you sure you want to delete this event? This action cannot be undone.',
      'Delete',
    );
    await toast(page, 'Event deleted successfully');
    await moved.waitFor({ state: 'detached' });
    await context.close();
  });

  it('has a usable form on a phone', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    await page.getByLabel('Event Name').waitFor();
    await checkPage(page, 'create-event');
    await page.goto(page.url().replace(/\/events\/create$/, '/events'));
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Edit Event' }).click();
    await page.getByLabel('Event Name').waitFor();
    await checkPage(page, 'edit-event');
    await context.close();
  });
});
