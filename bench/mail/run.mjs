// `npm run bench:mail`: mail throughput of the pipeline, the old settings against the defaults.
//
// The built backend runs as a real `--worker` process (backend/dist/main.js --worker), fed
// login-link jobs added straight to its BullMQ queue (same REDIS_PREFIX), sending to an SMTP
// server inside this script (smtp-server: a mail catcher such as maildev would measure itself).
// The jobs are test-mode login links (`link` set, as MAGIC_LINK_TEST_MODE queues them) for a
// seeded club, so each costs the worker what a real one does minus issuing the token: one small
// club lookup, rendering, SMTP. The clock runs from the first mail the server receives to the
// last, so the process's boot is not counted.
//
//   old:      MAIL_WORKER_CONCURRENCY=1, SMTP_POOL_SIZE=1, SMTP_URL ...?pool=false&noDelay=false:
//             one mail at a time, each over a new connection of nodemailer's own (its unpooled
//             transport, Nagle's algorithm on): how the pipeline sent before it had a pool.
//   defaults: MAIL_WORKER_CONCURRENCY and SMTP_POOL_SIZE at their defaults (8 over 5 kept-open
//             connections, Nagle off).
//
// A third run, reported but not judged, shows what concurrency and the pool give on their own
// (SMTP_URL ...?noDelay=false: nodemailer's sockets, Nagle on).
//
// Options: --mails <n> (per run of the new settings, default 2000), --old-mails <n> (default 400,
// the old settings being slow), --target <ratio> (default 5), --skip-build.
// Exits non-zero when the defaults are not at least `target` times as fast.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import pg from 'pg';
import { NX_ENV, run } from '../../scripts/lib/run.mjs';
import { checkServices } from '../../scripts/lib/services.mjs';
import { greetAtOnce, log, startSmtpSink } from '../lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = join(ROOT, 'backend/dist/main.js');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'courtside_bench_mail';
const DATABASE_URL = `${PG_URL}/${DATABASE}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const { values: opts } = parseArgs({
  options: {
    mails: { type: 'string', default: '2000' },
    'old-mails': { type: 'string', default: '400' },
    target: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const TARGET = Number(opts.target);

greetAtOnce();

/** An SMTP server that counts what it receives, per recipient, and when. */
async function startSink() {
  const sink = { received: 0, recipients: new Map(), first: 0, last: 0, waiters: [] };
  const server = await startSmtpSink((recipients) => {
    const now = performance.now();
    if (sink.received === 0) sink.first = now;
    sink.last = now;
    sink.received += 1;
    for (const address of recipients) sink.recipients.set(address, (sink.recipients.get(address) ?? 0) + 1);
    sink.waiters = sink.waiters.filter((w) => !w());
  });
  return {
    port: server.port,
    stats: sink,
    reset() {
      Object.assign(sink, { received: 0, recipients: new Map(), first: 0, last: 0 });
    },
    /** Resolves once `count` mails arrived; rejects when none arrives for `idleMs`. */
    waitFor(count, idleMs = 30_000) {
      return new Promise((ok, fail) => {
        let seen = sink.received;
        const timer = setInterval(() => {
          if (sink.received === seen) {
            clearInterval(timer);
            fail(new Error(`only ${sink.received} of ${count} mails arrived (none for ${idleMs / 1000} s)`));
          }
          seen = sink.received;
        }, idleMs);
        const done = () => {
          if (sink.received < count) return false;
          clearInterval(timer);
          ok();
          return true;
        };
        if (!done()) sink.waiters.push(done);
      });
    },
    close: server.close,
  };
}

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const code = await run(process.execPath, [MAIN, 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'error' },
  });
  if (code !== 0) throw new Error('migrations failed');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query(
      `INSERT INTO clubs (name, subdomain) VALUES ('Bench Lawn Tennis Club', 'bench') RETURNING id`,
    );
    return rows[0].id;
  } finally {
    await db.end();
  }
}

function redisConnection() {
  const url = new URL(REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Starts `main.js --worker`; resolves once its mail worker runs. */
async function startWorker(env) {
  let output = '';
  const child = spawn(process.execPath, [MAIN, '--worker'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // Production: JSON logs, no test mode. The local Redis runs without AOF: accepted here.
      NODE_ENV: 'production',
      REDIS_ACCEPT_DATA_LOSS: 'true',
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      DATABASE_URL,
      REDIS_URL,
      APP_DOMAIN: 'localhost',
      METRICS_PORT: '0',
      LOG_LEVEL: 'log',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((ok) => child.once('exit', (code) => ok(code)));
  const deadline = Date.now() + 30_000;
  while (!output.includes('Mail worker running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One measurement: `count` login-link mails through a fresh worker with `env`. */
async function measure(name, count, env, sink, clubId) {
  const prefix = `courtside-bench-mail:${process.pid}:${name}`;
  const queue = new Queue('mail', { connection: redisConnection(), prefix: `${prefix}:bull` });
  await queue.obliterate({ force: true });
  const requestedAt = Date.now();
  const jobs = Array.from({ length: count }, (_, i) => ({
    name: 'login-link',
    data: {
      flow: 'club',
      clubId,
      email: `member-${i}@bench.test`,
      link: `http://bench.localhost:3000/auth/verify?token=bench-${name}-${i}`,
      requestedAt,
    },
    opts: { attempts: 3, removeOnComplete: true, removeOnFail: false },
  }));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  sink.reset();
  const worker = await startWorker({ REDIS_PREFIX: prefix, ...env(sink.port) });
  try {
    await sink.waitFor(count);
  } finally {
    await worker.stop();
  }
  const failed = await queue.getFailedCount();
  await queue.obliterate({ force: true });
  await queue.close();
  const { received, recipients, first, last } = sink.stats;
  const twice = [...recipients.values()].filter((n) => n > 1).length;
  if (received !== count || recipients.size !== count || twice || failed)
    throw new Error(
      `${name}: ${received} mails to ${recipients.size} addresses, ${twice} twice, ${failed} failed`,
    );
  const seconds = (last - first) / 1000;
  return { name, count, seconds, rate: (count - 1) / seconds };
}

