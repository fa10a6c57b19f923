import { toInternalLevel } from '@courtside/domain';
import { clubMedian } from './draw-input.service';

describe("the club's median level (for players without one)", () => {
  it('is the middle level of every member, each counted as often as members have it', () => {
    // simple: 2, 2, 2, 9 -> the middle two are 2 and 2.
    expect(
      clubMedian('simple', [
        [2, 3],
        [9, 1],
      ]),
    ).toBe(toInternalLevel('simple', 2));
    // knltb 3 (internal 7) once, knltb 6 (internal 4) twice: the middle one is internal 4.
    expect(
      clubMedian('knltb', [
        [3, 1],
        [6, 2],
      ]),
    ).toBe(4);
    // An even count: the mean of the middle two (internal 4 and 7).
    expect(
      clubMedian('knltb', [
        [3, 1],
        [6, 1],
      ]),
    ).toBe(5.5);
  });

  it('is none without levels, and leaves out a level the scale does not allow', () => {
    expect(clubMedian('ntrp', [])).toBeNull();
    expect(
      clubMedian('knltb', [
        [12, 5],
        [5, 1],
      ]),
    ).toBe(5);
  });
});
