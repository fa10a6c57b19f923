import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, origin, screenshot, seriousA11yViolations } from './browser';
import { latestLoginLink, mailCount } from './mailbox';

/** The login form's words in each language the browser may ask for. */
const LOGIN_FORM = {
  en: { email: 'Email', submit: 'Request Magic Link', sent: /check your email/i },
  nl: { email: 'E-mail', submit: 'Inloglink aanvragen', sent: /kijk in je e-mail/i },
};

/**
 * Logs in at a club the way a person does: the login form, then the link from the mail. The
 * person's first sign-in at a club stores the browser's language as their choice, which rules
 * from then on; the suites share the demo people in both languages, so the language the test
 * asks for is made their choice (as the header's switch does), whichever suite signed them in first.
 */
export async function loginByMail(
  page: Page,
  club: string,
  email: string,
  language: 'en' | 'nl' = 'en',
): Promise<void> {
  const form = LOGIN_FORM[language];
  const before = await mailCount(email);
  await page.goto(`${origin(club)}/login`);
  await page.getByLabel(form.email).fill(email);
  await page.getByRole('button', { name: form.submit }).click();
  await page.getByText(form.sent).waitFor();
  const link = await latestLoginLink(email, before);
  await page.goto(link);
  await page.waitForURL(/\/events$/);
  const status = await page.evaluate(
    async (locale) =>
      (
        await fetch('/api/me/locale', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ locale }),
        })
      ).status,
    language,
  );
  expect(status).toBe(200);
  // Drawn again from the stored choice, as the next visit would be.
  await page.reload();
  await page.waitForFunction((locale) => document.documentElement.lang === locale, language);
}

/** The header's parts (brand, links, account) that overlap one another, as 'a / b' pairs. */
export function overlappingHeaderParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Each link and control, not their containers: a squeezed container's content spills out of it.
    const parts = [...document.querySelectorAll('.cs-brand, .cs-nav__link, .cs-header__account > *')]
      .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: string[] = [];
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i].box, parts[j].box];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`${parts[i].name} / ${parts[j].name}`);
      }
    return overlaps;
  });
}

/** Checks the page with axe (no serious or critical violations) and an unbroken header; saves a screenshot. */
export async function checkPage(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await overlappingHeaderParts(page)).toEqual([]);
}

/** checkPage at 1280 and at 390 px, in the same session. */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await checkPage(page, name);
  await page.setViewportSize(PHONE);
  await checkPage(page, name);
  await page.setViewportSize(DESKTOP);
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
