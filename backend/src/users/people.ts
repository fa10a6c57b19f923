import type { EntityManager } from 'typeorm';

/**
 * The person with this login address (lower-case), created when new; returns their global id.
 * The only place that writes the users table. The no-op update makes RETURNING give the id of
 * an existing person too, and its row lock makes a concurrent address change of the same person
 * (club-users' assertEmailMayChange) wait for this transaction.
 */
export async function ensurePerson(db: EntityManager, email: string): Promise<string> {
  const [person]: { id: string }[] = await db.query(
    `INSERT INTO users (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING id`,
    [email],
  );
  return person.id;
}
