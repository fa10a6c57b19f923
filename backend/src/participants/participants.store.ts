import { ANONYMOUS_LABEL, FORMER_MEMBER_LABEL, HIDDEN_NAME_LABEL } from '@courtside/domain';
import type { EntityManager } from 'typeorm';

/** One confirmed person as the participants list shows them. */
export type ParticipantRow = { user_id: string | null; name: string };

/** An event's counts: confirmed places taken and people waiting. */
export type ParticipantCounts = { confirmed_count: number; waitlist_count: number };

/**
 * The name others see, resolved in SQL so no e-mail ever leaves the database for this list: an
 * anonymised sign-up by its label; a person without a name, or one hiding it from other members
 * ($3 false: the caller is not staff), as HIDDEN_NAME_LABEL; the caller ($4) always by their own.
 */
const PARTICIPANT_NAME = `
  CASE WHEN s.anonymised = 'former_member' THEN '${FORMER_MEMBER_LABEL}'
       WHEN s.anonymised = 'anonymous' THEN '${ANONYMOUS_LABEL}'
       WHEN NULLIF(btrim(m.name), '') IS NULL THEN '${HIDDEN_NAME_LABEL}'
       WHEN $3 OR s.user_id = $4 OR m.show_my_name THEN m.name
       ELSE '${HIDDEN_NAME_LABEL}' END`;

/** The `signups` of one event as "who's coming" reads them. */
export const participantsStore = {
  /** The event's counts, or null when the club has no such event. */
  async counts(db: EntityManager, clubId: string, eventId: string): Promise<ParticipantCounts | null> {
    const [row]: ParticipantCounts[] = await db.query(
      `SELECT count(s.id) FILTER (WHERE s.status = 'confirmed')::int AS confirmed_count,
              count(s.id) FILTER (WHERE s.status = 'waitlisted')::int AS waitlist_count
         FROM events e LEFT JOIN signups s ON s.event_id = e.id AND s.club_id = e.club_id
        WHERE e.club_id = $1 AND e.id = $2
        GROUP BY e.id`,
      [clubId, eventId],
    );
    return row ?? null;
  },

  /**
   * The confirmed people of an event, in sign-up order. `staff`: names as the club records them,
   * hidden ones included; `callerId`: the person asking, who sees their own name.
   */
  confirmed(
    db: EntityManager,
    clubId: string,
    eventId: string,
    staff: boolean,
    callerId: string | null,
  ): Promise<ParticipantRow[]> {
    return db.query(
      `SELECT s.user_id, ${PARTICIPANT_NAME} AS name
         FROM signups s
         LEFT JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed'
        ORDER BY s.signup_time, s.id`,
      [clubId, eventId, staff, callerId],
    );
  },
};
