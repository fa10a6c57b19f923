import { codePointBackstop } from './limits';

// One segmenter for the process (or page): creating one per call is the expensive part.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl === 'object' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;
  }
  return segmenter;
}

/** Unicode code points: what PostgreSQL's char_length counts. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * The length a person sees: grapheme clusters (Intl.Segmenter), so '❤️' (U+2764 U+FE0F), '👍🏽'
 * or 'é' written as e + U+0301 each count as one character. Where the runtime has no
 * Intl.Segmenter (old browsers), code points, which never count less than graphemes.
 */
export function textLength(value: string): number {
  // Every grapheme is at least one UTF-16 unit: ASCII and other short strings need no segmenting.
  if (value.length <= 1) return value.length;
  const s = graphemeSegmenter();
  if (!s) return codePointLength(value);
  let count = 0;
  for (const _ of s.segment(value)) count++;
  return count;
}

/**
 * Whether a text field fits its limit: at most `limit` graphemes, and at most the code-point
 * backstop the database column enforces (LIMITS x CODE_POINTS_PER_GRAPHEME), so whatever passes
 * here is never refused by the database.
 */
export function fitsTextLimit(value: string, limit: number): boolean {
  // UTF-16 units bound both counts from above: short strings pass without counting.
  if (value.length <= limit) return true;
  if (value.length > 2 * codePointBackstop(limit) || codePointLength(value) > codePointBackstop(limit))
    return false;
  return textLength(value) <= limit;
}

/**
 * What a name people see may not hold: C0 and C1 controls (DEL among them), which a mail client
 * or a calendar may act on or refuse, and the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which make text read other than it is written (U+202E
 * before "gnp.exe" shows "exe.png"). The marks U+200E, U+200F and U+061C stay allowed:
 * right-to-left names need them, and they reorder nothing around them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const REFUSED_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The same for multi-line text (a description, a reason), which keeps LF, CRLF and tab. */
const REFUSED_IN_LINES =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

/**
 * Whether `value` holds a character a text people see may not hold (API.md section 16): any
 * control or bidirectional override in a one-line field (a name, a location, a subject); in a
 * multi-line field (`multiline`), the same but line feeds, CRLF and tabs.
 */
export function hasRefusedCharacters(value: string, multiline = false): boolean {
  return (multiline ? REFUSED_IN_LINES : REFUSED_IN_A_LINE).test(value);
}
