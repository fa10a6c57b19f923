import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { waitFor } from './ports';

/** The repository's nginx config, the one operators install. */
export const REPO_NGINX_CONF = join(__dirname, '../../../infra/nginx/courtside.conf');

/** Debian's nginx, found (or installed) by `npm test` and passed as NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Where Debian's libnginx-mod-* packages put nginx's dynamic modules. */
export const NGINX_MODULES = process.env.NGINX_MODULES_PATH || '/usr/lib/nginx/modules';

/**
 * The `load_module` lines the config needs at nginx's top level: Debian's packages put them in
 * /etc/nginx/modules-enabled, which a config of our own does not include.
 */
export function moduleLines(conf: string): string {
  const withoutComments = conf.replace(/#.*/g, '');
  if (!/^\s*brotli\w*\s/m.test(withoutComments)) return '';
  return ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
    .map((file) => {
      const path = join(NGINX_MODULES, file);
      if (!existsSync(path))
        throw new Error(
          `The nginx config uses brotli and ${path} is missing: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (or set NGINX_MODULES_PATH)`,
        );
      return `load_module ${path};`;
    })
    .join('\n');
}

interface Block {
  /** The text from the directive's name to its closing brace. */
  text: string;
  start: number;
  end: number;
}

/** Top-level `name ... { ... }` blocks of an nginx config (comments skipped when matching braces). */
function topLevelBlocks(conf: string, name: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < conf.length; i++) {
    const c = conf[i];
    if (c === '#') {
      i = conf.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '{') {
      if (depth === 0) {
        const lineStart = conf.lastIndexOf('\n', i) + 1;
        start = conf.slice(lineStart, i).trim().split(/\s+/)[0] === name ? lineStart : -1;
      }
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0 && start >= 0) {
        blocks.push({ text: conf.slice(start, i + 1), start, end: i + 1 });
        start = -1;
      }
    }
  }
  return blocks;
}

export interface LoopbackNginxOptions {
  /** Where nginx listens, on 127.0.0.1, plain HTTP. */
  listenPort: number;
  /** The backend replicas' ports on 127.0.0.1. */
  upstreamPorts: number[];
  /** The domain the backends serve (APP_DOMAIN), in place of courtside.example. */
  domain: string;
  /** Folder for the pid file, logs and temp files. */
  prefix: string;
}

/**
 * A loopback variant of the repository's nginx config, generated from the real file so that a
 * change to it is what the tests exercise: its top-level directives, its upstream block (every
 * setting kept: keepalive, keepalive_timeout, and no proxy_next_upstream of its own), with the
 * replicas' ports as servers, and its HTTPS server block (every proxy_set_header, timeout and
 * limit kept), listening on a local port without TLS and serving the test domain.
 */
