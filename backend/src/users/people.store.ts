import type { EntityManager } from 'typeorm';
import { User } from './user.entity';

/**
 * The `users` table: a person is one login address across clubs. The only place that writes it.
 */
export const peopleStore = {
  /**
   * The person with this login address (lower-case), created when new; returns their global id.
   * The no-op update makes RETURNING give the id of an existing person too, and its row lock
   * makes a concurrent address change of the same person (club-users' assertEmailMayChange)
   * wait for this transaction.
   */
  async ensure(db: EntityManager, email: string): Promise<User['id']> {
    const [person]: Pick<User, 'id'>[] = await db.query(
      `INSERT INTO users (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING id`,
      [email],
    );
    return person.id;
  },

  /** Holds the person's row for the transaction (FOR UPDATE): ensure() of them waits. */
  async lock(tx: EntityManager, userId: string): Promise<void> {
    await tx
      .getRepository(User)
      .createQueryBuilder('u')
      .select('1')
      .where('u.id = :userId', { userId })
      .setLock('pessimistic_write')
      .getRawOne();
  },

  /** The id of the person with this login address, or null. */
  async findByEmail(db: EntityManager, email: string): Promise<User['id'] | null> {
    const row = await db.getRepository(User).findOne({ select: { id: true }, where: { email } });
    return row?.id ?? null;
  },

  /** Whether anyone has this login address. */
  async emailInUse(db: EntityManager, email: string): Promise<boolean> {
    return db.getRepository(User).existsBy({ email });
  },

  async setEmail(tx: EntityManager, userId: string, email: string): Promise<void> {
    await tx.update(User, { id: userId }, { email });
  },
};
