import type { Locale, OwnJoinRequest, UserType } from '@courtside/domain';
import type { Request } from 'express';
import type { Club } from '../tenancy/club.entity';

/** Who is calling: resolved from the session cookie by the session guard. */
export interface Principal {
  kind: 'club' | 'system';
  /** users.id for club sessions, system_users.id for system sessions. */
  id: string;
  email: string;
  name: string | null;
  /** The language the person chose at this club (null: not yet; always null for system staff). */
  locale: Locale | null;
  /**
   * Null for a pending joiner: a user signed in at a club whose join policy is `request` who has
   * no membership there (API.md section 12). The session guard lets them call only the routes
   * marked @AllowJoiner().
   */
  userType: UserType | null;
  /** Pending joiners only: their latest request at this club, or null when they have none. */
  joinRequest?: OwnJoinRequest | null;
  sessionHash: string;
}

export interface CourtsideRequest extends Request {
  /** The club this request's host names, or null on the apex host. */
  club: Club | null;
  principal?: Principal;
  sessionRenewed?: boolean;
}
