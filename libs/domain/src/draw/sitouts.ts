import type { History } from './history';
import type { Rng } from './rng';

/** A player, or a locked pair whose both players are present: they play and sit out together. */
export type Unit = readonly number[];

export interface SitOutChoice {
  sitting: Unit[];
  playing: Unit[];
  /**
   * Per player: the price of sitting this player out now. Two single players with the same price can
   * trade places between bench and court without making the sit-outs any less fair.
   */
  price: Map<number, number>;
}

/** Price factor per extra sit-out above the fewest anyone has: evenness beats everything else. */
const STEP = 10000;
/** Extra factor for sitting out two rounds in a row: worse than a tie, better than unevenness. */
const AGAIN = 1.5;

/**
 * Chooses exactly `count` players to sit out: fewest sit-outs so far first (rounds missed as late count),
 * then those who did not sit out last round, ties broken by the seeded stream. Locked pairs sit out
 * together; a small knapsack picks the cheapest exact fill, so a pair can take the place of two
 * singles when that keeps the counts even.
 */
export function chooseSitOuts(units: Unit[], count: number, history: History, rng: Rng): SitOutChoice {
  const price = new Map<number, number>();
  if (units.length === 0) return { sitting: [], playing: [], price };
  let fewest = Infinity;
  const counts = units.map((u) => Math.max(...u.map((p) => history.sitOuts[p])));
  for (const c of counts) fewest = Math.min(fewest, c);
  const entries = units.map((unit, i) => {
    const above = Math.min(counts[i] - fewest, 3);
    const again = unit.some((p) => history.satLast[p] === 1);
    const each = STEP ** above * (again ? AGAIN : 1);
    for (const p of unit) price.set(p, each);
    return { unit, each, cost: each * unit.length };
  });
  if (count <= 0) return { sitting: [], playing: units, price };
  rng.shuffle(entries);
  entries.sort((x, y) => x.each - y.each);

  const picked = knapsack(
    entries.map((e) => e.unit.length),
    entries.map((e) => e.cost),
    count,
  );
  if (picked === null) {
    // Cannot happen with whole units (an odd count implies a present single), but never leave a
    // round unfilled: fall back to single players (the evaluation then warns about the split pair).
    return chooseSitOuts(
      units.flatMap((u) => u.map((p) => [p])),
      count,
      history,
      rng,
    );
  }
  const sitting: Unit[] = [];
  const playing: Unit[] = [];
  entries.forEach((e, i) => (picked[i] ? sitting : playing).push(e.unit));
  return { sitting, playing, price };
}

/** 0/1 knapsack with an exact fill: which items fill `capacity` at the lowest cost (ties: earlier items). */
function knapsack(sizes: number[], costs: number[], capacity: number): boolean[] | null {
  const m = sizes.length;
  const width = capacity + 1;
  const best = new Float64Array(width).fill(Infinity);
  best[0] = 0;
  const took = new Uint8Array(m * width);
  for (let i = 0; i < m; i++) {
    const size = sizes[i];
    for (let j = capacity; j >= size; j--) {
      const candidate = best[j - size] + costs[i];
      if (candidate < best[j]) {
        best[j] = candidate;
        took[i * width + j] = 1;
      }
    }
  }
  if (best[capacity] === Infinity) return null;
  const picked = new Array<boolean>(m).fill(false);
  let j = capacity;
  for (let i = m - 1; i >= 0 && j > 0; i--) {
    if (took[i * width + j] === 1) {
      picked[i] = true;
      j -= sizes[i];
    }
  }
  return picked;
}
