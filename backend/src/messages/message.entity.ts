import type { MessageAudience, MessageScope } from '@courtside/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A message from an organiser or the club (API.md section 13), kept as sent so the event page
 * shows it to staff and to the people it went to. The sender is a users.id (`club`) or a
 * system_users.id (`system`), without a foreign key: the message outlives them. A member who
 * leaves is unlinked (null) and reads as 'Former member'; the text stays.
 */
@Entity({ name: 'messages' })
@Index('ix_messages_event', ['event_id', 'sent_at'], { where: 'event_id IS NOT NULL' })
@Index('ix_messages_series', ['series_id', 'sent_at'], { where: 'series_id IS NOT NULL' })
@Index('ix_messages_club', ['club_id', 'scope', 'sent_at'])
@Index('ix_messages_sender', ['club_id', 'sender_id'])
@Check(
  'ck_messages_scope',
  `(scope = 'event' AND event_id IS NOT NULL AND series_id IS NULL)
    OR (scope = 'series' AND series_id IS NOT NULL AND event_id IS NULL)
    OR (scope = 'club' AND event_id IS NULL AND series_id IS NULL)`,
)
@Check('ck_messages_sender_kind', `sender_kind IN ('club', 'system')`)
@Check('ck_messages_audience', `audience IN ('confirmed', 'waitlisted', 'everyone', 'members')`)
export class Message {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'fk_messages_club', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'varchar', length: 6 }) scope!: MessageScope;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('events', { name: 'fk_messages_event', onDelete: 'CASCADE' })
  event_id!: string | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('series', { name: 'fk_messages_series', onDelete: 'CASCADE' })
  series_id!: string | null;
  @Column({ type: 'varchar', length: 6 }) sender_kind!: 'club' | 'system';
  @Column({ type: 'uuid', nullable: true }) sender_id!: string | null;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'varchar', length: 10 }) audience!: MessageAudience;
  /** Replies go to the sender's address instead of the club's. */
  @Column({ type: 'boolean', default: false }) reply_to_me!: boolean;
  @Column({ type: 'integer', default: 0 }) recipient_count!: number;
  @Column({ type: 'timestamptz', default: () => 'now()' }) sent_at!: Date;
}

/** Who a message went to, resolved when it was sent; goes with the membership. */
@Entity({ name: 'message_recipients' })
@Index('ix_message_recipients_member', ['club_id', 'user_id'])
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_message_recipients_membership',
  onDelete: 'CASCADE',
})
export class MessageRecipient {
  @Column({ type: 'uuid', primary: true })
  @ForeignKey('messages', { name: 'fk_message_recipients_message', onDelete: 'CASCADE' })
  message_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid', primary: true }) user_id!: string;
}
