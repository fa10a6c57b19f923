// The floor the product is measured against: node:http and pg, nothing else. Per request it does
// what the product does in the database (the club lookup by host, the session lookup with its
// renewal, then the list's own queries, taken from a queries module) and writes the same bytes.
//
//   DATABASE_URL=... PORT=... BENCH_QUERIES=./queries.mjs node bench/lists/bare-server.mjs
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import pg from 'pg';

const APP_DOMAIN = 'localhost';
const COOKIE = process.env.SESSION_COOKIE ?? '__Host-courtside_sid';
const RENEW_INTERVAL_SECONDS = 60;

// `timestamp` (without zone) columns hold wall-clock times: text, as in the product.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => value);

const queries = await import(
  pathToFileURL(resolve(process.env.BENCH_QUERIES ?? new URL('./queries.mjs', import.meta.url).pathname)).href
);
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const query = async (sql, params) => (await db.query(sql, params)).rows;

// The club lookup of builds before tenancy.store.ts (TypeORM's findOne), for --queries of an old build.
const OLD_CLUB_SQL = `SELECT "Club".* FROM "clubs" "Club" WHERE (("Club"."subdomain" = $1)) LIMIT 1`;

// SessionsService.resolve (with sessionStore.markSeen on a member's first request of a club day).
const SESSION_SQL = `SELECT s.id_hash, s.kind, s.club_id, s.idle_timeout_seconds,
              s.idle_expires_at <= now() AS idle_expired,
              s.absolute_expires_at <= now() AS absolute_expired,
              s.idle_expires_at < now() + make_interval(secs => s.idle_timeout_seconds - $2) AS renew_due,
              (s.kind = 'club' AND m.last_seen_on IS DISTINCT FROM $3::date) AS seen_due,
              COALESCE(u.id, su.id) AS principal_id,
              COALESCE(u.email, su.email) AS email,
              CASE WHEN s.kind = 'club' THEN m.name ELSE su.name END AS name,
              m.locale,
              COALESCE(m.user_type, su.user_type) AS user_type,
              (s.kind = 'club' AND m.user_id IS NULL AND s.pending_join) AS joiner,
              jr.status AS join_status, jr.created_at AS join_created_at
         FROM sessions s
         LEFT JOIN users u ON s.kind = 'club' AND u.id = s.user_id
         LEFT JOIN club_memberships m ON s.kind = 'club' AND m.user_id = s.user_id AND m.club_id = s.club_id
         LEFT JOIN system_users su ON s.kind = 'system' AND su.id = s.system_user_id
         LEFT JOIN LATERAL (
           SELECT j.status, j.created_at FROM join_requests j
            WHERE s.kind = 'club' AND m.user_id IS NULL AND j.club_id = s.club_id AND j.user_id = s.user_id
            ORDER BY j.created_at DESC LIMIT 1) jr ON true
        WHERE s.id_hash = $1`;
const RENEW_SQL = `UPDATE sessions SET idle_expires_at = LEAST(now() + make_interval(secs => idle_timeout_seconds), absolute_expires_at)
          WHERE id_hash = $1`;

function cookie(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

async function principalOf(req, club) {
  const secret = cookie(req, COOKIE);
  if (!secret) return null;
  const idHash = createHash('sha256').update(secret, 'utf8').digest('hex');
  // The club's day, as the product works it out per request for `last_seen_on` (a queries module
  // of an older build has no clubNow: that product did not either).
  const today = club && queries.clubNow ? queries.clubNow(club.timezone, new Date()).slice(0, 10) : null;
  const [row] = await query(SESSION_SQL, [idHash, RENEW_INTERVAL_SECONDS, today]);
  if (!row || !row.user_type || row.idle_expired || row.absolute_expired) return null;
  if (row.kind === 'club' && row.club_id !== (club?.id ?? null)) return null;
  if (row.renew_due) await query(RENEW_SQL, [idHash]);
  if (row.kind === 'club' && row.seen_due && today)
    await query(
      `UPDATE club_memberships SET last_seen_on = $3::date
        WHERE club_id = $1 AND user_id = $2 AND last_seen_on IS DISTINCT FROM $3::date`,
      [row.club_id, row.principal_id, today],
    );
  return { kind: row.kind, id: row.principal_id, email: row.email, name: row.name, userType: row.user_type };
}

const ROUTES = [
  [/^\/api\/events$/, 'eventsList', true],
  [/^\/api\/signups$/, 'ownSignups', true],
  [/^\/api\/signups\/events\/([0-9a-f-]{36})$/, 'eventSignups', true],
  [/^\/api\/club-users$/, 'clubUsers', true],
  [/^\/api\/admin\/clubs$/, 'adminClubs', false],
  [/^\/api\/admin\/clubs\/([0-9a-f-]{36})$/, 'adminClub', false],
];

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://bench');
  const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
  if (req.method !== 'GET' || !route) return send(res, 404, { statusCode: 404, message: 'Not found' });
  const [pattern, handler, clubScoped] = route;

  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const label = host.endsWith(`.${APP_DOMAIN}`) ? host.slice(0, -APP_DOMAIN.length - 1) : null;
  let club = null;
  if (label && !label.includes('.')) {
    [club] = await query(queries.CLUB_BY_SUBDOMAIN_SQL ?? OLD_CLUB_SQL, [label]);
    if (!club) return send(res, 404, { statusCode: 404, message: 'Club not found' });
  }
  if (clubScoped && !club) return send(res, 404, { statusCode: 404, message: 'Club not found' });
  const principal = await principalOf(req, club);
  if (!principal) return send(res, 401, { statusCode: 401, message: 'Authentication required' });

  const result = await queries[handler](query, {
    club,
    principal,
    params: pattern.exec(url.pathname).slice(1),
    search: url.searchParams,
  });
  send(res, result.status ?? 200, result.body);
}

// Requests still being answered: a load generator that stops drops its sockets mid-request, so
// the pool is ended only once their handlers are done, not when the last socket closes.
let inFlight = 0;
let whenIdle = null;
const server = createServer((req, res) => {
  inFlight += 1;
  handle(req, res)
    .catch((error) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { statusCode: 500, message: 'Internal server error' });
    })
    .finally(() => {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  const idle = inFlight === 0 ? Promise.resolve() : new Promise((ok) => (whenIdle = ok));
  idle.then(() => db.end()).then(() => process.exit(0));
});
