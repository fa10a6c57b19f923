import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { ensureDatabase } from './ensure-database';

/** Creates the database if missing and runs pending migrations; returns their names. */
export async function migrate(config: Pick<AppConfig, 'DATABASE_URL'>): Promise<string[]> {
  await ensureDatabase(config.DATABASE_URL);
  // Migrations write SQL of their own: no entity is needed to run them.
  const db = new DataSource(dataSourceOptions(config, []));
  await db.initialize();
  try {
    const ran = await db.runMigrations({ transaction: 'all' });
    return ran.map((m) => m.name);
  } finally {
    await db.destroy();
  }
}
