import { intlLocale } from '@courtside/core';
import {
  formatLevel as formatLevelIn,
  levelToText as levelText,
  parseLevel,
  type RatingScale,
} from '@courtside/domain';

/** A level on its scale, in the language on screen ('6.5', '6,5'; whole numbers without decimals). */
export const formatLevel = (scale: RatingScale, value: number): string =>
  formatLevelIn(scale, value, intlLocale());

export { parseLevel };

/** A level as a form shows it to be edited, with the decimal mark on screen. */
export const levelToText = (value: number | null): string => levelText(value, intlLocale());
