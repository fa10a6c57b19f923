import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider, ConfirmHost, Toaster } from '@courtside/core';
import type { UserType } from '@courtside/domain';
import ClubAdminPage from '@/app/club-admin-page';
import ClubSignupsPage from '@/app/club-signups-page';
import ClubUsersPage from '@/app/club-users-page';
import CreateClubUserPage from '@/app/create-club-user-page';
import EditClubUserPage from '@/app/edit-club-user-page';
import EventSignupsPage from '@/app/event-signups-page';
import { sessionOf } from './fixtures';
import { mockApi, type ApiAnswer, type ApiHandlers } from '@courtside/test-support/mock-api';

/** Where the app is now (a page navigates by itself). */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

interface RenderOptions {
  /** The signed-in user's type; the session carries its permissions. */
  as?: UserType;
  /** Replaces the session check answer (to hold it pending, say). */
  session?: ApiHandlers[string];
  api?: ApiHandlers;
}

/**
 * A page as the shell hosts it (routes of shell/src/app/routes.tsx): router, a fresh QueryClient
 * (no retries), core's AuthProvider over a mocked session check, the host's toasts and dialog.
 */
export function renderPage(path: string, { as = 'clubadmin', session, api = {} }: RenderOptions = {}) {
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
            <Route path="/club-admin" element={<ClubAdminPage />} />
            <Route path="/club-signups" element={<ClubSignupsPage />} />
            <Route path="/club-users" element={<ClubUsersPage />} />
            <Route path="/club-users/create" element={<CreateClubUserPage />} />
            <Route path="/club-users/:id/edit" element={<EditClubUserPage />} />
            <Route path="/events/:id/signups" element={<EventSignupsPage />} />
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

/** The current path and query (after a page navigated). */
export const currentPath = () => screen.getByTestId('location').textContent;

/** The host's toast region. */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** The host's open confirm dialog. */
export const dialog = () => within(screen.getByRole('dialog'));

/** A request that never answers (a loading state). */
export const never = (): Promise<ApiAnswer> => new Promise<ApiAnswer>(() => undefined);
