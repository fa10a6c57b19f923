import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

// The landing page ships with the shell; every other shell page is fetched when first visited.
const ClubLoginPage = lazy(() =>
  import('@/features/auth/components/club-login-page').then((m) => ({ default: m.ClubLoginPage })),
);
const VerifyPage = lazy(() =>
  import('@/features/auth/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const SystemAdminLoginPage = lazy(() =>
  import('@/features/auth/components/system-admin-login-page').then((m) => ({
    default: m.SystemAdminLoginPage,
  })),
);
const SystemAdminVerifyPage = lazy(() =>
  import('@/features/auth/components/system-admin-verify-page').then((m) => ({
    default: m.SystemAdminVerifyPage,
  })),
);
// Remote pages bring their loader (the federation runtime's part) only when first visited.
const RemotePage = lazy(() => import('./remotes/remote-page').then((m) => ({ default: m.RemotePage })));
const UnsubscribePage = lazy(() =>
  import('@/features/unsubscribe/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The route table of SPEC.md section 2. Remote pages are the remotes' default exports. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Open
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <ClubLoginPage /> },
      { path: 'auth/verify', element: <VerifyPage /> },
      { path: 'system-admin-login', element: <SystemAdminLoginPage /> },
      { path: 'auth/system-admin-login', element: <SystemAdminLoginPage /> },
      { path: 'auth/system-admin-verify', element: <SystemAdminVerifyPage /> },
      // A notification mail's footer link: asks before it switches that kind of mail off.
      { path: 'unsubscribe', element: <UnsubscribePage /> },

      // Login required, at a club (pages that need more show their own Access Denied)
      {
        element: <RequireAuth />,
        children: [
          { path: 'events', element: <RemotePage remote="member" module="EventsPage" /> },
          { path: 'events/create', element: <RemotePage remote="member" module="CreateEventPage" /> },
          { path: 'events/:id', element: <RemotePage remote="member" module="EventPage" /> },
          { path: 'events/:id/edit', element: <RemotePage remote="member" module="EditEventPage" /> },
          { path: 'my-signups', element: <RemotePage remote="member" module="MySignupsPage" /> },
          {
            path: 'settings/notifications',
            element: <RemotePage remote="member" module="NotificationSettingsPage" />,
          },
          {
            path: 'events/:id/signups',
            element: <RemotePage remote="club-admin" module="EventSignupsPage" />,
          },
          // The mix-in draw, its print view (draw/print) and clubhouse screen (draw/clubhouse).
          { path: 'events/:id/draw/*', element: <RemotePage remote="club-admin" module="EventDrawPage" /> },
          { path: 'club-admin', element: <RemotePage remote="club-admin" module="ClubAdminPage" /> },
          { path: 'club-signups', element: <RemotePage remote="club-admin" module="ClubSignupsPage" /> },
          { path: 'club-users', element: <RemotePage remote="club-admin" module="ClubUsersPage" /> },
          {
            path: 'club-users/create',
            element: <RemotePage remote="club-admin" module="CreateClubUserPage" />,
          },
          {
            path: 'club-users/:id/edit',
            element: <RemotePage remote="club-admin" module="EditClubUserPage" />,
          },
        ],
      },

      // System console (apex host, no club needed)
      {
        element: <RequireAuth capability="system:console" />,
        children: [
          { path: 'system-admin/*', element: <RemotePage remote="system-admin" module="SystemAdminPage" /> },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table, rendered (inside the app's router). */
export function AppRoutes() {
  return useRoutes(routes);
}
