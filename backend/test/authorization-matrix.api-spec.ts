import type { UserType } from '@courtside/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createClub,
  createClubUser,
  createEvent,
  createSeries,
  createSignup,
  createSubscription,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import { drawnEvent, eventWithPlayers } from './support/draws';
import type { HttpClient } from './support/http-client';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';
import { CalendarFeedsService } from '../src/calendar/calendar-feeds.service';
import { UnsubscribeService } from '../src/notifications/unsubscribe.service';
import { AttendanceService } from '../src/attendance/attendance.service';
import { ClubhouseService } from '../src/clubhouse/clubhouse.service';

/**
 * Every route of the app x every kind of caller, with the exact status expected (API.md
 * section 6). "other" is a clubadmin of another club, signed in there, naming this club's
 * objects: tenancy must answer 404 (never 403, never the data); where a route names no object
 * of this club (lists, creates), it acts on their own club.
 */
const PRINCIPALS = [
  'out', // signed out
  'sysadmin',
  'sysmanager',
  'superadmin',
  'admin',
  'organiser',
  'member',
  'guest',
  'other',
  // A pending joiner (API.md section 12): signed in at this club with no membership and no request
  // yet. Their column is worked out from the others (joinerColumn) unless a row gives it.
  'joiner',
] as const;
type PrincipalName = (typeof PRINCIPALS)[number];

type Scope = 'club' | 'system';
interface Ctx {
  t: TestApp;
  club: TestClub;
  /** The caller's own users.id at this club, when they have one. */
  self: string | null;
}
interface Row {
  scope: Scope;
  /** `file`: a body sent as it is with its own type (an upload), instead of JSON. */
  prepare: (ctx: Ctx) => Promise<{ path: string; body?: unknown; file?: { text: string; type: string } }>;
  expect: number[];
  /** Puts the caller back as they were, for a route that changes who they are (leaving the club). */
  restore?: boolean;
}

const row = (scope: Scope, prepare: Row['prepare'], ...expect: number[]): Row => ({ scope, prepare, expect });

/** A pending request to join the club by someone new: its id. */
async function pendingRequest(t: TestApp, club: TestClub): Promise<string> {
  const [person] = await t.db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
    uniqueEmail('joiner'),
  ]);
  const [request] = await t.db.query(
    `INSERT INTO join_requests (club_id, user_id, name) VALUES ($1, $2, 'Matrix Joiner') RETURNING id`,
    [club.id, person.id],
  );
  return request.id;
}
const at = (path: string, body?: unknown) => async () => ({ path, body });

/** A browser's push subscription to a public push service (never sent to: this app relays nothing). */
const pushSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
  keys: {
    p256dh: `B${randomBytes(64).toString('base64url').slice(0, 86)}`,
    auth: randomBytes(16).toString('base64url'),
  },
});

const validEvent = () => ({
  name: 'Matrix Mix-in',
  start_time: '2031-03-01T10:00:00',
  end_time: '2031-03-01T12:00:00',
});

