/**
 * Club rating scales and the draw's internal scale (API.md section 10, decisions): higher is
 * stronger, 1-9, one step = one KNLTB speelsterkte.
 */

export type RatingScale = 'knltb' | 'ntrp' | 'utr' | 'simple';

export const RATING_SCALES: readonly RatingScale[] = ['knltb', 'ntrp', 'utr', 'simple'];

export const DEFAULT_RATING_SCALE: RatingScale = 'simple';

export interface RatingScaleInfo {
  scale: RatingScale;
  label: string;
  min: number;
  max: number;
  /** Decimals a level may have on this scale. */
  decimals: number;
  /** The strongest value of the scale: `min` for KNLTB, `max` for the others. */
  strongest: number;
}

export const RATING_SCALE_INFO: Readonly<Record<RatingScale, RatingScaleInfo>> = {
  knltb: { scale: 'knltb', label: 'KNLTB speelsterkte', min: 1, max: 9, decimals: 1, strongest: 1 },
  ntrp: { scale: 'ntrp', label: 'NTRP', min: 1.5, max: 7, decimals: 2, strongest: 7 },
  utr: { scale: 'utr', label: 'UTR', min: 1, max: 16.5, decimals: 2, strongest: 16.5 },
  simple: { scale: 'simple', label: '1-10', min: 1, max: 10, decimals: 1, strongest: 10 },
};

export const INTERNAL_LEVEL_MIN = 1;
export const INTERNAL_LEVEL_MAX = 9;
/** Level of a player without one when no other level is known either. */
export const INTERNAL_LEVEL_MIDDLE = 5;
/** Internal levels are kept to this many decimals (enough for every scale to round-trip). */
const INTERNAL_DECIMALS = 4;

const EPSILON = 1e-9;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export function isRatingScale(value: unknown): value is RatingScale {
  return typeof value === 'string' && (RATING_SCALES as readonly string[]).includes(value);
}

/** Is `value` a level a club on `scale` may store (in range, not too many decimals)? */
export function isValidLevel(scale: RatingScale, value: unknown): value is number {
  const info = RATING_SCALE_INFO[scale];
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= info.min - EPSILON &&
    value <= info.max + EPSILON &&
    hasAtMostDecimals(value, info.decimals)
  );
}

/** Is `value` a level on the internal scale (a finite number from 1 to 9)? */
export function isValidInternalLevel(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= INTERNAL_LEVEL_MIN - EPSILON &&
    value <= INTERNAL_LEVEL_MAX + EPSILON
  );
}

/** Human description of a scale's valid values, for error messages and hints. */
export function describeRatingScale(scale: RatingScale): string {
  const info = RATING_SCALE_INFO[scale];
  const decimals = info.decimals === 1 ? 'one decimal' : `${info.decimals} decimals`;
  return `${info.label}: ${info.min} to ${info.max}, ${info.strongest} strongest, at most ${decimals}`;
}

/** Converts a level on a club scale to the internal scale (throws a RangeError on an invalid level). */
export function toInternalLevel(scale: RatingScale, value: number): number {
  if (!isValidLevel(scale, value)) {
    throw new RangeError(`${value} is not a valid level (${describeRatingScale(scale)})`);
  }
  let internal: number;
  switch (scale) {
    case 'knltb':
      internal = 10 - value;
      break;
    case 'simple':
      internal = 1 + ((value - 1) * 8) / 9;
      break;
    case 'ntrp':
      internal = 1 + ((value - 1.5) * 8) / 5.5;
      break;
    case 'utr':
      internal = 1 + ((value - 1) * 8) / 15.5;
      break;
  }
  return clamp(roundTo(internal, INTERNAL_DECIMALS), INTERNAL_LEVEL_MIN, INTERNAL_LEVEL_MAX);
}

/**
 * Converts an internal level to a club scale: the inverse of `toInternalLevel`, rounded to the
 * scale's decimals and kept within its range (used when a club changes its scale).
 */
export function fromInternalLevel(scale: RatingScale, internal: number): number {
  if (!Number.isFinite(internal)) throw new RangeError(`${internal} is not an internal level`);
  const level = clamp(internal, INTERNAL_LEVEL_MIN, INTERNAL_LEVEL_MAX);
  let value: number;
  switch (scale) {
    case 'knltb':
      value = 10 - level;
      break;
    case 'simple':
      value = 1 + ((level - 1) * 9) / 8;
      break;
    case 'ntrp':
      value = 1.5 + ((level - 1) * 5.5) / 8;
      break;
    case 'utr':
      value = 1 + ((level - 1) * 15.5) / 8;
      break;
  }
  const info = RATING_SCALE_INFO[scale];
  return clamp(roundTo(value, info.decimals), info.min, info.max);
}

/** A stored level of a club that changes from scale `from` to scale `to`. */
export function convertLevel(value: number, from: RatingScale, to: RatingScale): number {
  if (from === to) {
    if (!isValidLevel(from, value)) {
      throw new RangeError(`${value} is not a valid level (${describeRatingScale(from)})`);
    }
    return value;
  }
  return fromInternalLevel(to, toInternalLevel(from, value));
}

/** Median of some levels (the mean of the middle two for an even count), or null for none. */
export function medianLevel(levels: readonly number[]): number | null {
  if (levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return roundTo(median, INTERNAL_DECIMALS);
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** A level on its scale for people, in `locale` ('6.5', '6,5'; whole numbers without decimals). */
export function formatLevel(scale: RatingScale, value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: RATING_SCALE_INFO[scale].decimals }).format(
    value,
  );
}

/** What a person typed as a level ('6,5' or '6.5'): null when empty, NaN when it is no number. */
export function parseLevel(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A level as a form shows it to be edited: the stored number, with `locale`'s decimal mark. */
export function levelToText(value: number | null, locale: string): string {
  if (value === null) return '';
  return locale.startsWith('nl') ? String(value).replace('.', ',') : String(value);
}

/** A scale's valid range for people, formatted in `locale`: its lowest, highest and strongest level and decimals. */
export function scaleRange(
  scale: RatingScale,
  locale: string,
): { min: string; max: string; strongest: string; count: number } {
  const info = RATING_SCALE_INFO[scale];
  return {
    min: formatLevel(scale, info.min, locale),
    max: formatLevel(scale, info.max, locale),
    strongest: formatLevel(scale, info.strongest, locale),
    count: info.decimals,
  };
}
