import { AUDIT_RETENTION_MONTHS, FORMER_MEMBER_LABEL, SYSTEM_ACTOR_LABEL } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

/** An entry as written: the database sets its id and time. */
export type NewAuditEntry = Pick<
  AuditEntry,
  'club_id' | 'actor_kind' | 'actor_id' | 'action' | 'target_type' | 'target_id' | 'summary'
>;

/** What one page of the log may be narrowed to (each optional). */
export interface AuditFilter {
  action?: AuditEntry['action'];
  actorId?: string;
  targetId?: string;
}

/** Where a walk of the log stands: its first page's "now" and the last row of the previous page. */
export interface AuditPageAt {
  /** UTC wall-clock text (`YYYY-MM-DD HH:MM:SS.ffffff`): entries after it are not in this walk. */
  anchor: string;
  after?: { at: string; id: string };
}

/** An entry as read, with its labels resolved now and `at` to the microsecond for the cursor. */
export type AuditRow = Pick<
  AuditEntry,
  'id' | 'at' | 'actor_kind' | 'actor_id' | 'action' | 'target_type' | 'target_id' | 'summary'
> & { actor_label: string; actor_present: boolean; target_label: string | null; cursor_at: string };

const UTC_TEXT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/**
 * The labels are looked up at read time, so a removed person reads as 'Former member' and a
 * renamed one under their name of today: the actor and a person target by their membership here
 * (name, else e-mail); system staff as 'Courtside support'; an event by its name.
 */
const ENTRY_SELECT = `
  SELECT a.id, a.at, a.actor_kind, a.actor_id, a.action, a.target_type, a.target_id, a.summary,
         ${UTC_TEXT('a.at')} AS cursor_at,
         CASE WHEN a.actor_kind = 'system' THEN $2
              ELSE COALESCE(am.name, au.email, $3) END AS actor_label,
         am.user_id IS NOT NULL AS actor_present,
         CASE a.target_type
              WHEN 'club_user' THEN COALESCE(tm.name, tu.email, $3)
              WHEN 'event' THEN te.name
              ELSE NULL END AS target_label
    FROM audit_log a
    LEFT JOIN club_memberships am
      ON a.actor_kind = 'club' AND am.club_id = a.club_id AND am.user_id = a.actor_id
    LEFT JOIN users au ON au.id = am.user_id
    LEFT JOIN club_memberships tm
      ON a.target_type = 'club_user' AND tm.club_id = a.club_id AND tm.user_id = a.target_id
    LEFT JOIN users tu ON tu.id = tm.user_id
    LEFT JOIN events te ON a.target_type = 'event' AND te.club_id = a.club_id AND te.id = a.target_id`;

/**
 * The `audit_log` table's statements. Entries are only ever inserted (in the caller's
 * transaction), read a page at a time, and deleted by retention: there is no update.
 */
export const auditStore = {
  async insert(tx: EntityManager, entry: NewAuditEntry): Promise<void> {
    await tx.getRepository(AuditEntry).insert(entry);
  },

  async clubExists(db: EntityManager, clubId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM clubs WHERE id = $1`, [clubId]);
    return rows.length > 0;
  },

  /** The database's "now" as UTC text: the anchor of a new walk of the log. */
  async now(db: EntityManager): Promise<string> {
    const [row]: { now: string }[] = await db.query(`SELECT ${UTC_TEXT('now()')} AS now`);
    return row.now;
  },

  /**
   * One page of a club's log, newest first by (at, id): `limit` rows (the caller asks for one
   * more than it shows, to know whether a next page exists).
   */
  async page(
    db: EntityManager,
    clubId: string,
    filter: AuditFilter,
    at: AuditPageAt,
    limit: number,
  ): Promise<AuditRow[]> {
    const params: unknown[] = [clubId, SYSTEM_ACTOR_LABEL, FORMER_MEMBER_LABEL, at.anchor];
    const where = [`a.club_id = $1`, `a.at <= ($4::timestamp AT TIME ZONE 'UTC')`];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (filter.action) add((n) => `a.action = $${n}`, filter.action);
    if (filter.actorId) add((n) => `a.actor_id = $${n}`, filter.actorId);
    if (filter.targetId) add((n) => `a.target_id = $${n}`, filter.targetId);
    if (at.after) {
      params.push(at.after.at, at.after.id);
      const [k, i] = [params.length - 1, params.length];
      where.push(`(a.at, a.id) < ($${k}::timestamp AT TIME ZONE 'UTC', $${i}::uuid)`);
    }
    params.push(limit);
    return db.query(
      `${ENTRY_SELECT}
        WHERE ${where.join(' AND ')}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $${params.length}`,
      params,
    );
  },

  /** Deletes every club's entries older than the retention period; returns how many. */
  async deleteExpired(db: EntityManager): Promise<number> {
    const [, deleted]: [unknown, number] = await db.query(
      `DELETE FROM audit_log WHERE at < now() - make_interval(months => $1)`,
      [AUDIT_RETENTION_MONTHS],
    );
    return deleted;
  },
};
