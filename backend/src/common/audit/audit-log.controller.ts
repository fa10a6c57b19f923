import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS, AUDIT_ACTIONS, AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE } from '@courtside/domain';
import { applyDecorators } from '@nestjs/common';
import { ClubScoped, RequireCapability } from '../auth/decorators';
import { UuidParam } from '../http/uuid-param.pipe';
import { CurrentClub } from '../tenancy/current-club.decorator';
import type { Club } from '../tenancy/club.entity';
import { AuditLogPageView } from './audit-entry.view';
import { AuditLogService } from './audit-log.service';

/** The filters and paging of both routes. */
const AuditLogQueries = () =>
  applyDecorators(
    ApiQuery({ name: 'action', required: false, enum: AUDIT_ACTIONS }),
    ApiQuery({ name: 'actor_id', required: false, description: "Only this person's actions (a user id)" }),
    ApiQuery({
      name: 'target_id',
      required: false,
      description: 'Only entries about this person, event or club (its id)',
    }),
    ApiQuery({
      name: 'cursor',
      required: false,
      description: '`next_cursor` of the previous answer; opaque',
    }),
    ApiQuery({
      name: 'limit',
      required: false,
      type: Number,
      description: `Entries per page: 1-${AUDIT_PAGE_MAX}, default ${AUDIT_PAGE_SIZE}`,
    }),
    ApiOkResponse({ type: AuditLogPageView, description: 'Newest first' }),
    ApiBadRequestResponse({ description: 'A malformed action, actor_id, target_id, cursor or limit' }),
  );

/**
 * A club's audit log for its staff. Read only: entries are written by the changes they record
 * and removed only by retention, so there is no route that changes or deletes one.
 */
@ApiTags('audit-log')
@ClubScoped()
@Controller('club/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @RequireCapability('club-users:manage')
  @AuditLogQueries()
  @ApiNotFoundResponse({ description: 'The host names no club' })
  page(
    @CurrentClub() club: Club,
    @Query('action') action?: unknown,
    @Query('actor_id') actor_id?: unknown,
    @Query('target_id') target_id?: unknown,
    @Query('cursor') cursor?: unknown,
    @Query('limit') limit?: unknown,
  ): Promise<AuditLogPageView> {
    return this.audit.page(club.id, { action, actor_id, target_id, cursor, limit });
  }
}

/** The same log of any club, for system staff in the console (any host). */
@ApiTags('admin-clubs')
@Controller('admin/clubs/:id/audit-log')
export class AdminAuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @RequireCapability('system:console')
  @AuditLogQueries()
  @ApiNotFoundResponse({ description: API_ERRORS.clubNotFound })
  page(
    @Param('id', new UuidParam(API_ERRORS.clubNotFound)) clubId: string,
    @Query('action') action?: unknown,
    @Query('actor_id') actor_id?: unknown,
    @Query('target_id') target_id?: unknown,
    @Query('cursor') cursor?: unknown,
    @Query('limit') limit?: unknown,
  ): Promise<AuditLogPageView> {
    return this.audit.consolePage(clubId, { action, actor_id, target_id, cursor, limit });
  }
}
