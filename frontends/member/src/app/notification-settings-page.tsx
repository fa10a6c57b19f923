import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { MemberPage } from './member-page';

/** '/settings/notifications' (exposed as ./NotificationSettingsPage): the link in every mail's footer. */
export default function NotificationSettingsPage() {
  return (
    <MemberPage narrow>
      <NotificationSettings />
    </MemberPage>
  );
}
