/**
 * A waitlisted sign-up's place in line (API.md section 13): 1 for the next one offered or
 * promoted, in the order offers go (sign-up time, then id); null for any other status. `s` is the
 * sign-up's alias; counted through the (event_id, status, signup_time) index.
 */
export const WAITLIST_POSITION = (s: string) => `CASE WHEN ${s}.status = 'waitlisted' THEN (
    SELECT count(*)::int FROM signups w
     WHERE w.event_id = ${s}.event_id AND w.status = 'waitlisted' AND w.user_id IS NOT NULL
       AND (w.signup_time, w.id) <= (${s}.signup_time, ${s}.id)) END`;

/** The statuses that take a place: confirmed, and offered (held for its person). */
export const PLACE_TAKEN = `('confirmed', 'offered')`;

/** The statuses a list or count shows: all but an ended offer (API.md section 13). */
export const LISTED = `('confirmed', 'waitlisted', 'offered')`;

/** The statuses of people waiting for a place: while any is there, a new sign-up waits too. */
export const QUEUED = `('waitlisted', 'offered')`;
