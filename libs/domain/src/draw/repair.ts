import { checkRounds, cloneRound, drawPlayers, evaluateRounds } from './evaluate';
import { knownPlayers, regenerateFrom } from './draw';
import { buildModel, courtsUsed, isPresent, type DrawModel } from './model';
import { roundRng, type Rng } from './rng';
import {
  DRAW_ALGORITHM_VERSION,
  DrawInputError,
  type Draw,
  type DrawEdit,
  type DrawInput,
  type DrawRound,
  type DrawWarning,
} from './types';

/** What changed on the evening: who is gone, who comes late, who joins, from which round on. */
export interface RepairOptions {
  /** First round that may change (1-based); the rounds before it stay byte for byte. */
  fromRound: number;
  /** Players of the draw who will not play from `fromRound` on. */
  absent?: readonly string[];
  /** `{ userId: n }`: the player plays from round n on. */
  arrivesFromRound?: Readonly<Record<string, number>>;
  /** Players of the input who were not in the draw and join it. */
  add?: readonly string[];
}

/** One player whose place (court and team, or sitting out) differs in the listed rounds. */
export interface DrawChange {
  user_id: string;
  rounds: number[];
}

export interface RepairedDraw extends Draw {
  changes: DrawChange[];
}

/** Warning codes of the hard rules: a repair never answers more of them than a full redraw would. */
const HARD_CODES = new Set([
  'player_twice_in_round',
  'player_missing',
  'player_not_present',
  'court_count',
  'partner_repeat',
  'avoid_pair_partnered',
  'locked_pair_split',
  'sit_out_uneven',
  'consecutive_sit_out',
]);

/** Salt of the repair's stream, so it differs from the rounds' own. */
const REPAIR_SALT = 0x7e9a17;
/**
 * Independent search chains of a repair by its size (player-rounds repaired): a large one runs one.
 * In the smallest evenings each player is a large share of everyone, one chain's local minimum
 * often asks one player more to look again, and a chain costs little, so they run more.
 */
const REPAIR_CHAINS = 3;
const SMALL_REPAIR_CELLS = 600;
const TINY_REPAIR_CHAINS = 8;
const TINY_REPAIR_CELLS = 120;

/*
 * Weights, ordered so that a lower term can never buy a breach of a higher one: the hard rules,
 * then the changes (each player changed at all, and each changed assignment, a player-round),
 * then the quality of the games. The changes of the largest draw (168 players x 20 rounds) stay
 * below the consecutive sit-out weight, and the quality terms of one move stay below one changed
 * assignment. A player changed at all costs more than another round of a player already changed:
 * people read their own changes, so a repair asks fewer of them to look again.
 */
const W_AVOID = 1e10;
const W_LOCKED = 1e9;
const W_REPEAT = 1e8;
const W_EVEN = 1e6;
const W_CONSECUTIVE = 1e4;
const W_PLAYER = 2;
const W_CHANGE = 1;
const W_QUALITY = 0.005;
const W_OPPONENT = 0.02;

const BENCH = -1;
const AWAY = -2;

/**
 * Repairs a published draw after people left, arrive late or join: the rounds before `fromRound`
 * stay exactly as they are; from `fromRound` on it changes as few assignments as the hard rules
 * allow (a player's court and team, or sitting out, in one round), then improves the games with
 * moves that touch changed players first. `changes` lists exactly the players whose assignment
 * differs in some round. When nobody's presence changed, the draw is answered as it was.
 *
 * Players of `input` the draw never named (and not in `add`) stay out; players of the draw the input
 * no longer lists (a cancelled sign-up) leave from `fromRound` on.
 */
