import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, type Locale } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { assertLevelOnScale } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import { membershipStore } from '../users/memberships.store';
import { recordAudit } from '../common/audit/record-audit';
import { refuseChangedText } from '../common/validation/allowed-characters';
import type { MyLevelView } from './dto/my-level.dto';
import type { MyProfileView, UpdateMyProfileDto } from './dto/my-profile.dto';
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

  /** One's own name, phone and whether other members see the name (API.md section 12). */
  async getProfile(clubId: string, caller: Principal): Promise<MyProfileView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    const row = await meStore.ownProfile(this.db.manager, clubId, caller.id);
    if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
    return profileView(row);
  }

  /**
   * Changes the fields sent, keeps the rest. A new name is audited like a staff edit of the
   * person (the member is both actor and target), so staff can see who renamed whom; the phone
   * and the name's visibility are the member's own business and are not.
   */
  async setProfile(clubId: string, caller: Principal, dto: UpdateMyProfileDto): Promise<MyProfileView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    return this.db.transaction(async (tx) => {
      const before = await meStore.ownProfile(tx, clubId, caller.id, true);
      if (!before) throw new NotFoundException(API_ERRORS.userNotFound);
      refuseChangedText(dto, before);
      const changes: Partial<Pick<MyProfileView, 'name' | 'phone' | 'show_my_name'>> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.phone !== undefined) changes.phone = dto.phone;
      if (dto.show_my_name !== undefined) changes.show_my_name = dto.show_my_name;
      if (!Object.keys(changes).length) return profileView(before);
      await meStore.setProfile(tx, clubId, caller.id, changes);
      if (changes.name !== undefined && changes.name !== before.name) {
        await recordAudit(tx, {
          clubId,
          actor: caller,
          action: 'club_user.updated',
          targetType: 'club_user',
          targetId: caller.id,
          summary: 'Changed: name',
        });
      }
      return profileView({ ...before, ...changes });
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

// Field by field: the answer's order is the contract's, and the row's id stays inside.
const profileView = ({ name, phone, show_my_name }: MyProfileView): MyProfileView => ({
  name,
  phone,
  show_my_name,
});
