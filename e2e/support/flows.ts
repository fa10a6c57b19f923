import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { origin, screenshot, seriousA11yViolations } from './browser';
import { latestLoginLink, mailCount } from './mailbox';

/** Logs in at a club the way a person does: the login form, then the link from the mail. */
export async function loginByMail(page: Page, club: string, email: string): Promise<void> {
  const before = await mailCount(email);
  await page.goto(`${origin(club)}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request Magic Link' }).click();
  await page.getByText(/check your email/i).waitFor();
  const link = await latestLoginLink(email, before);
  await page.goto(link);
  await page.waitForURL(/\/events$/);
}

/** Checks the page with axe (no serious or critical violations) and saves a screenshot. */
export async function checkPage(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Accepts the host's confirmation dialog after checking its text. */
export async function acceptDialog(page: Page, text: string | RegExp, accept: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text).isVisible()).resolves.toBe(true);
  await dialog.getByRole('button', { name: accept, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();
}
