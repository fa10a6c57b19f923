import type { EntityManager } from 'typeorm';
import { LEVEL_COLUMN } from '../levels/levels.store';
import type { ClubMembership } from '../users/club-membership.entity';
import type { User } from '../users/user.entity';

/** A person of the file as the database knows them: a user, and their membership here if any. */
export type KnownPerson = { user_id: User['id']; email: User['email'] } & (
  | ({ member: true; level: number | null } & Pick<
      ClubMembership,
      'name' | 'member_number' | 'phone' | 'user_type'
    >)
  | { member: false; level: null; name: null; member_number: null; phone: null; user_type: null }
);

/** A membership as an import writes it: a null field is left as it is (or its default, when new). */
export type ImportedMember = {
  user_id: User['id'];
  user_type: ClubMembership['user_type'] | null;
  name: ClubMembership['name'];
  member_number: ClubMembership['member_number'];
  phone: ClubMembership['phone'];
  level: number | null;
};

/**
 * The tables an import reads and writes, a whole file at a time: one statement per step whatever
 * the number of rows (arrays through `unnest`, which the query builder cannot say), so 5,000
 * members cost a few round trips, not 10,000.
 */
export const memberImportStore = {
  /** One import per club at a time: a transaction-scoped advisory lock, taken or not at once. */
  async tryLock(tx: EntityManager, clubId: string): Promise<boolean> {
    const [row]: { locked: boolean }[] = await tx.query(
      `SELECT pg_try_advisory_xact_lock(hashtext('courtside:import'), hashtext($1::text)) AS locked`,
      [clubId],
    );
    return row.locked;
  },

  /** The people of these addresses: users, with their membership of the club where they have one. */
  known(tx: EntityManager, clubId: string, emails: string[]): Promise<KnownPerson[]> {
    return tx.query(
      `SELECT u.id AS user_id, u.email, m.user_id IS NOT NULL AS member, m.name, m.member_number, m.phone,
              m.user_type, ${LEVEL_COLUMN('m')} AS level
         FROM users u
         LEFT JOIN club_memberships m ON m.club_id = $1 AND m.user_id = u.id
        WHERE u.email = ANY($2::text[])`,
      [clubId, emails],
    );
  },

  /** Users for addresses not yet known; answers every address's user id. */
  async ensureUsers(tx: EntityManager, emails: string[]): Promise<Map<string, User['id']>> {
    const rows: Pick<User, 'id' | 'email'>[] = await tx.query(
      `INSERT INTO users (email) SELECT unnest($1::text[])
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING id, email`,
      [emails],
    );
    return new Map(rows.map((row) => [row.email, row.id]));
  },

  /** New memberships; a level written by an import is the staff's. */
  async add(tx: EntityManager, clubId: string, members: ImportedMember[]): Promise<void> {
    if (members.length === 0) return;
    await tx.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name, member_number, phone, level, level_set_by_staff)
       SELECT $1, v.user_id, v.user_type, v.name, v.member_number, v.phone, v.level, v.level IS NOT NULL
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[])
              AS v(user_id, user_type, name, member_number, phone, level)`,
      [clubId, ...columns(members)],
    );
  },

  /** Changed memberships: each field the file had replaces the stored one, the rest stay. */
  async update(tx: EntityManager, clubId: string, members: ImportedMember[]): Promise<void> {
    if (members.length === 0) return;
    await tx.query(
      `UPDATE club_memberships m
          SET user_type = COALESCE(v.user_type, m.user_type),
              name = COALESCE(v.name, m.name),
              member_number = COALESCE(v.member_number, m.member_number),
              phone = COALESCE(v.phone, m.phone),
              level = COALESCE(v.level, m.level),
              level_set_by_staff = m.level_set_by_staff OR v.level IS NOT NULL
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[])
              AS v(user_id, user_type, name, member_number, phone, level)
        WHERE m.club_id = $1 AND m.user_id = v.user_id`,
      [clubId, ...columns(members)],
    );
  },
};

function columns(members: ImportedMember[]): unknown[][] {
  return [
    members.map((m) => m.user_id),
    members.map((m) => m.user_type),
    members.map((m) => m.name),
    members.map((m) => m.member_number),
    members.map((m) => m.phone),
    members.map((m) => m.level),
  ];
}
