// pure-rand 8 has only subpath exports; their types for node10 resolution live in pure-rand.d.ts.
/// <reference path="./pure-rand.d.ts" />
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, type XoroShiro128PlusGenerator } from 'pure-rand/generator/xoroshiro128plus';

const TWO_POW_32 = 0x100000000;

/** A seeded random stream (xoroshiro128+), the only source of randomness of the draw. */
export class Rng {
  private constructor(private readonly generator: XoroShiro128PlusGenerator) {}

  /** The stream of `round` (see roundRng). */
  static forRound(seed: number, round: number, salt: number): Rng {
    const generator = xoroshiro128plus((seed ^ salt) | 0);
    for (let i = 0; i < round; i++) generator.jump();
    return new Rng(generator);
  }

  /** Uniform integer in 0..n-1. */
  int(n: number): number {
    return n <= 1 ? 0 : uniformInt(this.generator, 0, n - 1);
  }

  /**
   * Integer in 0..n-1 (n < 2^31) from one 32-bit draw by multiply-shift: the hot loops' choice (its
   * bias, at most n / 2^32, is far below anything a draw could notice).
   */
  below(n: number): number {
    return (((this.generator.next() >>> 0) * n) / TWO_POW_32) | 0;
  }

  /** Uniform number in [0, 1). */
  float(): number {
    return (this.generator.next() >>> 0) / TWO_POW_32;
  }

  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/**
 * The random stream of one round: the seed's generator jumped `round` times, so every round has its
 * own independent stream and redrawing from round n replays exactly what a full draw would do there.
 */
export function roundRng(seed: number, round: number, salt = 0): Rng {
  return Rng.forRound(seed, round, salt);
}
