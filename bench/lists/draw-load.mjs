// The draw's share of `npm run bench`: another club's GET /api/events while four of the largest
// draws run (draws run in worker threads, so the event loop stays free for other clubs), and the
// time of the largest draw itself through the API. Run after the list measurements: it adds a
// club of its own, so the fresh and history clubs' answers stay what the lists compare.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { IDS } from './seed.mjs';

export const DRAW_CLUB = { id: '00000000-0000-4000-8000-00000000d000', subdomain: 'draws' };
const PLAYERS = 168;
const DRAWS_AT_ONCE = 4;
const LARGEST = {
  courts: Array.from({ length: 40 }, (_, i) => `Court ${i + 1}`),
  rounds: 20,
};
/** Another club's p99 while the draws run, against its p99 idle, at most. */
export const TARGET_P99_UNDER_DRAWS = 1.5;
/** The largest draw through the API, median, at most (ms). */
export const TARGET_LARGEST_DRAW_MS = 1000;

const eventId = (n) => `00000000-0000-4000-8000-0000000de${String(n).padStart(3, '0')}`;

/**
 * The draw club: the bench's members 2..169 (none a guest) confirmed for four mix-ins tomorrow,
 * member 0 its admin. Made again on every run (a --reuse database keeps the rest).
 */
export async function prepareDrawClub(databaseUrl, cookieName) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    // The club's rows of an earlier run, children first (the bench adds nothing else to it).
    for (const table of ['sessions', 'draws', 'signups', 'events', 'club_memberships', 'clubs']) {
      await db.query(`DELETE FROM ${table} WHERE ${table === 'clubs' ? 'id' : 'club_id'} = $1`, [
        DRAW_CLUB.id,
      ]);
    }
    await db.query(
      `INSERT INTO clubs (id, name, subdomain, timezone) VALUES ($1, 'Draw Tennis Club', $2, 'Europe/London')`,
      [DRAW_CLUB.id, DRAW_CLUB.subdomain],
    );
    await db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name, level)
         SELECT $1, ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
                CASE WHEN n = 0 THEN 'clubadmin' ELSE 'clubmember' END, 'Player ' || n, 1 + n % 9
           FROM generate_series(0, ${PLAYERS + 1}) n`,
      [DRAW_CLUB.id],
    );
    for (let n = 1; n <= DRAWS_AT_ONCE; n++) {
      await db.query(
        `INSERT INTO events (id, club_id, name, event_type, start_time, end_time, location)
           VALUES ($1, $2, $3, 'mixin', date_trunc('day', now()) + interval '1 day 19 hours',
                   date_trunc('day', now()) + interval '1 day 22 hours', 'All courts')`,
        [eventId(n), DRAW_CLUB.id, `Mix-in ${n}`],
      );
      await db.query(
        `INSERT INTO signups (club_id, event_id, user_id, status, signup_time)
           SELECT $1, $2, ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'confirmed',
                  now() - make_interval(secs => n)
             FROM generate_series(2, ${PLAYERS + 1}) n`,
        [DRAW_CLUB.id, eventId(n)],
      );
    }
    const secret = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO sessions (id_hash, kind, user_id, club_id, idle_timeout_seconds, idle_expires_at, absolute_expires_at)
         VALUES ($1, 'club', $2, $3, 7200, now() + interval '2 hours', now() + interval '12 hours')`,
      [createHash('sha256').update(secret, 'utf8').digest('hex'), IDS.user(0), DRAW_CLUB.id],
    );
    await db.query('COMMIT');
    return `${cookieName}=${secret}`;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}

