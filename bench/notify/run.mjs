// `npm run bench:notify`: the time from a sign-up's commit to its confirmation mail arriving at
// an SMTP server: median and p95 over a few hundred sign-ups.
//
// The built backend runs as one real process (backend/dist/main.js: HTTP and workers, so the
// outbox relay and the mail worker), in production mode, against a database of its own
// (courtside_bench_notify) and an SMTP server inside this script (smtp-server; a mail catcher
// such as maildev would measure itself). Members sign up through the API (POST /api/signups, a
// few at a time); each sign-up writes its mail to the outbox in its transaction; the relay,
// woken by LISTEN/NOTIFY on commit, moves it into the mail queue and a worker sends it.
//
// Commit to mail: the sign-up's `signup_time` (clock_timestamp() of its INSERT, in the committing
// transaction, a millisecond or so before the commit) to the moment the SMTP server has the whole
// mail, both on this machine's clock. Also printed: from the 201 arriving here (after the
// commit: a lower bound) and from the request leaving (an upper bound).
//
// Offer latency (API.md section 13): in a club whose waitlist_mode is `offer`, the time from a
// cancellation (DELETE /api/signups/:id leaving here) to the `waitlist_offer` mail of the next
// person arriving at the SMTP server, one cancellation at a time over --offers runs.
//
// Options: --signups <n> (default 300), --concurrency <n> (requests in flight, default 4),
// --offers <n> (default 30; 0 skips them), --skip-build. Needs the same PostgreSQL and Redis as
// `npm start`.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { NX_ENV, run } from '../../scripts/lib/run.mjs';
import { checkServices } from '../../scripts/lib/services.mjs';
import { freePort, greetAtOnce, log, startSmtpSink } from '../lib.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = join(ROOT, 'backend/dist/main.js');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'courtside_bench_notify';
const DATABASE_URL = `${PG_URL}/${DATABASE}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COOKIE = '__Host-courtside_sid';

const { values: opts } = parseArgs({
  options: {
    signups: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
    offers: { type: 'string', default: '30' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const SIGNUPS = Number(opts.signups);
const CONCURRENCY = Number(opts.concurrency);
const OFFERS = Number(opts.offers);

greetAtOnce();

/** An SMTP server noting when each recipient's mail was complete (wall clock, ms). */
async function startSink() {
  const arrived = new Map();
  const sink = await startSmtpSink((recipients) => {
    const at = Date.now();
    for (const address of recipients) if (!arrived.has(address)) arrived.set(address, at);
  });
  return { ...sink, arrived };
}

/** A fresh database: one club, one event, `count` members each with a session. */
async function prepareDatabase(count) {
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
    const {
      rows: [club],
    } = await db.query(
      `INSERT INTO clubs (name, subdomain, timezone) VALUES ('Bench Lawn Tennis Club', 'bench', 'Europe/Amsterdam') RETURNING id`,
    );
    const {
      rows: [event],
    } = await db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, location)
       VALUES ($1, 'Bench Mix-in', '2031-03-05 19:30', '2031-03-05 21:30', 'Courts 1-4') RETURNING id`,
      [club.id],
    );
    const members = [];
    for (let i = 0; i < count; i++) {
      const email = `member-${i}@bench.test`;
      const {
        rows: [user],
      } = await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]);
      await db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', $3)`,
        [club.id, user.id, `Member ${i}`],
      );
      const secret = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO sessions (id_hash, kind, user_id, club_id, idle_timeout_seconds, idle_expires_at, absolute_expires_at)
         VALUES ($1, 'club', $2, $3, 86400, now() + interval '1 day', now() + interval '1 day')`,
        [createHash('sha256').update(secret).digest('hex'), user.id, club.id],
      );
      members.push({ email, secret });
    }
    return { eventId: event.id, members };
  } finally {
    await db.end();
  }
}

/** `main.js` (HTTP and workers) in production mode; resolves once it answers. */
async function startBackend(smtpPort) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The local Redis runs without AOF: accepted here.
      REDIS_ACCEPT_DATA_LOSS: 'true',
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      PORT: String(port),
      DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX: `courtside-bench-notify:${process.pid}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_DOMAIN: 'localhost',
      METRICS_PORT: '0',
      SHUTDOWN_DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((ok) => child.once('exit', (code) => ok(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the backend did not start:\n${output}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POST /api/signups as one member; resolves with the sign-up and when it left and came back. */
function signUp(port, member, eventId) {
  const body = JSON.stringify({ event_id: eventId });
  return new Promise((ok, fail) => {
    const sent = Date.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/signups',
        headers: {
          host: `bench.localhost:${port}`,
          cookie: `${COOKIE}=${member.secret}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          if (res.statusCode !== 201) return fail(new Error(`sign-up: ${res.statusCode} ${text}`));
          ok({ id: JSON.parse(text).data.id, sent, answered: Date.now() });
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

// --- Offer latency: a cancellation to the next person's offer mail ---------------------------

/**
 * `runs` full dates of the bench club, switched to offer mode (no quiet hours): each with one
 * confirmed holder (with a session) and one waitlisted person, both new, so the first mail the
 * waitlisted person gets is their offer. Written by SQL: no mail is queued for them.
 */
async function prepareOffers(runs) {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const {
      rows: [club],
    } = await db.query(
      `UPDATE clubs SET waitlist_mode = 'offer', quiet_hours = NULL WHERE subdomain = 'bench' RETURNING id`,
    );
    const person = async (email) => {
      const {
        rows: [user],
      } = await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]);
      await db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', $3)`,
        [club.id, user.id, email],
      );
      return user.id;
    };
    const offers = [];
    for (let i = 0; i < runs; i++) {
      const {
        rows: [event],
      } = await db.query(
        `INSERT INTO events (club_id, name, start_time, end_time, location, capacity)
         SELECT $1, 'Bench Offer ' || $2, (now() AT TIME ZONE c.timezone) + interval '5 days',
                (now() AT TIME ZONE c.timezone) + interval '5 days 2 hours', 'Court 1', 1
           FROM clubs c WHERE c.id = $1 RETURNING id`,
        [club.id, i],
      );
      const holder = await person(`offer-holder-${i}@bench.test`);
      const waiting = `offer-waiting-${i}@bench.test`;
      const waiter = await person(waiting);
      const secret = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO sessions (id_hash, kind, user_id, club_id, idle_timeout_seconds, idle_expires_at, absolute_expires_at)
         VALUES ($1, 'club', $2, $3, 86400, now() + interval '1 day', now() + interval '1 day')`,
        [createHash('sha256').update(secret).digest('hex'), holder, club.id],
      );
      const {
        rows: [signup],
      } = await db.query(
        `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'confirmed') RETURNING id`,
        [club.id, event.id, holder],
      );
      await db.query(
        `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'waitlisted')`,
        [club.id, event.id, waiter],
      );
      offers.push({ secret, signupId: signup.id, waiting });
    }
    return offers;
  } finally {
    await db.end();
  }
}

/** DELETE /api/signups/:id as its holder; resolves when the 200 is back. */
function cancelSignup(port, secret, signupId) {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'DELETE',
        path: `/api/signups/${signupId}`,
        headers: { host: `bench.localhost:${port}`, cookie: `${COOKIE}=${secret}` },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode === 200 ? ok() : fail(new Error(`cancel: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/**
 * Cancels each prepared date's confirmed place, one at a time, and waits for the waitlisted
 * person's offer mail: the milliseconds from the cancellation leaving here to the mail at the
 * SMTP server.
 */
async function offerLatency(port, sink, offers) {
  const latencies = [];
  for (const { secret, signupId, waiting } of offers) {
    const sent = Date.now();
    await cancelSignup(port, secret, signupId);
    const deadline = Date.now() + 30_000;
    while (!sink.arrived.has(waiting)) {
      if (Date.now() > deadline) throw new Error(`no offer mail reached ${waiting}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    latencies.push(sink.arrived.get(waiting) - sent);
  }
  return latencies;
}

// ----------------------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
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
  const { eventId, members } = await prepareDatabase(SIGNUPS);
  const sink = await startSink();
  const backend = await startBackend(sink.port);
  const timings = new Map();
  try {
    log(`Notifications: main.js (HTTP + outbox relay + mail worker), SMTP server in this script`);
    log(`${SIGNUPS} sign-ups through POST /api/signups, ${CONCURRENCY} in flight\n`);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < members.length) {
          const member = members[next++];
          timings.set(member.email, await signUp(backend.port, member, eventId));
        }
      }),
    );
    const deadline = Date.now() + 60_000;
    while (sink.arrived.size < SIGNUPS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (sink.arrived.size < SIGNUPS) throw new Error(`only ${sink.arrived.size} of ${SIGNUPS} mails arrived`);

    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    const { rows } = await db.query(
      `SELECT u.email, (extract(epoch FROM s.signup_time) * 1000)::float8 AS committed
         FROM signups s JOIN users u ON u.id = s.user_id WHERE s.event_id = $1`,
      [eventId],
    );
    await db.end();
    const fromCommit = [];
    const fromAnswer = [];
    const fromRequest = [];
    for (const { email, committed } of rows) {
      const arrived = sink.arrived.get(email);
      const t = timings.get(email);
      fromCommit.push(arrived - committed);
      fromAnswer.push(arrived - t.answered);
      fromRequest.push(arrived - t.sent);
    }
    const pad = (v, n) => String(v).padStart(n);
    log(`${'from'.padEnd(44)}${pad('median', 9)}${pad('p95', 9)}${pad('max', 9)}  (ms)`);
    for (const [label, values] of [
      ['commit (signup_time) to mail at the SMTP server', fromCommit],
      ['201 answered to mail (lower bound)', fromAnswer],
      ['request sent to mail (upper bound)', fromRequest],
    ]) {
      const s = summary(values);
      log(
        `${label.padEnd(44)}${pad(s.median.toFixed(1), 9)}${pad(s.p95.toFixed(1), 9)}${pad(s.max.toFixed(1), 9)}`,
      );
    }
    const s = summary(fromCommit);
    log(
      `\ncommit to mail: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms over ${SIGNUPS} sign-ups`,
    );

    if (OFFERS > 0) {
      log(`\nOffers: ${OFFERS} cancellations (DELETE /api/signups/:id), one at a time, in offer mode`);
      const o = summary(await offerLatency(backend.port, sink, await prepareOffers(OFFERS)));
      log(
        `cancellation to waitlist_offer mail: p50 ${o.median.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms, max ${o.max.toFixed(1)} ms over ${OFFERS} runs`,
      );
    }
  } finally {
    await backend.stop();
    await sink.close();
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
