import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import { DeadLetterView, RedriveResultView } from './dead-letter.view';
import { MailDeadLetters } from './mail-dead-letters.service';

/** Dead-lettered mail, for system admins (API.md section 11). Not club-scoped. */
@ApiTags('operations')
@Controller('admin/mail/dead-letters')
export class MailAdminController {
  constructor(private readonly deadLetters: MailDeadLetters) {}

  @Get()
  @RequireCapability('system:admin')
  @ApiDataResponse(DeadLetterView, { isArray: true, description: 'Newest first, at most 200' })
  async list(): Promise<{ data: DeadLetterView[] }> {
    return { data: await this.deadLetters.list() };
  }

  @Post('redrive')
  @HttpCode(200)
  @RequireCapability('system:admin')
  @ApiDataResponse(RedriveResultView, { description: 'Every dead letter queued again' })
  async redrive(): Promise<{ data: RedriveResultView }> {
    return { data: await this.deadLetters.redrive() };
  }
}
