import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationSettingsModule } from '../notifications/notification-settings.module';
import { DrawMailHandler } from './draw-mail.handler';
import { DrawMailer } from './draw-mailer.service';

/** Sending draw mails: all a --worker process needs of the draws. */
@Module({ imports: [MailModule, NotificationSettingsModule], providers: [DrawMailer, DrawMailHandler] })
export class DrawMailsModule {}
