import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClub, createClubUser } from './support/factories';
import { browserAs, signIn } from './support/sessions';
import { waitFor } from './support/ports';
import { startApp, type TestApp } from './support/test-app';

const MEMBER_MANIFEST = {
  name: 'member',
  metaData: { remoteEntry: { name: 'remoteEntry.5e6f7a8b.js', path: '', type: 'global' } },
};
const SHELL_PRELOADS = {
  groups: {
    main: { files: ['main.1a2b3c4d.js'], consumes: [], dutch: ['common-nl.0a0a0a0a.js'] },
    bootstrap: { files: ['bootstrap.11111111.js'], consumes: ['react'], dutch: ['shell-nl.0b0b0b0b.js'] },
  },
  shared: {
    react: { files: ['react.33333333.js'], consumes: [] },
    '@courtside/ui/button': { files: ['button.44444444.js', 'button.44444444.css'], consumes: ['react'] },
  },
};
const MEMBER_PRELOADS = {
  groups: {
    __federation_expose_EventsPage: {
      files: ['__federation_expose_EventsPage.55555555.js'],
      consumes: ['react', '@courtside/ui/button', '@courtside/ui/tag'],
      dutch: ['member-nl.0c0c0c0c.js', 'member-play-nl.0d0d0d0d.js'],
    },
    __federation_expose_EditEventPage: {
      files: ['__federation_expose_EditEventPage.66666666.js'],
      consumes: [],
    },
  },
  shared: {
    // The shell provides these two: the page takes the shell's copies, so only the tag is member's.
    react: { files: ['react.77777777.js'], consumes: [] },
    '@courtside/ui/button': { files: ['button.88888888.js'], consumes: ['react'] },
    '@courtside/ui/tag': { files: ['tag.99999999.js'], consumes: ['react'] },
  },
};

/** The preload links of a page, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)"( fetchpriority="low")?>/g)].map(
    ([, href, as, low]) => `${as} ${href}${low ? ' (low)' : ''}`,
  );

/** The data a page preloads (`as="fetch"`), in order. */
const fetches = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map(([, href]) => href);

/** The JSON the page carries for the shell (remotes, session hint). */
const pageData = (html: string) => {
  const match = /<script type="application\/json" id="courtside-page">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
};