/** An event running now (check-in and attendance are open), with `self` confirmed when given. */
async function eventTonight(t: TestApp, club: TestClub, self: string | null): Promise<string> {
  const event = await createEvent(t.db, club);
  await t.db.query(
    `UPDATE events e SET start_time = (now() AT TIME ZONE c.timezone) - interval '10 minutes',
                         end_time = (now() AT TIME ZONE c.timezone) + interval '2 hours'
       FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
    [event.id],
  );
  if (self) await createSignup(t.db, club, event.id, self);
  return event.id;
}

/** A confirmed member of the club: someone staff can mark present. */
async function clubPlayer(t: TestApp, club: TestClub, eventId: string): Promise<string> {
  const player = await createClubUser(t.db, club, 'clubmember');
  await createSignup(t.db, club, eventId, player.id);
  return player.id;
}

const validMessage = () => ({ subject: 'Matrix message', body: 'Hello\nplayers', to: 'confirmed' });

/** An event with one message, which went to `self` when they are a member here: its id. */
async function messagedEvent(t: TestApp, club: TestClub, self: string | null): Promise<string> {
  const event = await createEvent(t.db, club);
  const [message] = await t.db.query(
    `INSERT INTO messages (club_id, scope, event_id, sender_kind, subject, body, audience)
     VALUES ($1, 'event', $2, 'club', 'Matrix', 'Hello', 'everyone') RETURNING id`,
    [club.id, event.id],
  );
  if (self)
    await t.db.query(`INSERT INTO message_recipients (message_id, club_id, user_id) VALUES ($1, $2, $3)`, [
      message.id,
      club.id,
      self,
    ]);
  return event.id;
}

// prettier-ignore
const MATRIX: Record<string, Row> = {
  //                                              out  sysadm sysmgr super admin  org  member guest other
  'GET /api/club':                     row('club', at('/api/club'),                              200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/club/settings':            row('club', at('/api/club/settings'),                     401, 200, 200, 200, 200, 403, 403, 403, 200),
  'PUT /api/club/settings':            row('club', at('/api/club/settings', {}),                 401, 200, 200, 200, 200, 403, 403, 403, 200),
  'GET /api/club/audit-log':           row('club', at('/api/club/audit-log'),                    401, 200, 200, 200, 200, 403, 403, 403, 200),
  // Asking to join: for pending joiners; members have joined (409), system staff have no membership.
  'POST /api/club/join-requests':      row('club', at('/api/club/join-requests', { name: 'Matrix Joiner' }),
                                                                                                401, 404, 404, 409, 409, 409, 409, 409, 409, 201),
  'GET /api/club/join-requests':       row('club', at('/api/club/join-requests'),                401, 200, 200, 200, 200, 403, 403, 403, 200),
  'POST /api/club/join-requests/:id/approve': row('club', async ({ t, club }) => ({ path: `/api/club/join-requests/${await pendingRequest(t, club)}/approve`, body: {} }),
                                                                                                401, 200, 200, 200, 200, 403, 403, 403, 404),
  'POST /api/club/join-requests/:id/decline': row('club', async ({ t, club }) => ({ path: `/api/club/join-requests/${await pendingRequest(t, club)}/decline`, body: {} }),
                                                                                                401, 200, 200, 200, 200, 403, 403, 403, 404),
  // One's own request: none for any of these callers (404); system staff have no membership (404).
  'GET /api/me/join-request':          row('club', at('/api/me/join-request'),                   401, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'DELETE /api/me/join-request':       row('club', at('/api/me/join-request'),                   401, 404, 404, 404, 404, 404, 404, 404, 404, 404),
  'PUT /api/me/locale':                row('club', at('/api/me/locale', { locale: 'en' }),       401, 404, 404, 200, 200, 200, 200, 200, 200),
  'GET /api/me/level':                 row('club', at('/api/me/level'),                          401, 404, 404, 200, 200, 200, 200, 200, 200),
  'PUT /api/me/level':                 row('club', at('/api/me/level', { level: 5 }),            401, 404, 404, 200, 200, 200, 200, 200, 200),
  'GET /api/me/profile':               row('club', at('/api/me/profile'),                        401, 404, 404, 200, 200, 200, 200, 200, 200),
  'PUT /api/me/profile':               row('club', at('/api/me/profile', { show_my_name: true }), 401, 404, 404, 200, 200, 200, 200, 200, 200),
  'GET /api/me/data-export':           row('club', at('/api/me/data-export'),                    401, 404, 404, 200, 200, 200, 200, 200, 200, 200),
  // The super admin is the club's only one: they may not leave. "other" leaves their own club.
  'DELETE /api/me/membership':         { ...row('club', at('/api/me/membership'),                401, 404, 404, 409, 200, 200, 200, 200, 200), restore: true },
  'GET /api/me/notification-preferences': row('club', at('/api/me/notification-preferences'),  401, 404, 404, 200, 200, 200, 200, 200, 200),
  'PUT /api/me/notification-preferences': row('club', at('/api/me/notification-preferences', { reminder_hours: 12 }),
                                                                                                401, 404, 404, 200, 200, 200, 200, 200, 200),
  // Push (API.md section 15): the key is public; devices are a member's own (the default allow-list).
  'GET /api/push/public-key':          row('club', at('/api/push/public-key'),                    200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/me/push-subscriptions':   row('club', async () => ({ path: '/api/me/push-subscriptions', body: pushSubscription() }),
                                                                                                401, 404, 404, 201, 201, 201, 201, 201, 201),
  'DELETE /api/me/push-subscriptions?endpoint=': row('club', at(`/api/me/push-subscriptions?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/matrix')}`),
                                                                                                401, 404, 404, 200, 200, 200, 200, 200, 200),
  'GET /api/me/calendar-feed':         row('club', at('/api/me/calendar-feed'),                  401, 404, 404, 200, 200, 200, 200, 200, 200),
  'POST /api/me/calendar-feed/rotate': row('club', at('/api/me/calendar-feed/rotate'),           401, 404, 404, 200, 200, 200, 200, 200, 200),
  // No session: the token is the credential (a member's, of this club: another club's host is 404).
  'GET /api/notifications/unsubscribe?token=': row('club', async ({ t, club }) => ({ path: await unsubscribePath(t, club) }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/notifications/unsubscribe?token=': row('club', async ({ t, club }) => ({ path: await unsubscribePath(t, club) }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'GET /api/calendar/:token.ics':      row('club', async ({ t, club }) => ({ path: await feedPath(t, club) }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'GET /api/clubs':                    row('club', at('/api/clubs'),                             200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/health':                   row('club', at('/api/health'),                            200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/health/live':              row('club', at('/api/health/live'),                       200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/magic-link':         row('club', async () => ({ path: '/api/auth/magic-link', body: { email: uniqueEmail() } }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/verify-magic-link':  row('club', at('/api/auth/verify-magic-link', { token: 'forged-token' }),
                                                                                                401, 401, 401, 401, 401, 401, 401, 401, 401),
  'POST /api/auth/verify':             row('club', at('/api/auth/verify'),                       200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/logout':             row('club', at('/api/auth/logout'),                       200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/system-admin-magic-link': row('club', async () => ({ path: '/api/auth/system-admin-magic-link', body: { email: uniqueEmail() } }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 200),
  'POST /api/auth/system-admin-verify-magic-link': row('club', at('/api/auth/system-admin-verify-magic-link', { token: 'forged-token' }),
                                                                                                401, 401, 401, 401, 401, 401, 401, 401, 401),

  'GET /api/events':                   row('club', at('/api/events'),                            401, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/events/:id':               row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/events':                  row('club', async () => ({ path: '/api/events', body: validEvent() }),
                                                                                                401, 201, 201, 201, 201, 201, 403, 403, 201),
  'PUT /api/events/:id':               row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}`, body: validEvent() }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'DELETE /api/events/:id':            row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/cancel':       row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/cancel` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'GET /api/events/:id/participants': row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/participants` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/events/:id/reinstate':    row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/reinstate` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'GET /api/events/:id/signups.csv':   row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/signups.csv` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),

  // Messages (API.md section 13): a fresh event or series each time, so no limit is reached.
  'POST /api/events/:id/messages':     row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/messages`, body: validMessage() }),
                                                                                                401, 201, 201, 201, 201, 201, 403, 403, 404),
  // The caller, where a member here, is among the message's recipients; staff see every message.
  'GET /api/events/:id/messages':      row('club', async ({ t, club, self }) => ({ path: `/api/events/${await messagedEvent(t, club, self)}/messages` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  'GET /api/events/:id/messages/recipients?to=': row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/messages/recipients?to=everyone` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/series/:id/messages':     row('club', async ({ t, club }) => ({ path: `/api/series/${(await createSeries(t.db, club)).id}/messages`, body: validMessage() }),
                                                                                                401, 201, 201, 201, 201, 201, 403, 403, 404),
  'GET /api/series/:id/messages/recipients?to=': row('club', async ({ t, club }) => ({ path: `/api/series/${(await createSeries(t.db, club)).id}/messages/recipients?to=confirmed` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  // Three club messages a day: each row starts the club's day afresh. "other" messages their own club.
  'POST /api/club/messages':           row('club', async ({ t, club }) => {
                                          await t.db.query(`DELETE FROM messages WHERE club_id = $1 AND scope = 'club'`, [club.id]);
                                          return { path: '/api/club/messages', body: { ...validMessage(), to: 'members' } };
                                        },                                                      401, 201, 201, 201, 201, 403, 403, 403, 201),
  'GET /api/club/messages/recipients?to=': row('club', at('/api/club/messages/recipients?to=members'),
                                                                                                401, 200, 200, 200, 200, 403, 403, 403, 200),

  // On the evening (API.md section 14): an event running now; the caller, where a member here, is
  // confirmed for it, so a right code checks them in. System staff have no membership to check in.
  'GET /api/events/:id/attendance':    row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/attendance` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/attendance':   row('club', async ({ t, club }) => {
                                          const eventId = await eventTonight(t, club, null);
                                          return { path: `/api/events/${eventId}/attendance`, body: { user_id: await clubPlayer(t, club, eventId), status: 'present' } };
                                        },                                                      401, 200, 200, 200, 200, 200, 403, 403, 404),
  'GET /api/events/:id/check-in-code': row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/check-in-code` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/check-in-code/rotate': row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/check-in-code/rotate` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/check-in':     row('club', async ({ t, club, self }) => {
                                          const eventId = await eventTonight(t, club, self);
                                          const { code } = await t.app.get(AttendanceService).code(club, eventId);
                                          return { path: `/api/events/${eventId}/check-in`, body: { code } };
                                        },                                                      401, 403, 403, 200, 200, 200, 200, 403, 404),
  'POST /api/events/:id/display-link': row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/display-link` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'GET /api/events/:id/display-link':  row('club', async ({ t, club }) => ({ path: `/api/events/${(await createEvent(t.db, club)).id}/display-link` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  // No session: the token is the credential, for this club's host only.
  'GET /api/display/:token':           row('club', async ({ t, club }) => {
                                          const { url } = await t.app.get(ClubhouseService).displayLink(club, (await createEvent(t.db, club)).id, false);
                                          return { path: `/api/display/${url.split('/clubhouse/')[1]}` };
                                        },                                                      200, 200, 200, 200, 200, 200, 200, 200, 404),
  // No session, no cookie read (API.md section 15): the same page for everyone on the club's host;
  // "other" asks on their own club's host, which has no such event.
  'GET /e/:id':                        row('club', async ({ t, club }) => ({ path: `/e/${(await createEvent(t.db, club)).id}` }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'GET /e/:id/card.png':               row('club', async ({ t, club }) => ({ path: `/e/${(await createEvent(t.db, club)).id}/card.png` }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  // The installable app's manifest and icons: public on every club host, each club its own.
  'GET /manifest.webmanifest':         row('club', at('/manifest.webmanifest'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /app-icon/icon.svg':            row('club', at('/app-icon/icon.svg'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /app-icon/192.png':             row('club', at('/app-icon/192.png'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /app-icon/512.png':             row('club', at('/app-icon/512.png'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /app-icon/maskable-192.png':    row('club', at('/app-icon/maskable-192.png'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /app-icon/maskable-512.png':    row('club', at('/app-icon/maskable-512.png'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /apple-touch-icon.png':         row('club', at('/apple-touch-icon.png'), 200, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/me/reliability':           row('club', at('/api/me/reliability'),                    401, 404, 404, 200, 200, 200, 200, 200, 200),

  'GET /api/events/:id/draw':          row('club', async ({ t, club }) => ({ path: `/api/events/${(await drawnEvent(t, club, { publish: true })).eventId}/draw` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 404, 404),
  'POST /api/events/:id/draw':         row('club', async ({ t, club }) => ({
                                          path: `/api/events/${(await eventWithPlayers(t, club, 4)).eventId}/draw`,
                                          body: { courts: ['Court 1'], rounds: 2, seed: 1 },
                                        }),                                                     401, 201, 201, 201, 201, 201, 403, 403, 404),
  'PUT /api/events/:id/draw':          row('club', async ({ t, club }) => {
                                          const { eventId, draw } = await drawnEvent(t, club);
                                          return { path: `/api/events/${eventId}/draw`, body: { rounds: [draw.rounds[0]] } };
                                        },                                                      401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/draw/rounds/:round/regenerate': row('club', async ({ t, club }) => ({
                                          path: `/api/events/${(await drawnEvent(t, club)).eventId}/draw/rounds/2/regenerate`, body: {},
                                        }),                                                     401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/draw/repair': row('club', async ({ t, club }) => ({
                                          path: `/api/events/${(await drawnEvent(t, club, { publish: true })).eventId}/draw/repair`, body: { from_round: 2 },
                                        }),                                                     401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/events/:id/draw/publish': row('club', async ({ t, club }) => ({ path: `/api/events/${(await drawnEvent(t, club)).eventId}/draw/publish` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),

  'GET /api/series/:id':               row('club', async ({ t, club }) => ({ path: `/api/series/${(await createSeries(t.db, club)).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/series/:id/subscription': row('club', async ({ t, club }) => ({ path: `/api/series/${(await createSeries(t.db, club)).id}/subscription` }),
                                                                                                401, 403, 403, 201, 201, 201, 201, 403, 404),
  'DELETE /api/series/:id/subscription': row('club', async ({ t, club, self }) => {
                                          // The caller's own standing sign-up where they have a membership here.
                                          const series = await createSeries(t.db, club);
                                          if (self) await createSubscription(t.db, club, series.id, self);
                                          return { path: `/api/series/${series.id}/subscription` };
                                        },                                                      401, 404, 404, 200, 200, 200, 200, 200, 404),
  // System staff have no membership at a club: /api/me/* is 404 for them.
  'GET /api/me/subscriptions':         row('club', at('/api/me/subscriptions'),                  401, 404, 404, 200, 200, 200, 200, 200, 200),

  'GET /api/signups':                  row('club', at('/api/signups'),                           401, 200, 200, 200, 200, 200, 200, 200, 200),
  'GET /api/signups?user_id=':         row('club', async ({ t, club }) => ({ path: `/api/signups?user_id=${(await createClubUser(t.db, club, 'clubmember')).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'GET /api/signups/events/:eventId':  row('club', async ({ t, club }) => ({ path: `/api/signups/events/${(await createEvent(t.db, club)).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/signups':                 row('club', async ({ t, club }) => ({ path: '/api/signups', body: { event_id: (await createEvent(t.db, club)).id } }),
                                                                                                401, 403, 403, 201, 201, 201, 201, 403, 404),
  'POST /api/signups/admin':           row('club', async ({ t, club }) => ({
                                          path: '/api/signups/admin',
                                          body: { event_id: (await createEvent(t.db, club)).id, user_id: (await createClubUser(t.db, club, 'clubmember')).id },
                                        }),                                                     401, 201, 201, 201, 201, 201, 403, 403, 404),
  'DELETE /api/signups/admin/:signupId': row('club', async ({ t, club }) => ({ path: `/api/signups/admin/${(await someonesSignup(t, club)).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  // The caller's own open offer where they have a membership here; someone else's otherwise
  // (answered by staff with signups:manage for them).
  'POST /api/signups/:id/accept':      row('club', async ({ t, club, self }) => ({ path: `/api/signups/${(await offeredSignup(t, club, self)).id}/accept` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/signups/:id/decline':     row('club', async ({ t, club, self }) => ({ path: `/api/signups/${(await offeredSignup(t, club, self)).id}/decline` }),
                                                                                                401, 200, 200, 200, 200, 200, 200, 200, 404),
  // No session: the offer link's token is the credential (another club's host is 404).
  'GET /api/offers/:token':            row('club', async ({ t, club }) => ({ path: `/api/offers/${(await offeredSignup(t, club, null)).token}` }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/offers/:token/accept':    row('club', async ({ t, club }) => ({ path: `/api/offers/${(await offeredSignup(t, club, null)).token}/accept` }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'POST /api/offers/:token/decline':   row('club', async ({ t, club }) => ({ path: `/api/offers/${(await offeredSignup(t, club, null)).token}/decline` }),
                                                                                                200, 200, 200, 200, 200, 200, 200, 200, 404),
  'DELETE /api/signups/:id':           row('club', async ({ t, club, self }) => ({
                                          // The caller's own sign-up where they have a membership here; someone else's otherwise.
                                          path: `/api/signups/${(self ? await createSignup(t.db, club, (await createEvent(t.db, club)).id, self) : await someonesSignup(t, club)).id}`,
                                        }),                                                     401, 404, 404, 200, 200, 200, 200, 200, 404),

  'GET /api/club-users':               row('club', at('/api/club-users'),                        401, 200, 200, 200, 200, 200, 403, 403, 200),
  'GET /api/club-users?q=&user_type=&sort=&limit=':
                                       row('club', at('/api/club-users?q=a&user_type=clubmember&sort=-name&limit=5'),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 200),
  'GET /api/club-users/:id':           row('club', async ({ t, club }) => ({ path: `/api/club-users/${(await createClubUser(t.db, club, 'clubmember')).id}` }),
                                                                                                401, 200, 200, 200, 200, 200, 403, 403, 404),
  'POST /api/club-users':              row('club', async () => ({ path: '/api/club-users', body: { email: uniqueEmail('new') } }),
                                                                                                401, 201, 201, 201, 201, 403, 403, 403, 201),
  'POST /api/club-users/invitations': row('club', async ({ t, club }) => ({
                                          path: '/api/club-users/invitations',
                                          body: { user_ids: [(await createClubUser(t.db, club, 'clubmember')).id] },
                                        }),                                                     401, 200, 200, 200, 200, 403, 403, 403, 200),
  'GET /api/club-users/export.csv':    row('club', at('/api/club-users/export.csv'),             401, 200, 200, 200, 200, 403, 403, 403, 200),
  'POST /api/club-users/import':       row('club', async () => ({ path: '/api/club-users/import', file: { text: `email\n${uniqueEmail('imported')}\n`, type: 'text/csv' } }),
                                                                                                401, 200, 200, 200, 200, 403, 403, 403, 200),
  'PUT /api/club-users/:id':           row('club', async ({ t, club }) => {
                                          const guest = await createClubUser(t.db, club, 'clubguest');
                                          return { path: `/api/club-users/${guest.id}`, body: { email: guest.email, name: guest.name, user_type: 'clubmember' } };
                                        },                                                      401, 200, 200, 200, 200, 403, 403, 403, 404),
  'DELETE /api/club-users/:id':        row('club', async ({ t, club }) => ({ path: `/api/club-users/${(await createClubUser(t.db, club, 'clubmember')).id}` }),
                                                                                                401, 200, 200, 200, 200, 403, 403, 403, 404),

  'GET /api/admin/clubs':              row('system', at('/api/admin/clubs'),                     401, 200, 200, 403, 403, 403, 403, 403, 403),
  'POST /api/admin/clubs':             row('system', async () => ({ path: '/api/admin/clubs', body: { name: 'Matrix Club', subdomain: `m-${randomUUID().slice(0, 8)}` } }),
                                                                                                401, 201, 403, 403, 403, 403, 403, 403, 403),
  'GET /api/admin/clubs/:id':          row('system', async ({ club }) => ({ path: `/api/admin/clubs/${club.id}` }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'PUT /api/admin/clubs/:id':          row('system', async ({ t }) => ({ path: `/api/admin/clubs/${(await createClub(t.db)).id}`, body: { name: 'Renamed Club' } }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'DELETE /api/admin/clubs/:id':       row('system', async ({ t }) => ({ path: `/api/admin/clubs/${(await createClub(t.db)).id}` }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'GET /api/admin/clubs/:id/audit-log': row('system', async ({ club }) => ({ path: `/api/admin/clubs/${club.id}/audit-log` }),
                                                                                                401, 200, 200, 403, 403, 403, 403, 403, 403),
  'GET /api/admin/system-users':       row('system', at('/api/admin/system-users'),              401, 200, 403, 403, 403, 403, 403, 403, 403),
  'GET /api/admin/system-users/:id':   row('system', async ({ t }) => ({ path: `/api/admin/system-users/${(await createSystemUser(t.db, 'systemmanager')).id}` }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'POST /api/admin/system-users':      row('system', async () => ({ path: '/api/admin/system-users', body: { email: uniqueEmail('staff') } }),
                                                                                                401, 201, 403, 403, 403, 403, 403, 403, 403),
  'PUT /api/admin/system-users/:id':   row('system', async ({ t }) => ({ path: `/api/admin/system-users/${(await createSystemUser(t.db, 'systemmanager')).id}`, body: { name: 'Renamed' } }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'DELETE /api/admin/system-users/:id': row('system', async ({ t }) => ({ path: `/api/admin/system-users/${(await createSystemUser(t.db, 'systemmanager')).id}` }),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
  'GET /api/admin/mail/dead-letters':  row('system', at('/api/admin/mail/dead-letters'),        401, 200, 403, 403, 403, 403, 403, 403, 403),
  'POST /api/admin/mail/dead-letters/redrive': row('system', at('/api/admin/mail/dead-letters/redrive'),
                                                                                                401, 200, 403, 403, 403, 403, 403, 403, 403),
};

/**
 * The pending joiner's status where a row does not give it: public routes answer them as they
 * answer anyone signed out (or everyone alike); every route that needs a session is 403 (`Ask to
 * join this club first`), for they are signed in but no member.
 */
for (const spec of Object.values(MATRIX)) {
  if (spec.expect.length === PRINCIPALS.length) continue;
  const [out] = spec.expect;
  spec.expect.push(out === 401 && spec.expect.some((status) => status !== 401) ? 403 : out);
}

/** The one-click unsubscribe path of a new member's reminder mails. */
async function unsubscribePath(t: TestApp, club: TestClub): Promise<string> {
  const member = await createClubUser(t.db, club, 'clubmember');
  const links = await t.app.get(UnsubscribeService).linksFor(club.id, member.id, 'reminder', 'http://x');
  return links!.oneClick.slice('http://x'.length);
}

/** The calendar feed path of a new member. */
async function feedPath(t: TestApp, club: TestClub): Promise<string> {
  const member = await createClubUser(t.db, club, 'clubmember');
  const url = await t.app.get(CalendarFeedsService).url({ ...club, timezone: 'Europe/London' }, member.id);
  return new URL(url).pathname;
}

/**
 * An open waitlist offer of `userId` (someone new when null) for a full event, with the token of
 * its link: its id and the token.
 */
async function offeredSignup(
  t: TestApp,
  club: TestClub,
  userId: string | null,
): Promise<{ id: string; token: string }> {
  const owner = userId ?? (await createClubUser(t.db, club, 'clubmember')).id;
  const token = randomBytes(32).toString('base64url');
  const [signup] = await t.db.query(
    `INSERT INTO signups (club_id, event_id, user_id, status, offer_expires_at, offer_token_hash)
     VALUES ($1, $2, $3, 'offered', now() + interval '1 hour', $4) RETURNING id`,
    [
      club.id,
      (await createEvent(t.db, club, { capacity: 1 })).id,
      owner,
      createHash('sha256').update(token).digest('hex'),
    ],
  );
  return { id: signup.id, token };
}

async function someonesSignup(t: TestApp, club: TestClub): Promise<{ id: string }> {
  const member = await createClubUser(t.db, club, 'clubmember');
  return createSignup(t.db, club, (await createEvent(t.db, club)).id, member.id);
}

const routeOf = (key: string) => key.replace(/\?.*$/, '');

describe('authorization matrix', () => {
  let t: TestApp;
  let club: TestClub;
  let otherClub: TestClub;
  const people = {} as Record<
    Exclude<PrincipalName, 'out' | 'joiner'>,
    { userType: UserType; id: string; clubId: string | null }
  >;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
    otherClub = await createClub(t.db);
    people.sysadmin = {
      userType: 'systemadmin',
      id: (await createSystemUser(t.db, 'systemadmin')).id,
      clubId: null,
    };
    people.sysmanager = {
      userType: 'systemmanager',
      id: (await createSystemUser(t.db, 'systemmanager')).id,
      clubId: null,
    };
    const clubRoles = {
      superadmin: 'clubsuperadmin',
      admin: 'clubadmin',
      organiser: 'cluborganiser',
      member: 'clubmember',
      guest: 'clubguest',
    } as const;
    for (const [name, role] of Object.entries(clubRoles)) {
      people[name as keyof typeof clubRoles] = {
        userType: role,
        id: (await createClubUser(t.db, club, role)).id,
        clubId: club.id,
      };
    }
    people.other = {
      userType: 'clubadmin',
      id: (await createClubUser(t.db, otherClub, 'clubadmin')).id,
      clubId: otherClub.id,
    };
  });
  afterAll(() => t.close());

  /**
   * Puts a club caller back after they left: the same user id (their login is deleted once they
   * belong nowhere) and membership, so later rows sign them in as before.
   */
  async function rejoin(principal: Exclude<PrincipalName, 'out' | 'joiner'>): Promise<void> {
    const who = people[principal];
    if (who.clubId === null) return;
    await t.db.query(`INSERT INTO users (id, email) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      who.id,
      uniqueEmail(principal),
    ]);
    await t.db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type) VALUES ($1, $2, $3)
       ON CONFLICT (club_id, user_id) DO NOTHING`,
      [who.clubId, who.id, who.userType],
    );
  }

  /** A fresh browser for the caller: system staff call system routes on the apex host. */
  async function browserFor(principal: PrincipalName, scope: Scope): Promise<HttpClient> {
    if (principal === 'out') return t.client(scope === 'system' ? null : club.subdomain);
    if (principal === 'joiner') {
      // Someone new each time: a user of no club, signed in here (as the login makes them).
      const [person] = await t.db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
        uniqueEmail('joiner'),
      ]);
      return signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: person.id,
        clubId: club.id,
        userType: null,
      });
    }
    const who = people[principal];
    if (who.clubId === null) {
      const browser = t.client(scope === 'system' ? null : club.subdomain);
      return signIn(t, browser, { kind: 'system', systemUserId: who.id, userType: who.userType });
    }
    const browser = t.client(who.clubId === club.id ? club.subdomain : otherClub.subdomain);
    return signIn(t, browser, { kind: 'club', userId: who.id, clubId: who.clubId, userType: who.userType });
  }

  for (const [key, spec] of Object.entries(MATRIX)) {
    const [method, path] = key.split(' ');
    describe(key, () => {
      it.each(PRINCIPALS.map((p, i) => [p, spec.expect[i]] as const))(
        '%s -> %i',
        async (principal, expected) => {
          const browser = await browserFor(principal, spec.scope);
          const self =
            principal !== 'out' && principal !== 'joiner' && people[principal].clubId === club.id
              ? people[principal].id
              : null;
          const { path: url, body, file } = await spec.prepare({ t, club, self });
          // Ids and numbers in the path (a draw's round) against the route's parameters.
          expect(
            url
              .split('?')[0]
              .replace(/\/[A-Za-z0-9_-]{43}\.ics$/, '/:id.ics')
              .replace(/^\/api\/offers\/[A-Za-z0-9_-]{43}(?=\/|$)/, '/api/offers/:id')
              .replace(/^\/api\/display\/[A-Za-z0-9_-]{43}$/, '/api/display/:id')
              .replace(/[0-9a-f-]{36}/g, ':id')
              .replace(/\/\d+(?=\/|$)/g, '/:id'),
          ).toBe(path.split('?')[0].replace(/:\w+/g, ':id'));
          const res = await browser.request(
            method,
            url,
            file
              ? { rawBody: file.text, headers: { 'content-type': file.type } }
              : body === undefined
                ? {}
                : { body },
          );
          if (spec.restore && principal !== 'out' && principal !== 'joiner') await rejoin(principal);
          // The share page's 404 is a page for people (API.md section 15); every other error is JSON.
          const message =
            key === 'GET /e/:id' ? /<h1>[^<]+<\/h1>/.exec(res.text)?.[0] : (res.body?.message as unknown);
          expect({ status: res.status, message: res.status >= 400 ? message : undefined }).toEqual({
            status: expected,
            message: res.status >= 400 ? expect.any(String) : undefined,
          });
        },
      );
    });
  }

  it('has a row for every route of the app (and no row for a route that does not exist)', () => {
    const express = t.app.getHttpAdapter().getInstance();
    const layers: { route?: { path: string; methods: Record<string, boolean> } }[] = (
      express.router ?? express._router
    ).stack;
    const appRoutes = layers
      // Nest mounts middleware as routes for every method (router.all); the OpenAPI UI is static.
      .filter((l) => l.route && !l.route.methods.acl && !l.route.path.startsWith('/api/docs'))
      .flatMap((l) => Object.keys(l.route!.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`));
    const tableRoutes = [...new Set(Object.keys(MATRIX).map(routeOf))];
    expect([...new Set(appRoutes)].sort()).toEqual(tableRoutes.sort());
  });

  it('lists every principal in every row', () => {
    for (const [key, spec] of Object.entries(MATRIX))
      expect([key, spec.expect.length]).toEqual([key, PRINCIPALS.length]);
  });
});