export function repairDraw(draw: DrawEdit, input: DrawInput, options: RepairOptions): RepairedDraw {
  if (typeof draw !== 'object' || draw === null || !Array.isArray(draw.rounds)) {
    throw new DrawInputError('The draw must have a list of rounds');
  }
  const fromRound = options.fromRound;
  if (!Number.isInteger(fromRound) || fromRound < 1 || fromRound > draw.rounds.length) {
    throw new DrawInputError(`The round to repair from must be 1 to ${draw.rounds.length}`);
  }
  const effective = repairInput(draw, input, options);
  const model = buildModel(effective);
  if (model.rounds !== draw.rounds.length) {
    throw new DrawInputError(`The draw must have exactly ${model.rounds} rounds`);
  }
  const extra = knownPlayers(draw, model);
  const old = checkRounds(model, draw.rounds, extra, model.rounds).map(cloneRound);
  const seed = Number.isInteger(draw.seed) ? (draw.seed as number) : model.seed;
  const version =
    typeof draw.algorithm_version === 'string' ? draw.algorithm_version : DRAW_ALGORITHM_VERSION;

  let rounds: DrawRound[];
  if (presenceUnchanged(model, old, fromRound)) {
    rounds = old;
  } else {
    // A few independent chains from the same patch, the cheapest kept: a single hill climb can
    // stop at a local minimum that another order of moves avoids.
    let best: { cost: number; rounds: DrawRound[] } | null = null;
    const cells = model.n * (model.rounds - fromRound + 1);
    const chains =
      cells <= TINY_REPAIR_CELLS ? TINY_REPAIR_CHAINS : cells <= SMALL_REPAIR_CELLS ? REPAIR_CHAINS : 1;
    for (let chain = 0; chain < chains; chain++) {
      const repair = new Repair(model, old, fromRound, roundRng(seed, fromRound, REPAIR_SALT + chain));
      const found = repair.run();
      if (best === null || repair.cost < best.cost - 1e-9) best = { cost: repair.cost, rounds: found };
    }
    rounds = (best as { rounds: DrawRound[] }).rounds;
    const evaluation = evaluateRounds(model, rounds, extra);
    const hard = hardCount(evaluation.warnings);
    if (hard > 0) {
      // A local repair can get stuck where a redraw of the rest would not: never answer more
      // breaches of the hard rules than the redraw does.
      const redraw = regenerateFrom({ ...draw, rounds: old }, effective, fromRound);
      if (hardCount(redraw.warnings) < hard) rounds = redraw.rounds;
    }
  }
  const { metrics, warnings } = evaluateRounds(model, rounds, extra);
  return {
    seed,
    algorithm_version: version,
    rounds,
    players: drawPlayers(model, rounds, extra),
    metrics,
    warnings,
    changes: diffDraws(old, rounds),
  };
}

function hardCount(warnings: readonly DrawWarning[]): number {
  return warnings.filter((w) => HARD_CODES.has(w.code)).length;
}

/**
 * The players whose place differs between two draws of the same rounds, with the rounds where it
 * differs; by id. A place is court and team, sitting out, or not in the round.
 */
export function diffDraws(before: readonly DrawRound[], after: readonly DrawRound[]): DrawChange[] {
  const changed = new Map<string, number[]>();
  const count = Math.max(before.length, after.length);
  for (let i = 0; i < count; i++) {
    const a = places(before[i]);
    const b = places(after[i]);
    const round = before[i]?.round ?? after[i]?.round ?? i + 1;
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      if (a.get(id) !== b.get(id)) {
        const list = changed.get(id) ?? [];
        list.push(round);
        changed.set(id, list);
      }
    }
  }
  return [...changed.keys()]
    .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
    .map((user_id) => ({ user_id, rounds: changed.get(user_id) as number[] }));
}

function places(round: DrawRound | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (round === undefined) return out;
  for (const m of round.matches) {
    for (const id of m.team_a) out.set(id, `${m.court}\u0000a`);
    for (const id of m.team_b) out.set(id, `${m.court}\u0000b`);
  }
  for (const id of round.sitting_out) if (!out.has(id)) out.set(id, '\u0000out');
  return out;
}

/**
 * The input the repair draws with: `absent` and `arrivesFromRound` of the caller, players added,
 * players of the input the draw never named (and not added) absent, players added arriving at
 * `fromRound` at the earliest, and the draw's own late arrivals
 * (players first named after round 1) kept late unless the caller says otherwise.
 */
