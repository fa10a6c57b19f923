import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './app-config';
import { PROCESS_ROLE, SERVE, type ProcessRole } from './process-role';

/** The validated configuration and what this process runs, for every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, role: ProcessRole = SERVE): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PROCESS_ROLE, useValue: role },
      ],
      exports: [APP_CONFIG, PROCESS_ROLE],
    };
  }
}
