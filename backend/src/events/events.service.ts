import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, DEFAULT_EVENT_TYPE, DEFAULT_RECURRING_PATTERN } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { FieldValidationException } from '../common/errors/validation.exception';
import { lockEvents, promoteWaitlisted } from '../signups/waitlist';
import type { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import type { EventView } from './event.view';

export type EventScope = 'upcoming' | 'past';

interface EventRow extends Omit<EventView, 'my_signup'> {
  my_signup_id: string | null;
  my_signup_status: 'confirmed' | 'waitlisted' | null;
}

/**
 * One query gives each event with its confirmed and waitlisted counts and the caller's own
 * sign-up, so a list costs one round trip however many events it holds.
 */
const EVENT_SELECT = `
  SELECT e.id, e.name, e.description, e.event_type,
         to_char(e.start_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_time,
         to_char(e.end_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS end_time,
         e.recurring_pattern, e.location, e.capacity,
         COALESCE(n.confirmed, 0)::int AS signup_count,
         COALESCE(n.waitlisted, 0)::int AS waitlist_count,
         mine.id AS my_signup_id, mine.status AS my_signup_status,
         e.created_at, e.updated_at
    FROM events e
    JOIN clubs c ON c.id = e.club_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE s.status = 'confirmed') AS confirmed,
             count(*) FILTER (WHERE s.status = 'waitlisted') AS waitlisted
        FROM signups s WHERE s.event_id = e.id) n ON true
    LEFT JOIN signups mine ON mine.event_id = e.id AND mine.user_id = $2`;

function toView(row: EventRow): EventView {
  const { my_signup_id, my_signup_status, ...event } = row;
  return { ...event, my_signup: my_signup_id ? { id: my_signup_id, status: my_signup_status! } : null };
}

@Injectable()
export class EventsService {
  constructor(private readonly db: DataSource) {}

  /** Upcoming events (not yet ended, club time) in start order, or past ones newest first. */
  async list(clubId: string, caller: Principal, scope: EventScope): Promise<EventView[]> {
    const rows: EventRow[] = await this.db.query(
      `${EVENT_SELECT}
        WHERE e.club_id = $1 AND ${scope === 'past' ? 'e.end_time <=' : 'e.end_time >'} (now() AT TIME ZONE c.timezone)
        ORDER BY e.start_time ${scope === 'past' ? 'DESC' : 'ASC'}, e.id`,
      [clubId, ownerId(caller)],
    );
    return rows.map(toView);
  }

  async get(
    clubId: string,
    eventId: string,
    caller: Principal,
    tx: EntityManager = this.db.manager,
  ): Promise<EventView> {
    const rows: EventRow[] = await tx.query(`${EVENT_SELECT} WHERE e.club_id = $1 AND e.id = $3`, [
      clubId,
      ownerId(caller),
      eventId,
    ]);
    if (!rows[0]) throw new NotFoundException(API_ERRORS.eventNotFound);
    return toView(rows[0]);
  }

  async create(clubId: string, caller: Principal, body: EventBodyDto): Promise<EventView> {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, recurring_pattern, location, capacity, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        clubId,
        body.name,
        body.description ?? '',
        body.event_type ?? DEFAULT_EVENT_TYPE,
        body.start_time,
        body.end_time,
        body.recurring_pattern ?? DEFAULT_RECURRING_PATTERN,
        body.location ?? '',
        body.capacity ?? null,
        ownerId(caller),
      ],
    );
    return this.get(clubId, row.id, caller);
  }

  /**
   * Replaces the event's fields; optional fields left out keep their value. A larger capacity
   * confirms waitlisted people at once; a capacity below the confirmed count is refused.
   */
  async update(clubId: string, eventId: string, caller: Principal, body: UpdateEventDto): Promise<EventView> {
    if (body.id !== undefined && body.id.toLowerCase() !== eventId)
      throw new BadRequestException(API_ERRORS.eventIdMismatch);
    return this.db.transaction(async (tx) => {
      if ((await lockEvents(tx, clubId, [eventId])).length === 0)
        throw new NotFoundException(API_ERRORS.eventNotFound);
      if (body.capacity !== undefined && body.capacity !== null) {
        const [{ confirmed }] = await tx.query(
          `SELECT count(*)::int AS confirmed FROM signups WHERE event_id = $1 AND status = 'confirmed'`,
          [eventId],
        );
        if (body.capacity < confirmed) {
          throw FieldValidationException.forField(
            'capacity',
            `${API_ERRORS.capacityBelowConfirmed} (${confirmed})`,
          );
        }
      }
      await tx.query(
        `UPDATE events SET name = $3, start_time = $4, end_time = $5,
                description = COALESCE($6, description), event_type = COALESCE($7, event_type),
                recurring_pattern = COALESCE($8, recurring_pattern), location = COALESCE($9, location),
                capacity = CASE WHEN $10::boolean THEN $11::int ELSE capacity END,
                updated_at = now()
          WHERE club_id = $1 AND id = $2`,
        [
          clubId,
          eventId,
          body.name,
          body.start_time,
          body.end_time,
          body.description === undefined ? null : (body.description ?? ''),
          body.event_type ?? null,
          body.recurring_pattern ?? null,
          body.location === undefined ? null : (body.location ?? ''),
          body.capacity !== undefined,
          body.capacity ?? null,
        ],
      );
      await promoteWaitlisted(tx, eventId);
      return this.get(clubId, eventId, caller, tx);
    });
  }

  /** Removes the event and, by cascade, its sign-ups. */
  async remove(clubId: string, eventId: string): Promise<void> {
    const [, affected]: [unknown, number] = await this.db.query(
      `DELETE FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    if (!affected) throw new NotFoundException(API_ERRORS.eventNotFound);
  }
}

/** System staff have no sign-ups of their own. */
function ownerId(caller: Principal): string | null {
  return caller.kind === 'club' ? caller.id : null;
}
