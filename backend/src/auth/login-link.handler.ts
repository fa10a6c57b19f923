import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MailJobHandlers } from '../mail/mail-jobs';
import { LOGIN_LINK_JOB, type LoginLinkJob } from '../mail/mail-queue.service';
import { LoginLinksService } from './login-links.service';

/** Hands the mail worker's login-link jobs to LoginLinksService.deliver. */
@Injectable()
export class LoginLinkMailHandler implements OnModuleInit {
  constructor(
    private readonly handlers: MailJobHandlers,
    private readonly links: LoginLinksService,
  ) {}

  onModuleInit(): void {
    // Jobs queued before requestedAt existed count from their creation.
    this.handlers.register(LOGIN_LINK_JOB, (job: Job<LoginLinkJob>) =>
      this.links.deliver({ ...job.data, requestedAt: job.data.requestedAt ?? job.timestamp }),
    );
  }
}