function post(port, path, cookie, body) {
  const host = `${DRAW_CLUB.subdomain}.localhost`;
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const started = performance.now();
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        headers: {
          host,
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function latency(port, target, duration) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections: 4,
    duration,
    headers: { host: target.host, cookie: target.cookie },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** Keeps `DRAWS_AT_ONCE` largest draws in flight until `until()` says stop; their times. */
async function drawsUnderway(port, cookie, until) {
  const times = [];
  const statuses = [];
  await Promise.all(
    Array.from({ length: DRAWS_AT_ONCE }, async (_, i) => {
      while (!until()) {
        const r = await post(port, `/api/events/${eventId(i + 1)}/draw`, cookie, {
          ...LARGEST,
          seed: times.length,
        });
        statuses.push(r.status);
        if (r.status === 201) times.push(r.ms);
      }
    }),
  );
  return { times, refused: statuses.filter((s) => s !== 201).length };
}

/**
 * Runs the measurement and prints it; answers whether every target was met. `other` is the
 * other club's GET /api/events ({ path, host, cookie }).
 */
export async function measureDrawLoad({ port, cookie, other, duration, rounds, log }) {
  log(
    `\nThe largest draw (${LARGEST.courts.length} courts, ${LARGEST.rounds} rounds, ${PLAYERS} players) through the API:`,
  );
  await post(port, `/api/events/${eventId(1)}/draw`, cookie, { ...LARGEST, seed: 1 }); // warm-up
  const single = [];
  for (let i = 0; i < 5; i++) {
    const r = await post(port, `/api/events/${eventId(1)}/draw`, cookie, { ...LARGEST, seed: 100 + i });
    if (r.status !== 201) throw new Error(`the largest draw answered ${r.status}`);
    single.push(r.ms);
  }
  log(
    `  5 draws, one at a time: median ${median(single).toFixed(0)} ms (${single.map((t) => t.toFixed(0)).join(', ')})`,
  );

  log(
    `\nAnother club's GET /api/events (4 connections, ${duration} s a run), idle and while ${DRAWS_AT_ONCE} largest draws run; runs interleaved:`,
  );
  await latency(port, other, 1);
  const idle = [];
  const loaded = [];
  for (let round = 1; round <= rounds; round++) {
    const quiet = await latency(port, other, duration);
    idle.push(quiet);
    log(
      `  round ${round}  idle          p50 ${String(quiet.p50).padStart(4)} ms  p99 ${String(quiet.p99).padStart(4)} ms  ${quiet.rps.toFixed(0)} req/s`,
    );
    let stop = false;
    const draws = drawsUnderway(port, cookie, () => stop);
    // The four draws are in the pool before the measurement starts.
    await new Promise((r) => setTimeout(r, 300));
    const busy = await latency(port, other, duration);
    stop = true;
    const { times, refused } = await draws;
    loaded.push(busy);
    log(
      `  round ${round}  under draws   p50 ${String(busy.p50).padStart(4)} ms  p99 ${String(busy.p99).padStart(4)} ms  ${busy.rps.toFixed(0)} req/s  (${times.length} draws done, median ${times.length ? median(times).toFixed(0) : '-'} ms in a queue of ${DRAWS_AT_ONCE}${refused ? `, ${refused} refused` : ''})`,
    );
  }

  const published = await post(port, `/api/events/${eventId(1)}/draw/publish`, cookie);
  log(
    `\nPublishing the largest draw (mails ${PLAYERS} players): ${published.ms.toFixed(0)} ms (status ${published.status})`,
  );

  const idleP99 = median(idle.map((r) => r.p99));
  const loadedP99 = median(loaded.map((r) => r.p99));
  const ratio = loadedP99 / idleP99;
  const largest = median(single);
  log('\n| measure | value | target | |');
  log('|---|---:|---:|---|');
  log(
    `| other club's p50 idle / under draws (ms) | ${median(idle.map((r) => r.p50))} / ${median(loaded.map((r) => r.p50))} | | |`,
  );
  log(`| other club's p99 idle / under draws (ms) | ${idleP99} / ${loadedP99} | | |`);
  log(
    `| p99 under draws / idle | ${ratio.toFixed(2)} | <= ${TARGET_P99_UNDER_DRAWS} | ${ratio <= TARGET_P99_UNDER_DRAWS ? 'PASS' : 'FAIL'} |`,
  );
  log(
    `| largest draw through the API, median (ms) | ${largest.toFixed(0)} | <= ${TARGET_LARGEST_DRAW_MS} | ${largest <= TARGET_LARGEST_DRAW_MS ? 'PASS' : 'FAIL'} |`,
  );
  return ratio <= TARGET_P99_UNDER_DRAWS && largest <= TARGET_LARGEST_DRAW_MS;
}
