import type { EntityManager } from 'typeorm';
import type { User } from './user.entity';

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
};
