import { Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  AUDIT_PAGE_MAX,
  AUDIT_PAGE_SIZE,
  VALIDATION,
  isAuditAction,
  type AuditAction,
} from '@courtside/domain';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../errors/validation.exception';
import { keysetCursorCodec } from '../http/keyset-cursor';
import { isUuid } from '../http/uuid-param.pipe';
import { auditStore, type AuditFilter, type AuditPageAt, type AuditRow } from './audit.store';
import type { AuditEntryView, AuditLogPageView } from './audit-entry.view';

/** The query of a page of the log, as a client sends it (every field optional). */
export interface AuditLogQueryInput {
  action?: unknown;
  actor_id?: unknown;
  target_id?: unknown;
  cursor?: unknown;
  limit?: unknown;
}

/**
 * The cursor: the walk's first "now" (`n`; entries written after it belong to no page of this
 * walk, so a page never repeats an entry that a new one pushed down) and the last entry shown, by
 * (at, id) (`a`, `i`).
 */
const cursorCodec = keysetCursorCodec('n', 'a');

/** Reading a club's audit log: its staff (`/api/club/audit-log`) and system staff (the console). */
@Injectable()
export class AuditLogService {
  constructor(private readonly db: DataSource) {}

  /** A page of the log of the request's club; system staff show as support, without their id. */
  page(clubId: string, input: AuditLogQueryInput): Promise<AuditLogPageView> {
    return this.read(clubId, input, false);
  }

  /** A page of any club's log for the console: 404 for a club that does not exist. */
  async consolePage(clubId: string, input: AuditLogQueryInput): Promise<AuditLogPageView> {
    if (!(await auditStore.clubExists(this.db.manager, clubId)))
      throw new NotFoundException(API_ERRORS.clubNotFound);
    return this.read(clubId, input, true);
  }

  private async read(clubId: string, input: AuditLogQueryInput, console: boolean): Promise<AuditLogPageView> {
    const { filter, at, limit } = await this.parse(input);
    const rows = await auditStore.page(this.db.manager, clubId, filter, at, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      data: shown.map((row) => toView(row, console)),
      next_cursor:
        rows.length > limit && last
          ? cursorCodec.encode({ anchor: at.anchor, after: { key: last.cursor_at, id: last.id } })
          : null,
    };
  }

  /** Checks the filters: a malformed one is a 400 naming the field. */
  private async parse(
    input: AuditLogQueryInput,
  ): Promise<{ filter: AuditFilter; at: AuditPageAt; limit: number }> {
    const errors: Record<string, string> = {};
    const filter: AuditFilter = {};
    if (input.action !== undefined) {
      if (isAuditAction(input.action)) filter.action = input.action as AuditAction;
      else errors.action = VALIDATION.auditActionInvalid;
    }
    for (const [field, key] of [
      ['actor_id', 'actorId'],
      ['target_id', 'targetId'],
    ] as const) {
      const value = input[field];
      if (value === undefined) continue;
      if (isUuid(value)) filter[key] = value.toLowerCase();
      else errors[field] = API_ERRORS.invalidUserId;
    }
    let limit = AUDIT_PAGE_SIZE;
    if (input.limit !== undefined) {
      limit = typeof input.limit === 'string' && /^\d{1,3}$/.test(input.limit) ? Number(input.limit) : 0;
      if (limit < 1 || limit > AUDIT_PAGE_MAX) errors.limit = VALIDATION.auditLimitInvalid;
    }
    let at: AuditPageAt | null = null;
    if (input.cursor !== undefined) {
      const cursor = cursorCodec.decode(input.cursor);
      if (cursor?.after) at = { anchor: cursor.anchor, after: { at: cursor.after.key, id: cursor.after.id } };
      else errors.cursor = VALIDATION.auditCursorInvalid;
    }
    if (Object.keys(errors).length) throw new FieldValidationException(errors);
    return { filter, at: at ?? { anchor: await auditStore.now(this.db.manager) }, limit };
  }
}

function toView(row: AuditRow, console: boolean): AuditEntryView {
  const system = row.actor_kind === 'system';
  return {
    id: row.id,
    at: row.at,
    actor_id: system && !console ? null : row.actor_id,
    actor_label: row.actor_label,
    actor_kind: system ? 'system' : row.actor_present ? 'member' : 'former_member',
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    summary: row.summary,
  };
}
