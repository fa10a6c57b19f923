import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      // One attempt at boot: a database that is down is reported by the start script, not retried silently.
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config, config.DB_QUERY_TIMEOUT_MS),
        retryAttempts: 1,
        retryDelay: 500,
      }),
    }),
  ],
})
export class DatabaseModule {}
