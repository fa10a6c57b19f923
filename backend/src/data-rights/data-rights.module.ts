import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { SignupsModule } from '../signups/signups.module';
import { DataExportService } from './data-export.service';
import { DataRightsController } from './data-rights.controller';
import { MemberDeparture } from './member-departure.service';
import { RETENTION_QUEUE, SignupRetentionJob } from './signup-retention.job';

/** The retention job of past sign-ups: what a `--worker` process needs of it. No controllers. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: RETENTION_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [SignupRetentionJob],
})
export class SignupRetentionModule {}

/** Leaving a club (the member's own and the staff's removal) and the departure's pieces. */
@Module({
  imports: [SignupsModule],
  providers: [MemberDeparture],
  exports: [MemberDeparture],
})
export class DepartureModule {}

/** A person's data rights (API.md section 12): their data as a file, leaving, retention. */
@Module({
  imports: [DepartureModule, SignupRetentionModule],
  controllers: [DataRightsController],
  providers: [DataExportService],
})
export class DataRightsModule {}
