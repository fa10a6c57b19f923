import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * One device of a member (API.md section 15): the browser's push endpoint and the keys its
 * messages are encrypted for. On the membership, so it goes with it; an endpoint belongs to one
 * membership at a time.
 */
@Entity({ name: 'push_subscriptions' })
@Unique('uq_push_subscriptions_endpoint', ['endpoint'])
@Index('ix_push_subscriptions_member', ['club_id', 'user_id'])
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_push_subscriptions_membership',
  onDelete: 'CASCADE',
})
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'varchar', length: 1000 }) endpoint!: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  @Column({ type: 'varchar', length: 100 }) p256dh!: string;
  /** The browser's 16-byte auth secret, base64url. */
  @Column({ type: 'varchar', length: 40 }) auth!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
