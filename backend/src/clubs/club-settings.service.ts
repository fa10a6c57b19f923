import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { convertClubLevels } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import type { ClubSettingsView, UpdateClubSettingsDto } from './dto/club-settings.dto';

/** A club's own settings: what its staff decide for it (API.md section 4). */
@Injectable()
export class ClubSettingsService {
  constructor(private readonly db: DataSource) {}

  async get(clubId: string): Promise<ClubSettingsView> {
    const [row]: ClubSettingsView[] = await this.db.query(
      `SELECT default_locale, rating_scale, self_rating FROM clubs WHERE id = $1`,
      [clubId],
    );
    return row;
  }

  /**
   * A new rating scale converts the club's stored levels in the same transaction, under the club
   * row's lock, so no level is ever read or written on the wrong scale.
   */
  async update(clubId: string, dto: UpdateClubSettingsDto): Promise<ClubSettingsView> {
    await this.db.transaction(async (tx) => {
      const current = await levelStore.lockRating(tx, clubId, 'update');
      await tx.query(
        `UPDATE clubs SET default_locale = COALESCE($2, default_locale),
                          rating_scale = COALESCE($3, rating_scale),
                          self_rating = COALESCE($4, self_rating),
                          updated_at = now()
          WHERE id = $1`,
        [clubId, dto.default_locale ?? null, dto.rating_scale ?? null, dto.self_rating ?? null],
      );
      if (dto.rating_scale) await convertClubLevels(tx, clubId, current.rating_scale, dto.rating_scale);
    });
    return this.get(clubId);
  }
}
