import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A member's notification settings at a club: one switch per kind and the reminder's lead time.
 * A member without a row has the defaults. On the membership, so it goes with it.
 */
@Entity({ name: 'notification_preferences' })
@Check('ck_notification_preferences_reminder_hours', 'reminder_hours BETWEEN 1 AND 168')
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_notification_preferences_membership',
  onDelete: 'CASCADE',
})
export class NotificationPreference {
  @PrimaryColumn({ type: 'uuid' }) club_id!: string;
  @PrimaryColumn({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'boolean', default: true }) signup_confirmation!: boolean;
  @Column({ type: 'boolean', default: true }) waitlist_promotion!: boolean;
  @Column({ type: 'boolean', default: true }) event_changed!: boolean;
  @Column({ type: 'boolean', default: true }) event_cancelled!: boolean;
  @Column({ type: 'boolean', default: true }) reminder!: boolean;
  @Column({ type: 'boolean', default: true }) removed_by_staff!: boolean;
  @Column({ type: 'boolean', default: true }) draw_published!: boolean;
  @Column({ type: 'boolean', default: true }) join_requested!: boolean;
  @Column({ type: 'boolean', default: true }) club_news!: boolean;
  @Column({ type: 'smallint', default: 24 }) reminder_hours!: number;
  /** Per kind, whether it also goes to the person's devices (API.md section 15); absent: off. */
  @Column({ type: 'jsonb', default: {} }) push!: Partial<Record<string, boolean>>;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
