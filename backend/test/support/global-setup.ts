import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { migrate } from '../../src/database/migrate';
import { freePort, waitFor } from './ports';

const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * One run: a fresh database with the schema migrated, and an SMTP catcher (maildev, its own
 * process) whose REST API the tests read delivered mail from.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/courtside_test_${runId}`;

  const probe = new Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch (error) {
    throw new Error(`API tests need PostgreSQL at ${PG_ADMIN}: ${(error as Error).message}`);
  } finally {
    await probe.end().catch(() => undefined);
  }
  await migrate({ DATABASE_URL: dbUrl.toString() });

  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const maildev = spawn(
    process.execPath,
    [
      require.resolve('maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ],
    { stdio: 'ignore', detached: false },
  );
  await waitFor(
    'maildev',
    async () => ((await fetch(`http://127.0.0.1:${webPort}/healthz`)).ok ? true : undefined),
    15_000,
  );

  process.env.TEST_RUN_ID = runId;
  process.env.TEST_DATABASE_URL = dbUrl.toString();
  process.env.TEST_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.TEST_MAILDEV_URL = `http://127.0.0.1:${webPort}`;
  (globalThis as Record<string, unknown>).__MAILDEV__ = maildev;
}
