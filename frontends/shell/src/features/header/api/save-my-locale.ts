import { api, queryKeys, type SessionCheck } from '@courtside/core';
import type { Locale } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/me/locale: the person's language at this club, kept on their membership (mails follow it). */
export async function saveMyLocale(locale: Locale): Promise<Locale> {
  return (await api.put<{ data: { locale: Locale } }>('/api/me/locale', { locale })).data.locale;
}

export function useSaveMyLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyLocale,
    // The session carries the choice: keep it in step without asking the server again.
    onSuccess: (locale) =>
      queryClient.setQueryData<SessionCheck>(queryKeys.session, (session) =>
        session?.user ? { ...session, user: { ...session.user, locale } } : session,
      ),
  });
}
