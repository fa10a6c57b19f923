import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions, type Entities } from './data-source-options';

/** The app's PostgreSQL connection pool; `entities` from the top (backend/src/entities.ts). */
@Module({})
export class DatabaseModule {
  static forRoot(entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          // One attempt at boot: a database that is down is reported by the start script, not retried silently.
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions(config, entities, config.DB_QUERY_TIMEOUT_MS),
            retryAttempts: 1,
            retryDelay: 500,
          }),
        }),
      ],
    };
  }
}
