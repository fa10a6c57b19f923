import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { SeriesHorizonJob } from './series-horizon.job';
import { SeriesMaterialiser } from './series-materialiser.service';
import { OFFERS_QUEUE, SCHEDULER_QUEUE, STANDING_QUEUE } from './series.constants';
import { OffersJob } from './offers.job';
import { WaitlistModule } from '../signups/waitlist.module';
import { StandingSignupsJob } from './standing-signups.job';

/**
 * Materialising occurrences, the horizon job and the standing job: what a `--worker` process needs of series, and
 * what the HTTP side uses to create and reshape them. No controllers.
 */
@Module({
  imports: [
    WaitlistModule,
    ...[SCHEDULER_QUEUE, STANDING_QUEUE, OFFERS_QUEUE].map((name) =>
      BullModule.registerQueueAsync({
        name,
        inject: [APP_CONFIG],
        useFactory: (config: AppConfig) => ({
          connection: queueRedisOptions(config.REDIS_URL),
          prefix: `${config.REDIS_PREFIX}:bull`,
        }),
      }),
    ),
  ],
  providers: [SeriesMaterialiser, SeriesHorizonJob, StandingSignupsJob, OffersJob],
  exports: [SeriesMaterialiser],
})
export class SeriesSchedulerModule {}
