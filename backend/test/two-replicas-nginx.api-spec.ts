import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { DataSource } from 'typeorm';
import { SessionsService } from '../src/common/auth/sessions.service';
import { loadConfig } from '../src/config/app-config';
import { spawnBackend, type BackendProcess } from './support/backend-process';
import { createClub, createClubUser, createEvent, type TestClub } from './support/factories';
import { startNginx, type NginxProcess } from './support/nginx';
import { freePort, waitFor } from './support/ports';
import { testDb } from './support/test-db';
import { stripVTControlCharacters } from 'node:util';

/**
 * Runs alone, after the other API suites (jest.api-alone.config.js): it times restarts under load.
 *
 * Two replicas behind Debian's nginx, configured from infra/nginx/courtside.conf (loopback
 * variant: plain HTTP on a local port; upstream keepalive, keepalive_timeout and nginx's default
 * proxy_next_upstream as in the file). Twenty members list events, sign up and cancel through
 * nginx while each replica in turn gets SIGTERM and is started again on its port. nginx retries
 * a GET or DELETE on the other replica when a connection fails, never a POST it has sent: a
 * replica that closes a connection nginx is about to use, or closes before answering, loses it.
 */

const MEMBERS = 20;
const EVENTS = 6;
/**
 * The load runs until both replicas serve again after their restarts (about 35 s), and no longer
 * than this whatever happens (the suite's timeout is 90 s). Not a number of requests: a machine
 * answering 800 a second had sent a cap of 24,000 before the second replica was back, and nginx
 * then had nothing to send it.
 */
const LOAD_LIMIT_MS = 70_000;
/** As in the ConfigMap's spirit: longer than the generated config's upstream keepalive_timeout (4 s). */
const DRAIN_SECONDS = '5';

/** A process's output without the colours of Nest's readable log lines. */
const plain = stripVTControlCharacters;

interface Answer {
  status: number;
  body: any;
  requestId?: string;
}

interface Member {
  id: string;
  cookie: string;
  agent: Agent;
  /** event id -> sign-up id: what this member was told is confirmed and has not cancelled. */
  signups: Map<string, string>;
}

interface Failure {
  phase: string;
  what: string;
}

/** One request through nginx as a browser on the club's host sends it (Origin included). */
function call(nginx: number, club: TestClub, member: Member, method: string, path: string, body?: unknown) {
  const host = `${club.subdomain}.localhost:${nginx}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: nginx,
        method,
        path,
        agent: member.agent,
        headers: {
          host,
          accept: 'application/json',
          cookie: `courtside_sid=${member.cookie}`,
          ...(method === 'GET' ? {} : { origin: `http://${host}` }),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // an HTML error page from nginx: keep the text
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            requestId: res.headers['x-request-id'] as string,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.end(payload);
  });
}

