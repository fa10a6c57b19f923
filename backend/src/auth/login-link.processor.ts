import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { withTimeout } from '../common/redis/redis-options';
import { MAIL_QUEUE } from '../mail/mail.constants';
import type { LoginLinkJob } from '../mail/mail-queue.service';
import { LoginLinksService } from './login-links.service';

/**
 * The queue worker: a thin shell around LoginLinksService.deliver. An idle worker's blocking
 * wait lasts drainDelay seconds and shutdown waits for it: 1 s keeps SIGTERM quick.
 */
@Processor(MAIL_QUEUE, { drainDelay: 1 })
export class LoginLinkProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(LoginLinkProcessor.name);
  private lastErrorLogged = 0;

  constructor(private readonly links: LoginLinksService) {
    super();
  }

  /** Starts connected (bounded wait): closing a worker mid-connect makes BullMQ report stray errors. */
  async onApplicationBootstrap(): Promise<void> {
    await withTimeout(this.worker.waitUntilReady(), 2000, 'Mail worker start').catch(() =>
      this.logger.warn('Mail worker is not connected yet: it will keep trying'),
    );
  }

  async process(job: Job<LoginLinkJob>): Promise<string> {
    const outcome = await this.links.deliver(job.data);
    this.logger.debug(`Login link job ${job.id} (${job.data.flow}): ${outcome}`);
    return outcome;
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<LoginLinkJob> | undefined, error: Error): void {
    this.logger.warn(`Login link job ${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`);
  }

  /** Connection errors (Redis down, shutdown during start-up): the worker retries by itself. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    if (Date.now() - this.lastErrorLogged < 30_000) return;
    this.lastErrorLogged = Date.now();
    this.logger.warn(`Mail worker: ${error.message}`);
  }
}
