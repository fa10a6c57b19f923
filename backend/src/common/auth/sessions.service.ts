import { Inject, Injectable } from '@nestjs/common';
import { can, clubNow, type UserType } from '@courtside/domain';
import type { CookieOptions } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Principal } from '../http/request-context';
import { hashSecret, newSecret } from './session-token';
import { sessionStore } from './sessions.store';

export interface ResolvedSession {
  principal: Principal;
  renewed: boolean;
}

export type SessionFailure = 'missing' | 'expired' | 'wrong-club';

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
  timeoutsFor(userType: UserType | null): { idle: number; absolute: number } {
    const c = this.config;
    return can(userType, 'club:staff')
      ? { idle: c.SESSION_STAFF_IDLE_SECONDS, absolute: c.SESSION_STAFF_ABSOLUTE_SECONDS }
      : { idle: c.SESSION_MEMBER_IDLE_SECONDS, absolute: c.SESSION_MEMBER_ABSOLUTE_SECONDS };
  }

  /** Starts a new session (a new id at every login) and returns the cookie's value. */
  async create(
    owner: { kind: 'club'; userId: string; clubId: string } | { kind: 'system'; systemUserId: string },
    userType: UserType | null,
  ): Promise<{ secret: string; expires: Date }> {
    const secret = newSecret();
    const { idle, absolute } = this.timeoutsFor(userType);
    const now = Date.now();
    const expires = new Date(now + absolute * 1000);
    await sessionStore.insert(this.db.manager, {
      id_hash: hashSecret(secret),
      kind: owner.kind,
      user_id: owner.kind === 'club' ? owner.userId : null,
      club_id: owner.kind === 'club' ? owner.clubId : null,
      system_user_id: owner.kind === 'system' ? owner.systemUserId : null,
      idle_timeout_seconds: idle,
      idle_expires_at: new Date(now + idle * 1000),
      absolute_expires_at: expires,
      // No membership yet: a pending joiner's session (API.md section 12).
      pending_join: owner.kind === 'club' && userType === null,
    });
    return { secret, expires };
  }

  /**
   * Finds the session behind a cookie for a request on `club`'s host (null: apex). A club
   * session is valid only at its own club; a system session anywhere. Renews the idle expiry,
   * and records the club day on which a member used the club (`last_seen_on`, API.md section
   * 12): the look-up says whether the stored day differs, so the write happens on the first
   * request of each club day only.
   */
  async resolve(
    secret: string | undefined,
    club: { id: string; timezone: string } | null,
  ): Promise<ResolvedSession | SessionFailure> {
    if (!secret || secret.length > 100) return 'missing';
    const clubId = club?.id ?? null;
    const today = club ? clubNow(club.timezone, new Date()).slice(0, 10) : null;
    const idHash = hashSecret(secret);
    const row = await sessionStore.resolve(
      this.db.manager,
      idHash,
      this.config.SESSION_RENEW_INTERVAL_SECONDS,
      today,
    );
    if (!row || !row.principal_id || !row.email) return 'missing';
    // A club session without a membership is a pending joiner's (API.md section 12).
    if (!row.user_type && !row.joiner) return 'missing';
    if (row.idle_expired || row.absolute_expired) {
      await sessionStore.delete(this.db.manager, idHash);
      return 'expired';
    }
    if (row.kind === 'club' && row.club_id !== clubId) return 'wrong-club';

    let renewed = false;
    if (row.renew_due) {
      await sessionStore.renew(this.db.manager, idHash);
      renewed = true;
    }
    if (row.kind === 'club' && !row.joiner && row.seen_due && today) {
      await sessionStore.markSeen(this.db.manager, row.club_id!, row.principal_id, today);
    }
    return {
      principal: {
        kind: row.kind,
        id: row.principal_id,
        email: row.email,
        name: row.name,
        locale: row.locale,
        userType: row.user_type,
        ...(row.joiner
          ? {
              joinRequest: row.join_status
                ? { status: row.join_status, created_at: new Date(row.join_created_at!).toISOString() }
                : null,
            }
          : {}),
        sessionHash: idHash,
      },
      renewed,
    };
  }

  async destroy(secret: string | undefined): Promise<void> {
    if (secret) await sessionStore.delete(this.db.manager, hashSecret(secret));
  }

  /** Ends a person's sessions at one club (removal, role change). */
  async endClubSessions(userId: string, clubId: string): Promise<void> {
    await sessionStore.deleteClubSessions(this.db.manager, userId, clubId);
  }

  async endSystemSessions(systemUserId: string): Promise<void> {
    await sessionStore.deleteSystemSessions(this.db.manager, systemUserId);
  }

  /** Housekeeping: drop sessions past their expiry. */
  async purgeExpired(): Promise<number> {
    return sessionStore.deleteExpired(this.db.manager);
  }
}
