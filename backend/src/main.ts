import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp } from './app.factory';
import { JobRegistry, UnknownJobError } from './common/jobs/job-registry';
import { queuesConnected } from './common/redis/queue-connections';
import { API_ONLY, SERVE } from './config/process-role';
import { MailDeadLetters } from './mail/mail-dead-letters.service';
import { WorkerModule } from './worker.module';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source-options';
import { migrate } from './database/migrate';
import { seedDemoData } from './demo/demo-seed';
import { ENTITIES } from './entities';
import { DrainState, stopAccepting } from './common/lifecycle/drain';
import { onShutdownSignal } from './common/lifecycle/signals';
import { appLogger } from './observability/app-logger';
import { Metrics } from './observability/metrics';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server';

/**
 * `main.js`            serve the API and run the queue workers
 * `main.js --api`      serve the API only (no queue consumers)
 * `main.js --worker`   run only the queue workers (no HTTP port)
 * `main.js migrate`    create the database if missing and run migrations
 * `main.js seed`       seed the demo data when the database has no clubs
 * `main.js mail:redrive` queue every dead-lettered mail again
 * `main.js jobs:run <name>` run one time-based job once (reminders, horizon, outbox, ...)
 */
async function main(argv: string[]): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // One logger for every mode, from here on: JSON lines in production, LOG_LEVEL everywhere.
  Logger.overrideLogger(appLogger(config));
  const logger = new Logger('Courtside');

  // Before the other modes, so a job's name is never taken for one.
  const jobsAt = argv.indexOf('jobs:run');
  if (jobsAt >= 0) {
    process.exitCode = await runJob(config, argv[jobsAt + 1], logger);
    return;
  }

  if (argv.includes('migrate')) {
    const ran = await migrate(config);
    logger.log(ran.length ? `Ran migrations: ${ran.join(', ')}` : 'Database schema is up to date');
    return;
  }

  if (argv.includes('seed')) {
    const db = await new DataSource(dataSourceOptions(config, ENTITIES)).initialize();
    try {
      logger.log(
        (await seedDemoData(db))
          ? 'Seeded the demo clubs, users and events'
          : 'The database has clubs already: nothing seeded',
      );
    } finally {
      await db.destroy();
    }
    return;
  }

  if (argv.includes('mail:redrive')) {
    // The queue only: no consumer in this short-lived process; the running workers send them.
    const context = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, { http: false, workers: false }),
      { logger: appLogger(config) },
    );
    try {
      const { redriven } = await context.get(MailDeadLetters).redrive();
      logger.log(`Queued ${redriven} dead-lettered mail(s) again`);
    } finally {
      await context.close();
    }
    return;
  }

  if (argv.includes('--worker')) {
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: appLogger(config),
    });
    // Its only port: /metrics and the liveness probe.
    const metrics = await serveMetrics(worker.get(Metrics), config);
    onShutdownSignal(logger, async (signal) => {
      logger.log(`${signal}: stopping the mail worker after its current jobs`);
      await worker.close();
      await metrics?.close();
    });
    logger.log('Mail worker running');
    return;
  }

  const role = argv.includes('--api') ? API_ONLY : SERVE;
  const app = await createApp(config, role);
  await app.listen(config.PORT);
  logger.log(`Courtside API listening on port ${config.PORT} (clubs at <club>.${config.APP_DOMAIN})`);
  const metrics = await serveMetrics(app.get(Metrics), config);
  onShutdownSignal(logger, async (signal) => {
    // Readiness says 503 at once and requests are still served (connections from before the
    // drain closing after their next answer) until the proxy has moved on; then the process
    // stops listening and lets the proxy close what is left; then it closes and workers finish.
    // See common/lifecycle/drain.ts.
    const drain = app.get(DrainState);
    drain.start();
    logger.log(`${signal}: draining for ${config.SHUTDOWN_DRAIN_SECONDS} s, then closing`);
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    if (drainMs > 0) await stopAccepting(app.getHttpServer() as Server, drain, drainMs);
    await app.close();
    await metrics?.close();
    logger.log('Closed');
  });
}

/**
 * `jobs:run <name>`: one run of a time-based job, as its schedule runs it, then exit: 0 when it
 * ran, 2 for a name no feature added (the known ones listed), 1 when it failed. The process
 * runs no workers: no schedule, no relay, no queue consumer; mail the job queues is sent by the
 * running workers.
 */
async function runJob(config: AppConfig, name: string | undefined, logger: Logger): Promise<number> {
  const context = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, { http: false, workers: false }),
    { logger: appLogger(config) },
  );
  try {
    await queuesConnected(context, 2000);
    const registry = context.get(JobRegistry);
    try {
      logger.log(`Job ${name}: ${await registry.run(name)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof UnknownJobError)) throw error;
      const known = registry.list().map((job) => `  ${job.name.padEnd(14)} ${job.what}`);
      logger.error([error.message, ...known].join('\n'));
      return 2;
    }
  } finally {
    await context.close();
  }
}

/** The metrics port (METRICS_PORT; 0: none). A port already taken stops the boot, as PORT does. */
function serveMetrics(metrics: Metrics, config: AppConfig): Promise<MetricsServer | null> {
  return config.METRICS_PORT ? startMetricsServer(metrics, config.METRICS_PORT) : Promise.resolve(null);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  new Logger('Courtside').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
