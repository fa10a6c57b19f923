import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LOCALE, LOGIN_LINK_PAGES, MAGIC_LINK_TTL_SECONDS, type Locale } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Club } from '../common/tenancy/club.entity';
import { loginLinkMail } from '../mail/login-link.mail';
import type { MailJobOutcome } from '../mail/mail-jobs';
import { MailQueue, type LoginLinkJob } from '../mail/mail-queue.service';
import { MailSender } from '../mail/mail-sender.service';
import { LinkRateLimiter } from './link-rate-limiter';
import { hashSecret, newSecret } from '../common/auth/session-token';

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
    const { clubName, logo, locale } = await this.mailContext(job);
    await this.mailer.send(
      loginLinkMail(job.email, link, clubName, MAGIC_LINK_TTL_SECONDS / 60, locale, logo),
    );
    return 'sent';
  }

  /**
   * Creates a link when the address may sign in: a system user (system flow), or a user of the
   * club or anyone at a club that lets guests register (club flow). Null otherwise.
   */
  async issue(flow: MagicLinkFlow, clubId: string | null, email: string): Promise<{ link: string } | null> {
    let club: { name: string; subdomain: string } | null = null;
    if (flow === 'club') {
      const rows: { name: string; subdomain: string; allowed: boolean }[] = await this.db.query(
        `SELECT c.name, c.subdomain,
                c.allow_guest_signup OR EXISTS (
                  SELECT 1 FROM club_memberships m JOIN users u ON u.id = m.user_id
                   WHERE m.club_id = c.id AND u.email = $2) AS allowed
           FROM clubs c WHERE c.id = $1`,
        [clubId, email],
      );
      if (!rows[0]?.allowed) return null;
      club = rows[0];
    } else {
      const rows: unknown[] = await this.db.query(`SELECT 1 FROM system_users WHERE email = $1`, [email]);
      if (rows.length === 0) return null;
    }

    const token = newSecret();
    await this.db.query(
      `INSERT INTO magic_links (token_hash, flow, email, club_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [hashSecret(token), flow, email, clubId, MAGIC_LINK_TTL_SECONDS],
    );
    // Old records are of no further use; keep the table small.
    await this.db.query(`DELETE FROM magic_links WHERE expires_at < now() - interval '1 day'`);
    return { link: this.linkFor(flow, club?.subdomain ?? null, token) };
  }

  /**
   * Uses a token up, atomically: of any number of concurrent calls, exactly one succeeds. In the
   * same statement it voids the person's other unused links of this flow and club; a link that a
   * concurrent call is using at that moment is skipped (both were live, neither waits).
   */
  async consume(flow: MagicLinkFlow, token: string, clubId: string | null): Promise<ConsumedLink | null> {
    if (flow === 'club' && !clubId) return null;
    const rows: { email: string; club_id: string | null }[] = await this.db.query(
      `WITH used AS (
         UPDATE magic_links SET used_at = now()
          WHERE token_hash = $1 AND flow = $2 AND club_id IS NOT DISTINCT FROM $3
            AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()
          RETURNING id, email, club_id),
       others AS (
         SELECT m.id FROM magic_links m JOIN used u
             ON m.flow = $2 AND m.email = u.email AND m.club_id IS NOT DISTINCT FROM u.club_id
          WHERE m.id <> u.id AND m.used_at IS NULL AND m.voided_at IS NULL
            FOR UPDATE OF m SKIP LOCKED),
       voided AS (
         UPDATE magic_links SET voided_at = now() WHERE id IN (SELECT id FROM others))
       SELECT email, club_id FROM used`,
      [hashSecret(token), flow, clubId],
    );
    return rows[0] ? { email: rows[0].email, clubId: rows[0].club_id } : null;
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
  ): Promise<{ clubName: string | null; logo: string | null; locale: Locale }> {
    if (!job.clubId) return { clubName: null, logo: null, locale: job.locale ?? DEFAULT_LOCALE };
    const [row]: { name: string; logo: string | null; locale: Locale }[] = await this.db.query(
      `SELECT c.name, c.logo, COALESCE(m.locale, $3, c.default_locale) AS locale
         FROM clubs c
         LEFT JOIN users u ON u.email = $2
         LEFT JOIN club_memberships m ON m.club_id = c.id AND m.user_id = u.id
        WHERE c.id = $1`,
      [job.clubId, job.email, job.locale ?? null],
    );
    return { clubName: row?.name ?? null, logo: row?.logo ?? null, locale: row?.locale ?? DEFAULT_LOCALE };
  }
}
