import { RELIABILITY_DAYS } from '@courtside/domain';

/**
 * Where a sign-up stands in its waitlist's line before sign-up time (API.md section 14): 0 for
 * everyone at a `fifo` club; at a `reliable_first` club, 1 for people with a late cancellation or
 * a no-show at the club in the reliability window (90 days by the event's start on the club's
 * clock), so they come after everyone else waiting. `s` is the sign-up's alias.
 */
export const LINE_RANK = (s: string) => `(CASE WHEN EXISTS (
      SELECT 1 FROM clubs lc
        JOIN attendance la ON la.club_id = lc.id AND la.user_id = ${s}.user_id
                          AND la.status IN ('late_cancel', 'no_show')
        JOIN events le ON le.id = la.event_id
       WHERE lc.id = ${s}.club_id AND lc.waitlist_priority = 'reliable_first'
         AND le.start_time > (now() AT TIME ZONE lc.timezone) - interval '${RELIABILITY_DAYS} days')
    THEN 1 ELSE 0 END)`;

/** The order offers and promotions go in: the line rank, then sign-up time, then id. */
export const LINE_ORDER = (s: string) => `${LINE_RANK(s)}, ${s}.signup_time, ${s}.id`;

/**
 * A waitlisted sign-up's place in line (API.md section 13): 1 for the next one offered or
 * promoted, in the order offers go (LINE_ORDER); null for any other status. `s` is the sign-up's
 * alias; counted through the (event_id, status, signup_time) index.
 */
export const WAITLIST_POSITION = (s: string) => `CASE WHEN ${s}.status = 'waitlisted' THEN (
    SELECT count(*)::int FROM signups w
     WHERE w.event_id = ${s}.event_id AND w.status = 'waitlisted' AND w.user_id IS NOT NULL
       AND (${LINE_RANK('w')}, w.signup_time, w.id) <= (${LINE_RANK(s)}, ${s}.signup_time, ${s}.id)) END`;

/** The statuses that take a place: confirmed, and offered (held for its person). */
export const PLACE_TAKEN = `('confirmed', 'offered')`;

/** The statuses a list or count shows: all but an ended offer (API.md section 13). */
export const LISTED = `('confirmed', 'waitlisted', 'offered')`;

/** The statuses of people waiting for a place: while any is there, a new sign-up waits too. */
export const QUEUED = `('waitlisted', 'offered')`;
