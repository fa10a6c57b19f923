import { Module } from '@nestjs/common';
import { NotificationOutbox } from './notification-outbox';

/** The outbox writer, for every feature whose changes people are told about. No dependencies. */
@Module({ providers: [NotificationOutbox], exports: [NotificationOutbox] })
export class NotificationOutboxModule {}
