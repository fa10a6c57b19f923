import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../../src/database/migrate';

/**
 * A migrated database of a test's own, for rules about the whole of a table (the last system
 * admin, the bootstrap admin) that the run's shared database cannot pin down while other suites
 * write to it in parallel.
 */
export async function createIsolatedDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `${url.pathname}_${label}_${randomUUID().slice(0, 8)}`;
  await migrate({ DATABASE_URL: url.toString() });
  return {
    url: url.toString(),
    async drop() {
      const admin = new URL(url);
      admin.pathname = '/postgres';
      const client = new Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
