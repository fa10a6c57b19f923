import { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole schema of the HTTP contract: clubs, people, sessions, login links, events, sign-ups. */
export class InitialSchema1763776800000 implements MigrationInterface {
  name = 'InitialSchema1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);

    await q.query(`
      CREATE TABLE clubs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        subdomain varchar(63) NOT NULL,
        logo text,
        subscription_id varchar(100),
        description text,
        email varchar(254),
        phone varchar(50),
        website text,
        address text,
        timezone varchar(64) NOT NULL DEFAULT 'Europe/London',
        allow_guest_signup boolean NOT NULL DEFAULT true,
        listed boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_clubs_subdomain UNIQUE (subdomain),
        CONSTRAINT ck_clubs_subdomain CHECK (subdomain ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$')
      )`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        name varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_users_email UNIQUE (email),
        CONSTRAINT ck_users_email_lower CHECK (email = lower(email))
      )`);

    await q.query(`
      CREATE TABLE club_memberships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_type varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_club_memberships_club_user UNIQUE (club_id, user_id),
        CONSTRAINT ck_club_memberships_type
          CHECK (user_type IN ('clubsuperadmin', 'clubadmin', 'cluborganiser', 'clubmember', 'clubguest'))
      )`);
    await q.query(`CREATE INDEX ix_club_memberships_user ON club_memberships (user_id)`);

    await q.query(`
      CREATE TABLE system_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        name varchar(100),
        user_type varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_system_users_email UNIQUE (email),
        CONSTRAINT ck_system_users_email_lower CHECK (email = lower(email)),
        CONSTRAINT ck_system_users_type CHECK (user_type IN ('systemadmin', 'systemmanager'))
      )`);

    await q.query(`
      CREATE TABLE sessions (
        id_hash char(64) PRIMARY KEY,
        kind varchar(10) NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        club_id uuid REFERENCES clubs(id) ON DELETE CASCADE,
        system_user_id uuid REFERENCES system_users(id) ON DELETE CASCADE,
        idle_timeout_seconds integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        CONSTRAINT ck_sessions_kind CHECK (
          (kind = 'club' AND user_id IS NOT NULL AND club_id IS NOT NULL AND system_user_id IS NULL)
          OR (kind = 'system' AND system_user_id IS NOT NULL AND user_id IS NULL AND club_id IS NULL))
      )`);
    await q.query(`CREATE INDEX ix_sessions_club_user ON sessions (club_id, user_id)`);
    await q.query(`CREATE INDEX ix_sessions_system_user ON sessions (system_user_id)`);
    await q.query(`CREATE INDEX ix_sessions_absolute_expiry ON sessions (absolute_expires_at)`);

    await q.query(`
      CREATE TABLE magic_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL,
        flow varchar(10) NOT NULL,
        email varchar(254) NOT NULL,
        club_id uuid REFERENCES clubs(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        voided_at timestamptz,
        CONSTRAINT uq_magic_links_token_hash UNIQUE (token_hash),
        CONSTRAINT ck_magic_links_flow CHECK ((flow = 'club' AND club_id IS NOT NULL) OR (flow = 'system' AND club_id IS NULL))
      )`);
    await q.query(
      `CREATE INDEX ix_magic_links_owner ON magic_links (flow, email, club_id) WHERE used_at IS NULL AND voided_at IS NULL`,
    );
    await q.query(`CREATE INDEX ix_magic_links_expiry ON magic_links (expires_at)`);

    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        event_type varchar(20) NOT NULL DEFAULT 'mixin',
        start_time timestamp NOT NULL,
        end_time timestamp NOT NULL,
        recurring_pattern varchar(10) NOT NULL DEFAULT 'none',
        location varchar(200) NOT NULL DEFAULT '',
        capacity integer,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_events_id_club UNIQUE (id, club_id),
        CONSTRAINT ck_events_times CHECK (end_time > start_time),
        CONSTRAINT ck_events_type CHECK (event_type IN ('mixin', 'tournament', 'training', 'social', 'meeting', 'other')),
        CONSTRAINT ck_events_pattern CHECK (recurring_pattern IN ('none', 'daily', 'weekly', 'monthly')),
        CONSTRAINT ck_events_capacity CHECK (capacity IS NULL OR capacity BETWEEN 1 AND 10000)
      )`);
    await q.query(`CREATE INDEX ix_events_club_start ON events (club_id, start_time)`);
    await q.query(`CREATE INDEX ix_events_club_end ON events (club_id, end_time)`);

    // A sign-up belongs to an event of the same club and to a member of that club: removing the
    // membership or the event removes the sign-up, and no sign-up can cross clubs.
    await q.query(`
      CREATE TABLE signups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        event_id uuid NOT NULL,
        user_id uuid NOT NULL,
        status varchar(12) NOT NULL,
        signup_time timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT uq_signups_event_user UNIQUE (event_id, user_id),
        CONSTRAINT ck_signups_status CHECK (status IN ('confirmed', 'waitlisted')),
        CONSTRAINT fk_signups_event FOREIGN KEY (event_id, club_id) REFERENCES events (id, club_id) ON DELETE CASCADE,
        CONSTRAINT fk_signups_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_signups_event_status_time ON signups (event_id, status, signup_time)`);
    await q.query(`CREATE INDEX ix_signups_club_user ON signups (club_id, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'signups',
      'events',
      'magic_links',
      'sessions',
      'system_users',
      'club_memberships',
      'users',
      'clubs',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
