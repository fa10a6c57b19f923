import type { EntityManager } from 'typeorm';
import { AppSecret } from './app-secret.entity';

/** The `app_secrets` table: keys the application makes for itself, once, and keeps. */
export const appSecretStore = {
  /**
   * Makes the key `name` (256 random bits, hex) unless it exists. Of concurrent first calls on
   * any replica, one makes it and the others keep that one.
   */
  async createIfMissing(db: EntityManager, name: string): Promise<void> {
    await db.query(
      `INSERT INTO app_secrets (name, value) VALUES ($1, encode(gen_random_bytes(32), 'hex'))
       ON CONFLICT (name) DO NOTHING`,
      [name],
    );
  },

  /** Keeps `value` as the key `name` unless it exists; of concurrent first calls, one is kept. */
  async keepIfMissing(db: EntityManager, name: string, value: string): Promise<void> {
    await db.query(`INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      name,
      value,
    ]);
  },

  async value(db: EntityManager, name: string): Promise<AppSecret['value'] | null> {
    const row = await db.getRepository(AppSecret).findOne({ select: { value: true }, where: { name } });
    return row?.value ?? null;
  },
};
