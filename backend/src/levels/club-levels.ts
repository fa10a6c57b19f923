import {
  convertLevel,
  describeRatingScale,
  isValidLevel,
  VALIDATION,
  type RatingScale,
} from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import { levelStore } from './levels.store';

/** The 400 text for a level off the club's scale: names the scale, its range and its steps. */
export function levelMessage(scale: RatingScale): string {
  return `${VALIDATION.levelInvalid} (${describeRatingScale(scale)})`;
}

/** null (no level) or a level the club's scale allows; otherwise a 400 on `field`. */
export function assertLevelOnScale(scale: RatingScale, level: number | null, field = 'level'): void {
  if (level !== null && !isValidLevel(scale, level)) {
    throw FieldValidationException.forField(field, levelMessage(scale));
  }
}

/**
 * Converts every stored level of the club from one scale to another (convertLevel: through the
 * internal scale, rounded to the new scale's decimals, halves up, kept within its range). One
 * statement for the whole club, whatever its size: each distinct level is converted once. The
 * caller holds the club row FOR UPDATE (levelStore.lockRating).
 */
export async function convertClubLevels(
  tx: EntityManager,
  clubId: string,
  from: RatingScale,
  to: RatingScale,
): Promise<void> {
  if (from === to) return;
  const olds = await levelStore.distinctLevels(tx, clubId);
  if (olds.length === 0) return;
  // A level that is not valid on the old scale (only ever written past the API) is dropped.
  const news = olds.map((level) =>
    isValidLevel(from, level) ? String(convertLevel(level, from, to)) : null,
  );
  await levelStore.replaceLevels(tx, clubId, olds, news);
}
