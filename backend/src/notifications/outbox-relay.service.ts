import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { isPushKind } from '@courtside/domain';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobRegistry } from '../common/jobs/job-registry';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { MailQueue } from '../mail/mail-queue.service';
import { ChangeWindows } from './change-windows';
import type { NotificationJob } from './notification-content';
import { outboxStore } from './notification-outbox.store';

/** Rows moved per transaction. */
const BATCH = 200;
/** Polling, besides LISTEN: closes change windows on time and catches what a lost connection missed. */
const POLL_MS = 1000;
const RECONNECT_MS = 2000;

/**
 * Moves the notification outbox into the mail queue, in every process that runs workers
 * (serve, --worker; not --api, nor with NOTIFY_RELAY=false). It wakes on LISTEN/NOTIFY (the
 * outbox's trigger notifies on commit, so the mail follows the commit in milliseconds) and polls
 * every second besides (change windows close on time; nothing waits on a lost notification).
 *
 * Nothing is lost and nothing doubles, with any number of replicas: a batch is taken with
 * `FOR UPDATE SKIP LOCKED` (replicas take different rows), queued with one job id per row, and
 * deleted in the same transaction only after Redis took the jobs. A crash before the commit
 * leaves the rows for the next run; one between Redis and the commit queues them again under the
 * same job ids (BullMQ ignores an id it still holds), and the mail job's claim in
 * `sent_notifications` sends a row's mail once even when its first job was already done.
 *
 * `jobs:run outbox` runs one catch-up (`catchUp`), as the poll does, in any process.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  /** Whether the next run closes due change windows too (the poll's runs do; a NOTIFY's need not). */
  private closeWindows = true;
  private stopped = false;
  private lastErrorLogged = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly db: DataSource,
    private readonly queue: MailQueue,
    private readonly windows: ChangeWindows,
    jobs: JobRegistry,
  ) {
    jobs.add('outbox', 'closes the due change windows and relays the notification outbox', async () => {
      const { closed, relayed } = await this.catchUp();
      return `${closed} change window(s) closed, ${relayed} notification(s) queued`;
    });
  }

  onApplicationBootstrap(): void {
    if (!this.role.workers || !this.config.NOTIFY_RELAY) return;
    void this.listen();
    this.timer = setInterval(() => this.wake(true), POLL_MS);
    this.wake(true);
    this.logger.log('Notification outbox relay running');
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  /** Runs the relay now (closing due change windows first when asked), or once more right after the run in progress. */
  wake(closeWindows = false): void {
    if (this.stopped) return;
    this.closeWindows ||= closeWindows;
    if (this.running) {
      this.again = true;
      return;
    }
    const close = this.closeWindows;
    this.closeWindows = false;
    this.running = this.run(close).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async run(closeWindows: boolean): Promise<void> {
    try {
      if (closeWindows) await this.windows.closeDue();
      while (!this.stopped && (await this.relayBatch()) === BATCH);
    } catch (error) {
      this.warn(`Relaying the notification outbox failed (it is tried again): ${(error as Error).message}`);
    }
  }

  /**
   * Closes the due change windows, then relays the outbox until it is empty; throws when it
   * cannot (Redis or PostgreSQL down), leaving the rest for the next run.
   */
  async catchUp(): Promise<{ closed: number; relayed: number }> {
    const closed = await this.windows.closeDue();
    let relayed = 0;
    for (;;) {
      const batch = await this.relayBatch();
      relayed += batch;
      if (batch < BATCH) return { closed, relayed };
    }
  }

  /** Queues one batch of outbox rows and deletes them, in one transaction; returns how many. */
  async relayBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      // Losing this commit in a database crash only queues the rows again (sent once, see above):
      // it need not wait for the disk.
      await outboxStore.commitWithoutWaitingForDisk(tx);
      const rows = await outboxStore.claimBatch(tx, BATCH);
      if (rows.length === 0) return 0;
      await this.queue.enqueueBulk(
        rows.flatMap((r) => {
          const data: NotificationJob = {
            outboxId: r.id,
            clubId: r.club_id,
            userId: r.user_id,
            kind: r.kind,
            eventId: r.event_id,
            payload: r.payload,
            to: r.email,
          };
          const mail = { name: r.kind, data, jobId: `notification-${r.id}` };
          // Push (API.md section 15) rides the same queue, one job beside the mail, for people
          // with a device: its worker reads their push switch when it sends, as the mail does.
          if (!r.has_devices || !isPushKind(r.kind)) return [mail];
          return [mail, { name: `push:${r.kind}`, data, jobId: `push-${r.id}` }];
        }),
      );
      await outboxStore.deleteRelayed(
        tx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  }

  /** A connection of its own that LISTENs (a pooled one would be handed to others). */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL, keepAlive: true });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.warn(`Outbox listener: ${error.message} (polling until it is back)`);
      reconnect();
    });
    client.on('end', reconnect);
    try {
      await client.connect();
      await outboxStore.listen(client);
      if (this.stopped) return void (await client.end());
      this.listener = client;
      // Whatever was committed while no one listened.
      this.wake();
    } catch (error) {
      this.warn(`Outbox listener could not connect (polling meanwhile): ${(error as Error).message}`);
      reconnect();
    }
  }

  /** Errors repeat while a dependency is down: logged at most every 30 s. */
  private warn(message: string): void {
    if (Date.now() - this.lastErrorLogged < 30_000) return;
    this.lastErrorLogged = Date.now();
    this.logger.warn(message);
  }
}
