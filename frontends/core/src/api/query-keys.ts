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
    /** The member's paged list (pages walked so far), per search text. */
    pages: (q: string) => ['events', 'pages', q] as const,
    detail: (id: string) => ['events', 'detail', id] as const,
    /** Who's coming: under events, so whatever refreshes events refreshes it too. */
    participants: (id: string) => ['events', 'participants', id] as const,
  },
  series: {
    all: ['series'] as const,
    detail: (id: string) => ['series', id] as const,
  },
  signups: {
    all: ['signups'] as const,
    mine: ['signups', 'mine'] as const,
    /** Standing sign-ups (GET /api/me/subscriptions): they change with the sign-ups. */
    subscriptions: ['signups', 'subscriptions'] as const,
    forUser: (userId: string) => ['signups', 'user', userId] as const,
    forEvent: (eventId: string) => ['signups', 'event', eventId] as const,
  },
  club: ['club', 'public'] as const,
  clubSettings: ['club', 'settings'] as const,
  /** The audit log's pages walked so far, per filter (action, actor). */
  auditLog: {
    all: ['club', 'audit-log'] as const,
    list: (action: string, actorId: string) => ['club', 'audit-log', action, actorId] as const,
    /** The people the log may be filtered by. */
    people: ['club', 'audit-log', 'people'] as const,
  },
  myLevel: ['me', 'level'] as const,
  myProfile: ['me', 'profile'] as const,
  myReliability: ['me', 'reliability'] as const,
  attendance: (eventId: string) => ['attendance', eventId] as const,
  /** A clubhouse display link's data (no session needed). */
  display: (token: string) => ['display', token] as const,
  notificationPreferences: ['me', 'notification-preferences'] as const,
  /** This browser's push subscription for the club's site: its endpoint, or null. */
  pushDevice: ['push', 'device'] as const,
  calendarFeed: ['me', 'calendar-feed'] as const,
  /** What a mail's unsubscribe link would switch off (no session needed). */
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  /** A mail's offer link: the event and the offer (no session needed). */
  offer: (token: string) => ['offers', token] as const,
  draws: {
    all: ['draws'] as const,
    forEvent: (eventId: string) => ['draws', eventId] as const,
  },
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
