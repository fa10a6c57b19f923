import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createClub, type TestClub } from './support/factories';
import { edgeNginxConfig, REPO_NGINX_CONF, startNginxWith, type NginxProcess } from './support/nginx';
import { freePort } from './support/ports';
import { startApp, type TestApp } from './support/test-app';

/**
 * The edge as operators run it: infra/nginx/courtside.conf as it is (TLS, HTTP/2, gzip and
 * brotli from Debian's module packages) on local ports with a throwaway certificate, in front of
 * the backend serving a stand-in build with precompressed files.
 */
describe('the nginx edge: HTTP/2 and compression', () => {
  let t: TestApp;
  let nginx: NginxProcess;
  let club: TestClub;
  let work: string;
  let httpPort: number;
  let session: ClientHttp2Session;
  const mainJs = `console.log(${JSON.stringify('shell '.repeat(500))});`;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'courtside-edge-'));
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'shell'), { recursive: true });
    writeFileSync(
      join(dist, 'shell/index.html'),
      '<!doctype html><title>Courtside</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'shell/main.js'), mainJs);
    writeFileSync(join(dist, 'shell/main.js.br'), brotliCompressSync(mainJs));
    writeFileSync(join(dist, 'shell/main.js.gz'), gzipSync(mainJs));
    const [certificate, key] = [join(work, 'cert.pem'), join(work, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'ignore' },
    );
    t = await startApp({ FRONTEND_DIST: dist, TRUST_PROXY: 'true' });
    club = await createClub(t.db);
    const httpsPort = await freePort();
    httpPort = await freePort();
    const conf = readFileSync(REPO_NGINX_CONF, 'utf8');
    nginx = await startNginxWith(httpsPort, (prefix) =>
      edgeNginxConfig(conf, {
        httpsPort,
        httpPort,
        upstreamPorts: [t.port],
        domain: 'localhost',
        certificate,
        key,
        prefix,
      }),
    );
    session = connect(`https://127.0.0.1:${httpsPort}`, {
      servername: `${club.subdomain}.localhost`,
      rejectUnauthorized: false,
    });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
  });
  afterAll(async () => {
    session?.close();
    await nginx?.stop();
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      const stream = session.request({
        ':method': 'GET',
        ':path': path,
        ':authority': `${club.subdomain}.localhost:${nginx.port}`,
        ...headers,
      });
      let answer: IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => (answer = h));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        resolve({ status: Number(answer[':status']), headers: answer, raw: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
      stream.end();
    });
  }

  it('speaks HTTP/2 over TLS', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
  });

  it("passes the backend's brotli JSON through, encoded once, with Vary", async () => {
    const res = await get('/api/docs-json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.raw).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('passes the precompressed build files through byte for byte', async () => {
    const res = await get('/main.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.raw.equals(readFileSync(join(work, 'dist/shell/main.js.br')))).toBe(true);
    const plain = await get('/main.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(mainJs);
  });

  it('sends plain HTTP to HTTPS', async () => {
    const res = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: httpPort,
          path: '/events',
          headers: { host: `${club.subdomain}.localhost` },
        },
        (r) => {
          r.resume();
          resolve({ status: r.statusCode ?? 0, location: r.headers.location });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res).toEqual({ status: 301, location: `https://${club.subdomain}.localhost/events` });
  });
});
