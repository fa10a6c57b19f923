import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BootstrapAdminService } from './bootstrap-admin.service';

@Module({
  imports: [AuthModule],
  controllers: [],
  providers: [BootstrapAdminService],
})
export class SystemAdminModule {}
