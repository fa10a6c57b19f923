import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import type { Response } from 'express';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { sendCsv } from '../common/csv/csv-download';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { SignupsService } from './signups.service';

/** An event's sign-ups as a spreadsheet download (API.md section 12, export). */
@ApiTags('signups')
@ClubScoped()
@Controller('events')
export class SignupsExportController {
  constructor(private readonly signups: SignupsService) {}

  @Get(':id/signups.csv')
  @RequireCapability('events:manage')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "The event's sign-ups in sign-up order (name, email, type, level, status, signed up at, in the club's time): UTF-8 with a byte order mark; `;` and a decimal comma when the caller's language is Dutch, `,` otherwise; headers in the caller's language; cells that begin with = + - @, tab or CR get a leading '. An attachment, never cached.",
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async export(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', new UuidParam(API_ERRORS.eventNotFound)) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const { filename, csv } = await this.signups.exportForEvent(club, caller, id);
    sendCsv(res, filename, csv);
  }
}
