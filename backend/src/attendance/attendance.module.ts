import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TokenSecret } from '../common/auth/token-secret';
import { queueRedisOptions } from '../common/redis/redis-options';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttendanceController } from './attendance.controller';
import { AttendanceService } from './attendance.service';
import { NO_SHOWS_QUEUE, NoShowsJob } from './no-shows.job';

/** What a `--worker` process needs of attendance: the no-shows job. No controllers. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: NO_SHOWS_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [NoShowsJob],
})
export class AttendanceWorkModule {}

/** Check-in, attendance and reliability (API.md section 14), with the no-shows job. */
@Module({
  imports: [AttendanceWorkModule],
  controllers: [AttendanceController],
  providers: [AttendanceService, TokenSecret],
  exports: [AttendanceService],
})
export class AttendanceModule {}
