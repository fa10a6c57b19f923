import { api, type UnsubscribeLink } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsubscribeLinkQueryOptions, unsubscribePath } from './get-unsubscribe-link';

/** POST with no body: switches that kind off for that person at this club (no session needed; twice is fine). */
export async function unsubscribe(token: string): Promise<UnsubscribeLink> {
  return (await api.post<{ data: UnsubscribeLink }>(unsubscribePath(token))).data;
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (link) => queryClient.setQueryData(unsubscribeLinkQueryOptions(token).queryKey, link),
  });
}