describe('two replicas behind nginx (the repository config), restarted one after the other under load', () => {
  let db: DataSource;
  let closeDb: () => Promise<void>;
  let nginx: NginxProcess | undefined;
  const replicas: BackendProcess[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await testDb());
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await nginx?.stop();
    await closeDb();
  });

  it('fails no request and loses or doubles no sign-up while each replica is stopped and started again', async () => {
    const club = await createClub(db);
    const events = await Promise.all(
      Array.from({ length: EVENTS }, (_, i) => createEvent(db, club, { inDays: i + 1 })),
    );
    const sessions = new SessionsService(loadConfig({ NODE_ENV: 'test' }), db);
    const members: Member[] = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const user = await createClubUser(db, club, 'clubmember');
        const { secret } = await sessions.create(
          { kind: 'club', userId: user.id, clubId: club.id },
          'clubmember',
        );
        return {
          id: user.id,
          cookie: secret,
          agent: new Agent({ keepAlive: true, maxSockets: 1 }),
          signups: new Map(),
        };
      }),
    );

    const env = {
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS,
      REDIS_PREFIX: `courtside-test:${process.env.TEST_RUN_ID}:replicas-${randomUUID().slice(0, 8)}`,
      LOG_LEVEL: 'log',
    };
    const ports = [await freePort(), await freePort()];
    replicas.push(
      ...(await Promise.all(ports.map((port) => spawnBackend(['--api'], { ...env, PORT: String(port) })))),
    );
    nginx = await startNginx({ listenPort: await freePort(), upstreamPorts: ports, domain: 'localhost' });
    const nginxPort = nginx.port;
    // Through the config: the club host's port reaches the backend (a POST passes the Origin
    // check), and nginx's request id is the one the backend logs and echoes.
    const first = await call(nginxPort, club, members[0], 'GET', '/api/events');
    expect(first).toMatchObject({ status: 200, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });

    let phase = 'steady load';
    let stop = false;
    const failures: Failure[] = [];
    const counts = { list: 0, signup: 0, cancel: 0 };
    const perPhase = new Map<string, number>();

    const expect1 = async (
      what: string,
      expected: number,
      send: () => Promise<Answer>,
    ): Promise<Answer | null> => {
      perPhase.set(phase, (perPhase.get(phase) ?? 0) + 1);
      try {
        const answer = await send();
        if (answer.status === expected) return answer;
        failures.push({
          phase,
          what: `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
        });
      } catch (error) {
        failures.push({ phase, what: `${what}: ${(error as Error).message}` });
      }
      return null;
    };

    const memberLoad = async (member: Member, index: number) => {
      for (let n = 0; !stop && Date.now() - started < LOAD_LIMIT_MS; n++) {
        const roll = (n * 7 + index * 3) % 10;
        const free = events.filter((e) => !member.signups.has(e.id));
        if (roll < 5 || (roll < 8 && free.length === 0) || (roll >= 8 && member.signups.size === 0)) {
          counts.list += 1;
          await expect1('GET /api/events', 200, () => call(nginxPort, club, member, 'GET', '/api/events'));
        } else if (roll < 8) {
          counts.signup += 1;
          const event = free[(n + index) % free.length];
          const answer = await expect1('POST /api/signups', 201, () =>
            call(nginxPort, club, member, 'POST', '/api/signups', { event_id: event.id }),
          );
          if (answer?.body?.data?.status === 'confirmed') member.signups.set(event.id, answer.body.data.id);
        } else {
          counts.cancel += 1;
          const [eventId, signupId] = [...member.signups][(n + index) % member.signups.size];
          const answer = await expect1('DELETE /api/signups/:id', 200, () =>
            call(nginxPort, club, member, 'DELETE', `/api/signups/${signupId}`),
          );
          if (answer) member.signups.delete(eventId);
        }
      }
    };

    const started = Date.now();
    const load = Promise.all(members.map(memberLoad));
    // A replica is back when nginx sends it requests again (nginx waits out its fail_timeout,
    // 10 s, after the refused connections of the stopped process): only then may the other stop.
    const servesAgain = (replica: BackendProcess) =>
      waitFor(
        'nginx to send the restarted replica requests',
        async () => (/\[HTTP\] (GET|POST|DELETE) \/api\//.test(plain(replica.output())) ? true : undefined),
        20_000,
        100,
      );
    const restart = async (index: number) => {
      phase = `restart of replica ${index + 1}`;
      const old = replicas[index];
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      replicas[index] = await spawnBackend(['--api'], { ...env, PORT: String(ports[index]) });
      await servesAgain(replicas[index]);
    };

    try {
      await new Promise((r) => setTimeout(r, 1000));
      await restart(0);
      await restart(1);
      phase = 'after the restarts';
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      stop = true;
      await load;
    }
    const seconds = (Date.now() - started) / 1000;
    members.forEach((m) => m.agent.destroy());

    const total = counts.list + counts.signup + counts.cancel;
    const byPhase = [...perPhase].map(
      ([name, n]) => `${name}: ${n} requests, ${failures.filter((f) => f.phase === name).length} failed`,
    );
    console.log(
      `Two replicas behind nginx: ${total} requests in ${seconds.toFixed(1)} s ` +
        `(${counts.list} lists, ${counts.signup} sign-ups, ${counts.cancel} cancellations)\n  ${byPhase.join('\n  ')}`,
    );
    // nginx's side: a refused connection (a replica not listening) is retried on the other one,
    // whatever the method. A reset on a connection is retried only for a method nginx holds
    // idempotent (GET, PUT, DELETE): one on a POST or PATCH would fail it. Resets of idempotent
    // requests are rare (seen after the full API suite, not alone) and are reported, not failed.
    const upstreamErrors = (nginx.errorLog().match(/\[error\].*/g) ?? []).filter(
      (line) => !/connect\(\) failed \(111: Connection refused\) while connecting to upstream/.test(line),
    );
    const retried = upstreamErrors.filter((line) => /request: "(GET|PUT|DELETE) /.test(line));
    if (retried.length)
      console.log(
        `nginx retried ${retried.length} idempotent request(s) after an upstream error:\n${retried.join('\n')}`,
      );
    const unsafe = upstreamErrors.filter((line) => !retried.includes(line));
    expect({ failures, unsafe }).toEqual({ failures: [], unsafe: [] });
    // The load really ran on both replicas before and after each restart.
    expect(total).toBeGreaterThan(1000);

    // Every sign-up a member was told is confirmed (and did not cancel) is stored, once; nothing else is.
    const rows: { user_id: string; event_id: string; id: string; n: number }[] = await db.query(
      `SELECT user_id, event_id, min(id::text) AS id, count(*)::int AS n FROM signups WHERE club_id = $1 GROUP BY 1, 2`,
      [club.id],
    );
    const stored = rows.map((r) => `${r.user_id} ${r.event_id} ${r.id} x${r.n}`).sort();
    const seen = members
      .flatMap((m) => [...m.signups].map(([eventId, id]) => `${m.id} ${eventId} ${id} x1`))
      .sort();
    expect(stored).toEqual(seen);
    expect(seen.length).toBeGreaterThan(0);
  }, 90_000);
});
