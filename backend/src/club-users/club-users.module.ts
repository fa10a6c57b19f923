import { Module } from '@nestjs/common';
import { ClubUsersController } from './club-users.controller';
import { ClubUsersService } from './club-users.service';

@Module({
  controllers: [ClubUsersController],
  providers: [ClubUsersService],
})
export class ClubUsersModule {}
