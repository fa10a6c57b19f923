// Seeds the bench database: a fresh club and a club with years of history, the same 2,000
// members and the same 100 upcoming events (same names, times and sign-ups, so the answers have
// the same bytes), plus 10,000 past events with 1,000,000 sign-ups at the history club only.
// Everything is generated inside PostgreSQL (generate_series), with the sign-ups' indexes built
// after the load.

export const MEMBERS = 2000;
export const UPCOMING = 100;
export const PAST_EVENTS = 10_000;
export const SIGNUPS_PER_PAST_EVENT = 100;
/** Open-ended weekly series at both clubs (API.md section 8), with two years of past dates at the history club. */
export const SERIES = 20;
export const SERIES_HISTORY_WEEKS = 104;
/** The product's default SERIES_HORIZON_DAYS: the seeded series are materialised exactly that far. */
export const SERIES_HORIZON_DAYS = 84;
const SIGNUPS_PER_SERIES_DATE = 8;

/** Fixed ids, so every run (and the bare server) names the same rows. */
export const IDS = {
  fresh: '00000000-0000-4000-8000-00000000f000',
  history: '00000000-0000-4000-8000-00000000a000',
  systemAdmin: '00000000-0000-4000-8000-0000000005a0',
  /** users.id of member n (0-based): member 0 is the clubs' admin, member 1 the measured member. */
  user: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
};
export const CLUBS = [
  { key: 'fresh', id: IDS.fresh, subdomain: 'fresh', name: 'Fresh Tennis Club' },
  { key: 'history', id: IDS.history, subdomain: 'history', name: 'Histo Tennis Club' },
];
/** Upcoming event 0 of each club has 100 sign-ups (60 confirmed): its list is the one measured. */
export const MEASURED_EVENT_INDEX = 0;

const FIXED = `timestamptz '2025-01-01 09:00:00+00'`;

async function hasColumn(db, table, column) {
  const { rows } = await db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return rows.length > 0;
}

async function hasTable(db, table) {
  const { rows } = await db.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
  return rows[0].present;
}

/**
 * Loads the data into a migrated, empty database. `db` is a connected pg Client; works on the
 * schema before and after the list indexes (it fills `signups.event_end_time` when it exists).
 */
