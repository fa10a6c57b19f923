import { QueryFailedError, type EntityManager } from 'typeorm';
import { Club } from '../common/tenancy/club.entity';
import type { ClubCounts } from './club-counts.entity';

/** The columns a new club is made with; the rest take their defaults. */
export type NewClub = Pick<
  Club,
  | 'name'
  | 'subdomain'
  | 'logo'
  | 'subscription_id'
  | 'description'
  | 'email'
  | 'phone'
  | 'website'
  | 'address'
  | 'timezone'
  | 'join_policy'
  | 'listed'
>;

/** A club as the system console lists it: every column but the rating settings, and its counts. */
export type AdminClubRow = NewClub &
  Pick<Club, 'id' | 'default_locale' | 'created_at'> &
  Pick<ClubCounts, 'user_count' | 'event_count'>;

/** The club's own settings (API.md section 4). */
export type ClubSettingsRow = Pick<
  Club,
  | 'default_locale'
  | 'rating_scale'
  | 'self_rating'
  | 'onboarding_dismissed'
  | 'retention_months'
  | 'join_policy'
  | 'waitlist_mode'
  | 'quiet_hours'
  | 'offer_open_hours'
  | 'show_participants'
  | 'waitlist_priority'
  | 'public_event_cards'
>;

/** The club's details its staff may change (API.md section 12); the subdomain is not one. */
export type ClubDetailsRow = Pick<
  Club,
  'name' | 'logo' | 'description' | 'email' | 'phone' | 'website' | 'address'
>;

/**
 * The console's clubs with their counts. The counts are kept in `club_counts` by triggers on
 * memberships and events (migration ListIndexes), so a club with years of events costs the same
 * one-row lookup as a new one. Exported for the plan tests and the bench.
 */
export const SELECT_ADMIN_CLUBS = `
  SELECT c.id, c.name, c.subdomain, c.logo, c.subscription_id, c.description, c.email, c.phone,
         c.website, c.address, c.timezone, c.join_policy, c.listed, c.default_locale, c.created_at,
         COALESCE(n.user_count, 0) AS user_count, COALESCE(n.event_count, 0) AS event_count
    FROM clubs c LEFT JOIN club_counts n ON n.club_id = c.id`;

/** PostgreSQL's "invalid parameter value": here, a time zone it does not know. */
const INVALID_PARAMETER_VALUE = '22023';

