import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { seedDemoData } from './demo-seed';

/** DEMO_SEED=true: fill an empty database with the demo clubs at start. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.DEMO_SEED && (await seedDemoData(this.db)))
      this.logger.log('Seeded the demo clubs, users and events');
  }
}
