import type { AuditAction, AuditTargetType } from '@courtside/domain';
import type { EntityManager } from 'typeorm';

/**
 * A few entries of Riverside's audit log (API.md section 12), so the Audit log screen has
 * something to show: staff changes of the last weeks, one by a former admin (who reads as
 * 'Former member': their id belongs to nobody at the club) and one by system staff ('Courtside
 * support'). Actors and targets are named by e-mail (of Riverside's people) or by event name.
 */
interface DemoAuditEntry {
  daysAgo: number;
  hour: number;
  /** An e-mail at the club, 'former' (someone who left) or 'support' (system staff). */
  actor: string;
  action: AuditAction;
  target: { type: 'club_user'; email: string } | { type: 'event'; name: string } | { type: 'club' };
  summary: string;
}

const ENTRIES: DemoAuditEntry[] = [
  {
    daysAgo: 40,
    hour: 10,
    actor: 'former',
    action: 'club_user.created',
    target: { type: 'club_user', email: 'lena.fischer@riverside.test' },
    summary: 'Added as clubmember',
  },
  {
    daysAgo: 21,
    hour: 9,
    actor: 'support',
    action: 'club.settings_changed',
    target: { type: 'club' },
    summary: 'Changed: rating_scale',
  },
  {
    daysAgo: 12,
    hour: 20,
    actor: 'owner@riverside.test',
    action: 'club_user.type_changed',
    target: { type: 'club_user', email: 'organiser@riverside.test' },
    summary: 'Type clubmember → cluborganiser',
  },
  {
    daysAgo: 6,
    hour: 18,
    actor: 'admin@riverside.test',
    action: 'club_user.updated',
    target: { type: 'club_user', email: 'tom.baker@riverside.test' },
    summary: 'Changed: name, level',
  },
  {
    daysAgo: 3,
    hour: 11,
    actor: 'organiser@riverside.test',
    action: 'signup.created_by_staff',
    target: { type: 'club_user', email: 'priya.shah@riverside.test' },
    summary: 'Signed up for Club Night Mix-in (confirmed)',
  },
  {
    daysAgo: 1,
    hour: 21,
    actor: 'organiser@riverside.test',
    action: 'draw.published',
    target: { type: 'event', name: 'Club Night Mix-in' },
    summary: 'Published: 6 round(s), 18 player(s)',
  },
];

export async function seedAuditLog(tx: EntityManager, subdomain: string, now: Date): Promise<void> {
  const [{ id: clubId }]: { id: string }[] = await tx.query(`SELECT id FROM clubs WHERE subdomain = $1`, [
    subdomain,
  ]);
  const userId = async (email: string): Promise<string> => {
    const [row]: { id: string }[] = await tx.query(`SELECT id FROM users WHERE email = $1`, [email]);
    return row.id;
  };
  for (const entry of ENTRIES) {
    const at = new Date(now);
    at.setUTCDate(at.getUTCDate() - entry.daysAgo);
    at.setUTCHours(entry.hour, 0, 0, 0);
    const [actorKind, actorId] =
      entry.actor === 'support'
        ? ['system', null]
        : entry.actor === 'former'
          ? ['club', '0f0f0f0f-0000-4000-8000-00000000f0f0']
          : ['club', await userId(entry.actor)];
    const { target } = entry;
    const targetType: AuditTargetType = target.type;
    const targetId =
      target.type === 'club_user'
        ? await userId(target.email)
        : target.type === 'event'
          ? ((
              await tx.query(`SELECT id FROM events WHERE club_id = $1 AND name = $2 LIMIT 1`, [
                clubId,
                target.name,
              ])
            )[0]?.id ?? null)
          : clubId;
    await tx.query(
      `INSERT INTO audit_log (club_id, at, actor_kind, actor_id, action, target_type, target_id, summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [clubId, at, actorKind, actorId, entry.action, targetType, targetId, entry.summary],
    );
  }
}
