import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createClub, createClubUser, createEvent, type TestClub } from './support/factories';
import { loginToClub } from './support/login';
import { startApp, type TestApp } from './support/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (still encoded). */
  raw: Buffer;
}

/** A GET with exactly these headers; the body is kept as raw bytes (nothing decodes it). */
function get(port: number, host: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.raw);
  if (coding === 'gzip') return gunzipSync(answer.raw);
  if (coding === undefined) return answer.raw;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

const vary = (answer: Answer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

/** What Chromium sends. */
const CHROME = 'gzip, deflate, br, zstd';

describe('compressed answers: JSON from the API', () => {
  let t: TestApp;
  let club: TestClub;
  let cookie: string;
  let host: string;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    host = `${club.subdomain}.localhost`;
    for (let i = 0; i < 12; i++)
      await createEvent(t.db, club, { inDays: 1 + i, name: `Club night number ${i}` });
    const member = await createClubUser(t.db, club, 'clubmember');
    const client = await loginToClub(t.client(club.subdomain), member.email);
    cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(() => t.close());

  const events = (acceptEncoding?: string) =>
    get(t.port, host, '/api/events', {
      cookie,
      accept: 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    });

  it('answers in brotli when the browser accepts it, the same JSON as uncompressed, with Vary', async () => {
    const plain = await events();
    expect(plain.status).toBe(200);
    expect(plain.raw.length).toBeGreaterThan(1024);
    const br = await events(CHROME);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(vary(br)).toContain('accept-encoding');
    // Caching rules of API.md section 1 survive compression.
    expect(vary(br)).toContain('cookie');
    expect(br.headers['cache-control']).toBe('private, no-cache');
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(JSON.parse(decode(br).toString('utf8'))).toEqual(JSON.parse(plain.raw.toString('utf8')));
  });

  it('answers in gzip when only gzip is accepted, or brotli is refused', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const gz = await events(accepted);
      expect([accepted, gz.headers['content-encoding']]).toEqual([accepted, 'gzip']);
      expect(vary(gz)).toContain('accept-encoding');
      expect(JSON.parse(decode(gz).toString('utf8')).data).toHaveLength(12);
    }
  });

  it('answers uncompressed when no coding is accepted, still with Vary', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0', 'compress']) {
      const plain = await events(accepted);
      expect([accepted, plain.headers['content-encoding']]).toEqual([accepted, undefined]);
      expect(vary(plain)).toContain('accept-encoding');
      expect(JSON.parse(plain.raw.toString('utf8')).data).toHaveLength(12);
    }
  });

  it('leaves small answers (1 KB and under) as they are', async () => {
    const small = await get(t.port, host, '/api/health/live', { 'accept-encoding': CHROME });
    expect(small.status).toBe(200);
    expect(small.raw.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses other large answers too (the OpenAPI document)', async () => {
    const docs = await get(t.port, 'localhost', '/api/docs-json', { 'accept-encoding': 'gzip' });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(docs).toString('utf8')).openapi).toMatch(/^3\./);
  });
});

