import { Controller, Delete, Get, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  getSchemaPath,
  ApiExtraModels,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import type { Response } from 'express';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { DataExportService } from './data-export.service';
import { DataExportView } from './data-export.view';
import { MemberDeparture } from './member-departure.service';
import { SessionsService } from '../common/auth/sessions.service';

/** A person's data rights at a club (API.md section 12): their data as a file, and leaving. */
@ApiTags('me')
@ClubScoped()
@Controller('me')
export class DataRightsController {
  constructor(
    private readonly exports: DataExportService,
    private readonly departure: MemberDeparture,
    private readonly sessions: SessionsService,
  ) {}

  @Get('data-export')
  @RequireCapability('events:read')
  @ApiProduces('application/json')
  @ApiExtraModels(DataExportView)
  @ApiOkResponse({
    description:
      'Everything the club holds on the caller, as a JSON file `{ data }` (an attachment, never cached). Nothing of another club. Someone who asked to join and is not a member yet may call it too (`membership` null).',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data'],
          properties: { data: { $ref: getSchemaPath(DataExportView) } },
        },
      },
    },
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.noMembership} (system staff)` })
  async export(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Res() res: Response,
  ): Promise<void> {
    const { filename, data } = await this.exports.export(club.id, caller);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(JSON.stringify({ data }, null, 2));
  }

  @Delete('membership')
  @RequireCapability('events:read')
  @ApiDataResponse(DeletedView, {
    description:
      "Left the club (`id`: the caller's user id): sign-ups to come cancelled (waitlists move up), standing sign-ups and sessions here ended, past sign-ups kept as 'Former member'",
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.noMembership} (system staff)` })
  @ApiConflictResponse({ description: API_ERRORS.lastSuperAdminLeaving })
  async leave(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: DeletedView }> {
    await this.departure.leave(club.id, caller);
    // Their sessions here are gone with the membership: the browser forgets its cookie too.
    res.clearCookie(this.sessions.cookieName, this.sessions.cookieOptions());
    return { data: { id: caller.id } };
  }
}
