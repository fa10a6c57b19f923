import { Module } from '@nestjs/common';
import { SignupsController } from './signups.controller';
import { SignupsService } from './signups.service';
import { Waitlist } from './waitlist';

@Module({ controllers: [SignupsController], providers: [SignupsService, Waitlist], exports: [Waitlist] })
export class SignupsModule {}