/** The backend serving a stand-in build with the variants frontends/webpack.wire.js writes. */
describe('compressed answers: precompressed static files', () => {
  let t: TestApp;
  let dist: string;
  const mainJs = `console.log(${JSON.stringify('shell '.repeat(400))});`;
  const chunkJs = `export const chunk = ${JSON.stringify('chunk '.repeat(400))};`;
  const remoteJs = `var remote = ${JSON.stringify('remote '.repeat(400))};`;
  const css = `body { margin: 0 } ${'.a { color: red } '.repeat(200)}`;

  /** Writes `name`, and its .br and .gz as the build does. */
  function asset(path: string, text: string, variants = true) {
    writeFileSync(join(dist, path), text);
    if (!variants) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text, { level: 9 }));
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'courtside-dist-'));
    mkdirSync(join(dist, 'shell'));
    mkdirSync(join(dist, 'member'));
    writeFileSync(
      join(dist, 'shell/index.html'),
      '<!doctype html><title>Courtside</title><div id="root"></div>',
    );
    asset('shell/main.js', mainJs);
    asset('shell/140.61286d4f.js', chunkJs);
    asset('shell/styles.1a2b3c4d.css', css);
    asset('shell/plain.js', mainJs, false);
    asset('shell/robots.txt', 'User-agent: *\nDisallow: /api/\n', false);
    asset('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
    asset('member/mf-manifest.json', JSON.stringify({ name: 'member', pad: 'x'.repeat(2000) }));
    asset('member/remoteEntry.js', remoteJs);
    writeFileSync(join(dist, 'shell/main.js.map'), '{"sources":["/home/builder/src/secret.ts"]}');
    t = await startApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const fetchAsset = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    get(t.port, 'localhost', path, {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    });

  it('serves the brotli file the build wrote, with the original type, its own length and ETag, and Vary', async () => {
    const br = await fetchAsset('/main.js', CHROME);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(vary(br)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    // The very bytes of main.js.br, not a new compression of main.js.
    expect(br.raw.equals(readFileSync(join(dist, 'shell/main.js.br')))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.raw.length);
    expect(decode(br).toString('utf8')).toBe(mainJs);

    const gz = await fetchAsset('/main.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.raw.equals(readFileSync(join(dist, 'shell/main.js.gz')))).toBe(true);
    expect(Number(gz.headers['content-length'])).toBe(gz.raw.length);
    expect(decode(gz).toString('utf8')).toBe(mainJs);

    const plain = await fetchAsset('/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(vary(plain)).toContain('accept-encoding');
    expect(plain.raw.toString('utf8')).toBe(mainJs);

    // One ETag per representation: a cache never answers a gzip request with brotli bytes.
    const etags = [br, gz, plain].map((a) => a.headers.etag);
    expect(etags.every(Boolean)).toBe(true);
    expect(new Set(etags).size).toBe(3);
  });

  it('revalidates a precompressed file with its ETag (304)', async () => {
    const first = await fetchAsset('/main.js', CHROME);
    const again = await fetchAsset('/main.js', CHROME, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('keeps the cache rules: content-hashed chunks immutable, remotes and manifests revalidated', async () => {
    const chunk = await fetchAsset('/140.61286d4f.js', CHROME);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(chunk).toString('utf8')).toBe(chunkJs);

    const styles = await fetchAsset('/styles.1a2b3c4d.css', 'gzip');
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(styles.headers['content-encoding']).toBe('gzip');
    expect(decode(styles).toString('utf8')).toBe(css);

    const entry = await fetchAsset('/remotes/member/remoteEntry.js', CHROME);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(decode(entry).toString('utf8')).toBe(remoteJs);

    const manifest = await fetchAsset('/remotes/member/mf-manifest.json', CHROME);
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(manifest).toString('utf8')).name).toBe('member');
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const head = await get(t.port, 'localhost', '/main.js', { 'accept-encoding': CHROME }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(readFileSync(join(dist, 'shell/main.js.br')).length);
    expect(head.raw.length).toBe(0);
  });

  it('compresses on the fly a text file the build left without variants', async () => {
    const br = await fetchAsset('/plain.js', CHROME);
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode(br).toString('utf8')).toBe(mainJs);
  });

  it('still never serves source maps, whatever is accepted', async () => {
    writeFileSync(join(dist, 'shell/main.js.map.br'), brotliCompressSync('{"sources":["/home/builder"]}'));
    for (const path of ['/main.js.map', '/main.js.map.br']) {
      const res = await fetchAsset(path, CHROME);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('refuses paths out of the build folder, compressed or not', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd.txt', '/remotes/member/..%2f..%2fshell%2fmain.js']) {
      const res = await fetchAsset(path, CHROME);
      expect([path, res.headers['content-encoding']]).toEqual([path, undefined]);
      expect(res.raw.toString('utf8')).not.toContain('shell shell');
    }
  });

  it('caches the favicon and robots.txt for a day', async () => {
    for (const path of ['/favicon.svg', '/robots.txt']) {
      const res = await fetchAsset(path);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'public, max-age=86400']);
    }
    expect((await fetchAsset('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  });
});
