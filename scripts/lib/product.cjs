// The product as `npm start` runs it, on a fresh database and free ports: shared by the browser
// suite (e2e/support/product.ts) and `npm run bench:web`. CommonJS so that both jest (which
// transforms to CommonJS) and plain Node ES modules can load it as it is.
const { spawn } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { createConnection, createServer } = require('node:net');
const { join } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '../..');
const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** How long a stopped process may take to exit before it is killed outright (ms). */
const STOP_GRACE_MS = 10_000;

/**
 * Asks `child` to stop and waits until it has exited: SIGTERM, then SIGKILL after STOP_GRACE_MS.
 * A backend still shutting down when its database is dropped could otherwise hang, outliving the
 * test runner (and keeping its process alive: Jest's "did not exit").
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The product as `npm start` runs it (built backend serving the built frontends, demo data,
 * test mode, a real SMTP catcher) on a fresh database and free ports.
 */
async function startProduct() {
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
    // Every browser test signs in from 127.0.0.1: the whole suite asks for more links than one
    // address may in a window.
    RATE_LIMIT_LINKS_PER_IP: '10000',
    DEMO_SEED: 'true',
    BOOTSTRAP_SYSTEM_ADMIN_EMAIL: 'sysadmin@courtside.test',
    FRONTEND_DIST: join(root, 'dist/frontends'),
    LOG_LEVEL: 'warn',
    // No metrics port: it would clash with an `npm start` running beside the suite (9464).
    METRICS_PORT: '0',
    // Nothing routes to it through a proxy: stopping need not keep serving first.
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  const children = [];
  // A runner that exits without stop() (an error, process.exit) takes its processes with it.
  const killLeft = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killLeft);
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
    { stdio: 'ignore' },
  );
  children.push(maildev);
  const main = join(root, 'backend/dist/main.js');
  try {
    await new Promise((resolve, reject) => {
      const migrate = spawn(process.execPath, [main, 'migrate'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      migrate.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`migrate exited with ${code}`)),
      );
    });
    const backend = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(backend);
    await waitUntil(
      'the backend',
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      60_000,
    );
    await waitUntil('maildev', () => listening(mailPort), 15_000);
  } catch (error) {
    // What did start would keep the caller's process alive after it reported the failure.
    await Promise.all(children.map(stopChild));
    process.removeListener('exit', killLeft);
    throw error;
  }

  return {
    port,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    databaseUrl: dbUrl.toString(),
    origin: (subdomain) => `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}`,
    async stop() {
      process.removeListener('exit', killLeft);
      await Promise.all(children.map(stopChild));
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

module.exports = { startProduct, freePort };
