import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { ClubsModule } from './clubs/clubs.module';
import { SessionGuard } from './common/auth/session.guard';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { OriginCheckMiddleware } from './common/http/origin-check.middleware';
import { ApiValidationPipe } from './common/http/validation.pipe';
import { RedisModule } from './common/redis/redis.module';
import { queueRedisOptions } from './common/redis/redis-options';
import { TenancyMiddleware } from './common/tenancy/tenancy.middleware';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoSeedService } from './database/demo-seed.service';
import { HealthModule } from './health/health.module';
import { ClubUsersModule } from './club-users/club-users.module';
import { EventsModule } from './events/events.module';
import { SignupsModule } from './signups/signups.module';
import { SystemAdminModule } from './system-admin/system-admin.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => ({
            connection: queueRedisOptions(c.REDIS_URL),
            prefix: `${c.REDIS_PREFIX}:bull`,
          }),
        }),
        ClubsModule,
        AuthModule,
        HealthModule,
        ClubUsersModule,
        EventsModule,
        SignupsModule,
        SystemAdminModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_PIPE, useClass: ApiValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        DemoSeedService,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(OriginCheckMiddleware, TenancyMiddleware).forRoutes('*path');
  }
}
