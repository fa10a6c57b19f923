import { Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, type NotificationKind } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { DERIVED_TOKEN, deriveToken } from '../common/auth/derived-token';
import { hashSecret } from '../common/auth/session-token';
import { TokenSecret } from '../common/auth/token-secret';
import type { UnsubscribeView } from './dto/unsubscribe.dto';
import { NotificationPreferencesService } from './notification-preferences.service';
import { unsubscribeTokensStore, type UnsubscribeTokenRow } from './unsubscribe-tokens.store';

/** The unsubscribe links of one mail: RFC 8058's one-click URL and the page that asks first. */
export interface UnsubscribeLinks {
  oneClick: string;
  page: string;
  /** `List-Unsubscribe` and `List-Unsubscribe-Post`, for the mail's headers. */
  headers: Record<string, string>;
}

/**
 * One-click unsubscribe (API.md section 9, RFC 8058). A token stands for one person, club and
 * kind and never expires: it is derived (HMAC under TokenSecret's key) from the membership's id and
 * the kind, so every mail of that kind carries the same link, and only its hash is stored, with
 * the membership it belongs to (removed with it; a person removed and added again gets new
 * links). POST switches the kind off; GET only describes what POST would do.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly secret: TokenSecret,
    private readonly db: DataSource,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  /**
   * The links for a mail of `kind` to a member of the club, at the club's `origin`; null when
   * they are no longer a member.
   */
  async linksFor(
    clubId: string,
    userId: string,
    kind: NotificationKind,
    origin: string,
    db: EntityManager = this.db.manager,
  ): Promise<UnsubscribeLinks | null> {
    const membershipId = await unsubscribeTokensStore.membershipId(db, clubId, userId);
    if (membershipId === null) return null;
    const token = deriveToken(await this.secret.get(), 'unsubscribe', membershipId, kind);
    await unsubscribeTokensStore.save(db, {
      token_hash: hashSecret(token),
      club_id: clubId,
      user_id: userId,
      kind,
    });
    const query = `token=${encodeURIComponent(token)}`;
    const oneClick = `${origin}/api/notifications/unsubscribe?${query}`;
    return {
      oneClick,
      page: `${origin}/unsubscribe?${query}`,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** What the link would switch off (GET: changes nothing). 404 for a token of no one here. */
  async describe(clubId: string, token: unknown): Promise<UnsubscribeView> {
    return toView(await this.find(this.db.manager, clubId, token));
  }

  /** Switches the link's kind off for its person at this club (POST). Doing it twice is fine. */
  async unsubscribe(clubId: string, token: unknown): Promise<UnsubscribeView> {
    return this.db.transaction(async (tx) => {
      const row = await this.find(tx, clubId, token, true);
      await this.preferences.switchOff(tx, row.club_id, row.user_id, row.kind);
      return toView({ ...row, subscribed: false });
    });
  }

  /** The token's person and kind at this club (its host): a token of another club is unknown here. */
  private async find(
    db: EntityManager,
    clubId: string,
    token: unknown,
    holdMembership = false,
  ): Promise<UnsubscribeTokenRow> {
    if (typeof token !== 'string' || !DERIVED_TOKEN.test(token))
      throw new NotFoundException(API_ERRORS.unsubscribeLinkInvalid);
    const row = await unsubscribeTokensStore.find(db, clubId, hashSecret(token), holdMembership);
    if (!row) throw new NotFoundException(API_ERRORS.unsubscribeLinkInvalid);
    return row;
  }
}

/** The address half hidden: the page shows whose mails stop without spelling it out. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const toView = (row: UnsubscribeTokenRow): UnsubscribeView => ({
  kind: row.kind,
  club_name: row.club_name,
  email: maskEmail(row.email),
  subscribed: row.subscribed,
});
