import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * A player's open change window for a published draw: when the last change that touched their
 * part happened. The window closes a while after it, and the player then gets one mail with the
 * draw as it is.
 */
@Entity({ name: 'draw_change_windows' })
@Index('ix_draw_change_windows_member', ['club_id', 'user_id'])
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_draw_change_windows_event',
  onDelete: 'CASCADE',
})
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_draw_change_windows_membership',
  onDelete: 'CASCADE',
})
export class DrawChangeWindow {
  @PrimaryColumn({ type: 'uuid' }) event_id!: string;
  @PrimaryColumn({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) last_change_at!: Date;
}