function repairInput(draw: DrawEdit, input: DrawInput, options: RepairOptions): DrawInput {
  const firstNamed = new Map<string, number>();
  draw.rounds.forEach((r, i) => {
    if (typeof r !== 'object' || r === null) return;
    const ids = [
      ...(Array.isArray(r.matches)
        ? r.matches.flatMap((m) => [...(m?.team_a ?? []), ...(m?.team_b ?? [])])
        : []),
      ...(Array.isArray(r.sitting_out) ? r.sitting_out : []),
    ];
    for (const id of ids) if (typeof id === 'string' && !firstNamed.has(id)) firstNamed.set(id, i + 1);
  });
  const add = new Set(options.add ?? []);
  if (!Array.isArray(input.players)) return input;
  const ids = new Set(input.players.map((p) => p?.id));
  for (const id of add) {
    if (!ids.has(id)) throw new DrawInputError(`add names ${id}, who is not among the players`);
  }
  const absent = new Set([...(input.absent ?? []), ...(options.absent ?? [])]);
  const arrives: Record<string, number> = { ...(input.arrivesFromRound ?? {}) };
  for (const p of input.players) {
    const first = firstNamed.get(p.id);
    if (first === undefined && !add.has(p.id)) absent.add(p.id);
    else if (first !== undefined && first > 1 && arrives[p.id] === undefined) arrives[p.id] = first;
  }
  for (const id of add) absent.delete(id);
  for (const [id, round] of Object.entries(options.arrivesFromRound ?? {})) arrives[id] = round;
  // A player who joins was not there in the kept rounds: they play from `fromRound` at the earliest.
  for (const id of add) {
    if (!firstNamed.has(id)) arrives[id] = Math.max(options.fromRound, arrives[id] ?? 1);
  }
  return { ...input, absent: [...absent].sort(), arrivesFromRound: arrives };
}

/** Whether every round from `fromRound` on names exactly the players present and the right courts. */
function presenceUnchanged(model: DrawModel, old: readonly DrawRound[], fromRound: number): boolean {
  for (let r = fromRound; r <= model.rounds; r++) {
    const round = old[r - 1];
    const named = new Set<string>();
    for (const m of round.matches) for (const id of [...m.team_a, ...m.team_b]) named.add(id);
    for (const id of round.sitting_out) named.add(id);
    let present = 0;
    for (let i = 0; i < model.n; i++) {
      if (!isPresent(model, i, r)) continue;
      present++;
      if (!named.has(model.ids[i])) return false;
    }
    if (named.size !== present) return false;
    if (round.matches.length !== courtsUsed(model, present)) return false;
  }
  return true;
}

/** One round of the repair: slot 4k..4k+3 is court k (team_a 0-1, team_b 2-3). */
interface WorkRound {
  round: number;
  courts: string[];
  slots: Int32Array;
  /** Per player: slot index, BENCH, or AWAY (not present). */
  pos: Int32Array;
  bench: number[];
}

/**
 * The search state of a repair: the rounds from `fromRound` on in slot form, the counts of the whole
 * evening (the kept rounds included) and the cost, updated move by move.
 */
class Repair {
  private readonly n: number;
  private readonly work: WorkRound[] = [];
  /** Old place per suffix round and player: court index * 2 + team, BENCH or AWAY. */
  private readonly oldPlace: Int32Array[] = [];
  private readonly partners: Int32Array;
  private readonly opponents: Int32Array;
  private readonly sits: Int32Array;
  /** Whether each player sat out the round before `fromRound`. */
  private readonly satBefore: Uint8Array;
  private readonly changedRounds: Int32Array;

