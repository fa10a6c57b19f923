import { Module } from '@nestjs/common';
import { WorkersModule } from '../workers/workers.module';
import { ShareService } from './share.service';

/**
 * Share cards (API.md section 15). No controller: the routes live outside /api and before the
 * pages' fallback (share-routes.ts, registered by app.factory.ts).
 */
@Module({ imports: [WorkersModule], providers: [ShareService], exports: [ShareService] })
export class ShareModule {}
