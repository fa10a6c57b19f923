import {
  convertLevel,
  formatLevel,
  levelToText,
  parseLevel,
  scaleRange,
  fromInternalLevel,
  isRatingScale,
  isValidInternalLevel,
  isValidLevel,
  medianLevel,
  RATING_SCALE_INFO,
  RATING_SCALES,
  toInternalLevel,
  type RatingScale,
} from './scales';

/** Every valid value of a scale, on its grid of decimals. */
function gridOf(scale: RatingScale): number[] {
  const { min, max, decimals } = RATING_SCALE_INFO[scale];
  const factor = 10 ** decimals;
  const values: number[] = [];
  for (let i = Math.round(min * factor); i <= Math.round(max * factor); i++) values.push(i / factor);
  return values;
}

describe('rating scales: conversion to the internal scale (API.md section 10)', () => {
  it.each([
    ['knltb', 1, 9],
    ['knltb', 9, 1],
    ['knltb', 6.3, 3.7],
    ['knltb', 5, 5],
    ['simple', 1, 1],
    ['simple', 10, 9],
    ['simple', 5.5, 5],
    ['ntrp', 1.5, 1],
    ['ntrp', 7, 9],
    ['ntrp', 4.25, 5],
    ['utr', 1, 1],
    ['utr', 16.5, 9],
    ['utr', 8.75, 5],
  ] as const)('%s %p is internal %p', (scale, value, internal) => {
    expect(toInternalLevel(scale, value)).toBeCloseTo(internal, 9);
  });

  it('follows the decided formulas at every grid value', () => {
    const formulas: Record<RatingScale, (s: number) => number> = {
      knltb: (s) => 10 - s,
      simple: (s) => 1 + ((s - 1) * 8) / 9,
      ntrp: (s) => 1 + ((s - 1.5) * 8) / 5.5,
      utr: (s) => 1 + ((s - 1) * 8) / 15.5,
    };
    for (const scale of RATING_SCALES) {
      for (const value of gridOf(scale)) {
        expect(Math.abs(toInternalLevel(scale, value) - formulas[scale](value))).toBeLessThan(1e-4);
      }
    }
  });

  it('keeps the order: a stronger player always has a higher internal level', () => {
    for (const scale of RATING_SCALES) {
      const grid = gridOf(scale).map((v) => toInternalLevel(scale, v));
      const increasing = scale !== 'knltb';
      for (let i = 1; i < grid.length; i++) {
        if (increasing) expect(grid[i]).toBeGreaterThan(grid[i - 1]);
        else expect(grid[i]).toBeLessThan(grid[i - 1]);
      }
    }
  });

  it('maps every valid value into 1-9', () => {
    for (const scale of RATING_SCALES) {
      for (const value of gridOf(scale)) {
        const internal = toInternalLevel(scale, value);
        expect(internal).toBeGreaterThanOrEqual(1);
        expect(internal).toBeLessThanOrEqual(9);
      }
    }
  });

  it.each([
    ['knltb', 0.9],
    ['knltb', 9.1],
    ['knltb', 6.25],
    ['simple', 0],
    ['simple', 10.5],
    ['simple', 3.33],
    ['ntrp', 1.4],
    ['ntrp', 7.01],
    ['ntrp', 3.125],
    ['utr', 0.99],
    ['utr', 16.51],
    ['utr', 5.555],
  ] as const)('rejects %s %p', (scale, value) => {
    expect(isValidLevel(scale, value)).toBe(false);
    expect(() => toInternalLevel(scale, value)).toThrow(RangeError);
  });

  it('rejects what is not a finite number', () => {
    for (const value of [NaN, Infinity, -Infinity, '5', null, undefined]) {
      expect(isValidLevel('simple', value)).toBe(false);
      expect(isValidInternalLevel(value)).toBe(false);
    }
  });

  it('accepts the edges of every scale', () => {
    for (const scale of RATING_SCALES) {
      const { min, max } = RATING_SCALE_INFO[scale];
      expect(isValidLevel(scale, min)).toBe(true);
      expect(isValidLevel(scale, max)).toBe(true);
    }
    expect(isValidInternalLevel(1)).toBe(true);
    expect(isValidInternalLevel(9)).toBe(true);
    expect(isValidInternalLevel(0.99)).toBe(false);
    expect(isValidInternalLevel(9.01)).toBe(false);
  });

  it('knows its scales', () => {
    expect(RATING_SCALES).toEqual(['knltb', 'ntrp', 'utr', 'simple']);
    expect(isRatingScale('utr')).toBe(true);
    expect(isRatingScale('elo')).toBe(false);
  });
});

