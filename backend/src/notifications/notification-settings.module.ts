import { Module } from '@nestjs/common';
import { TokenSecret } from '../common/auth/token-secret';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UnsubscribeService } from './unsubscribe.service';

/** A person's notification settings and unsubscribe links, for the notification mails and the HTTP side. */
@Module({
  providers: [NotificationPreferencesService, UnsubscribeService, TokenSecret],
  exports: [NotificationPreferencesService, UnsubscribeService],
})
export class NotificationSettingsModule {}
