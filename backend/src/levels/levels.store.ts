import type { EntityManager } from 'typeorm';
import { Club } from '../common/tenancy/club.entity';
import { ClubMembership } from '../users/club-membership.entity';

/** A club's rating settings (API.md sections 4 and 10). */
export type ClubRating = Pick<Club, 'rating_scale' | 'self_rating'>;

/**
 * A membership's level, on the club's scale as stored, read back through LEVEL_COLUMN (a number;
 * the entity's numeric is the driver's text).
 */
export type MemberLevel = { level: number | null } & Pick<ClubMembership, 'level_set_by_staff'>;

/**
 * A stored level read back as the number that was written: numeric(4, 2) through float8, whose
 * text form is the shortest that round-trips, so 10.37 reads as 10.37, never 10.369999.
 */
export const LEVEL_COLUMN = (alias: string) => `${alias}.level::float8`;

/**
 * The levels of a club's members (`club_memberships.level`) and the club's scale they are on.
 * Levels are kept on the club's scale, exactly as written; a change of scale converts them in the
 * same transaction. Writers of a level hold the club row FOR SHARE (`lockRating`) and the scale
 * change holds it FOR UPDATE, always club row first, memberships second: a level is never written
 * on a scale that is changing under it, and the two never deadlock.
 */
export const levelStore = {
  async lockRating(
    tx: EntityManager,
    clubId: string,
    mode: 'share' | 'update' = 'share',
  ): Promise<ClubRating> {
    const row = await tx
      .getRepository(Club)
      .createQueryBuilder('c')
      .select('c.rating_scale', 'rating_scale')
      .addSelect('c.self_rating', 'self_rating')
      .where('c.id = :clubId', { clubId })
      .setLock(mode === 'share' ? 'pessimistic_read' : 'pessimistic_write')
      .getRawOne<ClubRating>();
    // The club of a request: it exists.
    return row!;
  },

  async find(db: EntityManager, clubId: string, userId: string): Promise<MemberLevel | null> {
    const row = await db
      .getRepository(ClubMembership)
      .createQueryBuilder('m')
      .select(LEVEL_COLUMN('m'), 'level')
      .addSelect('m.level_set_by_staff', 'level_set_by_staff')
      .where('m.club_id = :clubId AND m.user_id = :userId', { clubId, userId })
      .getRawOne<MemberLevel>();
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
    await tx.update(
      ClubMembership,
      { club_id: clubId, user_id: userId },
      { level: level === null ? null : String(level), level_set_by_staff: by === 'staff' && level !== null },
    );
  },

  /** The distinct levels stored at the club. */
  async distinctLevels(tx: EntityManager, clubId: string): Promise<number[]> {
    const rows: { level: number }[] = await tx.query(
      `SELECT DISTINCT ${LEVEL_COLUMN('m')} AS level FROM club_memberships m
        WHERE m.club_id = $1 AND m.level IS NOT NULL`,
      [clubId],
    );
    return rows.map((r) => r.level);
  },

  /**
   * Replaces every level `olds[i]` stored at the club with `news[i]` (numeric text, or null to
   * drop it), in one statement whatever the club's size.
   */
  async replaceLevels(
    tx: EntityManager,
    clubId: string,
    olds: number[],
    news: (string | null)[],
  ): Promise<void> {
    await tx.query(
      `UPDATE club_memberships m SET level = v.new_level, updated_at = now()
         FROM unnest($2::float8[], $3::numeric[]) AS v(old_level, new_level)
        WHERE m.club_id = $1 AND m.level::float8 = v.old_level`,
      [clubId, olds, news],
    );
  },
};
