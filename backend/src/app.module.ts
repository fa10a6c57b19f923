import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { CalendarModule } from './calendar/calendar.module';
import { ClubsModule } from './clubs/clubs.module';
import { AuditModule } from './common/audit/audit.module';
import { SessionGuard } from './common/auth/session.guard';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { OriginCheckMiddleware } from './common/http/origin-check.middleware';
import { ApiValidationPipe } from './common/http/validation.pipe';
import { TenancyMiddleware } from './common/tenancy/tenancy.middleware';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { SERVE, type ProcessRole } from './config/process-role';
import { DemoSeedService } from './demo/demo-seed.service';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure.module';
import { MeModule } from './me/me.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PushModule } from './push/push.module';
import { SessionsModule } from './common/auth/sessions.module';
import { TenancyModule } from './common/tenancy/tenancy.module';
import { MailAdminModule } from './mail/mail-admin.module';
import { ClubUsersModule } from './club-users/club-users.module';
import { JoinRequestsModule } from './join-requests/join-requests.module';
import { AttendanceModule } from './attendance/attendance.module';
import { ClubhouseModule } from './clubhouse/clubhouse.module';
import { MessagesModule } from './messages/messages.module';
import { DrawsModule } from './draws/draws.module';
import { MembersModule } from './members/members.module';
import { EventsModule } from './events/events.module';
import { ParticipantsModule } from './participants/participants.module';
import { SeriesModule } from './series/series.module';
import { ShareModule } from './share/share.module';
import { SignupsModule } from './signups/signups.module';
import { SystemAdminModule } from './system-admin/system-admin.module';

/**
 * The serving application: HTTP and (unless `--api`) the queue consumers. `WorkerModule` is the
 * lean `--worker` counterpart.
 */
@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig, role: ProcessRole = SERVE): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, role),
        InfrastructureModule,
        SessionsModule,
        TenancyModule,
        MailAdminModule,
        ClubsModule,
        MeModule,
        DataRightsModule,
        AuthModule,
        HealthModule,
        ClubUsersModule,
        JoinRequestsModule,
        AttendanceModule,
        ClubhouseModule,
        EventsModule,
        ParticipantsModule,
        SeriesModule,
        SignupsModule,
        DrawsModule,
        MessagesModule,
        MembersModule,
        NotificationsModule,
        PushModule,
        CalendarModule,
        ShareModule,
        SystemAdminModule,
        AuditModule,
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
