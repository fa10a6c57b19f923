import type { NotificationKind } from '@courtside/domain';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** The one-click unsubscribe link of a mail kind for a member; only the token's hash is stored. */
@Entity({ name: 'notification_unsubscribe_tokens' })
@Index('ix_notification_unsubscribe_tokens_member', ['club_id', 'user_id'])
@Check(
  'ck_notification_unsubscribe_tokens_kind',
  `kind IN ('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
    'removed_by_staff', 'draw_published', 'join_requested', 'club_news')`,
)
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_notification_unsubscribe_tokens_membership',
  onDelete: 'CASCADE',
})
export class NotificationUnsubscribeToken {
  @PrimaryColumn({ type: 'char', length: 64 }) token_hash!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'varchar', length: 30 }) kind!: NotificationKind;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
}
