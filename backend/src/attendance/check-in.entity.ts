import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';

/**
 * An event's self check-in code (API.md section 14): the code is derived from the token secret,
 * the event and `rotation`, so staff can show it again and rotating changes it; only its hash is
 * kept, which is what a check-in is compared with.
 */
@Entity({ name: 'event_check_in_codes' })
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_event_check_in_codes_event',
  onDelete: 'CASCADE',
})
export class EventCheckInCode {
  @PrimaryColumn({ type: 'uuid' }) event_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'integer', default: 0 }) rotation!: number;
  /** SHA-256 (hex) of the code. */
  @Column({ type: 'varchar', length: 64 }) code_hash!: string;
}

/** Wrong check-in codes a person tried for an event: past ten, 429. */
@Entity({ name: 'check_in_failures' })
export class CheckInFailure {
  @PrimaryColumn({ type: 'uuid' })
  @ForeignKey('events', { name: 'fk_check_in_failures_event', onDelete: 'CASCADE' })
  event_id!: string;
  @PrimaryColumn({ type: 'uuid' })
  @ForeignKey('users', { name: 'fk_check_in_failures_user', onDelete: 'CASCADE' })
  user_id!: string;
  @Column({ type: 'integer', default: 0 }) failures!: number;
}

/**
 * The clubhouse display link of an event (API.md section 14): a read-only URL without a session.
 * Its token is derived from the token secret, the event and `rotation` (so staff can show it
 * again; a new POST makes a new one), and found by its hash.
 */
@Entity({ name: 'display_links' })
@Unique('uq_display_links_token_hash', ['token_hash'])
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_display_links_event',
  onDelete: 'CASCADE',
})
export class DisplayLink {
  @PrimaryColumn({ type: 'uuid' }) event_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'integer', default: 0 }) rotation!: number;
  /** SHA-256 (hex) of the token. */
  @Column({ type: 'varchar', length: 64 }) token_hash!: string;
}
