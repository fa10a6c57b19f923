import { NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { EventView } from './event.view';
import { eventStore, type EventRow } from './events.store';

export function toView(row: EventRow): EventView {
  const {
    my_signup_id,
    my_signup_status,
    my_signup_offer_expires_at,
    my_signup_waitlist_position,
    ...event
  } = row;
  return {
    ...event,
    my_signup: my_signup_id
      ? {
          id: my_signup_id,
          status: my_signup_status!,
          offer_expires_at: my_signup_offer_expires_at,
          waitlist_position: my_signup_waitlist_position,
        }
      : null,
  };
}

/** System staff have no sign-ups of their own. */
export function ownerId(caller: Principal): string | null {
  return caller.kind === 'club' ? caller.id : null;
}

/** One event of the club as the API shows it to `caller`; 404 when the club has no such event. */
export async function readEvent(
  db: EntityManager,
  clubId: string,
  eventId: string,
  caller: Principal,
): Promise<EventView> {
  const row = await eventStore.find(db, clubId, eventId, ownerId(caller));
  if (!row) throw new NotFoundException(API_ERRORS.eventNotFound);
  return toView(row);
}
