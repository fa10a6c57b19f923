import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { MessageMailer } from './message-mailer.service';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

/** What a `--worker` process needs of the messages: their mails. No controllers. */
@Module({ imports: [NotificationDeliveryModule], providers: [MessageMailer] })
export class MessageMailsModule {}

/** Messages from organisers and the club (API.md section 13), with their mails. */
@Module({
  imports: [MessageMailsModule],
  controllers: [MessagesController],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
