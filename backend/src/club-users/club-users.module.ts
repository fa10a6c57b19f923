import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClubUsersController } from './club-users.controller';
import { ClubUsersService } from './club-users.service';

@Module({
  imports: [AuthModule],
  controllers: [ClubUsersController],
  providers: [ClubUsersService],
})
export class ClubUsersModule {}
