import { Inject, Injectable } from '@nestjs/common';
import { can, type Locale, type UserType } from '@courtside/domain';
import type { CookieOptions } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Principal } from '../http/request-context';
import { Session, type SessionKind } from './session.entity';
import { hashSecret, newSecret } from './session-token';

export interface ResolvedSession {
  principal: Principal;
  renewed: boolean;
}

export type SessionFailure = 'missing' | 'expired' | 'wrong-club';

interface SessionRow {
  id_hash: string;
  kind: SessionKind;
  club_id: string | null;
  idle_timeout_seconds: number;
  idle_expired: boolean;
  absolute_expired: boolean;
  renew_due: boolean;
  principal_id: string | null;
  email: string | null;
  name: string | null;
  locale: Locale | null;
  user_type: UserType | null;
}

/** Server-side sessions: opaque cookie id, hash stored, sliding idle expiry under an absolute cap. */
@Injectable()
export class SessionsService {
  readonly cookieName: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {
    this.cookieName = config.NODE_ENV === 'production' ? '__Host-courtside_sid' : 'courtside_sid';
  }

  cookieOptions(expires?: Date): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.NODE_ENV === 'production',
      path: '/',
      ...(expires ? { expires } : {}),
    };
  }

  /** Staff and system roles get the short timeouts, members and guests the long ones. */
  timeoutsFor(userType: UserType): { idle: number; absolute: number } {
    const c = this.config;
    return can(userType, 'club:staff')
      ? { idle: c.SESSION_STAFF_IDLE_SECONDS, absolute: c.SESSION_STAFF_ABSOLUTE_SECONDS }
      : { idle: c.SESSION_MEMBER_IDLE_SECONDS, absolute: c.SESSION_MEMBER_ABSOLUTE_SECONDS };
  }

  /** Starts a new session (a new id at every login) and returns the cookie's value. */
  async create(
    owner: { kind: 'club'; userId: string; clubId: string } | { kind: 'system'; systemUserId: string },
    userType: UserType,
  ): Promise<{ secret: string; expires: Date }> {
    const secret = newSecret();
    const { idle, absolute } = this.timeoutsFor(userType);
    const now = Date.now();
    const expires = new Date(now + absolute * 1000);
    await this.db.getRepository(Session).insert({
      id_hash: hashSecret(secret),
      kind: owner.kind,
      user_id: owner.kind === 'club' ? owner.userId : null,
      club_id: owner.kind === 'club' ? owner.clubId : null,
      system_user_id: owner.kind === 'system' ? owner.systemUserId : null,
      idle_timeout_seconds: idle,
      idle_expires_at: new Date(now + idle * 1000),
      absolute_expires_at: expires,
    });
    return { secret, expires };
  }

  /**
   * Finds the session behind a cookie for a request on `clubId`'s host (null: apex). A club
   * session is valid only at its own club; a system session anywhere. Renews the idle expiry.
   */
  async resolve(
    secret: string | undefined,
    clubId: string | null,
  ): Promise<ResolvedSession | SessionFailure> {
    if (!secret || secret.length > 100) return 'missing';
    const idHash = hashSecret(secret);
    const rows: SessionRow[] = await this.db.query(
      `SELECT s.id_hash, s.kind, s.club_id, s.idle_timeout_seconds,
              s.idle_expires_at <= now() AS idle_expired,
              s.absolute_expires_at <= now() AS absolute_expired,
              s.idle_expires_at < now() + make_interval(secs => s.idle_timeout_seconds - $2) AS renew_due,
              COALESCE(u.id, su.id) AS principal_id,
              COALESCE(u.email, su.email) AS email,
              CASE WHEN s.kind = 'club' THEN m.name ELSE su.name END AS name,
              m.locale,
              COALESCE(m.user_type, su.user_type) AS user_type
         FROM sessions s
         LEFT JOIN users u ON s.kind = 'club' AND u.id = s.user_id
         LEFT JOIN club_memberships m ON s.kind = 'club' AND m.user_id = s.user_id AND m.club_id = s.club_id
         LEFT JOIN system_users su ON s.kind = 'system' AND su.id = s.system_user_id
        WHERE s.id_hash = $1`,
      [idHash, this.config.SESSION_RENEW_INTERVAL_SECONDS],
    );
    const row = rows[0];
    if (!row || !row.user_type || !row.principal_id || !row.email) return 'missing';
    if (row.idle_expired || row.absolute_expired) {
      await this.db.query(`DELETE FROM sessions WHERE id_hash = $1`, [idHash]);
      return 'expired';
    }
    if (row.kind === 'club' && row.club_id !== clubId) return 'wrong-club';

    let renewed = false;
    if (row.renew_due) {
      await this.db.query(
        `UPDATE sessions SET idle_expires_at = LEAST(now() + make_interval(secs => idle_timeout_seconds), absolute_expires_at)
          WHERE id_hash = $1`,
        [idHash],
      );
      renewed = true;
    }
    return {
      principal: {
        kind: row.kind,
        id: row.principal_id,
        email: row.email,
        name: row.name,
        locale: row.locale,
        userType: row.user_type,
        sessionHash: idHash,
      },
      renewed,
    };
  }

  async destroy(secret: string | undefined): Promise<void> {
    if (secret) await this.db.query(`DELETE FROM sessions WHERE id_hash = $1`, [hashSecret(secret)]);
  }

  /** Ends a person's sessions at one club (removal, role change). */
  async endClubSessions(userId: string, clubId: string): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE kind = 'club' AND user_id = $1 AND club_id = $2`, [
      userId,
      clubId,
    ]);
  }

  async endSystemSessions(systemUserId: string): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE kind = 'system' AND system_user_id = $1`, [systemUserId]);
  }

  /** Housekeeping: drop sessions past their expiry. */
  async purgeExpired(): Promise<number> {
    const result: [unknown[], number] = await this.db.query(
      `DELETE FROM sessions WHERE idle_expires_at <= now() OR absolute_expires_at <= now()`,
    );
    return result[1];
  }
}
