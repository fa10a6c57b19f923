import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider, ConfirmHost, Toaster } from '@courtside/core';
import type { UserType } from '@courtside/domain';
import CreateEventPage from '@/app/create-event-page';
import EditEventPage from '@/app/edit-event-page';
import EventsPage from '@/app/events-page';
import MySignupsPage from '@/app/my-signups-page';
import { sessionOf } from './fixtures';
import { mockApi, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';

/** Where the app is now (a page navigates by itself). */
function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

interface RenderOptions {
  /** The signed-in user's type; the session carries its permissions. */
  as?: UserType;
  /** Replaces the session check answer (to hold it pending, say). */
  session?: ApiHandlers[string];
  api?: ApiHandlers;
}

/**
 * A page as the shell hosts it: router, a fresh QueryClient (no retries), core's AuthProvider
 * over a mocked session check, and the host's toast region and confirm dialog.
 */
export function renderPage(path: string, { as = 'clubmember', session, api = {} }: RenderOptions = {}) {
  const server = mockApi({
    'POST /api/auth/verify': session ?? ({ body: sessionOf(as) } satisfies ApiAnswer),
    ...api,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/events" element={<EventsPage />} />
            <Route path="/events/create" element={<CreateEventPage />} />
            <Route path="/events/:id/edit" element={<EditEventPage />} />
            <Route path="/my-signups" element={<MySignupsPage />} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
        <Toaster />
        <ConfirmHost />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, server, queryClient };
}

/** The current path (after a page navigated). */
export const currentPath = () => screen.getByTestId('location').textContent;

/** The host's toast region. */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The host's open confirm dialog. */
export const dialog = () => within(screen.getByRole('dialog'));
