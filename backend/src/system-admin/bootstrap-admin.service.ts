import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { systemUserStore } from '../users/system-users.store';

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
    const created = await systemUserStore.bootstrapAdmin(this.db.manager, email);
    if (created) this.logger.log(`Created the first system admin: ${email}`);
  }
}
