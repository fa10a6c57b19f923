import { intlLocale } from '@courtside/core';
import { RATING_SCALE_INFO, type RatingScale } from '@courtside/domain';

/** A level on its scale, in the language on screen ('6.5', '6,5'; whole numbers without decimals). */
export function formatLevel(scale: RatingScale, value: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    maximumFractionDigits: RATING_SCALE_INFO[scale].decimals,
  }).format(value);
}

/** What a person typed as a level ('6,5' or '6.5'): null when empty, NaN when it is no number. */
export function parseLevel(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A level as a form shows it to be edited, with the decimal mark on screen. */
export function levelToText(value: number | null): string {
  if (value === null) return '';
  return intlLocale() === 'nl-NL' ? String(value).replace('.', ',') : String(value);
}