  constructor(
    private readonly model: DrawModel,
    private readonly old: readonly DrawRound[],
    private readonly fromRound: number,
    private readonly rng: Rng,
  ) {
    const n = model.n;
    this.n = n;
    this.partners = new Int32Array(n * n);
    this.opponents = new Int32Array(n * n);
    this.sits = new Int32Array(n);
    this.satBefore = new Uint8Array(n);
    this.changedRounds = new Int32Array(n);
    this.history();
    this.patch();
  }

  /** Counts of the kept rounds, as evaluateRounds counts them. */
  private history(): void {
    const { model } = this;
    for (let r = 1; r < this.fromRound; r++) {
      const round = this.old[r - 1];
      const plays = new Uint8Array(this.n);
      for (const m of round.matches) {
        const a = m.team_a.map((id) => model.index.get(id) ?? -1);
        const b = m.team_b.map((id) => model.index.get(id) ?? -1);
        for (const p of [...a, ...b]) if (p >= 0) plays[p] = 1;
        for (const t of [a, b]) if (t[0] >= 0 && t[1] >= 0) this.partners[t[0] * this.n + t[1]]++;
        for (const t of [a, b]) if (t[0] >= 0 && t[1] >= 0) this.partners[t[1] * this.n + t[0]]++;
        for (const x of a) {
          for (const y of b) {
            if (x < 0 || y < 0) continue;
            this.opponents[x * this.n + y]++;
            this.opponents[y * this.n + x]++;
          }
        }
      }
      const listed = new Set(round.sitting_out);
      for (let p = 0; p < this.n; p++) {
        if (plays[p] === 0) this.sits[p]++;
        if (r === this.fromRound - 1) {
          const sat = plays[p] === 0 && (isPresent(model, p, r) || listed.has(model.ids[p]));
          this.satBefore[p] = sat ? 1 : 0;
        }
      }
    }
  }

  /**
   * The starting point: each round as it was, minus players no longer present; a court too many
   * (the one with fewest players left) is dropped, a missing one added on a free court; holes are
   * filled from the bench, those who sat out most first.
   */
  private patch(): void {
    const { model, n } = this;
    const running = Int32Array.from(this.sits);
    for (let r = this.fromRound; r <= model.rounds; r++) {
      const round = this.old[r - 1];
      const present: number[] = [];
      for (let p = 0; p < n; p++) if (isPresent(model, p, r)) present.push(p);
      const courts = courtsUsed(model, present.length);
      const here = new Uint8Array(n);
      for (const p of present) here[p] = 1;
      const idx = (id: string): number => {
        const p = model.index.get(id);
        return p !== undefined && here[p] === 1 ? p : -1;
      };
      let matches = round.matches.map((m, k) => ({
        k,
        court: m.court,
        four: [...m.team_a, ...m.team_b].map(idx),
      }));
      const oldPlace = new Int32Array(n).fill(AWAY);
      const courtIndex = new Map<string, number>();
      const names: string[] = [];
      round.matches.forEach((m, k) => {
        courtIndex.set(m.court, k);
        names.push(m.court);
        m.team_a.forEach((id) => {
          const p = model.index.get(id);
          if (p !== undefined) oldPlace[p] = 2 * k;
        });
        m.team_b.forEach((id) => {
          const p = model.index.get(id);
          if (p !== undefined) oldPlace[p] = 2 * k + 1;
        });
      });
      for (const id of round.sitting_out) {
        const p = model.index.get(id);
        if (p !== undefined && oldPlace[p] === AWAY) oldPlace[p] = BENCH;
      }
      if (matches.length > courts) {
        const kept = [...matches]
          .sort(
            (x, y) => y.four.filter((p) => p >= 0).length - x.four.filter((p) => p >= 0).length || x.k - y.k,
          )
          .slice(0, courts);
        matches = matches.filter((m) => kept.includes(m));
      }
      const free = model.courts.filter((c) => !matches.some((m) => m.court === c));
      while (matches.length < courts) {
        const court = free.shift() as string;
        matches.push({ k: -1, court, four: [-1, -1, -1, -1] });
      }
      // Court names of this round: old ones keep their index (for oldPlace), new ones come after.
      for (const m of matches) {
        if (!courtIndex.has(m.court)) {
          courtIndex.set(m.court, names.length);
          names.push(m.court);
        }
      }
      const slots = new Int32Array(4 * courts);
      const pos = new Int32Array(n).fill(AWAY);
      const courtOf: string[] = matches.map((m) => m.court);
      matches.forEach((m, k) => m.four.forEach((p, s) => (slots[4 * k + s] = p)));
      for (let s = 0; s < slots.length; s++) if (slots[s] >= 0) pos[slots[s]] = s;
      const pool = present.filter((p) => pos[p] === AWAY).sort((a, b) => running[b] - running[a] || a - b);
      for (let s = 0; s < slots.length; s++) {
        if (slots[s] >= 0) continue;
        const p = pool.shift() as number;
        slots[s] = p;
        pos[p] = s;
      }
      for (const p of pool) pos[p] = BENCH;
      for (const p of present) if (pos[p] === BENCH) running[p]++;
      // Old places in terms of this round's court order.
      const remapped = new Int32Array(n).fill(AWAY);
      for (let p = 0; p < n; p++) {
        const o = oldPlace[p];
        if (o < 0) remapped[p] = o;
        else {
          const k = courtOf.indexOf(names[o >> 1]);
          remapped[p] = k === -1 ? 1_000_000 + o : 2 * k + (o & 1);
        }
      }
      this.oldPlace.push(remapped);
      this.work.push({ round: r, courts: courtOf, slots, pos, bench: [...pool] });
    }
  }

