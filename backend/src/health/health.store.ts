import type { EntityManager } from 'typeorm';

/**
 * What readiness asks of PostgreSQL. TypeORM's DataSource has no check of its own that reaches
 * the server (`isInitialized` is set once at start and says nothing of now), so the probe is the
 * cheapest statement there is, through the pool like every request.
 */
export const healthStore = {
  async ping(db: EntityManager): Promise<void> {
    await db.query('SELECT 1');
  },
};
