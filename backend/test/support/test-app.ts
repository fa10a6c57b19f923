import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { HttpClient, type ClientOptions } from './http-client';
import { freePort } from './ports';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  port: number;
  db: DataSource;
  /**
   * A browser on `<subdomain>.localhost`, or on the apex host when subdomain is null. Give it a
   * `localAddress` (any 127.x.y.z) to call from another client IP.
   */
  client(subdomain: string | null, options?: ClientOptions): HttpClient;
  close(): Promise<void>;
}

/**
 * The real application listening on a real port, against the run's database, Redis (with a key
 * prefix of its own, so its queue and counters are its own) and the SMTP catcher.
 */
export async function startApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  // A known port, so the links the app mails name it.
  const listenPort = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(listenPort),
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `courtside-test:${process.env.TEST_RUN_ID}:${randomUUID().slice(0, 8)}`,
    SMTP_URL: process.env.TEST_SMTP_URL,
    APP_DOMAIN: 'localhost',
    RATE_LIMIT_LINKS_PER_IP: '100000',
    RATE_LIMIT_LINKS_PER_EMAIL: '1000',
    RATE_LIMIT_LINKS_PER_EMAIL_HOURLY: '100000',
    LOG_LEVEL: 'error',
    // Suites share the run's database: only a suite that tests notifications (in a database of
    // its own) relays them, so no other suite's app sends mail it did not ask for.
    NOTIFY_RELAY: 'false',
    ...overrides,
  });
  const app = await createApp(config);
  await app.listen(listenPort, '127.0.0.1');
  const port = (app.getHttpServer() as Server).address() as { port: number };
  return {
    app,
    config,
    port: port.port,
    db: app.get(DataSource),
    client: (subdomain, options) =>
      new HttpClient(port.port, subdomain ? `${subdomain}.localhost` : 'localhost', options),
    close: () => app.close(),
  };
}
