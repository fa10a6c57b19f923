import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { DERIVED_TOKEN, deriveToken } from '../common/auth/derived-token';
import { hashSecret } from '../common/auth/session-token';
import { TokenSecret } from '../common/auth/token-secret';
import { publicOrigin } from '../common/http/public-url';
import type { Club } from '../common/tenancy/club.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { buildIcs, type IcsEvent } from '../common/ics/ics';
import { WALL_CLOCK } from '../common/sql/wall-clock';

type ClubRef = Pick<Club, 'id' | 'name' | 'subdomain' | 'timezone'>;

/** How far back the feed reaches; everything ahead is in it. */
export const FEED_PAST_DAYS = 30;

interface FeedRow {
  membership_id: string;
  nonce: string | null;
  token_hash: string | null;
}

/**
 * A person's private calendar feed at a club (API.md section 9): `<club>/api/calendar/<token>.ics`,
 * the token the only credential. It is derived (HMAC under TokenSecret's key) from the membership and a
 * random nonce, so the same URL can be shown again without storing it; only its hash is stored,
 * to find the feed. Rotating draws a new nonce: the old URL stops at once. The feed goes with
 * the membership.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly secret: TokenSecret,
  ) {}

  /** The person's feed URL, made on the first call. 404 for someone with no membership here. */
  async url(club: ClubRef, userId: string | null): Promise<string> {
    return this.db.transaction(async (tx) => {
      const feed = await this.lock(tx, club.id, userId);
      const nonce = feed.nonce ?? newNonce();
      const token = await this.token(feed.membership_id, nonce);
      // New, or made under another key (whose URL stops with it).
      if (feed.token_hash !== hashSecret(token)) await this.store(tx, club.id, userId!, nonce, token);
      return this.feedUrl(club, token);
    });
  }

  /** A new URL; the old one answers 404 from now on. */
  async rotate(club: ClubRef, userId: string | null): Promise<string> {
    return this.db.transaction(async (tx) => {
      const feed = await this.lock(tx, club.id, userId);
      const nonce = newNonce();
      const token = await this.token(feed.membership_id, nonce);
      await this.store(tx, club.id, userId!, nonce, token, true);
      return this.feedUrl(club, token);
    });
  }

  /** The calendar a token opens at this club; 404 for any other token. */
  async feed(club: ClubRef, token: string): Promise<string> {
    if (!DERIVED_TOKEN.test(token)) throw new NotFoundException(API_ERRORS.calendarFeedNotFound);
    const [owner]: { user_id: string }[] = await this.db.query(
      `SELECT f.user_id FROM calendar_feeds f WHERE f.token_hash = $1 AND f.club_id = $2`,
      [hashSecret(token), club.id],
    );
    if (!owner) throw new NotFoundException(API_ERRORS.calendarFeedNotFound);
    const rows: (Omit<IcsEvent, 'url' | 'tentative'> & { signup_status: string })[] = await this.db.query(
      `SELECT e.id, e.name, e.description, ${WALL_CLOCK('e.start_time')} AS start_time, ${WALL_CLOCK('e.end_time')} AS end_time,
              e.location, e.status, e.ical_sequence AS sequence, e.updated_at, s.status AS signup_status
         FROM signups s
         CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = s.event_id LIMIT 1) e
        WHERE s.club_id = $1 AND s.user_id = $2
          AND s.event_end_time > (now() AT TIME ZONE $3::text) - make_interval(days => $4::int)
        ORDER BY e.start_time, e.id`,
      [club.id, owner.user_id, club.timezone, FEED_PAST_DAYS],
    );
    const origin = publicOrigin(this.config, club.subdomain);
    return buildIcs({
      name: club.name,
      timezone: club.timezone,
      domain: this.config.APP_DOMAIN,
      events: rows.map(({ signup_status, ...e }) => ({
        ...e,
        tentative: signup_status === 'waitlisted',
        url: `${origin}/events/${e.id}`,
      })),
    });
  }

  /** The membership and its feed (if any), locked; 404 without a membership here. */
  private async lock(tx: EntityManager, clubId: string, userId: string | null): Promise<FeedRow> {
    const [row]: FeedRow[] = await tx.query(
      `SELECT m.id AS membership_id, f.nonce, f.token_hash
         FROM club_memberships m LEFT JOIN calendar_feeds f ON f.club_id = m.club_id AND f.user_id = m.user_id
        WHERE m.club_id = $1 AND m.user_id = $2
        FOR NO KEY UPDATE OF m`,
      [clubId, userId],
    );
    if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
    return row;
  }

  private async store(
    tx: EntityManager,
    clubId: string,
    userId: string,
    nonce: string,
    token: string,
    rotated = false,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO calendar_feeds (club_id, user_id, nonce, token_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (club_id, user_id) DO UPDATE
         SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash,
             rotated_at = CASE WHEN $5::boolean THEN now() ELSE calendar_feeds.rotated_at END`,
      [clubId, userId, nonce, hashSecret(token), rotated],
    );
  }

  private async token(membershipId: string, nonce: string): Promise<string> {
    return deriveToken(await this.secret.get(), 'calendar-feed', membershipId, nonce);
  }

  private feedUrl(club: ClubRef, token: string): string {
    return `${publicOrigin(this.config, club.subdomain)}/api/calendar/${token}.ics`;
  }
}

/** 128 random bits, hex: what makes a new feed URL. */
const newNonce = () => randomBytes(16).toString('hex');