  private placeOf(w: WorkRound, p: number): number {
    const s = w.pos[p];
    return s < 0 ? s : 2 * (s >> 2) + ((s & 3) >> 1);
  }

  private changed(i: number, p: number): boolean {
    const w = this.work[i];
    return w.pos[p] !== AWAY && this.placeOf(w, p) !== this.oldPlace[i][p];
  }

  /** Cost of one court's pairs and levels; `sign` adds (+1) or removes (-1) its counts. */
  private court(slots: Int32Array, k: number, sign: 1 | -1): number {
    const { n, model } = this;
    const four = [slots[4 * k], slots[4 * k + 1], slots[4 * k + 2], slots[4 * k + 3]];
    let cost = 0;
    for (const [x, y] of [
      [four[0], four[1]],
      [four[2], four[3]],
    ]) {
      if (model.avoid[x * n + y] === 1) cost += W_AVOID;
      if (model.lockedPartner[x] === y) continue;
      if (sign === 1) {
        if (this.partners[x * n + y] >= 1) cost += W_REPEAT;
        this.partners[x * n + y]++;
        this.partners[y * n + x]++;
      } else {
        this.partners[x * n + y]--;
        this.partners[y * n + x]--;
        if (this.partners[x * n + y] >= 1) cost += W_REPEAT;
      }
    }
    for (const x of [four[0], four[1]]) {
      for (const y of [four[2], four[3]]) {
        if (sign === 1) {
          if (this.opponents[x * n + y] >= 2) cost += W_OPPONENT;
          this.opponents[x * n + y]++;
          this.opponents[y * n + x]++;
        } else {
          this.opponents[x * n + y]--;
          this.opponents[y * n + x]--;
          if (this.opponents[x * n + y] >= 2) cost += W_OPPONENT;
        }
      }
    }
    const l = four.map((p) => model.levels[p]);
    const spread = Math.max(...l) - Math.min(...l);
    const imbalance = Math.abs(l[0] + l[1] - l[2] - l[3]);
    cost += W_QUALITY * ((1 - model.mix) * spread + imbalance);
    return cost;
  }

  /** Locked pairs of a round split (not on one team, not both on the bench). */
  private locked(w: WorkRound): number {
    let cost = 0;
    for (const [a, b] of this.model.lockedPairs) {
      const pa = w.pos[a];
      const pb = w.pos[b];
      if (pa === AWAY || pb === AWAY) continue;
      if (pa === BENCH && pb === BENCH) continue;
      if (pa >= 0 && pb >= 0 && pa >> 1 === pb >> 1) continue;
      cost += W_LOCKED;
    }
    return cost;
  }

