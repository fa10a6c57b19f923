import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOTS = join(__dirname, '../screenshots');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const port = () => Number(process.env.E2E_PORT);
export const origin = (subdomain: string | null) =>
  `http://${subdomain ? `${subdomain}.` : ''}localhost:${port()}`;

/** Debian's Chromium, never a downloaded browser; flags for a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    headless: true,
  });
}

/** A fresh browser context; `locale` is the browser's language (what it asks for first). */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  locale: 'en-GB' | 'nl-NL' = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, timezoneId: 'Europe/London' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`Page error on ${page.url()}: ${error.message}`));
  return { context, page };
}

/** Saves `<name>-<width>.png` under e2e/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the product's CSP (no inline scripts) stays on.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run();
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
