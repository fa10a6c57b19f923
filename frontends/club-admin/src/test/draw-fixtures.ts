import type { ClubEvent, EventDraw, EventSignup } from '@courtside/core';
import { makeDraw } from '@courtside/domain';
import { makeClubUser, makeEvent, makeEventSignup } from './fixtures';

const NAMES = [
  'Ann Archer',
  'Ben Brown',
  'Cleo Clark',
  'Dan Dunn',
  'Eve Ellis',
  'Finn Ford',
  'Gus Gray',
  'Hana Hill',
];

/** A mix-in with eight confirmed players (KNLTB 3 to 8.5), their club records and sign-ups. */
export function mixIn(overrides: Partial<ClubEvent> = {}) {
  const event = makeEvent({
    name: 'Club Night Mix-in',
    event_type: 'mixin',
    start_time: '2031-06-04T19:00:00',
    end_time: '2031-06-04T21:00:00',
    ...overrides,
  });
  const users = NAMES.map((name, i) =>
    makeClubUser({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@riverside.test`,
      level: 3 + i * 0.75,
      level_set_by_staff: true,
    }),
  );
  const signups: EventSignup[] = users.map((u) =>
    makeEventSignup({ event_id: event.id, user_id: u.id, name: u.name, email: u.email }),
  );
  return { event, users, signups };
}

/** The draw the API would answer for those players: made by the real algorithm, a draft. */
export function drawFor(
  { event, users }: ReturnType<typeof mixIn>,
  { courts = ['Court 1', 'Court 2'], rounds = 3, seed = 7 } = {},
): EventDraw {
  const made = makeDraw({
    // KNLTB s is 10 - s on the internal scale.
    players: users.map((u) => ({ id: u.id, name: u.name ?? '', level: 10 - (u.level ?? 5) })),
    courts,
    rounds,
    seed,
  });
  return {
    event_id: event.id,
    seed: made.seed,
    algorithm_version: made.algorithm_version,
    published_at: null,
    stale: false,
    courts,
    round_minutes: 20,
    rounds: made.rounds,
    players: made.players.map((p) => ({ ...p, rated: true })),
    metrics: made.metrics,
    warnings: made.warnings,
    options: { mix: 0.3, locked_pairs: [], avoid_pairs: [], absent: [], arrives_from_round: {} },
    created_at: '2031-06-01T10:00:00Z',
    updated_at: '2031-06-01T10:00:00Z',
  };
}

/** The API's answers for the draw page of that event. */
export function drawPageApi(fixture: ReturnType<typeof mixIn>, draw: EventDraw | null) {
  const id = fixture.event.id;
  return {
    [`GET /api/events/${id}`]: { body: { data: fixture.event } },
    [`GET /api/signups/events/${id}`]: { body: { data: fixture.signups } },
    'GET /api/club-users': { body: { data: fixture.users } },
    [`GET /api/events/${id}/check-in-code`]: {
      body: {
        data: {
          code: 'c0de',
          url: `https://riverside.example.test/events/${id}/check-in?code=c0de`,
          valid_from: '2031-06-01T17:00:00.000Z',
          valid_until: '2031-06-01T20:00:00.000Z',
        },
      },
    },
    [`GET /api/events/${id}/draw`]: draw
      ? { body: { data: draw } }
      : {
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'No draw has been made for this event yet' },
        },
  };
}
