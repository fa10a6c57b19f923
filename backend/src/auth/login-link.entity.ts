import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { MagicLinkFlow } from './login-links.service';

/**
 * A login link sent by mail (`magic_links`, the table's name from before the product called them
 * login links). Only the token's hash is stored; a club link names its club, a system link none.
 */
@Entity({ name: 'magic_links' })
@Unique('uq_magic_links_token_hash', ['token_hash'])
// The unused links of one person, flow and club: the ones using a link voids.
@Index('ix_magic_links_owner', ['flow', 'email', 'club_id'], {
  where: 'used_at IS NULL AND voided_at IS NULL',
})
@Index('ix_magic_links_expiry', ['expires_at'])
@Check(
  'ck_magic_links_flow',
  `(flow = 'club' AND club_id IS NOT NULL) OR (flow = 'system' AND club_id IS NULL)`,
)
// An invitation is an enrolment link at a club; the system console has none.
@Check(
  'ck_magic_links_purpose',
  `purpose IN ('login', 'invitation') AND (purpose = 'login' OR flow = 'club')`,
)
export class LoginLink {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'char', length: 64 }) token_hash!: string;
  @Column({ type: 'varchar', length: 10 }) flow!: MagicLinkFlow;
  /** `login`: asked for, minutes; `invitation`: sent by staff, days, only before a first sign-in. */
  @Column({ type: 'varchar', length: 12, default: 'login' }) purpose!: 'login' | 'invitation';
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('clubs', { name: 'magic_links_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz' }) expires_at!: Date;
  @Column({ type: 'timestamptz', nullable: true }) used_at!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) voided_at!: Date | null;
}
