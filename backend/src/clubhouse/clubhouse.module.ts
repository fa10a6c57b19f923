import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module';
import { TokenSecret } from '../common/auth/token-secret';
import { ClubhouseService } from './clubhouse.service';
import { DisplayController, DisplayLinksController } from './clubhouse.controller';

/** The clubhouse view's display links and data (API.md section 14). */
@Module({
  imports: [AttendanceModule],
  controllers: [DisplayLinksController, DisplayController],
  providers: [ClubhouseService, TokenSecret],
})
export class ClubhouseModule {}
