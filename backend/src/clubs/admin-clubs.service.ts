import { Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  DEFAULT_CLUB_TIMEZONE,
  DEFAULT_JOIN_POLICY,
  VALIDATION,
  type JoinPolicy,
} from '@courtside/domain';
import { DataSource, EntityManager } from 'typeorm';
import { conflictOnDuplicate } from '../common/errors/unique-violation';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { toAdminClub, type AdminClubView } from './admin-club.view';
import { ClubOwnerInvitations } from './club-owner-invitations';
import { clubStore } from './clubs.store';
import type { CreateClubDto, UpdateClubDto } from './dto/club-body.dto';

/** The system console's clubs (API.md section 4, /api/admin/clubs): any club, by id. */
@Injectable()
export class AdminClubsService {
  constructor(
    private readonly db: DataSource,
    private readonly ownerInvitations: ClubOwnerInvitations,
  ) {}

  async list(): Promise<AdminClubView[]> {
    const rows = await clubStore.adminClubs(this.db.manager);
    return rows.map(toAdminClub);
  }

  async get(id: string, manager: EntityManager = this.db.manager): Promise<AdminClubView> {
    const row = await clubStore.adminClub(manager, id);
    if (!row) throw new NotFoundException(API_ERRORS.clubNotFound);
    return toAdminClub(row);
  }

  /**
   * Creates the club and, in the same transaction, makes `owner_email` its clubsuperadmin and
   * (unless `invite` is false) writes their invitation to the outbox, audited as sent by `actor`.
   */
  async create(dto: CreateClubDto, actor: Pick<Principal, 'kind' | 'id'>): Promise<AdminClubView> {
    const { owner_email: ownerEmail, invite, allow_guest_signup: allowGuests, ...fields } = dto;
    const timezone = fields.timezone ?? DEFAULT_CLUB_TIMEZONE;
    await this.assertDatabaseKnowsZone(timezone);
    return this.translateConflicts(() =>
      this.db.transaction(async (m) => {
        const clubId = await clubStore.insert(m, {
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
          join_policy: joinPolicyOf(fields.join_policy, allowGuests) ?? DEFAULT_JOIN_POLICY,
          listed: fields.listed ?? true,
          default_locale: fields.default_locale,
          rating_scale: fields.rating_scale,
        });
        if (ownerEmail) {
          const ownerId = await this.addOwner(m, clubId, ownerEmail);
          if (invite !== false) await this.ownerInvitations.invite(m, clubId, ownerId, actor);
        }
        return this.get(clubId, m);
      }),
    );
  }

  /** Changes the fields sent; a field left out stays as it is. */
  async update(id: string, dto: UpdateClubDto): Promise<AdminClubView> {
    const { allow_guest_signup: allowGuests, ...fields } = dto;
    const patch: Partial<Club> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    const policy = joinPolicyOf(dto.join_policy, allowGuests);
    if (policy) patch.join_policy = policy;
    if (patch.timezone !== undefined) await this.assertDatabaseKnowsZone(dto.timezone!);
    return this.translateConflicts(() =>
      this.db.transaction(async (m) => {
        if (Object.keys(patch).length > 0) {
          const stored = await clubStore.find(m, id);
          if (!stored) throw new NotFoundException(API_ERRORS.clubNotFound);
          refuseChangedText(dto, stored);
          const found = await clubStore.update(m, id, patch);
          if (!found) throw new NotFoundException(API_ERRORS.clubNotFound);
        }
        return this.get(id, m);
      }),
    );
  }

  /** Removes the club; its memberships, events, sign-ups, sessions and login links go with it (FK cascades). */
  async remove(id: string): Promise<{ id: string }> {
    const found = await clubStore.remove(this.db.manager, id);
    if (!found) throw new NotFoundException(API_ERRORS.clubNotFound);
    return { id };
  }

  private async addOwner(m: EntityManager, clubId: string, email: string): Promise<string> {
    const userId = await peopleStore.ensure(m, email);
    await membershipStore.add(m, { clubId, userId, userType: 'clubsuperadmin' });
    return userId;
  }

  /**
   * The runtime's zone list (checked by the DTO) and PostgreSQL's may differ by a tzdata release;
   * the events queries convert with PostgreSQL's, so it must know the zone too.
   */
  private async assertDatabaseKnowsZone(timezone: string): Promise<void> {
    if (!(await clubStore.knowsTimezone(this.db.manager, timezone))) {
      throw FieldValidationException.forField('timezone', VALIDATION.timezoneInvalid);
    }
  }

  /** A subdomain taken meanwhile by a concurrent create or update is the same 409 as one taken before. */
  private translateConflicts<T>(work: () => Promise<T>): Promise<T> {
    return conflictOnDuplicate(work, { uq_clubs_subdomain: API_ERRORS.subdomainTaken });
  }
}

/** The policy a body sets: `join_policy`, else the old boolean (true: open, false: closed). */
function joinPolicyOf(
  policy: JoinPolicy | undefined,
  allowGuests: boolean | undefined,
): JoinPolicy | undefined {
  if (policy) return policy;
  if (allowGuests === undefined) return undefined;
  return allowGuests ? 'open' : 'closed';
}
