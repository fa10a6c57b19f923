import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, type Locale } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { assertLevelOnScale } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import { membershipStore } from '../users/memberships.store';
import type { MyLevelView } from './dto/my-level.dto';
import { meStore } from './me.store';

/** What a signed-in person sets for themselves at this club (API.md sections 9 and 10). */
@Injectable()
export class MeService {
  constructor(private readonly db: DataSource) {}

  /** The language chosen in the header, kept on the membership so mails follow it. */
  async setLocale(clubId: string, caller: Principal, locale: Locale): Promise<{ locale: Locale }> {
    // System staff have no membership at a club: their choice stays in their browser.
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    await membershipStore.setLocale(this.db.manager, clubId, caller.id, locale);
    return { locale };
  }

  /** One's own level (only staff see other people's, through the club users). */
  getLevel(clubId: string, caller: Principal): Promise<MyLevelView> {
    return this.readLevel(this.db.manager, clubId, caller);
  }

  /**
   * Rating oneself: only where the club allows it (403), and not once staff have set the level
   * (409). The club row is held while the level is checked against its scale and written.
   */
  async setLevel(clubId: string, caller: Principal, level: number | null): Promise<MyLevelView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    return this.db.transaction(async (tx) => {
      const rating = await levelStore.lockRating(tx, clubId);
      if (!rating.self_rating) throw new ForbiddenException(API_ERRORS.selfRatingOff);
      const current = await levelStore.find(tx, clubId, caller.id);
      if (!current) throw new NotFoundException(API_ERRORS.userNotFound);
      if (current.level_set_by_staff) throw new ConflictException(API_ERRORS.levelSetByStaff);
      assertLevelOnScale(rating.rating_scale, level);
      await levelStore.set(tx, clubId, caller.id, level, 'self');
      return this.readLevel(tx, clubId, caller);
    });
  }

  private async readLevel(db: EntityManager, clubId: string, caller: Principal): Promise<MyLevelView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    const row = await meStore.ownLevel(db, clubId, caller.id);
    if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
    // Field by field: the answer's order is the contract's, whatever order the row came in.
    const { level, set_by_staff, rating_scale, self_rating } = row;
    return { level, set_by_staff, rating_scale, self_rating };
  }
}
