import type { EntityManager } from 'typeorm';

/**
 * Last week's Spring Mix-in as the evening went (API.md section 14): the member checked in, Tom
 * never came and was recorded as a no-show (as the no-shows job would have), so attendance,
 * reliability and the data export have something to show.
 */
export async function seedAttendance(tx: EntityManager, subdomain: string): Promise<void> {
  await tx.query(
    `INSERT INTO attendance (club_id, event_id, user_id, status, recorded_at)
     SELECT s.club_id, s.event_id, s.user_id,
            CASE u.email WHEN 'tom.baker@riverside.test' THEN 'no_show' ELSE 'present' END,
            e.start_time AT TIME ZONE c.timezone
              + CASE u.email WHEN 'tom.baker@riverside.test' THEN interval '4 hours' ELSE interval '-5 minutes' END
       FROM clubs c
       JOIN events e ON e.club_id = c.id AND e.name = 'Spring Mix-in'
       JOIN signups s ON s.event_id = e.id AND s.status = 'confirmed'
       JOIN users u ON u.id = s.user_id
      WHERE c.subdomain = $1`,
    [subdomain],
  );
}
