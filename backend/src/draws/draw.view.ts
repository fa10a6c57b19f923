import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  drawLowerBounds,
  partnerMinusOpponent,
  partnerOpponentGap,
  type DrawLowerBounds,
  type DrawMetrics,
  type DrawPair,
  type DrawRound,
  type DrawWarning,
  type DrawWarningCode,
  type PartnerOpponentGap,
} from '@courtside/domain';
import type { StoredDraw } from './draw-store';

const USER_ID = { type: 'string', format: 'uuid' } as const;
const TEAM = { type: 'array', items: USER_ID, minItems: 2, maxItems: 2 } as const;

const WARNING_CODES: DrawWarningCode[] = [
  'too_few_players',
  'court_count',
  'unknown_court',
  'court_used_twice',
  'player_twice_in_round',
  'player_missing',
  'player_not_present',
  'partner_repeat',
  'avoid_pair_partnered',
  'locked_pair_split',
  'sit_out_uneven',
  'consecutive_sit_out',
];

export class DrawMatchView {
  @ApiProperty({ example: 'Court 1', description: "One of the draw's courts" }) court!: string;
  @ApiProperty({ ...TEAM, description: 'Two user ids' }) team_a!: [string, string];
  @ApiProperty({ ...TEAM, description: 'Two user ids' }) team_b!: [string, string];
}

export class DrawRoundView {
  @ApiProperty({ example: 1, description: 'From 1' }) round!: number;
  @ApiProperty({ type: [DrawMatchView], description: "In the order of the draw's courts" })
  matches!: DrawMatchView[];
  @ApiProperty({ type: 'array', items: USER_ID, description: 'Present this round but not playing' })
  sitting_out!: string[];
}

export class DrawPlayerView {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({
    example: 'Player 3',
    description:
      "The club's name for the person; without one `Player {n}`, n their place in the draw input's order (confirmed players by user id) when the draw was made, redrawn or repaired; 'Former member' once they left, 'Anonymous' after the club's retention period; 'Member' to another member when they hide their name (profile show_my_name). Never an e-mail or part of one",
  })
  name!: string;
  @ApiPropertyOptional({
    example: 6.5,
    description:
      'Staff only. The internal level the draw used (1-9, higher is stronger, one step = one KNLTB speelsterkte); convert with fromInternalLevel(rating_scale, level)',
  })
  level?: number;
  @ApiPropertyOptional({
    description: "Staff only. false: the player had no level and played at the club's median",
  })
  rated?: boolean;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: -0.25,
    description:
      "Staff only. Mean internal level of the player's partners minus that of their opponents over the evening (players without a level at the club's median); null when the player played no game",
  })
  partner_minus_opponent?: number | null;
}

export class DrawLowerBoundsView implements DrawLowerBounds {
  @ApiProperty({ example: 0, description: 'Fewest partner repeats any draw of this size could have' })
  partner_repeats!: number;
  @ApiProperty({
    example: 1,
    description: 'At least ceil(2g / (players - 1)) for the most games g any player plays',
  })
  max_opponent_meetings!: number;
  @ApiProperty({
    example: 0,
    description: '0 only when (players - 4 x courts) x rounds is a multiple of the players, else 1',
  })
  sit_out_spread!: number;
}

export class PartnerOpponentGapView implements PartnerOpponentGap {
  @ApiProperty({
    example: 0.4,
    description: "Mean over the players of |partners' mean level - opponents' mean level|",
  })
  mean_abs!: number;
  @ApiProperty({ example: 1.2, description: 'The largest of those, internal levels' }) max!: number;
}

