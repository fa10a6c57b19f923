import type { Capability } from './capabilities';
import { eventsPath, MY_SUBSCRIPTIONS_PATH } from './events';

/**
 * The pages the remotes serve, by path (SPEC.md section 2's route table, its remote part). One
 * table for the shell, which routes to them, and the backend, which names in a page's head the
 * files its route needs, so both always agree. Paths as in react-router: `:id` is one
 * segment, a trailing `*` the rest.
 */
export type RemoteName = 'member' | 'club-admin' | 'system-admin';

/**
 * A GET the page asks first, which the backend preloads in the page it serves for that path, so
 * the answer is on its way beside the scripts. The page must ask exactly this URL.
 */
export interface PageRead {
  path: string;
  /** Asked only for people who have this (else the page does not ask, or shows no access). */
  needs?: Capability;
}

export interface RemotePageRoute {
  path: string;
  remote: RemoteName;
  /** The remote's exposed module (`./EventsPage` is 'EventsPage'). */
  module: string;
  /** What the page reads first, signed in, when its address has no query (see PageRead). */
  reads?: readonly PageRead[];
}

/** The club's requests to join (GET: those still waiting), for those who manage users. */
export const JOIN_REQUESTS_PATH = '/api/club/join-requests';

/** Signed-in pages at a club. */
export const CLUB_REMOTE_PAGES: readonly RemotePageRoute[] = [
  {
    path: 'events',
    remote: 'member',
    module: 'EventsPage',
    // The list's first page, and the standing sign-ups ('Sign up for all' or 'Stop' on a series'
    // dates) of those who may sign up: asked with the cards, not after them.
    reads: [{ path: eventsPath('') }, { path: MY_SUBSCRIPTIONS_PATH, needs: 'signups:self' }],
  },
  { path: 'events/create', remote: 'member', module: 'CreateEventPage' },
  { path: 'events/:id', remote: 'member', module: 'EventPage' },
  { path: 'events/:id/edit', remote: 'member', module: 'EditEventPage' },
  // Self check-in from the clubhouse QR code (API.md section 14).
  { path: 'events/:id/check-in', remote: 'member', module: 'CheckInPage' },
  {
    path: 'my-signups',
    remote: 'member',
    module: 'MySignupsPage',
    // Standing sign-ups only for those who may sign up: nobody else has any (system staff have no
    // membership here and would get 404), and the page does not ask for them.
    reads: [
      { path: '/api/signups' },
      { path: '/api/me/calendar-feed' },
      { path: MY_SUBSCRIPTIONS_PATH, needs: 'signups:self' },
    ],
  },
  { path: 'settings/notifications', remote: 'member', module: 'NotificationSettingsPage' },
  { path: 'settings/profile', remote: 'member', module: 'ProfilePage' },
  { path: 'events/:id/signups', remote: 'club-admin', module: 'EventSignupsPage' },
  // The organiser's attendance list on the evening (API.md section 14).
  { path: 'events/:id/attendance', remote: 'club-admin', module: 'EventAttendancePage' },
  // The mix-in draw, its print view (draw/print) and clubhouse screen (draw/clubhouse).
  { path: 'events/:id/draw/*', remote: 'club-admin', module: 'EventDrawPage' },
  // Its first tab, the club's users (with the club, for the levels' scale).
  {
    path: 'club-admin',
    remote: 'club-admin',
    module: 'ClubAdminPage',
    reads: [
      // The users tab's first page, exactly as it asks for it (club-admin's clubUsersPagePath).
      { path: '/api/club-users?limit=50', needs: 'club-users:read' },
      { path: '/api/club', needs: 'club:staff' },
      // The getting-started checklist above the tabs asks it first, to know whether it shows.
      { path: '/api/club/settings', needs: 'club:settings' },
    ],
  },
  { path: 'club-signups', remote: 'club-admin', module: 'ClubSignupsPage' },
  { path: 'club-users', remote: 'club-admin', module: 'ClubUsersPage' },
  { path: 'club-users/create', remote: 'club-admin', module: 'CreateClubUserPage' },
  { path: 'club-users/:id/edit', remote: 'club-admin', module: 'EditClubUserPage' },
  // The club's audit log (also the Audit log tab of club-admin), its first page unfiltered.
  {
    path: 'audit-log',
    remote: 'club-admin',
    module: 'AuditLogPage',
    reads: [
      { path: '/api/club/audit-log', needs: 'club-users:manage' },
      { path: '/api/club', needs: 'club:staff' },
    ],
  },
  // Importing a member list from a file (reached from Club Users); it reads nothing first.
  { path: 'import', remote: 'club-admin', module: 'ImportMembersPage' },
  // Requests to join (also the Join requests tab of club-admin; the digest mail links here).
  {
    path: 'join-requests',
    remote: 'club-admin',
    module: 'JoinRequestsPage',
    reads: [
      { path: JOIN_REQUESTS_PATH, needs: 'club-users:manage' },
      { path: '/api/club', needs: 'club:staff' },
    ],
  },
];

/**
 * What the shell's header reads on every signed-in page at a club: the requests to join still
 * waiting (the count beside Club Admin), for those who manage users. Preloaded after the page's
 * own reads: asked only once the shell has rendered, it would otherwise be the last answer a
 * phone's first screen waits for.
 */
export const HEADER_READS: readonly PageRead[] = [{ path: JOIN_REQUESTS_PATH, needs: 'club-users:manage' }];

/** What a signed-in visit to `route` reads first: the page's reads, then its header's, each once. */
export function firstReads(route: RemotePageRoute): PageRead[] {
  const reads = [...(route.reads ?? [])];
  if (!CLUB_REMOTE_PAGES.includes(route)) return reads;
  for (const read of HEADER_READS) if (!reads.some(({ path }) => path === read.path)) reads.push(read);
  return reads;
}

/** The system console (apex host), which routes inside /system-admin/* itself. */
export const SYSTEM_REMOTE_PAGES: readonly RemotePageRoute[] = [
  { path: 'system-admin/*', remote: 'system-admin', module: 'SystemAdminPage' },
];

/** How well `path` matches `pathname`: null for no match; static segments count most. */
function score(path: string, pathname: string): number | null {
  const want = path.split('/');
  const have = pathname.split('/').filter(Boolean);
  let points = 0;
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return points;
    if (i >= have.length) return null;
    if (want[i].startsWith(':')) points += 1;
    else if (want[i] === have[i]) points += 3;
    else return null;
  }
  return have.length === want.length ? points : null;
}

/** The remote page at `pathname` ('/events/123/edit'), or null for a page of the shell. */
export function matchRemotePage(pathname: string): RemotePageRoute | null {
  let best: RemotePageRoute | null = null;
  let bestScore = -1;
  for (const route of [...CLUB_REMOTE_PAGES, ...SYSTEM_REMOTE_PAGES]) {
    const points = score(route.path, pathname);
    if (points !== null && points > bestScore) [best, bestScore] = [route, points];
  }
  return best;
}
