import { Module } from '@nestjs/common';
import { WorkersModule } from '../workers/workers.module';
import { MemberImportController } from './member-import.controller';
import { MemberImportService } from './member-import.service';

/** Members in and out (API.md section 12): the import so far. */
@Module({
  imports: [WorkersModule],
  controllers: [MemberImportController],
  providers: [MemberImportService],
})
export class MembersModule {}
