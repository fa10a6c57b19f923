import { Module } from '@nestjs/common';
import { MailAdminController } from './mail-admin.controller';
import { MailModule } from './mail.module';

/** The HTTP side of the mail pipeline (dead letters); not loaded by a --worker process. */
@Module({ imports: [MailModule], controllers: [MailAdminController] })
export class MailAdminModule {}
