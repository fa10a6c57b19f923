import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { ENTITIES } from '../../src/entities';

let shared: DataSource | undefined;

/** The run's database without an app around it, for suites that start the backend as a process. */
export async function testDb(): Promise<{ db: DataSource; close(): Promise<void> }> {
  shared ??= await new DataSource(
    dataSourceOptions({ DATABASE_URL: process.env.TEST_DATABASE_URL! }, ENTITIES),
  ).initialize();
  const db = shared;
  return {
    db,
    async close() {
      if (shared === db) shared = undefined;
      await db.destroy();
    },
  };
}
