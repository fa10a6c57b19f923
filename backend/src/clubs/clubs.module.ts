import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminClubsController } from './admin-clubs.controller';
import { AdminClubsService } from './admin-clubs.service';
import { Club } from './club.entity';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Club])],
  controllers: [ClubsController, AdminClubsController],
  providers: [ClubsService, AdminClubsService],
  exports: [ClubsService],
})
export class ClubsModule {}
