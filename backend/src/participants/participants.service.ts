import { Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can } from '@courtside/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { participantsStore } from './participants.store';
import type { ParticipantsView } from './participants.view';

/**
 * Who's coming (API.md section 13 and its decisions). Staff always see the names; members see
 * them when the club shows participants; guests never do. Whoever may not see the names still
 * gets the counts the event card shows anyway, with `confirmed: null` so a screen can tell
 * "hidden" from "nobody yet".
 */
@Injectable()
export class ParticipantsService {
  constructor(private readonly db: DataSource) {}

  async forEvent(
    club: Pick<Club, 'id' | 'show_participants'>,
    eventId: string,
    caller: Principal,
  ): Promise<ParticipantsView> {
    const counts = await participantsStore.counts(this.db.manager, club.id, eventId);
    if (!counts) throw new NotFoundException(API_ERRORS.eventNotFound);
    const staff = can(caller.userType, 'club:staff');
    const maySeeNames = staff || (club.show_participants && can(caller.userType, 'signups:self'));
    if (!maySeeNames) return { confirmed: null, ...counts };
    const callerId = caller.kind === 'club' ? caller.id : null;
    const confirmed = await participantsStore.confirmed(this.db.manager, club.id, eventId, staff, callerId);
    return { confirmed, ...counts };
  }
}
