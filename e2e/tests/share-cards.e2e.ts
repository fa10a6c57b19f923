import { request } from 'node:http';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, origin } from '../support/browser';
import { checkBothWidths, checkPage, loginByMail, toast } from '../support/flows';

/** The `<meta property|name content>` tags of a page's head, as a link-preview crawler reads them. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[m[1]] = decode(m[2]);
  return tags;
}

/** A plain GET as a crawler sends it (no cookie, no script); the club's name resolved to this machine. */
function crawl(url: string): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        headers: { host: target.host, 'user-agent': 'facebookexternalhit/1.1', accept: '*/*' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Share cards (API.md section 15) on the built product: the demo's shareable mix-in as a crawler
 * reads it (a plain GET, no script), as a person opens the link at 390 and 1280 px, and Share and
 * "Copy for WhatsApp" in the app.
 */
describe('share cards', () => {
  let browser: Browser;
  let db: Client;
  let eventId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    const [event] = (
      await db.query(
        `SELECT e.id FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE c.subdomain = 'riverside' AND e.name = 'Social Mix-in Evening'`,
      )
    ).rows;
    eventId = event.id;
  });
  afterAll(async () => {
    await db.end();
    await browser.close();
  });

  it('gives a link-preview crawler its Open Graph tags and a 1200×630 image, without JavaScript', async () => {
    const res = await crawl(`${origin('riverside')}/e/${eventId}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const tags = metaTags(res.bytes.toString('utf8'));
    expect(tags['og:title']).toMatch(/^\w{3} \d{1,2} \w{3} 19:30 · Social Mix-in Evening$/);
    expect(tags['og:description']).toBe('3 places left · Riverside Tennis Club');
    expect(tags['og:url']).toBe(`${origin('riverside')}/e/${eventId}`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    const image = await crawl(tags['og:image']);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    const bytes = image.bytes;
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('shows the page to someone signed out, at 1280 and 390 px, with Sign up to the event', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${origin('riverside')}/e/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'Social Mix-in Evening' }).waitFor();
    await page.getByText('3 places left').waitFor();
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `${origin('riverside')}/events/${eventId}`,
    );
    await checkBothWidths(page, 'share-card-page');
    // Nothing scrolls sideways on a phone.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  /** Copy link in an open Share menu: the toast, and the event's public page on the clipboard. */
  async function copyShareLink(page: Page): Promise<void> {
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await toast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin('riverside')}/e/${eventId}`,
    );
  }

  it('offers a member Share (WhatsApp and Copy link where the browser has no share sheet)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin('riverside') });
    await loginByMail(page, 'riverside', 'member@riverside.test');
    await page.goto(`${origin('riverside')}/events/${eventId}`);
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
    if (hasShareSheet) {
      await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
    } else {
      await page.getByRole('button', { name: 'Share Social Mix-in Evening' }).click();
      await page.getByRole('menuitem', { name: 'WhatsApp' }).waitFor();
      await checkPage(page, 'share-menu');
      await copyShareLink(page);
    }
    await context.close();
  });

  it("offers Share in an organiser's card menu on the events list", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin('riverside') });
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    // The club's switch is read when the menu opens: wait until the page has fetched it.
    const clubFetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/club');
    await page.goto(`${origin('riverside')}/events`);
    await clubFetched;
    await page.getByRole('button', { name: 'Actions for Social Mix-in Evening' }).click();
    await page.getByRole('menuitem', { name: 'Edit Event' }).waitFor();
    const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
    if (hasShareSheet) {
      await page.getByRole('menuitem', { name: 'Share', exact: true }).waitFor();
    } else {
      await page.getByRole('menuitem', { name: 'WhatsApp' }).waitFor();
      await copyShareLink(page);
    }
    await context.close();
  });

  it('lets an organiser copy the sign-ups for WhatsApp', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin('riverside') });
    await loginByMail(page, 'riverside', 'organiser@riverside.test');
    await page.goto(`${origin('riverside')}/events/${eventId}/signups`);
    await page.getByRole('button', { name: 'Copy for WhatsApp' }).click();
    await toast(page, /Copied/);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\*\w{3} \d{1,2} \w{3} 19:30 Social Mix-in Evening\*$/);
    expect(lines.filter((line) => /^\d+\. /.test(line))).toHaveLength(13);
    await checkBothWidths(page, 'share-copy-signups');
    await context.close();
  });
});
