import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { Waitlist } from './waitlist';

/** The capacity rules (Waitlist), for every feature that frees places, and the offers job. */
@Module({ imports: [NotificationOutboxModule], providers: [Waitlist], exports: [Waitlist] })
export class WaitlistModule {}