export function loopbackNginxConfig(conf: string, options: LoopbackNginxOptions): string {
  const [upstream] = topLevelBlocks(conf, 'upstream');
  if (!upstream) throw new Error('The nginx config has no upstream block');
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  let replaced = false;
  const upstreamText = upstream.text
    .split('\n')
    .flatMap((line) => {
      if (!/^\s*server\s+[^;]+;/.test(line)) return [line];
      if (replaced) return [];
      replaced = true;
      return [servers];
    })
    .join('\n');

  const https = topLevelBlocks(conf, 'server').find((b) =>
    /^\s*listen\s+443\s+ssl(\s+http2)?;/m.test(b.text),
  );
  if (!https) throw new Error('The nginx config has no HTTPS server block');
  const escapedDomain = options.domain.replace(/\./g, '\\.');
  const serverText = https.text
    .split('\n')
    .filter((line) => !/^\s*(listen|ssl_\w+)\s/.test(line))
    .join('\n')
    .replace(/^(\s*server\s*\{)/, `$1\n    listen 127.0.0.1:${options.listenPort};`)
    .replace(/courtside\\\.example/g, escapedDomain)
    .replace(/courtside\.example/g, options.domain);

  // Simple directives outside any block (server_tokens ...), in the order the file has them.
  let outside = conf;
  for (const block of [...topLevelBlocks(conf, 'upstream'), ...topLevelBlocks(conf, 'server')].sort(
    (a, b) => b.start - a.start,
  ))
    outside = outside.slice(0, block.start) + outside.slice(block.end);
  const directives = outside
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .join('\n  ');

  const p = options.prefix;
  return `# Generated by backend/test/support/nginx.ts from infra/nginx/courtside.conf
${moduleLines(conf)}
worker_processes 1;
pid ${p}/nginx.pid;
error_log ${p}/error.log warn;
events { worker_connections 4096; }
http {
  log_format replicas '$request_method $status $upstream_addr $upstream_status $request_time';
  access_log ${p}/access.log replicas;
  client_body_temp_path ${p}/client_body;
  proxy_temp_path ${p}/proxy;
  fastcgi_temp_path ${p}/fastcgi;
  uwsgi_temp_path ${p}/uwsgi;
  scgi_temp_path ${p}/scgi;
  ${directives}

${upstreamText}

${serverText}
}
`;
}

export interface EdgeNginxOptions {
  /** Where the HTTPS (HTTP/2) and the plain HTTP listeners go, on 127.0.0.1. */
  httpsPort: number;
  httpPort: number;
  upstreamPorts: number[];
  domain: string;
  /** A certificate and key for the domain and its subdomains (PEM files). */
  certificate: string;
  key: string;
  prefix: string;
}

/**
 * The repository's nginx config as it is, TLS and HTTP/2 included, with only what a test machine
 * needs changed: its listeners on local ports (no IPv6), the test's certificate, the replicas'
 * ports as upstream servers and the test domain, wrapped in a minimal nginx.conf.
 */
export function edgeNginxConfig(conf: string, options: EdgeNginxOptions): string {
  const [upstream] = topLevelBlocks(conf, 'upstream');
  if (!upstream) throw new Error('The nginx config has no upstream block');
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  let replaced = false;
  const upstreamText = upstream.text
    .split('\n')
    .flatMap((line) => {
      if (!/^\s*server\s+[^;]+;/.test(line)) return [line];
      if (replaced) return [];
      replaced = true;
      return [servers];
    })
    .join('\n');
  const escapedDomain = options.domain.replace(/\./g, '\\.');
  const edited = (conf.slice(0, upstream.start) + upstreamText + conf.slice(upstream.end))
    .split('\n')
    .filter((line) => !/^\s*listen\s+\[::\]/.test(line))
    .map((line) =>
      line
        .replace(/^(\s*listen\s+)443(\s)/, `$1127.0.0.1:${options.httpsPort}$2`)
        .replace(/^(\s*listen\s+)80([\s;])/, `$1127.0.0.1:${options.httpPort}$2`)
        .replace(/^(\s*ssl_certificate\s+)\S+;/, `$1${options.certificate};`)
        .replace(/^(\s*ssl_certificate_key\s+)\S+;/, `$1${options.key};`),
    )
    .join('\n')
    .replace(/courtside\\\.example/g, escapedDomain)
    .replace(/courtside\.example/g, options.domain);
  const p = options.prefix;
  return `# Generated by backend/test/support/nginx.ts from infra/nginx/courtside.conf
${moduleLines(conf)}
worker_processes 1;
pid ${p}/nginx.pid;
error_log ${p}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${p}/access.log;
  client_body_temp_path ${p}/client_body;
  proxy_temp_path ${p}/proxy;
  fastcgi_temp_path ${p}/fastcgi;
  uwsgi_temp_path ${p}/uwsgi;
  scgi_temp_path ${p}/scgi;
${edited}
}
`;
}

export interface NginxProcess {
  port: number;
  prefix: string;
  /** nginx's error log so far. */
  errorLog(): string;
  /** One line per request: method, status, upstream address(es) and status(es), seconds. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** Starts Debian's nginx as the test's own process, in the foreground, with `config`. */
export function startNginx(
  options: Omit<LoopbackNginxOptions, 'prefix'>,
  conf = readFileSync(REPO_NGINX_CONF, 'utf8'),
): Promise<NginxProcess> {
  return startNginxWith(options.listenPort, (prefix) => loopbackNginxConfig(conf, { ...options, prefix }));
}

/** Starts Debian's nginx with the config `render` writes for a fresh prefix; ready once `port` listens. */
export async function startNginxWith(
  port: number,
  render: (prefix: string) => string,
): Promise<NginxProcess> {
  const options = { listenPort: port };
  const prefix = mkdtempSync(join(tmpdir(), 'courtside-nginx-'));
  // nginx's workers run as an unprivileged user when the tests run as root.
  chmodSync(prefix, 0o755);
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, render(prefix));
  let output = '';
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', prefix, '-c', confPath, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const read = (name: string) => {
    try {
      return readFileSync(join(prefix, name), 'utf8');
    } catch {
      return '';
    }
  };
  const errorLog = () => read('error.log');
  try {
    await waitFor(
      'nginx to listen',
      () =>
        new Promise<true | undefined>((resolve) => {
          if (child.exitCode !== null) throw new Error(`nginx exited: ${output}${errorLog()}`);
          const socket = connect(options.listenPort, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(undefined));
        }),
      10_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}${errorLog()}`);
  }
  return {
    port: options.listenPort,
    prefix,
    errorLog,
    accessLog: () => read('access.log'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
