import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { DepartureModule } from '../data-rights/data-rights.module';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { SignupsModule } from '../signups/signups.module';
import { ClubUsersController } from './club-users.controller';
import { ClubUsersService } from './club-users.service';
import { InvitationMailsModule } from './invitation-mails.module';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [SignupsModule, DepartureModule, ClubsModule, NotificationOutboxModule, InvitationMailsModule],
  controllers: [ClubUsersController],
  providers: [ClubUsersService, InvitationsService],
  exports: [InvitationsService],
})
export class ClubUsersModule {}
