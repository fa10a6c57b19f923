import { AUDIT_SUMMARY_MAX, type AuditAction, type AuditTargetType } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../http/request-context';
import { auditStore } from './audit.store';

/** One staff action, as a feature records it. */
export interface AuditRecord {
  clubId: string;
  /** Who did it: a club session (users.id) or system staff (system_users.id). */
  actor: Pick<Principal, 'kind' | 'id'>;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /**
   * What changed, in a line: field names, types, an event's name and time. Never the values of
   * personal data other than names (no e-mail addresses, phone numbers or levels). Cut to the
   * stored length.
   */
  summary: string;
}

/**
 * Writes an audit entry in `tx`, the transaction of the change it records: the entry exists
 * exactly when the change committed (a refused or failed change leaves none).
 */
export async function recordAudit(tx: EntityManager, record: AuditRecord): Promise<void> {
  await auditStore.insert(tx, {
    club_id: record.clubId,
    actor_kind: record.actor.kind,
    actor_id: record.actor.id,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId,
    // char_length counts code points: cut by code points, never inside a surrogate pair.
    summary: Array.from(record.summary).slice(0, AUDIT_SUMMARY_MAX).join(''),
  });
}
