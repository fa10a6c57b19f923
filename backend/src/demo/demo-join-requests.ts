import type { EntityManager } from 'typeorm';
import { peopleStore } from '../users/people.store';

/**
 * A pending request to join Riverside (API.md section 12), so the Join requests screen and the
 * badge beside Club Admin have something to show: someone who signed in two days ago and asked,
 * with a member number, a phone and a word to the club. Like every new club, the demo clubs ask
 * new people to request membership (join_policy `request`).
 */
export async function seedJoinRequests(tx: EntityManager, subdomain: string, now: Date): Promise<void> {
  const userId = await peopleStore.ensure(tx, 'sophie.jansen@example.test');
  await tx.query(
    `INSERT INTO join_requests (club_id, user_id, name, member_number, phone, message, locale, created_at)
     SELECT id, $2, 'Sophie Jansen', '13372044', '+31 6 4821 0937',
            'I just moved to the area and played league tennis at my old club. I would love to join the Wednesday mix-in.',
            'en', $3::timestamptz - interval '2 days'
       FROM clubs WHERE subdomain = $1`,
    [subdomain, userId, now.toISOString()],
  );
}
