import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DEFAULT_LOCALE, PUSH_KINDS, type PushKind } from '@courtside/domain';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { publicOrigin } from '../common/http/public-url';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailJobHandlers, type MailJobOutcome } from '../mail/mail-jobs';
import type { NotificationJob } from '../notifications/notification-content';
import { Metrics } from '../observability/metrics';
import { composePush } from './push-content';
import { isAllowedEndpoint, parseAllowedHosts } from './push-hosts';
import { sendPush } from './push-sender';
import { pushSubscriptionsStore } from './push-subscriptions.store';
import { VapidKeys } from './vapid-keys';

/** A push job: the outbox row's notification, and the devices already done by an earlier attempt. */
export type PushJob = NotificationJob & { kind: PushKind; done?: string[] };

/** The job name of a kind's push message, on the mail queue beside its mail. */
export const pushJobName = (kind: PushKind) => `push:${kind}`;

/**
 * The worker's side of push (API.md section 15): the relay queues a `push:<kind>` job beside the
 * mail of an outbox row whose person has a device; this sends it, as things are then, to each of
 * their devices if they have that kind on for push. A push service answering 404 or 410 means the
 * device is gone: it is removed. Any other failure fails the attempt, which is retried (the mail
 * queue's backoff and dead letters) for the devices not yet done. Messages are sent at least once:
 * a repeat carries the same `tag`, so the device shows it once.
 */
@Injectable()
export class PushDelivery implements OnModuleInit {
  private readonly logger = new Logger('Push');
  private readonly allowed;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly handlers: MailJobHandlers,
    private readonly keys: VapidKeys,
    private readonly metrics: Metrics,
  ) {
    this.allowed = parseAllowedHosts(config.PUSH_ALLOWED_HOSTS);
  }

  onModuleInit(): void {
    for (const kind of PUSH_KINDS)
      this.handlers.register(pushJobName(kind), (job: Job<PushJob>) => this.deliver(job));
  }

  async deliver(job: Job<PushJob>): Promise<MailJobOutcome> {
    const data = job.data;
    const who = await pushSubscriptionsStore.recipient(this.db.manager, data.clubId, data.userId, data.kind);
    if (!who) return this.not(data, 'no longer a member');
    if (!who.wants) return this.not(data, 'switched off for push');
    const done = new Set(data.done ?? []);
    const devices = (await pushSubscriptionsStore.ofMember(this.db.manager, data.clubId, data.userId)).filter(
      (d) => !done.has(d.id) && isAllowedEndpoint(d.endpoint, this.allowed),
    );
    if (devices.length === 0) return this.not(data, 'no device');
    const payload = await composePush(this.db.manager, data, {
      locale: who.locale ?? DEFAULT_LOCALE,
      clubName: who.club_name,
      origin: publicOrigin(this.config, who.subdomain),
    });
    if (!payload) return this.not(data, 'nothing left to tell about');

    const vapid = await this.keys.get();
    const failures: string[] = [];
    for (const device of devices) {
      const status = await sendPush(device, payload, vapid).catch((error: Error) => error);
      if (typeof status === 'number' && status >= 200 && status < 300) {
        this.metrics.pushSends.inc({ outcome: 'sent' });
        done.add(device.id);
      } else if (status === 404 || status === 410) {
        this.metrics.pushSends.inc({ outcome: 'gone' });
        await pushSubscriptionsStore.removeGone(this.db.manager, device.id, device.endpoint);
        this.logger.log(`Push ${data.kind} ${data.outboxId}: a device is gone (${status}), removed`);
        done.add(device.id);
      } else {
        this.metrics.pushSends.inc({ outcome: 'failed' });
        failures.push(typeof status === 'number' ? `status ${status}` : status.message);
      }
    }
    if (failures.length > 0) {
      // The retry skips the devices that have it.
      await job.updateData({ ...data, done: [...done] }).catch(() => undefined);
      throw new Error(`Push to ${failures.length} device(s) failed: ${failures.join('; ')}`);
    }
    return 'sent';
  }

  private not(job: PushJob, why: string): MailJobOutcome {
    this.logger.debug(`Push ${job.kind} ${job.outboxId} not sent: ${why}`);
    return 'skipped';
  }
}
