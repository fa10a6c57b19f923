import { useAuth, usePermissions } from '@courtside/core';
import { Alert } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';

/**
 * SPEC.md 'Guest banner': for club users who may not sign themselves up. System staff lack
 * `signups:self` too but are not guests, so `club:staff` excludes them (no role names here).
 */
export function GuestBanner() {
  const { t } = useTranslation('member');
  const { user } = useAuth();
  const { can } = usePermissions();
  if (!user || can('signups:self') || can('club:staff')) return null;
  return (
    <Alert kind="info">
      <strong>{t('guestBanner.title')}</strong>
      <p>{t('guestBanner.body')}</p>
    </Alert>
  );
}
