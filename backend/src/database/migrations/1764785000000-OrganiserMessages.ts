import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages from organisers and the club (API.md section 13 and its decisions).
 *
 * - `messages`: each message as sent (about an event, a series, or the whole club), kept so the
 *   event page can show it. The sender is a users.id or system_users.id (no foreign key: the
 *   message outlives them); a member who leaves is unlinked (sender_id null) and reads as
 *   'Former member', the text stays.
 * - `message_recipients`: who it went to, resolved when it was sent; it goes with the membership.
 * - The outbox carries two new kinds: `organiser_message` (not switchable) and `club_news`
 *   (switchable: a preference and unsubscribe links).
 *
 * The kind checks are rebuilt from what they hold when this runs, not from a list spelled out
 * here, so migrations of other features that add kinds apply in either order.
 */
export class OrganiserMessages1764785000000 implements MigrationInterface {
  name = 'OrganiserMessages1764785000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        scope varchar(6) NOT NULL,
        event_id uuid,
        series_id uuid,
        sender_kind varchar(6) NOT NULL,
        sender_id uuid,
        subject text NOT NULL,
        body text NOT NULL,
        audience varchar(10) NOT NULL,
        reply_to_me boolean NOT NULL DEFAULT false,
        recipient_count integer NOT NULL DEFAULT 0,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_messages_club FOREIGN KEY (club_id) REFERENCES clubs (id) ON DELETE CASCADE,
        CONSTRAINT fk_messages_event FOREIGN KEY (event_id) REFERENCES events (id) ON DELETE CASCADE,
        CONSTRAINT fk_messages_series FOREIGN KEY (series_id) REFERENCES series (id) ON DELETE CASCADE,
        CONSTRAINT ck_messages_scope CHECK (
          (scope = 'event' AND event_id IS NOT NULL AND series_id IS NULL)
          OR (scope = 'series' AND series_id IS NOT NULL AND event_id IS NULL)
          OR (scope = 'club' AND event_id IS NULL AND series_id IS NULL)),
        CONSTRAINT ck_messages_sender_kind CHECK (sender_kind IN ('club', 'system')),
        CONSTRAINT ck_messages_audience CHECK (audience IN ('confirmed', 'waitlisted', 'everyone', 'members'))
      )`);
    await q.query(
      `CREATE INDEX ix_messages_event ON messages (event_id, sent_at) WHERE event_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX ix_messages_series ON messages (series_id, sent_at) WHERE series_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX ix_messages_club ON messages (club_id, scope, sent_at)`);
    await q.query(`CREATE INDEX ix_messages_sender ON messages (club_id, sender_id)`);
    await q.query(`
      CREATE TABLE message_recipients (
        message_id uuid NOT NULL,
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        PRIMARY KEY (message_id, user_id),
        CONSTRAINT fk_message_recipients_message FOREIGN KEY (message_id) REFERENCES messages (id) ON DELETE CASCADE,
        CONSTRAINT fk_message_recipients_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_message_recipients_member ON message_recipients (club_id, user_id)`);

    await q.query(`ALTER TABLE notification_preferences ADD COLUMN club_news boolean NOT NULL DEFAULT true`);
    await addKinds(q, 'notification_outbox', 'ck_notification_outbox_kind', [
      'organiser_message',
      'club_news',
    ]);
    await addKinds(q, 'notification_unsubscribe_tokens', 'ck_notification_unsubscribe_tokens_kind', [
      'club_news',
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_unsubscribe_tokens WHERE kind = 'club_news'`);
    await q.query(`DELETE FROM notification_outbox WHERE kind IN ('organiser_message', 'club_news')`);
    await q.query(`DELETE FROM sent_notifications WHERE kind IN ('organiser_message', 'club_news')`);
    await removeKinds(q, 'notification_unsubscribe_tokens', 'ck_notification_unsubscribe_tokens_kind', [
      'club_news',
    ]);
    await removeKinds(q, 'notification_outbox', 'ck_notification_outbox_kind', [
      'organiser_message',
      'club_news',
    ]);
    await q.query(`ALTER TABLE notification_preferences DROP COLUMN club_news`);
    await q.query(`DROP TABLE message_recipients`);
    await q.query(`DROP TABLE messages`);
  }
}

/** The kinds a `kind IN (...)` check allows now. */
async function kindsOf(q: QueryRunner, table: string, constraint: string): Promise<string[]> {
  const [row]: { def: string }[] = await q.query(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
      WHERE c.conname = $1 AND c.conrelid = $2::regclass`,
    [constraint, table],
  );
  return [...row.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

async function setKinds(q: QueryRunner, table: string, constraint: string, kinds: string[]): Promise<void> {
  await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
  await q.query(
    `ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`,
  );
}

async function addKinds(q: QueryRunner, table: string, constraint: string, added: string[]): Promise<void> {
  const kinds = await kindsOf(q, table, constraint);
  await setKinds(q, table, constraint, [...kinds, ...added.filter((k) => !kinds.includes(k))]);
}

async function removeKinds(
  q: QueryRunner,
  table: string,
  constraint: string,
  removed: string[],
): Promise<void> {
  const kinds = await kindsOf(q, table, constraint);
  await setKinds(
    q,
    table,
    constraint,
    kinds.filter((k) => !removed.includes(k)),
  );
}
