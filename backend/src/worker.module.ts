import { DynamicModule, Module } from '@nestjs/common';
import { AuditRetentionModule } from './common/audit/audit.module';
import { SignupRetentionModule } from './data-rights/data-rights.module';
import { LoginLinksModule } from './auth/login-links.module';
import { DrawMailsModule } from './draws/draw-mails.module';
import { InvitationMailsModule } from './club-users/invitation-mails.module';
import { OfferMailsModule } from './signups/offer-mails.module';
import { JoinRequestWorkModule } from './join-requests/join-requests.module';
import { AttendanceWorkModule } from './attendance/attendance.module';
import { MessageMailsModule } from './messages/messages.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { WORKER_ONLY, type ProcessRole } from './config/process-role';
import { InfrastructureModule } from './infrastructure.module';
import { MailModule } from './mail/mail.module';
import { NotificationDeliveryModule } from './notifications/notification-delivery.module';
import { PushDeliveryModule } from './push/push.module';
import { SeriesSchedulerModule } from './series/series-scheduler.module';
import { StandingSignupsMailsModule } from './series/standing-signups-mails.module';

/**
 * `main.js --worker`: only the queue consumers and what they need. No HTTP, no controllers, no
 * demo seed or bootstrap admin (those belong to the serving processes).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, role: ProcessRole = WORKER_ONLY): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config, role),
        InfrastructureModule,
        MailModule,
        LoginLinksModule,
        DrawMailsModule,
        StandingSignupsMailsModule,
        InvitationMailsModule,
        OfferMailsModule,
        // The join requests' mails and job.
        JoinRequestWorkModule,
        AttendanceWorkModule,
        MessageMailsModule,
        // The notification outbox relay, change windows, reminder job and mails.
        NotificationDeliveryModule,
        // Push messages, queued beside the notification mails.
        PushDeliveryModule,
        // The horizon job of recurring series (no controllers).
        SeriesSchedulerModule,
        // The audit log's retention job.
        AuditRetentionModule,
        // The retention of past sign-ups.
        SignupRetentionModule,
      ],
    };
  }
}
