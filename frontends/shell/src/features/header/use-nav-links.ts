import { getData, useAuth, usePermissions, type JoinRequest } from '@courtside/core';
import { JOIN_REQUESTS_PATH } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface NavLinkItem {
  to: string;
  label: string;
  /** A count shown beside the label (requests to join waiting), with its spoken label. */
  badge?: { count: number; label: string };
}

/**
 * The club's requests to join still waiting, for user managers (0 for everyone else). The page's
 * head preloads the answer (libs/domain's HEADER_READS): this must ask exactly that URL.
 */
export function usePendingJoinRequests(): number {
  const { user, club } = useAuth();
  const { can } = usePermissions();
  const enabled = Boolean(user && club && can('club-users:manage'));
  const pending = useQuery({
    queryKey: ['join-requests', 'pending'],
    queryFn: async () => (await getData<JoinRequest[] | null>(JOIN_REQUESTS_PATH)) ?? [],
    enabled,
  });
  return enabled ? (pending.data?.length ?? 0) : 0;
}

/** The header's links for the signed-in user, by capability (never by role name). */
export function useNavLinks(): NavLinkItem[] {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  const waiting = usePendingJoinRequests();
  // A pending joiner (no membership yet) has nowhere to go but their request.
  if (!user || user.user_type === null) return [];
  return [
    { to: '/events', label: t('header.events') },
    { to: '/my-signups', label: t('header.mySignups') },
    ...(can('club:staff')
      ? [
          {
            to: '/club-admin',
            label: t('header.clubAdmin'),
            ...(waiting > 0
              ? { badge: { count: waiting, label: t('header.joinRequestsWaiting', { count: waiting }) } }
              : {}),
          },
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
  return user && user.user_type !== null && !can('system:console')
    ? { to: '/settings/notifications', label: t('header.notifications') }
    : null;
}

/** One's own profile (name, phone, name shown to others), under the e-mail: for a member of this club. */
export function useProfileLink(): NavLinkItem | null {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  return user && user.user_type !== null && !can('system:console')
    ? { to: '/settings/profile', label: t('header.profile') }
    : null;
}
