import type { OutboxMailKind } from '@courtside/domain';
import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A mail sent, claimed by its key in the transaction that sends it: a job that runs twice sends
 * once.
 */
@Entity({ name: 'sent_notifications' })
// One reminder per person and occurrence, whatever its key.
@Index('uq_sent_notifications_reminder', ['event_id', 'user_id'], {
  unique: true,
  where: `kind = 'reminder'`,
})
@Index('ix_sent_notifications_member', ['club_id', 'user_id'])
@Index('ix_sent_notifications_sent_at', ['sent_at'])
export class SentNotification {
  @PrimaryColumn({ type: 'text' }) dedupe_key!: string;
  /**
   * The club and the person, not the membership: join mails go to people who are not members. A
   * trigger (migration JoinRequests) deletes a removed member's other rows, as a cascade would.
   */
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'fk_sent_notifications_club', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('users', { name: 'fk_sent_notifications_user', onDelete: 'CASCADE' })
  user_id!: string;
  @Column({ type: 'varchar', length: 30 }) kind!: OutboxMailKind;
  @Column({ type: 'uuid', nullable: true }) event_id!: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) sent_at!: Date;
}
