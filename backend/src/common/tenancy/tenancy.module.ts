import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Club } from './club.entity';
import { TenancyMiddleware } from './tenancy.middleware';

/** The club of a request (the tenant), read from the host; the clubs table's entity lives here. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Club])],
  providers: [TenancyMiddleware],
  exports: [TypeOrmModule, TenancyMiddleware],
})
export class TenancyModule {}
