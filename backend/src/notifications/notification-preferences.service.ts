import { Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { notificationPreferencesStore } from './notification-preferences.store';

/** The columns of notification_preferences a person sets: the kinds and the reminder time. */
const COLUMNS = [...NOTIFICATION_KINDS, 'reminder_hours'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * A person's notification settings at a club (API.md section 9), one row per membership
 * (removed with it), absent until they change something: then every kind is on and reminders
 * come 24 hours ahead. Mails read them when they are sent, so switching a kind off stops the
 * mails already queued too.
 */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly db: DataSource) {}

  /** The settings of a member of the club; 404 for someone with no membership here. */
  async get(clubId: string, userId: string | null): Promise<NotificationPreferences> {
    const row = await notificationPreferencesStore.ofMember(this.db.manager, clubId, userId);
    if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
    return withDefaults(row);
  }

  /** Changes the fields given, keeps the rest; 404 for someone with no membership here. */
  async update(
    clubId: string,
    userId: string | null,
    changes: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    const given = COLUMNS.filter((c) => changes[c] !== undefined);
    if (given.length === 0) return this.get(clubId, userId);
    await this.db.transaction(async (tx) => {
      const member = await notificationPreferencesStore.holdMembership(tx, clubId, userId);
      if (!member) throw new NotFoundException(API_ERRORS.userNotFound);
      await upsert(tx, clubId, userId!, Object.fromEntries(given.map((c) => [c, changes[c]])));
    });
    return this.get(clubId, userId);
  }

  /** Turns one kind off for a member (the unsubscribe link), in the caller's transaction. */
  switchOff(tx: EntityManager, clubId: string, userId: string, kind: NotificationKind): Promise<void> {
    return upsert(tx, clubId, userId, { [kind]: false });
  }
}

/** Writes the given columns of a member's row, creating it (with the defaults) if need be. */
async function upsert(
  tx: EntityManager,
  clubId: string,
  userId: string,
  values: Partial<Record<Column, boolean | number>>,
): Promise<void> {
  // Column names come from COLUMNS only, never from the request.
  const columns = COLUMNS.filter((c) => values[c] !== undefined);
  await notificationPreferencesStore.upsert(tx, clubId, userId, columns, values);
}

function withDefaults(row: Partial<Record<Column, boolean | number | null>>): NotificationPreferences {
  const result = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const column of COLUMNS) {
    const value = row[column];
    if (value !== null && value !== undefined) (result as Record<Column, unknown>)[column] = value;
  }
  return result;
}
