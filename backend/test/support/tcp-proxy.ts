import { connect, createServer, type Server, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  /** Stops forwarding in both directions; sockets stay open, as with a frozen server. */
  freeze(): void;
  /** Forwards again, including whatever was held back. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real server (PostgreSQL here) that can freeze: connections stay open
 * and nothing gets through, the symptom of a server whose processes are stopped, without touching
 * the shared server.
 */
export function startFreezableProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<FreezableProxy> {
  let frozen = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const pipe = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as { port: number }).port,
        freeze: () => {
          frozen = true;
        },
        thaw: () => {
          frozen = false;
          for (const flush of held.splice(0)) flush();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
