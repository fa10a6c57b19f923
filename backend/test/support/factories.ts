import type { ClubRole, JoinPolicy, SystemRole } from '@courtside/domain';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface TestClub {
  id: string;
  name: string;
  subdomain: string;
}

export interface TestUser {
  id: string;
  email: string;
  name: string | null;
}

const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);

export async function createClub(
  db: DataSource,
  fields: {
    name?: string;
    /** The old setting: true (the default here) is join_policy 'open', false 'closed'. */
    allow_guest_signup?: boolean;
    join_policy?: JoinPolicy;
    subdomain?: string;
  } = {},
): Promise<TestClub> {
  const subdomain = fields.subdomain ?? `club-${unique()}`;
  const name = fields.name ?? `Test Club ${subdomain}`;
  const policy = fields.join_policy ?? (fields.allow_guest_signup === false ? 'closed' : 'open');
  const [row] = await db.query(
    `INSERT INTO clubs (name, subdomain, join_policy) VALUES ($1, $2, $3) RETURNING id, name, subdomain`,
    [name, subdomain, policy],
  );
  return row;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${unique()}@example.test`;
}

export async function createClubUser(
  db: DataSource,
  club: TestClub,
  role: ClubRole,
  email = uniqueEmail(role),
  name: string | null = `Test ${role}`,
): Promise<TestUser> {
  const [user] = await db.query(
    `INSERT INTO users (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id, email`,
    [email.toLowerCase()],
  );
  await db.query(`INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, $3, $4)`, [
    club.id,
    user.id,
    role,
    name,
  ]);
  return { ...user, name };
}

export async function createSystemUser(
  db: DataSource,
  role: SystemRole,
  email = uniqueEmail(role),
): Promise<TestUser> {
  const [user] = await db.query(
    `INSERT INTO system_users (email, name, user_type) VALUES ($1, $2, $3) RETURNING id, email, name`,
    [email.toLowerCase(), `Test ${role}`, role],
  );
  return user;
}

export interface TestEventFields {
  name?: string;
  capacity?: number | null;
  /** Days from now (negative: past). */
  inDays?: number;
  event_type?: string;
}

/** An event of `club`, by default tomorrow 18:00-20:00 club time, unlimited. */
export async function createEvent(
  db: DataSource,
  club: TestClub,
  fields: TestEventFields = {},
): Promise<{ id: string; name: string }> {
  const days = fields.inDays ?? 1;
  const [row] = await db.query(
    `INSERT INTO events (club_id, name, event_type, start_time, end_time, capacity)
     VALUES ($1, $2, $3, date_trunc('day', now()) + make_interval(days => $4, hours => 18),
             date_trunc('day', now()) + make_interval(days => $4, hours => 20), $5)
     RETURNING id, name`,
    [
      club.id,
      fields.name ?? `Event ${unique()}`,
      fields.event_type ?? 'mixin',
      days,
      fields.capacity ?? null,
    ],
  );
  return row;
}

export async function createSignup(
  db: DataSource,
  club: TestClub,
  eventId: string,
  userId: string,
  status: 'confirmed' | 'waitlisted' = 'confirmed',
): Promise<{ id: string }> {
  const [row] = await db.query(
    `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, $4) RETURNING id`,
    [club.id, eventId, userId, status],
  );
  return row;
}

export interface TestSeriesFields {
  name?: string;
  capacity?: number | null;
  /** Occurrences made, one a week from `firstInDays` days from now (default 7) at 19:00-21:00. */
  occurrences?: number;
  firstInDays?: number;
}

/**
 * A weekly series of `club` with its occurrences, written directly (no horizon, no standing
 * sign-ups): for tests that need a series to act on, not to check how one is made.
 */
export async function createSeries(
  db: DataSource,
  club: TestClub,
  fields: TestSeriesFields = {},
): Promise<{ id: string; eventIds: string[] }> {
  const weeks = fields.occurrences ?? 3;
  const [series] = await db.query(
    `INSERT INTO series (club_id, rule, recurring_pattern, dtstart, name, capacity, start_local_time,
                         duration_minutes, materialised_until)
     SELECT $1, 'FREQ=WEEKLY;BYDAY=' || upper(left(to_char(d, 'DY'), 2)), 'weekly', d, $2, $3, '19:00', 120,
            d + make_interval(days => 7 * ($4::int - 1))
       FROM (SELECT date_trunc('day', now()) + make_interval(days => $5::int, hours => 19) AS d) x
     RETURNING id, dtstart`,
    [club.id, fields.name ?? `Series ${unique()}`, fields.capacity ?? null, weeks, fields.firstInDays ?? 7],
  );
  const events: { id: string }[] = await db.query(
    `INSERT INTO events (club_id, series_id, original_start, start_time, end_time, name, capacity, recurring_pattern)
     SELECT s.club_id, s.id, t, t, t + interval '2 hours', s.name, s.capacity, 'weekly'
       FROM series s CROSS JOIN generate_series(s.dtstart, s.materialised_until, interval '7 days') t
      WHERE s.id = $1
      ORDER BY t
     RETURNING id`,
    [series.id],
  );
  return { id: series.id, eventIds: events.map((e) => e.id) };
}

/** A standing sign-up, written directly (no sign-ups made). */
export async function createSubscription(
  db: DataSource,
  club: TestClub,
  seriesId: string,
  userId: string,
): Promise<void> {
  await db.query(`INSERT INTO series_subscriptions (series_id, club_id, user_id) VALUES ($1, $2, $3)`, [
    seriesId,
    club.id,
    userId,
  ]);
}
