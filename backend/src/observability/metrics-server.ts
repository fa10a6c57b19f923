import { Logger } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics port (METRICS_PORT, API.md section 11): `GET /metrics` in Prometheus text format
 * and `GET /api/health/live` (a --worker process has no other port for its liveness probe).
 * A plain node:http server of its own, apart from the app's port, so metrics are never
 * reachable through a club host or the public proxy. Started by main.ts in serving and worker
 * processes; in-process API tests do not start it.
 */
export async function startMetricsServer(metrics: Metrics, port: number): Promise<MetricsServer> {
  metrics.collectProcessMetrics();
  const logger = new Logger('Metrics');
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    } else if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
        (error: Error) => {
          logger.warn(`Metrics scrape failed: ${error.message}`);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
    } else if (path === '/api/health/live') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as { port: number }).port;
  logger.log(`Metrics on port ${bound} (/metrics)`);
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
