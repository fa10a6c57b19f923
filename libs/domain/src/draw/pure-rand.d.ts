/**
 * Types of the two pure-rand 8 entry points the draw uses.
 *
 * pure-rand 8 publishes only subpath exports (`pure-rand/generator/...`), which TypeScript's
 * `moduleResolution: node` (node10, used by this repo's library and backend builds) does not read.
 * Node, jest and webpack resolve these paths through the package's `exports` at run time; this file
 * gives them their types under every resolution mode. rng.ts references it, so any project that
 * compiles the domain sources sees it.
 */
declare module 'pure-rand/generator/xoroshiro128plus' {
  export interface XoroShiro128PlusGenerator {
    /** Next value, uniform in -0x80000000..0x7fffffff; advances the generator in place. */
    next(): number;
    clone(): XoroShiro128PlusGenerator;
    /** Moves 2^64 values ahead: an independent stream. */
    jump(): void;
    getState(): readonly number[];
  }
  export function xoroshiro128plus(seed: number): XoroShiro128PlusGenerator;
}

declare module 'pure-rand/distribution/uniformInt' {
  import type { XoroShiro128PlusGenerator } from 'pure-rand/generator/xoroshiro128plus';
  /** Uniform integer from `from` to `to`, both included; advances the generator in place. */
  export function uniformInt(rng: XoroShiro128PlusGenerator, from: number, to: number): number;
}
