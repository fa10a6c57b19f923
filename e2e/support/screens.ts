import { expect } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, origin, seriousA11yViolations } from './browser';
import { overlappingHeaderParts } from './flows';
import { latestLoginLink, mailCount } from './mailbox';

/** Screenshots for people to look at, outside git (tmp/ is ignored). */
const SHOTS = join(__dirname, '../../tmp/screenshots');

/** How much of a long page a `topOnly` screenshot keeps. */
const TOP_HEIGHT = 2400;

export type Language = 'en' | 'nl';

/**
 * The header's language switch, as a person uses it: every app redraws at once, and at a club the
 * choice is stored on the membership. Switched at desktop width, where the switch is in the header.
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.locator('header .cs-language__select').first().selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** The page sticking out of the window, or a table or tab list scrolling sideways, by class name. */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`page ${root.scrollWidth}px`);
    for (const wrap of document.querySelectorAll<HTMLElement>('.cs-table-wrap, .cs-tabs__list'))
      if (wrap.scrollWidth > wrap.clientWidth + 1)
        found.push(`${wrap.className} ${wrap.scrollWidth}px in ${wrap.clientWidth}px`);
    return found;
  });
}

/**
 * The page as it is, in English and in Dutch, each at 1280 and 390 px: saved as
 * tmp/screenshots/<name>-<language>-<width>.png, and checked as every page is (no serious axe
 * violation, an unbroken header) and for anything scrolling sideways. `ready` waits for a text of
 * the language on screen; `topOnly` keeps a long list to its first TOP_HEIGHT pixels. The page is
 * left in English at 1280 px.
 */
export async function screensInBothLanguages(
  page: Page,
  name: string,
  ready: (language: Language) => Promise<void>,
  { topOnly = false }: { topOnly?: boolean } = {},
): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ['en', 'nl'] as const) {
    await page.setViewportSize(DESKTOP);
    await switchLanguage(page, language);
    await ready(language);
    // A toast left from the step before would cover the header.
    await page
      .locator('.cs-toast__close')
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
    await page.waitForFunction(() => document.querySelector('.cs-toast') === null);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.waitForLoadState('networkidle');
      // From the top: a field with focus lower down would leave the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: join(SHOTS, `${name}-${language}-${viewport.width}.png`),
        fullPage: true,
        ...(topOnly ? { clip: { x: 0, y: 0, width: viewport.width, height: TOP_HEIGHT } } : {}),
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await overlappingHeaderParts(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toEqual([]);
    }
  }
  await page.setViewportSize(DESKTOP);
  await switchLanguage(page, 'en');
  await ready('en');
}

/** The system login on the apex host: the form, then the link from the mail; it lands on the console. */
export async function loginSystemUser(page: Page, email: string): Promise<void> {
  const before = await mailCount(email);
  await page.goto(`${origin(null)}/system-admin-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.getByText(/check your email/i).waitFor();
  await page.goto(await latestLoginLink(email, before));
  await page.waitForURL(/\/system-admin$/);
  await page.getByRole('heading', { level: 1, name: 'System Administration' }).waitFor();
}
