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
@Check('ck_club_memberships_member_number_length', 'char_length(member_number) <= 400')
@Check('ck_club_memberships_phone_length', 'char_length(phone) <= 320')
// Trigram indexes over search_fold(...) for the staff's search (migration FindingPeople): expression
// indexes TypeORM cannot describe, so its schema diff leaves them alone.
@Index('ix_club_memberships_name_search', { synchronize: false })
@Index('ix_club_memberships_member_number_search', { synchronize: false })
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
  /** The club's own number for the person (a federation or membership number). */
  @Column({ type: 'text', nullable: true }) member_number!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  /** Other members see the name; off, they see `Member` (staff always see it). */
  @Column({ type: 'boolean', default: true }) show_my_name!: boolean;
  /** When the club last mailed them an invitation; null: never. */
  @Column({ type: 'timestamptz', nullable: true }) invited_at!: Date | null;
  /**
   * The club's calendar day (its time zone) of the person's last signed-in request here, as
   * `YYYY-MM-DD` (the driver gives a date as text); written at most once a club day.
   */
  @Column({ type: 'date', nullable: true }) last_seen_on!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
