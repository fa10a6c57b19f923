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
