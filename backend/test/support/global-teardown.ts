import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  ((globalThis as Record<string, unknown>).__MAILDEV__ as ChildProcess | undefined)?.kill('SIGKILL');
  const dbUrl = process.env.TEST_DATABASE_URL;
  if (!dbUrl || process.env.KEEP_TEST_DATABASE) return;
  const name = new URL(dbUrl).pathname.slice(1);
  const admin = new URL(dbUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