  /** Whether player p sat out work round i (present and not playing). */
  private sat(i: number, p: number): boolean {
    return i < 0 ? this.satBefore[p] === 1 : this.work[i].pos[p] === BENCH;
  }

  /** Consecutive sit-outs of p between rounds (i-1, i) and (i, i+1). */
  private consecutive(i: number, p: number): number {
    if (this.model.absent[p] === 1) return 0;
    let cost = 0;
    if (this.sat(i, p) && this.sat(i - 1, p)) cost += W_CONSECUTIVE;
    if (i + 1 < this.work.length && this.sat(i, p) && this.sat(i + 1, p)) cost += W_CONSECUTIVE;
    return cost;
  }

  private evenness(p: number): number {
    return this.model.absent[p] === 1 ? 0 : W_EVEN * this.sits[p] * this.sits[p];
  }

  /** The whole cost of the current state (also fills the pair counts and sit-out counts). */
  private total(): number {
    let cost = 0;
    this.work.forEach((w, i) => {
      for (let k = 0; k < w.slots.length >> 2; k++) cost += this.court(w.slots, k, 1);
      cost += this.locked(w);
      for (const p of w.bench) this.sits[p]++;
      for (let p = 0; p < this.n; p++) {
        if (w.pos[p] === AWAY) this.sits[p]++;
        if (this.sat(i, p) && this.sat(i - 1, p) && this.model.absent[p] === 0) cost += W_CONSECUTIVE;
        if (this.changed(i, p)) {
          cost += W_CHANGE;
          this.changedRounds[p]++;
        }
      }
    });
    for (let p = 0; p < this.n; p++) {
      cost += this.evenness(p);
      if (this.changedRounds[p] > 0) cost += W_PLAYER;
    }
    return cost;
  }

  /** Cost of the terms a swap of p and q in work round i touches; removes court counts when sign -1. */
  private local(i: number, p: number, q: number, sign: 1 | -1): number {
    const w = this.work[i];
    let cost = this.locked(w);
    const courts = new Set<number>();
    for (const x of [p, q]) if (w.pos[x] >= 0) courts.add(w.pos[x] >> 2);
    for (const k of courts) cost += this.court(w.slots, k, sign);
    for (const x of [p, q]) {
      cost += this.consecutive(i, x) + this.evenness(x);
      if (this.changed(i, x)) cost += W_CHANGE;
    }
    return cost;
  }

  private swap(i: number, p: number, q: number): void {
    const w = this.work[i];
    const sp = w.pos[p];
    const sq = w.pos[q];
    if (sp >= 0) w.slots[sp] = q;
    if (sq >= 0) w.slots[sq] = p;
    w.pos[p] = sq;
    w.pos[q] = sp;
    if (sp === BENCH) w.bench[w.bench.indexOf(p)] = q;
    else if (sq === BENCH) w.bench[w.bench.indexOf(q)] = p;
    if (sp === BENCH && sq >= 0) {
      this.sits[p]--;
      this.sits[q]++;
    } else if (sq === BENCH && sp >= 0) {
      this.sits[q]--;
      this.sits[p]++;
    }
  }

  /** Moves p and q in round i and tracks changedRounds; answers the cost delta. */
  private move(i: number, p: number, q: number): number {
    const before = this.changed(i, p) ? 1 : 0;
    const beforeQ = this.changed(i, q) ? 1 : 0;
    const a = this.local(i, p, q, -1);
    this.swap(i, p, q);
    const b = this.local(i, p, q, 1);
    const touched = (this.changedRounds[p] > 0 ? 1 : 0) + (this.changedRounds[q] > 0 ? 1 : 0);
    this.changedRounds[p] += (this.changed(i, p) ? 1 : 0) - before;
    this.changedRounds[q] += (this.changed(i, q) ? 1 : 0) - beforeQ;
    const touchedAfter = (this.changedRounds[p] > 0 ? 1 : 0) + (this.changedRounds[q] > 0 ? 1 : 0);
    return b - a + W_PLAYER * (touchedAfter - touched);
  }

