/**
 * The backend's OpenAPI document (/api/docs-json) as TypeScript, by openapi-typescript: do not edit.
 * `npm run api-types` writes it again; backend/test/api-types.api-spec.ts fails when it is stale.
 */
export interface paths {
  '/api/admin/mail/dead-letters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MailAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/mail/dead-letters/redrive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MailAdminController_redrive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubsController_getClub'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clubs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubsController_listClubs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminClubsController_list'];
    put?: never;
    post: operations['AdminClubsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminClubsController_get'];
    put: operations['AdminClubsController_update'];
    post?: never;
    delete: operations['AdminClubsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubSettingsController_get'];
    put: operations['ClubSettingsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/locale': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MeController_setLocale'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/level': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MeController_getLevel'];
    put: operations['MeController_setLevel'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MeController_getProfile'];
    put: operations['MeController_setProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/data-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DataRightsController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/membership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['DataRightsController_leave'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a login link for this club
     * @description Queues a mail with a single-use link valid 10 minutes. Asking never voids a link already sent; using one voids the person's other unused links for this club. Rate limits: per (address, club, client IP), per client IP, and per (address, club) per hour across IPs (429 with Retry-After). The address is trimmed, lower-cased and unquoted; one with invisible characters is a 400.
     */
    post: operations['AuthController_requestClubLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_verifyClubLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_verifySession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/system-admin-magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a system console login link
     * @description Mails a link only to existing system users; the same answer otherwise. Asking never voids a link already sent; using one voids the other unused system links of that address. Rate limited as the club login is.
     */
    post: operations['AuthController_requestSystemLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/system-admin-verify-magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_verifySystemLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubUsersController_list'];
    put?: never;
    post: operations['ClubUsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-users/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubUsersController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ClubUsersController_get'];
    put: operations['ClubUsersController_update'];
    post?: never;
    delete: operations['ClubUsersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-users/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite people to sign in
     * @description Mails each a welcome with a sign-in link (single use, bound to this club, valid INVITATION_TTL_DAYS days, default 7) that signs them in like a login link, only while they have never signed in here. At most one invitation per person per hour; unknown ids, other clubs' people and people who signed in here already are skipped with a reason. One audit entry per call.
     */
    post: operations['ClubUsersController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/join-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JoinRequestsController_list'];
    put?: never;
    /**
     * Ask to join this club
     * @description For a pending joiner: someone signed in at a club whose join_policy is 'request' who is not yet a user of it. Every user manager is told (join_requested, at most one digest an hour).
     */
    post: operations['JoinRequestsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/join-requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a request to join
     * @description Makes the membership (clubmember unless user_type says clubguest) with the name, member number and phone of the request; the person is mailed (join_approved). Audited.
     */
    post: operations['JoinRequestsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/join-requests/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a request to join
     * @description The person is mailed (join_declined, with the reason) and their sessions at the club end; a new request of theirs is refused for 30 days. Audited.
     */
    post: operations['JoinRequestsController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/join-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JoinRequestsController_mine'];
    put?: never;
    post?: never;
    /** Withdraw one’s pending request to join */
    delete: operations['JoinRequestsController_withdraw'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An event's attendance list
     * @description Every confirmed sign-up (in sign-up order) with what is recorded, unknown while nothing is; then late cancellations.
     */
    get: operations['AttendanceController_list'];
    put?: never;
    /**
     * Mark a person present or absent
     * @description Recorded from 60 minutes before the start to 14 days after the end (409 otherwise); also corrects a no_show. Someone without a confirmed place marked present joins as a confirmed walk-in by the sign-up rules: a member (404 otherwise), not a guest (409), while there is room (409 This event is full). absent is excused: it never counts against reliability.
     */
    post: operations['AttendanceController_mark'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/check-in-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event's self check-in code
     * @description One per event, derived from the server key and a rotation counter (only its hash is stored); it checks people in from 60 minutes before the start to the end. url is the self check-in page, for the QR code.
     */
    get: operations['AttendanceController_code'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/check-in-code/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new check-in code
     * @description The one before stops working at once.
     */
    post: operations['AttendanceController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check oneself in with the code
     * @description Checks: a wrong code, or one outside its window, 400; not confirmed 403; checking in again is 200. After 10 wrong codes for the event, 429.
     */
    post: operations['AttendanceController_checkIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/reliability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One's own reliability at this club
     * @description Over the last 90 days. Only no_shows and late_cancels count against someone; absences staff marked are excused.
     */
    get: operations['AttendanceController_reliability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/display-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event's current clubhouse display link
     * @description Made when it has none.
     */
    get: operations['DisplayLinksController_displayLink'];
    put?: never;
    /**
     * A new clubhouse display link
     * @description A read-only URL (`/clubhouse/<token>`) that opens the clubhouse view (draw, current round, check-in QR) without a session until 2 hours after the end. A new link replaces the one before.
     */
    post: operations['DisplayLinksController_newDisplayLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/display/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DisplayController_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['EventsController_list'];
    put?: never;
    post: operations['EventsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['EventsController_get'];
    put: operations['EventsController_update'];
    post?: never;
    delete: operations['EventsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['EventsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/reinstate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['EventsController_reinstate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ParticipantsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SeriesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{id}/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SeriesController_subscribe'];
    delete: operations['SeriesController_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MySubscriptionsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SignupsController_mine'];
    put?: never;
    post: operations['SignupsController_signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SignupsController_forEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SignupsController_signUpOther'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/admin/{signupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['SignupsController_removeAny'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SignupsController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SignupsController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['SignupsController_cancelOwn'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/signups.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SignupsExportController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OffersController_describe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OffersController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/{token}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OffersController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/draw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DrawsController_get'];
    put: operations['DrawsController_edit'];
    post: operations['DrawsController_make'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/draw/rounds/{round}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DrawsController_redraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/draw/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DrawsController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/draw/repair': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DrawRepairController_repair'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An event's messages, newest first
     * @description Its own messages and those to its series. Staff (events:manage) see them all; anyone else those that went to them, and 404 when none did.
     */
    get: operations['MessagesController_listForEvent'];
    put?: never;
    /**
     * Message an event's players
     * @description Kept with its recipients (resolved now) and shown on the event page. Each recipient gets one mail (kind organiser_message, not switchable, no List-Unsubscribe) from the outbox; Reply-To is the club's e-mail (none if it has none), or the sender's with reply_to_me.
     */
    post: operations['MessagesController_sendToEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/messages/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many people a message to the event would reach now */
    get: operations['MessagesController_eventAudience'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Message a series' players
     * @description Reaches everyone signed up for any coming date of the series (confirmed, waitlisted or both) and, for confirmed and everyone, everyone holding a standing sign-up: one mail each. Each recipient gets one mail (kind organiser_message, not switchable, no List-Unsubscribe) from the outbox; Reply-To is the club's e-mail (none if it has none), or the sender's with reply_to_me.
     */
    post: operations['MessagesController_sendToSeries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/series/{id}/messages/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many people a message to the series would reach now */
    get: operations['MessagesController_seriesAudience'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Message the whole club
     * @description members: clubmember and above; everyone: guests too. Mail kind club_news (switchable, with List-Unsubscribe); Reply-To the club's e-mail.
     */
    post: operations['MessagesController_sendToClub'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/messages/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many people a club message would reach now */
    get: operations['MessagesController_clubAudience'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club-users/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MemberImportController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notification-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['NotificationPreferencesController_get'];
    put: operations['NotificationPreferencesController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UnsubscribeController_describe'];
    put?: never;
    post: operations['UnsubscribeController_oneClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The VAPID public key: pushManager.subscribe's applicationServerKey */
    get: operations['PushKeyController_publicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/push-subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe this device
     * @description The body is what PushSubscription.toJSON() gives. Posting an endpoint again updates its keys (no duplicate; an endpoint another person at any club held moves to the caller). The first device turns push on for every kind the person gets by e-mail, and organiser messages. Logout with `endpoint` (POST /api/auth/logout) removes the device.
     */
    post: operations['PushSubscriptionsController_subscribe'];
    /** Unsubscribe a device of the caller (200 whether or not it was theirs) */
    delete: operations['PushSubscriptionsController_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/calendar-feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CalendarFeedController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/calendar-feed/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CalendarFeedController_rotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CalendarController_feed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SystemUsersController_list'];
    put?: never;
    post: operations['SystemUsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/system-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SystemUsersController_get'];
    put: operations['SystemUsersController_update'];
    post?: never;
    delete: operations['SystemUsersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/club/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditLogController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clubs/{id}/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminAuditLogController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    DeadLetterView: {
      id: string;
      /**
       * @description The job kind
       * @example login-link
       */
      kind: string;
      /** @example member@riverside.test */
      to: string | null;
      attempts: number;
      /** Format: date-time */
      first_attempt_at: string;
      /** Format: date-time */
      failed_at: string | null;
      /** @description The last error */
      reason: string;
    };
    RedriveResultView: {
      /** @description Dead letters queued again */
      redriven: number;
    };
    ClubView: {
      /** Format: uuid */
      id: string;
      /** @example Riverside Tennis Club */
      name: string;
      /** @example riverside */
      subdomain: string;
      logo?: string | null;
      description?: string | null;
      email?: string | null;
      phone?: string | null;
      website?: string | null;
      address?: string | null;
      /** @example Europe/London */
      timezone: string;
      /** @description Derived from join_policy: true exactly when it is 'open' */
      allow_guest_signup: boolean;
      /**
       * @description Who may join (API.md section 12): open (anyone signing in becomes a guest), request (a new person asks to join and staff decide) or closed
       * @enum {string}
       */
      join_policy: 'open' | 'request' | 'closed';
      /**
       * @description The club's language for people who have not chosen one
       * @enum {string}
       */
      default_locale: 'en' | 'nl';
      /**
       * @description The scale members' levels are on (API.md section 10): knltb, ntrp, utr or simple
       * @enum {string}
       */
      rating_scale: 'knltb' | 'ntrp' | 'utr' | 'simple';
      /** @description Whether members may set their own level (PUT /api/me/level) */
      self_rating: boolean;
      /**
       * @description What a freed place does (API.md section 13): auto confirms the next waitlisted person; offer offers it to them to accept or decline
       * @enum {string}
       */
      waitlist_mode: 'auto' | 'offer';
      /** @description Members see who is confirmed for an event (GET /api/events/:id/participants); off: only the counts */
      show_participants: boolean;
      /** @description Upcoming events marked public_card can be shared as a page at /e/:id (API.md section 15); off: the app offers no Share */
      public_event_cards: boolean;
    };
    ClubListItemView: {
      name: string;
      subdomain: string;
      logo?: string | null;
    };
    AdminClubView: {
      /** Format: uuid */
      id: string;
      /** @example Riverside Tennis Club */
      name: string;
      /** @example riverside */
      subdomain: string;
      logo?: string | null;
      description?: string | null;
      email?: string | null;
      phone?: string | null;
      website?: string | null;
      address?: string | null;
      /** @example Europe/London */
      timezone: string;
      /** @description Derived from join_policy: true exactly when it is 'open' */
      allow_guest_signup: boolean;
      /**
       * @description Who may join (API.md section 12): open (anyone signing in becomes a guest), request (a new person asks to join and staff decide) or closed
       * @enum {string}
       */
      join_policy: 'open' | 'request' | 'closed';
      /**
       * @description The club's language for people who have not chosen one
       * @enum {string}
       */
      default_locale: 'en' | 'nl';
      subscription_id?: string | null;
      /** @description Shown in the public club picker */
      listed: boolean;
      /** Format: date-time */
      created_at: string;
      /**
       * @description Number of club users (memberships of every type)
       * @example 42
       */
      user_count: number;
      /**
       * @description Number of events, past and upcoming
       * @example 7
       */
      event_count: number;
    };
    CreateClubDto: {
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Club name contains characters that are not allowed'
       * @example Riverside Tennis Club
       */
      name: string;
      /**
       * @description 3-63 of a-z, 0-9 and -, not starting or ending with -, not reserved; trimmed and lower-cased
       * @example riverside
       */
      subdomain: string;
      /** @description http(s) URL; empty for none */
      logo?: string | null;
      subscription_id?: string | null;
      /** @description No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Description contains characters that are not allowed' */
      description?: string | null;
      /** @example office@riverside.test */
      email?: string | null;
      phone?: string | null;
      /** @description http(s) URL; empty for none */
      website?: string | null;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Address contains characters that are not allowed' */
      address?: string | null;
      /**
       * @description IANA time zone
       * @default Europe/London
       * @example Europe/London
       */
      timezone: string;
      /**
       * @description Language for people who have not chosen one
       * @default en
       * @enum {string}
       */
      default_locale: 'en' | 'nl';
      /**
       * @description The scale members' levels are written on: knltb (speelsterkte 1-9, 1 strongest, one decimal), ntrp (1.5-7.0, two decimals), utr (1.0-16.5, two decimals), simple (1-10, 10 strongest, one decimal)
       * @default simple
       * @enum {string}
       */
      rating_scale: 'knltb' | 'ntrp' | 'utr' | 'simple';
      /**
       * @deprecated
       * @description Kept for older clients: true sets join_policy 'open', false 'closed' (join_policy wins when both are sent)
       */
      allow_guest_signup?: boolean;
      /**
       * @description Who may join: open (anyone who signs in becomes a clubguest), request (they ask, staff decide) or closed. Default request, or what allow_guest_signup says when only it is sent
       * @enum {string}
       */
      join_policy?: 'open' | 'request' | 'closed';
      /**
       * @description Shown in the public club picker
       * @default true
       */
      listed: boolean;
      /**
       * @description Becomes the new club's clubsuperadmin (the user is created when new)
       * @example captain@riverside.test
       */
      owner_email?: string | null;
      /**
       * @description Mail owner_email an invitation (a sign-in link valid INVITATION_TTL_DAYS days); false: no mail
       * @default true
       */
      invite: boolean;
    };
    UpdateClubDto: {
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Club name contains characters that are not allowed'
       * @example Riverside Tennis Club
       */
      name?: string;
      /**
       * @description 3-63 of a-z, 0-9 and -, not starting or ending with -, not reserved; trimmed and lower-cased
       * @example riverside
       */
      subdomain?: string;
      /** @description http(s) URL; empty for none */
      logo?: string | null;
      subscription_id?: string | null;
      /** @description No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Description contains characters that are not allowed' */
      description?: string | null;
      /** @example office@riverside.test */
      email?: string | null;
      phone?: string | null;
      /** @description http(s) URL; empty for none */
      website?: string | null;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Address contains characters that are not allowed' */
      address?: string | null;
      /**
       * @description IANA time zone
       * @default Europe/London
       * @example Europe/London
       */
      timezone: string;
      /**
       * @deprecated
       * @description Kept for older clients: true sets join_policy 'open', false 'closed' (join_policy wins when both are sent)
       */
      allow_guest_signup?: boolean;
      /**
       * @description Who may join: open (anyone who signs in becomes a clubguest), request (they ask, staff decide) or closed. Default request, or what allow_guest_signup says when only it is sent
       * @enum {string}
       */
      join_policy?: 'open' | 'request' | 'closed';
      /**
       * @description Shown in the public club picker
       * @default true
       */
      listed: boolean;
    };
    DeletedView: {
      /** Format: uuid */
      id: string;
    };
    ClubSettingsView: {
      /**
       * @description Language for people who have not chosen one
       * @enum {string}
       */
      default_locale: 'en' | 'nl';
      /**
       * @description The scale members' levels are written on: knltb (speelsterkte 1-9, 1 strongest, one decimal), ntrp (1.5-7.0, two decimals), utr (1.0-16.5, two decimals), simple (1-10, 10 strongest, one decimal)
       * @default simple
       * @enum {string}
       */
      rating_scale: 'knltb' | 'ntrp' | 'utr' | 'simple';
      /**
       * @description Members may set their own level (PUT /api/me/level)
       * @default true
       */
      self_rating: boolean;
      /**
       * @description Hides the getting-started checklist on the club admin page (computed from the club's data, no route of its own). New clubs start false; clubs older than the checklist start true
       * @default false
       */
      onboarding_dismissed: boolean;
      /** @description Past sign-ups whose event ended more than this many months ago are anonymised by a daily job and read as 'Anonymous'; null: off. New clubs start at 24, clubs older than the setting at null */
      retention_months: number | null;
      /**
       * @description Who may join (API.md section 12): open (anyone who signs in becomes a clubguest), request (someone new asks to join with POST /api/club/join-requests; user managers approve or decline) or closed (only people the club added sign in). New clubs start with request; allow_guest_signup reads true exactly when it is open
       * @default request
       * @enum {string}
       */
      join_policy: 'open' | 'request' | 'closed';
      /**
       * @description What a freed place does (API.md section 13): auto confirms the next waitlisted person at once; offer offers it to them, to accept or decline within a window (24 h when the start is 48 h or more away, 2 h when 6-48 h, 30 min when less; never past start − 30 min). Changes apply to places freed afterwards
       * @default auto
       * @enum {string}
       */
      waitlist_mode: 'auto' | 'offer';
      /**
       * @description "HH:mm-HH:mm" in the club's time (may run past midnight), or null (off): an offer made then is mailed when they end, and its time starts then, unless that would leave less than its full time before start − offer_open_hours. Default 22:00-08:00
       * @example 22:00-08:00
       */
      quiet_hours: string | null;
      /**
       * @description Within this many hours of the start (0-48, default 2) nobody becomes offered: every waitlisted person is mailed that a place is free, and the first to accept gets it
       * @default 2
       */
      offer_open_hours: number;
      /**
       * @description Members see the names of the people confirmed for an event (GET /api/events/:id/participants); off, they see only the counts. Staff always see names, guests never. New clubs start true; clubs older than the setting start false
       * @default true
       */
      show_participants: boolean;
      /**
       * @description Who a freed place (an offer or a promotion) goes to first: fifo in sign-up order; reliable_first to the people waiting with no late cancellation or no-show in the last 90 days (in sign-up order), then the rest. waitlist_position follows the same order
       * @default fifo
       * @enum {string}
       */
      waitlist_priority: 'fifo' | 'reliable_first';
      /**
       * @description Anyone with the link may see an upcoming event marked public_card at /e/:id (name, date and time, location, the club, places left; never who signed up), with a preview image for chat apps. Off: every such link answers 404. New clubs start true; clubs older than the setting start false
       * @default true
       */
      public_event_cards: boolean;
      /** @description Someone of type clubmember has been invited (invited_at set): the checklist's invite step. Read only; the owner and staff invited with the club do not count */
      readonly members_invited: boolean;
      /** @example Riverside Tennis Club */
      name: string;
      /** @description http(s) URL of the logo; browsers load it, the server never fetches it */
      logo: string | null;
      description: string | null;
      email: string | null;
      phone: string | null;
      website: string | null;
      address: string | null;
    };
    UpdateClubSettingsDto: {
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Club name contains characters that are not allowed'
       * @example Riverside Tennis Club
       */
      name?: string;
      /** @description http(s) URL; empty for none */
      logo?: string | null;
      /** @description No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Description contains characters that are not allowed' */
      description?: string | null;
      /** @example office@riverside.test */
      email?: string | null;
      phone?: string | null;
      /** @description http(s) URL; empty for none */
      website?: string | null;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Address contains characters that are not allowed' */
      address?: string | null;
      /** @enum {string} */
      default_locale?: 'en' | 'nl';
      /**
       * @description The scale members' levels are written on: knltb (speelsterkte 1-9, 1 strongest, one decimal), ntrp (1.5-7.0, two decimals), utr (1.0-16.5, two decimals), simple (1-10, 10 strongest, one decimal). A new scale converts every stored level in the same transaction, rounded to the new scale's decimals (halves up) and kept within its range.
       * @enum {string}
       */
      rating_scale?: 'knltb' | 'ntrp' | 'utr' | 'simple';
      /** @description Members may set their own level */
      self_rating?: boolean;
      /** @description Hides the getting-started checklist on the club admin page (computed from the club's data, no route of its own). New clubs start false; clubs older than the checklist start true */
      onboarding_dismissed?: boolean;
      /** @description Past sign-ups whose event ended more than this many months ago are anonymised by a daily job and read as 'Anonymous'; null: off. New clubs start at 24, clubs older than the setting at null. null turns it off */
      retention_months?: number | null;
      /**
       * @description Who may join (API.md section 12): open (anyone who signs in becomes a clubguest), request (someone new asks to join with POST /api/club/join-requests; user managers approve or decline) or closed (only people the club added sign in). New clubs start with request; allow_guest_signup reads true exactly when it is open
       * @enum {string}
       */
      join_policy?: 'open' | 'request' | 'closed';
      /**
       * @description What a freed place does (API.md section 13): auto confirms the next waitlisted person at once; offer offers it to them, to accept or decline within a window (24 h when the start is 48 h or more away, 2 h when 6-48 h, 30 min when less; never past start − 30 min). Changes apply to places freed afterwards
       * @enum {string}
       */
      waitlist_mode?: 'auto' | 'offer';
      /**
       * @description "HH:mm-HH:mm" in the club's time (may run past midnight), or null (off): an offer made then is mailed when they end, and its time starts then, unless that would leave less than its full time before start − offer_open_hours. Default 22:00-08:00. null turns them off
       * @example 22:00-08:00
       */
      quiet_hours?: string | null;
      /** @description Within this many hours of the start (0-48, default 2) nobody becomes offered: every waitlisted person is mailed that a place is free, and the first to accept gets it */
      offer_open_hours?: number;
      /** @description Members see the names of the people confirmed for an event (GET /api/events/:id/participants); off, they see only the counts. Staff always see names, guests never. New clubs start true; clubs older than the setting start false */
      show_participants?: boolean;
      /**
       * @description Who a freed place (an offer or a promotion) goes to first: fifo in sign-up order; reliable_first to the people waiting with no late cancellation or no-show in the last 90 days (in sign-up order), then the rest. waitlist_position follows the same order
       * @enum {string}
       */
      waitlist_priority?: 'fifo' | 'reliable_first';
      /** @description Anyone with the link may see an upcoming event marked public_card at /e/:id (name, date and time, location, the club, places left; never who signed up), with a preview image for chat apps. Off: every such link answers 404. New clubs start true; clubs older than the setting start false */
      public_event_cards?: boolean;
    };
    LocaleDto: {
      /** @enum {string} */
      locale: 'en' | 'nl';
    };
    MyLevelView: {
      /**
       * @description On the club's rating_scale
       * @example 6.5
       */
      level: number | null;
      /** @description Staff set it: PUT /api/me/level answers 409 */
      set_by_staff: boolean;
      /** @enum {string} */
      rating_scale: 'knltb' | 'ntrp' | 'utr' | 'simple';
      /** @description The club lets members set their own level */
      self_rating: boolean;
    };
    SetMyLevelDto: {
      /**
       * @description On the club's rating_scale (GET /api/club); null clears it
       * @example 6.5
       */
      level: number | null;
    };
    MyProfileView: {
      /** @example Anna de Vries */
      name: string | null;
      /** @example +31 6 1234 5678 */
      phone: string | null;
      /** @description Other members see the name; false: they see `Member` */
      show_my_name: boolean;
    };
    UpdateMyProfileDto: {
      /** @description Null or '' clears it. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed' */
      name?: string | null;
      /**
       * @description Digits, spaces and + - ( ); trimmed, '' clears it. Otherwise 400 'Phone may hold only digits, spaces and + - ( ), at most 40 characters'
       * @example +31 (0)6 1234-5678
       */
      phone?: string | null;
      /** @description Other members see the name; false: they see `Member` */
      show_my_name?: boolean;
    };
    ExportClubView: {
      /** Format: uuid */
      id: string;
      name: string;
      subdomain: string;
    };
    ExportMembershipView: {
      email: string;
      /** @enum {string} */
      user_type: 'clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest';
      name: string | null;
      phone: string | null;
      member_number: string | null;
      level: number | null;
      level_set_by_staff: boolean;
      /** @enum {string|null} */
      locale: 'en' | 'nl' | null;
      show_my_name: boolean;
      /** Format: date-time */
      invited_at: string | null;
      /** @example 2026-11-27 */
      last_seen_on: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    ExportJoinRequestView: {
      /** Format: uuid */
      id: string;
      name: string;
      member_number: string | null;
      phone: string | null;
      message: string | null;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'declined';
      /** @description The reason given with a decline */
      reason: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      decided_at: string | null;
    };
    ExportSignupView: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      event_id: string;
      event_name: string;
      /** @example 2026-12-02T18:30:00 */
      start_time: string;
      /** @example 2026-12-02T18:30:00 */
      end_time: string;
      location: string;
      /** @enum {string} */
      event_status: 'scheduled' | 'cancelled';
      /** @enum {string} */
      status: 'confirmed' | 'waitlisted' | 'offered' | 'offer_ended';
      /** Format: date-time */
      signup_time: string;
    };
    ExportAttendanceView: {
      /** Format: uuid */
      event_id: string;
      event_name: string;
      /** @description Club wall-clock, as events are written */
      start_time: string;
      /** @enum {string} */
      status: 'present' | 'absent' | 'no_show' | 'late_cancel';
      /** Format: date-time */
      recorded_at: string;
    };
    ExportSeriesSubscriptionView: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      series_id: string;
      series_name: string;
      /** Format: date-time */
      created_at: string;
    };
    ExportPreferencesView: {
      signup_confirmation: boolean;
      waitlist_promotion: boolean;
      event_changed: boolean;
      event_cancelled: boolean;
      reminder: boolean;
      removed_by_staff: boolean;
      draw_published: boolean;
      reminder_hours: number;
      /** @description Push per kind as stored (absent: off) */
      push: {
        [key: string]: boolean;
      };
      /** Format: date-time */
      updated_at: string;
    };
    ExportPushDeviceView: {
      /**
       * @description The push service the device uses
       * @example fcm.googleapis.com
       */
      push_service: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    ExportCalendarFeedView: {
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      rotated_at: string | null;
    };
    ExportSentMailView: {
      kind: string;
      /** Format: uuid */
      event_id: string | null;
      /** Format: date-time */
      sent_at: string;
    };
    ExportWaitingMailView: {
      kind: string;
      /** Format: uuid */
      event_id: string | null;
      /** @description What the mail will say */
      payload: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
    };
    ExportMessagesView: {
      /** @description Mails sent to them, as recorded */
      sent: components['schemas']['ExportSentMailView'][];
      /** @description Mails to them in the outbox, not yet sent */
      waiting: components['schemas']['ExportWaitingMailView'][];
    };
    ExportOrganiserMessageView: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      scope: 'event' | 'series' | 'club';
      /** Format: uuid */
      event_id: string | null;
      /** Format: uuid */
      series_id: string | null;
      subject: string;
      body: string;
      to: string;
      /** Format: date-time */
      sent_at: string;
    };
    ExportOrganiserMessagesView: {
      /** @description Messages that went to them */
      received: components['schemas']['ExportOrganiserMessageView'][];
      /** @description Messages they sent */
      sent: components['schemas']['ExportOrganiserMessageView'][];
    };
    ExportAuditEntryView: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      at: string;
      /** @description true: they made the change; false: it is about them */
      by_you: boolean;
      /** @enum {string} */
      action:
        | 'club_user.created'
        | 'club_user.updated'
        | 'club_user.removed'
        | 'club_user.left'
        | 'club_user.type_changed'
        | 'signup.created_by_staff'
        | 'signup.removed_by_staff'
        | 'club.settings_changed'
        | 'draw.published'
        | 'club_users.imported'
        | 'signups.exported'
        | 'draw.repaired'
        | 'club_users.exported'
        | 'invitation.sent'
        | 'join_request.approved'
        | 'join_request.declined'
        | 'message.sent';
      /** @enum {string} */
      target_type: 'club_user' | 'signup' | 'club' | 'event' | 'message' | 'join_request';
      /** Format: uuid */
      target_id: string | null;
      summary: string;
    };
    DataExportView: {
      /** Format: date-time */
      exported_at: string;
      club: components['schemas']['ExportClubView'];
      /** Format: uuid */
      user_id: string;
      /** @description The address they sign in with */
      email: string;
      /** @description null for someone who has asked to join and is not a member (yet) */
      membership: components['schemas']['ExportMembershipView'] | null;
      /** @description Their requests to join this club */
      join_requests: components['schemas']['ExportJoinRequestView'][];
      /** @description Every sign-up, confirmed or waitlisted, with its event */
      signups: components['schemas']['ExportSignupView'][];
      /** @description What became of their places: late cancellations, check-ins, no-shows (latest first) */
      attendance: components['schemas']['ExportAttendanceView'][];
      /** @description Standing sign-ups for every date of a series */
      series_subscriptions: components['schemas']['ExportSeriesSubscriptionView'][];
      /** @description The notification switches as stored; null: never changed, the defaults apply */
      notification_preferences: components['schemas']['ExportPreferencesView'] | null;
      /** @description Devices that get push messages: the push service only, never the address or keys */
      push_devices: components['schemas']['ExportPushDeviceView'][];
      /** @description Whether a calendar feed exists; its secret is not included */
      calendar_feed: components['schemas']['ExportCalendarFeedView'] | null;
      messages: components['schemas']['ExportMessagesView'];
      /** @description Messages from organisers and the club that they received or sent */
      organiser_messages: components['schemas']['ExportOrganiserMessagesView'];
      /** @description Audit entries they made or that are about them */
      audit_entries: components['schemas']['ExportAuditEntryView'][];
    };
    MagicLinkRequestDto: {
      /**
       * @description Trimmed and lower-cased; a needlessly quoted local part loses its quotes
       * @example member@riverside.test
       */
      email: string;
    };
    MagicLinkSentResponse: {
      /** @example true */
      success: boolean;
      message: string;
      /** @description The link itself, only when MAGIC_LINK_TEST_MODE is on */
      TEMP?: string;
    };
    MagicLinkTokenDto: {
      /** @description The token from the link */
      token: string;
    };
    AuthUserView: {
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description Same as id
       */
      userId: string;
      email: string;
      name?: string | null;
      /**
       * @description The language this person chose at this club (the header switch); null until they choose
       * @enum {string|null}
       */
      locale: 'en' | 'nl' | null;
      /**
       * @description Null for a pending joiner: signed in, with no membership here yet (API.md section 12)
       * @enum {string|null}
       */
      user_type:
        | 'systemadmin'
        | 'systemmanager'
        | 'clubsuperadmin'
        | 'clubadmin'
        | 'cluborganiser'
        | 'clubmember'
        | 'clubguest'
        | null;
      permissions: (
        | 'events:read'
        | 'events:manage'
        | 'signups:self'
        | 'signups:manage'
        | 'club:staff'
        | 'club:settings'
        | 'club-users:read'
        | 'club-users:manage'
        | 'club-users:manage-admins'
        | 'system:console'
        | 'system:admin'
      )[];
    };
    OwnJoinRequestView: {
      /** @enum {string} */
      status: 'pending' | 'approved' | 'declined';
      /** Format: date-time */
      created_at: string;
    };
    LoginResponse: {
      /** @example true */
      success: boolean;
      user: components['schemas']['AuthUserView'];
      /** @description Pending joiners only (user.user_type null): their request to join this club, or null before they ask */
      join_request?: components['schemas']['OwnJoinRequestView'] | null;
    };
    LoginFailedResponse: {
      /** @example false */
      success: boolean;
      /** @example Invalid or expired magic link */
      error: string;
    };
    PublicClubView: {
      /** Format: uuid */
      id: string;
      /** @example Riverside Tennis Club */
      name: string;
      /** @example riverside */
      subdomain: string;
      logo?: string | null;
      description?: string | null;
      email?: string | null;
      phone?: string | null;
      website?: string | null;
      address?: string | null;
      /** @example Europe/London */
      timezone: string;
      /** @description Derived from join_policy: true exactly when it is 'open' */
      allow_guest_signup: boolean;
      /**
       * @description Who may join (API.md section 12): open (anyone signing in becomes a guest), request (a new person asks to join and staff decide) or closed
       * @enum {string}
       */
      join_policy: 'open' | 'request' | 'closed';
      /**
       * @description The club's language for people who have not chosen one
       * @enum {string}
       */
      default_locale: 'en' | 'nl';
    };
    SessionCheckResponse: {
      authenticated: boolean;
      user?: components['schemas']['AuthUserView'] | null;
      club?: components['schemas']['PublicClubView'] | null;
      renewed: boolean;
      /** @description Pending joiners only (user.user_type null): their request to join this club, or null before they ask */
      join_request?: components['schemas']['OwnJoinRequestView'] | null;
      error?: string;
    };
    LogoutDto: {
      /** @description This device's push endpoint (API.md section 15): it is removed from the person's devices, so the next person on this browser gets none of their messages. Left out: no device is touched. */
      endpoint?: string;
    };
    LogoutResponse: {
      /** @example true */
      success: boolean;
    };
    SystemMagicLinkSentResponse: {
      message: string;
      /** @description The link itself, only when MAGIC_LINK_TEST_MODE is on */
      TEMP?: string;
    };
    ReliabilityView: {
      /** @description Checked in present, over the last 90 days */
      attended: number;
      /** @description Cancelled after the cut-off, over the last 90 days */
      late_cancels: number;
      /** @description Did not come, over the last 90 days */
      no_shows: number;
    };
    ClubUserView: {
      /**
       * Format: uuid
       * @description The user's id
       */
      id: string;
      /** @example member@riverside.test */
      email: string;
      name: string | null;
      /** @enum {string} */
      user_type: 'clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest';
      /**
       * Format: date-time
       * @description When they joined this club
       */
      created_at: string;
      /**
       * @description Playing level on the club's rating_scale (API.md section 10); null: none
       * @example 6.5
       */
      level: number | null;
      /** @description Staff set the level: the person's own PUT /api/me/level answers 409 */
      level_set_by_staff: boolean;
      /**
       * @description The club's number for them
       * @example 12345678
       */
      member_number: string | null;
      /** @example +31 6 12345678 */
      phone: string | null;
      /**
       * Format: date-time
       * @description When the club last mailed them an invitation; null: never
       */
      invited_at: string | null;
      /**
       * Format: date
       * @description The club's calendar day (its time zone) of their last signed-in visit; null: never
       * @example 2026-11-27
       */
      last_seen_on: string | null;
      /** @description Only on GET /api/club-users/:id, and only for callers with club-users:manage: their figures over the last 90 days (API.md section 14) */
      reliability?: components['schemas']['ReliabilityView'];
    };
    ClubUsersListView: {
      data: components['schemas']['ClubUserView'][];
      /** @description Only when paging. Opaque: pass it as `cursor` (with the same q, user_type and sort) for the next page; null on the last page */
      next_cursor?: string | null;
      /** @description Only when paging: how many people match the query over all its pages */
      total?: number;
    };
    CreateClubUserDto: {
      /**
       * @description Trimmed and lower-cased
       * @example new.member@riverside.test
       */
      email: string;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed' */
      name?: string | null;
      /**
       * @description clubadmin and clubsuperadmin only for holders of club-users:manage-admins
       * @default clubguest
       * @enum {string}
       */
      user_type: 'clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest';
      /**
       * @description On the club's rating_scale; null clears it. Setting one marks it set by staff.
       * @example 6.5
       */
      level?: number | null;
      /**
       * @description The club's own number for the person (e.g. the federation's); trimmed, '' clears it. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Member number contains characters that are not allowed'
       * @example 12345678
       */
      member_number?: string | null;
      /**
       * @description Digits, spaces and + - ( ); trimmed, '' clears it. Otherwise 400 'Phone may hold only digits, spaces and + - ( ), at most 40 characters'
       * @example +31 (0)6 1234-5678
       */
      phone?: string | null;
      /**
       * @description Mail them an invitation (a sign-in link valid INVITATION_TTL_DAYS days, through the outbox, in the same transaction); false: no mail
       * @default true
       */
      invite: boolean;
    };
    InvitationSkippedView: {
      /** Format: uuid */
      user_id: string;
      /**
       * @description not_found: no such user in this club (another club's people included); already_signed_in: they have signed in here, so an invitation would not work; invited_recently: invited within the hour
       * @enum {string}
       */
      reason: 'not_found' | 'already_signed_in' | 'invited_recently';
    };
    InvitationResultView: {
      /** @description Invitations written to the outbox (mailed within moments) */
      sent: number;
      skipped: components['schemas']['InvitationSkippedView'][];
    };
    InviteClubUsersDto: {
      /** @description The people to invite (ids of this club's users; repeats count once) */
      user_ids: string[];
    };
    UpdateClubUserDto: {
      /**
       * @description Trimmed and lower-cased
       * @example member@riverside.test
       */
      email?: string;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed' */
      name?: string | null;
      /** @enum {string} */
      user_type?: 'clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest';
      /**
       * @description On the club's rating_scale; null clears it. Setting one marks it set by staff.
       * @example 6.5
       */
      level?: number | null;
      /**
       * @description The club's own number for the person (e.g. the federation's); trimmed, '' clears it. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Member number contains characters that are not allowed'
       * @example 12345678
       */
      member_number?: string | null;
      /**
       * @description Digits, spaces and + - ( ); trimmed, '' clears it. Otherwise 400 'Phone may hold only digits, spaces and + - ( ), at most 40 characters'
       * @example +31 (0)6 1234-5678
       */
      phone?: string | null;
    };
    MyJoinRequestView: {
      /** @enum {string} */
      status: 'pending' | 'approved' | 'declined';
      /** Format: date-time */
      created_at: string;
    };
    CreateJoinRequestDto: {
      /**
       * @description The name the club will know them by. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed'
       * @example Anna de Vries
       */
      name: string;
      /**
       * @description The club's own number for the person (e.g. the federation's); trimmed, '' clears it. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Member number contains characters that are not allowed'
       * @example 12345678
       */
      member_number?: string | null;
      /**
       * @description Digits, spaces and + - ( ); trimmed, '' clears it. Otherwise 400 'Phone may hold only digits, spaces and + - ( ), at most 40 characters'
       * @example +31 (0)6 1234-5678
       */
      phone?: string | null;
      /** @description A word to the club's staff. No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Message contains characters that are not allowed' */
      message?: string | null;
    };
    JoinRequestView: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      user_id: string;
      email: string;
      name: string;
      member_number: string | null;
      phone: string | null;
      message: string | null;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'declined';
      /**
       * @description What an approved request made them
       * @enum {string|null}
       */
      user_type: 'clubmember' | 'clubguest' | null;
      reason: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      decided_at: string | null;
    };
    ApproveJoinRequestDto: {
      /**
       * @default clubmember
       * @enum {string}
       */
      user_type: 'clubmember' | 'clubguest';
    };
    DeclineJoinRequestDto: {
      /** @description Mailed to the person. No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Reason contains characters that are not allowed' */
      reason?: string | null;
    };
    AttendanceItemView: {
      /**
       * Format: uuid
       * @description Null for a late cancellation
       */
      signup_id: string | null;
      /**
       * Format: uuid
       * @description Null once they left the club
       */
      user_id: string | null;
      name: string;
      /**
       * @description unknown: nothing recorded yet; no_show: the no-shows job; late_cancel: cancelled after the cut-off
       * @enum {string}
       */
      status: 'present' | 'absent' | 'unknown' | 'no_show' | 'late_cancel';
    };
    MarkAttendanceDto: {
      /**
       * Format: uuid
       * @description A user of this club; not signed up: a walk-in
       */
      user_id: string;
      /** @enum {string} */
      status: 'present' | 'absent';
    };
    CheckInCodeView: {
      /** @description 16 characters (96 bits); one per event until rotated */
      code: string;
      /** @description The self check-in page with the code, for the QR code */
      url: string;
      /** @description Club wall-clock: 60 minutes before the start */
      valid_from: string;
      /** @description Club wall-clock: the end */
      valid_until: string;
    };
    CheckInDto: {
      /** @description The code of the QR code in the clubhouse (the `code` of its URL) */
      code: string;
    };
    DisplayLinkView: {
      /** @description `<public url>/clubhouse/<token>` on the club's host */
      url: string;
      /**
       * Format: date-time
       * @description UTC: 2 hours after the end
       */
      expires_at: string;
    };
    MySignupView: {
      /** Format: uuid */
      id: string;
      /**
       * @description offered: a place is held for the caller until offer_expires_at (accept or decline it)
       * @enum {string}
       */
      status: 'confirmed' | 'waitlisted' | 'offered';
      /**
       * Format: date-time
       * @description ISO 8601 UTC: until when an offered place may be accepted (API.md section 13); null unless offered
       */
      offer_expires_at: string | null;
      /** @description Place in line, 1 = next, in the order offers go; null unless waitlisted */
      waitlist_position: number | null;
    };
    EventView: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string;
      /** @enum {string} */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      /**
       * @description Club wall-clock time, no zone
       * @example 2026-12-02T18:30:00
       */
      start_time: string;
      /** @example 2026-12-02T20:30:00 */
      end_time: string;
      /** @enum {string} */
      recurring_pattern: 'none' | 'daily' | 'weekly' | 'monthly';
      location: string;
      /** @description null: no limit */
      capacity?: number | null;
      /** @description Places taken: confirmed and offered sign-ups */
      signup_count: number;
      /** @description Waitlisted sign-ups */
      waitlist_count: number;
      /** @description The caller's own sign-up */
      my_signup?: components['schemas']['MySignupView'] | null;
      /**
       * Format: uuid
       * @description The series this event is an occurrence of; null for a one-off event
       */
      series_id: string | null;
      /**
       * @description The rule's time for this occurrence (club wall-clock), kept when the occurrence is moved; null for a one-off event
       * @example 2026-12-02T19:00:00
       */
      original_start: string | null;
      /**
       * @description cancelled: called off (sign-ups kept, nobody can sign up); reinstate undoes it
       * @enum {string}
       */
      status: 'scheduled' | 'cancelled';
      /** @description Why staff cancelled the event (multi-line plain text); null when none was given or the event is scheduled */
      cancel_reason: string | null;
      /**
       * @description When sign-ups open (club wall-clock, inclusive); null: no opening time. An occurrence's comes from its series' signup_opens_hours_before
       * @example 2026-11-29T20:00:00
       */
      signup_opens_at: string | null;
      /**
       * @description When sign-ups close (club wall-clock, exclusive); null: open until the event ends
       * @example 2026-12-01T18:00:00
       */
      signup_closes_at: string | null;
      /** @description Hours before the start from which a confirmed member's own cancellation is late; null: never */
      cancel_cutoff_hours: number | null;
      /**
       * @description start_time − cancel_cutoff_hours (club wall-clock): a confirmed member's own cancellation from then on is recorded as late; null: never late
       * @example 2026-12-01T19:00:00
       */
      cancel_cutoff_at: string | null;
      /**
       * @description Whether members can sign up now by the window (the server's clock): not_open before signup_opens_at, closed from signup_closes_at or once the event has ended, else open. Staff may sign people up whatever the state
       * @enum {string}
       */
      signup_state: 'not_open' | 'open' | 'closed';
      /** @description May be shown to anyone with the link at /e/:id, with a preview image, while upcoming and scheduled, when the club's public_event_cards is on (API.md section 15). Unless set, it follows the kind: true for mixin, tournament, social, false for the others */
      public_card: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    DrawMatchView: {
      /**
       * @description One of the draw's courts
       * @example Court 1
       */
      court: string;
      /** @description Two user ids */
      team_a: string[];
      /** @description Two user ids */
      team_b: string[];
    };
    DrawRoundView: {
      /**
       * @description From 1
       * @example 1
       */
      round: number;
      /** @description In the order of the draw's courts */
      matches: components['schemas']['DrawMatchView'][];
      /** @description Present this round but not playing */
      sitting_out: string[];
    };
    DrawPlayerView: {
      /** Format: uuid */
      user_id: string;
      /**
       * @description The club's name for the person; without one `Player {n}`, n their place in the draw input's order (confirmed players by user id) when the draw was made, redrawn or repaired; 'Former member' once they left, 'Anonymous' after the club's retention period; 'Member' to another member when they hide their name (profile show_my_name). Never an e-mail or part of one
       * @example Player 3
       */
      name: string;
      /**
       * @description Staff only. The internal level the draw used (1-9, higher is stronger, one step = one KNLTB speelsterkte); convert with fromInternalLevel(rating_scale, level)
       * @example 6.5
       */
      level?: number;
      /** @description Staff only. false: the player had no level and played at the club's median */
      rated?: boolean;
      /**
       * @description Staff only. Mean internal level of the player's partners minus that of their opponents over the evening (players without a level at the club's median); null when the player played no game
       * @example -0.25
       */
      partner_minus_opponent?: number | null;
    };
    DrawLowerBoundsView: {
      /**
       * @description Fewest partner repeats any draw of this size could have
       * @example 0
       */
      partner_repeats: number;
      /**
       * @description At least ceil(2g / (players - 1)) for the most games g any player plays
       * @example 1
       */
      max_opponent_meetings: number;
      /**
       * @description 0 only when (players - 4 x courts) x rounds is a multiple of the players, else 1
       * @example 0
       */
      sit_out_spread: number;
    };
    PartnerOpponentGapView: {
      /**
       * @description Mean over the players of |partners' mean level - opponents' mean level|
       * @example 0.4
       */
      mean_abs: number;
      /**
       * @description The largest of those, internal levels
       * @example 1.2
       */
      max: number;
    };
    DrawMetricsView: {
      /** @description Partnerships beyond the first of the same two players (locked pairs excluded) */
      partner_repeats: number;
      /** @description Most times any two players met as opponents */
      max_opponent_meetings: number;
      /** @description Fewest rounds any player (not absent) did not play */
      sit_out_min: number;
      /** @description Most rounds any player (not absent) did not play */
      sit_out_max: number;
      /** @description Times a player sat out two rounds in a row */
      consecutive_sit_outs: number;
      /** @description Mean over all matches of (highest - lowest internal level on the court) */
      mean_court_spread: number;
      /** @description Mean over all matches of |sum(team_a) - sum(team_b)|, internal levels */
      mean_team_imbalance: number;
      /** @description The best any draw of these players, courts and rounds could reach, levels aside ("no draw can do better"), on the courts actually used per round; null when absences or late arrivals make the rounds differ in size */
      lower_bounds: components['schemas']['DrawLowerBoundsView'] | null;
      /** @description Fairness per player: partners' mean level minus opponents' mean level, over the players who played */
      partner_opponent_gap: components['schemas']['PartnerOpponentGapView'];
    };
    DrawWarningView: {
      /** @enum {string} */
      code:
        | 'too_few_players'
        | 'court_count'
        | 'unknown_court'
        | 'court_used_twice'
        | 'player_twice_in_round'
        | 'player_missing'
        | 'player_not_present'
        | 'partner_repeat'
        | 'avoid_pair_partnered'
        | 'locked_pair_split'
        | 'sit_out_uneven'
        | 'consecutive_sit_out';
      /** @example Round 2: Ann and Bob partner again (also in round 1) */
      message: string;
      /** @description The round it is about; absent for the whole draw */
      round?: number;
    };
    DrawOptionsView: {
      /**
       * @description 0 = closest levels, 1 = most mixing
       * @example 0.3
       */
      mix: number;
      /** @description Pairs of user ids who always partner */
      locked_pairs: string[][];
      /** @description Pairs of user ids who never partner */
      avoid_pairs: string[][];
      /** @description Confirmed players who do not come */
      absent: string[];
      /**
       * @description user id: the round they play from
       * @example {
       *       "00000000-0000-4000-8000-000000000001": 3
       *     }
       */
      arrives_from_round: {
        [key: string]: number;
      };
    };
    DrawHintPlayerView: {
      /** Format: uuid */
      user_id: string;
      /**
       * @description As the draw names them (see players[].name)
       * @example Ann de Vries
       */
      name: string;
    };
    DrawHintJoinedView: {
      /** Format: uuid */
      user_id: string;
      /**
       * @description As the draw names them (see players[].name)
       * @example Ann de Vries
       */
      name: string;
      /**
       * @description The next round: the first that starts after now, counted from the event's start in round_minutes (1 before the start); a body with only from_round makes them arrive then. null when the draw's rounds have no length: they join from from_round
       * @example 3
       */
      arrives_from_round: number | null;
    };
    DrawRepairHintView: {
      /** @description Players still scheduled in the last round who are no longer confirmed (cancelled) or whom staff marked absent */
      left: components['schemas']['DrawHintPlayerView'][];
      /** @description Confirmed players the draw does not have and who are not marked absent (a promotion, a late sign-up, a walk-in, someone left out who came after all), and drawn players who checked in after their first round began; empty once the last round has begun */
      joined: components['schemas']['DrawHintJoinedView'][];
    };
    DrawView: {
      /** Format: uuid */
      event_id: string;
      /** @description The seed of the latest draw or redraw (uint32) */
      seed: number;
      /** @example mixin-4 */
      algorithm_version: string;
      /**
       * Format: date-time
       * @description null: a draft, staff only
       */
      published_at: string | null;
      /** @description The confirmed sign-ups changed since the draw was made, redrawn or repaired, or check-ins say something it does not reflect (a drawn player marked absent, a player present it does not have, a late arrival): repair it, redraw from a round, or (a draft) make it again. Check-ins never change a draw by themselves */
      stale: boolean;
      /**
       * @description In the order given
       * @example [
       *       "Court 1",
       *       "Court 2"
       *     ]
       */
      courts: string[];
      /**
       * @description Minutes a round lasts, if given
       * @example 20
       */
      round_minutes: number | null;
      rounds: components['schemas']['DrawRoundView'][];
      /** @description By user id */
      players: components['schemas']['DrawPlayerView'][];
      metrics: components['schemas']['DrawMetricsView'];
      /** @description Staff only: rule breaches that could not be avoided, or that a hand edit made */
      warnings?: components['schemas']['DrawWarningView'][];
      /** @description Staff only */
      options?: components['schemas']['DrawOptionsView'];
      /** @description Staff only: when stale, who left or joined since the draw was made (a repair with only from_round applies it); else null */
      repair_hint?: components['schemas']['DrawRepairHintView'] | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    ClubhouseDataView: {
      event: components['schemas']['EventView'];
      /** @description The published draw as members see it; null before */
      draw: components['schemas']['DrawView'] | null;
      /** @description The self check-in page with the code, for the QR code */
      check_in_url: string;
    };
    EventsPageView: {
      data: components['schemas']['EventView'][];
      /** @description Opaque: pass it as `cursor` (with the same scope, from, to and q) for the next page; null on the last page */
      next_cursor: string | null;
      /** @description How many events match the query over all its pages */
      total: number;
    };
    CancelEventDto: {
      /** @description Why the event is called off: shown on its card and page and in the cancellation mail; empty or null for none. No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Reason contains characters that are not allowed' */
      reason?: string | null;
    };
    ParticipantView: {
      /**
       * Format: uuid
       * @description null for a sign-up kept anonymously (a former member, or past the retention period)
       */
      user_id: string | null;
      /**
       * @description The name the club records; 'Member' for a person without one, or one who hides it from other members (profile show_my_name). Never an e-mail
       * @example Anna de Vries
       */
      name: string;
    };
    ParticipantsView: {
      /** @description The confirmed people in sign-up order. null for guests, and for members when the club switched show_participants off; staff always get the list */
      confirmed: components['schemas']['ParticipantView'][] | null;
      /** @description Confirmed sign-ups (the length of confirmed when it is shown) */
      confirmed_count: number;
      /** @description Waitlisted sign-ups */
      waitlist_count: number;
    };
    EventBodyDto: {
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Event name contains characters that are not allowed'
       * @example Wednesday Evening Mix-in
       */
      name: string;
      /**
       * @description No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Description contains characters that are not allowed'
       * @default
       */
      description: string | null;
      /**
       * @default mixin
       * @enum {string}
       */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      /**
       * @description Club wall-clock time, no zone; ':00' seconds added if missing
       * @example 2026-12-02T18:30:00
       */
      start_time: string;
      /**
       * @description Later than start_time
       * @example 2026-12-02T20:30:00
       */
      end_time: string;
      /**
       * @default none
       * @enum {string}
       */
      recurring_pattern: 'none' | 'daily' | 'weekly' | 'monthly';
      /**
       * @description A custom RFC 5545 RRULE for the series, instead of the preset of recurring_pattern: FREQ=DAILY|WEEKLY|MONTHLY with INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS (and UNTIL); no COUNT. start_time must be one of its occurrences. On an edit, only with scope=following.
       * @example FREQ=MONTHLY;BYDAY=1SA
       */
      rule?: string | null;
      /**
       * @description The series' last date (inclusive, club time); left out or null: open-ended. Wins over an UNTIL in rule.
       * @example 2027-03-15
       */
      repeat_until?: string | null;
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Location contains characters that are not allowed'
       * @default
       */
      location: string | null;
      /** @description null: no limit */
      capacity?: number | null;
      /**
       * @description One-off events: when sign-ups open (club wall-clock, inclusive); null: open until they close. Before signup_closes_at and end_time. On an edit, left out keeps it. An occurrence of a series takes its window from the series (signup_opens_hours_before).
       * @example 2026-11-29T20:00:00
       */
      signup_opens_at?: string | null;
      /**
       * @description One-off events: when sign-ups close (club wall-clock, exclusive); null: open until the event ends. At most end_time. On an edit, left out keeps it.
       * @example 2026-12-01T18:00:00
       */
      signup_closes_at?: string | null;
      /** @description Hours before the start from which a confirmed member's own cancellation is recorded as late; null: never late. For a series, every date's. On an edit, left out keeps it. */
      cancel_cutoff_hours?: number | null;
      /**
       * @description A series: sign-ups for each date open this many hours before its start (club wall-clock hours, up to two decimals); null: no opening. With a recurring_pattern, or on an edit with scope=series|following; left out keeps it.
       * @example 47.5
       */
      signup_opens_hours_before?: number | null;
      /** @description A series: sign-ups for each date close this many hours before its start; fewer than signup_opens_hours_before; null: open until the date ends. */
      signup_closes_hours_before?: number | null;
      /**
       * @description A series: whether members may hold a standing sign-up ("every date"); false refuses new ones (409).
       * @default true
       */
      allow_standing_signups: boolean;
      /** @description May be shown to anyone with the link at /e/:id, with a preview image, while upcoming and scheduled, when the club's public_event_cards is on (API.md section 15). Unless set, it follows the kind: true for mixin, tournament, social, false for the others. On an edit, left out keeps it; null makes it follow the kind again. On an occurrence of a series it is that date's own, whatever the scope */
      public_card?: boolean | null;
    };
    UpdateEventDto: {
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Event name contains characters that are not allowed'
       * @example Wednesday Evening Mix-in
       */
      name: string;
      /**
       * @description No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Description contains characters that are not allowed'
       * @default
       */
      description: string | null;
      /**
       * @default mixin
       * @enum {string}
       */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      /**
       * @description Club wall-clock time, no zone; ':00' seconds added if missing
       * @example 2026-12-02T18:30:00
       */
      start_time: string;
      /**
       * @description Later than start_time
       * @example 2026-12-02T20:30:00
       */
      end_time: string;
      /**
       * @default none
       * @enum {string}
       */
      recurring_pattern: 'none' | 'daily' | 'weekly' | 'monthly';
      /**
       * @description A custom RFC 5545 RRULE for the series, instead of the preset of recurring_pattern: FREQ=DAILY|WEEKLY|MONTHLY with INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS (and UNTIL); no COUNT. start_time must be one of its occurrences. On an edit, only with scope=following.
       * @example FREQ=MONTHLY;BYDAY=1SA
       */
      rule?: string | null;
      /**
       * @description The series' last date (inclusive, club time); left out or null: open-ended. Wins over an UNTIL in rule.
       * @example 2027-03-15
       */
      repeat_until?: string | null;
      /**
       * @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Location contains characters that are not allowed'
       * @default
       */
      location: string | null;
      /** @description null: no limit */
      capacity?: number | null;
      /**
       * @description One-off events: when sign-ups open (club wall-clock, inclusive); null: open until they close. Before signup_closes_at and end_time. On an edit, left out keeps it. An occurrence of a series takes its window from the series (signup_opens_hours_before).
       * @example 2026-11-29T20:00:00
       */
      signup_opens_at?: string | null;
      /**
       * @description One-off events: when sign-ups close (club wall-clock, exclusive); null: open until the event ends. At most end_time. On an edit, left out keeps it.
       * @example 2026-12-01T18:00:00
       */
      signup_closes_at?: string | null;
      /** @description Hours before the start from which a confirmed member's own cancellation is recorded as late; null: never late. For a series, every date's. On an edit, left out keeps it. */
      cancel_cutoff_hours?: number | null;
      /**
       * @description A series: sign-ups for each date open this many hours before its start (club wall-clock hours, up to two decimals); null: no opening. With a recurring_pattern, or on an edit with scope=series|following; left out keeps it.
       * @example 47.5
       */
      signup_opens_hours_before?: number | null;
      /** @description A series: sign-ups for each date close this many hours before its start; fewer than signup_opens_hours_before; null: open until the date ends. */
      signup_closes_hours_before?: number | null;
      /**
       * @description A series: whether members may hold a standing sign-up ("every date"); false refuses new ones (409).
       * @default true
       */
      allow_standing_signups: boolean;
      /** @description May be shown to anyone with the link at /e/:id, with a preview image, while upcoming and scheduled, when the club's public_event_cards is on (API.md section 15). Unless set, it follows the kind: true for mixin, tournament, social, false for the others. On an edit, left out keeps it; null makes it follow the kind again. On an occurrence of a series it is that date's own, whatever the scope */
      public_card?: boolean | null;
      /**
       * @description With scope=series or following: also apply the change to fields edited on single occurrences (their exceptions are dropped)
       * @default false
       */
      overwrite_exceptions: boolean;
      /**
       * Format: uuid
       * @description If present, must be the id in the path
       */
      id?: string;
    };
    SeriesTemplateView: {
      name: string;
      description: string;
      /** @enum {string} */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      location: string;
      /** @description null: no limit */
      capacity: number | null;
      /**
       * @description Club wall-clock time of day, HH:mm
       * @example 19:00
       */
      start_local_time: string;
      /** @example 120 */
      duration_minutes: number;
      /**
       * @description Sign-ups for each date open this many hours before its start (club wall-clock); null: no opening time
       * @example 47.5
       */
      signup_opens_hours_before: number | null;
      /** @description Sign-ups for each date close this many hours before its start; null: open until it ends */
      signup_closes_hours_before: number | null;
      /** @description Each date's cancellation cut-off in hours before its start; null: never late */
      cancel_cutoff_hours: number | null;
      /** @description Members may hold a standing sign-up for this series */
      allow_standing_signups: boolean;
    };
    SeriesView: {
      /** Format: uuid */
      id: string;
      /**
       * @description RFC 5545 RRULE (without UNTIL: see until), evaluated in the club time zone
       * @example FREQ=WEEKLY;BYDAY=WE
       */
      rule: string;
      /**
       * @description Last date (inclusive); null: open-ended
       * @example 2027-03-15
       */
      until: string | null;
      /**
       * @description The rule's frequency
       * @enum {string}
       */
      recurring_pattern: 'daily' | 'weekly' | 'monthly';
      /**
       * @description The first occurrence (club wall-clock): the rule counts from it
       * @example 2026-12-02T19:00:00
       */
      first_start: string;
      /**
       * @description The rule in plain English
       * @example Every Wednesday at 19:00 until 15 Mar 2027
       */
      summary: string;
      template: components['schemas']['SeriesTemplateView'];
      /**
       * @description Start of the next scheduled occurrence not yet started; null when there is none
       * @example 2026-12-02T19:00:00
       */
      next_start: string | null;
      /** @description The caller has a standing sign-up for this series */
      subscribed: boolean;
      /** @description For staff (events:manage) only: the club holds its quota of 20000 events to come, so the daily horizon job stopped adding this series' dates before the horizon; it adds them once the club has room (fewer events to come) */
      horizon_blocked?: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    SubscriptionView: {
      /** Format: uuid */
      series_id: string;
      name: string;
      /** @enum {string} */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      location: string;
      /** @example FREQ=WEEKLY;BYDAY=WE */
      rule: string;
      /** @example 2027-03-15 */
      until: string | null;
      /** @enum {string} */
      recurring_pattern: 'daily' | 'weekly' | 'monthly';
      /** @example 19:00 */
      start_local_time: string;
      /** @example Every Wednesday at 19:00 */
      summary: string;
      /**
       * @description Next scheduled date not yet started
       * @example 2026-12-02T19:00:00
       */
      next_start: string | null;
      /**
       * Format: date-time
       * @description When the standing sign-up was made (its place in the order)
       */
      subscribed_at: string;
    };
    OwnSignupView: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      event_id: string;
      event_name: string;
      /** @enum {string} */
      event_type: 'mixin' | 'tournament' | 'training' | 'social' | 'meeting' | 'other';
      event_description: string;
      /** @example 2026-12-02T18:30:00 */
      start_time: string;
      /** @example 2026-12-02T20:30:00 */
      end_time: string;
      location: string;
      /**
       * @description offered: a place is held until offer_expires_at (accept or decline it); offer_ended only in the answer of a decline
       * @enum {string}
       */
      status: 'confirmed' | 'waitlisted' | 'offered' | 'offer_ended';
      /** Format: date-time */
      signup_time: string;
      /**
       * Format: date-time
       * @description ISO 8601 UTC: until when an offered place may be accepted (API.md section 13); null unless offered
       */
      offer_expires_at: string | null;
      /** @description Place in line, 1 = next, in the order offers go; null unless waitlisted */
      waitlist_position: number | null;
      /**
       * Format: uuid
       * @description The event's series; null for a one-off event
       */
      series_id: string | null;
      /**
       * @description cancelled: the event is called off (the sign-up stays)
       * @enum {string}
       */
      event_status: 'scheduled' | 'cancelled';
      /**
       * @description The event's cancellation cut-off (club wall-clock): cancelling a confirmed sign-up from then on is recorded as late; null: never late
       * @example 2026-12-01T18:30:00
       */
      cancel_cutoff_at: string | null;
    };
    OwnSignupsPageView: {
      data: components['schemas']['OwnSignupView'][];
      /** @description Opaque: pass it as `cursor` with `scope=past` for the next (older) page; null when there is none */
      next_cursor: string | null;
    };
    EventSignupView: {
      /** Format: uuid */
      signup_id: string;
      /** Format: uuid */
      event_id: string;
      /**
       * Format: uuid
       * @description null for a past sign-up kept without its person (API.md section 12)
       */
      user_id: string | null;
      /** @description The club's name for the person; 'Former member' once they left or were removed, 'Anonymous' once the club's retention period passed */
      name: string | null;
      /** @description null for a past sign-up kept without its person (API.md section 12) */
      email: string | null;
      /**
       * @description null for a past sign-up kept without its person (API.md section 12)
       * @enum {string|null}
       */
      user_type: 'clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest' | null;
      /** @enum {string} */
      status: 'confirmed' | 'waitlisted' | 'offered';
      /** Format: date-time */
      signup_time: string;
      /**
       * Format: date-time
       * @description ISO 8601 UTC: until when an offered place may be accepted (API.md section 13); null unless offered
       */
      offer_expires_at: string | null;
      /** @description Place in line, 1 = next, in the order offers go; null unless waitlisted */
      waitlist_position: number | null;
    };
    SignupView: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      event_id: string;
      /** Format: uuid */
      user_id: string;
      /**
       * @description waitlisted when the event was full
       * @enum {string}
       */
      status: 'confirmed' | 'waitlisted' | 'offered' | 'offer_ended';
      /** Format: date-time */
      signup_time: string;
    };
    SignupBodyDto: {
      /** Format: uuid */
      event_id: string;
    };
    AdminSignupBodyDto: {
      /** Format: uuid */
      event_id: string;
      /**
       * Format: uuid
       * @description A user of this club
       */
      user_id: string;
    };
    OfferLinkView: {
      /** @description The event, with my_signup as the offer's owner sees it */
      event: components['schemas']['EventView'];
      /** @enum {string} */
      status: 'confirmed' | 'waitlisted' | 'offered' | 'offer_ended';
      /**
       * Format: date-time
       * @description ISO 8601 UTC: until when an offered place may be accepted (API.md section 13); null unless offered
       */
      offer_expires_at: string | null;
    };
    MakeDrawDto: {
      /**
       * @description 1-40 different names of 1-40 characters (trimmed); the first is used first. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Court name contains characters that are not allowed'
       * @example [
       *       "Court 1",
       *       "Court 2",
       *       "Court 3",
       *       "Court 4"
       *     ]
       */
      courts: string[];
      /** @example 6 */
      rounds: number;
      /**
       * @description Minutes a round lasts: round times in the mails and the clubhouse view
       * @example 20
       */
      round_minutes?: number | null;
      /**
       * @description 0 = closest levels, 1 = most mixing
       * @default 0.3
       */
      mix: number;
      /** @description The same players, settings and seed give the same draw; left out: a random seed */
      seed?: number;
      /** @description Pairs of confirmed players who always partner */
      locked_pairs?: string[][];
      /** @description Pairs of confirmed players who never partner */
      avoid_pairs?: string[][];
      /** @description Confirmed players who do not come */
      absent?: string[];
      /**
       * @description Late arrivals: user id -> the round they play from
       * @example {
       *       "00000000-0000-4000-8000-000000000001": 3
       *     }
       */
      arrives_from_round?: {
        [key: string]: number;
      };
    };
    EditDrawDto: {
      /** @description Rounds shaped like the draw's, each with its number; only the draw's players and courts. Rounds left out stay as they are */
      rounds: components['schemas']['DrawRoundView'][];
    };
    RedrawDto: {
      /** @description The same draw, players, settings, round and seed give the same redraw; left out: a random seed */
      seed?: number;
      /** @description Confirmed players who do not play the redrawn rounds (left out: as the draw had it) */
      absent?: string[];
      /**
       * @description Late arrivals: user id -> the round they play from
       * @example {
       *       "00000000-0000-4000-8000-000000000001": 3
       *     }
       */
      arrives_from_round?: {
        [key: string]: number;
      };
    };
    PublishDrawDto: Record<string, never>;
    DrawChangeView: {
      /** Format: uuid */
      user_id: string;
      /**
       * @description The rounds where their place differs
       * @example [
       *       2,
       *       4
       *     ]
       */
      rounds: number[];
    };
    DrawRepairView: {
      /** Format: uuid */
      event_id: string;
      /** @description The seed of the latest draw or redraw (uint32) */
      seed: number;
      /** @example mixin-4 */
      algorithm_version: string;
      /**
       * Format: date-time
       * @description null: a draft, staff only
       */
      published_at: string | null;
      /** @description The confirmed sign-ups changed since the draw was made, redrawn or repaired, or check-ins say something it does not reflect (a drawn player marked absent, a player present it does not have, a late arrival): repair it, redraw from a round, or (a draft) make it again. Check-ins never change a draw by themselves */
      stale: boolean;
      /**
       * @description In the order given
       * @example [
       *       "Court 1",
       *       "Court 2"
       *     ]
       */
      courts: string[];
      /**
       * @description Minutes a round lasts, if given
       * @example 20
       */
      round_minutes: number | null;
      rounds: components['schemas']['DrawRoundView'][];
      /** @description By user id */
      players: components['schemas']['DrawPlayerView'][];
      metrics: components['schemas']['DrawMetricsView'];
      /** @description Staff only: rule breaches that could not be avoided, or that a hand edit made */
      warnings?: components['schemas']['DrawWarningView'][];
      /** @description Staff only */
      options?: components['schemas']['DrawOptionsView'];
      /** @description Staff only: when stale, who left or joined since the draw was made (a repair with only from_round applies it); else null */
      repair_hint?: components['schemas']['DrawRepairHintView'] | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Exactly the players whose place differs in some round, by id; only they are mailed */
      changes: components['schemas']['DrawChangeView'][];
    };
    RepairDrawDto: {
      /** @description The first round that may change; the rounds before it stay exactly as they are. Alone in the body, the draw's repair_hint applies */
      from_round: number;
      /** @description Confirmed players of the draw who do not play from from_round on */
      absent?: string[];
      /**
       * @description Late arrivals: user id -> the round they play from
       * @example {
       *       "00000000-0000-4000-8000-000000000001": 3
       *     }
       */
      arrives_from_round?: {
        [key: string]: number;
      };
      /** @description Confirmed players not in the draw who join it (from from_round at the earliest) */
      add?: string[];
    };
    SentMessageView: {
      /** Format: uuid */
      id: string;
      /** @description How many people it went to (each gets one mail) */
      recipients: number;
    };
    EventMessageDto: {
      /**
       * @description The mail's subject. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Subject contains characters that are not allowed'
       * @example Courts 3 and 4 tonight
       */
      subject: string;
      /**
       * @description Plain text; line breaks are kept. No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Message contains characters that are not allowed'
       * @example We play on courts 3 and 4 tonight.
       *     Bring balls!
       */
      body: string;
      /**
       * @description confirmed: people with a place; waitlisted: people on the waitlist; everyone: both. For a series: signed up for any coming date, or (confirmed, everyone) holding a standing sign-up; one mail each.
       * @enum {string}
       */
      to: 'confirmed' | 'waitlisted' | 'everyone';
      /**
       * @description Replies go to the sender's address instead of the club's (the club's: none if it has none)
       * @default false
       */
      reply_to_me: boolean;
    };
    MessageView: {
      /** Format: uuid */
      id: string;
      /**
       * @description event: about this date; series: to its series
       * @enum {string}
       */
      scope: 'event' | 'series' | 'club';
      subject: string;
      /** @description Plain text with its line breaks */
      body: string;
      /** @enum {string} */
      to: 'confirmed' | 'waitlisted' | 'everyone' | 'members';
      /** @description The sender's name at the club; 'Member' without one, 'Former member' once they left, 'Courtside support' for system staff */
      sender_name: string;
      /** @description How many it went to; staff only (null for others) */
      recipients: number | null;
      /** Format: date-time */
      sent_at: string;
    };
    AudienceCountView: {
      /** @description How many people a message to this audience would reach now */
      count: number;
    };
    ClubMessageDto: {
      /**
       * @description The mail's subject. No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Subject contains characters that are not allowed'
       * @example Courts 3 and 4 tonight
       */
      subject: string;
      /**
       * @description Plain text; line breaks are kept. No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Message contains characters that are not allowed'
       * @example We play on courts 3 and 4 tonight.
       *     Bring balls!
       */
      body: string;
      /**
       * @description members: clubmember and above; everyone: guests too
       * @enum {string}
       */
      to: 'members' | 'everyone';
    };
    ImportRowView: {
      /**
       * @description The row as a spreadsheet numbers it (the header is row 1)
       * @example 2
       */
      row: number;
      /**
       * @description The e-mail address, normalised
       * @example ann@example.nl
       */
      email: string;
      /** @enum {string} */
      action: 'create' | 'update' | 'unchanged' | 'error';
      /** @description The fields an update changes */
      changes?: ('email' | 'name' | 'member_number' | 'phone' | 'user_type' | 'level')[];
      /**
       * @description Field → message, in the caller's language
       * @example {
       *       "email": "Invalid email address"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
    };
    ImportAnswerView: {
      created: number;
      updated: number;
      unchanged: number;
      /** @description Rows in error: a real run with any stores nothing */
      error_count: number;
      /** @description Headers no field takes, as the file has them */
      ignored_columns: string[];
      rows: components['schemas']['ImportRowView'][];
    };
    PushPreferencesView: {
      /** @description Own sign-up confirmed or waitlisted (with the place); a standing sign-up confirmed */
      signup_confirmation: boolean;
      /** @description Moved from the waitlist to confirmed */
      waitlist_promotion: boolean;
      /** @description Time, date or place of an event one is signed up for changed (one mail per settled change) */
      event_changed: boolean;
      /** @description An event one is signed up for was cancelled or deleted */
      event_cancelled: boolean;
      /** @description Reminder `reminder_hours` before an event one is confirmed for */
      reminder: boolean;
      /** @description Staff removed one's sign-up */
      removed_by_staff: boolean;
      /** @description The mix-in draw one plays in was published or changed */
      draw_published: boolean;
      /** @description Staff who manage club users: people asked to join (at most one digest an hour, listing the requests waiting) */
      join_requested: boolean;
      /** @description Messages from the club's staff to all its members */
      club_news: boolean;
      /** @description Messages organisers send about an event one is signed up for (e-mail always; push if on) */
      organiser_message: boolean;
    };
    NotificationPreferencesView: {
      /** @description Own sign-up confirmed or waitlisted (with the place); a standing sign-up confirmed */
      signup_confirmation: boolean;
      /** @description Moved from the waitlist to confirmed */
      waitlist_promotion: boolean;
      /** @description Time, date or place of an event one is signed up for changed (one mail per settled change) */
      event_changed: boolean;
      /** @description An event one is signed up for was cancelled or deleted */
      event_cancelled: boolean;
      /** @description Reminder `reminder_hours` before an event one is confirmed for */
      reminder: boolean;
      /** @description Staff removed one's sign-up */
      removed_by_staff: boolean;
      /** @description The mix-in draw one plays in was published or changed */
      draw_published: boolean;
      /** @description Staff who manage club users: people asked to join (at most one digest an hour, listing the requests waiting) */
      join_requested: boolean;
      /** @description Messages from the club's staff to all its members */
      club_news: boolean;
      /** @default 24 */
      reminder_hours: number;
      /** @description Push per kind: all off until the first device subscribes, which turns on every kind on for e-mail (and organiser messages). The two channels are independent: a kind on for push also goes to the devices, a kind on for e-mail still goes by e-mail, and a kind off for e-mail sends no e-mail at all. Offers and organiser messages always go by e-mail. */
      push: components['schemas']['PushPreferencesView'];
    };
    UpdatePushPreferencesDto: {
      /** @description Own sign-up confirmed or waitlisted (with the place); a standing sign-up confirmed */
      signup_confirmation?: boolean;
      /** @description Moved from the waitlist to confirmed */
      waitlist_promotion?: boolean;
      /** @description Time, date or place of an event one is signed up for changed (one mail per settled change) */
      event_changed?: boolean;
      /** @description An event one is signed up for was cancelled or deleted */
      event_cancelled?: boolean;
      /** @description Reminder `reminder_hours` before an event one is confirmed for */
      reminder?: boolean;
      /** @description Staff removed one's sign-up */
      removed_by_staff?: boolean;
      /** @description The mix-in draw one plays in was published or changed */
      draw_published?: boolean;
      /** @description Staff who manage club users: people asked to join (at most one digest an hour, listing the requests waiting) */
      join_requested?: boolean;
      /** @description Messages from the club's staff to all its members */
      club_news?: boolean;
      /** @description Messages organisers send about an event one is signed up for (e-mail always; push if on) */
      organiser_message?: boolean;
    };
    UpdateNotificationPreferencesDto: {
      /** @description Own sign-up confirmed or waitlisted (with the place); a standing sign-up confirmed */
      signup_confirmation?: boolean;
      /** @description Moved from the waitlist to confirmed */
      waitlist_promotion?: boolean;
      /** @description Time, date or place of an event one is signed up for changed (one mail per settled change) */
      event_changed?: boolean;
      /** @description An event one is signed up for was cancelled or deleted */
      event_cancelled?: boolean;
      /** @description Reminder `reminder_hours` before an event one is confirmed for */
      reminder?: boolean;
      /** @description Staff removed one's sign-up */
      removed_by_staff?: boolean;
      /** @description The mix-in draw one plays in was published or changed */
      draw_published?: boolean;
      /** @description Staff who manage club users: people asked to join (at most one digest an hour, listing the requests waiting) */
      join_requested?: boolean;
      /** @description Messages from the club's staff to all its members */
      club_news?: boolean;
      reminder_hours?: number;
      /** @description Push per kind; kinds left out stay */
      push?: components['schemas']['UpdatePushPreferencesDto'];
    };
    UnsubscribeView: {
      /**
       * @description The kind of mail the link switches off
       * @enum {string}
       */
      kind:
        | 'signup_confirmation'
        | 'waitlist_promotion'
        | 'event_changed'
        | 'event_cancelled'
        | 'reminder'
        | 'removed_by_staff'
        | 'draw_published'
        | 'join_requested'
        | 'club_news';
      /** @example Riverside Tennis Club */
      club_name: string;
      /**
       * @description Whose mails: the address, half hidden
       * @example m•••@riverside.test
       */
      email: string;
      /** @description Whether that kind is on for the person now (false after the POST) */
      subscribed: boolean;
    };
    OneClickUnsubscribeDto: {
      /**
       * @example One-Click
       * @enum {string}
       */
      'List-Unsubscribe'?: 'One-Click';
    };
    PushPublicKeyView: {
      /** @description The VAPID public key (base64url), the service worker's applicationServerKey */
      public_key: string;
    };
    PushSubscriptionView: {
      endpoint: string;
      /** @description Whether this is the first device of the person here (push was turned on) */
      first_device: boolean;
    };
    PushKeysDto: {
      /** @description base64url of the 65-byte uncompressed P-256 public key */
      p256dh: string;
      /** @description base64url of the 16-byte auth secret */
      auth: string;
    };
    PushSubscriptionDto: {
      /**
       * @description The https push endpoint; its host must be on PUSH_ALLOWED_HOSTS
       * @example https://fcm.googleapis.com/fcm/send/…
       */
      endpoint: string;
      keys: components['schemas']['PushKeysDto'];
      /** @description Ignored (browsers send null) */
      expirationTime?: number | null;
    };
    PushRemovedView: {
      /** @description Whether the person had that device here (false: nothing to remove) */
      removed: boolean;
    };
    CalendarFeedView: {
      /**
       * @description Subscribe to it in a calendar app (as webcal:// too). Anyone with it can read the calendar: keep it private, rotate it when it leaks.
       * @example https://riverside.courtside.example/api/calendar/3q2-7wEx0dG6mUuJ1nUo3mFz8fQZk5c4bq9x1YV2s0A.ics
       */
      url: string;
    };
    SystemUserView: {
      /** Format: uuid */
      id: string;
      /** @example ops@courtside.test */
      email: string;
      name?: string | null;
      /** @enum {string} */
      user_type: 'systemadmin' | 'systemmanager';
      /** Format: date-time */
      created_at: string;
    };
    CreateSystemUserDto: {
      /**
       * @description Trimmed and lower-cased
       * @example ops@courtside.test
       */
      email: string;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed' */
      name?: string | null;
      /**
       * @default systemmanager
       * @enum {string}
       */
      user_type: 'systemadmin' | 'systemmanager';
    };
    UpdateSystemUserDto: {
      /**
       * @description Trimmed and lower-cased
       * @example ops@courtside.test
       */
      email?: string;
      /** @description No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 'Name contains characters that are not allowed' */
      name?: string | null;
      /**
       * @default systemmanager
       * @enum {string}
       */
      user_type: 'systemadmin' | 'systemmanager';
    };
    AuditEntryView: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      at: string;
      /**
       * Format: uuid
       * @description The acting person's user id; null for system staff in a club's log (the console shows the system user's id)
       */
      actor_id: string | null;
      /** @description The actor's name at the club today, else their e-mail; 'Former member' once they left; 'Courtside support' for system staff */
      actor_label: string;
      /**
       * @description Which of the three the label is
       * @enum {string}
       */
      actor_kind: 'member' | 'former_member' | 'system';
      /** @enum {string} */
      action:
        | 'club_user.created'
        | 'club_user.updated'
        | 'club_user.removed'
        | 'club_user.left'
        | 'club_user.type_changed'
        | 'signup.created_by_staff'
        | 'signup.removed_by_staff'
        | 'club.settings_changed'
        | 'draw.published'
        | 'club_users.imported'
        | 'signups.exported'
        | 'draw.repaired'
        | 'club_users.exported'
        | 'invitation.sent'
        | 'join_request.approved'
        | 'join_request.declined'
        | 'message.sent';
      /** @enum {string} */
      target_type: 'club_user' | 'signup' | 'club' | 'event' | 'message' | 'join_request';
      /** Format: uuid */
      target_id: string | null;
      /** @description A person's name today (or 'Former member'), an event's name; null for the club or a deleted event */
      target_label: string | null;
      /** @description What changed: field names, types, an event; never personal data but names */
      summary: string;
    };
    AuditLogPageView: {
      data: components['schemas']['AuditEntryView'][];
      /** @description Send as `cursor` (with the same filters) for the next, older page; null: this is the last */
      next_cursor: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  MailAdminController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, at most 200 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeadLetterView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MailAdminController_redrive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every dead letter queued again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RedriveResultView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubsController_getClub: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubView'];
          };
        };
      };
      /** @description Apex host or unknown club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubsController_listClubs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubListItemView'][];
          };
        };
      };
    };
  };
  AdminClubsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every club, ordered by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminClubView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:console */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminClubsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClubDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminClubView'];
          };
        };
      };
      /** @description A field is invalid; `errors` names each one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Subdomain already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminClubsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminClubView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Club not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminClubsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClubDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminClubView'];
          };
        };
      };
      /** @description A field is invalid; `errors` names each one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Club not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Subdomain already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminClubsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The club and everything in it are gone */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Club not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubSettingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubSettingsView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club:settings */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubSettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClubSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubSettingsView'];
          };
        };
      };
      /** @description A field is invalid; `errors` names each one. A `subdomain` key answers 'The subdomain can only be changed by Courtside support': system staff change it (PUT /api/admin/clubs/:id). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club:settings */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MeController_setLocale: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LocaleDto'];
      };
    };
    responses: {
      /** @description Kept on the membership; mails follow it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LocaleDto'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MeController_getLevel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One's own playing level at this club (API.md section 10) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyLevelView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MeController_setLevel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetMyLevelDto'];
      };
    };
    responses: {
      /** @description Rated oneself */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyLevelView'];
          };
        };
      };
      /** @description Not a number on the club's scale; the message names its range */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description This club does not let members set their own level
       *
       *     Role lacks events:read
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your level was set by the club's staff, so only they can change it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MeController_getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One's own name and phone at this club (API.md section 12) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyProfileView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MeController_setProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMyProfileDto'];
      };
    };
    responses: {
      /** @description Changed the fields sent; the others stay as they are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyProfileView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DataRightsController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything the club holds on the caller, as a JSON file `{ data }` (an attachment, never cached). Nothing of another club. Someone who asked to join and is not a member yet may call it too (`membership` null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DataExportView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No membership in this club (system staff) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DataRightsController_leave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Left the club (`id`: the caller's user id): sign-ups to come cancelled (waitlists move up), standing sign-ups and sessions here ended, past sign-ups kept as 'Former member' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No membership in this club (system staff) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description You are the last club super admin: make someone else a club super admin before you leave */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_requestClubLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MagicLinkRequestDto'];
      };
    };
    responses: {
      /** @description Same answer whether or not the address is known */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MagicLinkSentResponse'];
        };
      };
      /** @description Invalid email address */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Mail service unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_verifyClubLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MagicLinkTokenDto'];
      };
    };
    responses: {
      /** @description Sets the session cookie */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description Used, expired, voided, forged or other-club token */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginFailedResponse'];
        };
      };
    };
  };
  AuthController_verifySession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed in: authenticated true. No, expired or wrong-club session: 200 with authenticated false and `error` (a signed-out page load is not an error in the browser console; API.md section 3) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionCheckResponse'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutDto'];
      };
    };
    responses: {
      /** @description Session ended and cookie cleared; with `endpoint`, that push device is removed from the person's devices here */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogoutResponse'];
        };
      };
    };
  };
  AuthController_requestSystemLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MagicLinkRequestDto'];
      };
    };
    responses: {
      /** @description Mail only for existing system users */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemMagicLinkSentResponse'];
        };
      };
      /** @description Invalid email address */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Mail service unavailable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_verifySystemLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MagicLinkTokenDto'];
      };
    };
    responses: {
      /** @description Sets the session cookie */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginFailedResponse'];
        };
      };
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready. `mail` is `degraded` while sending fails or dead-lettered mail waits; that makes `status` `degraded` but readiness stays 200 (an SMTP outage must not take every replica out). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
    };
  };
  ClubUsersController_list: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous page (send the same q, user_type and sort); opaque */
        cursor?: unknown;
        /** @description Page size: 1-500, default 50. With limit or cursor the answer is one page with next_cursor and total; without both, every matching person */
        limit?: number;
        /** @description Order (default email); a leading `-` for descending. user_type ranks clubsuperadmin first; people without a name, level, member number or visit come last either way; ties by id */
        sort?:
          | 'name'
          | 'email'
          | 'created_at'
          | 'last_seen_on'
          | 'user_type'
          | 'level'
          | 'member_number'
          | '-name'
          | '-email'
          | '-created_at'
          | '-last_seen_on'
          | '-user_type'
          | '-level'
          | '-member_number';
        /** @description Only these types; repeat it for several (`user_type=clubmember&user_type=clubguest`) */
        user_type?: ('clubsuperadmin' | 'clubadmin' | 'cluborganiser' | 'clubmember' | 'clubguest')[];
        /** @description Text to find in the name, e-mail or member number: contains, case- and accent-insensitive ('jose' finds 'José'); at most 100 characters */
        q?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClubUsersListView'];
        };
      };
      /** @description A malformed q, user_type, sort, limit or cursor */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The host names no club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClubUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubUserView'];
          };
        };
      };
      /** @description Invalid email address, name, user type, member number or phone; unknown field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Touches a clubadmin or clubsuperadmin without club-users:manage-admins: 'Only a club super admin can manage club admins'
       *
       *     Role lacks club-users:manage
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description User already exists in this club */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_exportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every person of the club, by e-mail: e-mail, name, type (its English code in both languages), level, member number, phone, last seen. UTF-8 with a byte order mark; `;` and a decimal comma when the caller's language is Dutch, `,` otherwise; headers in the caller's language, ones the import reads back, so an export imports unchanged. Cells that begin with = + - @, tab or CR get a leading '. An attachment, never cached; audited. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubUserView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such user in this club (or the host names no club) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClubUserDto'];
      };
    };
    responses: {
      /** @description A new user type or email ends their sessions here */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubUserView'];
          };
        };
      };
      /** @description Invalid email address, name, user type, member number or phone; unknown field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Touches a clubadmin or clubsuperadmin without club-users:manage-admins: 'Only a club super admin can manage club admins'
       *
       *     Role lacks club-users:manage
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such user in this club (or the host names no club) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A club must keep at least one club super admin; Another user already has this email; This person also belongs to another club, so their email can only be changed by system staff */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Membership, sign-ups to come and sessions here removed (waitlists move up); past sign-ups kept as 'Former member' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Touches a clubadmin or clubsuperadmin without club-users:manage-admins: 'Only a club super admin can manage club admins'
       *
       *     Role lacks club-users:manage
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such user in this club (or the host names no club) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A club must keep at least one club super admin */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClubUsersController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteClubUsersDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['InvitationResultView'];
          };
        };
      };
      /** @description Must be a list of 1 to 1000 user ids */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The host names no club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A call for one person invited within the hour: 'An invitation was sent to this person less than an hour ago', with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_list: {
    parameters: {
      query?: {
        /** @description Default pending */
        status?: 'pending' | 'approved' | 'declined';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pending ones oldest first; decided ones newest decision first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JoinRequestView'][];
          };
        };
      };
      /** @description status is not one of pending, approved, declined */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJoinRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyJoinRequestView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description You have already asked to join this club; Your request to join was declined less than 30 days ago (30 days after a decline); You are already a member of this club */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This club has too many requests waiting: please try again later (100 pending per club) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_approve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApproveJoinRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JoinRequestView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Join request not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This request has already been decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_decline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeclineJoinRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JoinRequestView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Join request not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This request has already been decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's latest request to join this club */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyJoinRequestView'];
          };
        };
      };
      /** @description Join request not found; system staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JoinRequestsController_withdraw: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request withdrawn */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MyJoinRequestView'];
          };
        };
      };
      /** @description Never for a pending joiner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No pending request: Join request not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AttendanceItemView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_mark: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkAttendanceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AttendanceItemView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found; User not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Attendance can be recorded from 60 minutes before the start until 14 days after the end; This event is full; Guests must be approved as members before signing up; Only people with a confirmed place can be marked absent */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_code: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CheckInCodeView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_rotate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CheckInCodeView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_checkIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AttendanceItemView'];
          };
        };
      };
      /** @description This check-in code is not valid, or check-in is not open now */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Only people with a confirmed place can check in
       *
       *     Role lacks signups:self
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many wrong check-in codes: ask the organiser to check you in */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AttendanceController_reliability: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ReliabilityView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DisplayLinksController_displayLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DisplayLinkView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DisplayLinksController_newDisplayLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DisplayLinkView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DisplayController_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A display link's token; it opens only its own event */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ClubhouseDataView'];
          };
        };
      };
      /** @description This display link is not valid or has expired */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_list: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous page (send the same scope, from, to and q); opaque */
        cursor?: unknown;
        /** @description Page size: 1-500, default 100 */
        limit?: number;
        /** @description Text to find in the name or description (case-insensitive), over every page */
        q?: unknown;
        /** @description Club date: start_time before it */
        to?: unknown;
        /** @description Club date: start_time on or after it */
        from?: unknown;
        /** @description upcoming (default): not yet ended (or from `from`), in start order; past: ended, newest first */
        scope?: 'upcoming' | 'past';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsPageView'];
        };
      };
      /** @description A malformed scope, from, to, q, limit or cursor */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EventBodyDto'];
      };
    };
    responses: {
      /** @description The event; for a recurring one, the first occurrence of the new series (with its series_id) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventView'];
          };
        };
      };
      /** @description Validation failed; `errors` maps each field to its message. A series whose dates up to the horizon are more than 500: One change can add at most 500 dates: start the series later or end it sooner */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A club can have at most 20,000 events to come: delete some before adding more; A club can run at most 200 series at a time: end one before starting another */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_update: {
    parameters: {
      query?: {
        /** @description For an occurrence of a series: occurrence (default) this date only; following: this and the following dates (the series splits here); series: every date not yet started. Past dates never change. A one-off event takes only occurrence. */
        scope?: 'occurrence' | 'following' | 'series';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventView'];
          };
        };
      };
      /** @description Validation failed, capacity below the confirmed sign-ups, a change the scope cannot make, or more than 500 new dates: One change can add at most 500 dates: start the series later or end it sooner */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This date has already taken place: past dates of a series never change; or a club quota: A club can have at most 20,000 events to come: delete some before adding more; A club can run at most 200 series at a time: end one before starting another */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_remove: {
    parameters: {
      query?: {
        /** @description For an occurrence of a series: occurrence (default) this date only; following: this and the following dates (the series splits here); series: every date not yet started. Past dates never change. A one-off event takes only occurrence. */
        scope?: 'occurrence' | 'following' | 'series';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description A malformed scope, or a scope other than occurrence for a one-off event */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This date has already taken place: past dates of a series never change */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelEventDto'];
      };
    };
    responses: {
      /** @description The event, cancelled: its sign-ups stay, nobody can sign up. The body is optional; its reason is shown with the event and in the cancellation mail */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This date has already taken place: past dates of a series never change, or This event has already taken place */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EventsController_reinstate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event, scheduled again with the sign-ups it kept; its cancel_reason is cleared */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This date has already taken place: past dates of a series never change, or This event has already taken place */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ParticipantsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Who's coming: the confirmed people's names (staff always; members when the club's show_participants is on; guests never, they get confirmed: null) and the counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ParticipantsView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SeriesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SeriesView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Series not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SeriesController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A standing sign-up: the caller is signed up for every scheduled date not yet started (waitlisted where full) and for every date added later, in subscription order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SeriesView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description You do not have permission to sign up for events
       *
       *     Role lacks signups:self
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Series not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already signed up for every date of this series, or This series has no dates left to sign up for */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SeriesController_unsubscribe: {
    parameters: {
      query?: {
        /** @description true: also cancel the caller's sign-ups for dates not yet started (waitlisted people move up) */
        cancel_future?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series, no longer subscribed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SeriesView'];
          };
        };
      };
      /** @description cancel_future is not true or false */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Series not found, or You are not signed up for every date of this series */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MySubscriptionsController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's standing sign-ups at this club, oldest first (empty for system staff) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SubscriptionView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_mine: {
    parameters: {
      query?: {
        /** @description Page size with `scope=past`: 1-100, default 50 */
        limit?: number;
        /** @description `next_cursor` of the previous answer (with `scope=past` only); opaque */
        cursor?: unknown;
        /** @description Left out: events not yet ended (soonest first), then those that ended in the last 90 days (latest end first). `past`: the older ones, latest end first, a page at a time. */
        scope?: 'past';
        /** @description Another user's sign-ups (staff only) */
        user_id?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnSignupsPageView'];
        };
      };
      /** @description A malformed user_id, scope, cursor or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignupBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SignupView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description You do not have permission to sign up for events
       *
       *     Role lacks signups:self
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Checked in this order: This event has already taken place; This event has been cancelled, so nobody can sign up for it; Already signed up for this event; outside the event's sign-up window, `Sign-ups open on Sun 29 Nov 2026, 20:00` (the opening in club time, in the caller's language) or `Sign-ups are closed` */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_forEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EventSignupView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club:staff */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_signUpOther: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminSignupBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SignupView'];
          };
        };
      };
      /** @description Please select a user to sign up. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks signups:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event or user not found in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already signed up for this event; Guests must be approved as members before signing up (the user is a clubguest); This event has already taken place; This event has been cancelled, so nobody can sign up for it. Staff are not held to the sign-up window */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_removeAny: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        signupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks signups:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Signup not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepts the caller's open offer (confirmed), or, within offer_open_hours of the start, claims a free place for a waitlisted sign-up (the first accept wins). Staff with signups:manage may answer for the person */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwnSignupView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Signup not found (also for someone else's sign-up) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nothing changes: This offer has expired (checked by the database's clock); This place has been taken (the open race was won by someone else); There is no open offer for this sign-up; This event has been cancelled, so nobody can sign up for it */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_decline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Declines the open offer: the sign-up becomes offer_ended (listed nowhere), a mail says so, and the place is offered to the next person. Staff with signups:manage may answer for the person */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwnSignupView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Signup not found (also for someone else's sign-up) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nothing changes: This offer has expired; There is no open offer for this sign-up */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsController_cancelOwn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancels the caller's own sign-up. A confirmed sign-up cancelled at or after the event's cancel_cutoff_at still goes, and is recorded as a late cancellation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Signup not found (also for someone else's sign-up) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignupsExportController_export: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event's sign-ups in sign-up order (name, email, type, level, status, signed up at, in the club's time): UTF-8 with a byte order mark; `;` and a decimal comma when the caller's language is Dutch, `,` otherwise; headers in the caller's language; cells that begin with = + - @, tab or CR get a leading '. An attachment, never cached. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OffersController_describe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token of an offer mail's link: single use, it expires with the offer (only its hash is stored) */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offer; nothing changes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OfferLinkView'];
          };
        };
      };
      /** @description This offer link is not valid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OffersController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token of an offer mail's link: single use, it expires with the offer (only its hash is stored) */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Confirmed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwnSignupView'];
          };
        };
      };
      /** @description This offer link is not valid (also once used) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nothing changes: This offer has expired; There is no open offer for this sign-up */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OffersController_decline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token of an offer mail's link: single use, it expires with the offer (only its hash is stored) */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offer ended; the place goes to the next person */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['OwnSignupView'];
          };
        };
      };
      /** @description This offer link is not valid (also once used) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nothing changes: This offer has expired; There is no open offer for this sign-up */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Staff: the draft or the published draw, with levels, warnings and options; members: a published draw, other players who hide their name (profile show_my_name) named 'Member' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found (not in this club), or No draw has been made for this event yet; for members also before it is published; for guests always */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawsController_edit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditDrawDto'];
      };
    };
    responses: {
      /** @description The edited draw with recomputed metrics and warnings; once published, mailed to the players whose part changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawView'];
          };
        };
      };
      /** @description Not the draw's shape, rounds, players or courts */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found (not in this club), or No draw has been made for this event yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This event has been cancelled, so its draw cannot be made or changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy with other draws, please try again in a few seconds (the worker pool's queue is full), or Service temporarily unavailable, please try again shortly (no worker thread could run it) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawsController_make: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MakeDrawDto'];
      };
    };
    responses: {
      /** @description Made from the confirmed sign-ups; replaces a draft */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawView'];
          };
        };
      };
      /** @description A field is invalid (`errors` names it), or a structural problem: fewer than 4 confirmed players, someone named who is not a confirmed player, more locked pairs than places */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This draw has been published: change it by hand or redraw from a round; This event has been cancelled, so its draw cannot be made or changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy with other draws, please try again in a few seconds (the worker pool's queue is full), or Service temporarily unavailable, please try again shortly (no worker thread could run it) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawsController_redraw: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
        /** @description Redraw this round and the ones after it (from 1) */
        round: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RedrawDto'];
      };
    };
    responses: {
      /** @description Rounds before `round` unchanged byte for byte; once published, mailed to the players whose part changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawView'];
          };
        };
      };
      /** @description A field is invalid (`errors` names it), or a structural problem: fewer than 4 confirmed players, someone named who is not a confirmed player, more locked pairs than places; a round that is not one of the draw's */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found (not in this club), or No draw has been made for this event yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This event has been cancelled, so its draw cannot be made or changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy with other draws, please try again in a few seconds (the worker pool's queue is full), or Service temporarily unavailable, please try again shortly (no worker thread could run it) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawsController_publish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
      };
      cookie?: never;
    };
    /** @description No fields */
    requestBody?: {
      content: {
        'application/json': components['schemas']['PublishDrawDto'];
      };
    };
    responses: {
      /** @description Visible to the players; each is mailed their rounds */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found (not in this club), or No draw has been made for this event yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This draw has already been published; This event has been cancelled, so its draw cannot be made or changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DrawRepairController_repair: {
    parameters: {
      query?: {
        /** @description true: answer the repaired draw and its changes, save and mail nothing */
        dry_run?: 'true' | 'false';
      };
      header?: never;
      path: {
        /** @description The event's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RepairDrawDto'];
      };
    };
    responses: {
      /** @description Rounds before from_round unchanged byte for byte; later ones changed as little as the hard rules allow. Saved, mailed to the players in `changes` only (not those staff marked absent) and audited as draw.repaired when anyone moved, unless a dry run; with nothing to change, the same draw and nobody mailed. After a body with only from_round (the repair_hint applied) the draw is no longer stale */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DrawRepairView'];
          };
        };
      };
      /** @description from_round not a round of the draw; someone named who is not a confirmed player; a player to add already in the draw; an arrival round past the last; a structural problem of the draw */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found (not in this club), or No draw has been made for this event yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Only a published draw can be repaired: make it again instead; This event has been cancelled, so its draw cannot be made or changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy with other draws, please try again in a few seconds (the worker pool's queue is full), or Service temporarily unavailable, please try again shortly (no worker thread could run it) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_listForEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['MessageView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found; No messages found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_sendToEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EventMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SentMessageView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description At most 10 messages can be sent about one event or series in 24 hours: please try again later (10 per event or series per rolling 24 hours), with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_eventAudience: {
    parameters: {
      query: {
        to: 'confirmed' | 'waitlisted' | 'everyone';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AudienceCountView'];
          };
        };
      };
      /** @description Recipients must be confirmed, waitlisted or everyone */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Event not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_sendToSeries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EventMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SentMessageView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Series not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description At most 10 messages can be sent about one event or series in 24 hours: please try again later (10 per event or series per rolling 24 hours), with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_seriesAudience: {
    parameters: {
      query: {
        to: 'confirmed' | 'waitlisted' | 'everyone';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AudienceCountView'];
          };
        };
      };
      /** @description Recipients must be confirmed, waitlisted or everyone */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Series not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_sendToClub: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClubMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SentMessageView'];
          };
        };
      };
      /** @description A field is not valid; the message names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The club can send at most 3 messages to everyone in 24 hours: please try again later (3 per rolling 24 hours), with Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MessagesController_clubAudience: {
    parameters: {
      query: {
        to: 'members' | 'everyone';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AudienceCountView'];
          };
        };
      };
      /** @description Recipients must be members or everyone */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MemberImportController_import: {
    parameters: {
      query?: {
        /** @description true: people who left the club are created again; else their rows are `unchanged` with the email error 'Left the club on YYYY-MM-DD' */
        include_departed?: 'true' | 'false';
        /** @description true: a real run invites everyone it created (as POST /api/club-users/invitations, one audit entry), in its transaction */
        invite?: 'true' | 'false';
        /** @description true: change nothing, answer what a real run would do */
        dry_run?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file itself, at most 2 MB and 5000 rows: CSV (UTF-8 with or without BOM, or Windows-1252; separated by ; , or tab, whichever the header row holds most of) or an .xlsx workbook (its first sheet). Columns by header, English or Dutch: email (e-mail, e-mailadres), name (naam) or first/tussenvoegsel/last name, member_number (bondsnummer, lidnummer, relatienummer), phone (telefoon, mobiel), user_type (rol), level (niveau) or KNLTB speelsterkte (dubbel before enkel). */
    requestBody: {
      content: {
        'text/csv': string;
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
      };
    };
    responses: {
      /** @description What was done (or, in a dry run, would be), row by row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportAnswerView'];
        };
      };
      /** @description A file that is no member list; or, in a real run, rows in error: 'Nothing was imported: correct the rows in error and try again' with the same `data`, and nothing stored */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An import is already running for this club, please try again when it has finished */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 2 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Send the file as CSV (text/csv) or as an Excel workbook (.xlsx) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server is busy with other draws, please try again in a few seconds (the worker pool's queue is full), or Service temporarily unavailable, please try again shortly (no worker thread could run it) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationPreferencesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every kind on and 24 hours until changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NotificationPreferencesView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationPreferencesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNotificationPreferencesDto'];
      };
    };
    responses: {
      /** @description The settings after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['NotificationPreferencesView'];
          };
        };
      };
      /** @description A field is not a boolean, or reminder_hours is not 1-168 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UnsubscribeController_describe: {
    parameters: {
      query: {
        /** @description The token of a mail's unsubscribe link: one per person, club and kind; it does not expire */
        token: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the POST would switch off; nothing changes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UnsubscribeView'];
          };
        };
      };
      /** @description This unsubscribe link is not valid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UnsubscribeController_oneClick: {
    parameters: {
      query: {
        /** @description The token of a mail's unsubscribe link: one per person, club and kind; it does not expire */
        token: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['OneClickUnsubscribeDto'];
      };
    };
    responses: {
      /** @description Switched off (subscribed: false); twice is fine */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['UnsubscribeView'];
          };
        };
      };
      /** @description A body other than List-Unsubscribe=One-Click */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This unsubscribe link is not valid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PushKeyController_publicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PushPublicKeyView'];
          };
        };
      };
    };
  };
  PushSubscriptionsController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushSubscriptionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PushSubscriptionView'];
          };
        };
      };
      /** @description Not an https endpoint on PUSH_ALLOWED_HOSTS, or malformed keys */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many devices: five devices already */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PushSubscriptionsController_unsubscribe: {
    parameters: {
      query: {
        /** @description The endpoint of the device to remove */
        endpoint: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['PushRemovedView'];
          };
        };
      };
      /** @description No endpoint given */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarFeedController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed URL, made on the first call, the same after */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CalendarFeedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarFeedController_rotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new URL; the old one answers 404 from now on */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CalendarFeedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks events:read */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System staff: No membership in this club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarController_feed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token of the feed URL (GET /api/me/calendar-feed) */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RFC 5545: METHOD:PUBLISH, X-WR-CALNAME, the club zone's VTIMEZONE, one VEVENT per event signed up for (the past 30 days and all ahead), UID <event-id>@<APP_DOMAIN>, SEQUENCE, STATUS (CANCELLED, TENTATIVE for the waitlist) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Calendar feed not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SystemUsersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ordered by email */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemUserView'][];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SystemUsersController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSystemUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemUserView'];
          };
        };
      };
      /** @description A field is invalid; `errors` names each one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A system user with this email already exists */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SystemUsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemUserView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System user not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SystemUsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSystemUserDto'];
      };
    };
    responses: {
      /** @description A new role or e-mail ends the user's sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemUserView'];
          };
        };
      };
      /** @description A field is invalid; `errors` names each one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System user not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A system user with this email already exists, or The last system admin cannot be removed or demoted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SystemUsersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['DeletedView'];
          };
        };
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description System user not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The last system admin cannot be removed or demoted */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuditLogController_page: {
    parameters: {
      query?: {
        action?:
          | 'club_user.created'
          | 'club_user.updated'
          | 'club_user.removed'
          | 'club_user.left'
          | 'club_user.type_changed'
          | 'signup.created_by_staff'
          | 'signup.removed_by_staff'
          | 'club.settings_changed'
          | 'draw.published'
          | 'club_users.imported'
          | 'signups.exported'
          | 'draw.repaired'
          | 'club_users.exported'
          | 'invitation.sent'
          | 'join_request.approved'
          | 'join_request.declined'
          | 'message.sent';
        /** @description Only this person's actions (a user id) */
        actor_id?: unknown;
        /** @description Only entries about this person, event or club (its id) */
        target_id?: unknown;
        /** @description `next_cursor` of the previous answer; opaque */
        cursor?: unknown;
        /** @description Entries per page: 1-100, default 50 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditLogPageView'];
        };
      };
      /** @description A malformed action, actor_id, target_id, cursor or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks club-users:manage */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The host names no club */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminAuditLogController_page: {
    parameters: {
      query?: {
        action?:
          | 'club_user.created'
          | 'club_user.updated'
          | 'club_user.removed'
          | 'club_user.left'
          | 'club_user.type_changed'
          | 'signup.created_by_staff'
          | 'signup.removed_by_staff'
          | 'club.settings_changed'
          | 'draw.published'
          | 'club_users.imported'
          | 'signups.exported'
          | 'draw.repaired'
          | 'club_users.exported'
          | 'invitation.sent'
          | 'join_request.approved'
          | 'join_request.declined'
          | 'message.sent';
        /** @description Only this person's actions (a user id) */
        actor_id?: unknown;
        /** @description Only entries about this person, event or club (its id) */
        target_id?: unknown;
        /** @description `next_cursor` of the previous answer; opaque */
        cursor?: unknown;
        /** @description Entries per page: 1-100, default 50 */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditLogPageView'];
        };
      };
      /** @description A malformed action, actor_id, target_id, cursor or limit */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No valid session for this host */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Role lacks system:console */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Club not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
