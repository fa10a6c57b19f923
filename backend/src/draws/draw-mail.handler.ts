import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MailJobHandlers } from '../mail/mail-jobs';
import { DRAW_MAIL_JOB, DrawMailer, type DrawMailJob } from './draw-mailer.service';

/** Hands the mail worker's draw-mail jobs to DrawMailer.deliver. */
@Injectable()
export class DrawMailHandler implements OnModuleInit {
  constructor(
    private readonly handlers: MailJobHandlers,
    private readonly mailer: DrawMailer,
  ) {}

  onModuleInit(): void {
    this.handlers.register(DRAW_MAIL_JOB, (job: Job<DrawMailJob>) => this.mailer.deliver(job.data));
  }
}
