import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { MeService } from './me.service';

/**
 * `/api/me/*`: a person's own settings at a club, language and playing level. (Notification
 * settings and the calendar feed are under /api/me too, in notifications/ and calendar/.)
 */
@Module({ controllers: [MeController], providers: [MeService], exports: [MeService] })
export class MeModule {}
