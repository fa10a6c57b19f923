import type { AuditAction, AuditTargetType } from '@courtside/domain';
import { AUDIT_ACTIONS, AUDIT_SUMMARY_MAX, AUDIT_TARGET_TYPES } from '@courtside/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * One staff action in a club's audit log (API.md section 12). Written only by `recordAudit`, in
 * the transaction of the change it records; never updated; deleted by the retention job after 36
 * months or with the club. The actor's and target's labels are not stored: they are resolved when
 * the log is read, so a removed person reads as 'Former member'.
 */
@Entity({ name: 'audit_log' })
@Index('ix_audit_log_club_at', ['club_id', 'at', 'id'])
@Index('ix_audit_log_club_actor', ['club_id', 'actor_id', 'at', 'id'])
@Index('ix_audit_log_club_target', ['club_id', 'target_id', 'at', 'id'])
@Index('ix_audit_log_at', ['at'])
@Check('ck_audit_log_actor_kind', `actor_kind IN ('club', 'system')`)
@Check('ck_audit_log_action', `action IN (${list(AUDIT_ACTIONS)})`)
@Check('ck_audit_log_target_type', `target_type IN (${list(AUDIT_TARGET_TYPES)})`)
@Check('ck_audit_log_summary_length', `char_length(summary) <= ${AUDIT_SUMMARY_MAX}`)
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'audit_log_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) at!: Date;
  /** 'club': actor_id is users.id; 'system': system_users.id (shown to the club as support). */
  @Column({ type: 'varchar', length: 6 }) actor_kind!: 'club' | 'system';
  @Column({ type: 'uuid', nullable: true }) actor_id!: string | null;
  @Column({ type: 'varchar', length: 40 }) action!: AuditAction;
  @Column({ type: 'varchar', length: 20 }) target_type!: AuditTargetType;
  @Column({ type: 'uuid', nullable: true }) target_id!: string | null;
  /** What changed, by field name; never the values of personal data other than names. */
  @Column({ type: 'text', default: '' }) summary!: string;
}
