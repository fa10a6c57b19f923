import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { WorkersModule } from '../workers/workers.module';
import { DrawInputService } from './draw-input.service';
import { DrawMailsModule } from './draw-mails.module';
import { DrawsController } from './draws.controller';
import { DrawsService } from './draws.service';

/** The mix-in draw (API.md section 10): the API, and (through DrawMailsModule) its mails. */
@Module({
  imports: [NotificationOutboxModule, DrawMailsModule, WorkersModule],
  controllers: [DrawsController],
  providers: [DrawsService, DrawInputService],
})
export class DrawsModule {}
