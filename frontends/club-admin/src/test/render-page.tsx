import { Route } from 'react-router';
import type { UserType } from '@courtside/domain';
import { renderHosted } from '@courtside/test-support/render-page';
import type { ApiAnswer, ApiHandlers } from '@courtside/test-support/mock-api';
import AuditLogPage from '@/app/audit-log-page';
import JoinRequestsPage from '@/app/join-requests-page';
import ClubAdminPage from '@/app/club-admin-page';
import ClubSignupsPage from '@/app/club-signups-page';
import ClubUsersPage from '@/app/club-users-page';
import CreateClubUserPage from '@/app/create-club-user-page';
import EditClubUserPage from '@/app/edit-club-user-page';
import EventDrawPage from '@/app/event-draw-page';
import EventSignupsPage from '@/app/event-signups-page';
import EventAttendancePage from '@/app/event-attendance-page';
import ImportMembersPage from '@/app/import-members-page';
import { clubWithRatings, makeClubSettings, sessionOf } from './fixtures';

export { currentPath, dialog, never, toasts } from '@courtside/test-support/render-page';

/** A club-admin page as the shell hosts it (routes of shell/src/app/routes.tsx), for a user of type `as`. */
export function renderPage(
  path: string,
  {
    as = 'clubadmin',
    session,
    api,
  }: { as?: UserType; session?: ApiHandlers[string]; api?: ApiHandlers } = {},
) {
  return renderHosted(
    path,
    <>
      <Route path="/club-admin" element={<ClubAdminPage />} />
      <Route path="/club-signups" element={<ClubSignupsPage />} />
      <Route path="/club-users" element={<ClubUsersPage />} />
      <Route path="/club-users/create" element={<CreateClubUserPage />} />
      <Route path="/club-users/:id/edit" element={<EditClubUserPage />} />
      <Route path="/events/:id/signups" element={<EventSignupsPage />} />
      <Route path="/events/:id/attendance" element={<EventAttendancePage />} />
      <Route path="/events/:id/draw/*" element={<EventDrawPage />} />
      <Route path="/audit-log" element={<AuditLogPage />} />
      <Route path="/import" element={<ImportMembersPage />} />
      <Route path="/join-requests" element={<JoinRequestsPage />} />
    </>,
    {
      session: session ?? ({ body: sessionOf(as) } satisfies ApiAnswer),
      // GET /api/club: the scale levels are on (KNLTB), unless a test answers otherwise. The
      // settings (read for the getting-started checklist): a running club's, checklist hidden.
      api: {
        'GET /api/club': { body: { data: clubWithRatings() } },
        'GET /api/club/settings': { body: { data: makeClubSettings() } },
        // Nobody waiting to join, unless a test says otherwise (the Join requests tab counts them).
        'GET /api/club/join-requests': { body: { data: [] } },
        ...api,
      },
    },
  );
}
