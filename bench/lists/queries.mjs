// The bare server's lists: the SQL text the product runs (imported from the backend build, so the
// two cannot drift apart) with the same parameters and the same shaping of the answer.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const dist = resolve(process.env.BENCH_DIST ?? new URL('../../backend/dist', import.meta.url).pathname);
const require = createRequire(join(dist, 'main.js'));
// clubNow is exported for the bare server's session look-up, which needs the club's day too.
export const { clubNow } = require('@courtside/domain');
const {
  EVENT_PAGE,
  decodeEventListCursor,
  eventListParams,
  eventListSql,
  shapeOf,
  toEventsPage,
} = require('./events/event-list.js');
const { OWN_SIGNUPS_PAGE } = require('./signups/signups.service.js');
const { EVENT_SIGNUPS_SQL, OWN_SIGNUPS_SQL } = require('./signups/signups.store.js');
const { decodeOwnSignupsCursor, encodeOwnSignupsCursor } = require('./signups/own-signups-cursor.js');
const { CLUB_USERS_LIST_SQL } = require('./club-users/club-users.store.js');
const { SELECT_ADMIN_CLUBS } = require('./clubs/clubs.store.js');
const { toAdminClub } = require('./clubs/admin-club.view.js');
// The tenancy middleware's lookup of the club by host.
export const { CLUB_BY_SUBDOMAIN_SQL } = require('./common/tenancy/tenancy.store.js');

const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const notFound = { status: 404, body: { statusCode: 404 } };
const badRequest = { status: 400, body: { statusCode: 400 } };
const ownerId = (principal) => (principal.kind === 'club' ? principal.id : null);

export async function eventsList(query, { club, principal, search }) {
  const scope = search.get('scope') ?? 'upcoming';
  if (scope !== 'upcoming' && scope !== 'past') return badRequest;
  const list = { scope, limit: Number(search.get('limit') ?? EVENT_PAGE.default) };
  for (const name of ['from', 'to']) if (search.has(name)) list[name] = `${search.get(name)} 00:00:00`;
  if (search.get('q')?.trim()) list.q = search.get('q').trim();
  if (search.has('cursor')) {
    list.cursor = decodeEventListCursor(search.get('cursor'));
    if (!list.cursor) return badRequest;
  }
  const now = list.cursor?.now ?? clubNow(club.timezone, new Date());
  const sql = eventListSql(shapeOf(list));
  const params = eventListParams(club.id, ownerId(principal), now, list);
  const [rows, [{ total }]] = await Promise.all([
    query(sql.page, params.page),
    query(sql.count, params.count),
  ]);
  return { body: toEventsPage(rows, total, now, list.limit) };
}

export async function ownSignups(query, { club, principal, search }) {
  const target = search.get('user_id') ?? ownerId(principal);
  if (target === null) return { body: { data: [], next_cursor: null } };
  if (target !== ownerId(principal)) {
    const member = await query(`SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      target,
    ]);
    if (member.length === 0) return notFound;
  }
  const window = () => query(OWN_SIGNUPS_SQL.window, [club.id, target, club.timezone]);
  if (search.get('scope') !== 'past') {
    const [{ horizon, now_local, older }] = await window();
    const data = await query(OWN_SIGNUPS_SQL.recent, [club.id, target, horizon, now_local]);
    return { body: { data, next_cursor: older ? encodeOwnSignupsCursor({ horizon }) : null } };
  }
  const limit = Number(search.get('limit') ?? OWN_SIGNUPS_PAGE.default);
  const cursor = search.has('cursor') ? decodeOwnSignupsCursor(search.get('cursor')) : undefined;
  if (cursor === null) return badRequest;
  const horizon = cursor?.horizon ?? (await window())[0].horizon;
  const after = cursor?.after ?? { end: horizon, id: LAST_UUID };
  const rows = await query(OWN_SIGNUPS_SQL.older, [club.id, target, horizon, after.end, after.id, limit + 1]);
  const data = rows.slice(0, limit).map(({ cursor_end: _end, ...row }) => row);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const next = last
    ? encodeOwnSignupsCursor({ horizon, after: { end: last.cursor_end, id: last.id } })
    : null;
  return { body: { data, next_cursor: next } };
}

export async function eventSignups(query, { club, params }) {
  const event = await query(`SELECT 1 FROM events WHERE club_id = $1 AND id = $2`, [club.id, params[0]]);
  if (event.length === 0) return notFound;
  return { body: { data: await query(EVENT_SIGNUPS_SQL, [club.id, params[0]]) } };
}

export async function clubUsers(query, { club }) {
  return { body: { data: await query(CLUB_USERS_LIST_SQL, [club.id]) } };
}

export async function adminClubs(query) {
  const rows = await query(`${SELECT_ADMIN_CLUBS} ORDER BY c.name, c.subdomain`);
  return { body: { data: rows.map(toAdminClub) } };
}

export async function adminClub(query, { params }) {
  const [row] = await query(`${SELECT_ADMIN_CLUBS} WHERE c.id = $1`, [params[0]]);
  return row ? { body: { data: toAdminClub(row) } } : notFound;
}