describe('rating scales: the inverse (a club changing its scale)', () => {
  it('round-trips every valid value of every scale', () => {
    for (const scale of RATING_SCALES) {
      for (const value of gridOf(scale)) {
        expect(fromInternalLevel(scale, toInternalLevel(scale, value))).toBe(value);
      }
    }
  });

  it.each([
    ['knltb', 9, 1],
    ['knltb', 1, 9],
    ['simple', 9, 10],
    ['simple', 1, 1],
    ['ntrp', 9, 7],
    ['ntrp', 1, 1.5],
    ['utr', 9, 16.5],
    ['utr', 1, 1],
    ['simple', 3.7, 4],
    ['ntrp', 3.7, 3.36],
  ] as const)('%s of internal %p is %p', (scale, internal, value) => {
    expect(fromInternalLevel(scale, internal)).toBe(value);
  });

  it('keeps results on the scale: rounded to its decimals, clamped to its range', () => {
    for (const scale of RATING_SCALES) {
      for (const internal of [0, 0.5, 1, 2.345678, 4.99999, 7.123, 9, 12]) {
        expect(isValidLevel(scale, fromInternalLevel(scale, internal))).toBe(true);
      }
    }
    expect(() => fromInternalLevel('simple', NaN)).toThrow(RangeError);
  });

  it('converts between club scales through the internal scale', () => {
    expect(convertLevel(6, 'knltb', 'simple')).toBe(4.4);
    expect(convertLevel(5.5, 'simple', 'knltb')).toBe(5);
    expect(convertLevel(4, 'ntrp', 'utr')).toBe(8.05);
    expect(convertLevel(7.3, 'knltb', 'knltb')).toBe(7.3);
    expect(() => convertLevel(11, 'simple', 'knltb')).toThrow(RangeError);
    expect(() => convertLevel(11, 'simple', 'simple')).toThrow(RangeError);
  });
});

describe('medianLevel', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(medianLevel([5, 1, 3])).toBe(3);
    expect(medianLevel([4, 1, 3, 9])).toBe(3.5);
    expect(medianLevel([2.2])).toBe(2.2);
  });

  it('has none for no levels', () => {
    expect(medianLevel([])).toBeNull();
  });
});

describe('levels for people', () => {
  it('formats a level with the decimals of its scale, in the language on screen', () => {
    expect(formatLevel('knltb', 6.5, 'en-GB')).toBe('6.5');
    expect(formatLevel('knltb', 6.5, 'nl-NL')).toBe('6,5');
    expect(formatLevel('knltb', 6, 'nl-NL')).toBe('6');
    expect(formatLevel('utr', 10.25, 'en-GB')).toBe('10.25');
  });

  it('reads a typed level with either decimal mark; empty is null, anything else NaN', () => {
    expect(parseLevel(' 6,5 ')).toBe(6.5);
    expect(parseLevel('6.5')).toBe(6.5);
    expect(parseLevel('')).toBeNull();
    expect(parseLevel('6.5.1')).toBeNaN();
    expect(parseLevel('-1')).toBeNaN();
  });

  it('shows a stored level for editing with the decimal mark on screen', () => {
    expect(levelToText(6.5, 'nl-NL')).toBe('6,5');
    expect(levelToText(6.5, 'en-GB')).toBe('6.5');
    expect(levelToText(null, 'nl-NL')).toBe('');
  });
});

describe('a scale range for people', () => {
  it('formats the lowest, highest and strongest level in the language on screen', () => {
    expect(scaleRange('knltb', 'nl-NL')).toEqual({ min: '1', max: '9', strongest: '1', count: 1 });
    expect(scaleRange('ntrp', 'nl-NL')).toEqual({ min: '1,5', max: '7', strongest: '7', count: 2 });
  });
});
