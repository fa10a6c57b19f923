import { codePointBackstop, CODE_POINTS_PER_GRAPHEME, LIMITS } from './limits';
import { codePointLength, fitsTextLimit, textLength } from './text';

const HEART = '\u2764\uFE0F'; // ❤️: two code points, one grapheme
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 7 code points
const ZALGO = (n: number) => 'a' + '\u0301'.repeat(n - 1); // one grapheme of n code points

describe('textLength (graphemes)', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['Riverside', 9],
    [HEART, 1],
    [HEART.repeat(60), 60],
    ['\u{1F600}', 1],
    ['e\u0301', 1],
    [FAMILY, 1],
    ['\u{1F44D}\u{1F3FD}', 1],
    ['\u{1F1F3}\u{1F1F1}', 1],
    [ZALGO(20), 1],
    ['a\u0000b', 3],
  ])('%j is %i', (value, expected) => {
    expect(textLength(value)).toBe(expected);
  });

  it('counts code points as PostgreSQL does', () => {
    expect(codePointLength(HEART.repeat(60))).toBe(120);
    expect(codePointLength(FAMILY)).toBe(7);
    expect(codePointLength('\u{1F600}')).toBe(1);
  });
});

describe('fitsTextLimit', () => {
  const limit = LIMITS.eventName;

  it('counts what a person sees', () => {
    expect(fitsTextLimit(HEART.repeat(limit), limit)).toBe(true);
    expect(fitsTextLimit(HEART.repeat(limit + 1), limit)).toBe(false);
    expect(fitsTextLimit('x'.repeat(limit), limit)).toBe(true);
    expect(fitsTextLimit('x'.repeat(limit + 1), limit)).toBe(false);
  });

  it('holds the code-point backstop of the database column', () => {
    expect(codePointBackstop(limit)).toBe(limit * CODE_POINTS_PER_GRAPHEME);
    expect(fitsTextLimit(ZALGO(CODE_POINTS_PER_GRAPHEME).repeat(limit), limit)).toBe(true);
    const over = ZALGO(CODE_POINTS_PER_GRAPHEME).repeat(limit - 1) + ZALGO(CODE_POINTS_PER_GRAPHEME + 1);
    expect(textLength(over)).toBe(limit);
    expect(fitsTextLimit(over, limit)).toBe(false);
    expect(fitsTextLimit(ZALGO(20).repeat(limit), limit)).toBe(false);
  });
});
