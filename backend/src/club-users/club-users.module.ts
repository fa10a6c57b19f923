import { Module } from '@nestjs/common';
import { SignupsModule } from '../signups/signups.module';
import { ClubUsersController } from './club-users.controller';
import { ClubUsersService } from './club-users.service';

@Module({
  imports: [SignupsModule],
  controllers: [ClubUsersController],
  providers: [ClubUsersService],
})
export class ClubUsersModule {}
