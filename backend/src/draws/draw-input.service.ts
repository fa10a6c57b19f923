import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  isValidLevel,
  medianLevel,
  toInternalLevel,
  unnamedPlayerLabel,
  type DrawInput,
  type DrawPair,
  type DrawPlayerInput,
  type RatingScale,
} from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { drawStore, type DrawSettings, type StoredPlayer } from './draw-store';

/**
 * Fewest confirmed players a draw is made for (one court), and most (API_ERRORS.drawTooManyPlayers
 * says the number): 400 players over 40 courts and 20 rounds is an answer of about 260 KB, made
 * well within the second.
 */
export const DRAW_MIN_PLAYERS = 4;
export const DRAW_MAX_PLAYERS = 400;

/** The event's confirmed players as the draw sees them, and what it knows of the club's levels. */
export interface EventPlayers {
  players: DrawPlayerInput[];
  /** Internal median of the club's members' levels: the level of a player without one. */
  clubMedian: number | null;
  /** Of the confirmed sign-ups these players are (drawStore's CONFIRMED_FINGERPRINT_SQL). */
  fingerprint: string;
}

/** A stored level on the club's scale, on the internal scale; one the scale does not allow counts as none. */
function internal(scale: RatingScale, level: number | null): number | null {
  return level !== null && isValidLevel(scale, level) ? toInternalLevel(scale, level) : null;
}

/** The median of the club's levels, from each distinct level and how many members have it. */
export function clubMedian(scale: RatingScale, levels: [number, number][]): number | null {
  const counted = levels
    .map(([level, count]) => [internal(scale, level), count] as const)
    .filter((entry): entry is readonly [number, number] => entry[0] !== null)
    .sort((a, b) => a[0] - b[0]);
  const total = counted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const at = (index: number): number => {
    let seen = 0;
    for (const [level, count] of counted) {
      seen += count;
      if (index < seen) return level;
    }
    return counted[counted.length - 1][0];
  };
  const middle = total >> 1;
  return medianLevel(total % 2 === 1 ? [at(middle)] : [at(middle - 1), at(middle)]);
}

/**
 * The confirmed players with a name each: the club's, else `Player {n}` with n their place in the
 * draw input's order (by user id, as drawStore.players lists them), so every reader of the draw
 * (staff, players, the clubhouse view, print, mails) shows the same label and never an e-mail or
 * part of one.
 */
export function labelled<P extends { name: string | null }>(
  players: readonly P[] | null,
): (Omit<P, 'name'> & { name: string })[] {
  return (players ?? []).map((p, i) => ({ ...p, name: p.name ?? unnamedPlayerLabel(i + 1) }));
}

/**
 * Assembles a draw's input: the event's confirmed sign-ups with the club's own names for them
 * (else `Player {n}`, see labelled) and their levels converted to the internal scale; players
 * without a level get the median of the club's members' levels (API.md section 10). One
 * statement, so the players, the scale, the club's levels and the fingerprint are one snapshot.
 */
@Injectable()
export class DrawInputService {
  /** The event of the club a draw is for; 404 elsewhere, 409 once cancelled (when `changing`). */
  async event(db: EntityManager, clubId: string, eventId: string, changing: boolean): Promise<void> {
    const status = await drawStore.eventStatus(db, clubId, eventId);
    if (status === null) throw new NotFoundException(API_ERRORS.eventNotFound);
    if (changing && status === 'cancelled') throw new ConflictException(API_ERRORS.drawEventCancelled);
  }

  async players(db: EntityManager, clubId: string, eventId: string): Promise<EventPlayers> {
    const row = await drawStore.players(db, clubId, eventId);
    const scale = row.rating_scale;
    const players = labelled(row.players).map((p) => ({
      id: p.id,
      name: p.name,
      level: internal(scale, p.level),
    }));
    if (players.length < DRAW_MIN_PLAYERS) {
      throw new BadRequestException(`${API_ERRORS.drawTooFewPlayers} (this event has ${players.length})`);
    }
    if (players.length > DRAW_MAX_PLAYERS) {
      throw new BadRequestException(`${API_ERRORS.drawTooManyPlayers} (this event has ${players.length})`);
    }
    return { players, clubMedian: clubMedian(scale, row.club_levels ?? []), fingerprint: row.fingerprint };
  }

  /** The algorithm's input from the settings and the players. */
  input(settings: DrawSettings, players: EventPlayers): DrawInput {
    return {
      players: players.players,
      courts: settings.courts,
      rounds: settings.rounds,
      mix: settings.mix,
      seed: settings.seed,
      lockedPairs: settings.locked_pairs,
      avoidPairs: settings.avoid_pairs,
      absent: settings.absent,
      arrivesFromRound: settings.arrives_from_round,
      defaultLevel: players.clubMedian,
    };
  }

  /**
   * Settings stored with a draw, without the people who are no longer confirmed (a cancelled
   * sign-up must not make the draw unchangeable). What a caller sends is never filtered: the
   * algorithm refuses a name that is not a confirmed player, with a 400 naming it.
   */
  current(settings: DrawSettings, players: EventPlayers): DrawSettings {
    const ids = new Set(players.players.map((p) => p.id));
    const pairs = (list: DrawPair[]) => list.filter(([a, b]) => ids.has(a) && ids.has(b));
    return {
      ...settings,
      locked_pairs: pairs(settings.locked_pairs),
      avoid_pairs: pairs(settings.avoid_pairs),
      absent: settings.absent.filter((id) => ids.has(id)),
      arrives_from_round: Object.fromEntries(
        Object.entries(settings.arrives_from_round).filter(([id]) => ids.has(id)),
      ),
    };
  }

  /** The stored players of a draw: the algorithm's, marked whether their level was their own. */
  storedPlayers(
    drawn: { user_id: string; name: string; level: number; partner_minus_opponent?: number | null }[],
    players: EventPlayers,
    before: StoredPlayer[] = [],
  ): StoredPlayer[] {
    const rated = new Map(players.players.map((p) => [p.id, p.level !== null]));
    const earlier = new Map(before.map((p) => [p.user_id, p.rated]));
    return drawn.map((p) => ({ ...p, rated: rated.get(p.user_id) ?? earlier.get(p.user_id) ?? false }));
  }
}
