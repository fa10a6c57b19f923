import {
  checkRounds,
  cloneRound,
  drawPlayers,
  evaluateRounds,
  type Evaluation,
  type KnownPlayer,
} from './evaluate';
import { drawRounds } from './mixing';
import { buildModel, courtsUsed, presentPlayers, type DrawModel } from './model';
import { roundRng } from './rng';
import { isValidInternalLevel } from './scales';
import {
  DRAW_ALGORITHM_VERSION,
  DrawInputError,
  RANDOM_DRAW_ALGORITHM_VERSION,
  type Draw,
  type DrawEdit,
  type DrawInput,
  type DrawRound,
} from './types';

/** Salt of the random baseline's streams, so they differ from the rounds'. */
const RANDOM_SALT = 0x5eed5eed;

/**
 * Makes the draw of a mix-in: every round in turn, each with its own seeded stream and the rounds
 * before it as history. The same input and seed give the same draw, byte for byte.
 */
export function makeDraw(input: DrawInput): Draw {
  const model = buildModel(input);
  return generate(model, [], new Map(), 1);
}

/**
 * Redraws round `round` and the rounds after it; the rounds before it stay exactly as they are
 * (byte for byte) and count as history (partners, opponents, sit-outs). In `input`, `absent` and
 * `arrivesFromRound` apply to the redrawn rounds (a player who left is marked absent); pass a new
 * seed for a different result. The same draw, input and round always give the same redraw, and
 * redrawing from round 1 is makeDraw.
 */
export function regenerateFrom(draw: DrawEdit, input: DrawInput, round: number): Draw {
  const model = buildModel(input);
  if (!Number.isInteger(round) || round < 1 || round > model.rounds) {
    throw new DrawInputError(`The round to redraw from must be 1 to ${model.rounds}`);
  }
  const extra = knownPlayers(draw, model);
  const prefix = checkRounds(model, draw.rounds, extra, round - 1);
  return generate(model, prefix.map(cloneRound), extra, round);
}

/**
 * Recomputes the metrics and warnings of a draw edited by hand (players swapped). The rounds are
 * answered as they are; breaches (a repeated partner, a player twice in a round, an avoid pair
 * partnered, a locked pair split, ...) become warnings. A malformed draw throws DrawInputError.
 */
export function evaluateDraw(draw: DrawEdit, input: DrawInput): Draw {
  const model = buildModel(input);
  const extra = knownPlayers(draw, model);
  const rounds = checkRounds(model, draw.rounds, extra, model.rounds);
  if (draw.rounds.length !== model.rounds) {
    throw new DrawInputError(`The draw must have exactly ${model.rounds} rounds`);
  }
  const seed = Number.isInteger(draw.seed) ? (draw.seed as number) : model.seed;
  const version =
    typeof draw.algorithm_version === 'string' ? draw.algorithm_version : DRAW_ALGORITHM_VERSION;
  return finish(model, rounds.map(cloneRound), extra, version, seed);
}

/**
 * The benchmark's baseline: each round the present players in a seeded random order, the first four
 * on the first court (1+2 against 3+4) and so on, the rest sitting out. It respects only "nobody
 * twice in a round" and the number of courts.
 */
export function randomDraw(input: DrawInput): Draw {
  const model = buildModel(input);
  const rounds: DrawRound[] = [];
  for (let round = 1; round <= model.rounds; round++) {
    const present = presentPlayers(model, round);
    const courts = courtsUsed(model, present.length);
    const order = roundRng(model.seed, round, RANDOM_SALT).shuffle([...present]);
    const id = (k: number): string => model.ids[order[k]];
    rounds.push({
      round,
      matches: model.courts.slice(0, courts).map((court, k) => ({
        court,
        team_a: [id(4 * k), id(4 * k + 1)],
        team_b: [id(4 * k + 2), id(4 * k + 3)],
      })),
      sitting_out: order
        .slice(4 * courts)
        .sort((a, b) => a - b)
        .map((p) => model.ids[p]),
    });
  }
  return finish(model, rounds, new Map(), RANDOM_DRAW_ALGORITHM_VERSION, model.seed);
}

/** Draws rounds `from`..last after the fixed rounds `prefix` (see drawRounds). */
function generate(
  model: DrawModel,
  prefix: DrawRound[],
  extra: Map<string, KnownPlayer>,
  from: number,
): Draw {
  const { rounds, evaluation } = drawRounds(model, prefix, extra, from);
  return finish(model, rounds, extra, DRAW_ALGORITHM_VERSION, model.seed, evaluation);
}

/** The draw of `rounds`; `evaluation` is their evaluateRounds when it is already known. */
function finish(
  model: DrawModel,
  rounds: DrawRound[],
  extra: ReadonlyMap<string, KnownPlayer>,
  version: string,
  seed: number,
  evaluation: Evaluation = evaluateRounds(model, rounds, extra),
): Draw {
  const { metrics, warnings } = evaluation;
  return {
    seed,
    algorithm_version: version,
    rounds,
    players: drawPlayers(model, rounds, extra),
    metrics,
    warnings,
  };
}

/** Players an earlier draw lists whom the input no longer does (a sign-up that went away). */
export function knownPlayers(draw: DrawEdit, model: DrawModel): Map<string, KnownPlayer> {
  if (typeof draw !== 'object' || draw === null) throw new DrawInputError('The draw must be an object');
  const extra = new Map<string, KnownPlayer>();
  if (draw.players === undefined) return extra;
  if (!Array.isArray(draw.players)) throw new DrawInputError('The draw players must be a list');
  for (const p of draw.players) {
    if (typeof p?.user_id !== 'string' || typeof p.name !== 'string' || !isValidInternalLevel(p.level)) {
      throw new DrawInputError('Every draw player needs a user_id, a name and a level from 1 to 9');
    }
    if (!model.index.has(p.user_id)) extra.set(p.user_id, { name: p.name, level: p.level });
  }
  return extra;
}
