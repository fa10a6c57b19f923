import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MagicLinkFlow = 'club' | 'system';

/** One issued login link. Only the token's SHA-256 hash is kept; the link is single use. */
@Entity({ name: 'magic_links' })
export class MagicLink {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'char', length: 64, unique: true }) token_hash!: string;
  @Column({ type: 'varchar', length: 10 }) flow!: MagicLinkFlow;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'uuid', nullable: true }) club_id!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz' }) expires_at!: Date;
  @Column({ type: 'timestamptz', nullable: true }) used_at!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) voided_at!: Date | null;
}
