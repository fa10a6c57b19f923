import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * An event's open change window: its state before the window's first change, and when the first
 * and last changes happened. The window closes a while after its last change, and the people
 * signed up then get one mail if the final state differs.
 */
@Entity({ name: 'event_change_windows' })
@Index('ix_event_change_windows_group', ['club_id', 'group_key'])
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_event_change_windows_event',
  onDelete: 'CASCADE',
})
export class EventChangeWindow {
  @PrimaryColumn({ type: 'uuid' }) event_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  /** The events of one edit of several dates (a series edit) are told in one mail per person. */
  @Column({ type: 'text' }) group_key!: string;
  @Column({ type: 'jsonb' }) before!: Record<string, unknown>;
  @Column({ type: 'timestamptz', default: () => 'now()' }) first_change_at!: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) last_change_at!: Date;
}
