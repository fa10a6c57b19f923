import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import type { Principal } from '../common/http/request-context';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { convertClubLevels } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import { clubStore, type ClubDetailsRow } from './clubs.store';
import {
  CLUB_DETAIL_FIELDS,
  type ClubSettingsView,
  type UpdateClubSettingsDto,
} from './dto/club-settings.dto';

/** A club's own settings: what its staff decide for it (API.md section 4). */
@Injectable()
export class ClubSettingsService {
  constructor(private readonly db: DataSource) {}

  async get(clubId: string): Promise<ClubSettingsView> {
    const { default_locale, rating_scale, self_rating, onboarding_dismissed, ...details } =
      await clubStore.settings(this.db.manager, clubId);
    const members_invited = await clubStore.membersInvited(this.db.manager, clubId);
    // Beside the checklist's own setting, before the details, as the view lists them.
    return { default_locale, rating_scale, self_rating, onboarding_dismissed, members_invited, ...details };
  }

  /**
   * A new rating scale converts the club's stored levels in the same transaction, under the club
   * row's lock, so no level is ever read or written on the wrong scale. Details left out stay as
   * they are; an optional one sent empty is cleared.
   */
  async update(clubId: string, actor: Principal, dto: UpdateClubSettingsDto): Promise<ClubSettingsView> {
    const details: Partial<ClubDetailsRow> = {};
    for (const field of CLUB_DETAIL_FIELDS) {
      if (dto[field] !== undefined) Object.assign(details, { [field]: dto[field] });
    }
    await this.db.transaction(async (tx) => {
      const current = await levelStore.lockRating(tx, clubId, 'update');
      const before = await clubStore.settings(tx, clubId);
      if (Object.keys(details).length > 0) {
        // The club of a request: it exists.
        refuseChangedText(dto, (await clubStore.find(tx, clubId))!);
        await clubStore.update(tx, clubId, details);
      }
      await clubStore.updateSettings(tx, clubId, {
        default_locale: dto.default_locale ?? null,
        rating_scale: dto.rating_scale ?? null,
        self_rating: dto.self_rating ?? null,
        onboarding_dismissed: dto.onboarding_dismissed ?? null,
        retention_months: dto.retention_months,
        join_policy: dto.join_policy ?? null,
        waitlist_mode: dto.waitlist_mode ?? null,
        quiet_hours: dto.quiet_hours,
        offer_open_hours: dto.offer_open_hours ?? null,
        show_participants: dto.show_participants ?? null,
        waitlist_priority: dto.waitlist_priority ?? null,
        public_event_cards: dto.public_event_cards ?? null,
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
 * that differ from what was stored. Absent keeps a value; null keeps a setting but clears a
 * detail (an optional contact field).
 */
function changedSettings(before: object, dto: UpdateClubSettingsDto): string[] {
  const stored = before as Record<string, unknown>;
  // Null clears a detail and turns retention and quiet hours off: a change like any other value.
  const details: readonly string[] = [...CLUB_DETAIL_FIELDS, 'retention_months', 'quiet_hours'];
  return Object.entries(dto)
    .filter(([key, value]) => value !== undefined && (value !== null || details.includes(key)))
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key]))
    .map(([key]) => key);
}
