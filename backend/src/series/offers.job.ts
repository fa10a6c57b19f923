import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { Waitlist } from '../signups/waitlist';
import { waitlistStore } from '../signups/waitlist.store';
import { placeOpenedStandingSignups } from './series-materialiser.service';
import { OFFERS_JOB, OFFERS_QUEUE, OFFERS_SCHEDULER_ID } from './series.constants';

export interface OffersRun {
  events: number;
  ended: number;
  sent: number;
  standing: number;
}

/**
 * The offers job (API.md section 13 and its decisions): ends waitlist offers past their end and
 * offers the places on, sends the offers held for the end of quiet hours, and places the standing
 * sign-ups of dates whose window opened (the standing job's work, reused). Every
 * OFFER_JOB_INTERVAL_SECONDS where workers run; `jobs:run offers` runs it once. Safe with
 * several replicas: each event is settled under its row lock, so one freed place makes one offer.
 */
@Injectable()
export class OffersJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;
  private readonly logger = new Logger('WaitlistOffers');

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(OFFERS_QUEUE) queue: Queue,
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(
      OFFERS_JOB,
      'ends expired waitlist offers and offers the places on, sends offers held for the end of quiet hours, and places standing sign-ups whose window opened',
      async () => {
        const { events, ended, sent, standing } = await this.run();
        return `${ended} offer(s) ended and ${sent} sent on ${events} date(s), ${standing} standing sign-up(s) placed`;
      },
    );
    this.job = new ScheduledJob(config, this.logger, {
      queue,
      schedulerId: OFFERS_SCHEDULER_ID,
      repeat: { every: config.OFFER_JOB_INTERVAL_SECONDS * 1000 },
      jobName: OFFERS_JOB,
      what: 'waitlist offers',
      run: () => this.run(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }

  async run(): Promise<OffersRun> {
    const result: OffersRun = { events: 0, ended: 0, sent: 0, standing: 0 };
    for (const { event_id } of await waitlistStore.eventsDue(this.db.manager)) {
      try {
        const done = await this.db.transaction((tx) => this.waitlist.settleOffers(tx, event_id));
        result.events += 1;
        result.ended += done.ended;
        result.sent += done.sent;
      } catch (error) {
        this.logger.warn(`Could not settle the offers of event ${event_id}: ${(error as Error).message}`);
      }
    }
    result.standing = (await placeOpenedStandingSignups(this.db, this.logger)).signups;
    return result;
  }
}
