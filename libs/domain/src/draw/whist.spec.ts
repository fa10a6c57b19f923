import { whistTournament, WHIST_SIZES } from './whist';

/** Sit-out counts of the first `rounds` rounds: most minus fewest. */
const sitOutSpread = (sittingOut: number[][], players: number, rounds: number): number => {
  const counts = new Array<number>(players).fill(0);
  for (const bench of sittingOut.slice(0, rounds)) for (const p of bench) counts[p]++;
  return Math.max(...counts) - Math.min(...counts);
};

describe('whistTournament', () => {
  it('knows whist tournaments for 8, 12 and 13 players and more', () => {
    expect(WHIST_SIZES).toEqual(expect.arrayContaining([8, 12, 13]));
    for (const n of WHIST_SIZES) expect(n % 4 === 0 || n % 4 === 1).toBe(true);
  });

  describe.each(WHIST_SIZES.map((n) => [n, Math.floor(n / 4)]))('Wh(%i) on %i courts', (n, courts) => {
    const tour = whistTournament(n, courts);
    const rounds = n % 4 === 0 ? n - 1 : n;

    it('has its rounds, each with every player exactly once, on every court', () => {
      expect(tour).not.toBeNull();
      const { rounds: all, sittingOut } = tour as NonNullable<typeof tour>;
      expect(all).toHaveLength(rounds);
      all.forEach((round, r) => {
        expect(round).toHaveLength(courts);
        for (const table of round) expect(table).toHaveLength(4);
        const everyone = [...round.flat(), ...sittingOut[r]].sort((a, b) => a - b);
        expect(everyone).toEqual(Array.from({ length: n }, (_, p) => p));
        expect(sittingOut[r]).toHaveLength(n % 4);
      });
    });

    it('never repeats a partner, has every pair partner once and face each other twice', () => {
      const { rounds: all } = tour as NonNullable<typeof tour>;
      const partners = new Array<number>(n * n).fill(0);
      const opponents = new Array<number>(n * n).fill(0);
      const add = (counts: number[], a: number, b: number): void => {
        counts[a * n + b]++;
        counts[b * n + a]++;
      };
      for (const round of all) {
        for (const [a, b, c, d] of round) {
          add(partners, a, b);
          add(partners, c, d);
          for (const x of [a, b]) for (const y of [c, d]) add(opponents, x, y);
        }
        // Any first rounds keep the bounds: check them as they grow.
        expect(Math.max(...partners)).toBeLessThanOrEqual(1);
        expect(Math.max(...opponents)).toBeLessThanOrEqual(2);
      }
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          expect(partners[a * n + b]).toBe(1);
          expect(opponents[a * n + b]).toBe(2);
        }
      }
    });

    it('keeps sit-outs within one for every first R rounds, nobody twice', () => {
      const { sittingOut } = tour as NonNullable<typeof tour>;
      for (let r = 1; r <= rounds; r++) expect(sitOutSpread(sittingOut, n, r)).toBeLessThanOrEqual(1);
      expect(sitOutSpread(sittingOut, n, rounds)).toBe(0);
    });
  });

  it('has none when the players do not fill exactly the courts, or for unknown sizes', () => {
    expect(whistTournament(12, 2)).toBeNull();
    expect(whistTournament(13, 2)).toBeNull();
    expect(whistTournament(10, 2)).toBeNull();
    expect(whistTournament(18, 4)).toBeNull();
  });
});