  /** The cost of the state after run(). */
  cost = 0;

  run(): DrawRound[] {
    let cost = this.total();
    const present = this.work.map((w) => {
      const out: number[] = [];
      for (let p = 0; p < this.n; p++) if (w.pos[p] !== AWAY) out.push(p);
      return out;
    });
    const cells = present.reduce((s, list) => s + list.length, 0);
    const steps = Math.min(60_000, 20_000 + 40 * cells);
    for (let step = 0; step < steps; step++) {
      const i = this.rng.below(this.work.length);
      const list = present[i];
      const w = this.work[i];
      // Moves start at a changed player most of the time: the repair stays where it already is.
      let p = list[this.rng.below(list.length)];
      if (this.rng.float() < 0.75) {
        for (let t = 0; t < 4 && this.changedRounds[p] === 0; t++) p = list[this.rng.below(list.length)];
      }
      const q = list[this.rng.below(list.length)];
      if (p === q) continue;
      const sp = w.pos[p];
      const sq = w.pos[q];
      if (sp === BENCH && sq === BENCH) continue;
      if (sp >= 0 && sq >= 0 && sp >> 1 === sq >> 1) continue;
      const delta = this.move(i, p, q);
      if (delta < -1e-9 || (Math.abs(delta) <= 1e-9 && this.rng.float() < 0.3)) {
        cost += delta;
        continue;
      }
      this.move(i, p, q);
    }
    this.cost = cost;
    return this.write();
  }

  /** The repaired rounds; a round whose places are all unchanged is the old round byte for byte. */
  private write(): DrawRound[] {
    const { model } = this;
    const out = this.old.slice(0, this.fromRound - 1);
    this.work.forEach((w, i) => {
      const oldRound = this.old[w.round - 1];
      let same = w.slots.length >> 2 === oldRound.matches.length;
      for (let p = 0; p < this.n && same; p++) {
        if (this.placeOf(w, p) !== this.oldPlace[i][p]) same = false;
      }
      const named = new Set<string>();
      for (const m of oldRound.matches) for (const id of [...m.team_a, ...m.team_b]) named.add(id);
      for (const id of oldRound.sitting_out) named.add(id);
      for (const id of named) if (!model.index.has(id)) same = false;
      if (same) {
        out.push(oldRound);
        return;
      }
      const oldTeams = new Map<string, [string, string]>();
      for (const m of oldRound.matches) {
        oldTeams.set(`${m.court}\u0000a`, m.team_a);
        oldTeams.set(`${m.court}\u0000b`, m.team_b);
      }
      const team = (k: number, t: 0 | 1): [string, string] => {
        const x = model.ids[w.slots[4 * k + 2 * t]];
        const y = model.ids[w.slots[4 * k + 2 * t + 1]];
        const before = oldTeams.get(`${w.courts[k]}\u0000${t === 0 ? 'a' : 'b'}`);
        if (before && before.includes(x) && before.includes(y)) return [before[0], before[1]];
        const lx = model.levels[w.slots[4 * k + 2 * t]];
        const ly = model.levels[w.slots[4 * k + 2 * t + 1]];
        return ly > lx || (ly === lx && y < x) ? [y, x] : [x, y];
      };
      const matches = w.courts.map((court, k) => ({ court, team_a: team(k, 0), team_b: team(k, 1) }));
      // Courts in the club's order, as a draw lists them.
      const order = new Map(model.courts.map((c, k) => [c, k]));
      matches.sort((a, b) => (order.get(a.court) ?? 1e9) - (order.get(b.court) ?? 1e9));
      out.push({
        round: w.round,
        matches,
        sitting_out: [...w.bench].sort((a, b) => a - b).map((p) => model.ids[p]),
      });
    });
    return out;
  }
}
