import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A standing sign-up: the member is signed up for every occurrence of the series as it appears. */
@Entity({ name: 'series_subscriptions' })
@Unique('uq_series_subscriptions_series_user', ['series_id', 'user_id'])
@Index('ix_series_subscriptions_member', ['club_id', 'user_id', 'created_at'])
@ForeignKey('series', ['series_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_series_subscriptions_series',
  onDelete: 'CASCADE',
})
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_series_subscriptions_membership',
  onDelete: 'CASCADE',
})
export class SeriesSubscription {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) series_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) user_id!: string;
  /** Subscription order; clock_timestamp(): distinct even within one transaction. */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) created_at!: Date;
}
