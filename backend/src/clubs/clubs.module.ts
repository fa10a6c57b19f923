import { Module } from '@nestjs/common';
import { ClubSettingsController } from './club-settings.controller';
import { ClubSettingsService } from './club-settings.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminClubsController } from './admin-clubs.controller';
import { AdminClubsService } from './admin-clubs.service';
import { Club } from '../common/tenancy/club.entity';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';
import { ClubOwnerInvitations } from './club-owner-invitations';

@Module({
  imports: [TypeOrmModule.forFeature([Club])],
  controllers: [ClubsController, AdminClubsController, ClubSettingsController],
  providers: [ClubsService, AdminClubsService, ClubSettingsService, ClubOwnerInvitations],
  exports: [ClubOwnerInvitations],
})
export class ClubsModule {}
