import { getData, intlLocale, queryKeys, type Club } from '@courtside/core';
import { RATING_SCALE_INFO, type RatingScale } from '@courtside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * GET /api/club: the club with its rating scale. Organisers may not read the club's settings, but
 * every screen that shows a level needs the scale it is on (API.md section 10).
 */
export const getClub = () => getData<Club>('/api/club');

export const clubQueryOptions = () => queryOptions({ queryKey: queryKeys.club, queryFn: getClub });

export const useClub = () => useQuery(clubQueryOptions());

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

/** A level as the form shows it to be edited: the stored number, with the decimal mark on screen. */
export function levelToText(value: number | null): string {
  if (value === null) return '';
  return intlLocale() === 'nl-NL' ? String(value).replace('.', ',') : String(value);
}

/** The scale's name and its valid values in words ('KNLTB speelsterkte: 1 to 9, 1 strongest, ...'). */
export function useScaleDescription() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'levels' });
  return {
    name: (scale: RatingScale) => t(`scales.${scale}`),
    range: (scale: RatingScale) => {
      const info = RATING_SCALE_INFO[scale];
      return t('range', {
        scale: t(`scales.${scale}`),
        min: formatLevel(scale, info.min),
        max: formatLevel(scale, info.max),
        strongest: formatLevel(scale, info.strongest),
        count: info.decimals,
      });
    },
  };
}
