import type { EntityManager } from 'typeorm';
import type { NotificationPreference } from './notification-preference.entity';

/** The columns of notification_preferences a person sets: the kinds and the reminder time. */
export type PreferenceColumn = keyof Omit<
  NotificationPreference,
  'club_id' | 'user_id' | 'updated_at' | 'push'
>;

/**
 * A member's row, every column null when they never changed anything (the LEFT JOIN found none);
 * `member` is there to tell a member without a row from no member at all.
 */
export type MemberPreferencesRow = {
  [K in keyof NotificationPreference]: NotificationPreference[K] | null;
} & {
  member: boolean;
};

/** The `notification_preferences` table: one row per membership, absent until a change. */
export const notificationPreferencesStore = {
  /** The member's row; null when there is no such member of the club. */
  async ofMember(
    db: EntityManager,
    clubId: string,
    userId: string | null,
  ): Promise<MemberPreferencesRow | null> {
    const rows: MemberPreferencesRow[] = await db.query(
      `SELECT p.*, true AS member
         FROM club_memberships m LEFT JOIN notification_preferences p USING (club_id, user_id)
        WHERE m.club_id = $1 AND m.user_id = $2`,
      [clubId, userId],
    );
    return rows[0] ?? null;
  },

  /**
   * Holds the membership (FOR KEY SHARE) so it cannot be removed before the transaction's writes
   * commit; false when there is no such member of the club.
   */
  async holdMembership(tx: EntityManager, clubId: string, userId: string | null): Promise<boolean> {
    const member: unknown[] = await tx.query(
      `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2 FOR KEY SHARE`,
      [clubId, userId],
    );
    return member.length > 0;
  },

  /**
   * Writes the given columns of a member's row, creating it (with the defaults) if need be.
   * `columns` name columns of the table, never anything from a request: they are spliced in.
   */
  async upsert(
    tx: EntityManager,
    clubId: string,
    userId: string,
    columns: readonly PreferenceColumn[],
    values: Partial<Record<PreferenceColumn, boolean | number>>,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_preferences (club_id, user_id, ${columns.join(', ')})
       VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
       ON CONFLICT (club_id, user_id) DO UPDATE
         SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
      [clubId, userId, ...columns.map((c) => values[c])],
    );
  },

  /**
   * Sets the push switches given (the others stay), creating the row (with the defaults) if
   * need be; `replace` sets exactly these.
   */
  async setPush(
    tx: EntityManager,
    clubId: string,
    userId: string,
    push: Partial<Record<string, boolean>>,
    replace = false,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_preferences (club_id, user_id, push) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (club_id, user_id) DO UPDATE
         SET push = ${replace ? 'EXCLUDED.push' : 'notification_preferences.push || EXCLUDED.push'},
             updated_at = now()`,
      [clubId, userId, JSON.stringify(push)],
    );
  },
};
