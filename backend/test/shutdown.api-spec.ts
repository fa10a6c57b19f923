import { Agent, request } from 'node:http';
import type { DataSource } from 'typeorm';
import { spawnBackend, type BackendProcess } from './support/backend-process';
import { createClub } from './support/factories';
import { waitFor } from './support/ports';
import { testDb } from './support/test-db';

/** One GET over the given agent; resolves with status, headers and body. */
function get(agent: Agent, port: number, host: string, path: string) {
  return new Promise<{ status: number; connection?: string; body: any }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}` } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown of a serving process (SIGTERM)', () => {
  let backend: BackendProcess;
  let db: DataSource;
  let closeDb: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close: closeDb } = await testDb());
  });
  afterAll(() => closeDb());
  afterEach(() => backend?.stop());

  it('drains: readiness 503 at once, requests still served with Connection: close, then exits 0', async () => {
    backend = await spawnBackend([], { SHUTDOWN_DRAIN_SECONDS: '2' });
    const club = await createClub(db);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(agent, backend.port, `${club.subdomain}.localhost`, '/api/club');
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });

    backend.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    // Still serving on the connection kept alive from before the signal, and telling the client
    // to close it after this answer, so the proxy moves to another replica in good order.
    const during = await get(agent, backend.port, `${club.subdomain}.localhost`, '/api/club');
    expect(during).toMatchObject({ status: 200, connection: 'close', body: { data: { id: club.id } } });
    const ready = await get(new Agent(), backend.port, 'localhost', '/api/health');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'draining', statusCode: 503 });
    const live = await get(new Agent(), backend.port, 'localhost', '/api/health/live');
    expect(live.status).toBe(200);
    expect(backend.child.exitCode).toBeNull();

    expect(await backend.exited).toBe(0);
    expect(backend.output()).toMatch(/SIGTERM: draining for 2 s/);
    agent.destroy();
  });

  it('then stops listening, and only then closes the connections opened during the drain, after their next answer', async () => {
    backend = await spawnBackend([], { SHUTDOWN_DRAIN_SECONDS: '2' });
    backend.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Opened during the drain: served and kept, so a proxy does not keep opening new connections
    // up to the moment the process stops listening (one caught in that moment would be reset).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const during = await get(agent, backend.port, 'localhost', '/api/health/live');
    expect(during).toMatchObject({ status: 200, connection: 'keep-alive' });
    // After the drain: a new connection is refused (a proxy retries it elsewhere, nothing sent) ...
    await waitFor(
      'the process to stop listening',
      () =>
        fetch(`http://127.0.0.1:${backend.port}/api/health/live`).then(
          () => undefined,
          () => true,
        ),
      6000,
    );
    // ... while the kept connection still gets its answer, which closes it.
    const after = await get(agent, backend.port, 'localhost', '/api/health/live');
    expect(after).toMatchObject({ status: 200, connection: 'close' });
    expect(await backend.exited).toBe(0);
    agent.destroy();
  });

  it('keeps idle keep-alive connections open longer than a proxy does', async () => {
    backend = await spawnBackend();
    const res = await fetch(`http://127.0.0.1:${backend.port}/api/health/live`);
    expect(res.headers.get('keep-alive')).toBe('timeout=75');
  });
});
