/**
 * Every query key in one place, so a mutation invalidates exactly what it changed. Keys are
 * per club implicitly: a page only ever talks to its own host.
 */
export const queryKeys = {
  session: ['session'] as const,
  clubs: ['clubs'] as const,
  events: {
    all: ['events'] as const,
    list: (scope: 'upcoming' | 'past' = 'upcoming') => ['events', 'list', scope] as const,
    detail: (id: string) => ['events', 'detail', id] as const,
  },
  signups: {
    all: ['signups'] as const,
    mine: ['signups', 'mine'] as const,
    forUser: (userId: string) => ['signups', 'user', userId] as const,
    forEvent: (eventId: string) => ['signups', 'event', eventId] as const,
  },
  clubSettings: ['club', 'settings'] as const,
  clubUsers: {
    all: ['club-users'] as const,
    detail: (id: string) => ['club-users', id] as const,
  },
  admin: {
    clubs: ['admin', 'clubs'] as const,
    club: (id: string) => ['admin', 'clubs', id] as const,
    systemUsers: ['admin', 'system-users'] as const,
    systemUser: (id: string) => ['admin', 'system-users', id] as const,
  },
};
