import type { EntityManager } from 'typeorm';
import { SystemUser } from './system-user.entity';

/** A system user as the console shows them. */
export type SystemUserRow = Pick<SystemUser, 'id' | 'email' | 'name' | 'user_type' | 'created_at'>;

/** A new system user's columns. */
export type NewSystemUser = Pick<SystemUser, 'email' | 'name' | 'user_type'>;

/** SystemUserRow's columns, for RETURNING and as find options. */
const COLUMNS = ['id', 'email', 'name', 'user_type', 'created_at'] satisfies (keyof SystemUserRow)[];
const SELECT = Object.fromEntries(COLUMNS.map((column) => [column, true])) as Record<
  keyof SystemUserRow,
  true
>;

/**
 * The `system_users` table: system staff, who sign in to the console and act at any club. Here,
 * with the club people, so that both the login (auth) and the console (system-admin) use it.
 */
export const systemUserStore = {
  list(db: EntityManager): Promise<SystemUser[]> {
    return db.getRepository(SystemUser).find({ order: { email: 'ASC' } });
  },

  find(db: EntityManager, id: string): Promise<SystemUser | null> {
    return db.getRepository(SystemUser).findOneBy({ id });
  },

  /** The system user signing in with this (lower-case) address, or null. */
  findByEmail(db: EntityManager, email: string): Promise<SystemUserRow | null> {
    return db.getRepository(SystemUser).findOne({ select: SELECT, where: { email } });
  },

  exists(db: EntityManager, email: string): Promise<boolean> {
    return db.getRepository(SystemUser).existsBy({ email });
  },

  /** Adds a system user; an address taken raises uq_system_users_email. */
  async insert(db: EntityManager, user: NewSystemUser): Promise<SystemUserRow> {
    const result = await db
      .createQueryBuilder()
      .insert()
      .into(SystemUser)
      .values(user)
      .returning(COLUMNS)
      .execute();
    return (result.raw as SystemUserRow[])[0];
  },

  /**
   * BOOTSTRAP_SYSTEM_ADMIN_EMAIL: makes the address a systemadmin when there is none yet (an
   * existing system user with it is promoted). True when it did.
   */
  async bootstrapAdmin(db: EntityManager, email: string): Promise<boolean> {
    const created: unknown[] = await db.query(
      `INSERT INTO system_users (email, user_type)
       SELECT $1, 'systemadmin' WHERE NOT EXISTS (SELECT 1 FROM system_users WHERE user_type = 'systemadmin')
       ON CONFLICT (email) DO UPDATE SET user_type = 'systemadmin', updated_at = now()
       RETURNING id`,
      [email],
    );
    return created.length > 0;
  },

  async update(tx: EntityManager, id: string, changes: Partial<NewSystemUser>): Promise<void> {
    await tx.getRepository(SystemUser).update({ id }, changes);
  },

  async remove(tx: EntityManager, id: string): Promise<void> {
    await tx.getRepository(SystemUser).delete({ id });
  },

  /** Locks every systemadmin row, in id order, and returns how many there are. */
  async lockAdmins(tx: EntityManager): Promise<number> {
    const admins = await tx.getRepository(SystemUser).find({
      select: { id: true },
      where: { user_type: 'systemadmin' },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    return admins.length;
  },

  /** The system user, locked FOR UPDATE; null when there is none. */
  lock(tx: EntityManager, id: string): Promise<SystemUserRow | null> {
    return tx
      .getRepository(SystemUser)
      .findOne({ select: SELECT, where: { id }, lock: { mode: 'pessimistic_write' } });
  },
};
