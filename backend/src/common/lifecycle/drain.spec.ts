import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { DrainState, stopAccepting } from './drain';

/**
 * Real sockets on 127.0.0.1. The client runs in a worker thread so that it connects while this
 * thread (the server's) is busy: its connection then waits in the kernel's accept queue, as a
 * proxy's does when it connects to a loaded replica at the moment the replica stops listening.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { request } = require('node:http');
const send = () => new Promise((resolve) => {
  const req = request({ host: '127.0.0.1', port: workerData.port, path: '/ok', agent: false }, (res) => {
    res.resume();
    res.on('end', () => resolve(String(res.statusCode)));
  });
  req.on('error', (error) => resolve(error.code || error.message));
  req.end();
});
parentPort.on('message', async ({ after, every, count }) => {
  await new Promise((r) => setTimeout(r, after));
  const results = [];
  for (let i = 0; i < count; i++) {
    results.push(send());
    await new Promise((r) => setTimeout(r, every));
  }
  parentPort.postMessage(await Promise.all(results));
});
`;

function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the event loop is busy: nothing is accepted meanwhile
  }
}

describe('stopAccepting (the second step of a graceful shutdown)', () => {
  let server: Server;
  let client: Worker;
  let onBlock: (() => void) | null = null;

  beforeEach(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/block') onBlock?.();
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = new Worker(CLIENT, { eval: true, workerData: { port: (server.address() as AddressInfo).port } });
  });
  afterEach(async () => {
    await client.terminate();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const clientAnswers = (plan: { after: number; every: number; count: number }) =>
    new Promise<string[]>((resolve) => {
      client.once('message', resolve);
      client.postMessage(plan);
    });

  const block = () =>
    new Promise<void>((resolve, reject) => {
      const port = (server.address() as AddressInfo).port;
      fetch(`http://127.0.0.1:${port}/block`).then(() => resolve(), reject);
    });

  it('serves a connection that was waiting to be accepted when the shutdown asked to close', async () => {
    const state = new DrainState();
    let stopped: Promise<void> = Promise.resolve();
    const answers = clientAnswers({ after: 100, every: 0, count: 1 });
    onBlock = () => {
      // The client connects 100 ms into this, and its request waits in the accept queue.
      busyFor(400);
      stopped = stopAccepting(server, state, 2000);
    };
    await block();
    await stopped;

    expect(await answers).toEqual(['200']);
    expect(server.listening).toBe(false);
    expect(state.closing).toBe(true);
  });

  it('still stops listening by its deadline when connections never pause', async () => {
    const state = new DrainState();
    const answers = clientAnswers({ after: 0, every: 5, count: 60 });
    await new Promise((r) => setTimeout(r, 20));
    await stopAccepting(server, state, 100);

    expect(server.listening).toBe(false);
    // The ones after the close are refused (which a proxy retries elsewhere, whatever the method).
    expect(await answers).toContain('ECONNREFUSED');
  });
});
