import { Global, Module } from '@nestjs/common';
import { SessionsService } from './sessions.service';

/**
 * Sessions are cross-cutting: the global guard resolves them on every request, and features end
 * them (login, role changes, removals). Global, so no feature module imports another for them.
 */
@Global()
@Module({ providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
