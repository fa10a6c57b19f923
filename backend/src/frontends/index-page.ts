import {
  can,
  chooseLocale,
  firstReads,
  matchRemotePage,
  negotiateLocale,
  type Locale,
  type UserType,
} from '@courtside/domain';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WARM_INTL_SCRIPT } from './warm-intl';

/**
 * The shell's page, rendered per request, so that a page load takes as few sequential round trips
 * as it can. Into the built index.html's head it writes
 * - preload links for every file the requested route needs: the shell's start (its bootstrap
 *   chunk and the shared modules it takes), and on a remote's page the remote's entry and the
 *   page's chunks with the shared modules they take, so the browser fetches them all at once
 *   instead of one wave after another;
 * - the remotes manifest as JSON (`<script type="application/json" id="courtside-page">`), each
 *   remote's content-hashed entry, so the shell needs no /remotes.json round trip, and a remote
 *   stays redeployable without rebuilding the shell (its files are read again when they change);
 * - the session check (`check`: what `POST /api/auth/verify` would answer this request), so the
 *   shell starts without that round trip; when there is none (a dependency down: the shell asks
 *   itself), whether the request carried a session cookie (`session`, not checked: a hint that
 *   the events list is worth starting before the check answers). Nothing else from the request is
 *   written out, and everything as JSON made safe inside a script element;
 * - on a remote's page, at the end of the body, warm-intl.ts's script (Intl made ready while the
 *   scripts load; the CSP allows it by its hash);
 * - signed in, on a page with no query, a preload of each GET the page reads first (libs/domain's
 *   route table: the events list's first page and the standing sign-ups, My Sign-ups' three
 *   answers, the club's users and settings; then the header's count of requests to join), for
 *   the person's role, so they are on their way beside the scripts;
 * - for a reader who will see Dutch (libs/domain's chooseLocale, as the shell decides, less a
 *   choice kept only on the device), the Dutch catalogues of the shell and the page, which would
 *   otherwise be asked for only once the scripts run: a round trip more than in English.
 *
 * The files come from the builds: each app's `preloads.json` (webpack.shared.js's
 * RoutePreloadsPlugin) and each remote's `mf-manifest.json` (its hashed remoteEntry).
 */

/**
 * Files of a chunk group or a shared module, the shared modules (share keys) it takes, and the
 * Dutch catalogues its code registers (a Dutch reader's page preloads them: core loads them before
 * the first render).
 */
interface Needs {
  files: string[];
  consumes: string[];
  dutch?: string[];
}
interface Preloads {
  groups: Record<string, Needs>;
  shared: Record<string, Needs>;
}
interface App {
  /** Where the app's files are served ('/' or '/remotes/member/'). */
  base: string;
  preloads: Preloads;
}

const NO_PRELOADS: Preloads = { groups: {}, shared: {} };
export const PAGE_DATA_ID = 'courtside-page';
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?courtside_sid=[^;\s]/;

/** How often a page request may look whether a build file changed (a stat call, off the hot path). */
const RECHECK_MS = 1000;

/**
 * A file's content, read again only when it changed (a redeployed remote needs no restart), and
 * looked at no more than once a RECHECK_MS, so page requests do not each stat every file.
 */
function watched<T>(path: string, parse: (text: string) => T, fallback: T): () => T {
  let seen = -1;
  let value = fallback;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return value;
    checkedAt = now;
    let mtime: number;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      value = fallback;
      seen = -1;
      return value;
    }
    if (mtime !== seen) {
      try {
        value = parse(readFileSync(path, 'utf8'));
      } catch {
        value = fallback;
      }
      seen = mtime;
    }
    return value;
  };
}

const json = (text: string): unknown => JSON.parse(text);
const asPreloads = (text: string): Preloads => {
  const value = json(text) as Partial<Preloads> | null;
  return { groups: value?.groups ?? {}, shared: value?.shared ?? {} };
};

/** JSON safe inside a `<script>` element: no `<`, `>`, `&` or line separators as themselves. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every file `needs` loads, its shared modules' files included (from whichever app provides each). */
function collect(
  needs: Needs | undefined,
  app: App,
  providers: App[],
  into: Set<string>,
  seen: Set<string>,
): void {
  if (!needs) return;
  for (const file of needs.files) into.add(app.base + file);
  for (const key of needs.consumes) {
    if (seen.has(key)) continue;
    seen.add(key);
    // The share scope hands out the first provider's copy (the shell's, when it has one).
    const provider = providers.find((candidate) => candidate.preloads.shared[key]);
    if (provider) collect(provider.preloads.shared[key], provider, providers, into, seen);
  }
}

export interface PageRequest {
  /** The request's Cookie header: only whether it holds a session is read. */
  cookie: string | undefined;
  /** The request's Accept-Language header: which language the page will most likely show. */
  acceptLanguage?: string;
  /** The address's query ('' or '?tab=signups'). */
  search: string;
  /** The request's session check, when there is one. */
  session: {
    authenticated: boolean;
    user?: { user_type: UserType | null; locale?: Locale | null } | null;
    club?: { default_locale?: Locale } | null;
  } | null;
}

export interface IndexPage {
  /** The page for `path`. */
  render(path: string, request: PageRequest): string;
}

