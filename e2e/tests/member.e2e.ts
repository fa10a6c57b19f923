import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin } from '../support/browser';
import { acceptDialog, checkPage, loginByMail, toast } from '../support/flows';

describe('a member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('logs in by mail, signs up for an event, finds it in My Sign-ups and cancels it', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${origin('riverside')}/`);
    await page.getByText('Please log in to access the product.').waitFor();
    await checkPage(page, 'landing-club-signed-out');
    await page.goto(`${origin('riverside')}/login`);
    await checkPage(page, 'club-login');

    await loginByMail(page, 'riverside', 'member@riverside.test');
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    await page.getByText('Riverside Tennis Club').first().waitFor();
    await checkPage(page, 'events-member');

    const card = page.getByRole('article', { name: 'Cardio Tennis', exact: true });
    await card.getByRole('button', { name: 'Sign Up' }).click();
    await acceptDialog(page, 'Are you sure you want to sign up for "Cardio Tennis"?', 'Sign Up');
    await toast(page, 'Successfully signed up for Cardio Tennis');
    await card.getByRole('button', { name: 'Remove Signup' }).waitFor();

    await page.getByRole('link', { name: 'My Sign-ups' }).first().click();
    await page.getByRole('heading', { name: 'My Sign-ups' }).waitFor();
    const mine = page.getByRole('article', { name: 'Cardio Tennis', exact: true });
    await mine.waitFor();
    await checkPage(page, 'my-signups');
    await mine.getByRole('button', { name: 'Cancel Signup', exact: true }).click();
    await acceptDialog(page, /Are you sure/, 'Cancel');
    await toast(page, 'Signup cancelled successfully');
    await mine.waitFor({ state: 'detached' });
    await context.close();
  });

  it('sees the same pages laid out for a phone', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${origin('riverside')}/`);
    await page.getByText('Please log in to access the product.').waitFor();
    await checkPage(page, 'landing-club-signed-out');
    await page.goto(`${origin('riverside')}/login`);
    await checkPage(page, 'club-login');
    await loginByMail(page, 'riverside', 'member@riverside.test');
    await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
    await checkPage(page, 'events-member');
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'My Sign-ups' }).last().click();
    await page.getByRole('heading', { name: 'My Sign-ups' }).waitFor();
    await checkPage(page, 'my-signups');
    // Every answer is in by network idle: the page shows them, not its skeleton (a deferred
    // render once kept the skeleton for seconds after a navigation by the menu).
    expect(await page.getByTestId('signup-card-skeleton').count()).toBe(0);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await page.goto(`${origin('riverside')}/`);
    await page.getByText('Welcome back! Ready to manage your mix sessions?').waitFor();
    await checkPage(page, 'landing-member');
    await context.close();
  });
});

describe('a guest', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees the guest banner and cannot sign up', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(browser, viewport);
      await loginByMail(page, 'riverside', 'guest@riverside.test');
      await page.getByText('You are logged in as a club guest!').waitFor();
      const signUp = page.getByRole('article').first().getByRole('button', { name: 'Sign Up' });
      expect(await signUp.isDisabled()).toBe(true);
      await checkPage(page, 'events-guest');
      await page.goto(`${origin('riverside')}/my-signups`);
      await page.getByText('You are logged in as a club guest!').waitFor();
      await context.close();
    }
  });
});
