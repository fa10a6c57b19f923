import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { loginByMail } from '../support/flows';
import { DESKTOP, launchBrowser, newPage, origin } from '../support/browser';

/**
 * Sequential round trips before the first event card on /events, counted from the
 * DevTools protocol's network events in "waves": a request that starts only after another one
 * finished is one step later than it (a conservative count: the browser cannot start it sooner).
 * Requests answered from the browser's cache are no round trip. Numbers, not timings: the
 * emulated-network timings are the bench's (`npm run bench:web`).
 */
const LIMIT = { cold: 2, warm: 2 };

/**
 * The name of the federation runtime core's own snapshot plugin: each copy of the runtime core
 * carries it once (a remote's bundler glue, which stays, does not).
 */
const RUNTIME_SIGNATURE = 'snapshot-plugin';

interface Request {
  url: string;
  /** Wall-clock milliseconds. */
  start: number;
  end: number | null;
  fromCache: boolean;
  /** The browser's own fetch (its favicon), no step the page takes. */
  browsers: boolean;
  /** The page whose HTML names it (a preload or script tag of its head), if any. */
  namedBy: string | null;
}

/** Records the page's requests over CDP until `stop()`; the first card's time comes from the page. */
async function recordRequests(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, Request & { offset: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const offset = event.wallTime * 1000 - event.timestamp * 1000;
    requests.set(event.requestId, {
      url: event.request.url,
      start: event.wallTime * 1000,
      end: null,
      fromCache: false,
      browsers: /\/favicon\.[a-z]+$/.test(new URL(event.request.url).pathname),
      namedBy:
        event.initiator.type === 'parser' && event.initiator.url === event.documentURL
          ? event.documentURL
          : null,
      offset,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request && (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker))
      request.fromCache = true;
  });
  const finish = ({ requestId, timestamp }: { requestId: string; timestamp: number }) => {
    const request = requests.get(requestId);
    if (request) request.end = timestamp * 1000 + request.offset;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return {
    requests: () => [...requests.values()],
    reset: () => requests.clear(),
    detach: () => cdp.detach(),
  };
}

/** Marks the wall-clock time the first event card enters the page (set on every navigation). */
const FIRST_CARD_OBSERVER = () => {
  const w = window as unknown as { __firstCardAt?: number };
  const observer = new MutationObserver(() => {
    if (w.__firstCardAt === undefined && document.querySelector('main article')) {
      w.__firstCardAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

interface Waves {
  count: number;
  /** Each counted request's step, for the failure message. */
  steps: string[];
}

/**
 * The longest chain of network requests that waited on each other, among those that finished
 * before the first card appeared (one still on its way then is none the card waited for). What
 * the page's HTML names waits for the page only, though the browser may send it a moment after
 * another such request was answered (a warm, fast answer): it is the page's next step.
 */
function sequentialRoundTrips(all: Request[], firstCardAt: number): Waves {
  const network = all
    .filter((r) => !r.fromCache && !r.browsers && r.end !== null && r.end <= firstCardAt)
    .sort((a, b) => a.start - b.start);
  const level = new Map<Request, number>();
  for (const request of network) {
    let step = 1;
    const page = request.namedBy ? network.find((r) => r.url === request.namedBy) : undefined;
    const pageLevel = page && level.get(page);
    if (pageLevel) step = pageLevel + 1;
    else
      for (const [earlier, n] of level)
        if (earlier.end !== null && earlier.end <= request.start) step = Math.max(step, n + 1);
    level.set(request, step);
  }
  const steps = [...level].map(
    ([r, n]) =>
      // The step, the request, and when it ran (ms before the first card; for people, not asserted).
      `${n} ${new URL(r.url).pathname}${new URL(r.url).search}${r.namedBy ? ' (named by the page)' : ''} (${(r.start - firstCardAt).toFixed(0)} to ${((r.end ?? 0) - firstCardAt).toFixed(0)} ms)`,
  );
  return { count: Math.max(0, ...level.values()), steps };
}

async function loadEvents(page: Page, load: () => Promise<unknown>) {
  const recorder = await recordRequests(page);
  await load();
  await page.locator('main article').first().waitFor();
  const firstCardAt = await page.evaluate(
    () => (window as unknown as { __firstCardAt: number }).__firstCardAt,
  );
  await page.waitForLoadState('networkidle');
  const waves = sequentialRoundTrips(recorder.requests(), firstCardAt);
  await recorder.detach();
  return waves;
}

/**
 * Stores `locale` as the signed-in member's choice, as the header's switch does: from a page of
 * the club (the browser resolves *.localhost, Node's resolver may not), opened on a small answer.
 */
async function chooseLanguage(context: BrowserContext, locale: 'en' | 'nl'): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin('riverside')}/api/health/live`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/me/locale', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { locale },
  );
  expect(status).toBe(200);
  await page.close();
}

describe('round trips before the first event card', () => {
  let browser: Browser;
  let signedIn: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context: signedIn } = await newPage(browser));
    await loginByMail(await signedIn.newPage(), 'riverside', 'member@riverside.test');
  });
  afterAll(() => browser.close());

  it('loads /events in at most 2 sequential round trips cold and warm, with one federation runtime', async () => {
    // Cold: a fresh browser context (empty cache) holding the member's session cookie only.
    const { context, page } = await newPage(browser);
    await context.addCookies(await signedIn.cookies());
    await page.addInitScript(FIRST_CARD_OBSERVER);
    const scripts = new Map<string, Buffer>();
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript'))
        bodies.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, body)));
    });

    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    // The page's one inline script (Intl made ready early) runs: the CSP names its hash.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    const cold = await loadEvents(page, () => page.goto(`${origin('riverside')}/events`));
    await Promise.all(bodies);
    // The page carries the session check (no request for it), and the events list is asked once:
    // the member page's own request takes the page's preload of it.
    expect(refused).toEqual([]);
    // The shell's entry, which everything waits for, is fetched at high priority (a defer
    // script's default is low).
    expect(await page.locator('script[src^="/main."]').getAttribute('fetchpriority')).toBe('high');
    const coldApi = api.splice(0);
    expect(coldApi).not.toContain('POST /api/auth/verify');
    expect(coldApi.filter((call) => call.startsWith('GET /api/events'))).toEqual([
      'GET /api/events?limit=30',
    ]);
    // The member's standing sign-ups too: asked once, the page's preload taken (not a request
    // after the cards' first render, which a series' date waited for).
    expect(coldApi.filter((call) => call.startsWith('GET /api/me/subscriptions'))).toEqual([
      'GET /api/me/subscriptions',
    ]);
    const warm = await loadEvents(page, () => page.reload());

    const js = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(
      `Round trips before the first event card on /events: cold ${cold.count}, warm ${warm.count}; ` +
        `${scripts.size} scripts, ${(js / 1024).toFixed(1)} KB gzipped\n` +
        `cold:\n  ${cold.steps.join('\n  ')}\nwarm:\n  ${warm.steps.join('\n  ')}`,
    );

    // One copy of the federation runtime, the shell's: remotes use it instead of their own (and
    // the shell does not carry a second one to lend them).
    const copies = [...scripts].flatMap(([path, body]) =>
      Array<string>(body.toString().split(RUNTIME_SIGNATURE).length - 1).fill(path),
    );
    expect(copies).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/)]);
    // No chunk that only re-exports the runtime's API (a round trip for a few bytes).
    const stubs = [...scripts]
      .filter(([, body]) => body.length < 512 && /\b(loadRemote|registerRemotes)\b/.test(body.toString()))
      .map(([p]) => p);
    expect(stubs).toEqual([]);

    // Few files: on HTTP/1.1 (`npm start`) each one waits its turn on the browser's six
    // connections. The shell's entry (main.js, and beside it the shared libraries it provides
    // eagerly), its bootstrap and React DOM, the member remote's entry and its page: six.
    expect([...scripts.keys()].sort()).toHaveLength(6);
    // Each shared library arrives once, with the shell's entry: no remote's fallback copy is
    // fetched (or preloaded) beside it. i18next stands for them ('languageChanging' is its event).
    const i18nextCopies = [...scripts]
      .filter(([, body]) => body.includes('languageChanging'))
      .map(([p]) => p);
    expect(i18nextCopies).toEqual([expect.stringMatching(/^\/libraries\.[0-9a-f]{8}\.js$/)]);

    // The steps are printed above: a failure shows which request waited on which.
    expect(cold.count).toBeLessThanOrEqual(LIMIT.cold);
    expect(warm.count).toBeLessThanOrEqual(LIMIT.warm);
    await context.close();
  });

  it("loads a Dutch reader's /events in as few round trips: the page names the Dutch catalogues", async () => {
    // A Dutch reader (Dutch is the member's stored choice, their browser asks for it too): without
    // the page naming them, the catalogues were asked for only once the scripts ran, two steps more.
    const { context, page } = await newPage(browser, DESKTOP, 'nl-NL');
    await context.addCookies(await signedIn.cookies());
    await chooseLanguage(context, 'nl');
    await page.addInitScript(FIRST_CARD_OBSERVER);
    const catalogues: string[] = [];
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      fetched.push(path);
      if (/-nl\.[0-9a-f]{8}\.js$/.test(path)) catalogues.push(path);
    });
    const cold = await loadEvents(page, () => page.goto(`${origin('riverside')}/events`));
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    console.log(`A Dutch reader's cold /events: ${cold.count} round trips\n${cold.steps.join('\n')}`);
    // Every Dutch catalogue the page fetched, the page named: none found only by the scripts.
    const named = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"]')].map(
        (l) => new URL((l as HTMLLinkElement).href).pathname,
      ),
    );
    expect(catalogues.length).toBeGreaterThan(0);
    expect(catalogues.filter((path) => !named.includes(path))).toEqual([]);
    // The shared messages' Dutch table waits for a form that may show one: not on this page.
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.includes('messages-nl'))).toEqual([]);
    expect(cold.count).toBeLessThanOrEqual(LIMIT.cold);
    // Leave the member in English for the other suites.
    await chooseLanguage(context, 'en');
    await context.close();
  });

  it('asks each answer My Sign-ups preloads once: the page takes the preloaded ones', async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies(await signedIn.cookies());
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`${origin('riverside')}/my-signups`);
    await page.getByRole('heading', { name: 'My Sign-ups' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(api.sort()).toEqual([
      'GET /api/me/calendar-feed',
      'GET /api/me/subscriptions',
      'GET /api/signups',
    ]);
    await context.close();
  });

  it('asks each answer the club admin page and its header preload once', async () => {
    const { context, page } = await newPage(browser);
    await loginByMail(page, 'riverside', 'admin@riverside.test');
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`${origin('riverside')}/club-admin`);
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toEqual([
      '/api/club-users?limit=50',
      '/api/club',
      '/api/club/settings',
      '/api/club/join-requests',
    ]);
    await page.getByRole('heading', { name: 'Club Administration' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Each once (the page or the header took the preloaded answer; it is not asked again).
    for (const path of preloaded) expect(api.filter((asked) => asked === `GET ${path}`)).toHaveLength(1);
    await context.close();
  });
});
