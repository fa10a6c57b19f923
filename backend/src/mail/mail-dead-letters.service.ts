import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { MAIL_JOB_OPTIONS } from './mail-queue.service';
import { MAIL_QUEUE } from './mail.constants';
import type { DeadLetterView } from './dead-letter.view';

/** Page size of the re-drive: dead letters are moved back in batches, oldest first. */
const BATCH = 100;

/**
 * Mail that failed for the whole retry window: BullMQ's failed set of the mail queue, never
 * removed on its own. Re-driving queues each one again as a new job (a new retry window) and
 * removes the dead letter; a login link that has expired meanwhile is dropped by its handler.
 */
@Injectable()
export class MailDeadLetters {
  private readonly logger = new Logger('MailDeadLetters');

  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue) {}

  count(): Promise<number> {
    return this.queue.getFailedCount();
  }

  async list(limit = 200): Promise<DeadLetterView[]> {
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.filter(Boolean).map(toView);
  }

  async redrive(): Promise<{ redriven: number }> {
    let redriven = 0;
    const seen = new Set<string>();
    for (;;) {
      const jobs = (await this.queue.getFailed(0, BATCH - 1)).filter((j) => j && !seen.has(String(j.id)));
      if (jobs.length === 0) break;
      for (const job of jobs) {
        seen.add(String(job.id));
        // Removed first: a dead letter another re-drive took meanwhile is not queued twice.
        const removed = await job.remove().then(
          () => true,
          () => false,
        );
        if (!removed) continue;
        await this.queue.add(job.name, job.data, MAIL_JOB_OPTIONS);
        redriven += 1;
      }
    }
    if (redriven) this.logger.log(`Re-drove ${redriven} dead-lettered mail(s)`);
    return { redriven };
  }
}

function toView(job: Job): DeadLetterView {
  const data = job.data as { email?: string; to?: string };
  return {
    id: String(job.id),
    kind: job.name,
    to: data.to ?? data.email ?? null,
    attempts: job.attemptsMade,
    first_attempt_at: new Date(job.timestamp).toISOString(),
    failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    reason: job.failedReason ?? '',
  };
}
