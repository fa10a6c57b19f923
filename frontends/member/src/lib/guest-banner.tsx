import { Alert } from 'antd';
import { useAuth, usePermissions } from '@courtside/core';
import { TEXT } from '@/texts';

/**
 * SPEC.md 'Guest banner': for club users who may not sign themselves up. System staff lack
 * `signups:self` too but are not guests, so `club:staff` excludes them (no role names here).
 */
export function GuestBanner() {
  const { user } = useAuth();
  const { can } = usePermissions();
  if (!user || can('signups:self') || can('club:staff')) return null;
  return (
    <Alert
      className="csm-guest-banner"
      type="info"
      showIcon
      message={TEXT.guestBanner.title}
      description={TEXT.guestBanner.body}
    />
  );
}
