import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, PUSH_LIMITS, VALIDATION } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NotificationPreferencesService } from '../notifications/notification-preferences.service';
import type { PushSubscriptionDto } from './dto/push.dto';
import { isAllowedEndpoint, parseAllowedHosts } from './push-hosts';
import { pushSubscriptionsStore } from './push-subscriptions.store';

/**
 * A member's devices at a club (API.md section 15): at most five; re-posting an endpoint updates
 * its keys. The first device turns push on for every kind the person gets by e-mail.
 */
@Injectable()
export class PushSubscriptionsService {
  private readonly allowed;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: DataSource,
    private readonly preferences: NotificationPreferencesService,
  ) {
    this.allowed = parseAllowedHosts(config.PUSH_ALLOWED_HOSTS);
  }

  async subscribe(
    clubId: string,
    caller: Principal,
    body: PushSubscriptionDto,
  ): Promise<{ endpoint: string; first_device: boolean }> {
    const userId = memberId(caller);
    if (!isAllowedEndpoint(body.endpoint, this.allowed))
      throw FieldValidationException.forField('endpoint', VALIDATION.pushEndpointInvalid);
    return this.db.transaction(async (tx) => {
      if (!(await pushSubscriptionsStore.holdMember(tx, clubId, userId)))
        throw new NotFoundException(API_ERRORS.noMembership);
      const count = await pushSubscriptionsStore.count(tx, clubId, userId);
      const known = await pushSubscriptionsStore.owns(tx, clubId, userId, body.endpoint);
      if (!known && count >= PUSH_LIMITS.devicesPerMember)
        throw new ConflictException(API_ERRORS.tooManyDevices);
      await pushSubscriptionsStore.upsert(tx, clubId, userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
      });
      const first = count === 0;
      if (first) await this.preferences.turnOnPushForEmailKinds(tx, clubId, userId);
      return { endpoint: body.endpoint, first_device: first };
    });
  }

  async unsubscribe(clubId: string, caller: Principal, endpoint: string): Promise<boolean> {
    return pushSubscriptionsStore.remove(this.db.manager, clubId, memberId(caller), endpoint);
  }
}

/** System staff belong to no club (the guard answers 404 before this; kept as a backstop). */
function memberId(caller: Principal): string {
  if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
  return caller.id;
}
