import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MAIL_QUEUE } from '../mail/mail.constants';
import type { LoginLinkJob } from '../mail/mail-queue.service';
import { LoginLinksService } from './login-links.service';

/** The queue worker: a thin shell around LoginLinksService.deliver. */
@Processor(MAIL_QUEUE)
export class LoginLinkProcessor extends WorkerHost {
  private readonly logger = new Logger(LoginLinkProcessor.name);

  constructor(private readonly links: LoginLinksService) {
    super();
  }

  async process(job: Job<LoginLinkJob>): Promise<string> {
    const outcome = await this.links.deliver(job.data);
    this.logger.debug(`Login link job ${job.id} (${job.data.flow}): ${outcome}`);
    return outcome;
  }
}
