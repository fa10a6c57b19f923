import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { API_ERRORS, IMPORT_LIMITS } from '@courtside/domain';
import type { Request } from 'express';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { CSV_TYPE, XLSX_TYPE } from '../common/http/body-limits';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import { requestLocale } from '../common/http/request-locale';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ApiWorkersBusyResponse } from '../workers/api-workers-busy';
import { ImportAnswerView } from './import-answer.view';
import { MemberImportService } from './member-import.service';

const FLAG_MESSAGES = {
  dry_run: API_ERRORS.importFlagInvalid,
  invite: API_ERRORS.importInviteFlagInvalid,
  include_departed: API_ERRORS.importIncludeDepartedFlagInvalid,
} as const;

/** `?dry_run=`, `?invite=` or `?include_departed=`: true or false, once. */
function flag(value: unknown, field: keyof typeof FLAG_MESSAGES = 'dry_run'): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw FieldValidationException.forField(field, FLAG_MESSAGES[field]);
}

/** A club's member list brought in from a file (API.md section 12, import). */
@ApiTags('club users')
@ClubScoped()
@Controller('club-users')
export class MemberImportController {
  constructor(private readonly imports: MemberImportService) {}

  @Post('import')
  @HttpCode(200)
  @RequireCapability('club-users:manage')
  @ApiConsumes(CSV_TYPE, XLSX_TYPE)
  @ApiBody({
    description: `The file itself, at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB and ${IMPORT_LIMITS.rows} rows: CSV (UTF-8 with or without BOM, or Windows-1252; separated by ; , or tab, whichever the header row holds most of) or an .xlsx workbook (its first sheet). Columns by header, English or Dutch: email (e-mail, e-mailadres), name (naam) or first/tussenvoegsel/last name, member_number (bondsnummer, lidnummer, relatienummer), phone (telefoon, mobiel), user_type (rol), level (niveau) or KNLTB speelsterkte (dubbel before enkel).`,
    schema: { type: 'string', format: 'binary' },
  })
  @ApiQuery({
    name: 'dry_run',
    required: false,
    enum: ['true', 'false'],
    description: 'true: change nothing, answer what a real run would do',
  })
  @ApiQuery({
    name: 'invite',
    required: false,
    enum: ['true', 'false'],
    description:
      'true: a real run invites everyone it created (as POST /api/club-users/invitations, one audit entry), in its transaction',
  })
  @ApiQuery({
    name: 'include_departed',
    required: false,
    enum: ['true', 'false'],
    description:
      "true: people who left the club are created again; else their rows are `unchanged` with the email error 'Left the club on YYYY-MM-DD'",
  })
  @ApiOkResponse({
    type: ImportAnswerView,
    description: 'What was done (or, in a dry run, would be), row by row',
  })
  @ApiBadRequestResponse({
    description: `A file that is no member list; or, in a real run, rows in error: '${API_ERRORS.importRefused}' with the same \`data\`, and nothing stored`,
  })
  @ApiConflictResponse({ description: API_ERRORS.importRunning })
  @ApiPayloadTooLargeResponse({ description: `A file over ${IMPORT_LIMITS.bytes / 1024 / 1024} MB` })
  @ApiUnsupportedMediaTypeResponse({ description: API_ERRORS.importMediaType })
  @ApiWorkersBusyResponse()
  async import(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Req() req: Request,
    @Query('dry_run') dryRun?: unknown,
    @Query('invite') invite?: unknown,
    @Query('include_departed') includeDeparted?: unknown,
  ): Promise<{ data: ImportAnswerView }> {
    const data = await this.imports.run(club, caller, {
      body: req.body,
      contentType: req.get('content-type'),
      dryRun: flag(dryRun),
      invite: flag(invite, 'invite'),
      includeDeparted: flag(includeDeparted, 'include_departed'),
      locale: requestLocale(req) ?? club.default_locale,
    });
    return { data };
  }
}
