import { api } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';
import { offerPath } from './get-offer';

export type OfferAnswer = 'accept' | 'decline';

/**
 * POST with no body: takes the place (or gives it up and leaves the waitlist), without a session.
 * The token is single use, so the answer is the page's result; a 409 carries the reason to show
 * ('This place has been taken').
 */
export async function answerOffer(token: string, answer: OfferAnswer): Promise<void> {
  await api.post(`${offerPath(token)}/${answer}`);
}

export function useAnswerOffer(token: string) {
  return useMutation({ mutationFn: (answer: OfferAnswer) => answerOffer(token, answer) });
}
