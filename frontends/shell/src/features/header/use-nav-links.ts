import { useAuth, usePermissions } from '@courtside/core';
import { HEADER_TEXT } from '@/texts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's links for the signed-in user, by capability (never by role name). */
export function useNavLinks(): NavLinkItem[] {
  const { user } = useAuth();
  const { can } = usePermissions();
  if (!user) return [];
  return [
    { to: '/events', label: HEADER_TEXT.events },
    { to: '/my-signups', label: HEADER_TEXT.mySignups },
    ...(can('club:staff')
      ? [
          { to: '/club-admin', label: HEADER_TEXT.clubAdmin },
          { to: '/club-signups', label: HEADER_TEXT.allSignups },
        ]
      : []),
    ...(can('system:console') ? [{ to: '/system-admin', label: HEADER_TEXT.systemAdmin }] : []),
  ];
}