export class DrawMetricsView implements DrawMetrics {
  @ApiProperty({
    description: 'Partnerships beyond the first of the same two players (locked pairs excluded)',
  })
  partner_repeats!: number;
  @ApiProperty({ description: 'Most times any two players met as opponents' }) max_opponent_meetings!: number;
  @ApiProperty({ description: 'Fewest rounds any player (not absent) did not play' }) sit_out_min!: number;
  @ApiProperty({ description: 'Most rounds any player (not absent) did not play' }) sit_out_max!: number;
  @ApiProperty({ description: 'Times a player sat out two rounds in a row' }) consecutive_sit_outs!: number;
  @ApiProperty({ description: 'Mean over all matches of (highest - lowest internal level on the court)' })
  mean_court_spread!: number;
  @ApiProperty({ description: 'Mean over all matches of |sum(team_a) - sum(team_b)|, internal levels' })
  mean_team_imbalance!: number;
  @ApiProperty({
    type: DrawLowerBoundsView,
    nullable: true,
    description:
      'The best any draw of these players, courts and rounds could reach, levels aside ("no draw can do better"), on the courts actually used per round; null when absences or late arrivals make the rounds differ in size',
  })
  lower_bounds!: DrawLowerBoundsView | null;
  @ApiProperty({
    type: PartnerOpponentGapView,
    description:
      "Fairness per player: partners' mean level minus opponents' mean level, over the players who played",
  })
  partner_opponent_gap!: PartnerOpponentGapView;
}

export class DrawWarningView implements DrawWarning {
  @ApiProperty({ enum: WARNING_CODES }) code!: DrawWarningCode;
  @ApiProperty({ example: 'Round 2: Ann and Bob partner again (also in round 1)' }) message!: string;
  @ApiPropertyOptional({ description: 'The round it is about; absent for the whole draw' }) round?: number;
}

/** What the draw was made with beyond courts and rounds: staff only. */
export class DrawOptionsView {
  @ApiProperty({ example: 0.3, description: '0 = closest levels, 1 = most mixing' }) mix!: number;
  @ApiProperty({ type: 'array', items: TEAM, description: 'Pairs of user ids who always partner' })
  locked_pairs!: DrawPair[];
  @ApiProperty({ type: 'array', items: TEAM, description: 'Pairs of user ids who never partner' })
  avoid_pairs!: DrawPair[];
  @ApiProperty({ type: 'array', items: USER_ID, description: 'Confirmed players who do not come' })
  absent!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { '00000000-0000-4000-8000-000000000001': 3 },
    description: 'user id: the round they play from',
  })
  arrives_from_round!: Record<string, number>;
}

/** A person in a repair hint. */
export class DrawHintPlayerView {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: 'Ann de Vries', description: 'As the draw names them (see players[].name)' })
  name!: string;
}

/** A person a repair would add, or let arrive late. */
export class DrawHintJoinedView extends DrawHintPlayerView {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3,
    description:
      "The next round: the first that starts after now, counted from the event's start in round_minutes (1 before the start); a body with only from_round makes them arrive then. null when the draw's rounds have no length: they join from from_round",
  })
  arrives_from_round!: number | null;
}

/**
 * Who left or joined since the draw was made or last repaired (API.md section 14), from the
 * sign-ups and attendance as they are now: what a repair with only from_round applies.
 */
export class DrawRepairHintView {
  @ApiProperty({
    type: [DrawHintPlayerView],
    description:
      'Players still scheduled in the last round who are no longer confirmed (cancelled) or whom staff marked absent',
  })
  left!: DrawHintPlayerView[];
  @ApiProperty({
    type: [DrawHintJoinedView],
    description:
      'Confirmed players the draw does not have and who are not marked absent (a promotion, a late sign-up, a walk-in, someone left out who came after all), and drawn players who checked in after their first round began; empty once the last round has begun',
  })
  joined!: DrawHintJoinedView[];
}

