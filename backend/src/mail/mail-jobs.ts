import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';

/** What a mail job handler reports; 'dropped' means it decided not to send (logged by the worker). */
export type MailJobOutcome = 'sent' | 'skipped' | 'dropped';

export type MailJobHandler = (job: Job) => Promise<MailJobOutcome>;

/**
 * One mail pipeline for every kind: features register a handler per job name (login links,
 * notification kinds, draw mails) and the one worker of the mail queue dispatches to it.
 */
@Injectable()
export class MailJobHandlers {
  private readonly handlers = new Map<string, MailJobHandler>();

  register(name: string, handler: MailJobHandler): void {
    if (this.handlers.has(name)) throw new Error(`A mail job handler for "${name}" exists already`);
    this.handlers.set(name, handler);
  }

  get(name: string): MailJobHandler | undefined {
    return this.handlers.get(name);
  }
}
