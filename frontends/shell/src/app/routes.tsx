import { CLUB_REMOTE_PAGES, SYSTEM_REMOTE_PAGES, type RemotePageRoute } from '@courtside/domain';
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { remotePageModule } from './remotes/remote-page-module';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

// The landing page ships with the shell; every other shell page is fetched when first visited.
const ClubLoginPage = lazy(() =>
  import('@/features/auth/components/club-login-page').then((m) => ({ default: m.ClubLoginPage })),
);
const VerifyPage = lazy(() =>
  import('@/features/auth/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const JoinPage = lazy(() =>
  import('@/features/auth/components/join-page').then((m) => ({ default: m.JoinPage })),
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
const RemotePage = lazy(() => remotePageModule().then((m) => ({ default: m.RemotePage })));
const UnsubscribePage = lazy(() =>
  import('@/features/unsubscribe/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const OfferPage = lazy(() =>
  import('@/features/offers/components/offer-page').then((m) => ({
    default: m.OfferPage,
  })),
);
const ClubhousePage = lazy(() =>
  import('@/features/clubhouse/components/clubhouse-page').then((m) => ({ default: m.ClubhousePage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** A page of a remote (the table is libs/domain's, shared with the backend's preloads). */
const remoteRoute = ({ path, remote, module }: RemotePageRoute): RouteObject => ({
  path,
  element: <RemotePage remote={remote} module={module} />,
});

/** The route table of SPEC.md section 2. Remote pages are the remotes' default exports. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Open
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <ClubLoginPage /> },
      { path: 'auth/verify', element: <VerifyPage /> },
      // Signed in without a membership (a pending joiner): ask to join, then wait.
      { path: 'join', element: <JoinPage /> },
      { path: 'system-admin-login', element: <SystemAdminLoginPage /> },
      { path: 'auth/system-admin-login', element: <SystemAdminLoginPage /> },
      { path: 'auth/system-admin-verify', element: <SystemAdminVerifyPage /> },
      // A notification mail's footer link: asks before it switches that kind of mail off.
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      // A waitlist offer mail's link: shows the offer and asks before it takes or gives up the place.
      { path: 'offers/:token', element: <OfferPage /> },
      // A clubhouse display link (the kiosk): the event's draw and check-in QR code, no session.
      { path: 'clubhouse/:token', element: <ClubhousePage /> },

      // Login required, at a club (pages that need more show their own Access Denied)
      {
        element: <RequireAuth />,
        children: CLUB_REMOTE_PAGES.map(remoteRoute),
      },

      // System console (apex host, no club needed)
      {
        element: <RequireAuth capability="system:console" />,
        children: SYSTEM_REMOTE_PAGES.map(remoteRoute),
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table, rendered (inside the app's router). */
export function AppRoutes() {
  return useRoutes(routes);
}
