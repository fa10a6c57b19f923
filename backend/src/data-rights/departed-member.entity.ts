import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * Someone who left a club (DELETE /api/me/membership) or was removed by its staff: only a hash of
 * their e-mail with the club's id, and the day. An import meeting that e-mail leaves the row as it
 * is unless asked to bring them back (API.md section 12).
 */
@Entity({ name: 'departed_members' })
export class DepartedMember {
  @PrimaryColumn({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'departed_members_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  /** sha256 hex of `<club id>:<e-mail lower-cased>`. */
  @PrimaryColumn({ type: 'char', length: 64 }) email_hash!: string;
  /** The day they left, `YYYY-MM-DD` (the driver gives a date as text). */
  @Column({ type: 'date' }) left_on!: string;
}
