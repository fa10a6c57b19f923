import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BootstrapAdminService } from './bootstrap-admin.service';
import { SystemUsersController } from './system-users.controller';
import { SystemUsersService } from './system-users.service';

@Module({
  imports: [AuthModule],
  controllers: [SystemUsersController],
  providers: [BootstrapAdminService, SystemUsersService],
})
export class SystemAdminModule {}