/** The `clubs` table as the clubs feature reads and writes it (its entity lives with tenancy). */
export const clubStore = {
  adminClubs(db: EntityManager): Promise<AdminClubRow[]> {
    return db.query(`${SELECT_ADMIN_CLUBS} ORDER BY c.name, c.subdomain`);
  },

  async adminClub(db: EntityManager, id: string): Promise<AdminClubRow | null> {
    const [row]: AdminClubRow[] = await db.query(`${SELECT_ADMIN_CLUBS} WHERE c.id = $1`, [id]);
    return row ?? null;
  },

  find(db: EntityManager, id: string): Promise<Club | null> {
    return db.getRepository(Club).findOneBy({ id });
  },

  /**
   * Adds the club; returns its id. A subdomain taken raises uq_clubs_subdomain. The language and
   * the rating scale left out take the column defaults.
   */
  async insert(
    db: EntityManager,
    club: NewClub & Partial<Pick<Club, 'default_locale' | 'rating_scale'>>,
  ): Promise<Club['id']> {
    const inserted = await db.getRepository(Club).insert(club);
    return (inserted.identifiers[0] as Pick<Club, 'id'>).id;
  },

  /** Changes the columns given; false when there is no such club. */
  async update(db: EntityManager, id: string, changes: Partial<Club>): Promise<boolean> {
    const result = await db.getRepository(Club).update({ id }, changes);
    return !!result.affected;
  },

  /** Deletes the club (everything of it goes with it, FK cascades); false when there is none. */
  async remove(db: EntityManager, id: string): Promise<boolean> {
    const result = await db.getRepository(Club).delete({ id });
    return !!result.affected;
  },

  /**
   * Whether PostgreSQL knows the IANA zone. The runtime's zone list and PostgreSQL's may differ
   * by a tzdata release, and the events queries convert with PostgreSQL's.
   */
  async knowsTimezone(db: EntityManager, timezone: string): Promise<boolean> {
    try {
      await db.query(`SELECT now() AT TIME ZONE $1`, [timezone]);
      return true;
    } catch (error) {
      const code =
        error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === INVALID_PARAMETER_VALUE) return false;
      throw error;
    }
  },

  /**
   * What happens to someone new to the club who signs in (API.md section 12): a clubguest (open),
   * a pending joiner (request), or nothing (closed; also for no such club).
   */
  async joinPolicy(db: EntityManager, clubId: string): Promise<Club['join_policy']> {
    const row = await db
      .getRepository(Club)
      .createQueryBuilder('c')
      .select('c.join_policy', 'join_policy')
      .where('c.id = :clubId', { clubId })
      .getRawOne<Pick<Club, 'join_policy'>>();
    return row?.join_policy ?? 'closed';
  },

  async settings(db: EntityManager, clubId: string): Promise<ClubSettingsRow & ClubDetailsRow> {
    const row = await db
      .getRepository(Club)
      .createQueryBuilder('c')
      .select('c.default_locale', 'default_locale')
      .addSelect('c.rating_scale', 'rating_scale')
      .addSelect('c.self_rating', 'self_rating')
      .addSelect('c.onboarding_dismissed', 'onboarding_dismissed')
      .addSelect('c.retention_months', 'retention_months')
      .addSelect('c.join_policy', 'join_policy')
      .addSelect('c.waitlist_mode', 'waitlist_mode')
      .addSelect('c.quiet_hours', 'quiet_hours')
      .addSelect('c.offer_open_hours', 'offer_open_hours')
      .addSelect('c.show_participants', 'show_participants')
      .addSelect('c.waitlist_priority', 'waitlist_priority')
      .addSelect('c.public_event_cards', 'public_event_cards')
      .addSelect('c.name', 'name')
      .addSelect('c.logo', 'logo')
      .addSelect('c.description', 'description')
      .addSelect('c.email', 'email')
      .addSelect('c.phone', 'phone')
      .addSelect('c.website', 'website')
      .addSelect('c.address', 'address')
      .where('c.id = :clubId', { clubId })
      .getRawOne<ClubSettingsRow & ClubDetailsRow>();
    // The club of a request: it exists. The builder lists the columns in the entity's order; the
    // answer puts the settings first, as before the details joined them.
    const {
      default_locale,
      rating_scale,
      self_rating,
      onboarding_dismissed,
      retention_months,
      join_policy,
      waitlist_mode,
      quiet_hours,
      offer_open_hours,
      show_participants,
      waitlist_priority,
      public_event_cards,
      ...details
    } = row!;
    return {
      default_locale,
      rating_scale,
      self_rating,
      onboarding_dismissed,
      retention_months,
      join_policy,
      waitlist_mode,
      quiet_hours,
      offer_open_hours,
      show_participants,
      waitlist_priority,
      public_event_cards,
      ...details,
    };
  },

  /**
   * Whether the club has invited anyone of type `clubmember`: the getting-started checklist's
   * "invite" step. The owner invited with a new club, and staff added later, are not members, so
   * the step stays open until the club mails the people it plays with.
   */
  async membersInvited(db: EntityManager, clubId: string): Promise<boolean> {
    const [row]: { invited: boolean }[] = await db.query(
      `SELECT EXISTS (SELECT 1 FROM club_memberships
                       WHERE club_id = $1 AND user_type = 'clubmember' AND invited_at IS NOT NULL) AS invited`,
      [clubId],
    );
    return row!.invited;
  },

  /**
   * Changes the settings given (null: keep; for `retention_months`, where null means off,
   * undefined keeps), in one statement; `updated_at` is set either way.
   */
  async updateSettings(
    tx: EntityManager,
    clubId: string,
    changes: {
      [K in Exclude<keyof ClubSettingsRow, 'retention_months' | 'quiet_hours'>]: ClubSettingsRow[K] | null;
    } & {
      retention_months: ClubSettingsRow['retention_months'] | undefined;
      quiet_hours: ClubSettingsRow['quiet_hours'] | undefined;
    },
  ): Promise<void> {
    await tx.query(
      `UPDATE clubs SET default_locale = COALESCE($2, default_locale),
                        rating_scale = COALESCE($3, rating_scale),
                        self_rating = COALESCE($4, self_rating),
                        onboarding_dismissed = COALESCE($5, onboarding_dismissed),
                        retention_months = CASE WHEN $6 THEN $7::smallint ELSE retention_months END,
                        join_policy = COALESCE($8, join_policy),
                        waitlist_mode = COALESCE($9, waitlist_mode),
                        quiet_hours = CASE WHEN $10 THEN $11::varchar ELSE quiet_hours END,
                        offer_open_hours = COALESCE($12::smallint, offer_open_hours),
                        show_participants = COALESCE($13, show_participants),
                        waitlist_priority = COALESCE($14, waitlist_priority),
                        public_event_cards = COALESCE($15, public_event_cards),
                        updated_at = now()
        WHERE id = $1`,
      [
        clubId,
        changes.default_locale,
        changes.rating_scale,
        changes.self_rating,
        changes.onboarding_dismissed,
        changes.retention_months !== undefined,
        changes.retention_months ?? null,
        changes.join_policy,
        changes.waitlist_mode,
        changes.quiet_hours !== undefined,
        changes.quiet_hours ?? null,
        changes.offer_open_hours,
        changes.show_participants,
        changes.waitlist_priority,
        changes.public_event_cards,
      ],
    );
  },
};
