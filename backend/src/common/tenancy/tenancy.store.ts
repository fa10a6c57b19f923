import type { EntityManager } from 'typeorm';
import type { Club } from './club.entity';

/**
 * Every request looks its club up by host, so this one-row query is the hottest in the product.
 * It is plain SQL rather than the repository's findOne: building the query and hydrating the
 * entity cost more CPU than the database's own work on it (docs/performance.md). The table's
 * columns are the entity's properties (the schema test keeps the two equal), so the row is a Club.
 */
export const CLUB_BY_SUBDOMAIN_SQL = `SELECT * FROM clubs WHERE subdomain = $1`;

export const tenancyStore = {
  async bySubdomain(db: EntityManager, subdomain: string): Promise<Club | null> {
    const [row]: Club[] = await db.query(CLUB_BY_SUBDOMAIN_SQL, [subdomain]);
    return row ?? null;
  },
};