export async function seed(db, log = () => undefined) {
  const step = async (label, sql) => {
    const started = Date.now();
    await db.query(sql);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const denormalised = await hasColumn(db, 'signups', 'event_end_time');

  // Bulk load: no foreign-key checks or row triggers (the data is consistent by construction);
  // derived data (club counters) is recomputed at the end.
  await db.query(`SET session_replication_role = replica`);
  await db.query(`SET maintenance_work_mem = '256MB'`);

  await step(
    'clubs, members, system admin',
    `
    INSERT INTO clubs (id, name, subdomain, timezone, created_at, updated_at) VALUES
      ('${IDS.fresh}', 'Fresh Tennis Club', 'fresh', 'Europe/London', ${FIXED}, ${FIXED}),
      ('${IDS.history}', 'Histo Tennis Club', 'history', 'Europe/London', ${FIXED}, ${FIXED});
    INSERT INTO users (id, email, created_at, updated_at)
      SELECT ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
             'member' || lpad(n::text, 4, '0') || '@bench.test', ${FIXED}, ${FIXED}
        FROM generate_series(0, ${MEMBERS - 1}) n;
    INSERT INTO club_memberships (club_id, user_id, user_type, name, created_at, updated_at)
      SELECT c.id, ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
             CASE WHEN n = 0 THEN 'clubadmin' WHEN n % 50 = 7 THEN 'cluborganiser'
                  WHEN n % 10 = 3 THEN 'clubguest' ELSE 'clubmember' END,
             'Member ' || lpad(n::text, 4, '0'),
             ${FIXED} + make_interval(mins => n), ${FIXED} + make_interval(mins => n)
        FROM generate_series(0, ${MEMBERS - 1}) n CROSS JOIN (VALUES ('${IDS.fresh}'::uuid), ('${IDS.history}'::uuid)) c(id);
    INSERT INTO system_users (id, email, name, user_type)
      VALUES ('${IDS.systemAdmin}', 'sysadmin@bench.test', 'Bench Admin', 'systemadmin');`,
  );

  // The same upcoming events at both clubs: two a day from tomorrow, 10:00 and 18:00 club time.
  await step(
    'upcoming events (100 per club) and their sign-ups',
    `
    CREATE TEMP TABLE upcoming AS
      SELECT i, date_trunc('day', now() AT TIME ZONE 'Europe/London')
                + make_interval(days => 1 + i / 2, hours => CASE WHEN i % 2 = 0 THEN 10 ELSE 18 END) AS start_time,
             CASE WHEN i = ${MEASURED_EVENT_INDEX} THEN 100 ELSE 20 + (i * 37) % 81 END AS signups
        FROM generate_series(0, ${UPCOMING - 1}) i;
    CREATE TEMP TABLE upcoming_ids AS
      SELECT c.id AS club_id, u.i, gen_random_uuid() AS id
        FROM upcoming u CROSS JOIN (VALUES ('${IDS.fresh}'::uuid), ('${IDS.history}'::uuid)) c(id);
    INSERT INTO events (id, club_id, name, description, event_type, start_time, end_time, location, capacity, created_at, updated_at)
      SELECT x.id, x.club_id, 'Club night ' || lpad(u.i::text, 3, '0'),
             'Doubles for every level; bring a friend.', (ARRAY['mixin','training','social','tournament'])[1 + u.i % 4],
             u.start_time, u.start_time + interval '2 hours', 'Courts 1-4',
             CASE WHEN u.i % 2 = 0 THEN 60 END, ${FIXED}, ${FIXED}
        FROM upcoming u JOIN upcoming_ids x USING (i);
    -- Sign-up j of event i: member 1 (the measured member) on every third event, else a member
    -- from 2..1999, distinct within the event; confirmed up to the capacity.
    INSERT INTO signups (club_id, event_id, user_id, status, signup_time${denormalised ? ', event_end_time' : ''})
      SELECT x.club_id, x.id,
             ('00000000-0000-4000-8000-' || lpad((CASE WHEN j = 0 AND u.i % 3 = 0 THEN 1
                                                       ELSE 2 + (u.i * 13 + j * 20) % ${MEMBERS - 2} END)::text, 12, '0'))::uuid,
             CASE WHEN u.i % 2 = 0 AND j >= 60 THEN 'waitlisted' ELSE 'confirmed' END,
             ${FIXED} + make_interval(secs => u.i * 1000 + j)
             ${denormalised ? ", u.start_time + interval '2 hours'" : ''}
        FROM upcoming u JOIN upcoming_ids x USING (i) CROSS JOIN LATERAL generate_series(0, u.signups - 1) j;`,
  );

  // 20 open-ended weekly series at both clubs, materialised up to the horizon as the product
  // does it (so its horizon job finds nothing to add), and two years of their past dates at the
  // history club. Series k repeats on weekday k % 7 at 17:00 + k % 4 hours.
  if (await hasTable(db, 'series')) {
    await step(
      `weekly series (${SERIES} per club, ${SERIES_HISTORY_WEEKS} weeks of past dates at the history club)`,
      `
      CREATE TEMP TABLE bench_series AS
        SELECT c.id AS club_id, k, gen_random_uuid() AS id,
               (ARRAY['MO','TU','WE','TH','FR','SA','SU'])[1 + k % 7] AS byday,
               make_time(17 + k % 4, 0, 0) AS at,
               d.first + make_time(17 + k % 4, 0, 0) AS first_start,
               (date_trunc('day', now() AT TIME ZONE 'Europe/London')
                 + make_interval(days => ${SERIES_HORIZON_DAYS} + 1) - interval '1 second') AS horizon,
               c.history
          FROM generate_series(0, ${SERIES - 1}) k
          CROSS JOIN (VALUES ('${IDS.fresh}'::uuid, false), ('${IDS.history}'::uuid, true)) c(id, history)
          CROSS JOIN LATERAL (
            SELECT t::date AS first FROM generate_series((now() AT TIME ZONE 'Europe/London')::date + 1,
                                                           (now() AT TIME ZONE 'Europe/London')::date + 7, interval '1 day') t
             WHERE extract(isodow FROM t) = 1 + k % 7) d;
      INSERT INTO series (id, club_id, rule, recurring_pattern, dtstart, name, description, event_type, location,
                          capacity, start_local_time, duration_minutes, materialised_until, created_at, updated_at)
        SELECT id, club_id, 'FREQ=WEEKLY;BYDAY=' || byday, 'weekly',
               CASE WHEN history THEN first_start - make_interval(weeks => ${SERIES_HISTORY_WEEKS}) ELSE first_start END,
               'Weekly session ' || lpad(k::text, 2, '0'), 'Every week, all levels.', 'mixin', 'Courts 1-4',
               16, at, 120, horizon, ${FIXED}, ${FIXED}
          FROM bench_series;
      CREATE TEMP TABLE bench_series_dates AS
        SELECT s.id AS series_id, s.club_id, s.k, gen_random_uuid() AS event_id, t AS start_time
          FROM bench_series s
          CROSS JOIN LATERAL generate_series(
            CASE WHEN s.history THEN s.first_start - make_interval(weeks => ${SERIES_HISTORY_WEEKS}) ELSE s.first_start END,
            s.horizon, interval '7 days') t;
      INSERT INTO events (id, club_id, series_id, original_start, name, description, event_type, start_time, end_time,
                          recurring_pattern, location, capacity, created_at, updated_at)
        SELECT d.event_id, d.club_id, d.series_id, d.start_time, 'Weekly session ' || lpad(d.k::text, 2, '0'),
               'Every week, all levels.', 'mixin', d.start_time, d.start_time + interval '2 hours', 'weekly', 'Courts 1-4',
               16, ${FIXED}, ${FIXED}
          FROM bench_series_dates d;
      INSERT INTO signups (club_id, event_id, user_id, status, signup_time${denormalised ? ', event_end_time' : ''})
        SELECT d.club_id, d.event_id,
               ('00000000-0000-4000-8000-' || lpad((2 + (d.k * 31 + j * 97) % ${MEMBERS - 2})::text, 12, '0'))::uuid,
               'confirmed', ${FIXED} + make_interval(secs => j)
               ${denormalised ? ", d.start_time + interval '2 hours'" : ''}
          FROM bench_series_dates d CROSS JOIN generate_series(0, ${SIGNUPS_PER_SERIES_DATE - 1}) j;`,
    );
  }

  // Years of history at one club: an event every 3.5 hours going back about four years.
  await step(
    `past events (${PAST_EVENTS} at the history club)`,
    `
    CREATE TEMP TABLE past AS
      SELECT e, gen_random_uuid() AS id,
             date_trunc('hour', now() AT TIME ZONE 'Europe/London') - make_interval(mins => e * 210) - interval '2 hours' AS start_time
        FROM generate_series(1, ${PAST_EVENTS}) e;
    INSERT INTO events (id, club_id, name, description, event_type, start_time, end_time, location, capacity, created_at, updated_at)
      SELECT p.id, '${IDS.history}', 'Past session ' || lpad(p.e::text, 5, '0'), 'From the archive.',
             (ARRAY['mixin','training','social','tournament'])[1 + p.e % 4],
             p.start_time, p.start_time + interval '2 hours', 'Courts 1-4', 100,
             p.start_time - interval '30 days', p.start_time - interval '30 days'
        FROM past p;`,
  );

  // 100 sign-ups per past event. The measured member signed up for every 20th event older than
  // 95 days (about 470 sign-ups), none in the last 90 days: their default answer has the same
  // bytes at both clubs, and ?scope=past pages through their years of history.
  const indexes = await db.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'signups' AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const r of indexes.rows) await db.query(`DROP INDEX ${r.indexname}`);
  await step(
    `past sign-ups (${(PAST_EVENTS * SIGNUPS_PER_PAST_EVENT).toLocaleString('en')})`,
    `
    INSERT INTO signups (club_id, event_id, user_id, status, signup_time${denormalised ? ', event_end_time' : ''})
      SELECT '${IDS.history}', p.id,
             ('00000000-0000-4000-8000-' || lpad((CASE WHEN j = 0 AND p.e % 20 = 0 AND p.e * 210 > 95 * 24 * 60 THEN 1
                                                       ELSE 2 + (p.e * 7 + j * 19) % ${MEMBERS - 2} END)::text, 12, '0'))::uuid,
             'confirmed', (p.start_time - interval '7 days' + make_interval(secs => j)) AT TIME ZONE 'Europe/London'
             ${denormalised ? ", p.start_time + interval '2 hours'" : ''}
        FROM past p CROSS JOIN generate_series(0, ${SIGNUPS_PER_PAST_EVENT - 1}) j;`,
  );
  const rebuild = Date.now();
  for (const r of indexes.rows) await db.query(r.indexdef);
  log(`  sign-up indexes rebuilt (${((Date.now() - rebuild) / 1000).toFixed(1)} s)`);

  if (await hasTable(db, 'club_counts')) {
    await step(
      'club counters',
      `
      INSERT INTO club_counts (club_id, user_count, event_count)
        SELECT c.id, (SELECT count(*) FROM club_memberships m WHERE m.club_id = c.id),
               (SELECT count(*) FROM events e WHERE e.club_id = c.id)
          FROM clubs c
      ON CONFLICT (club_id) DO UPDATE SET user_count = EXCLUDED.user_count, event_count = EXCLUDED.event_count`,
    );
  }
  await db.query(`RESET session_replication_role`);
  // What autovacuum would have done long before on a real installation: statistics and the
  // visibility map (index-only scans).
  await step(
    'VACUUM ANALYZE',
    `VACUUM (ANALYZE) clubs, users, club_memberships, events, signups, system_users${
      (await hasTable(db, 'series')) ? ', series' : ''
    }`,
  );
}
