import { useAuth, usePermissions } from '@courtside/core';
import { useTranslation } from 'react-i18next';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's links for the signed-in user, by capability (never by role name). */
export function useNavLinks(): NavLinkItem[] {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  if (!user) return [];
  return [
    { to: '/events', label: t('header.events') },
    { to: '/my-signups', label: t('header.mySignups') },
    ...(can('club:staff')
      ? [
          { to: '/club-admin', label: t('header.clubAdmin') },
          { to: '/club-signups', label: t('header.allSignups') },
        ]
      : []),
    ...(can('system:console') ? [{ to: '/system-admin', label: t('header.systemAdmin') }] : []),
  ];
}

/** The notification settings, beside the e-mail: for a member of this club (system staff have none). */
export function useSettingsLink(): NavLinkItem | null {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  return user && !can('system:console')
    ? { to: '/settings/notifications', label: t('header.notifications') }
    : null;
}

/** One's own profile (name, phone, name shown to others), under the e-mail: for a member of this club. */
export function useProfileLink(): NavLinkItem | null {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  return user && !can('system:console') ? { to: '/settings/profile', label: t('header.profile') } : null;
}
