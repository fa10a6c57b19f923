import {
  FORMER_MEMBER_LABEL,
  SYSTEM_ACTOR_LABEL,
  type ClubMessageAudience,
  type EventMessageAudience,
  type MessageAudience,
  type MessageScope,
} from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Message } from './message.entity';

/** Who a message is for: the people it reaches, as one SQL query of user ids (`user_id`). */
export type AudienceTarget =
  | { scope: 'event'; eventId: string; to: EventMessageAudience }
  | { scope: 'series'; seriesId: string; to: EventMessageAudience }
  | { scope: 'club'; to: ClubMessageAudience };

/** A member's label for others when they gave no name. */
const NAMELESS = 'Member';

/** The sign-up statuses of an event audience (`offered` holds a place, so it counts as confirmed). */
function statusesOf(to: EventMessageAudience): string[] {
  if (to === 'confirmed') return ['confirmed', 'offered'];
  if (to === 'waitlisted') return ['waitlisted'];
  return ['confirmed', 'offered', 'waitlisted'];
}

/**
 * The audience as a query of distinct `user_id`s, with its parameters after `$1` (the club).
 * Everyone is a member of the club now: sign-ups and standing sign-ups go with the membership.
 */
function audienceSql(target: AudienceTarget): { sql: string; params: unknown[] } {
  switch (target.scope) {
    case 'event':
      return {
        sql: `SELECT DISTINCT s.user_id FROM signups s
               WHERE s.club_id = $1 AND s.event_id = $2 AND s.user_id IS NOT NULL AND s.status = ANY($3::text[])`,
        params: [target.eventId, statusesOf(target.to)],
      };
    case 'series':
      // Signed up for a date still to come, or holding a standing sign-up (confirmed or everyone).
      return {
        sql: `SELECT s.user_id FROM signups s
                JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = e.club_id
               WHERE s.club_id = $1 AND e.series_id = $2 AND s.user_id IS NOT NULL
                 AND s.status = ANY($3::text[]) AND e.status = 'scheduled'
                 AND e.start_time > (now() AT TIME ZONE c.timezone)
              UNION
              SELECT ss.user_id FROM series_subscriptions ss
               WHERE ss.club_id = $1 AND ss.series_id = $2 AND $4::boolean`,
        params: [target.seriesId, statusesOf(target.to), target.to !== 'waitlisted'],
      };
    case 'club':
      return {
        sql: `SELECT m.user_id FROM club_memberships m
               WHERE m.club_id = $1 AND ($2::boolean OR m.user_type <> 'clubguest')`,
        params: [target.to === 'everyone'],
      };
  }
}

export interface NewMessage {
  clubId: string;
  scope: MessageScope;
  eventId: string | null;
  seriesId: string | null;
  senderKind: 'club' | 'system';
  senderId: string;
  subject: string;
  body: string;
  audience: MessageAudience;
  replyToMe: boolean;
}

/** A message as the event page lists it. */
export interface MessageRow {
  id: Message['id'];
  scope: MessageScope;
  subject: Message['subject'];
  body: Message['body'];
  audience: MessageAudience;
  sender_name: string;
  recipient_count: Message['recipient_count'];
  sent_at: Date;
}

/** What a message's mail says, read when the mail is sent. */
export interface MessageMailRow {
  id: Message['id'];
  scope: MessageScope;
  subject: Message['subject'];
  body: Message['body'];
  sender_name: string;
  /** The sender's address when they asked for replies; null otherwise or once they left. */
  sender_email: string | null;
  club_email: string | null;
  event_id: string | null;
  event_name: string | null;
  /** Club wall-clock, `YYYY-MM-DDTHH:mm:ss`. */
  event_start: string | null;
  series_name: string | null;
  timezone: string;
}

/** The sender's label: their club name, 'Member' without one, 'Former member' once they left. */
const SENDER_NAME = `CASE
    WHEN msg.sender_kind = 'system' THEN '${SYSTEM_ACTOR_LABEL}'
    WHEN sm.user_id IS NULL THEN '${FORMER_MEMBER_LABEL}'
    ELSE COALESCE(NULLIF(btrim(sm.name), ''), '${NAMELESS}') END`;
const SENDER_JOIN = `LEFT JOIN club_memberships sm
    ON msg.sender_kind = 'club' AND sm.club_id = msg.club_id AND sm.user_id = msg.sender_id`;

/**
 * The `messages` and `message_recipients` tables: messages as sent, and who they went to. Every
 * statement names the club.
 */
