/**
 * Shapes of the mix-in draw (API.md section 10). The draw itself carries no event id, publish time
 * or staleness: the API adds `event_id`, `published_at` and `stale` around it.
 */

import type { DrawLowerBounds, PartnerOpponentGap } from './bounds';

export type { DrawLowerBounds, PartnerOpponentGap } from './bounds';

/** Version of the algorithm that made a draw; stored with the draw. */
export const DRAW_ALGORITHM_VERSION = 'mixin-4';

/** Version tag of the seeded random baseline (benchmark comparison only). */
export const RANDOM_DRAW_ALGORITHM_VERSION = 'random-baseline-1';

/** Limits of API.md section 10's decisions. */
export const DRAW_LIMITS = {
  courtsMin: 1,
  courtsMax: 40,
  courtNameMax: 40,
  roundsMin: 1,
  roundsMax: 20,
  /** Default of the 'Closer levels - More mixing' setting. */
  defaultMix: 0.3,
  seedMax: 0xffffffff,
} as const;

export interface DrawPlayerInput {
  id: string;
  name: string;
  /** Level on the internal scale (1-9, higher is stronger), or null when unknown. */
  level: number | null;
}

export type DrawPair = readonly [string, string];

export interface DrawInput {
  players: readonly DrawPlayerInput[];
  /** Court names in the order the club lists them; the strongest court gets the first name. */
  courts: readonly string[];
  rounds: number;
  /** 0 = closest levels, 1 = most mixing; default 0.3. */
  mix?: number;
  /** uint32; default 0. */
  seed?: number;
  lockedPairs?: readonly DrawPair[];
  avoidPairs?: readonly DrawPair[];
  /** Players who miss the whole event (or, when regenerating, the rest of it). */
  absent?: readonly string[];
  /** `{ userId: n }`: the player plays from round n on (1-based). */
  arrivesFromRound?: Readonly<Record<string, number>>;
  /**
   * Internal level for players without one (the club's median). Default: the median of the known
   * levels of `players`, else the middle of the scale.
   */
  defaultLevel?: number | null;
}

export interface DrawMatch {
  court: string;
  team_a: [string, string];
  team_b: [string, string];
}

export interface DrawRound {
  round: number;
  matches: DrawMatch[];
  sitting_out: string[];
}

export interface DrawPlayer {
  user_id: string;
  name: string;
  /** Internal level the draw used (a player without a level gets the default level). */
  level: number;
  /**
   * Mean level of the player's partners minus that of their opponents over the evening (internal
   * scale); null when the player played no game.
   */
  partner_minus_opponent: number | null;
}

export interface DrawMetrics {
  /** Partnerships beyond the first of the same two players (locked pairs excluded). */
  partner_repeats: number;
  /** Most times any two players met as opponents. */
  max_opponent_meetings: number;
  /** Fewest and most rounds any player (not absent) did not play, late rounds included. */
  sit_out_min: number;
  sit_out_max: number;
  /** Times a player sat out two rounds in a row (rounds before arriving do not count). */
  consecutive_sit_outs: number;
  /** Mean over all matches of (highest - lowest internal level on the court). */
  mean_court_spread: number;
  /** Mean over all matches of |sum(team_a) - sum(team_b)|. */
  mean_team_imbalance: number;
  /** The best any draw of this size could reach, levels aside; null when rounds differ in size. */
  lower_bounds: DrawLowerBounds | null;
  /** Per player partner-minus-opponent level: its mean absolute value and its largest. */
  partner_opponent_gap: PartnerOpponentGap;
}

export type DrawWarningCode =
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

export interface DrawWarning {
  code: DrawWarningCode;
  message: string;
  round?: number;
}

export interface Draw {
  seed: number;
  algorithm_version: string;
  rounds: DrawRound[];
  players: DrawPlayer[];
  metrics: DrawMetrics;
  warnings: DrawWarning[];
}

/** A draw as a client sends it back after editing it by hand: the rounds, maybe more. */
export interface DrawEdit {
  rounds: readonly DrawRound[];
  players?: readonly Pick<DrawPlayer, 'user_id' | 'name' | 'level'>[];
  seed?: number;
  algorithm_version?: string;
}

/** A structural problem of the input: the API answers it with a 400 and this message. */
export class DrawInputError extends Error {
  override readonly name = 'DrawInputError';

  constructor(message: string) {
    super(message);
  }
}
