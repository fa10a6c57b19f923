import { clubNow, type ClubRole } from '@courtside/domain';
import { CLUB_USERS_LIST_SQL } from '../src/club-users/club-users.store';
import { SELECT_ADMIN_CLUBS } from '../src/clubs/clubs.store';
import {
  decodeEventListCursor,
  eventListParams,
  eventListSql,
  shapeOf,
  type EventListQuery,
} from '../src/events/event-list';
import { decodeOwnSignupsCursor } from '../src/signups/own-signups-cursor';
import { EVENT_SIGNUPS_SQL, OWN_SIGNUPS_RECENT_DAYS, OWN_SIGNUPS_SQL } from '../src/signups/signups.store';
import {
  createClub,
  createClubUser,
  createSystemUser,
  type TestClub,
  type TestUser,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { createIsolatedDatabase } from './support/isolated-database';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * The lists read what they answer, not the club's history. A club gets two years of past events
 * with their sign-ups; each list's own SQL (exported by its service, so this is the text the
 * product runs) is run under EXPLAIN ANALYZE, and the rows its plan reads from events and
 * signups must stay within what the answer needs, however many past rows there are. Counts of
 * rows, never timings.
 */

const PAST = 3000; // past events: two at a time (same times), one pair every 12 hours, ~2 years back
const UPCOMING = 10;
const OTHERS = 20; // other members, three of whom sign up for each past event
const SLACK = 5;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** Runs `sql` under EXPLAIN ANALYZE: its answer's row count and, per table, the rows its scans read. */
async function explain(t: TestApp, sql: string, params: unknown[]) {
  const [row] = await t.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const plan: PlanNode = row['QUERY PLAN'][0].Plan;
  if (process.env.SHOW_PLANS) {
    const text = await t.db.query(`EXPLAIN (ANALYZE, COSTS) ${sql}`, params);
    process.stdout.write(text.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n') + '\n\n');
  }
  const nodes = nodesOf(plan);
  const read = (table: string) =>
    nodes
      .filter((n) => n['Relation Name'] === table)
      .reduce(
        (sum, n) =>
          sum +
          (n['Actual Rows'] +
            (n['Rows Removed by Filter'] ?? 0) +
            (n['Rows Removed by Index Recheck'] ?? 0)) *
            n['Actual Loops'],
        0,
      );
  const scans = (table: string) => nodes.filter((n) => n['Relation Name'] === table);
  return { rows: plan['Actual Rows'], read, scans, nodes };
}

describe('lists at scale: cost follows the answer, not the history', () => {
  let database: { url: string; drop(): Promise<void> };
  let t: TestApp;
  let club: TestClub;
  let member: TestUser;
  let memberBrowser: HttpClient;
  let staffBrowser: HttpClient;
  let consoleBrowser: HttpClient;
  let pastEventWithSignups: string;

  const browser = async (user: TestUser, role: ClubRole) =>
    signIn(t, t.client(club.subdomain), { kind: 'club', userId: user.id, clubId: club.id, userType: role });

  beforeAll(async () => {
    // A database of its own: the planner sees this club's history, not whatever other suites
    // are writing at the same moment.
    database = await createIsolatedDatabase('lists');
    t = await startApp({ DATABASE_URL: database.url });
    club = await createClub(t.db);
    member = await createClubUser(t.db, club, 'clubmember');
    const staff = await createClubUser(t.db, club, 'clubadmin');
    const others: TestUser[] = [];
    for (let i = 0; i < OTHERS; i++) others.push(await createClubUser(t.db, club, 'clubmember'));
    memberBrowser = await browser(member, 'clubmember');
    staffBrowser = await browser(staff, 'clubadmin');
    const admin = await createSystemUser(t.db, 'systemadmin');
    consoleBrowser = await signIn(t, t.client(null), {
      kind: 'system',
      systemUserId: admin.id,
      userType: 'systemadmin',
    });

    // Club time is Europe/London (the default). Past event k (2..PAST+1) starts 12 h * (k / 2)
    // before this hour and lasts 2 h: pairs share their times, so paging meets equal end times.
    await t.db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, capacity)
       SELECT $1, 'Past ' || k, s, s + interval '2 hours', 10
         FROM generate_series(2, $2::int + 1) k,
              LATERAL (SELECT date_trunc('hour', now() AT TIME ZONE 'Europe/London')
                                - make_interval(hours => 12 * (k / 2)) - interval '2 hours' AS s) x`,
      [club.id, PAST],
    );
    await t.db.query(
      `INSERT INTO events (club_id, name, start_time, end_time, capacity)
       SELECT $1, 'Upcoming ' || k, s, s + interval '2 hours', 10
         FROM generate_series(1, $2::int) k,
              LATERAL (SELECT date_trunc('hour', now() AT TIME ZONE 'Europe/London')
                                + make_interval(hours => 24 * k) AS s) x`,
      [club.id, UPCOMING],
    );
    // Three other members on every event; the member on every 4th past event (in pairs) and on
    // every other upcoming one.
    await t.db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT $1, e.id, o.id, 'confirmed'
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM events WHERE club_id = $1) e
         JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM unnest($2::uuid[]) id) o
           ON o.n IN (e.n % $3, (e.n + 7) % $3, (e.n + 13) % $3)`,
      [club.id, others.map((o) => o.id), OTHERS],
    );
    await t.db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT $1, id, $2, 'confirmed' FROM events
        WHERE club_id = $1
          AND CASE WHEN name LIKE 'Past %' THEN substr(name, 6)::int % 8 IN (0, 1)
                   ELSE substr(name, 10)::int % 2 = 0 END`,
      [club.id, member.id],
    );
    [{ id: pastEventWithSignups }] = await t.db.query(
      `SELECT id FROM events WHERE club_id = $1 AND name = 'Past 1000'`,
      [club.id],
    );
    await t.db.query(`ANALYZE`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('has the history it claims', async () => {
    const [counts] = await t.db.query(
      `SELECT (SELECT count(*) FROM events WHERE club_id = $1)::int AS events,
              (SELECT count(*) FROM signups WHERE club_id = $1)::int AS signups,
              (SELECT count(*) FROM signups WHERE club_id = $1 AND user_id = $2)::int AS mine`,
      [club.id, member.id],
    );
    expect(counts).toEqual({ events: PAST + UPCOMING, signups: (PAST + UPCOMING) * 3 + 750 + 5, mine: 755 });
  });

  describe('GET /api/events', () => {
    /** The page and count statements the product runs for `query`, under EXPLAIN ANALYZE. */
    async function plans(query: Partial<EventListQuery>, now = clubNow('Europe/London', new Date())) {
      const full: EventListQuery = { scope: 'upcoming', limit: 100, ...query };
      const sql = eventListSql(shapeOf(full));
      const params = eventListParams(club.id, member.id, now, full);
      return {
        page: await explain(t, sql.page, params.page),
        count: await explain(t, sql.count, params.count),
      };
    }
    const noSeqScan = (plan: Awaited<ReturnType<typeof explain>>) =>
      expect(plan.scans('events').map((n) => n['Index Name'] ?? n['Node Type'])).not.toContain('Seq Scan');

    it('reads the upcoming events only, through the (club_id, end_time) index, and counts them alike', async () => {
      const res = await memberBrowser.get('/api/events');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ next_cursor: null, total: UPCOMING });
      expect(res.body.data).toHaveLength(UPCOMING);

      const { page, count } = await plans({});
      expect(page.rows).toBe(UPCOMING);
      expect(page.read('events')).toBeLessThanOrEqual(UPCOMING + SLACK);
      noSeqScan(page);
      expect(count.read('events')).toBeLessThanOrEqual(UPCOMING + SLACK);
      noSeqScan(count);
    });

    it('counts sign-ups and finds the caller’s own per event through indexes on signups', async () => {
      const { page } = await plans({});
      const scans = page.scans('signups');
      expect(scans.length).toBeGreaterThanOrEqual(2);
      for (const scan of scans) {
        expect(scan['Node Type']).toMatch(/Index|Bitmap Heap Scan/);
        // Keyed by the event, or (the place in line of the caller's own waitlisted sign-up) by
        // that sign-up's event, which is the same one.
        expect(scan['Index Cond'] ?? scan['Recheck Cond']).toMatch(/event_id = (e\.id|s_\d+\.event_id)/);
      }
      // Each upcoming event has 3 or 4 sign-ups: the counts read those, the own-sign-up probes one each.
      expect(page.read('signups')).toBeLessThanOrEqual(UPCOMING * 4 + UPCOMING + SLACK);
    });

    it('pages back through the past reading each page, and totals it from the club counter', async () => {
      const first = await memberBrowser.get('/api/events?scope=past&limit=40');
      expect(first.status).toBe(200);
      expect(first.body.total).toBe(PAST);
      expect(first.body.data).toHaveLength(40);
      let cursor: string = first.body.next_cursor;
      const seen: { id: string; start_time: string }[] = [...first.body.data];
      for (let i = 0; i < 3; i++) {
        const page = await memberBrowser.get(`/api/events?scope=past&limit=40&cursor=${cursor}`);
        expect(page.body).toMatchObject({ total: PAST });
        seen.push(...page.body.data);
        const decoded = decodeEventListCursor(cursor)!;
        const plan = await plans({ scope: 'past', limit: 40, cursor: decoded }, decoded.now);
        expect(plan.page.read('events')).toBeLessThanOrEqual(41 + SLACK);
        noSeqScan(plan.page);
        // event_count less the upcoming ones: the history is never counted row by row.
        expect(plan.count.read('events')).toBeLessThanOrEqual(UPCOMING + SLACK);
        expect(plan.count.read('club_counts')).toBeLessThanOrEqual(1);
        cursor = page.body.next_cursor;
      }
      const starts = seen.map((e) => e.start_time);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    });

    it('reads a range of start times through the (club_id, start_time) index, page and count', async () => {
      const [{ from, to }] = await t.db.query(
        `SELECT to_char(d - interval '20 days', 'YYYY-MM-DD') AS from, to_char(d - interval '13 days', 'YYYY-MM-DD') AS to
           FROM (SELECT (now() AT TIME ZONE 'Europe/London')::date AS d) x`,
      );
      const res = await memberBrowser.get(`/api/events?from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      // Two events every 12 hours: four a day.
      expect(res.body.total).toBe(28);
      expect(res.body.data).toHaveLength(28);
      for (const e of res.body.data) expect(e.start_time >= from && e.start_time < to).toBe(true);
      const plan = await plans({ from: `${from} 00:00:00`, to: `${to} 00:00:00` });
      expect(plan.page.read('events')).toBeLessThanOrEqual(28 + SLACK);
      expect(plan.count.read('events')).toBeLessThanOrEqual(28 + SLACK);
      noSeqScan(plan.page);
      noSeqScan(plan.count);
    });

    it('searches the upcoming events on the server, reading only those', async () => {
      const res = await memberBrowser.get('/api/events?q=upcoming%201');
      expect(res.status).toBe(200);
      // 'Upcoming 1' and 'Upcoming 10', case-insensitively.
      expect(res.body.data.map((e: { name: string }) => e.name).sort()).toEqual([
        'Upcoming 1',
        'Upcoming 10',
      ]);
      expect(res.body.total).toBe(2);
      const plan = await plans({ q: 'upcoming 1' });
      expect(plan.page.read('events')).toBeLessThanOrEqual(UPCOMING + SLACK);
      expect(plan.count.read('events')).toBeLessThanOrEqual(UPCOMING + SLACK);
    });

    it('walks every event exactly once with the cursor, in start order', async () => {
      let cursor: string | null = null;
      const seen: { id: string; start_time: string }[] = [];
      do {
        const page = await memberBrowser.get(
          `/api/events?from=2000-01-01&limit=500${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(PAST + UPCOMING);
        seen.push(...page.body.data);
        cursor = page.body.next_cursor;
      } while (cursor);
      const all: { id: string }[] = await t.db.query(`SELECT id FROM events WHERE club_id = $1`, [club.id]);
      expect(seen.map((e) => e.id).sort()).toEqual(all.map((e) => e.id).sort());
      const starts = seen.map((e) => e.start_time);
      expect(starts).toEqual([...starts].sort());
    });
  });

  describe('GET /api/signups (own sign-ups)', () => {
    it('answers upcoming ones and those of the last 90 days, and reads only those', async () => {
      const res = await memberBrowser.get('/api/signups');
      expect(res.status).toBe(200);
      const [{ now_local: nowLocal, horizon }] = await t.db.query(OWN_SIGNUPS_SQL.window, [
        club.id,
        member.id,
        'Europe/London',
      ]);
      const wall = (s: string) => s.replace(' ', 'T').slice(0, 19);
      const data: { end_time: string; start_time: string }[] = res.body.data;
      expect(data.length).toBeGreaterThan(UPCOMING / 2);
      expect(data.length).toBeLessThan(UPCOMING / 2 + (OWN_SIGNUPS_RECENT_DAYS * 2 * 2) / 4 + 4);
      for (const row of data) expect(row.end_time > wall(horizon)).toBe(true);
      // Not ended first, soonest first; then ended, latest end first.
      const upcoming = data.filter((r) => r.end_time > wall(nowLocal));
      expect(data.slice(0, upcoming.length)).toEqual(upcoming);
      expect(upcoming.map((r) => r.start_time)).toEqual(upcoming.map((r) => r.start_time).sort());
      const ended = data.slice(upcoming.length).map((r) => r.end_time);
      expect(ended).toEqual([...ended].sort().reverse());
      expect(res.body.next_cursor).toEqual(expect.any(String));

      const plan = await explain(t, OWN_SIGNUPS_SQL.recent, [club.id, member.id, horizon, nowLocal]);
      expect(plan.rows).toBe(data.length);
      expect(plan.read('signups')).toBeLessThanOrEqual(data.length + SLACK);
      expect(plan.read('events')).toBeLessThanOrEqual(data.length + SLACK);
      const window = await explain(t, OWN_SIGNUPS_SQL.window, [club.id, member.id, 'Europe/London']);
      expect(window.read('signups')).toBeLessThanOrEqual(1 + SLACK);
    });

    it('pages back through every older one exactly once, in order, with scope=past', async () => {
      const first = await memberBrowser.get('/api/signups');
      const seen: { id: string; end_time: string }[] = [...first.body.data];
      let cursor: string | null = first.body.next_cursor;
      let pages = 0;
      // Latest end first, then sign-up id (descending) among equal ends; the pages carry on
      // where the default answer's ended part stops.
      let previous = seen[seen.length - 1];
      while (cursor) {
        const page = await memberBrowser.get(`/api/signups?scope=past&limit=37&cursor=${cursor}`);
        expect(page.status).toBe(200);
        expect(page.body.data.length).toBeGreaterThan(0);
        expect(page.body.data.length).toBeLessThanOrEqual(37);
        for (const row of page.body.data) {
          const before =
            row.end_time < previous.end_time || (row.end_time === previous.end_time && row.id < previous.id);
          expect({ row, previous, before }).toEqual({ row, previous, before: true });
          previous = row;
        }
        seen.push(...page.body.data);

        // The page's query reads its rows (and the one after), not the rest of the history.
        const decoded = decodeOwnSignupsCursor(cursor)!;
        const after = decoded.after ?? { end: decoded.horizon, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
        const plan = await explain(t, OWN_SIGNUPS_SQL.older, [
          club.id,
          member.id,
          decoded.horizon,
          after.end,
          after.id,
          38,
        ]);
        expect(plan.read('signups')).toBeLessThanOrEqual(38 + SLACK);
        expect(plan.read('events')).toBeLessThanOrEqual(38 + SLACK);

        cursor = page.body.next_cursor;
        pages += 1;
      }
      expect(pages).toBeGreaterThan(10);

      const all: { id: string }[] = await t.db.query(
        `SELECT id FROM signups WHERE club_id = $1 AND user_id = $2`,
        [club.id, member.id],
      );
      const ids = seen.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length); // no duplicates
      expect([...ids].sort()).toEqual(all.map((r) => r.id).sort()); // no gaps
    });

    it('starts a walk without a cursor, and lets staff walk anyone’s', async () => {
      const page = await staffBrowser.get(`/api/signups?user_id=${member.id}&scope=past&limit=5`);
      expect(page.status).toBe(200);
      expect(page.body.data).toHaveLength(5);
      const [{ horizon }] = await t.db.query(OWN_SIGNUPS_SQL.window, [club.id, member.id, 'Europe/London']);
      for (const row of page.body.data) expect(row.end_time <= horizon.replace(' ', 'T')).toBe(true);
      const next = await staffBrowser.get(
        `/api/signups?user_id=${member.id}&scope=past&limit=5&cursor=${page.body.next_cursor}`,
      );
      expect(next.body.data[0].end_time <= page.body.data[4].end_time).toBe(true);
      expect(next.body.data.map((r: { id: string }) => r.id)).not.toContain(page.body.data[4].id);
    });

    it('answers 400 for a malformed scope, cursor or limit', async () => {
      const cases: [string, string][] = [
        ['/api/signups?scope=upcoming', 'scope'],
        ['/api/signups?scope=past&limit=0', 'limit'],
        ['/api/signups?scope=past&limit=101', 'limit'],
        ['/api/signups?scope=past&limit=1e1', 'limit'],
        ['/api/signups?scope=past&cursor=nope!', 'cursor'],
        ['/api/signups?scope=past&cursor=e30', 'cursor'], // {}
        [
          `/api/signups?scope=past&cursor=${Buffer.from('{"h":"2025-02-30 00:00:00"}').toString('base64url')}`,
          'cursor',
        ],
        ['/api/signups?cursor=e30', 'cursor'],
        ['/api/signups?limit=5', 'limit'],
        ['/api/signups?scope=past&scope=past', 'scope'],
      ];
      for (const [path, field] of cases) {
        const res = await memberBrowser.get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
    });

    it('keeps a sign-up’s place when its event moves', async () => {
      const [event] = await t.db.query(
        `SELECT e.id FROM events e JOIN signups s ON s.event_id = e.id AND s.user_id = $2
          WHERE e.club_id = $1 AND e.name = 'Past 2000'`,
        [club.id, member.id],
      );
      const listed = async () =>
        (await memberBrowser.get('/api/signups')).body.data.some(
          (r: { event_id: string }) => r.event_id === event.id,
        );
      expect(await listed()).toBe(false);
      await t.db.query(
        `UPDATE events SET start_time = now() AT TIME ZONE 'Europe/London' - interval '3 days',
                           end_time = now() AT TIME ZONE 'Europe/London' - interval '3 days' + interval '1 hour'
          WHERE id = $1`,
        [event.id],
      );
      expect(await listed()).toBe(true);
    });
  });

  describe("GET /api/signups/events/:id (an event's sign-ups)", () => {
    it('reads that event’s sign-ups only', async () => {
      const res = await staffBrowser.get(`/api/signups/events/${pastEventWithSignups}`);
      expect(res.status).toBe(200);
      const n = res.body.data.length;
      expect(n).toBeGreaterThanOrEqual(3);
      const plan = await explain(t, EVENT_SIGNUPS_SQL, [club.id, pastEventWithSignups]);
      expect(plan.rows).toBe(n);
      expect(plan.read('signups')).toBeLessThanOrEqual(n + SLACK);
    });
  });

  describe('GET /api/club-users', () => {
    it('reads the club’s memberships, never its events or sign-ups', async () => {
      const res = await staffBrowser.get('/api/club-users');
      expect(res.status).toBe(200);
      const plan = await explain(t, CLUB_USERS_LIST_SQL, [club.id]);
      expect(plan.rows).toBe(res.body.data.length);
      expect(plan.scans('events')).toHaveLength(0);
      expect(plan.scans('signups')).toHaveLength(0);
    });
  });

  describe('GET /api/admin/clubs (the system console’s counts)', () => {
    it('reads one counter row per club instead of counting its memberships and events', async () => {
      const plan = await explain(t, `${SELECT_ADMIN_CLUBS} WHERE c.id = $1`, [club.id]);
      expect(plan.scans('events')).toHaveLength(0);
      expect(plan.scans('club_memberships')).toHaveLength(0);
      expect(plan.read('club_counts')).toBeLessThanOrEqual(1);
    });

    it('keeps the counts right through every way rows come and go', async () => {
      const other = await createClub(t.db);
      const admin = await createClubUser(t.db, other, 'clubsuperadmin');
      const adminBrowser = await signIn(t, t.client(other.subdomain), {
        kind: 'club',
        userId: admin.id,
        clubId: other.id,
        userType: 'clubsuperadmin',
      });
      const truth = async (id: string) =>
        (
          await t.db.query(
            `SELECT (SELECT count(*) FROM club_memberships WHERE club_id = $1)::int AS user_count,
                    (SELECT count(*) FROM events WHERE club_id = $1)::int AS event_count`,
            [id],
          )
        )[0];
      const shown = async (id: string) => {
        const { user_count, event_count } = (await consoleBrowser.get(`/api/admin/clubs/${id}`)).body.data;
        return { user_count, event_count };
      };

      const created = await adminBrowser.post('/api/events', {
        name: 'Counted',
        start_time: '2031-05-01T10:00:00',
        end_time: '2031-05-01T12:00:00',
      });
      expect(created.status).toBe(201);
      await adminBrowser.post('/api/events', {
        name: 'Counted too',
        start_time: '2031-05-02T10:00:00',
        end_time: '2031-05-02T12:00:00',
      });
      const person = await adminBrowser.post('/api/club-users', {
        email: `count-${Date.now()}@example.test`,
      });
      expect(person.status).toBe(201);
      await createClubUser(t.db, other, 'clubmember');
      expect(await shown(other.id)).toEqual({ user_count: 3, event_count: 2 });

      expect((await adminBrowser.delete(`/api/events/${created.body.data.id}`)).status).toBe(200);
      expect((await adminBrowser.delete(`/api/club-users/${person.body.data.id}`)).status).toBe(200);
      expect(await shown(other.id)).toEqual({ user_count: 2, event_count: 1 });
      expect(await shown(other.id)).toEqual(await truth(other.id));
      expect(await shown(club.id)).toEqual(await truth(club.id));

      // A new club starts at zero; a removed one takes its counter with it.
      const made = await consoleBrowser.post('/api/admin/clubs', {
        name: 'Counter Club',
        subdomain: `counter-${Date.now().toString(36)}`,
      });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ user_count: 0, event_count: 0 });
      expect((await consoleBrowser.delete(`/api/admin/clubs/${other.id}`)).status).toBe(200);
      expect(await t.db.query(`SELECT 1 FROM club_counts WHERE club_id = $1`, [other.id])).toHaveLength(0);
    });
  });
});
