import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * A club's numbers of memberships and events for the system console, kept by triggers on
 * `clubs`, `club_memberships` and `events` (ListIndexes migration): read, never written by code.
 */
@Entity({ name: 'club_counts' })
export class ClubCounts {
  @PrimaryColumn({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'club_counts_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'integer', default: 0 }) user_count!: number;
  @Column({ type: 'integer', default: 0 }) event_count!: number;
}
