// Reachability checks for PostgreSQL and Redis, shared by `npm start` and `npm test`.
import { createConnection } from 'node:net';
import pg from 'pg';

const HOW_TO_START = {
  PostgreSQL: [
    'docker compose up -d postgres',
    'or, for a local Debian install: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  ],
  Redis: [
    'docker compose up -d redis',
    'or, locally: redis-server --daemonize yes --bind 127.0.0.1 --port 6379',
  ],
};

async function checkPostgres(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error.message || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function checkRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 3000 });
    const done = (error) => {
      socket.destroy();
      resolve(error);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) =>
      done(/^(\+PONG|-NOAUTH)/.test(data.toString()) ? null : `unexpected reply ${data}`),
    );
    socket.once('timeout', () => done('timed out'));
    socket.once('error', (error) => done(error.message || error.code));
  });
}

/** Checks both services; prints what is missing and how to start it. Returns true when both answer. */
export async function checkServices({ databaseUrl, redisUrl }) {
  const [pgError, redisError] = await Promise.all([checkPostgres(databaseUrl), checkRedis(redisUrl)]);
  const failures = [
    pgError && ['PostgreSQL', new URL(databaseUrl).host, pgError],
    redisError && ['Redis', new URL(redisUrl).host, redisError],
  ].filter(Boolean);
  for (const [name, where, error] of failures) {
    console.error(`\n✖ ${name} is not reachable at ${where} (${error}).`);
    console.error(`  Start it with:`);
    for (const line of HOW_TO_START[name]) console.error(`    ${line}`);
  }
  if (failures.length) console.error('');
  return failures.length === 0;
}
