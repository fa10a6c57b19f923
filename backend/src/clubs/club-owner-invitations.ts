import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';

/** Who invites: the system staff who made the club. */
export type Inviter = Pick<Principal, 'kind' | 'id'>;

/** Invites a new club's owner in the transaction that makes the club. */
export type OwnerInviter = (
  tx: EntityManager,
  clubId: string,
  userId: string,
  actor: Inviter,
) => Promise<void>;

/**
 * Inviting belongs to the club users (above this feature: it writes the notification outbox),
 * but the system console makes a club's owner here. The club users register how to invite when
 * their module starts, as the draws register their mail composer with the notifications.
 */
@Injectable()
export class ClubOwnerInvitations {
  private inviter: OwnerInviter | null = null;

  register(inviter: OwnerInviter): void {
    if (this.inviter) throw new Error('An owner inviter is registered already');
    this.inviter = inviter;
  }

  async invite(tx: EntityManager, clubId: string, userId: string, actor: Inviter): Promise<void> {
    // Failing rolls the club back: a club whose owner was promised an invitation and got none
    // would be worse than a refused request.
    if (!this.inviter) throw new Error('No owner inviter registered in this process');
    await this.inviter(tx, clubId, userId, actor);
  }
}
