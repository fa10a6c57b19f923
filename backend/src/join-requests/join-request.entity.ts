import type { JoinApproveType, JoinRequestStatus, Locale } from '@courtside/domain';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A person's request to join a club (API.md section 12): made by a pending joiner (a user without
 * a membership here), decided by a user manager. Declined ones are kept 30 days, so a new request
 * is refused meanwhile; pending ones expire after 90 (the `join-requests` job).
 */
@Entity({ name: 'join_requests' })
@Index('uq_join_requests_pending', ['club_id', 'user_id'], { unique: true, where: `status = 'pending'` })
@Index('ix_join_requests_club_status', ['club_id', 'status', 'created_at'])
@Index('ix_join_requests_user', ['user_id'])
@Check('ck_join_requests_status', `status IN ('pending', 'approved', 'declined')`)
@Check('ck_join_requests_user_type', `user_type IS NULL OR user_type IN ('clubmember', 'clubguest')`)
export class JoinRequest {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'fk_join_requests_club', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('users', { name: 'fk_join_requests_user', onDelete: 'CASCADE' })
  user_id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) member_number!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  /** The language the person asked in: their mails use it until they have a membership. */
  @Column({ type: 'varchar', length: 2, nullable: true }) locale!: Locale | null;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) status!: JoinRequestStatus;
  /** What an approved request made the person. */
  @Column({ type: 'varchar', length: 20, nullable: true }) user_type!: JoinApproveType | null;
  /** Why it was declined, as staff wrote it (the person is mailed it). */
  @Column({ type: 'text', nullable: true }) reason!: string | null;
  /** users.id or system_users.id of who decided: no foreign key, the request outlives them. */
  @Column({ type: 'uuid', nullable: true }) decided_by!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column({ type: 'timestamptz', nullable: true }) decided_at!: Date | null;
}

/** When a user manager was last queued a `join_requested` digest: at most one an hour. */
@Entity({ name: 'join_request_digests' })
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_join_request_digests_membership',
  onDelete: 'CASCADE',
})
export class JoinRequestDigest {
  @Column({ type: 'uuid', primary: true }) club_id!: string;
  @Column({ type: 'uuid', primary: true }) user_id!: string;
  @Column({ type: 'timestamptz' }) last_queued_at!: Date;
}
