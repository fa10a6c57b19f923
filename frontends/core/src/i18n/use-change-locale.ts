import { isClubRole, type Locale } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { SessionCheck } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { applyLocale, rememberLocale } from './locale';

/** PUT /api/me/locale: the person's language at this club, kept on their membership (mails follow it). */
export async function saveMyLocale(locale: Locale): Promise<Locale> {
  return (await api.put<{ data: { locale: Locale } }>('/api/me/locale', { locale })).data.locale;
}

/**
 * Choosing a language, the one way every screen does it (the header's switch, the profile page):
 * every app switches at once (one i18next instance), the choice is kept on this device, and for
 * someone signed in at their club on their membership too, so the app and the mails follow it
 * everywhere. `onSaveError` hears a failed save (the app has switched already).
 */
export function useChangeLocale({ onSaveError }: { onSaveError?(error: Error): void } = {}) {
  const { user, club } = useAuth();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveMyLocale,
    // The session carries the choice: keep it in step without asking the server again.
    onSuccess: (locale) =>
      queryClient.setQueryData<SessionCheck>(queryKeys.session, (session) =>
        session?.user ? { ...session, user: { ...session.user, locale } } : session,
      ),
  });
  return async (locale: Locale) => {
    rememberLocale(locale);
    await applyLocale(locale);
    if (club && user && isClubRole(user.user_type)) save.mutate(locale, { onError: onSaveError });
  };
}
