import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';

/**
 * A member's private calendar-feed link at a club. The token is derived from a random nonce, so
 * the same URL can be shown again without storing it; only its hash is stored. Rotating draws a
 * new nonce.
 */
@Entity({ name: 'calendar_feeds' })
@Unique('uq_calendar_feeds_token_hash', ['token_hash'])
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_calendar_feeds_membership',
  onDelete: 'CASCADE',
})
export class CalendarFeed {
  @PrimaryColumn({ type: 'uuid' }) club_id!: string;
  @PrimaryColumn({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'char', length: 32 }) nonce!: string;
  @Column({ type: 'char', length: 64 }) token_hash!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz', nullable: true }) rotated_at!: Date | null;
}
