// `npm run bench:web`: the first screen as a member's phone sees it. Lighthouse 13 (performance
// only) on /events, /my-signups and /club-admin, signed in at a club subdomain, mobile and desktop
// presets, medians of a few runs; then, for /events, the sequential round trips and the time to
// the first event card with Chromium's DevTools network emulation (150 ms RTT, 1.6 Mbps), cold and
// warm. Builds the frontends and the backend first and starts the product like the browser suite
// does (fresh database, demo seed, built frontends, free ports).
//
// Options: --skip-build (use the dist/ builds as they are), --only <path,...> (e.g. /events),
//          --runs <n> (Lighthouse runs per page and preset; default 3, or BENCH_WEB_RUNS),
//          --preset <mobile|mobile-repeat|desktop> (only that one; all by default; mobile-repeat
//          is a phone's second visit, service worker and caches kept), --user <email> (who is
//          signed in: the demo club admin by default, who sees every page; the demo member,
//          member@riverside.test, has two dozen sign-ups on /my-signups and no /club-admin),
//          --skip-lighthouse, --skip-round-trips, --save <dir> (writes every Lighthouse report as
//          JSON there, e.g. to read its LCP element, main-thread breakdown and layout shifts),
//          --chain (prints, per page, what Lighthouse's phone simulation put before the largest
//          paint: each request and main-thread task with its simulated start and end; the last
//          one to end is what the LCP waited for), --locale <tag> (the browser's language for
//          every measurement, default en-GB; nl-NL measures a Dutch reader's page), --profile
//          (one more load per page with the CPU slowed 4x, recorded: each main-thread task of
//          50 ms or more, by function as the source reads; with --save, the traces too).
// Needs PostgreSQL and Redis (as `npm start`) and Debian's Chromium (CHROMIUM_PATH overrides).
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
// Lantern, Lighthouse's simulator: it keeps the node timings of its last simulations (--chain).
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
import { NX_ENV, run } from '../../scripts/lib/run.mjs';
import { checkServices } from '../../scripts/lib/services.mjs';
import { ensureBrowser } from '../../scripts/lib/system-packages.mjs';
import { log } from '../lib.mjs';
import { profilePages } from './profile.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { startProduct } = createRequire(import.meta.url)('../../scripts/lib/product.cjs');
let CHROMIUM; // Debian's Chromium, found (or installed) as `npm test` does; CHROMIUM_PATH overrides
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CLUB = 'riverside';
const COOKIE = 'courtside_sid'; // the product runs with NODE_ENV=development here
const PAGES = ['/events', '/my-signups', '/club-admin'];
const TARGETS = {
  mobile: { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.02 },
  // The same phone coming back: the service worker and its caches from the visit before are kept.
  'mobile-repeat': { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.02 },
  desktop: { score: 98, lcpMs: 2500, tbtMs: 200, cls: 0.02 },
  coldRoundTrips: 4,
  warmRoundTrips: 2,
};
/** What the page's code waits for (not the browser's own favicon fetch, images or fonts). */
const PAGE_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);
/** What a first visit's run clears: Lighthouse's default types, and the page's own storage. */
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];
/** The pause before each Lighthouse run (see lighthouseRuns). */
const SETTLE_MS = 1500;
/** Chromium DevTools network conditions for the round-trip measurement. */
const NETWORK = { latencyMs: 150, kbps: 1600 };

const { values: opts } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-round-trips': { type: 'boolean', default: false },
    chain: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    only: { type: 'string' },
    save: { type: 'string' },
    runs: { type: 'string', default: process.env.BENCH_WEB_RUNS ?? '3' },
    preset: { type: 'string' },
    user: { type: 'string', default: 'admin@riverside.test' },
    locale: { type: 'string', default: 'en-GB' },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 3);
const pages = opts.only ? opts.only.split(',').map((p) => p.trim()) : PAGES;
const USER = opts.user;
const PRESETS = opts.preset ? [opts.preset] : ['mobile', 'mobile-repeat', 'desktop'];
if (!PRESETS.every((preset) => ['mobile', 'mobile-repeat', 'desktop'].includes(preset)))
  throw new Error(`--preset is mobile, mobile-repeat or desktop, not ${opts.preset}`);

