import { api, queryKeys, type OwnSignup } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type OfferAnswer = 'accept' | 'decline';

/**
 * POST /api/signups/:id/accept or /decline: take the place offered (or, close to the start, a free
 * place while waitlisted), or give it up and leave the waitlist. Any other state answers 409 with
 * a message to show ('This place has been taken').
 */
export async function answerOffer({ id, answer }: { id: string; answer: OfferAnswer }): Promise<OwnSignup> {
  return (await api.post<{ data: OwnSignup }>(`/api/signups/${encodeURIComponent(id)}/${answer}`)).data;
}

/** Either way the event's counts and the own list change; after a 409 they are out of date too. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSettled: () =>
      Promise.all(
        [queryKeys.events.all, queryKeys.signups.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
        ),
      ),
  });
}
