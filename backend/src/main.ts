import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createApp } from './app.factory';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source-options';
import { migrate } from './database/migrate';
import { seedDemoData } from './database/seed/demo-seed';

/**
 * `main.js`            serve the API (and run the mail worker)
 * `main.js --worker`   run only the mail worker
 * `main.js migrate`    create the database if missing and run migrations
 * `main.js seed`       seed the demo data when the database has no clubs
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
  const logger = new Logger('Courtside');

  if (argv.includes('migrate')) {
    const ran = await migrate(config);
    logger.log(ran.length ? `Ran migrations: ${ran.join(', ')}` : 'Database schema is up to date');
    return;
  }

  if (argv.includes('seed')) {
    const db = await new DataSource(dataSourceOptions(config)).initialize();
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

  if (argv.includes('--worker')) {
    const worker = await NestFactory.createApplicationContext(AppModule.forRoot(config));
    worker.enableShutdownHooks();
    logger.log('Mail worker running');
    return;
  }

  const app = await createApp(config);
  await app.listen(config.PORT);
  logger.log(`Courtside API listening on port ${config.PORT} (clubs at <club>.${config.APP_DOMAIN})`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
