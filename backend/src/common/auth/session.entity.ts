import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

export type SessionKind = 'club' | 'system';

/** A signed-in browser. The cookie holds a random id; only its SHA-256 hash is stored here. */
@Entity({ name: 'sessions' })
@Index('ix_sessions_club_user', ['club_id', 'user_id'])
@Index('ix_sessions_system_user', ['system_user_id'])
@Index('ix_sessions_absolute_expiry', ['absolute_expires_at'])
@Check(
  'ck_sessions_kind',
  `(kind = 'club' AND user_id IS NOT NULL AND club_id IS NOT NULL AND system_user_id IS NULL)
    OR (kind = 'system' AND system_user_id IS NOT NULL AND user_id IS NULL AND club_id IS NULL)`,
)
export class Session {
  @PrimaryColumn({ type: 'char', length: 64 }) id_hash!: string;
  @Column({ type: 'varchar', length: 10 }) kind!: SessionKind;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'sessions_user_id_fkey', onDelete: 'CASCADE' })
  user_id!: string | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('clubs', { name: 'sessions_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('system_users', { name: 'sessions_system_user_id_fkey', onDelete: 'CASCADE' })
  system_user_id!: string | null;
  @Column({ type: 'integer' }) idle_timeout_seconds!: number;
  /**
   * Opened for a pending joiner (a user with no membership at the club, API.md section 12). Only
   * such a session stays valid without a membership: a member's ends when the membership goes.
   */
  @Column({ type: 'boolean', default: false }) pending_join!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz' }) idle_expires_at!: Date;
  @Column({ type: 'timestamptz' }) absolute_expires_at!: Date;
}
