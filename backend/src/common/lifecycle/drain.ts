import { Global, Injectable, Module } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * A graceful shutdown in steps (API.md section 11), for a proxy (nginx, an ingress) that keeps
 * connections to this process alive and retries elsewhere only what it has not sent:
 *
 * 1. Drain (SIGTERM/SIGINT, for SHUTDOWN_DRAIN_SECONDS): readiness answers 503 so that an
 *    orchestrator takes the process out of rotation, and every request is still served. The
 *    connections kept alive from before the drain are closed by their next answer
 *    (`Connection: close`); connections the proxy opens meanwhile are served and kept, so it does
 *    not keep opening new ones up to the moment the process stops listening.
 * 2. Close (stopAccepting): stop listening (in a pause between new connections, once every
 *    waiting one is accepted), so the proxy's next new connection is refused, which
 *    it retries on another replica whatever the method (nothing was sent) and which marks this
 *    replica down; every answer now closes its connection; the idle ones are left for the proxy
 *    to close (its keep-alive timeout is shorter than the drain), for at most as long again.
 * 3. app.close(): whatever is left is idle and unused; in-flight requests finish.
 *
 * The backend itself never closes a kept-alive connection the proxy may be sending a request on
 * at that moment, nor one it has just accepted, which would fail that request (a 502 the proxy
 * may not retry: a POST).
 */
@Injectable()
export class DrainState {
  private startedAt: number | null = null;
  private closingAt: number | null = null;

  get draining(): boolean {
    return this.startedAt !== null;
  }

  /** Step 2: the process no longer listens; every answer closes its connection. */
  get closing(): boolean {
    return this.closingAt !== null;
  }

  start(): void {
    this.startedAt ??= Date.now();
  }

  close(): void {
    this.start();
    this.closingAt ??= Date.now();
  }

  /** Should the answer on a connection first used at `since` (ms) close it? */
  closesConnection(since: number): boolean {
    return this.closingAt !== null || (this.startedAt !== null && since < this.startedAt);
  }
}

@Global()
@Module({ providers: [DrainState], exports: [DrainState] })
export class LifecycleModule {}

/**
 * Express middleware: during a drain, an answer on a connection kept alive from before it, and
 * once closing every answer, tells the client to close the connection after it.
 */
export function closeConnectionsWhileDraining(state: DrainState) {
  const firstUsed = new WeakMap<object, number>();
  return (req: Request, res: Response, next: NextFunction): void => {
    let since = firstUsed.get(req.socket);
    if (since === undefined) {
      since = Date.now();
      firstUsed.set(req.socket, since);
    }
    if (state.closesConnection(since)) res.setHeader('Connection', 'close');
    next();
  };
}

/** How long no new connection must have arrived before the listener closes (see stopAccepting). */
export const QUIET_BEFORE_CLOSE_MS = 50;

/**
 * Step 2 of the shutdown: stop listening without touching the open connections (an
 * `http.Server.close()` would destroy at once every connection with no request in progress,
 * including one accepted a moment ago whose request is not read yet, and one the proxy is about
 * to reuse), answer everything with `Connection: close`, and wait up to `settleMs` for the
 * clients to close what is left (a proxy closes its idle connections after its keep-alive
 * timeout, which must be shorter).
 *
 * The listener closes in a pause between new connections, right after the event loop has
 * accepted every connection waiting: the kernel resets a connection still in the listener's
 * queue when it closes, and the proxy has already sent its request there (a 502 it may not
 * retry: a POST). Waiting for the pause is bounded by `settleMs` too.
 */
export async function stopAccepting(server: HttpServer, state: DrainState, settleMs: number): Promise<void> {
  const deadline = Date.now() + settleMs;
  let lastConnection = Date.now();
  const seen = () => (lastConnection = Date.now());
  server.on('connection', seen);
  try {
    await closeInAPause(server, () => lastConnection, deadline);
  } finally {
    server.off('connection', seen);
  }
  state.close();
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Closes the listener (only: NetServer's close, not http.Server's) in the check phase of a loop
 * turn, straight after its poll phase accepted whatever the kernel had queued, once no
 * connection has come for QUIET_BEFORE_CLOSE_MS; at `deadline` whatever comes.
 */
function closeInAPause(server: HttpServer, lastConnection: () => number, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () =>
      setImmediate(() => {
        const now = Date.now();
        if (now - lastConnection() < QUIET_BEFORE_CLOSE_MS && now < deadline) {
          setTimeout(attempt, 5);
          return;
        }
        NetServer.prototype.close.call(server);
        resolve();
      });
    attempt();
  });
}
