import { getData, intlLocale, queryKeys, type Club } from '@courtside/core';
import {
  formatLevel as formatLevelIn,
  levelToText as levelText,
  parseLevel,
  scaleRange,
  type RatingScale,
} from '@courtside/domain';
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
export const formatLevel = (scale: RatingScale, value: number): string =>
  formatLevelIn(scale, value, intlLocale());

export { parseLevel };

/** A level as a form shows it to be edited, with the decimal mark on screen. */
export const levelToText = (value: number | null): string => levelText(value, intlLocale());

/** The scale's name and its valid values in words ('KNLTB speelsterkte: 1 to 9, 1 strongest, ...'). */
export function useScaleDescription() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'levels' });
  return {
    name: (scale: RatingScale) => t(`scales.${scale}`),
    range: (scale: RatingScale) =>
      t('range', { scale: t(`scales.${scale}`), ...scaleRange(scale, intlLocale()) }),
  };
}
