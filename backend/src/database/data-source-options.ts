import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { clientWithDeadline } from './deadline-client';
import { InitialSchema1763776800000 } from './migrations/1763776800000-InitialSchema';
import { MembershipOwnsPersonData1764000000000 } from './migrations/1764000000000-MembershipOwnsPersonData';
import { GraphemeLengths1764100000000 } from './migrations/1764100000000-GraphemeLengths';
import { Locales1764250000000 } from './migrations/1764250000000-Locales';
import { ListIndexes1764200000000 } from './migrations/1764200000000-ListIndexes';
import { Series1764300000000 } from './migrations/1764300000000-Series';
import { Draws1764400000000 } from './migrations/1764400000000-Draws';
import { Notifications1764500000000 } from './migrations/1764500000000-Notifications';
import { DrawChangeWindows1764600000000 } from './migrations/1764600000000-DrawChangeWindows';
import { SeriesHorizonBlocked1764650000000 } from './migrations/1764650000000-SeriesHorizonBlocked';
import { FindingPeople1764700000000 } from './migrations/1764700000000-FindingPeople';
import { AuditLog1764710000000 } from './migrations/1764710000000-AuditLog';
import { Invitations1764720000000 } from './migrations/1764720000000-Invitations';
import { ShowMyName1764730000000 } from './migrations/1764730000000-ShowMyName';
import { OnboardingDismissed1764740000000 } from './migrations/1764740000000-OnboardingDismissed';
import { JoinRequests1764750000000 } from './migrations/1764750000000-JoinRequests';
import { DataRights1764760000000 } from './migrations/1764760000000-DataRights';
import { SignupWindows1764770000000 } from './migrations/1764770000000-SignupWindows';
import { WaitlistOffers1764780000000 } from './migrations/1764780000000-WaitlistOffers';
import { OrganiserMessages1764785000000 } from './migrations/1764785000000-OrganiserMessages';
import { ParticipantsAndCancelReason1764790000000 } from './migrations/1764790000000-ParticipantsAndCancelReason';
import { StandingSignupsEndedMail1764791000000 } from './migrations/1764791000000-StandingSignupsEndedMail';
import { CheckIn1764800000000 } from './migrations/1764800000000-CheckIn';
import { WaitlistPriority1764801000000 } from './migrations/1764801000000-WaitlistPriority';
import { DrawRepairedAudit1764810000000 } from './migrations/1764810000000-DrawRepairedAudit';
import { DrawPlayerLabels1764810001000 } from './migrations/1764810001000-DrawPlayerLabels';
import { ShareCards1764820000000 } from './migrations/1764820000000-ShareCards';
import { Push1764830000000 } from './migrations/1764830000000-Push';

// `timestamp` (without zone) columns hold a club's wall-clock times: keep them as text, never
// let the driver shift them into the server's zone.
types.setTypeParser(types.builtins.TIMESTAMP, (value) => value);

export const MIGRATIONS = [
  InitialSchema1763776800000,
  MembershipOwnsPersonData1764000000000,
  GraphemeLengths1764100000000,
  ListIndexes1764200000000,
  Locales1764250000000,
  Series1764300000000,
  Draws1764400000000,
  Notifications1764500000000,
  DrawChangeWindows1764600000000,
  SeriesHorizonBlocked1764650000000,
  FindingPeople1764700000000,
  AuditLog1764710000000,
  Invitations1764720000000,
  ShowMyName1764730000000,
  OnboardingDismissed1764740000000,
  JoinRequests1764750000000,
  DataRights1764760000000,
  SignupWindows1764770000000,
  WaitlistOffers1764780000000,
  OrganiserMessages1764785000000,
  ParticipantsAndCancelReason1764790000000,
  StandingSignupsEndedMail1764791000000,
  CheckIn1764800000000,
  WaitlistPriority1764801000000,
  DrawRepairedAudit1764810000000,
  DrawPlayerLabels1764810001000,
  ShareCards1764820000000,
  Push1764830000000,
];

/**
 * Deadline of maintenance work (migrations, seeding, the benchmark's seeding): long, but still a
 * deadline. Request-path queries use DB_QUERY_TIMEOUT_MS.
 */
export const MAINTENANCE_QUERY_TIMEOUT_MS = 30 * 60 * 1000;

/** The entity classes a data source knows: the app's are backend/src/entities.ts's ENTITIES. */
export type Entities = NonNullable<DataSourceOptions['entities']>;

/**
 * `entities` come from the caller: the features own them and stand above this floor, so it
 * imports none of them (migrations need none: `[]`).
 *
 * `queryTimeoutMs` bounds every query twice: PostgreSQL cancels a statement that runs longer
 * (statement_timeout, error 57014), and the client gives up whatever the server does (its own
 * deadline, deadline-client.ts, in place of node-postgres's query_timeout), so a frozen or
 * unreachable server cannot hold a request: both become 503.
 * Waiting for a pooled connection or opening one is bounded by the same deadline.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'DATABASE_URL'>,
  entities: Entities,
  queryTimeoutMs = MAINTENANCE_QUERY_TIMEOUT_MS,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'all',
    synchronize: false,
    invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' },
    extra: {
      max: 20,
      connectionTimeoutMillis: Math.min(3000, queryTimeoutMs),
      statement_timeout: queryTimeoutMs,
      Client: clientWithDeadline(queryTimeoutMs),
    },
  };
}
