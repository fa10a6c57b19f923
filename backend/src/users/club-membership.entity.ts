import type { ClubRole, Locale } from '@courtside/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'club_memberships' })
@Unique('uq_club_memberships_club_user', ['club_id', 'user_id'])
@Index('ix_club_memberships_user', ['user_id'])
@Check(
  'ck_club_memberships_type',
  `user_type IN ('clubsuperadmin', 'clubadmin', 'cluborganiser', 'clubmember', 'clubguest')`,
)
@Check('ck_club_memberships_name_length', 'char_length(name) <= 800')
@Check('ck_club_memberships_locale', `locale IN ('en', 'nl')`)
@Check('ck_club_memberships_level', 'level BETWEEN 1 AND 16.5')
export class ClubMembership {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'club_memberships_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('users', { name: 'club_memberships_user_id_fkey', onDelete: 'CASCADE' })
  user_id!: string;
  @Column({ type: 'varchar', length: 20 }) user_type!: ClubRole;
  /** This club's name for the person. */
  @Column({ type: 'text', nullable: true }) name!: string | null;
  /** The language the person chose at this club (the header's switch); null: not chosen yet. */
  @Column({ type: 'varchar', length: 2, nullable: true }) locale!: Locale | null;
  /**
   * On the club's rating scale as written (numeric, so it reads back exactly as sent: the driver
   * gives it as text, e.g. '4.50').
   */
  @Column({ type: 'numeric', precision: 4, scale: 2, nullable: true }) level!: string | null;
  /** Once staff set the level, the member's own change is refused. */
  @Column({ type: 'boolean', default: false }) level_set_by_staff!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
