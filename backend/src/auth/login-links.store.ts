import type { Locale } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import { LoginLink } from './login-link.entity';

/** A club a login link is asked at, and whether the address may sign in there. */
export type ClubLoginRow = Pick<Club, 'name' | 'subdomain'> & { allowed: boolean };

/** What a login-link mail at a club shows, in the language worked out for the person. */
export type LoginMailContextRow = Pick<Club, 'name' | 'logo' | 'email'> & { locale: Locale };

/** The link a token used up. */
export type UsedLinkRow = Pick<LoginLink, 'email' | 'club_id'>;

/** A new login link: the token's hash, whom it is for, and how long it lives. */
export type NewLoginLink = Pick<LoginLink, 'token_hash' | 'flow' | 'email' | 'club_id'> & {
  ttlSeconds: number;
};

/** The `magic_links` table (login links), and what issuing and mailing one reads of the club. */
export const loginLinkStore = {
  /**
   * The club, with whether `email` may sign in there: a user of the club, or anyone at a club that
   * lets new people in as guests (`open`) or lets them ask to join (`request`; someone already
   * known there, a pending joiner, signs in again the same way). Null for no such club.
   */
  async clubLogin(db: EntityManager, clubId: string, email: string): Promise<ClubLoginRow | null> {
    const [row]: ClubLoginRow[] = await db.query(
      `SELECT c.name, c.subdomain,
              c.join_policy IN ('open', 'request') OR EXISTS (
                SELECT 1 FROM club_memberships m JOIN users u ON u.id = m.user_id
                 WHERE m.club_id = c.id AND u.email = $2) AS allowed
         FROM clubs c WHERE c.id = $1`,
      [clubId, email],
    );
    return row ?? null;
  },

  /** Stores a link, expiring `ttlSeconds` from now by the database's clock. */
  async insert(db: EntityManager, link: NewLoginLink): Promise<void> {
    await db.query(
      `INSERT INTO magic_links (token_hash, flow, email, club_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [link.token_hash, link.flow, link.email, link.club_id, link.ttlSeconds],
    );
  },

  /**
   * Stores an invitation to the club for `email`, expiring `ttlDays` from now by the database's
   * clock. It signs in like a login link, and only while the person has never signed in here
   * (`use`).
   */
  async insertInvitation(
    db: EntityManager,
    link: Pick<LoginLink, 'token_hash' | 'email'> & { club_id: string; ttlDays: number },
  ): Promise<void> {
    await db.query(
      `INSERT INTO magic_links (token_hash, flow, purpose, email, club_id, expires_at)
       VALUES ($1, 'club', 'invitation', $2, $3, now() + make_interval(days => $4))`,
      [link.token_hash, link.email, link.club_id, link.ttlDays],
    );
  },

  /** Deletes the links that expired more than a day ago: of no further use. */
  async deleteOld(db: EntityManager): Promise<void> {
    await db
      .createQueryBuilder()
      .delete()
      .from(LoginLink)
      .where(`expires_at < now() - interval '1 day'`)
      .execute();
  },

  /**
   * Uses a token up, atomically: of any number of concurrent calls, exactly one gets the link. In
   * the same statement it voids the person's other unused links of this flow and club; a link that
   * a concurrent call is using at that moment is skipped (both were live, neither waits). An
   * invitation works only while its person is a member of its club who has never signed in there
   * (an enrolment link, API.md section 12): after that, or once removed (it must not make them a
   * guest), it fails as an expired link does.
   */
  async use(
    db: EntityManager,
    tokenHash: string,
    flow: LoginLink['flow'],
    clubId: string | null,
  ): Promise<UsedLinkRow | null> {
    const [row]: UsedLinkRow[] = await db.query(
      `WITH used AS (
         UPDATE magic_links SET used_at = now()
          WHERE token_hash = $1 AND flow = $2 AND club_id IS NOT DISTINCT FROM $3
            AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()
            AND (purpose = 'login' OR EXISTS (
                  SELECT 1 FROM club_memberships m JOIN users u ON u.id = m.user_id
                   WHERE m.club_id = magic_links.club_id AND u.email = magic_links.email
                     AND m.last_seen_on IS NULL))
          RETURNING id, email, club_id),
       others AS (
         SELECT m.id FROM magic_links m JOIN used u
             ON m.flow = $2 AND m.email = u.email AND m.club_id IS NOT DISTINCT FROM u.club_id
          WHERE m.id <> u.id AND m.used_at IS NULL AND m.voided_at IS NULL
            FOR UPDATE OF m SKIP LOCKED),
       voided AS (
         UPDATE magic_links SET voided_at = now() WHERE id IN (SELECT id FROM others))
       SELECT email, club_id FROM used`,
      [tokenHash, flow, clubId],
    );
    return row ?? null;
  },

  /**
   * The club's name and logo, and the mail's language: the person's choice at this club, else
   * `requestLocale`, else the club's default. Null for no such club.
   */
  async mailContext(
    db: EntityManager,
    clubId: string,
    email: string,
    requestLocale: Locale | null,
  ): Promise<LoginMailContextRow | null> {
    const [row]: LoginMailContextRow[] = await db.query(
      `SELECT c.name, c.logo, NULLIF(btrim(c.email), '') AS email, COALESCE(m.locale, $3, c.default_locale) AS locale
         FROM clubs c
         LEFT JOIN users u ON u.email = $2
         LEFT JOIN club_memberships m ON m.club_id = c.id AND m.user_id = u.id
        WHERE c.id = $1`,
      [clubId, email, requestLocale],
    );
    return row ?? null;
  },
};
