import type { SignupStatus } from '@courtside/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A person's place on an event: confirmed, waitlisted, offered (a place held for them) or an
 * offer that ended. It belongs to an event of the same club
 * and to a member of that club (composite foreign keys): removing the event removes it, and no
 * sign-up crosses clubs. A member leaving takes their future sign-ups with them and leaves their
 * past ones anonymised (`anonymised`).
 */
@Entity({ name: 'signups' })
@Unique('uq_signups_event_user', ['event_id', 'user_id'])
@Index('ix_signups_event_status_time', ['event_id', 'status', 'signup_time'])
// A person's own sign-ups, paged by their event's end.
@Index('ix_signups_club_user_end', ['club_id', 'user_id', 'event_end_time', 'id'])
@Check('ck_signups_status', `status IN ('confirmed', 'waitlisted', 'offered', 'offer_ended')`)
@Check('ck_signups_offer', `(status = 'offered') = (offer_expires_at IS NOT NULL) OR status = 'offer_ended'`)
// The offers job: open offers by their end, held ones by their release.
@Index('ix_signups_offer_expiry', ['offer_expires_at'], { where: `status = 'offered'` })
@Index('ix_signups_offer_held', ['offer_held_until'], { where: 'offer_held_until IS NOT NULL' })
@Index('uq_signups_offer_token_hash', ['offer_token_hash'], {
  unique: true,
  where: 'offer_token_hash IS NOT NULL',
})
@Check(
  'ck_signups_anonymised',
  `(anonymised IS NULL AND user_id IS NOT NULL) OR (anonymised IN ('former_member', 'anonymous') AND user_id IS NULL)`,
)
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_signups_event',
  onDelete: 'CASCADE',
})
@ForeignKey('club_memberships', ['club_id', 'user_id'], ['club_id', 'user_id'], {
  name: 'fk_signups_membership',
  onDelete: 'CASCADE',
})
export class Signup {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) event_id!: string;
  /** The person; null once the sign-up is anonymised (`anonymised` says why). */
  @Column({ type: 'uuid', nullable: true }) user_id!: string | null;
  @Column({ type: 'varchar', length: 12 }) status!: SignupStatus;
  /** The waitlist's order; clock_timestamp(): distinct even within one transaction. */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' }) signup_time!: Date;
  /**
   * A copy of the event's end (wall clock, as text), set by triggers on insert and whenever the
   * event's end moves: never written by code.
   */
  @Column({ type: 'timestamp' }) event_end_time!: string;
  /**
   * A past sign-up kept for the club's history without its person: `former_member` when they left
   * or were removed, `anonymous` when the club's retention period passed. Shown under that label.
   */
  @Column({ type: 'varchar', length: 14, nullable: true }) anonymised!: SignupAnonymised | null;
  /** An offer's end (set exactly while `offered`; kept once it ended). */
  @Column({ type: 'timestamptz', nullable: true }) offer_expires_at!: Date | null;
  /** An offer made in quiet hours: mailed by the offers job from this moment on. */
  @Column({ type: 'timestamptz', nullable: true }) offer_held_until!: Date | null;
  /** The hash of the token in the offer mail's link (minted when the mail is composed). */
  @Column({ type: 'char', length: 64, nullable: true }) offer_token_hash!: string | null;
}

export type SignupAnonymised = 'former_member' | 'anonymous';
