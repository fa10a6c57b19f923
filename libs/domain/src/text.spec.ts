import { codePointBackstop, CODE_POINTS_PER_GRAPHEME, LIMITS } from './limits';
import { codePointLength, fitsTextLimit, hasRefusedCharacters, textLength } from './text';

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

describe('hasRefusedCharacters (API.md section 16)', () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
    ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  ];
  const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('refuses every C0 and C1 control, DEL, and every bidirectional embedding, override and isolate in a one-line text', () => {
    expect(controls).toHaveLength(65);
    for (const c of [...controls, ...bidi]) expect([c, hasRefusedCharacters(`Mix${c}in`)]).toEqual([c, true]);
  });

  it('allows LF, CRLF and tab in a multi-line text, and nothing else of those', () => {
    expect(hasRefusedCharacters('Line one\nLine two\r\n\tIndented', true)).toBe(false);
    expect(hasRefusedCharacters('A bare\rCR', true)).toBe(true);
    expect(hasRefusedCharacters('Ends in CR\r', true)).toBe(true);
    for (const c of [...controls, ...bidi].filter((c) => !'\n\t\r'.includes(c)))
      expect([c, hasRefusedCharacters(`Mix${c}in`, true)]).toEqual([c, true]);
    expect(hasRefusedCharacters('Line one\nLine two')).toBe(true);
  });

  it('allows what names are made of: accents, emoji, right-to-left script and its marks', () => {
    for (const text of ['Zoë', 'Baan 1 ❤️', HEART + FAMILY, 'שלום\u200f', 'عربي\u061c', 'TC "Oost"; €5', ' '])
      expect([text, hasRefusedCharacters(text), hasRefusedCharacters(text, true)]).toEqual([
        text,
        false,
        false,
      ]);
  });
});
