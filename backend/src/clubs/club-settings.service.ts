import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import type { Principal } from '../common/http/request-context';
import { convertClubLevels } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import { clubStore } from './clubs.store';
import type { ClubSettingsView, UpdateClubSettingsDto } from './dto/club-settings.dto';

/** A club's own settings: what its staff decide for it (API.md section 4). */
@Injectable()
export class ClubSettingsService {
  constructor(private readonly db: DataSource) {}

  get(clubId: string): Promise<ClubSettingsView> {
    return clubStore.settings(this.db.manager, clubId);
  }

  /**
   * A new rating scale converts the club's stored levels in the same transaction, under the club
   * row's lock, so no level is ever read or written on the wrong scale.
   */
  async update(clubId: string, actor: Principal, dto: UpdateClubSettingsDto): Promise<ClubSettingsView> {
    await this.db.transaction(async (tx) => {
      const current = await levelStore.lockRating(tx, clubId, 'update');
      const before = await clubStore.settings(tx, clubId);
      await clubStore.updateSettings(tx, clubId, {
        default_locale: dto.default_locale ?? null,
        rating_scale: dto.rating_scale ?? null,
        self_rating: dto.self_rating ?? null,
      });
      if (dto.rating_scale) await convertClubLevels(tx, clubId, current.rating_scale, dto.rating_scale);
      const changed = changedSettings(before, dto);
      if (changed.length) {
        await recordAudit(tx, {
          clubId,
          actor,
          action: 'club.settings_changed',
          targetType: 'club',
          targetId: clubId,
          summary: `Changed: ${changed.join(', ')}`,
        });
      }
    });
    return this.get(clubId);
  }
}

/**
 * The settings a body changes, by name (the audit entry lists names, not values): those it sends
 * (null and absent keep the stored value) that differ from what was stored.
 */
function changedSettings(before: object, dto: UpdateClubSettingsDto): string[] {
  const stored = before as Record<string, unknown>;
  return Object.entries(dto)
    .filter(([, value]) => value !== undefined && value !== null)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key]))
    .map(([key]) => key);
}
