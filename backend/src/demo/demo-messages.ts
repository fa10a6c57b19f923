import type { EntityManager } from 'typeorm';

/**
 * A message from the organiser to the confirmed players of the coming Club Night Mix-in (API.md
 * section 13), so its event page shows the history: kept with its recipients like one sent
 * through the API, without mails (the seed sends none).
 */
export async function seedMessages(tx: EntityManager, subdomain: string, now: Date): Promise<void> {
  const [message]: { id: string }[] = await tx.query(
    `INSERT INTO messages (club_id, scope, event_id, sender_kind, sender_id, subject, body, audience,
                           sent_at)
     SELECT c.id, 'event', e.id, 'club',
            (SELECT m.user_id FROM club_memberships m
              WHERE m.club_id = c.id AND m.user_type = 'cluborganiser' ORDER BY m.created_at LIMIT 1),
            'Courts 1-4 tonight, bring a can of balls',
            'Hi all,\n\nThe draw is out: check your courts on the event page.\nWe start at 19:00 sharp, so please be there ten minutes early to warm up.\n\nSee you on court!',
            'confirmed', $2::timestamptz - interval '3 hours'
       FROM clubs c JOIN events e ON e.club_id = c.id AND e.name = 'Club Night Mix-in'
      WHERE c.subdomain = $1
      ORDER BY e.start_time LIMIT 1
     RETURNING id`,
    [subdomain, now.toISOString()],
  );
  if (!message) return;
  await tx.query(
    `INSERT INTO message_recipients (message_id, club_id, user_id)
     SELECT msg.id, s.club_id, s.user_id FROM messages msg
       JOIN signups s ON s.event_id = msg.event_id AND s.status = 'confirmed' AND s.user_id IS NOT NULL
      WHERE msg.id = $1`,
    [message.id],
  );
  await tx.query(
    `UPDATE messages SET recipient_count = (SELECT count(*) FROM message_recipients WHERE message_id = $1)
      WHERE id = $1`,
    [message.id],
  );
}
