import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { WorkersModule } from '../workers/workers.module';
import { DrawInputService } from './draw-input.service';
import { DrawMailsModule } from './draw-mails.module';
import { DrawRepairController } from './draw-repair.controller';
import { DrawRepairService } from './draw-repair.service';
import { DrawsController } from './draws.controller';
import { DrawsService } from './draws.service';

/** The mix-in draw (API.md section 10): the API, and (through DrawMailsModule) its mails. */
@Module({
  imports: [NotificationOutboxModule, DrawMailsModule, WorkersModule],
  controllers: [DrawsController, DrawRepairController],
  providers: [DrawsService, DrawInputService, DrawRepairService],
})
export class DrawsModule {}