/** The backend serving built frontends (a small stand-in build, so this suite needs no webpack run). */
describe('serving the frontends', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'));
    mkdirSync(join(dist, 'shell'));
    mkdirSync(join(dist, 'member'));
    writeFileSync(
      join(dist, 'shell/index.html'),
      '<!doctype html><html><head><title>Courtside</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'shell/main.js'), 'console.log("shell")');
    writeFileSync(join(dist, 'shell/140.61286d4f.js'), 'console.log("chunk")');
    writeFileSync(join(dist, 'member/mf-manifest.json'), JSON.stringify(MEMBER_MANIFEST));
    writeFileSync(join(dist, 'member/remoteEntry.js'), 'console.log("remote")');
    // Content-hashed entries, and what each route needs (webpack.shared.js's preloads.json).
    writeFileSync(join(dist, 'shell/main.1a2b3c4d.js'), 'console.log("shell")');
    writeFileSync(join(dist, 'member/remoteEntry.5e6f7a8b.js'), 'console.log("remote")');
    writeFileSync(join(dist, 'shell/preloads.json'), JSON.stringify(SHELL_PRELOADS));
    writeFileSync(join(dist, 'member/preloads.json'), JSON.stringify(MEMBER_PRELOADS));
    // What a build may leave behind but must never be served.
    writeFileSync(join(dist, 'shell/main.js.map'), '{"sources":["/home/builder/src/secret.ts"]}');
    writeFileSync(join(dist, 'member/remoteEntry.js.map'), '{"sources":[]}');
    writeFileSync(join(dist, 'member/mf-manifest-stats.json'), '{"buildInfo":"/home/builder"}');
    t = await startApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

  it('serves the shell for the home page and for deep links, uncached', async () => {
    const club = await createClub(t.db);
    for (const path of ['/', '/events', '/events/3f2b/edit', '/my-signups', '/no-such-page']) {
      const res = await t.client(club.subdomain).get(path, html);
      expect([path, res.status, res.headers['content-type']]).toEqual([
        path,
        200,
        expect.stringContaining('text/html'),
      ]);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('sends Cross-Origin-Opener-Policy with the sign-in pages only, not with the pages members open every day', async () => {
    const club = await createClub(t.db);
    const coop = async (host: string | null, path: string) =>
      [path, (await t.client(host).get(path, html)).headers['cross-origin-opener-policy']] as const;
    for (const path of [
      '/login',
      '/auth/verify?token=abc',
      '/system-admin-login',
      '/auth/system-admin-verify',
    ])
      expect(await coop(club.subdomain, path)).toEqual([path, 'same-origin']);
    expect(await coop(null, '/system-admin-login')).toEqual(['/system-admin-login', 'same-origin']);
    for (const path of ['/', '/events', '/my-signups', '/club-admin', '/login-help', '/auth/verify/x'])
      expect(await coop(club.subdomain, path)).toEqual([path, undefined]);
    // Not on the API's answers either (the header means something only for a page).
    expect((await t.client(club.subdomain).post('/api/auth/verify')).headers).not.toHaveProperty(
      'cross-origin-opener-policy',
    );
  });

  it('writes the remotes (their hashed entries) and the session check into the page, per request', async () => {
    const club = await createClub(t.db);
    const signedOut = await t.client(club.subdomain).get('/events', html);
    const asked = await t.client(club.subdomain).post('/api/auth/verify');
    expect(pageData(signedOut.text)).toEqual({
      remotes: { member: '/remotes/member/remoteEntry.5e6f7a8b.js' },
      session: false,
      // What the shell would otherwise ask: signed out, the club named.
      check: asked.body,
    });
    expect(asked.body).toMatchObject({ authenticated: false, club: { name: club.name } });
    expect(signedOut.headers['vary']).toMatch(/Cookie/i);
    const withCookie = await t
      .client(club.subdomain)
      .get('/events', { headers: { ...html.headers, cookie: 'courtside_sid=whatever' } });
    expect(pageData(withCookie.text)).toMatchObject({ session: true, check: { authenticated: false } });
    // Into the page's head, after what the build put there.
    expect(signedOut.text.indexOf('courtside-page')).toBeLessThan(signedOut.text.indexOf('</head>'));
    expect(signedOut.text.indexOf('main.1a2b3c4d.js')).toBeLessThan(signedOut.text.indexOf('rel="preload"'));
  });

  it('signed in, the page carries who it is and, on /events, preloads the first page of the list', async () => {
    const club = await createClub(t.db);
    const member = await createClubUser(t.db, club, 'clubmember', undefined, 'Ann </script><b>');
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: member.id,
      clubId: club.id,
      userType: 'clubmember',
    });
    const page = await browser.get('/events', html);
    const asked = await browser.post('/api/auth/verify');
    expect(asked.body).toMatchObject({ authenticated: true, user: { name: 'Ann </script><b>' } });
    expect(pageData(page.text).check).toEqual(asked.body);
    // The name cannot end the script element it is written in.
    expect(page.text).not.toContain('Ann </script>');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The URL the member page asks (libs/domain's eventsPath), first, in the mode its fetch uses;
    // then the member's standing sign-ups (a series' dates show 'Sign up for all' or 'Stop').
    expect(fetches(page.text)).toEqual(['/api/events?limit=30', '/api/me/subscriptions']);
    expect(page.text.indexOf('as="fetch"')).toBeLessThan(page.text.indexOf('as="script"'));
    // What each page reads first, as the person's role lets them (standing sign-ups for members).
    expect(fetches((await browser.get('/my-signups', html)).text)).toEqual([
      '/api/signups',
      '/api/me/calendar-feed',
      '/api/me/subscriptions',
    ]);
    // A page the member may not use, an address with a query, a page of the shell, signed out: none.
    expect(fetches((await browser.get('/club-admin', html)).text)).toEqual([]);
    expect(fetches((await browser.get('/events?from=mail', html)).text)).toEqual([]);
    expect(fetches((await browser.get('/login', html)).text)).toEqual([]);
    expect(fetches((await t.client(club.subdomain).get('/events', html)).text)).toEqual([]);
  });

  it('preloads the first reads by role: a guest’s My Sign-ups without standing sign-ups, the club admin page and the header’s count for staff', async () => {
    const club = await createClub(t.db);
    const as = async (role: 'clubguest' | 'clubadmin') => (await browserAs(t, club, role)).browser;
    const guest = await as('clubguest');
    // A guest may not sign up: no standing sign-ups asked beside the events.
    expect(fetches((await guest.get('/events', html)).text)).toEqual(['/api/events?limit=30']);
    expect(fetches((await guest.get('/my-signups', html)).text)).toEqual([
      '/api/signups',
      '/api/me/calendar-feed',
    ]);
    const admin = await as('clubadmin');
    // Then the header's count of requests to join, for those who manage users, on every page.
    expect(fetches((await admin.get('/club-admin', html)).text)).toEqual([
      '/api/club-users?limit=50',
      '/api/club',
      '/api/club/settings',
      '/api/club/join-requests',
    ]);
    expect(fetches((await admin.get('/events', html)).text)).toEqual([
      '/api/events?limit=30',
      '/api/me/subscriptions',
      '/api/club/join-requests',
    ]);
    // Asked once where the page reads it too.
    expect(fetches((await admin.get('/join-requests', html)).text)).toEqual([
      '/api/club/join-requests',
      '/api/club',
    ]);
    expect(fetches((await admin.get('/club-admin?tab=settings', html)).text)).toEqual([]);
  });

  it('makes Intl ready on a remote page with one inline script, which the CSP allows by its hash', async () => {
    const club = await createClub(t.db);
    const page = await t.client(club.subdomain).get('/events', html);
    const scripts = [...page.text.matchAll(/<script>(.*?)<\/script>/g)].map(([, text]) => text);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('Intl.DateTimeFormat');
    // At the end of the body: the head's preloads are on their way first.
    expect(page.text.indexOf('<script>')).toBeGreaterThan(page.text.indexOf('<div id="root">'));
    const hash = createHash('sha256').update(scripts[0]).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // The shell's own pages need no Intl at once.
    expect((await t.client(club.subdomain).get('/login', html)).text).not.toContain('<script>');
  });

  it('serves the page without the session check when the club is unknown (the shell asks, and explains)', async () => {
    const page = await t.client('no-such-club').get('/events', html);
    expect(page.status).toBe(200);
    expect(pageData(page.text)).toEqual({ remotes: expect.any(Object), session: false });
  });

  it('preloads what each route needs: the shell first, then the remote page with the shared modules it takes', async () => {
    const club = await createClub(t.db);
    const page = async (path: string) => preloads((await t.client(club.subdomain).get(path, html)).text);
    const shellStart = ['script /bootstrap.11111111.js', 'script /react.33333333.js'];
    expect(await page('/')).toEqual(shellStart);
    expect(await page('/login')).toEqual(shellStart);
    expect(await page('/events')).toEqual([
      ...shellStart,
      'script /remotes/member/remoteEntry.5e6f7a8b.js',
      'script /remotes/member/__federation_expose_EventsPage.55555555.js',
      'script /button.44444444.js',
      'style /button.44444444.css',
      'script /remotes/member/tag.99999999.js',
    ]);
    expect(await page('/events/3f2b/edit')).toEqual([
      ...shellStart,
      'script /remotes/member/remoteEntry.5e6f7a8b.js',
      'script /remotes/member/__federation_expose_EditEventPage.66666666.js',
    ]);
    // A remote that is not deployed here: the shell's part only (its page explains).
    expect(await page('/club-admin')).toEqual(shellStart);
  });

  it('preloads the Dutch catalogues for a reader who will see Dutch, as the shell decides the language', async () => {
    const club = await createClub(t.db);
    // After the page's scripts, at low priority: they are needed only once those run.
    const dutchFiles = [
      'script /common-nl.0a0a0a0a.js (low)',
      'script /shell-nl.0b0b0b0b.js (low)',
      'script /remotes/member/member-nl.0c0c0c0c.js (low)',
      'script /remotes/member/member-play-nl.0d0d0d0d.js (low)',
    ];
    const dutchOf = (page: { text: string }) => preloads(page.text).filter((p) => p.includes('-nl.'));
    const asking = (language: string) => ({ headers: { ...html.headers, 'accept-language': language } });
    // Signed out: the browser's language, else the club's default (English here).
    const events = (language: string) => t.client(club.subdomain).get('/events', asking(language));
    const dutchPage = preloads((await events('nl-NL,nl;q=0.9,en;q=0.5')).text);
    expect(dutchPage.slice(-dutchFiles.length)).toEqual(dutchFiles);
    expect(dutchOf(await events('en-GB,en;q=0.9'))).toEqual([]);
    expect(dutchOf(await events('de-DE'))).toEqual([]);
    // The shell's own pages: the shell's catalogues only.
    const login = await t.client(club.subdomain).get('/login', asking('nl'));
    expect(dutchOf(login)).toEqual(dutchFiles.slice(0, 2));
    // A club whose default is Dutch, for a browser in neither language.
    await t.db.query(`UPDATE clubs SET default_locale = 'nl' WHERE id = $1`, [club.id]);
    expect(dutchOf(await events('de-DE'))).toEqual(dutchFiles);
    await t.db.query(`UPDATE clubs SET default_locale = 'en' WHERE id = $1`, [club.id]);
    // Signed in, the person's own choice wins over the browser's, both ways.
    const { user: member, browser } = await browserAs(t, club, 'clubmember');
    const setLocale = (locale: string) =>
      t.db.query(`UPDATE club_memberships SET locale = $1 WHERE user_id = $2 AND club_id = $3`, [
        locale,
        member.id,
        club.id,
      ]);
    await setLocale('nl');
    expect(dutchOf(await browser.get('/events', asking('en-GB')))).toEqual(dutchFiles);
    await setLocale('en');
    expect(dutchOf(await browser.get('/events', asking('nl-NL')))).toEqual([]);
    // The page depends on the language: a cache must not hand one reader's page to another.
    expect(String((await events('nl')).headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(['Cookie', 'Accept-Language']),
    );
  });

  it('serves the plain shell page when a build file it is made from is broken, and stays up', async () => {
    const club = await createClub(t.db);
    const file = join(dist, 'shell/preloads.json');
    writeFileSync(file, JSON.stringify({ groups: { bootstrap: { files: null, consumes: [] } }, shared: {} }));
    try {
      // The page reads a changed build file at most once a second.
      const page = await waitFor('the broken file to be read', async () => {
        const res = await t.client(club.subdomain).get('/events', html);
        return pageData(res.text) === null ? res : undefined;
      });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect((await t.client(club.subdomain).get('/api/health')).status).toBe(200);
    } finally {
      writeFileSync(file, JSON.stringify(SHELL_PRELOADS));
    }
  });

  it('serves the shell on the apex host and on an unknown club (the page explains)', async () => {
    expect((await t.client(null).get('/', html)).status).toBe(200);
    expect((await t.client('no-such-club').get('/events', html)).status).toBe(200);
  });

  it('lists the remotes in /remotes.json and serves them under /remotes/<name>/', async () => {
    const manifest = await t.client(null).get('/remotes.json');
    expect(manifest.body).toEqual({ member: '/remotes/member/mf-manifest.json' });
    const entry = await t.client(null).get('/remotes/member/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await t.client(null).get('/remotes/member/missing.js')).status).toBe(404);
  });

  it('caches content-hashed chunks for a year', async () => {
    const res = await t.client(null).get('/140.61286d4f.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.client(null).get('/main.js')).headers['cache-control']).toBe('no-cache');
    // Entry files are content-hashed too: the page names the current ones, so they never change.
    for (const path of ['/main.1a2b3c4d.js', '/remotes/member/remoteEntry.5e6f7a8b.js'])
      expect([path, (await t.client(null).get(path)).headers['cache-control']]).toEqual([
        path,
        'public, max-age=31536000, immutable',
      ]);
  });

  it('never serves source maps or the federation build stats, whatever the Accept header', async () => {
    for (const path of [
      '/main.js.map',
      '/remotes/member/remoteEntry.js.map',
      '/remotes/member/mf-manifest-stats.json',
      '/MAIN.JS.MAP',
      '/preloads.json',
      '/remotes/member/preloads.json',
    ]) {
      for (const accept of [{}, html]) {
        const res = await t.client(null).get(path, accept);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.text).not.toContain('builder');
      }
    }
  });

  it('leaves /api to the API', async () => {
    const res = await t.client(null).get('/api/nothing-here', html);
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('names a redeployed remote in the page without a restart', async () => {
    const manifest = join(dist, 'member/mf-manifest.json');
    const redeployed = {
      ...MEMBER_MANIFEST,
      metaData: { remoteEntry: { name: 'remoteEntry.9a9a9a9a.js', path: '', type: 'global' } },
    };
    writeFileSync(manifest, JSON.stringify(redeployed));
    try {
      // Build files are looked at no more than once a second: the page follows within it.
      await waitFor(
        'the redeployed remote in the page',
        async () => {
          const page = await t.client(null).get('/events', html);
          return pageData(page.text).remotes.member === '/remotes/member/remoteEntry.9a9a9a9a.js'
            ? true
            : undefined;
        },
        5000,
        100,
      );
    } finally {
      writeFileSync(manifest, JSON.stringify(MEMBER_MANIFEST));
    }
  });

  it('honours a deployment remotes.json (a remote on another host)', async () => {
    writeFileSync(
      join(dist, 'remotes.json'),
      JSON.stringify({
        'system-admin': 'https://admin.example.org/mf-manifest.json',
        member: 'https://m.example.org/</script><script>alert(1)</script>',
      }),
    );
    const other = await startApp({ FRONTEND_DIST: dist });
    try {
      expect((await other.client(null).get('/remotes.json')).body).toEqual({
        'system-admin': 'https://admin.example.org/mf-manifest.json',
        member: 'https://m.example.org/</script><script>alert(1)</script>',
      });
      // The page carries the same, as JSON that cannot end its <script> element; no preloads
      // for a remote served elsewhere.
      const page = await other.client(null).get('/system-admin', html);
      expect(page.text).not.toContain('<script>alert(1)');
      expect(page.text).toContain('\\u003c/script\\u003e');
      expect(pageData(page.text).remotes).toEqual({
        'system-admin': 'https://admin.example.org/mf-manifest.json',
        member: 'https://m.example.org/</script><script>alert(1)</script>',
      });
      expect(preloads(page.text)).not.toContainEqual(expect.stringContaining('admin.example.org'));
    } finally {
      await other.close();
      rmSync(join(dist, 'remotes.json'));
    }
  });
});