const mark = (ok) => (ok ? 'PASS' : 'FAIL');
/** A page's path as part of a saved file's name: /my-signups -> my-signups. */
const fileNameOf = (path) => path.replace(/\W+/g, '-').replace(/^-/, '');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  log(line(header));
  log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) log(line(row));
}

/** A request to the product on 127.0.0.1 with a club's Host header (no DNS for *.localhost). */
function post(port, path, body, headers = {}) {
  return new Promise((ok, fail) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${CLUB}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', fail);
    req.end(data);
  });
}

/** Signs in through the API as the login page does (test mode answers the link too). */
async function signIn(port) {
  const asked = await post(port, '/api/auth/magic-link', { email: USER });
  const link = JSON.parse(asked.body).TEMP;
  if (asked.status !== 200 || !link) throw new Error(`No login link (${asked.status} ${asked.body})`);
  const token = new URL(link).searchParams.get('token');
  const verified = await post(port, '/api/auth/verify-magic-link', { token });
  const cookie = (verified.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${COOKIE}=`));
  if (verified.status !== 200 || !cookie)
    throw new Error(`Login failed (${verified.status} ${verified.body})`);
  return cookie.slice(COOKIE.length + 1);
}

/**
 * What Lantern's pessimistic largest-paint simulation of the last Lighthouse run holds: every
 * request and main-thread task it put before the largest paint, with its simulated start and end
 * (ms from navigation) and, for a task, its observed length (Lantern runs it 4x slower) and
 * longest events. Read with --chain: it names what the LCP waits for.
 */
function lcpChain() {
  const timings = Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return [];
  const rows = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
  const origin = rows[0]?.[1].startTime ?? 0;
  const ms = (t) => String(Math.round(t - origin)).padStart(6);
  return rows.map(([node, t]) => {
    let what;
    if (node.type === 'network') {
      const u = new URL(node.request.url);
      what = `${u.pathname}${u.search} (${(node.request.transferSize / 1024).toFixed(1)} KB, ${node.request.priority})`;
    } else {
      const events = (node.childEvents ?? [])
        .filter((e) => e.dur >= 1000)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 2)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${new URL(e.args.data.url).pathname}` : ''}`);
      what = `task, ${Math.round(node.duration / 1000)} ms observed: ${events.join(', ')}`;
    }
    return `${ms(t.startTime)} ${ms(t.endTime)}  ${what}`;
  });
}

/** Per page, the largest-paint chain of its last mobile run (--chain). */
const chains = new Map();

async function lighthouseRuns(origin, session) {
  // The browser's languages as well as the header: the shell reads navigator.languages, the
  // server Accept-Language (with the header alone, a Dutch page's catalogues were preloaded and an
  // English page shown). Headless Chromium takes them from --accept-lang, not --lang.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${opts.locale}`],
  });
  const results = [];
  try {
    for (const path of pages) {
      for (const preset of PRESETS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // The session as a header: Lighthouse clears cookies and storage before each run.
            extraHeaders: { Cookie: `${COOKIE}=${session}`, 'Accept-Language': opts.locale },
          };
          // A repeat visit keeps what the visit before left: the service worker, its caches and
          // the HTTP cache. Its first run is preceded by one unmeasured visit that installs them.
          const repeat = preset === 'mobile-repeat';
          if (repeat) flags.disableStorageReset = true;
          // A first visit has nothing stored: Lighthouse's reset leaves local storage and
          // IndexedDB alone by default, so a page's "seen before" marks would carry over runs.
          else flags.clearStorageTypes = [...FIRST_VISIT_CLEARS];
          if (repeat && i === 0) await lighthouse(`${origin}${path}`, flags);
          // The machine settles first: the previous run's Chrome work (its trace, the page it
          // leaves) would otherwise still hold a core when this one starts.
          await new Promise((settled) => setTimeout(settled, SETTLE_MS));
          // A busy machine now and then spoils a trace (NO_NAVSTART, ...): that run is repeated.
          let lhr;
          for (let attempt = 1; ; attempt++) {
            const result = await lighthouse(
              `${origin}${path}`,
              flags,
              preset === 'desktop' ? desktopConfig : undefined,
            );
            lhr = result.lhr;
            if (!lhr.runtimeError) break;
            if (attempt === 3) throw new Error(`${path}: ${lhr.runtimeError.message}`);
            process.stderr.write('r');
          }
          if (opts.save) {
            mkdirSync(opts.save, { recursive: true });
            const name = `${fileNameOf(path)}-${preset}-${i + 1}.json`;
            writeFileSync(resolve(opts.save, name), JSON.stringify(lhr));
          }
          const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
          if (finalPath !== path) throw new Error(`${path} ended at ${finalPath}: not signed in?`);
          runs.push({
            score: lhr.categories.performance.score * 100,
            lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
            tbtMs: lhr.audits['total-blocking-time'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          });
          if (opts.chain && preset === 'mobile') chains.set(path, lcpChain());
          process.stderr.write('.');
        }
        const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
        results.push({ path, preset, runs, med });
      }
    }
  } finally {
    process.stderr.write('\n');
    chrome.kill();
  }
  return results;
}

