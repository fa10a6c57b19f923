import { Injectable } from '@nestjs/common';
import { clubNow, type Locale, type UserType } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { sessionStore } from '../common/auth/sessions.store';
import type { Club } from '../common/tenancy/club.entity';
import { clubStore } from '../clubs/clubs.store';
import { systemUserStore } from '../users/system-users.store';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { LoginLinksService } from './login-links.service';

export interface LoggedInIdentity {
  kind: 'club' | 'system';
  id: string;
  email: string;
  name: string | null;
  locale: Locale | null;
  /** Null for a pending joiner: a user who has no membership at this club (API.md section 12). */
  userType: UserType | null;
  clubId: string | null;
}

/** Turns a used magic link into the identity a session is opened for. */
@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly links: LoginLinksService,
  ) {}

  /**
   * A club link: the person becomes who they are at this club. Someone new to the club becomes
   * a clubguest where its join policy is `open`, a pending joiner (a user without a membership,
   * who may ask to join) where it is `request`, and nobody where it is `closed`.
   *
   * A person who has no language at this club yet gets the one their browser shows
   * (`browserLocale`, from Accept-Language, when it is English or Dutch) as their choice: from
   * then on the app, the pages the server renders and every mail follow the stored choice, the
   * same on each device, until they change it (API.md, settled after the second cold review).
   */
  async loginWithClubLink(
    token: string,
    club: Club,
    browserLocale: Locale | null = null,
  ): Promise<LoggedInIdentity | null> {
    const link = await this.links.consume('club', token, club.id);
    if (!link) return null;
    return this.db.transaction(async (tx) => {
      let existing = await peopleStore.findByEmail(tx, link.email);
      let membership = existing ? await membershipStore.find(tx, club.id, existing) : null;
      if (!membership) {
        const policy = await clubStore.joinPolicy(tx, club.id);
        if (policy === 'closed') return null;
        const userId = existing ?? (await peopleStore.ensure(tx, link.email));
        if (policy === 'request') {
          // A pending joiner: signed in, but a member of nothing here until staff approve.
          return {
            kind: 'club' as const,
            id: userId,
            email: link.email,
            name: null,
            locale: browserLocale,
            userType: null,
            clubId: club.id,
          };
        }
        membership = await membershipStore.add(
          tx,
          { clubId: club.id, userId, userType: 'clubguest' },
          'ifMissing',
        );
        existing = userId;
      }
      const userId = existing!;
      let locale = membership.locale;
      if (!locale && browserLocale) {
        await membershipStore.setLocale(tx, club.id, userId, browserLocale);
        locale = browserLocale;
      }
      // Signing in is a visit: from now on the person's invitations no longer work (an
      // invitation is an enrolment link), even before their next request marks the day.
      await sessionStore.markSeen(tx, club.id, userId, clubNow(club.timezone, new Date()).slice(0, 10));
      return {
        kind: 'club' as const,
        id: userId,
        email: link.email,
        name: membership.name,
        locale,
        userType: membership.user_type,
        clubId: club.id,
      };
    });
  }

  async loginWithSystemLink(token: string): Promise<LoggedInIdentity | null> {
    const link = await this.links.consume('system', token, null);
    if (!link) return null;
    const user = await systemUserStore.findByEmail(this.db.manager, link.email);
    return user
      ? {
          kind: 'system',
          id: user.id,
          email: user.email,
          name: user.name,
          locale: null,
          userType: user.user_type,
          clubId: null,
        }
      : null;
  }
}
