import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { InitialSchema1763776800000 } from './migrations/1763776800000-InitialSchema';
import { MembershipOwnsPersonData1764000000000 } from './migrations/1764000000000-MembershipOwnsPersonData';

// `timestamp` (without zone) columns hold a club's wall-clock times: keep them as text, never
// let the driver shift them into the server's zone.
types.setTypeParser(types.builtins.TIMESTAMP, (value) => value);

export const MIGRATIONS = [InitialSchema1763776800000, MembershipOwnsPersonData1764000000000];

export function dataSourceOptions(config: Pick<AppConfig, 'DATABASE_URL'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'all',
    synchronize: false,
    invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' },
    extra: { max: 20, connectionTimeoutMillis: 3000, statement_timeout: 10000 },
  };
}
