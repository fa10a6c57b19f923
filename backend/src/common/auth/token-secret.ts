import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { appSecretStore } from './app-secrets.store';

const KEY_NAME = 'token';

/**
 * The key calendar-feed and unsubscribe tokens are derived with (deriveToken). TOKEN_SECRET when
 * set, which is what production should do: then the database holds only hashes of the tokens,
 * and a copy of it opens no feed. Unset, a random 256-bit key made once and kept in the database
 * (`app_secrets`), so every replica derives the same tokens and they survive a restart; a
 * production process says so once.
 */
@Injectable()
export class TokenSecret {
  private readonly logger = new Logger('TokenSecret');
  private key?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  get(): Promise<string> {
    if (this.config.TOKEN_SECRET) return Promise.resolve(this.config.TOKEN_SECRET);
    this.key ??= this.stored().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async stored(): Promise<string> {
    await appSecretStore.createIfMissing(this.db.manager, KEY_NAME);
    const value = await appSecretStore.value(this.db.manager, KEY_NAME);
    // Made just above, and never deleted.
    if (value === null) throw new Error('The token key is missing from app_secrets');
    if (this.config.NODE_ENV === 'production')
      this.logger.warn(
        'TOKEN_SECRET is not set: calendar-feed and unsubscribe tokens use a key kept in the database. Set TOKEN_SECRET (32+ random characters) so a copy of the database opens no feed.',
      );
    return value;
  }
}
