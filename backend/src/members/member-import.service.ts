import {
  BadRequestException,
  ConflictException,
  Injectable,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { API_ERRORS, can, translateMessage, type Locale } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import { CSV_TYPE, XLSX_TYPE } from '../common/http/body-limits';
import { errorBody } from '../common/errors/error-body';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { InvitationsService } from '../club-users/invitations.service';
import { WorkerPool } from '../workers/worker-pool';
import type { MemberFileFormat } from '../workers/file-tasks';
import { departedEmailHash, departureStore } from '../data-rights/departure.store';
import { planImport, type ImportPlan } from './import-plan';
import { memberImportStore, type KnownPerson } from './member-import.store';

/** The answer of an import (API.md section 12): the counts and each row's outcome. */
export type ImportAnswer = Omit<ImportPlan, 'creates' | 'updates'>;

export interface ImportRequest {
  body: unknown;
  contentType: string | undefined;
  dryRun: boolean;
  /** A real run invites everyone it created, in its transaction (through the outbox). */
  invite: boolean;
  /** People who left the club are created again (else their rows are left unchanged). */
  includeDeparted: boolean;
  /** The language of the row errors: the caller's (the error filter translates the rest). */
  locale: Locale;
}

/**
 * Brings a club's member list in (API.md section 12): the file is read in the worker pool, then
 * compared with the club's members and, in a real run, written all at once or not at all, one
 * import per club at a time. A dry run answers the same, writing nothing.
 */
@Injectable()
export class MemberImportService {
  constructor(
    private readonly db: DataSource,
    private readonly workers: WorkerPool,
    private readonly invitations: InvitationsService,
  ) {}

  async run(
    club: Pick<Club, 'id' | 'rating_scale'>,
    caller: Principal,
    request: ImportRequest,
  ): Promise<ImportAnswer> {
    const format = formatOf(request.contentType);
    if (!format || !Buffer.isBuffer(request.body) || request.body.length === 0)
      throw new UnsupportedMediaTypeException(errorBody(415, API_ERRORS.importMediaType));
    const reading = await this.workers.run('readMemberFile', {
      bytes: new Uint8Array(request.body),
      format,
      scale: club.rating_scale,
    });
    const answer = await this.db.transaction(async (tx) => {
      if (!(await memberImportStore.tryLock(tx, club.id)))
        throw new ConflictException(API_ERRORS.importRunning);
      const emails = [
        ...new Set(reading.rows.map((row) => row.values.email).filter((email) => email !== '')),
      ];
      const known = new Map<string, KnownPerson>(
        (await memberImportStore.known(tx, club.id, emails)).map((person) => [person.email, person]),
      );
      const strangers = emails.filter((email) => !known.get(email)?.member);
      const hashes = new Map(strangers.map((email) => [departedEmailHash(club.id, email), email]));
      const departedOn = await departureStore.departedOn(tx, club.id, [...hashes.keys()]);
      const plan = planImport(reading, known, can(caller.userType, 'club-users:manage-admins'), {
        on: new Map([...departedOn].map(([hash, day]) => [hashes.get(hash)!, day])),
        include: request.includeDeparted,
      });
      if (!request.dryRun && plan.error_count === 0) {
        const ids = await memberImportStore.ensureUsers(
          tx,
          plan.creates.map((member) => member.email),
        );
        await memberImportStore.add(
          tx,
          club.id,
          plan.creates.map(({ email, ...member }) => ({ ...member, user_id: ids.get(email)! })),
        );
        await memberImportStore.update(tx, club.id, plan.updates);
        await departureStore.forget(
          tx,
          club.id,
          plan.creates.map((member) => departedEmailHash(club.id, member.email)),
        );
        if (request.invite && plan.creates.length)
          await this.invitations.invite(
            tx,
            club.id,
            caller,
            plan.creates.map((member) => ids.get(member.email)!),
          );
        await recordAudit(tx, {
          clubId: club.id,
          actor: caller,
          action: 'club_users.imported',
          targetType: 'club',
          targetId: club.id,
          summary: `Imported a member list: ${plan.created} created, ${plan.updated} updated, ${plan.unchanged} unchanged`,
        });
      }
      const { creates: _creates, updates: _updates, ...rest } = plan;
      return rest;
    });
    const translated = {
      ...answer,
      rows: answer.rows.map((row) =>
        row.errors
          ? {
              ...row,
              errors: Object.fromEntries(
                Object.entries(row.errors).map(([field, message]) => [
                  field,
                  translateRowError(message!, request.locale),
                ]),
              ),
            }
          : row,
      ),
    };
    if (!request.dryRun && answer.error_count > 0) {
      throw new BadRequestException({
        ...errorBody(400, API_ERRORS.importRefused),
        data: translated,
      });
    }
    return translated;
  }
}

/** A row's error in the caller's language; 'Left the club on <day>' keeps its day. */
function translateRowError(message: string, locale: Locale): string {
  const departed = `${API_ERRORS.importDeparted} `;
  if (!message.startsWith(departed)) return translateMessage(message, locale);
  return `${translateMessage(API_ERRORS.importDeparted, locale)} ${message.slice(departed.length)}`;
}

function formatOf(contentType: string | undefined): MemberFileFormat | null {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === CSV_TYPE ? 'csv' : type === XLSX_TYPE ? 'xlsx' : null;
}
