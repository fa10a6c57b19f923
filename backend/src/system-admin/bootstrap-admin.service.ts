import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** BOOTSTRAP_SYSTEM_ADMIN_EMAIL: when no systemadmin exists at start, that address becomes one. */
@Injectable()
export class BootstrapAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BootstrapAdminService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.BOOTSTRAP_SYSTEM_ADMIN_EMAIL?.trim().toLowerCase();
    if (!email) return;
    const created: unknown[] = await this.db.query(
      `INSERT INTO system_users (email, user_type)
       SELECT $1, 'systemadmin' WHERE NOT EXISTS (SELECT 1 FROM system_users WHERE user_type = 'systemadmin')
       ON CONFLICT (email) DO UPDATE SET user_type = 'systemadmin', updated_at = now()
       RETURNING id`,
      [email],
    );
    if (created.length > 0) this.logger.log(`Created the first system admin: ${email}`);
  }
}
