import {
  hasCourtNames,
  hasUniqueCourtNames,
  isArrivals,
  isDrawRounds,
  isUserIdPairs,
} from './draw-validators';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const c = '00000000-0000-4000-8000-00000000000c';
const d = '00000000-0000-4000-8000-00000000000d';
const round = { round: 1, matches: [{ court: 'Court 1', team_a: [a, b], team_b: [c, d] }], sitting_out: [] };

describe('draw body checks', () => {
  it('takes court names of 1-40 characters as a person counts them, each once', () => {
    expect(hasCourtNames(['Court 1', '🎾'.repeat(40)])).toBe(true);
    expect(hasCourtNames(['x'.repeat(41)])).toBe(false);
    expect(hasCourtNames([' '])).toBe(false);
    expect(hasCourtNames([7])).toBe(false);
    expect(hasUniqueCourtNames(['A', 'A'])).toBe(false);
  });

  it('takes pairs of two different user ids, and arrivals from round 1 to 20', () => {
    expect(isUserIdPairs([[a, b]])).toBe(true);
    expect(isUserIdPairs([[a, a.toUpperCase()]])).toBe(false);
    expect(isUserIdPairs([[a, b, c]])).toBe(false);
    expect(isArrivals({ [a]: 1, [b]: 20 })).toBe(true);
    expect(isArrivals({ [a]: 21 })).toBe(false);
    expect(isArrivals({ [a]: 1.5 })).toBe(false);
    expect(isArrivals({ nobody: 2 })).toBe(false);
    expect(isArrivals([a])).toBe(false);
  });

  it("takes rounds shaped exactly like the draw's, and nothing else", () => {
    expect(isDrawRounds([round])).toBe(true);
    expect(isDrawRounds([])).toBe(false);
    expect(isDrawRounds([{ ...round, extra: true }])).toBe(false);
    expect(isDrawRounds([{ ...round, matches: [{ ...round.matches[0], court: 1 }] }])).toBe(false);
    expect(isDrawRounds([{ ...round, matches: [{ ...round.matches[0], team_a: [a] }] }])).toBe(false);
    expect(isDrawRounds([{ ...round, sitting_out: ['x'] }])).toBe(false);
    expect(isDrawRounds([{ ...round, round: '1' }])).toBe(false);
    expect(isDrawRounds(Array.from({ length: 21 }, (_, i) => ({ ...round, round: i + 1 })))).toBe(false);
    expect(isDrawRounds(null)).toBe(false);
  });
});
