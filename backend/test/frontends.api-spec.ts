import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClub } from './support/factories';
import { startApp, type TestApp } from './support/test-app';

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
      '<!doctype html><title>Courtside</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'shell/main.js'), 'console.log("shell")');
    writeFileSync(join(dist, 'shell/140.61286d4f.js'), 'console.log("chunk")');
    writeFileSync(join(dist, 'member/mf-manifest.json'), '{"name":"member"}');
    writeFileSync(join(dist, 'member/remoteEntry.js'), 'console.log("remote")');
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
      expect(res.headers['cache-control']).toBe('no-cache');
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
  });

  it('never serves source maps or the federation build stats, whatever the Accept header', async () => {
    for (const path of [
      '/main.js.map',
      '/remotes/member/remoteEntry.js.map',
      '/remotes/member/mf-manifest-stats.json',
      '/MAIN.JS.MAP',
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

  it('honours a deployment remotes.json (a remote on another host)', async () => {
    writeFileSync(
      join(dist, 'remotes.json'),
      JSON.stringify({ 'system-admin': 'https://admin.example.org/mf-manifest.json' }),
    );
    const other = await startApp({ FRONTEND_DIST: dist });
    try {
      expect((await other.client(null).get('/remotes.json')).body).toEqual({
        'system-admin': 'https://admin.example.org/mf-manifest.json',
      });
    } finally {
      await other.close();
      rmSync(join(dist, 'remotes.json'));
    }
  });
});
