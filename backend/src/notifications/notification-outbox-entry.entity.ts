import type { OutboxMailKind } from '@courtside/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One mail to send, written in the transaction of the change that causes it and relayed into the
 * mail queue after commit (a statement trigger NOTIFYs the relay).
 */
@Entity({ name: 'notification_outbox' })
// One pending mail per key (a reminder per person and occurrence); rows without a key never clash.
@Index('uq_notification_outbox_dedupe', ['dedupe_key'], { unique: true, where: 'dedupe_key IS NOT NULL' })
@Index('ix_notification_outbox_member', ['club_id', 'user_id'])
@Check(
  'ck_notification_outbox_kind',
  `kind IN ('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
    'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
    'join_expired', 'waitlist_offer', 'waitlist_offer_ended', 'waitlist_place_free', 'organiser_message',
    'club_news', 'standing_signups_ended')`,
)
export class NotificationOutboxEntry {
  /** A bigint identity, which the driver reads as text; the relay sends in its order. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' }) id!: string;
  /**
   * The club and the person, not the membership: join mails go to people who are not members. A
   * trigger (migration JoinRequests) deletes a removed member's other rows, as a cascade would.
   */
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'fk_notification_outbox_club', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('users', { name: 'fk_notification_outbox_user', onDelete: 'CASCADE' })
  user_id!: string;
  @Column({ type: 'varchar', length: 30 }) kind!: OutboxMailKind;
  /** No foreign key: the mail about an event may outlive it (the payload keeps what it says). */
  @Column({ type: 'uuid', nullable: true }) event_id!: string | null;
  @Column({ type: 'jsonb', default: {} }) payload!: Record<string, unknown>;
  @Column({ type: 'text', nullable: true }) dedupe_key!: string | null;
  /** clock_timestamp(): distinct even within one transaction. */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) created_at!: Date;
}
