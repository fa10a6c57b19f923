import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SessionKind = 'club' | 'system';

/** A signed-in browser. The cookie holds a random id; only its SHA-256 hash is stored here. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'char', length: 64 }) id_hash!: string;
  @Column({ type: 'varchar', length: 10 }) kind!: SessionKind;
  @Column({ type: 'uuid', nullable: true }) user_id!: string | null;
  @Column({ type: 'uuid', nullable: true }) club_id!: string | null;
  @Column({ type: 'uuid', nullable: true }) system_user_id!: string | null;
  @Column({ type: 'integer' }) idle_timeout_seconds!: number;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz' }) idle_expires_at!: Date;
  @Column({ type: 'timestamptz' }) absolute_expires_at!: Date;
}