/**
 * @param dist     FRONTEND_DIST (dist/frontends)
 * @param remotes  where each remote's manifest is (serve-frontends.ts's remotesManifest); the
 *                 ones served here (`/remotes/<name>/mf-manifest.json`) get their entry and preloads
 */
export function indexPage(dist: string, remotes: Record<string, string>): IndexPage {
  const template = watched(join(dist, 'shell/index.html'), (text) => text, '');
  const shellPreloads = watched(join(dist, 'shell/preloads.json'), asPreloads, NO_PRELOADS);
  const local = new Map<
    string,
    { manifest: () => { name?: string; path?: string } | null; preloads: () => Preloads }
  >();
  for (const [name, url] of Object.entries(remotes)) {
    if (url !== `/remotes/${name}/mf-manifest.json` || !existsSync(join(dist, name))) continue;
    local.set(name, {
      manifest: watched(
        join(dist, name, 'mf-manifest.json'),
        (text) =>
          (json(text) as { metaData?: { remoteEntry?: { name?: string; path?: string } } }).metaData
            ?.remoteEntry ?? null,
        null,
      ),
      preloads: watched(join(dist, name, 'preloads.json'), asPreloads, NO_PRELOADS),
    });
  }

  /** Each remote's entry: its hashed remoteEntry when served here, else what remotes.json says. */
  const entries = (): Record<string, string> =>
    Object.fromEntries(
      Object.entries(remotes).map(([name, url]) => {
        const entry = local.get(name)?.manifest();
        return [name, entry?.name ? `/remotes/${name}/${entry.path ?? ''}${entry.name}` : url];
      }),
    );

  /** The route's files, and for a Dutch reader the Dutch catalogues (`later`: see render). */
  function preloadFiles(path: string, dutch: boolean): { files: string[]; later: string[] } {
    const shell: App = { base: '/', preloads: shellPreloads() };
    const files = new Set<string>();
    const later = new Set<string>();
    const catalogues = (app: App, group: string) => {
      if (dutch) for (const file of app.preloads.groups[group]?.dutch ?? []) later.add(app.base + file);
    };
    const all = () => ({ files: [...files], later: [...later] });
    // The shell first (every page; its remote loader is part of its entry), then the remote the
    // route needs.
    collect(shell.preloads.groups['bootstrap'], shell, [shell], files, new Set());
    catalogues(shell, 'main');
    catalogues(shell, 'bootstrap');
    const page = matchRemotePage(path);
    if (!page) return all();
    // A remote served elsewhere (a deployment's remotes.json): its files are not known here.
    const remote = local.get(page.remote);
    if (!remote) return all();
    const entry = remote.manifest();
    if (entry?.name) files.add(`/remotes/${page.remote}/${entry.path ?? ''}${entry.name}`);
    const app: App = { base: `/remotes/${page.remote}/`, preloads: remote.preloads() };
    collect(app.preloads.groups[`__federation_expose_${page.module}`], app, [shell, app], files, new Set());
    catalogues(app, `__federation_expose_${page.module}`);
    return all();
  }

  return {
    render(path, { cookie, acceptLanguage, search, session }) {
      // As the shell will choose it, less a choice kept only on the device (the server cannot see it).
      const locale = chooseLocale({
        chosen: session?.user?.locale,
        browser: negotiateLocale(acceptLanguage),
        club: session?.club?.default_locale,
      });
      const { files, later } = preloadFiles(path, locale === 'nl');
      const as = (file: string) => (file.endsWith('.css') ? 'style' : 'script');
      const links = [
        ...files.map((file) => `<link rel="preload" href="${attribute(file)}" as="${as(file)}">`),
        // Needed only once the scripts run: at low priority, so that on a slow link they do not
        // take bandwidth from the scripts (at the default priority the first card came no sooner
        // than without them; docs/performance.md has the numbers).
        ...later.map(
          (file) => `<link rel="preload" href="${attribute(file)}" as="${as(file)}" fetchpriority="low">`,
        ),
      ];
      // The data first: it is what the page waits for longest. `crossorigin` (same-origin
      // credentials, CORS mode) is how the page's own fetch asks, so the browser hands it this one.
      const role = session?.authenticated ? session.user?.user_type : undefined;
      if (role && !search) {
        const route = matchRemotePage(path);
        const reads = (route ? firstReads(route) : []).filter((read) => !read.needs || can(role, read.needs));
        links.unshift(
          ...reads.map(
            (read) => `<link rel="preload" href="${attribute(read.path)}" as="fetch" crossorigin>`,
          ),
        );
      }
      const data = {
        remotes: entries(),
        session: SESSION_COOKIE.test(cookie ?? ''),
        ...(session ? { check: session } : {}),
      };
      const head = `${links.join('')}<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
      const html = template();
      // Into the head: before its end, else (a head left implicit) before the page's first element.
      const at = [html.indexOf('</head>'), html.search(/<body|<div/)].find((i) => i >= 0) ?? html.length;
      const page = html.slice(0, at) + head + html.slice(at);
      // A remote's page shows dates and counts: Intl is made ready while its scripts load.
      if (!matchRemotePage(path)) return page;
      const end = page.lastIndexOf('</body>');
      const warm = `<script>${WARM_INTL_SCRIPT}</script>`;
      return end < 0 ? page + warm : page.slice(0, end) + warm + page.slice(end);
    },
  };
}
