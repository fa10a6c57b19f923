import { Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, DEFAULT_CLUB_TIMEZONE, VALIDATION } from '@courtside/domain';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { conflictOnDuplicate } from '../common/errors/unique-violation';
import { FieldValidationException } from '../common/errors/validation.exception';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { toAdminClub, type AdminClubView, type ClubWithCounts } from './admin-club.view';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { Club } from '../common/tenancy/club.entity';
import type { CreateClubDto, UpdateClubDto } from './dto/club-body.dto';

/**
 * The console's clubs with their counts. The counts are kept in `club_counts` by triggers on
 * memberships and events (migration ListIndexes), so a club with years of events costs the same
 * one-row lookup as a new one. Exported for the plan tests and the bench.
 */
export const SELECT_ADMIN_CLUBS = `
  SELECT c.id, c.name, c.subdomain, c.logo, c.subscription_id, c.description, c.email, c.phone,
         c.website, c.address, c.timezone, c.allow_guest_signup, c.listed, c.default_locale, c.created_at,
         COALESCE(n.user_count, 0) AS user_count, COALESCE(n.event_count, 0) AS event_count
    FROM clubs c LEFT JOIN club_counts n ON n.club_id = c.id`;

/** The system console's clubs (API.md section 4, /api/admin/clubs): any club, by id. */
@Injectable()
export class AdminClubsService {
  constructor(private readonly db: DataSource) {}

  async list(): Promise<AdminClubView[]> {
    const rows: ClubWithCounts[] = await this.db.query(`${SELECT_ADMIN_CLUBS} ORDER BY c.name, c.subdomain`);
    return rows.map(toAdminClub);
  }

  async get(id: string, manager: EntityManager = this.db.manager): Promise<AdminClubView> {
    const [row]: ClubWithCounts[] = await manager.query(`${SELECT_ADMIN_CLUBS} WHERE c.id = $1`, [id]);
    if (!row) throw new NotFoundException(API_ERRORS.clubNotFound);
    return toAdminClub(row);
  }

  /** Creates the club and, in the same transaction, makes `owner_email` its clubsuperadmin. */
  async create(dto: CreateClubDto): Promise<AdminClubView> {
    const { owner_email: ownerEmail, ...fields } = dto;
    const timezone = fields.timezone ?? DEFAULT_CLUB_TIMEZONE;
    await this.assertDatabaseKnowsZone(timezone);
    return this.translateConflicts(() =>
      this.db.transaction(async (m) => {
        const inserted = await m.getRepository(Club).insert({
          name: fields.name,
          subdomain: fields.subdomain,
          logo: fields.logo ?? null,
          subscription_id: fields.subscription_id ?? null,
          description: fields.description ?? null,
          email: fields.email ?? null,
          phone: fields.phone ?? null,
          website: fields.website ?? null,
          address: fields.address ?? null,
          timezone,
          allow_guest_signup: fields.allow_guest_signup ?? true,
          listed: fields.listed ?? true,
        });
        const clubId = (inserted.identifiers[0] as { id: string }).id;
        if (ownerEmail) await this.addOwner(m, clubId, ownerEmail);
        return this.get(clubId, m);
      }),
    );
  }

  /** Changes the fields sent; a field left out stays as it is. */
  async update(id: string, dto: UpdateClubDto): Promise<AdminClubView> {
    const patch = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
    if (patch.timezone !== undefined) await this.assertDatabaseKnowsZone(dto.timezone!);
    return this.translateConflicts(() =>
      this.db.transaction(async (m) => {
        if (Object.keys(patch).length > 0) {
          const stored = await m.getRepository(Club).findOneBy({ id });
          if (!stored) throw new NotFoundException(API_ERRORS.clubNotFound);
          refuseChangedText(dto, stored);
          const result = await m.getRepository(Club).update({ id }, patch);
          if (!result.affected) throw new NotFoundException(API_ERRORS.clubNotFound);
        }
        return this.get(id, m);
      }),
    );
  }

  /** Removes the club; its memberships, events, sign-ups, sessions and login links go with it (FK cascades). */
  async remove(id: string): Promise<{ id: string }> {
    const result = await this.db.getRepository(Club).delete({ id });
    if (!result.affected) throw new NotFoundException(API_ERRORS.clubNotFound);
    return { id };
  }

  private async addOwner(m: EntityManager, clubId: string, email: string): Promise<void> {
    const userId = await peopleStore.ensure(m, email);
    await membershipStore.add(m, { clubId, userId, userType: 'clubsuperadmin' });
  }

  /**
   * The runtime's zone list (checked by the DTO) and PostgreSQL's may differ by a tzdata release;
   * the events queries convert with PostgreSQL's, so it must know the zone too.
   */
  private async assertDatabaseKnowsZone(timezone: string): Promise<void> {
    try {
      await this.db.query(`SELECT now() AT TIME ZONE $1`, [timezone]);
    } catch (error) {
      if (driverError(error)?.code === '22023') {
        throw FieldValidationException.forField('timezone', VALIDATION.timezoneInvalid);
      }
      throw error;
    }
  }

  /** A subdomain taken meanwhile by a concurrent create or update is the same 409 as one taken before. */
  private translateConflicts<T>(work: () => Promise<T>): Promise<T> {
    return conflictOnDuplicate(work, { uq_clubs_subdomain: API_ERRORS.subdomainTaken });
  }
}

function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError
    ? (error.driverError as { code?: string; constraint?: string })
    : undefined;
}
