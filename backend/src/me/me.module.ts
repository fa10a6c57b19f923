import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { MeService } from './me.service';

/** `/api/me/*`: a person's own settings at a club (language and playing level; notifications later). */
@Module({ controllers: [MeController], providers: [MeService], exports: [MeService] })
export class MeModule {}
