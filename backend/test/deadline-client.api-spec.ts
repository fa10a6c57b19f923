import { Pool } from 'pg';
import { clientWithDeadline, QUERY_DEADLINE_MESSAGE } from '../src/database/deadline-client';
import { startFreezableProxy, type FreezableProxy } from './support/tcp-proxy';
import { waitFor } from './support/ports';

/** Long enough that a loaded machine answers a healthy query well inside it. */
const DEADLINE_MS = 1500;

describe('the client-side query deadline (deadline-client.ts)', () => {
  let proxy: FreezableProxy;
  let pool: Pool;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startFreezableProxy(Number(url.port || 5432));
    url.port = String(proxy.port);
    pool = new Pool({ connectionString: url.toString(), max: 1, Client: clientWithDeadline(DEADLINE_MS) });
  });
  afterAll(async () => {
    proxy.thaw();
    await pool.end();
    await proxy.close();
  });

  it('answers promise-form queries with the rows, and SQL errors as node-postgres does', async () => {
    const client = await pool.connect();
    try {
      const result = await client.query<{ n: number }>('SELECT $1::int AS n', [7]);
      expect(result.rows).toEqual([{ n: 7 }]);
      await expect(client.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
      // The callback form is the library's own, untouched.
      const viaCallback = await new Promise((resolve, reject) =>
        client.query('SELECT 2 AS n', (error, res) => (error ? reject(error) : resolve(res.rows))),
      );
      expect(viaCallback).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
  });

  it('gives up on a frozen server, withdraws what it had not sent, and works again after', async () => {
    const client = await pool.connect();
    try {
      await client.query('CREATE TEMP TABLE deadline_probe (n int)');
      proxy.freeze();
      // Sent, then never answered.
      const stuck = client.query('SELECT 1');
      // Queued behind it on the same connection, so never sent while it waits.
      const queued = client.query('INSERT INTO deadline_probe VALUES (1)');
      await expect(stuck).rejects.toThrow(QUERY_DEADLINE_MESSAGE);
      await expect(queued).rejects.toThrow(QUERY_DEADLINE_MESSAGE);

      proxy.thaw();
      // The first statement's late answer is dropped; the withdrawn insert never ran.
      const rows = await waitFor('the connection to answer again', async () => {
        try {
          return (await client.query<{ count: string }>('SELECT count(*) FROM deadline_probe')).rows;
        } catch {
          return undefined;
        }
      });
      expect(rows).toEqual([{ count: '0' }]);
    } finally {
      proxy.thaw();
      client.release();
    }
  });
});
