import { Route } from 'react-router';
import type { UserType } from '@courtside/domain';
import { renderHosted } from '@courtside/test-support/render-page';
import type { ApiAnswer, ApiHandlers } from '@courtside/test-support/mock-api';
import CreateEventPage from '@/app/create-event-page';
import EditEventPage from '@/app/edit-event-page';
import EventPage from '@/app/event-page';
import EventsPage from '@/app/events-page';
import MySignupsPage from '@/app/my-signups-page';
import { sessionOf } from './fixtures';

export { currentPath, dialog, toasts } from '@courtside/test-support/render-page';

export const CALENDAR_FEED_URL =
  'https://riverside.courtside.example/api/calendar/3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics';

/** The event page's messages: none (the API's 404 for someone no message went to). */
function eventMessagesOf(path: string): ApiHandlers {
  const id = /^\/events\/([^/?]+)$/.exec(path)?.[1];
  if (!id || id === 'create') return {};
  return {
    [`GET /api/events/${id}/messages`]: {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'No messages found' },
    },
  };
}

/** A member page as the shell hosts it, for a signed-in user of type `as` (a club member by default). */
export function renderPage(
  path: string,
  {
    as = 'clubmember',
    session,
    api,
  }: { as?: UserType; session?: ApiHandlers[string]; api?: ApiHandlers } = {},
) {
  return renderHosted(
    path,
    <>
      <Route path="/events" element={<EventsPage />} />
      <Route path="/events/create" element={<CreateEventPage />} />
      <Route path="/events/:id" element={<EventPage />} />
      <Route path="/events/:id/edit" element={<EditEventPage />} />
      <Route path="/my-signups" element={<MySignupsPage />} />
    </>,
    {
      session: session ?? ({ body: sessionOf(as) } satisfies ApiAnswer),
      // Nobody has a standing sign-up or a level unless a test says so; everyone has a calendar link.
      api: {
        'GET /api/me/subscriptions': { body: { data: [] } },
        'GET /api/me/level': {
          body: { data: { level: null, set_by_staff: false, rating_scale: 'knltb', self_rating: false } },
        },
        'GET /api/me/calendar-feed': { body: { data: { url: CALENDAR_FEED_URL } } },
        // No message went to the caller about the event shown unless a test says so.
        ...eventMessagesOf(path),
        ...api,
      },
    },
  );
}
