import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { WorkersModule } from '../workers/workers.module';
import { DrawInputService } from './draw-input.service';
import { DrawMailsModule } from './draw-mails.module';
import { DrawNotifier } from './draw-notifier.service';
import { DrawsController } from './draws.controller';
import { DrawsService } from './draws.service';

/** The mix-in draw (API.md section 10): the API, and (through DrawMailsModule) its mails. */
@Module({
  imports: [MailModule, DrawMailsModule, WorkersModule],
  controllers: [DrawsController],
  providers: [DrawsService, DrawInputService, DrawNotifier],
})
export class DrawsModule {}
