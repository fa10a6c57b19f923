import { createClub, createClubUser } from './support/factories';
import { BOOT_WAIT_MS, spawnBackend, type BackendProcess } from './support/backend-process';
import { DisposableRedis } from './support/disposable-redis';
import { HttpClient } from './support/http-client';
import { createIsolatedDatabase } from './support/isolated-database';
import { freePort, waitFor } from './support/ports';
import { SmtpSink } from './support/smtp-sink';
import { testDb } from './support/test-db';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function askForLinks(api: BackendProcess, subdomain: string, emails: string[]): Promise<void> {
  const browser = new HttpClient(api.port, `${subdomain}.localhost`);
  for (const email of emails) {
    const res = await browser.post('/api/auth/magic-link', { email });
    expect([email, res.status]).toEqual([email, 200]);
  }
}

/** The subdomains of the clubs in the database at `url`. */
async function subdomainsIn(url: string, where = ''): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subdomain: string }>(
      `SELECT subdomain FROM clubs ${where} ORDER BY subdomain`,
    );
    return rows.map((r) => r.subdomain);
  } finally {
    await client.end();
  }
}

// Each test boots one or more backend processes (BOOT_WAIT_MS each, at worst).
jest.setTimeout(3 * BOOT_WAIT_MS);

describe('process modes: --api and --worker', () => {
  let db: DataSource;
  let closeDb: () => Promise<void>;
  let sink: SmtpSink;
  const processes: BackendProcess[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await testDb());
    sink = new SmtpSink(await freePort());
    await sink.start();
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await sink.stop();
    await closeDb();
  });

  it('sends nothing from an --api process; two --worker processes send every mail exactly once', async () => {
    const prefix = `courtside-test:${process.env.TEST_RUN_ID}:modes-${Date.now()}`;
    const env = { REDIS_PREFIX: prefix, SMTP_URL: sink.url };
    const api = await spawnBackend(['--api'], env);
    processes.push(api);
    const club = await createClub(db);
    const people = await Promise.all(
      Array.from({ length: 30 }, () => createClubUser(db, club, 'clubmember')),
    );
    await askForLinks(
      api,
      club.subdomain,
      people.map((p) => p.email),
    );
    await sleep(1500);
    expect(sink.received.filter((m) => people.some((p) => m.to.includes(p.email)))).toHaveLength(0);
    expect(api.output()).not.toMatch(/Mail worker running/);

    for (let i = 0; i < 2; i++) processes.push(await spawnBackend(['--worker'], env));
    await waitFor(
      'every mail',
      async () => (people.every((p) => sink.to(p.email).length) ? true : undefined),
      20_000,
    );
    await sleep(1500);
    for (const person of people)
      expect([person.email, sink.to(person.email).length]).toEqual([person.email, 1]);
    // A lean worker: no HTTP port, no seeding or bootstrap, and LOG_LEVEL honoured.
    const worker = processes[1];
    expect(worker.output()).toMatch(/Mail worker running/);
    expect(worker.output()).not.toMatch(/RoutesResolver|Mapped \{|DemoSeed|BootstrapAdmin/);
  });

  // Each migrates a database of its own and seeds it: heavier than the other tests here.
  it('`main.js seed` fills a database without clubs with the demo clubs, and then leaves it be', async () => {
    const empty = await createIsolatedDatabase('seed');
    try {
      const seed = await spawnBackend(['seed'], { DATABASE_URL: empty.url });
      expect([await seed.exited, seed.output()]).toEqual([0, expect.stringMatching(/Seeded the demo clubs/)]);
      expect(await subdomainsIn(empty.url)).toEqual(['harbour', 'riverside']);
      // The demo clubs are set up: their admin page shows no getting-started checklist.
      expect(await subdomainsIn(empty.url, 'WHERE NOT onboarding_dismissed')).toEqual([]);
      const again = await spawnBackend(['seed'], { DATABASE_URL: empty.url });
      expect([await again.exited, again.output()]).toEqual([0, expect.stringMatching(/nothing seeded/)]);
    } finally {
      await empty.drop();
    }
  });

  it("DEMO_SEED=true (npm start's way) seeds at start, before the first request is served", async () => {
    const empty = await createIsolatedDatabase('demo_seed');
    try {
      const api = await spawnBackend(['--api'], { DATABASE_URL: empty.url, DEMO_SEED: 'true' });
      processes.push(api);
      const club = await new HttpClient(api.port, 'riverside.localhost').get('/api/club');
      expect([club.status, club.body.data?.subdomain]).toEqual([200, 'riverside']);
      await Promise.all(processes.splice(0).map((p) => p.stop()));
    } finally {
      await empty.drop();
    }
  });

  it('refuses to start in production on a Redis that would lose queued mail, unless told to accept it', async () => {
    // The shared Redis runs without AOF (appendonly no), as on a developer's machine.
    const refused = await spawnBackend(['--worker'], { NODE_ENV: 'production', SMTP_URL: sink.url });
    expect(await refused.exited).toBe(1);
    // Production logs are JSON lines: the quotes come escaped.
    expect(refused.output()).toMatch(/Redis may lose queued mail: appendonly is \\?"no\\?"/);
    expect(refused.output()).toMatch(/REDIS_ACCEPT_DATA_LOSS=true/);

    const accepted = await spawnBackend(['--worker'], {
      NODE_ENV: 'production',
      SMTP_URL: sink.url,
      REDIS_ACCEPT_DATA_LOSS: 'true',
    });
    processes.push(accepted);
    await waitFor(
      'the worker to run',
      async () => (/Mail worker running/.test(accepted.output()) ? true : undefined),
      BOOT_WAIT_MS,
    );
    expect(accepted.output()).toMatch(/Redis may lose queued mail.*accepted/);

    const warned = await spawnBackend(['--worker'], { SMTP_URL: sink.url });
    processes.push(warned);
    await waitFor(
      'the warning',
      async () => (/⚠ Redis may lose queued mail/.test(warned.output()) ? true : undefined),
      BOOT_WAIT_MS,
    );
  });

  it('honours LOG_LEVEL in --worker mode', async () => {
    const quiet = await spawnBackend(['--worker'], { LOG_LEVEL: 'error', SMTP_URL: sink.url });
    processes.push(quiet);
    await sleep(2500);
    expect(quiet.output()).toBe('');
  });

  it('loses no queued mail when a Redis with AOF is killed (SIGKILL) and restarted', async () => {
    const redis = new DisposableRedis(await freePort(), { appendonly: true });
    await redis.start();
    try {
      const env = { REDIS_URL: redis.url, SMTP_URL: sink.url, REDIS_PREFIX: 'courtside-aof' };
      const api = await spawnBackend(['--api'], env);
      processes.push(api);
      const club = await createClub(db);
      const people = await Promise.all(
        Array.from({ length: 10 }, () => createClubUser(db, club, 'clubmember')),
      );
      await askForLinks(
        api,
        club.subdomain,
        people.map((p) => p.email),
      );

      await redis.stop();
      await redis.start();
      processes.push(await spawnBackend(['--worker'], env));
      await waitFor(
        'every mail after the crash',
        async () => (people.every((p) => sink.to(p.email).length) ? true : undefined),
        20_000,
      );
      for (const person of people) expect(sink.to(person.email)).toHaveLength(1);
    } finally {
      await Promise.all(processes.splice(0).map((p) => p.stop()));
      await redis.dispose();
    }
  });
});
