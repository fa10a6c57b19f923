import {
  convertLevel,
  describeRatingScale,
  isValidLevel,
  VALIDATION,
  type RatingScale,
} from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';

/** A club's rating settings (API.md sections 4 and 10). */
export interface ClubRating {
  rating_scale: RatingScale;
  self_rating: boolean;
}

/** A membership's level, on the club's scale as stored. */
export interface MemberLevel {
  level: number | null;
  level_set_by_staff: boolean;
}

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
 * A stored level read back as the number that was written: numeric(4, 2) through float8, whose
 * text form is the shortest that round-trips, so 10.37 reads as 10.37, never 10.369999.
 */
export const LEVEL_COLUMN = (alias: string) => `${alias}.level::float8`;

/**
 * Levels are kept on the club's scale, exactly as written; a change of scale converts them in the
 * same transaction. Writers of a level hold the club row FOR SHARE (`lockRating`) and the scale
 * change holds it FOR UPDATE, always club row first, memberships second: a level is never written
 * on a scale that is changing under it, and the two never deadlock.
 */
export const clubLevels = {
  async lockRating(
    tx: EntityManager,
    clubId: string,
    mode: 'share' | 'update' = 'share',
  ): Promise<ClubRating> {
    const [row]: ClubRating[] = await tx.query(
      `SELECT rating_scale, self_rating FROM clubs WHERE id = $1 ${mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE'}`,
      [clubId],
    );
    return row;
  },

  async find(db: EntityManager, clubId: string, userId: string): Promise<MemberLevel | null> {
    const [row]: MemberLevel[] = await db.query(
      `SELECT ${LEVEL_COLUMN('m')} AS level, m.level_set_by_staff
         FROM club_memberships m WHERE m.club_id = $1 AND m.user_id = $2`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /**
   * Writes a level (null clears it). Staff writing a level mark it theirs (the member's own change
   * is then a 409); staff clearing it hand it back, so the member may rate themselves again.
   */
  async set(
    tx: EntityManager,
    clubId: string,
    userId: string,
    level: number | null,
    by: 'staff' | 'self',
  ): Promise<void> {
    await tx.query(
      `UPDATE club_memberships SET level = $3, level_set_by_staff = $4, updated_at = now()
        WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId, level === null ? null : String(level), by === 'staff' && level !== null],
    );
  },

  /**
   * Converts every stored level of the club from one scale to another (convertLevel: through the
   * internal scale, rounded to the new scale's decimals, halves up, kept within its range). One
   * statement for the whole club, whatever its size: each distinct level is converted once.
   */
  async convert(tx: EntityManager, clubId: string, from: RatingScale, to: RatingScale): Promise<void> {
    if (from === to) return;
    const rows: { level: number }[] = await tx.query(
      `SELECT DISTINCT ${LEVEL_COLUMN('m')} AS level FROM club_memberships m
        WHERE m.club_id = $1 AND m.level IS NOT NULL`,
      [clubId],
    );
    if (rows.length === 0) return;
    const olds = rows.map((r) => r.level);
    // A level that is not valid on the old scale (only ever written past the API) is dropped.
    const news = olds.map((level) =>
      isValidLevel(from, level) ? String(convertLevel(level, from, to)) : null,
    );
    await tx.query(
      `UPDATE club_memberships m SET level = v.new_level, updated_at = now()
         FROM unnest($2::float8[], $3::numeric[]) AS v(old_level, new_level)
        WHERE m.club_id = $1 AND m.level::float8 = v.old_level`,
      [clubId, olds, news],
    );
  },
};
