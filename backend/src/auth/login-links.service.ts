import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAGIC_LINK_TTL_SECONDS } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Club } from '../clubs/club.entity';
import { loginLinkMail } from '../mail/login-link.mail';
import { MailQueue, type LoginLinkJob } from '../mail/mail-queue.service';
import { MailSender } from '../mail/mail-sender.service';
import type { MagicLinkFlow } from './magic-link.entity';
import { LinkRateLimiter } from './link-rate-limiter';
import { hashSecret, newSecret } from './session-token';

export interface ConsumedLink {
  email: string;
  clubId: string | null;
}

/**
 * Magic links. A request is counted and queued, whoever the address belongs to, so known and
 * unknown addresses get the same answer in the same time; the worker decides whether a link is
 * issued and mailed. Only the token's hash is stored; a link is single use, lives 10 minutes,
 * is bound to its flow and club, and a newer link voids the older ones.
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
  ): Promise<string | undefined> {
    await this.rateLimiter.hit(flow === 'club' ? club!.id : 'system', email, ip);
    const clubId = flow === 'club' ? club!.id : null;
    const job: LoginLinkJob = { flow, clubId, email };
    if (this.config.MAGIC_LINK_TEST_MODE) job.link = (await this.issue(flow, clubId, email))?.link;
    await this.queue.enqueueLoginLink(job);
    return job.link;
  }

  /** The worker's side: issue the link (unless test mode already did) and mail it. */
  async deliver(job: LoginLinkJob): Promise<'sent' | 'skipped'> {
    const issued = job.link
      ? { link: job.link, clubName: await this.clubName(job.clubId) }
      : await this.issue(job.flow, job.clubId, job.email);
    if (!issued) return 'skipped';
    await this.mailer.send(
      loginLinkMail(job.email, issued.link, issued.clubName, MAGIC_LINK_TTL_SECONDS / 60),
    );
    return 'sent';
  }

  /**
   * Creates a link when the address may sign in: a system user (system flow), or a user of the
   * club or anyone at a club that lets guests register (club flow). Null otherwise.
   */
  async issue(
    flow: MagicLinkFlow,
    clubId: string | null,
    email: string,
  ): Promise<{ link: string; clubName: string | null } | null> {
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
    await this.db.transaction(async (tx) => {
      // Serialise link issuing per address so two racing requests cannot leave two live links.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `${flow}:${clubId ?? ''}:${email}`,
      ]);
      await tx.query(
        `UPDATE magic_links SET voided_at = now()
          WHERE flow = $1 AND email = $2 AND club_id IS NOT DISTINCT FROM $3 AND used_at IS NULL AND voided_at IS NULL`,
        [flow, email, clubId],
      );
      await tx.query(
        `INSERT INTO magic_links (token_hash, flow, email, club_id, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [hashSecret(token), flow, email, clubId, MAGIC_LINK_TTL_SECONDS],
      );
      // Old records are of no further use; keep the table small.
      await tx.query(`DELETE FROM magic_links WHERE expires_at < now() - interval '1 day'`);
    });
    return { link: this.linkFor(flow, club?.subdomain ?? null, token), clubName: club?.name ?? null };
  }

  /** Uses a token up, atomically: of any number of concurrent calls, exactly one succeeds. */
  async consume(flow: MagicLinkFlow, token: string, clubId: string | null): Promise<ConsumedLink | null> {
    if (flow === 'club' && !clubId) return null;
    // TypeORM answers an UPDATE with [returned rows, affected count].
    const [rows]: [{ email: string; club_id: string | null }[], number] = await this.db.query(
      `UPDATE magic_links SET used_at = now()
        WHERE token_hash = $1 AND flow = $2 AND club_id IS NOT DISTINCT FROM $3
          AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()
        RETURNING email, club_id`,
      [hashSecret(token), flow, clubId],
    );
    return rows[0] ? { email: rows[0].email, clubId: rows[0].club_id } : null;
  }

  private linkFor(flow: MagicLinkFlow, subdomain: string | null, token: string): string {
    const { PUBLIC_URL_SCHEME: scheme, APP_DOMAIN: domain, PUBLIC_PORT: port } = this.config;
    const host = `${subdomain ? `${subdomain}.` : ''}${domain}${port ? `:${port}` : ''}`;
    const path = flow === 'club' ? '/auth/verify' : '/auth/system-admin-verify';
    return `${scheme}://${host}${path}?token=${encodeURIComponent(token)}`;
  }

  private async clubName(clubId: string | null): Promise<string | null> {
    if (!clubId) return null;
    const rows: { name: string }[] = await this.db.query(`SELECT name FROM clubs WHERE id = $1`, [clubId]);
    return rows[0]?.name ?? null;
  }
}
