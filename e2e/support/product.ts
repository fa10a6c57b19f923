import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

const root = join(__dirname, '../..');
const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export interface RunningProduct {
  port: number;
  mailUrl: string;
  databaseUrl: string;
  origin(subdomain: string | null): string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (built backend serving the built frontends, demo data,
 * test mode, a real SMTP catcher) on a fresh database and free ports.
 */
export async function startProduct(): Promise<RunningProduct> {
  const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/courtside_e2e_${Date.now().toString(36)}_${process.pid}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    REDIS_PREFIX: `courtside-e2e:${randomUUID().slice(0, 8)}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_DOMAIN: 'localhost',
    MAGIC_LINK_TEST_MODE: 'true',
    // The suite logs the demo people in many times; the limits themselves are API-tested.
    RATE_LIMIT_LINKS_PER_EMAIL: '100',
    RATE_LIMIT_LINKS_PER_EMAIL_HOURLY: '1000',
    DEMO_SEED: 'true',
    BOOTSTRAP_SYSTEM_ADMIN_EMAIL: 'sysadmin@courtside.test',
    FRONTEND_DIST: join(root, 'dist/frontends'),
    LOG_LEVEL: 'warn',
    // No metrics port: it would clash with an `npm start` running beside the suite (9464).
    METRICS_PORT: '0',
  };
  const children: ChildProcess[] = [];
  const maildev = spawn(
    process.execPath,
    [
      require.resolve('maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(mailPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ],
    {
      stdio: 'ignore',
    },
  );
  children.push(maildev);
  const main = join(root, 'backend/dist/main.js');
  await new Promise<void>((resolve, reject) => {
    const migrate = spawn(process.execPath, [main, 'migrate'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    migrate.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited with ${code}`))));
  });
  const backend = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(backend);
  await waitUntil('the backend', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 60_000);
  await waitUntil('maildev', () => listening(mailPort), 15_000);

  return {
    port,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    databaseUrl: dbUrl.toString(),
    origin: (subdomain) => `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}`,
    async stop() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      const client = new Client({ connectionString: PG_ADMIN });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${dbUrl.pathname.slice(1)}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
