import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { attendanceStore } from './attendance.store';

/** The BullMQ queue of the no-shows job. */
export const NO_SHOWS_QUEUE = 'no-shows';
export const NO_SHOWS_JOB = 'no-shows';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const NO_SHOWS_SCHEDULER_ID = 'no-shows-sweep';
/** Every ten minutes: a no-show is recorded at most this long after NO_SHOW_AFTER_MINUTES. */
export const NO_SHOWS_EVERY_MS = 10 * 60 * 1000;

/**
 * The `no-shows` job (API.md section 14): for events that used check-in and ended
 * NO_SHOW_AFTER_MINUTES ago, confirmed people still unknown become no_show. `jobs:run no-shows`
 * runs it once. One statement that skips anyone already recorded, so two runs at once are harmless.
 */
@Injectable()
export class NoShowsJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(NO_SHOWS_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(
      NO_SHOWS_JOB,
      `records confirmed people still unknown ${config.NO_SHOW_AFTER_MINUTES} minutes after an event that used check-in as no-shows`,
      async () => `${await this.run()} no-show(s) recorded`,
    );
    this.job = new ScheduledJob(config, new Logger('NoShows'), {
      queue,
      schedulerId: NO_SHOWS_SCHEDULER_ID,
      repeat: { every: NO_SHOWS_EVERY_MS },
      jobName: NO_SHOWS_JOB,
      what: 'no-show sweep',
      run: () => this.run(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }

  run(): Promise<number> {
    return attendanceStore.markNoShows(this.db.manager, this.config.NO_SHOW_AFTER_MINUTES);
  }
}