/**
 * One navigation to `url` recorded over CDP until the first event card (`article`) is visible.
 * Each network request gets a depth: 1 + the depth of its predecessor, where the predecessor is
 * the later-finishing of (a) the request named as its initiator (the document for parser-found
 * resources, the script at the top of the initiator stack for script-issued ones) and (b) the last
 * response that finished before it was sent (what a fetch after an awaited answer waits for).
 * Requests served from the browser cache add no round trip. The round trips before the first card
 * are the depth of the deepest request of the page (document, script, style sheet, fetch) that
 * finished before the card was visible: the card waited for the events list and for the member
 * remote's code, whichever chain is longer.
 */
async function measureLoad(page, cdp, url) {
  const requests = new Map();
  const order = [];
  const onSent = (e) => {
    if (e.redirectResponse) {
      const hop = requests.get(e.requestId);
      if (hop) {
        hop.finished = e.timestamp;
        requests.set(`${e.requestId}#${hop.sent}`, hop);
      }
    }
    const r = {
      id: e.requestId,
      url: e.request.url,
      method: e.request.method,
      sent: e.timestamp,
      wall: e.wallTime,
      initiator: e.initiator,
      type: e.type,
      redirectedFrom: e.redirectResponse
        ? requests.get(`${e.requestId}#${requests.get(e.requestId)?.sent}`)
        : null,
      finished: null,
      cached: false,
      bytes: 0,
    };
    requests.set(e.requestId, r);
    order.push(r);
  };
  const onCached = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  };
  const onResponse = (e) => {
    const r = requests.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker))
      r.cached = true;
    if (r) r.status = e.response.status;
  };
  const onFinished = (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.finished = e.timestamp;
      r.bytes = e.encodedDataLength;
    }
  };
  const onFailed = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.finished = e.timestamp;
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const card = await page.waitForFunction(
      () => {
        // In the page (the browser's document).
        const article = globalThis.document.querySelector('article');
        return article && article.checkVisibility()
          ? [performance.now(), performance.timeOrigin + performance.now()]
          : false;
      },
      null,
      { polling: 'raf', timeout: 120_000 },
    );
    const [cardMs, cardEpochMs] = await card.jsonValue();
    await page.waitForLoadState('networkidle');
    const document_ = order.find((r) => r.url === url || r.url === `${url}/`) ?? order[0];
    const cardAt = cardEpochMs / 1000 - (document_.wall - document_.sent);

    // Depths in the order requests were sent (a predecessor was always sent earlier).
    const byUrl = new Map();
    for (const r of order) {
      const initiatorUrls = [];
      if (r.initiator?.url) initiatorUrls.push(r.initiator.url);
      for (let stack = r.initiator?.stack; stack; stack = stack.parent)
        for (const frame of stack.callFrames) if (frame.url) initiatorUrls.push(frame.url);
      const candidates = [];
      if (r.redirectedFrom) candidates.push(r.redirectedFrom);
      const byInitiator = initiatorUrls.map((u) => byUrl.get(u)).find(Boolean);
      if (byInitiator) candidates.push(byInitiator);
      const lastDone = order
        .filter(
          (q) =>
            q !== r && q.finished !== null && q.finished <= r.sent && !q.cached && PAGE_TYPES.has(q.type),
        )
        .sort((a, b) => b.finished - a.finished)[0];
      if (lastDone) candidates.push(lastDone);
      const parent = candidates.sort((a, b) => (b.finished ?? 0) - (a.finished ?? 0))[0] ?? null;
      r.parent = parent;
      r.depth = (parent?.depth ?? 0) + (r.cached ? 0 : 1);
      if (!byUrl.has(r.url)) byUrl.set(r.url, r);
    }
    const beforeCard = order.filter((r) => r.finished !== null && r.finished <= cardAt);
    const target = beforeCard
      // The page's own (a preload `as="fetch"` is of type Other), not the browser's favicon.
      .filter((r) => PAGE_TYPES.has(r.type) || new URL(r.url).pathname.startsWith('/api/'))
      .sort((a, b) => b.depth - a.depth || b.finished - a.finished)[0];
    const chain = [];
    for (let r = target; r; r = r.parent) {
      const u = new URL(r.url);
      chain.unshift(`${u.pathname}${r.cached ? ' (cache)' : r.status === 304 ? ' (304)' : ''}`);
    }
    return {
      roundTrips: target?.depth ?? 0,
      cardMs,
      requests: beforeCard.length,
      fromNetwork: beforeCard.filter((r) => !r.cached).length,
      transferBytes: order.reduce((sum, r) => sum + (r.cached ? 0 : r.bytes), 0),
      chain,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.requestServedFromCache', onCached);
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onFailed);
  }
}

