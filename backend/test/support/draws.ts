import {
  createClubUser,
  createEvent,
  createSignup,
  type TestClub,
  type TestEventFields,
  type TestUser,
} from './factories';
import type { HttpClient } from './http-client';
import { browserAs } from './sessions';
import type { TestApp } from './test-app';

export { browserAs } from './sessions';

/** An event of `club` with `count` new members confirmed for it, named Player 01, Player 02, ... */
export async function eventWithPlayers(
  t: TestApp,
  club: TestClub,
  count: number,
  fields: TestEventFields = {},
): Promise<{ eventId: string; players: TestUser[] }> {
  const event = await createEvent(t.db, club, fields);
  const players: TestUser[] = [];
  for (let i = 1; i <= count; i++) {
    const player = await createClubUser(
      t.db,
      club,
      'clubmember',
      undefined,
      `Player ${String(i).padStart(2, '0')}`,
    );
    await createSignup(t.db, club, event.id, player.id);
    players.push(player);
  }
  return { eventId: event.id, players };
}

export const TWO_COURTS = { courts: ['Court 1', 'Court 2'], rounds: 4, seed: 7 };

/** An event with `count` confirmed players and a draw made (and published) by an organiser. */
export async function drawnEvent(
  t: TestApp,
  club: TestClub,
  options: { players?: number; publish?: boolean; body?: object } = {},
): Promise<{ eventId: string; players: TestUser[]; draw: any; organiser: HttpClient }> {
  const { eventId, players } = await eventWithPlayers(t, club, options.players ?? 8);
  const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
  const made = await organiser.post(`/api/events/${eventId}/draw`, options.body ?? TWO_COURTS);
  if (made.status !== 201) throw new Error(`draw failed: ${made.status} ${made.text}`);
  let draw = made.body.data;
  if (options.publish) {
    const published = await organiser.post(`/api/events/${eventId}/draw/publish`);
    if (published.status !== 200) throw new Error(`publish failed: ${published.status} ${published.text}`);
    draw = published.body.data;
  }
  return { eventId, players, draw, organiser };
}
