import { api, queryKeys, useRefreshingMutation, type CreatedSignup } from '@courtside/core';

/** POST /api/signups: sign oneself up. */
export async function signUp(eventId: string): Promise<CreatedSignup> {
  return (await api.post<{ data: CreatedSignup }>('/api/signups', { event_id: eventId })).data;
}

/** The event's counts and my_signup live in the events list; the own list gains a row. */
export const useSignUp = () => useRefreshingMutation(signUp, [queryKeys.events.all, queryKeys.signups.all]);