export const messagesStore = {
  /** How many people the audience holds now. */
  async audienceCount(db: EntityManager, clubId: string, target: AudienceTarget): Promise<number> {
    const { sql, params } = audienceSql(target);
    const [row]: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM (${sql}) a`, [
      clubId,
      ...params,
    ]);
    return row.count;
  },

  /**
   * Serialises the messages about one subject (an event, a series, the club's own), so that two
   * at once cannot both pass the limit; held until the transaction ends.
   */
  async lockSubject(tx: EntityManager, clubId: string, subject: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `messages:${clubId}:${subject}`,
    ]);
  },

  /**
   * Messages sent about the subject in the last 24 hours, and the seconds until the oldest of
   * them leaves that window (when the next may go if the limit is reached).
   */
  async sentInLastDay(
    tx: EntityManager,
    clubId: string,
    where: { scope: MessageScope; eventId?: string; seriesId?: string },
  ): Promise<{ count: number; oldestLeavesIn: number }> {
    const [row]: { count: number; leaves_in: number | null }[] = await tx.query(
      `SELECT count(*)::int AS count,
              ceil(extract(epoch FROM min(sent_at) + interval '24 hours' - now()))::int AS leaves_in
         FROM messages
        WHERE club_id = $1 AND scope = $2 AND sent_at > now() - interval '24 hours'
          AND ($3::uuid IS NULL OR event_id = $3) AND ($4::uuid IS NULL OR series_id = $4)`,
      [clubId, where.scope, where.eventId ?? null, where.seriesId ?? null],
    );
    return { count: row.count, oldestLeavesIn: Math.max(1, row.leaves_in ?? 1) };
  },

  /**
   * Keeps the message and its recipients (the audience as it is now), set-based: one statement
   * each, however many people. Returns the message's id and how many it went to.
   */
  async insert(
    tx: EntityManager,
    message: NewMessage,
    target: AudienceTarget,
  ): Promise<{ id: string; recipients: number }> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO messages (club_id, scope, event_id, series_id, sender_kind, sender_id, subject, body,
                             audience, reply_to_me)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        message.clubId,
        message.scope,
        message.eventId,
        message.seriesId,
        message.senderKind,
        message.senderId,
        message.subject,
        message.body,
        message.audience,
        message.replyToMe,
      ],
    );
    const { sql, params } = audienceSql(target);
    const offset = 2;
    const shifted = sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset - 1}`);
    const inserted: unknown[] = await tx.query(
      `INSERT INTO message_recipients (message_id, club_id, user_id)
       SELECT $1, $2, a.user_id FROM (${shifted}) a
       RETURNING 1`,
      [row.id, message.clubId, ...params],
    );
    await tx.query(`UPDATE messages SET recipient_count = $2 WHERE id = $1`, [row.id, inserted.length]);
    return { id: row.id, recipients: inserted.length };
  },

  /**
   * One outbox row per recipient (one statement): the mail is composed from the message when it
   * is sent. `eventId` ties the mail to an event for the record of sent mails.
   */
  async queueMails(
    tx: EntityManager,
    clubId: string,
    messageId: string,
    kind: 'organiser_message' | 'club_news',
    eventId: string | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT r.club_id, r.user_id, $3, $4::uuid, jsonb_build_object('message_id', r.message_id)
         FROM message_recipients r
        WHERE r.club_id = $1 AND r.message_id = $2
        ORDER BY r.user_id`,
      [clubId, messageId, kind, eventId],
    );
  },

  /**
   * The messages about an event (its own, and those to its series), newest first; for
   * `recipientId`, only those that went to them.
   */
  listForEvent(
    db: EntityManager,
    clubId: string,
    eventId: string,
    seriesId: string | null,
    recipientId: string | null,
  ): Promise<MessageRow[]> {
    return db.query(
      `SELECT msg.id, msg.scope, msg.subject, msg.body, msg.audience, ${SENDER_NAME} AS sender_name,
              msg.recipient_count, msg.sent_at
         FROM messages msg ${SENDER_JOIN}
        WHERE msg.club_id = $1
          AND (msg.event_id = $2 OR ($3::uuid IS NOT NULL AND msg.series_id = $3))
          AND ($4::uuid IS NULL OR EXISTS (
                SELECT 1 FROM message_recipients r WHERE r.message_id = msg.id AND r.user_id = $4))
        ORDER BY msg.sent_at DESC, msg.id DESC`,
      [clubId, eventId, seriesId, recipientId],
    );
  },

  /** A message as its mail says it, with the addresses replies may go to; null when it is gone. */
  async forMail(db: EntityManager, clubId: string, messageId: string): Promise<MessageMailRow | null> {
    const [row]: MessageMailRow[] = await db.query(
      `SELECT msg.id, msg.scope, msg.subject, msg.body, ${SENDER_NAME} AS sender_name,
              CASE WHEN msg.reply_to_me THEN COALESCE(su.email, sy.email) END AS sender_email,
              NULLIF(btrim(c.email), '') AS club_email, c.timezone,
              e.id AS event_id, e.name AS event_name,
              to_char(e.start_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS event_start, se.name AS series_name
         FROM messages msg ${SENDER_JOIN}
         JOIN clubs c ON c.id = msg.club_id
         LEFT JOIN users su ON msg.sender_kind = 'club' AND sm.user_id IS NOT NULL AND su.id = msg.sender_id
         LEFT JOIN system_users sy ON msg.sender_kind = 'system' AND sy.id = msg.sender_id
         LEFT JOIN events e ON e.id = msg.event_id
         LEFT JOIN series se ON se.id = msg.series_id
        WHERE msg.club_id = $1 AND msg.id = $2`,
      [clubId, messageId],
    );
    return row ?? null;
  },

  /** Whether the person is still among the message's recipients (they may have left since). */
  async isRecipient(db: EntityManager, messageId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM message_recipients WHERE message_id = $1 AND user_id = $2`,
      [messageId, userId],
    );
    return rows.length > 0;
  },

  /** The event's series (null for a one-off), or undefined when the club has no such event. */
  async eventSeries(db: EntityManager, clubId: string, eventId: string): Promise<string | null | undefined> {
    const [row]: { series_id: string | null }[] = await db.query(
      `SELECT series_id FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    return row ? row.series_id : undefined;
  },

  /** Whether the club has the series. */
  async seriesExists(db: EntityManager, clubId: string, seriesId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM series WHERE club_id = $1 AND id = $2`, [
      clubId,
      seriesId,
    ]);
    return rows.length > 0;
  },
};
