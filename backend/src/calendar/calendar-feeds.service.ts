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
import { calendarFeedStore, type FeedRow } from './calendar-feeds.store';
import { buildIcs } from '../common/ics/ics';

type ClubRef = Pick<Club, 'id' | 'name' | 'subdomain' | 'timezone'>;

/**
 * How often calendar apps should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL):
 * hourly, so a changed time reaches a phone within the hour without every app polling the
 * server each few minutes.
 */
export const FEED_REFRESH_SECONDS = 3600;

/** How far back the feed reaches; everything ahead is in it. */
export const FEED_PAST_DAYS = 30;

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
    const owner = await calendarFeedStore.owner(this.db.manager, club.id, hashSecret(token));
    if (!owner) throw new NotFoundException(API_ERRORS.calendarFeedNotFound);
    const rows = await calendarFeedStore.events(this.db.manager, club, owner, FEED_PAST_DAYS);
    const origin = publicOrigin(this.config, club.subdomain);
    return buildIcs({
      name: club.name,
      timezone: club.timezone,
      domain: this.config.APP_DOMAIN,
      refreshSeconds: FEED_REFRESH_SECONDS,
      events: rows.map(({ signup_status, ...e }) => ({
        ...e,
        // Waitlisted, or offered a place not yet taken: neither is certain.
        tentative: signup_status !== 'confirmed',
        url: `${origin}/events/${e.id}`,
      })),
    });
  }

  /** The membership and its feed (if any), locked; 404 without a membership here. */
  private async lock(tx: EntityManager, clubId: string, userId: string | null): Promise<FeedRow> {
    const row = await calendarFeedStore.lock(tx, clubId, userId);
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
    await calendarFeedStore.save(
      tx,
      { club_id: clubId, user_id: userId, nonce, token_hash: hashSecret(token) },
      rotated,
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
