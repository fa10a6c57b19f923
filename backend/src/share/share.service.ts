import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { isFullForShare, placesLeftText, shareDateLabel } from '@courtside/domain';
import { isUuid } from '../common/http/uuid-param.pipe';
import type Redis from 'ioredis';
import { dirname, join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { publicOrigin } from '../common/http/public-url';
import { REDIS } from '../common/redis/redis.module';
import type { Club } from '../common/tenancy/club.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WorkerPool } from '../workers/worker-pool';
import { sharePage, shareNotFoundPage } from './share-page';
import { shareStore, type SharedEventRow } from './share.store';

/** At most this many image requests per IP per window (API.md, "Share image"). */
export const SHARE_IMAGE_LIMIT = { requests: 60, windowSeconds: 60 } as const;

/** Images kept in memory: a club's upcoming public events, a few states each, at ~40 kB. */
const IMAGE_CACHE_ENTRIES = 200;

/** Counts a request against its key; returns the count so far in the window. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

export type SharePageAnswer = { status: 200 | 404; html: string };
export type ShareImageAnswer = { status: 200; png: Buffer } | { status: 404 } | { status: 429 };

/**
 * Share cards (API.md section 15): the public page of an upcoming event and its preview image.
 * Neither reads a session or a cookie: what they show is the same for everyone, which is what
 * lets a shared cache keep them.
 */
@Injectable()
export class ShareService {
  private readonly logger = new Logger(ShareService.name);
  /** Insertion-ordered: the oldest entry goes first when full. A promise, so a burst renders once. */
  private readonly images = new Map<string, Promise<Buffer>>();
  private readonly fontDir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectEntityManager() private readonly db: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly workers: WorkerPool,
  ) {}

  private find(club: Club, eventId: string): Promise<SharedEventRow | null> {
    // Not an id at all: no query, the same 404 as an unknown one.
    if (!isUuid(eventId)) return Promise.resolve(null);
    return shareStore.sharedEvent(this.db, club.id, eventId.toLowerCase());
  }

  async page(club: Club, eventId: string): Promise<SharePageAnswer> {
    const event = await this.find(club, eventId);
    if (!event) return { status: 404, html: shareNotFoundPage(club.default_locale) };
    const origin = publicOrigin(this.config, club.subdomain);
    return {
      status: 200,
      html: sharePage(event, {
        page: `${origin}/e/${event.id}`,
        image: `${origin}/e/${event.id}/card.png`,
        signUp: `${origin}/events/${event.id}`,
      }),
    };
  }

  async image(club: Club, eventId: string, ip: string): Promise<ShareImageAnswer> {
    if (await this.overLimit(ip)) return { status: 429 };
    const event = await this.find(club, eventId);
    if (!event) return { status: 404 };
    const places = placesLeftText(event, event.default_locale);
    // Rendered once per state: places left, and the last change to the event or the club.
    const key = `${event.id}|${places}|${event.version}`;
    let png = this.images.get(key);
    if (!png) {
      png = this.render(event, places);
      this.images.set(key, png);
      // A failed render is not kept: the next request tries again.
      png.catch(() => this.images.delete(key));
      if (this.images.size > IMAGE_CACHE_ENTRIES) this.images.delete(this.images.keys().next().value!);
    }
    return { status: 200, png: await png };
  }

  private async render(event: SharedEventRow, places: string): Promise<Buffer> {
    const bytes = await this.workers.run('renderShareCard', {
      fontDir: this.fontDir,
      card: {
        clubName: event.club_name,
        eventName: event.name,
        date: shareDateLabel(event.start_time, event.default_locale),
        location: event.location,
        places,
        full: isFullForShare(event),
        initial: Array.from(event.club_name.trim())[0]?.toUpperCase() ?? 'C',
      },
    });
    return Buffer.from(bytes);
  }

  /**
   * Whether this IP is past its image requests for the minute, counted in Redis so every replica
   * shares the count. Without Redis the image is still served: a preview is worth more than the
   * limit, which guards the CPU and is kept by the worker pool's own bound anyway.
   */
  private async overLimit(ip: string): Promise<boolean> {
    try {
      const count = (await this.redis.eval(
        COUNT_SCRIPT,
        1,
        `rl:share-image:${ip}`,
        SHARE_IMAGE_LIMIT.windowSeconds,
      )) as number;
      return count > SHARE_IMAGE_LIMIT.requests;
    } catch (error) {
      this.logger.warn(`Share image rate limit not counted: ${(error as Error).message}`);
      return false;
    }
  }
}
