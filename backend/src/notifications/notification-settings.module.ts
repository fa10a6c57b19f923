import { Module } from '@nestjs/common';
import { TokenSecret } from '../common/auth/token-secret';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * A person's notification settings and unsubscribe links, for whatever sends or shows them:
 * the notification mails, the HTTP side, and the draw mails (`wants(club, user,
 * 'draw_published')`, `linksFor(...)`).
 */
@Module({
  providers: [NotificationPreferencesService, UnsubscribeService, TokenSecret],
  exports: [NotificationPreferencesService, UnsubscribeService],
})
export class NotificationSettingsModule {}
