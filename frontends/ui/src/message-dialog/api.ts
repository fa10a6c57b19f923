import { useQuery } from '@tanstack/react-query';
import {
  api,
  ApiError,
  getData,
  useRefreshingMutation,
  type EventMessage,
  type SentMessage,
} from '@courtside/core';

/** Who a message is about: an event's players, a series' players, or the whole club. */
export type MessageTarget =
  { scope: 'event'; id: string } | { scope: 'series'; id: string } | { scope: 'club' };
export type EventAudience = 'confirmed' | 'waitlisted' | 'everyone';
export type ClubAudience = 'members' | 'everyone';
export type MessageAudience = EventAudience | ClubAudience;

export interface MessageDraft {
  subject: string;
  body: string;
  to: MessageAudience;
  reply_to_me?: boolean;
}

const messagesPath = (target: MessageTarget) =>
  target.scope === 'club'
    ? '/api/club/messages'
    : `/api/${target.scope === 'event' ? 'events' : 'series'}/${encodeURIComponent(target.id)}/messages`;

/** Every message query starts with this key: a sent message refreshes them all. */
export const MESSAGES_KEY = ['messages'] as const;
const targetKey = (target: MessageTarget) => [...MESSAGES_KEY, target.scope, 'id' in target ? target.id : ''];

/** GET …/messages/recipients?to=: how many people a message would reach now. */
export function useMessageAudience(target: MessageTarget, to: MessageAudience, enabled = true) {
  return useQuery({
    queryKey: [...targetKey(target), 'count', to],
    queryFn: () =>
      getData<{ count: number }>(`${messagesPath(target)}/recipients?to=${encodeURIComponent(to)}`).then(
        (d) => d.count,
      ),
    enabled,
    staleTime: 0,
  });
}

/** POST …/messages: mails the audience and keeps the message. */
export function useSendMessage(target: MessageTarget) {
  return useRefreshingMutation(
    async (draft: MessageDraft) => (await api.post<{ data: SentMessage }>(messagesPath(target), draft)).data,
    [MESSAGES_KEY],
  );
}

/**
 * GET /api/events/:id/messages: the event's messages, newest first; none for someone they did
 * not go to (the API's 404 is "nothing to show", not an error).
 */
export function useEventMessages(eventId: string) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'event', eventId, 'list'],
    queryFn: async () => {
      try {
        return await getData<EventMessage[]>(`/api/events/${encodeURIComponent(eventId)}/messages`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}