/** An event's draw (API.md section 10), as the caller may see it. */
export class DrawView {
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ description: 'The seed of the latest draw or redraw (uint32)' }) seed!: number;
  @ApiProperty({ example: 'mixin-4' }) algorithm_version!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null: a draft, staff only',
  })
  published_at!: Date | null;
  @ApiProperty({
    description:
      'The confirmed sign-ups changed since the draw was made, redrawn or repaired, or check-ins say something it does not reflect (a drawn player marked absent, a player present it does not have, a late arrival): repair it, redraw from a round, or (a draft) make it again. Check-ins never change a draw by themselves',
  })
  stale!: boolean;
  @ApiProperty({ type: [String], example: ['Court 1', 'Court 2'], description: 'In the order given' })
  courts!: string[];
  @ApiProperty({ type: Number, nullable: true, example: 20, description: 'Minutes a round lasts, if given' })
  round_minutes!: number | null;
  @ApiProperty({ type: [DrawRoundView] }) rounds!: DrawRoundView[];
  @ApiProperty({ type: [DrawPlayerView], description: 'By user id' }) players!: DrawPlayerView[];
  @ApiProperty({ type: DrawMetricsView }) metrics!: DrawMetricsView;
  @ApiPropertyOptional({
    type: [DrawWarningView],
    description: 'Staff only: rule breaches that could not be avoided, or that a hand edit made',
  })
  warnings?: DrawWarningView[];
  @ApiPropertyOptional({ type: DrawOptionsView, description: 'Staff only' }) options?: DrawOptionsView;
  @ApiPropertyOptional({
    type: DrawRepairHintView,
    nullable: true,
    description:
      'Staff only: when stale, who left or joined since the draw was made (a repair with only from_round applies it); else null',
  })
  repair_hint?: DrawRepairHintView | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

/**
 * The metrics and per-player gaps as stored; a draw stored before the lower bounds and the fairness
 * gap existed gets them computed from its rounds and players, the same pure functions the draw uses.
 */
function fairnessOf(result: StoredDraw['result']): {
  metrics: DrawMetrics;
  gap: (id: string) => number | null;
} {
  const { metrics, players } = result;
  const complete =
    metrics.lower_bounds !== undefined &&
    metrics.partner_opponent_gap !== undefined &&
    players.every((p) => p.partner_minus_opponent !== undefined);
  if (complete) {
    const stored = new Map(players.map((p) => [p.user_id, p.partner_minus_opponent]));
    return { metrics, gap: (id) => stored.get(id) ?? null };
  }
  const level = new Map(players.map((p) => [p.user_id, p.level]));
  const gaps = partnerMinusOpponent(result.rounds, (id) => level.get(id) ?? 0);
  return {
    metrics: {
      ...metrics,
      lower_bounds: drawLowerBounds(result.rounds),
      partner_opponent_gap: partnerOpponentGap(gaps),
    },
    gap: (id) => gaps.get(id) ?? null,
  };
}

/**
 * The draw for the caller. Players see who plays where and the metrics; levels, warnings (they
 * can name an avoid pair) and the options (avoid pairs, absences) are for staff only.
 */
export function toDrawView(
  draw: StoredDraw,
  stale: boolean,
  staff: boolean,
  hint: DrawRepairHintView | null = null,
): DrawView {
  const { result } = draw;
  const { metrics, gap } = fairnessOf(result);
  const view: DrawView = {
    event_id: draw.event_id,
    seed: draw.seed,
    algorithm_version: draw.algorithm_version,
    published_at: draw.published_at,
    stale,
    courts: draw.courts,
    round_minutes: draw.round_minutes,
    rounds: result.rounds as DrawRound[] as DrawRoundView[],
    players: staff
      ? result.players.map((p) => ({
          user_id: p.user_id,
          name: p.name,
          level: p.level,
          rated: p.rated,
          partner_minus_opponent: gap(p.user_id),
        }))
      : result.players.map((p) => ({ user_id: p.user_id, name: p.name })),
    metrics,
    created_at: draw.created_at,
    updated_at: draw.updated_at,
  };
  if (!staff) return view;
  const { created_at, updated_at, ...rest } = view;
  return {
    ...rest,
    warnings: result.warnings,
    options: {
      mix: draw.mix,
      locked_pairs: draw.locked_pairs,
      avoid_pairs: draw.avoid_pairs,
      absent: draw.absent,
      arrives_from_round: draw.arrives_from_round,
    },
    repair_hint: stale ? hint : null,
    created_at,
    updated_at,
  };
}
