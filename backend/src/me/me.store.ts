import type { EntityManager } from 'typeorm';
import { Club } from '../common/tenancy/club.entity';
import { LEVEL_COLUMN } from '../levels/levels.store';
import { ClubMembership } from '../users/club-membership.entity';

/** One's own level at a club, with the club's rating settings (GET and PUT /api/me/level). */
export type OwnLevelRow = { level: number | null; set_by_staff: ClubMembership['level_set_by_staff'] } & Pick<
  Club,
  'rating_scale' | 'self_rating'
>;

/**
 * What a person reads of their own membership at a club. The query builder returns raw rows with
 * the entity's columns first and computed ones after, whatever order they are selected in.
 */
/** One's own profile at a club (GET and PUT /api/me/profile). */
export type OwnProfileRow = Pick<ClubMembership, 'id' | 'name' | 'phone' | 'show_my_name'>;

export const meStore = {
  /** Null without a membership at the club; `lock` holds the row for an edit. */
  async ownProfile(
    db: EntityManager,
    clubId: string,
    userId: string,
    lock = false,
  ): Promise<OwnProfileRow | null> {
    return db.getRepository(ClubMembership).findOne({
      select: { id: true, name: true, phone: true, show_my_name: true },
      where: { club_id: clubId, user_id: userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  },

  /** Changes the fields given of one's own profile; `updated_at` follows. */
  async setProfile(
    tx: EntityManager,
    clubId: string,
    userId: string,
    changes: Partial<Pick<ClubMembership, 'name' | 'phone' | 'show_my_name'>>,
  ): Promise<void> {
    await tx.update(ClubMembership, { club_id: clubId, user_id: userId }, changes);
  },

  /** Null without a membership at the club. */
  async ownLevel(db: EntityManager, clubId: string, userId: string): Promise<OwnLevelRow | null> {
    const row = await db
      .getRepository(ClubMembership)
      .createQueryBuilder('m')
      .innerJoin(Club, 'c', 'c.id = m.club_id')
      .select(LEVEL_COLUMN('m'), 'level')
      .addSelect('m.level_set_by_staff', 'set_by_staff')
      .addSelect('c.rating_scale', 'rating_scale')
      .addSelect('c.self_rating', 'self_rating')
      .where('m.club_id = :clubId AND m.user_id = :userId', { clubId, userId })
      .getRawOne<OwnLevelRow>();
    return row ?? null;
  },
};