const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
    headless: true,
  });

/** A phone-sized page, signed in (the session's cookie), with a DevTools session. */
async function phonePage(browser, session) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: opts.locale,
    timezoneId: 'Europe/London',
  });
  await context.addCookies([
    { name: COOKIE, value: session, domain: `${CLUB}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, close: () => context.close() };
}

async function roundTripRuns(port, session) {
  const browser = await launchBrowser();
  const results = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { context, page, cdp } = await phonePage(browser, session);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: NETWORK.latencyMs,
        downloadThroughput: (NETWORK.kbps * 1000) / 8,
        uploadThroughput: (NETWORK.kbps * 1000) / 8,
      });
      const url = `http://${CLUB}.localhost:${port}/events`;
      const cold = await measureLoad(page, cdp, url);
      const warm = await measureLoad(page, cdp, url);
      results.push({ cold, warm });
      await context.close();
      process.stderr.write('.');
    }
  } finally {
    process.stderr.write('\n');
    await browser.close();
  }
  return results;
}

async function main() {
  const services = {
    databaseUrl: process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  if (!(await checkServices(services))) throw new Error('PostgreSQL and Redis must be running');
  CHROMIUM = ensureBrowser();
  if (!CHROMIUM) throw new Error('Chromium is needed');
  if (!opts['skip-build']) {
    const code = await run(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        '--projects',
        'shell,member,club-admin,system-admin,backend',
        '--outputStyle=static',
      ],
      { cwd: ROOT, env: NX_ENV },
    );
    if (code !== 0) throw new Error('build failed');
  }
  const product = await startProduct();
  const failures = [];
  try {
    const session = await signIn(product.port);
    const origin = product.origin(CLUB);
    log(
      `Product at ${origin}, signed in as ${USER}, a browser in ${opts.locale}; ${RUNS} run(s) per measurement.`,
    );

    if (!opts['skip-lighthouse']) {
      const results = await lighthouseRuns(origin, session);
      const rows = results.map(({ path, preset, med }) => {
        const t = TARGETS[preset];
        const checks = [med.score >= t.score, med.lcpMs <= t.lcpMs, med.tbtMs <= t.tbtMs, med.cls <= t.cls];
        checks.forEach((ok, i) => {
          if (!ok) failures.push(`${path} ${preset} ${['performance', 'LCP', 'TBT', 'CLS'][i]}`);
        });
        return [
          path,
          preset,
          med.score.toFixed(0),
          (med.fcpMs / 1000).toFixed(2),
          (med.lcpMs / 1000).toFixed(2),
          med.tbtMs.toFixed(0),
          med.cls.toFixed(3),
          checks.map(mark).join(' '),
        ];
      });
      log();
      log(`Lighthouse 13 (performance category), median of ${RUNS} run(s):`);
      table(['page', 'preset', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'perf LCP TBT CLS'], rows);
      log(
        [
          `Targets: mobile performance >= ${TARGETS.mobile.score} (first and repeat visit), desktop >= ${TARGETS.desktop.score}; LCP <= ` +
            `${TARGETS.mobile.lcpMs / 1000} s, TBT <= ${TARGETS.mobile.tbtMs} ms, CLS <= ${TARGETS.mobile.cls} (every preset).`,
          'mobile-repeat: the mobile preset with storage reset off, after a visit that installed the service worker.',
          "mobile: Lighthouse's default (Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown);",
          "desktop: Lighthouse's desktop config (40 ms RTT, 10 Mbps, no CPU slowdown). FCP is shown, not targeted.",
        ].join('\n'),
      );
      log("Per run (the medians above swing with this machine's load):");
      for (const { path, preset, runs } of results)
        log(
          `  ${path} ${preset}: TBT ${runs.map((r) => r.tbtMs.toFixed(0)).join(' ')} ms; ` +
            `LCP ${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(' ')} s`,
        );
      for (const [path, rows] of chains) {
        log();
        log(`${path}, mobile, last run: what the simulated largest paint waited for (start, end in ms):`);
        for (const row of rows) log(row);
      }
    }

    if (!opts['skip-round-trips'] && pages.includes('/events')) {
      const results = await roundTripRuns(product.port, session);
      const rows = ['cold', 'warm'].map((kind) => {
        const xs = results.map((r) => r[kind]);
        const trips = median(xs.map((x) => x.roundTrips));
        const limit = kind === 'cold' ? TARGETS.coldRoundTrips : TARGETS.warmRoundTrips;
        if (trips > limit) failures.push(`/events ${kind} round trips`);
        return [
          kind,
          String(trips),
          `<= ${limit}`,
          (median(xs.map((x) => x.cardMs)) / 1000).toFixed(2),
          String(median(xs.map((x) => x.fromNetwork))),
          (median(xs.map((x) => x.transferBytes)) / 1024).toFixed(1),
          mark(trips <= limit),
        ];
      });
      log();
      log(
        `/events on a phone-sized page, Chromium network emulation ${NETWORK.latencyMs} ms RTT, ` +
          `${NETWORK.kbps / 1000} Mbps, median of ${RUNS} run(s):`,
      );
      table(
        ['load', 'round trips', 'target', 'first card s', 'requests', 'transfer KB', 'round trips'],
        rows,
      );
      const sample = results[Math.floor(results.length / 2)];
      log(`Chain (cold): ${sample.cold.chain.join(' -> ')}`);
      log(`Chain (warm): ${sample.warm.chain.join(' -> ')}`);
      log(
        [
          'round trips: the longest chain of requests, each waiting for the one before it, among the',
          "page's requests answered before the first event card (the first `article`) was visible. A",
          "request's predecessor is the later-finishing of the request named as its initiator by the",
          'DevTools protocol (the document for resources found by the parser, the script on top of the',
          'initiator stack for fetches and chunk loads) and the last response to the page (document,',
          'script, style sheet or fetch) that finished before it was sent (what code that awaited an',
          'answer waited for). Answers from the browser cache add no round trip; revalidations (304) do.',
          'first card s: from navigation start to the first visible `article`. requests: those answered',
          'over the network before the card; transfer KB: bytes on the wire for the whole load (headers',
          'included). cold: a fresh browser context; warm: the same context navigating to /events again.',
        ].join('\n'),
      );
    }

    if (opts.profile) {
      const browser = await launchBrowser();
      try {
        if (opts.save) mkdirSync(opts.save, { recursive: true });
        await profilePages({
          browser,
          newPage: () => phonePage(browser, session),
          origin,
          pages,
          root: ROOT,
          savedAs: opts.save ? (path) => resolve(opts.save, `${fileNameOf(path)}.trace.json`) : undefined,
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    await product.stop();
  }
  log();
  const measured = !opts['skip-lighthouse'] || (!opts['skip-round-trips'] && pages.includes('/events'));
  if (!measured) log('No target measured (only the profile).');
  else if (failures.length === 0) log('All targets met.');
  else {
    log(`Targets missed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