async function main() {
  if (!(await checkServices({ databaseUrl: `${PG_URL}/postgres`, redisUrl: REDIS_URL }))) process.exit(1);
  if (!opts['skip-build']) {
    log('Building the backend (npx nx run backend:build)...');
    const code = await run('npx', ['nx', 'run', 'backend:build', '--outputStyle=static'], {
      cwd: ROOT,
      env: NX_ENV,
    });
    if (code !== 0) throw new Error('the backend build failed');
  }
  const clubId = await prepareDatabase();
  const sink = await startSink();
  try {
    log(`Mail pipeline: --worker process, in-process SMTP server on port ${sink.port}\n`);
    const old = await measure(
      'old',
      Number(opts['old-mails']),
      (port) => ({
        MAIL_WORKER_CONCURRENCY: '1',
        SMTP_POOL_SIZE: '1',
        SMTP_URL: `smtp://127.0.0.1:${port}/?pool=false&noDelay=false`,
      }),
      sink,
      clubId,
    );
    // For the record: concurrency and the pool alone, on nodemailer's own sockets (Nagle on).
    const pooledOnly = await measure(
      'pooled-nagle',
      Number(opts.mails),
      (port) => ({ SMTP_URL: `smtp://127.0.0.1:${port}/?noDelay=false` }),
      sink,
      clubId,
    );
    const current = await measure(
      'defaults',
      Number(opts.mails),
      (port) => ({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      }),
      sink,
      clubId,
    );

    const pad = (v, n) => String(v).padStart(n);
    log(`${'settings'.padEnd(58)}${pad('mails', 7)}${pad('seconds', 9)}${pad('mails/s', 9)}`);
    const rows = [
      [old, 'old: 1 at a time, a new SMTP connection per mail'],
      [pooledOnly, '8 at a time over 5 kept-open connections, Nagle on'],
      [current, 'defaults: the same with Nagle off (TCP_NODELAY)'],
    ];
    for (const [r, label] of rows)
      log(`${label.padEnd(58)}${pad(r.count, 7)}${pad(r.seconds.toFixed(2), 9)}${pad(r.rate.toFixed(0), 9)}`);
    const ratio = current.rate / old.rate;
    const pass = ratio >= TARGET;
    log(
      `\nratio, defaults / old: ${ratio.toFixed(1)}x (target: at least ${TARGET}x) ${pass ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await sink.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
