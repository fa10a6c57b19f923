import { Module } from '@nestjs/common';
import { BootstrapAdminService } from './bootstrap-admin.service';
import { SystemUsersController } from './system-users.controller';
import { SystemUsersService } from './system-users.service';

@Module({
  controllers: [SystemUsersController],
  providers: [BootstrapAdminService, SystemUsersService],
})
export class SystemAdminModule {}
