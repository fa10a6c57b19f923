import { expect } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin, screenshot } from '../support/browser';
import { loginByMail, toast } from '../support/flows';
import { latestLoginLink, mailCount } from '../support/mailbox';

/** Accessibility beyond what axe sees: focus, titles, the focus ring, names, reflow, toasts, dates. */

const riverside = (path: string) => `${origin('riverside')}${path}`;
const CLUB = 'Riverside Tennis Club';

/** Waits until `locator` holds keyboard focus. */
async function focusLandsOn(page: Page, locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  await page.waitForFunction((el) => document.activeElement === el, handle, { timeout: 10_000 });
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function eventPath(page: Page, name: string): Promise<string> {
  const href = await card(page, name).getByRole('link', { name, exact: true }).getAttribute('href');
  if (!href) throw new Error(`No link to ${name}`);
  return href;
}

async function loginSystemAdmin(page: Page): Promise<void> {
  const email = 'sysadmin@courtside.test';
  const before = await mailCount(email);
  await page.goto(`${origin(null)}/system-admin-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.getByText(/check your email/i).waitFor();
  await page.goto(await latestLoginLink(email, before));
  await page.getByRole('heading', { level: 1, name: 'System Administration' }).waitFor();
}

/** WCAG relative luminance and contrast of two sRGB colours (alpha already composited). */
type Rgb = [number, number, number];
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

interface Ring {
  element: string;
  ring: Rgb | null;
  background: Rgb;
  width: number;
}

/** The focused element's ring (outline, else box-shadow) and what it is drawn against. */
function focusedRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      if (rgb) return [+rgb[1], +rgb[2], +rgb[3], rgb[4] === undefined ? 1 : +rgb[4]];
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(value);
      if (srgb) return [+srgb[1] * 255, +srgb[2] * 255, +srgb[3] * 255, srgb[4] === undefined ? 1 : +srgb[4]];
      return null;
    };
    const over = (top: Rgba, below: [number, number, number]): [number, number, number] =>
      [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])) as [number, number, number];
    /** The colour behind `from`: its own and its ancestors' backgrounds, composited over white. */
    const backdrop = (from: Element | null): [number, number, number] => {
      const layers: Rgba[] = [];
      for (let el = from; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg[3] > 0) layers.push(bg);
        if (bg && bg[3] === 1) break;
      }
      return layers.reduceRight<[number, number, number]>(
        (below, layer) => over(layer, below),
        [255, 255, 255],
      );
    };
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const outlineWidth = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      const behind = backdrop(el.parentElement);
      const colour = parse(style.outlineColor);
      return { element: name, ring: colour && over(colour, behind), background: behind, width: outlineWidth };
    }
    const shadow = /(rgba?\([^)]*\)|color\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px(\s+inset)?/.exec(
      style.boxShadow,
    );
    if (shadow) {
      const behind = backdrop(shadow[3] ? el : el.parentElement);
      const colour = parse(shadow[1]);
      return { element: name, ring: colour && over(colour, behind), background: behind, width: +shadow[2] };
    }
    return { element: name, ring: null, background: backdrop(el), width: 0 };
  });
}

/** Tabs through the page `presses` times; every stop's ring must be ≥ 2px and ≥ 3:1 against its background. */
async function ringsWhileTabbing(page: Page, presses: number): Promise<string[]> {
  const weak: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const ring = await focusedRing(page);
    if (ring.element.startsWith('body')) continue;
    const ratio = ring.ring ? contrast(ring.ring, ring.background) : 0;
    if (ratio < 3 || ring.width < 2) weak.push(`${ring.element}: ${ratio.toFixed(2)}:1, ${ring.width}px`);
  }
  return weak;
}

/** Every button and link of the page's tables lies wholly inside the viewport and inside whatever clips it. */
function clippedRowActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const actions = document.querySelectorAll<HTMLElement>('main table tbody :is(button, a)');
    for (const action of actions) {
      const box = action.getBoundingClientRect();
      const name = `${(action.getAttribute('aria-label') ?? action.textContent ?? '').trim()}`;
      if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5)
        clipped.push(
          `${name}: ${Math.round(box.left)}-${Math.round(box.right)} of ${document.documentElement.clientWidth}px`,
        );
      for (let el = action.parentElement; el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowX;
        if (overflow === 'visible') continue;
        const clip = el.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          clipped.push(`${name}: cut off by ${el.tagName.toLowerCase()}.${el.className}`);
          break;
        }
      }
    }
    if (actions.length === 0) clipped.push('no row actions found');
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth)
      clipped.push(`the page scrolls sideways: ${scrollWidth} of ${clientWidth}px`);
    return clipped;
  });
}

describe('accessibility beyond axe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps keyboard focus on the sign-up button after Sign Up and Remove Signup, on the card and the event page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'sam.okafor@riverside.test');
    const name = 'Club Championships: Round 1';
    /** From the keyboard: Enter on the focused button, then Enter on the dialog's `accept`. */
    const answer = async (accept: string) => {
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('button', { name: accept, exact: true }).press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    };
    const onCard = card(page, name);
    await onCard.getByRole('button', { name: 'Sign Up', exact: true }).focus();
    await answer('Sign Up');
    await toast(page, `Successfully signed up for ${name}`);
    await focusLandsOn(page, onCard.getByRole('button', { name: 'Remove Signup' }));
    await answer('Cancel Signup');
    await toast(page, `Successfully removed signup for ${name}`);
    await focusLandsOn(page, onCard.getByRole('button', { name: 'Sign Up', exact: true }));

    await page.goto(riverside(await eventPath(page, name)));
    const details = page.getByRole('region', { name: 'Event details' });
    await details.getByRole('button', { name: 'Sign Up', exact: true }).focus();
    await answer('Sign Up');
    await focusLandsOn(page, details.getByRole('button', { name: 'Remove Signup' }));
    await answer('Cancel Signup');
    await focusLandsOn(page, details.getByRole('button', { name: 'Sign Up', exact: true }));

    // My Sign-ups: a cancelled card goes; focus moves to the next card's Cancel Signup.
    await answer('Sign Up');
    await focusLandsOn(page, details.getByRole('button', { name: 'Remove Signup' }));
    await page.goto(riverside('/events'));
    await card(page, 'Committee Meeting').getByRole('button', { name: 'Sign Up', exact: true }).focus();
    await answer('Sign Up');
    await focusLandsOn(page, card(page, 'Committee Meeting').getByRole('button', { name: 'Remove Signup' }));
    await page.goto(riverside('/my-signups'));
    const cancelOf = (event: string) =>
      card(page, event).getByRole('button', { name: 'Cancel Signup', exact: true });
    await cancelOf(name).focus();
    await answer('Cancel');
    await card(page, name).waitFor({ state: 'detached' });
    await focusLandsOn(page, cancelOf('Committee Meeting'));
    await answer('Cancel');
    await card(page, 'Committee Meeting').waitFor({ state: 'detached' });
    // Sam plays the mix-ins (the demo data): the next card's Cancel Signup, again.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel Signup');
    await context.close();
  });

  it("gives each page its own title and, after a client-side navigation, moves focus to the page's heading", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'tom.baker@riverside.test');
    await page.goto(riverside('/events'));
    const events = page.getByRole('heading', { level: 1, name: 'Upcoming Events' });
    await events.waitFor();
    await page.waitForFunction((t) => document.title === t, `Upcoming Events · ${CLUB} · Courtside`);
    // A first load leaves focus where the browser puts it.
    expect(await events.evaluate((h) => document.activeElement === h)).toBe(false);

    // From the keyboard: the heading takes focus and shows the ring.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Sign-ups', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    const mine = page.getByRole('heading', { level: 1, name: 'My Sign-ups' });
    await focusLandsOn(page, mine);
    await page.waitForFunction((t) => document.title === t, `My Sign-ups · ${CLUB} · Courtside`);
    expect(await mine.evaluate((h) => h.matches(':focus-visible'))).toBe(true);
    expect(await mine.getAttribute('tabindex')).toBe('-1');

    // With the mouse: focus moves all the same, without a ring.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await focusLandsOn(page, events);
    expect(await events.evaluate((h) => h.matches(':focus-visible'))).toBe(false);
    await page.waitForFunction((t) => document.title === t, `Upcoming Events · ${CLUB} · Courtside`);
    await context.close();

    const dutch = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(dutch.page, 'riverside', 'lena.fischer@riverside.test', 'nl');
    await dutch.page.getByRole('heading', { level: 1, name: 'Aankomende activiteiten' }).waitFor();
    await dutch.page.waitForFunction(
      (t) => document.title === t,
      `Aankomende activiteiten · ${CLUB} · Courtside`,
    );
    await dutch.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Mijn inschrijvingen' })
      .first()
      .click();
    await focusLandsOn(
      dutch.page,
      dutch.page.getByRole('heading', { level: 1, name: 'Mijn inschrijvingen' }),
    );
    await dutch.page.waitForFunction(
      (t) => document.title === t,
      `Mijn inschrijvingen · ${CLUB} · Courtside`,
    );
    await dutch.context.close();
  });

  it('draws a focus ring of at least 3:1 against its background on every stop of the keyboard', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.goto(riverside('/events'));
    await card(page, 'Cardio Tennis').waitFor();
    await page.locator('body').focus();
    const weak = await ringsWhileTabbing(page, 30);
    // A menu's items, and a form field.
    await card(page, 'Cardio Tennis').locator('[aria-haspopup="menu"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Edit Event' }).waitFor();
    const item = await focusedRing(page);
    await screenshot(page, 'a11y-focus-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search events' }).focus();
    const field = await focusedRing(page);
    for (const ring of [item, field]) {
      const ratio = ring.ring ? contrast(ring.ring, ring.background) : 0;
      if (ratio < 3 || ring.width < 2) weak.push(`${ring.element}: ${ratio.toFixed(2)}:1, ${ring.width}px`);
    }
    await page.setViewportSize(PHONE);
    await page.locator('body').focus();
    weak.push(...(await ringsWhileTabbing(page, 12)));
    await screenshot(page, 'a11y-focus-phone');
    expect(weak).toEqual([]);
    await context.close();
  });

  it("names every card's menu after its event: 'Actions for {event}'", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await card(page, 'Cardio Tennis').waitFor();
    const cards = page.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const name = (await cards.nth(i).getByRole('heading').first().textContent())?.trim();
      expect(
        await cards
          .nth(i)
          .getByRole('button', { name: `Actions for ${name}`, exact: true })
          .count(),
      ).toBe(1);
    }
    await context.close();

    const dutch = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(dutch.page, 'riverside', 'organiser@riverside.test', 'nl');
    await card(dutch.page, 'Cardio Tennis')
      .getByRole('button', { name: 'Acties voor Cardio Tennis', exact: true })
      .waitFor();
    await dutch.context.close();
  });

  it('turns tables into cards below 960px: no row action is cut off, nothing scrolls sideways, at 320px or at 1280px zoomed to 200%', async () => {
    const widths = [
      { width: 320, height: 640 },
      // 1280 × 900 at 200% zoom: 640 × 450 CSS pixels.
      { width: 640, height: 450 },
    ];
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    const signups = `${await eventPath(page, 'Junior Coaching Clinic')}/signups`;
    const clubPages: [string, string, () => Promise<unknown>][] = [
      ['users', '/club-admin', () => page.getByRole('row', { name: /member@riverside\.test/ }).waitFor()],
      [
        'all-signups',
        '/club-admin?tab=signups',
        () =>
          page
            .getByRole('button', { name: /View Signups/ })
            .first()
            .waitFor(),
      ],
      [
        'event-signups',
        signups,
        () => page.getByRole('row', { name: /tom\.baker@riverside\.test/ }).waitFor(),
      ],
    ];
    const clipped: string[] = [];
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      for (const [name, path, ready] of clubPages) {
        await page.goto(riverside(path));
        await ready();
        clipped.push(...(await clippedRowActions(page)).map((c) => `${path} at ${viewport.width}px: ${c}`));
        await screenshot(page, `a11y-table-${name}`);
      }
    }
    await context.close();

    const system = await newPage(browser, DESKTOP);
    await loginSystemAdmin(system.page);
    for (const viewport of widths) {
      await system.page.setViewportSize(viewport);
      await system.page.getByRole('table', { name: 'Clubs' }).getByText(CLUB).waitFor();
      await system.page
        .getByRole('table', { name: 'System Users' })
        .getByText('sysmanager@courtside.test')
        .waitFor();
      clipped.push(
        ...(await clippedRowActions(system.page)).map((c) => `/system-admin at ${viewport.width}px: ${c}`),
      );
      await screenshot(system.page, 'a11y-table-system');
    }
    await system.context.close();
    expect(clipped).toEqual([]);
  });

  it('keeps an error toast until it is dismissed, in a live region, with a named dismiss button', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    await page.goto(riverside('/club-users/create'));
    await page.getByLabel('Email').fill('member@riverside.test');
    await page.getByRole('button', { name: 'Save User' }).click();
    const region = page.getByRole('region', { name: 'Notifications' });
    const failure = region.getByText(/^Failed to create club user: /);
    await failure.waitFor();
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await screenshot(page, 'a11y-error-toast');
    // Success toasts leave after 4 s; this one is still there well after that.
    await page.waitForTimeout(6_000);
    expect(await failure.isVisible()).toBe(true);
    await region.getByRole('button', { name: 'Dismiss notification' }).click();
    await failure.waitFor({ state: 'detached' });
    await context.close();
  });

  it("writes an event's times on cards as one range ('Wed, 25 Nov 2026, 18:30–20:30'); My Sign-ups keeps 'date at time'", async () => {
    const when = (article: Locator) => article.locator('.csm-facts__when').textContent();
    const { page, context } = await newPage(browser, DESKTOP);
    await loginByMail(page, 'riverside', 'tom.baker@riverside.test');
    expect(await when(card(page, 'Cardio Tennis'))).toMatch(
      /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, 19:00–20:00$/,
    );
    expect(await when(card(page, 'Junior Coaching Clinic'))).toMatch(
      /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, 16:00–17:00$/,
    );
    await page.goto(riverside('/my-signups'));
    expect(await when(card(page, 'Junior Coaching Clinic'))).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4} at 16:00$/,
    );
    await context.close();

    const dutch = await newPage(browser, DESKTOP, 'nl-NL');
    await loginByMail(dutch.page, 'riverside', 'lena.fischer@riverside.test', 'nl');
    expect(await when(card(dutch.page, 'Cardio Tennis'))).toMatch(
      /^[a-z]{2} \d{1,2} [a-z]{3} \d{4}, 19:00–20:00$/,
    );
    await screenshot(dutch.page, 'a11y-card-dates-nl');
    await dutch.context.close();
  });
});
