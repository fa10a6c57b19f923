import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LOCALE, LOGIN_LINK_PAGES, MAGIC_LINK_TTL_SECONDS, type Locale } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Club } from '../common/tenancy/club.entity';
import { loginLinkMail } from '../mail/login-link.mail';
import type { MailJobOutcome } from '../mail/mail-jobs';
import { MailQueue, type LoginLinkJob } from '../mail/mail-queue.service';
import { MailSender } from '../mail/mail-sender.service';
import { hashSecret, newSecret } from '../common/auth/session-token';
import { systemUserStore } from '../users/system-users.store';
import { LinkRateLimiter } from './link-rate-limiter';
import { loginLinkStore } from './login-links.store';

/** A login link is for a club's login or for the system console's. */
export type MagicLinkFlow = 'club' | 'system';

export interface ConsumedLink {
  email: string;
  clubId: string | null;
}

/**
 * Magic links. A request is counted and queued, whoever the address belongs to, so known and
 * unknown addresses get the same answer in the same time; the worker decides whether a link is
 * issued and mailed. Only the token's hash is stored; a link is single use, lives 10 minutes and
 * is bound to its flow and club. Asking for a link never voids one already sent (anyone may ask
 * for anyone's address); using one voids the person's other unused links of that flow and club.
 */
@Injectable()
export class LoginLinksService {
  private readonly logger = new Logger(LoginLinksService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly rateLimiter: LinkRateLimiter,
    private readonly queue: MailQueue,
    private readonly mailer: MailSender,
  ) {}

  /** Handles a login-link request; returns the link itself only in test mode. */
  async request(
    flow: MagicLinkFlow,
    club: Club | null,
    email: string,
    ip: string,
    locale: Locale | null = null,
  ): Promise<string | undefined> {
    await this.rateLimiter.hit(flow === 'club' ? club!.id : 'system', email, ip);
    const clubId = flow === 'club' ? club!.id : null;
    const job: LoginLinkJob = { flow, clubId, email, requestedAt: Date.now(), locale };
    if (this.config.MAGIC_LINK_TEST_MODE) job.link = (await this.issue(flow, clubId, email))?.link;
    await this.queue.enqueueLoginLink(job);
    return job.link;
  }

  /**
   * The worker's side: issue the link (unless test mode already did) and mail it. A request
   * older than a link's life is dropped, never answered late: the person has asked again or
   * given up, and a link arriving hours later (after an SMTP outage, a re-drive) only confuses.
   */
  async deliver(job: LoginLinkJob): Promise<MailJobOutcome> {
    const ageSeconds = Math.round((Date.now() - job.requestedAt) / 1000);
    if (ageSeconds > MAGIC_LINK_TTL_SECONDS) {
      this.logger.warn(
        `Dropped a ${job.flow} login-link mail requested ${ageSeconds} s ago: a link lives ${MAGIC_LINK_TTL_SECONDS} s`,
      );
      return 'dropped';
    }
    const link = job.link ?? (await this.issue(job.flow, job.clubId, job.email))?.link;
    if (!link) return 'skipped';
    const { clubName, clubEmail, logo, locale } = await this.mailContext(job);
    const mail = loginLinkMail(job.email, link, clubName, MAGIC_LINK_TTL_SECONDS / 60, locale, logo);
    // A club's link comes from the club; the system console's from Courtside itself.
    await this.mailer.send(
      clubName === null ? mail : { ...mail, club: { name: clubName, email: clubEmail } },
    );
    return 'sent';
  }

  /**
   * Creates a link when the address may sign in: a system user (system flow), or a user of the
   * club or anyone at a club that lets guests register (club flow). Null otherwise.
   */
  async issue(flow: MagicLinkFlow, clubId: string | null, email: string): Promise<{ link: string } | null> {
    const db = this.db.manager;
    let subdomain: string | null = null;
    if (flow === 'club') {
      const club = clubId ? await loginLinkStore.clubLogin(db, clubId, email) : null;
      if (!club?.allowed) return null;
      subdomain = club.subdomain;
    } else if (!(await systemUserStore.exists(db, email))) {
      return null;
    }

    const token = newSecret();
    await loginLinkStore.insert(db, {
      token_hash: hashSecret(token),
      flow,
      email,
      club_id: clubId,
      ttlSeconds: MAGIC_LINK_TTL_SECONDS,
    });
    // Old records are of no further use; keep the table small.
    await loginLinkStore.deleteOld(db);
    return { link: this.linkFor(flow, subdomain, token) };
  }

  /**
   * Uses a token up, atomically (loginLinkStore.use): of any number of concurrent calls, exactly
   * one succeeds, and the person's other unused links of this flow and club are void.
   */
  async consume(flow: MagicLinkFlow, token: string, clubId: string | null): Promise<ConsumedLink | null> {
    if (flow === 'club' && !clubId) return null;
    const used = await loginLinkStore.use(this.db.manager, hashSecret(token), flow, clubId);
    return used ? { email: used.email, clubId: used.club_id } : null;
  }

  private linkFor(flow: MagicLinkFlow, subdomain: string | null, token: string): string {
    const { PUBLIC_URL_SCHEME: scheme, APP_DOMAIN: domain, PUBLIC_PORT: port } = this.config;
    const host = `${subdomain ? `${subdomain}.` : ''}${domain}${port ? `:${port}` : ''}`;
    return `${scheme}://${host}${LOGIN_LINK_PAGES[flow]}?token=${encodeURIComponent(token)}`;
  }

  /**
   * The club's name and the mail's language (API.md section 9): the person's choice at this club,
   * else the language their browser showed when they asked, else the club's default, else English.
   */
  private async mailContext(
    job: LoginLinkJob,
  ): Promise<{ clubName: string | null; clubEmail: string | null; logo: string | null; locale: Locale }> {
    const none = { clubName: null, clubEmail: null, logo: null };
    if (!job.clubId) return { ...none, locale: job.locale ?? DEFAULT_LOCALE };
    const row = await loginLinkStore.mailContext(this.db.manager, job.clubId, job.email, job.locale ?? null);
    if (!row) return { ...none, locale: DEFAULT_LOCALE };
    return { clubName: row.name, clubEmail: row.email, logo: row.logo, locale: row.locale ?? DEFAULT_LOCALE };
  }
}
