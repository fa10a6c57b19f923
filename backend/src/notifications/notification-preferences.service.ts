import { Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  PUSH_KINDS,
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
    changes: Partial<Omit<NotificationPreferences, 'push'>> & {
      push?: Partial<NotificationPreferences['push']>;
    },
  ): Promise<NotificationPreferences> {
    const given = COLUMNS.filter((c) => changes[c] !== undefined);
    const push = Object.fromEntries(
      PUSH_KINDS.filter((k) => typeof changes.push?.[k] === 'boolean').map((k) => [k, changes.push![k]]),
    );
    if (given.length === 0 && Object.keys(push).length === 0) return this.get(clubId, userId);
    await this.db.transaction(async (tx) => {
      const member = await notificationPreferencesStore.holdMembership(tx, clubId, userId);
      if (!member) throw new NotFoundException(API_ERRORS.userNotFound);
      if (given.length > 0)
        await upsert(tx, clubId, userId!, Object.fromEntries(given.map((c) => [c, changes[c]])));
      if (Object.keys(push).length > 0) await notificationPreferencesStore.setPush(tx, clubId, userId!, push);
    });
    return this.get(clubId, userId);
  }

  /**
   * A member's first device (API.md section 15): push turns on for every kind they get by e-mail
   * now, and for organiser messages (which always go by e-mail); in the caller's transaction.
   */
  async turnOnPushForEmailKinds(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    const row = await notificationPreferencesStore.ofMember(tx, clubId, userId);
    const email = withDefaults(row ?? {});
    const push = Object.fromEntries(
      PUSH_KINDS.map((k) => [k, k === 'organiser_message' ? true : email[k]]),
    ) as Record<string, boolean>;
    await notificationPreferencesStore.setPush(tx, clubId, userId, push, true);
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

function withDefaults(
  row: Partial<Record<Column, boolean | number | null>> & { push?: Partial<Record<string, boolean>> | null },
): NotificationPreferences {
  const result = { ...DEFAULT_NOTIFICATION_PREFERENCES, push: { ...DEFAULT_NOTIFICATION_PREFERENCES.push } };
  for (const column of COLUMNS) {
    const value = row[column];
    if (value !== null && value !== undefined) (result as Record<Column, unknown>)[column] = value;
  }
  for (const kind of PUSH_KINDS) result.push[kind] = row.push?.[kind] === true;
  return result;
}
