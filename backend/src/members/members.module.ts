import { Module } from '@nestjs/common';
import { ClubUsersModule } from '../club-users/club-users.module';
import { WorkersModule } from '../workers/workers.module';
import { MemberImportController } from './member-import.controller';
import { MemberImportService } from './member-import.service';

/** Members in and out (API.md section 12): the import so far. */
@Module({
  imports: [WorkersModule, ClubUsersModule],
  controllers: [MemberImportController],
  providers: [MemberImportService],
})
export class MembersModule {}
