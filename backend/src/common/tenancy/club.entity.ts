import type { JoinPolicy, Locale, RatingScale, WaitlistMode, WaitlistPriority } from '@courtside/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'clubs' })
@Unique('uq_clubs_subdomain', ['subdomain'])
@Check('ck_clubs_subdomain', `subdomain ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$'`)
@Check('ck_clubs_name_length', 'char_length(name) <= 800')
@Check('ck_clubs_subscription_id_length', 'char_length(subscription_id) <= 800')
@Check('ck_clubs_description_length', 'char_length(description) <= 16000')
@Check('ck_clubs_phone_length', 'char_length(phone) <= 400')
@Check('ck_clubs_address_length', 'char_length(address) <= 1600')
@Check('ck_clubs_default_locale', `default_locale IN ('en', 'nl')`)
@Check('ck_clubs_join_policy', `join_policy IN ('open', 'request', 'closed')`)
@Check('ck_clubs_rating_scale', `rating_scale IN ('knltb', 'ntrp', 'utr', 'simple')`)
@Check('ck_clubs_retention_months', 'retention_months BETWEEN 1 AND 120')
@Check('ck_clubs_waitlist_mode', `waitlist_mode IN ('auto', 'offer')`)
@Check('ck_clubs_waitlist_priority', `waitlist_priority IN ('fifo', 'reliable_first')`)
@Check(
  'ck_clubs_quiet_hours',
  `quiet_hours ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$'`,
)
@Check('ck_clubs_offer_open_hours', 'offer_open_hours BETWEEN 0 AND 48')
export class Club {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'varchar', length: 63 }) subdomain!: string;
  @Column({ type: 'text', nullable: true }) logo!: string | null;
  @Column({ type: 'text', nullable: true }) subscription_id!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) website!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 64, default: 'Europe/London' }) timezone!: string;
  /** Who may join (API.md section 12); the API's `allow_guest_signup` is `join_policy = 'open'`. */
  @Column({ type: 'varchar', length: 8, default: 'request' }) join_policy!: JoinPolicy;
  @Column({ type: 'boolean', default: true }) listed!: boolean;
  @Column({ type: 'varchar', length: 2, default: 'en' }) default_locale!: Locale;
  /** The scale members' levels are written on, and whether members may set their own (API.md 10). */
  @Column({ type: 'varchar', length: 10, default: 'simple' }) rating_scale!: RatingScale;
  @Column({ type: 'boolean', default: true }) self_rating!: boolean;
  /** Hides the getting-started checklist on the club admin page; true for clubs older than it. */
  @Column({ type: 'boolean', default: false }) onboarding_dismissed!: boolean;
  /**
   * Past sign-ups whose event ended longer ago than this are anonymised by the daily `retention`
   * job; null: off. New clubs 24, clubs older than the setting null.
   */
  @Column({ type: 'smallint', nullable: true, default: 24 }) retention_months!: number | null;
  /** A freed place: confirms the next person (`auto`) or is offered to them (`offer`, API.md 13). */
  @Column({ type: 'varchar', length: 6, default: 'auto' }) waitlist_mode!: WaitlistMode;
  /** `HH:mm-HH:mm` in the club's time: offers made then are mailed when they end; null: off. */
  @Column({ type: 'varchar', length: 11, nullable: true, default: '22:00-08:00' }) quiet_hours!:
    string | null;
  /** Within this many hours of the start a freed place goes to whoever accepts first. */
  @Column({ type: 'smallint', default: 2 }) offer_open_hours!: number;
  /**
   * Members see the names of those confirmed for an event (GET /api/events/:id/participants);
   * staff always do. New clubs true, clubs older than the setting false.
   */
  @Column({ type: 'boolean', default: true }) show_participants!: boolean;
  /** Who a freed place goes to first (API.md section 14). */
  @Column({ type: 'varchar', length: 14, default: 'fifo' }) waitlist_priority!: WaitlistPriority;
  /**
   * Upcoming events marked public may be shown at `/e/:id` without a session (API.md section 15).
   * New clubs true, clubs older than the setting false.
   */
  @Column({ type: 'boolean', default: true }) public_event_cards!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
