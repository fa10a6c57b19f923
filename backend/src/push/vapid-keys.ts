import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appSecretStore } from '../common/auth/app-secrets.store';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const KEY_NAME = 'vapid';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair push messages are signed with (API.md section 15). VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; unset, a pair made once and kept in the database (`app_secrets`,
 * as the token key is), so every replica signs alike and browsers' subscriptions (bound to the
 * public key) survive a restart. The subject is VAPID_SUBJECT, else mailto: MAIL_FROM's address.
 */
@Injectable()
export class VapidKeys {
  private readonly logger = new Logger('VapidKeys');
  private keys?: Promise<VapidDetails>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  get(): Promise<VapidDetails> {
    this.keys ??= this.read().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  private subject(): string {
    if (this.config.VAPID_SUBJECT) return this.config.VAPID_SUBJECT;
    const address = /<([^>]+)>/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.MAIL_FROM;
    return `mailto:${address.trim()}`;
  }

  private async read(): Promise<VapidDetails> {
    const subject = this.subject();
    if (this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY)
      return { subject, publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY };
    const made = webpush.generateVAPIDKeys();
    // Of concurrent first calls on any replica, one pair is kept and every caller reads that one.
    await appSecretStore.keepIfMissing(this.db.manager, KEY_NAME, JSON.stringify(made));
    const value = await appSecretStore.value(this.db.manager, KEY_NAME);
    if (!value) throw new Error('The VAPID keys are missing from app_secrets');
    const stored = JSON.parse(value) as { publicKey: string; privateKey: string };
    if (this.config.NODE_ENV === 'production')
      this.logger.warn(
        'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: push messages are signed with a key pair kept in the database.',
      );
    return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
}
