import type { OutboxMailKind } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { IcsEvent } from '../common/ics/ics';
import { notificationMailStore, type MailEventRow } from './notification-mails.store';
import type { MailEvent, NotificationContent } from './templates/notification-mail';

/** A notification job as the relay queues it: one outbox row, for one person. */
export interface NotificationJob {
  outboxId: string;
  clubId: string;
  userId: string;
  kind: OutboxMailKind;
  eventId: string | null;
  payload: NotificationPayload;
  /** The address when queued, for the dead-letter list only: the mail goes to the current one. */
  to: string;
}

export interface NotificationPayload {
  signup_id?: string;
  series_id?: string;
  how?: 'cancelled' | 'deleted';
  /** event_cancelled: what staff said, if anything. */
  reason?: string;
  events?: (MailEvent & { before?: MailEvent })[] | { id: string; before: MailEvent }[];
  event?: MailEvent;
  /** draw_published: the draw was just published, or changed after publishing. */
  change?: 'published' | 'changed';
  /** organiser_message, club_news: the message (read when the mail is sent). */
  message_id?: string;
}

/** An event as read for a mail: what the mail says and what its calendar entry needs. */
export type LoadedEvent = MailEventRow;

/** What a job comes to when it is sent: a mail to write, or why not (`dropped`: too late). */
export type Composed =
  { content: NotificationContent; calendar: LoadedEvent[] } | { outcome: 'skipped' | 'dropped'; why: string };

/** At most this many dates are listed in a standing sign-up's confirmation. */
export const SUBSCRIPTION_DATES_LISTED = 12;

const skip = (why: string): Composed => ({ outcome: 'skipped', why });

/**
 * Reads what a notification says as things are when it is sent (never out of date): the
 * sign-up, the event, the changes. Mails about events that started or no longer apply (the
 * sign-up is gone, the person was promoted meanwhile, the event was cancelled) are not sent.
 * Every query names the club.
 */
export async function composeNotification(db: EntityManager, job: NotificationJob): Promise<Composed> {
  const { clubId, userId, payload } = job;

  switch (job.kind) {
    case 'signup_confirmation':
    case 'waitlist_promotion': {
      if (payload.series_id) return subscription(db, job, payload.series_id);
      const row = await notificationMailStore.signupEvent(db, clubId, payload.signup_id, userId);
      if (!row) return skip('the sign-up is gone');
      if (row.started) return skip('the event has started');
      if (row.status === 'cancelled') return skip('the event is cancelled');
      const status = row.status_of_signup;
      // An offer made or ended meanwhile has its own mails.
      if (status === 'offered' || status === 'offer_ended') return skip('an offer was made meanwhile');
      if (job.kind === 'waitlist_promotion') {
        if (status !== 'confirmed') return skip('no longer confirmed');
        return { content: { kind: 'waitlist_promotion', event: row }, calendar: [row] };
      }
      return {
        content: { kind: 'signup_confirmation', event: row, status, position: row.position ?? null },
        calendar: status === 'confirmed' ? [row] : [],
      };
    }
    case 'event_changed': {
      const before = new Map((payload.events ?? []).map((e) => [e.id, e.before!]));
      const rows = await notificationMailStore.signedUpScheduledEvents(
        db,
        clubId,
        [...before.keys()],
        userId,
      );
      const current = rows.filter((r) => !r.started);
      if (current.length === 0) return skip('nothing left to tell about');
      return {
        content: {
          kind: 'event_changed',
          changes: current.map((event) => ({ event, before: before.get(event.id)! })),
        },
        calendar: [],
      };
    }
    case 'event_cancelled':
      return {
        content: {
          kind: 'event_cancelled',
          events: (payload.events ?? []) as MailEvent[],
          deleted: payload.how !== 'cancelled',
          reason: payload.reason ?? null,
        },
        calendar: [],
      };
    case 'reminder': {
      const row = await notificationMailStore.eventSignedUpFor(db, clubId, job.eventId, userId);
      // Never late: a reminder not sent by the start is dropped.
      if (row?.started) return { outcome: 'dropped', why: 'the event has started' };
      if (!row || row.status === 'cancelled' || row.status_of_signup !== 'confirmed')
        return skip('no longer a confirmed place in a scheduled event');
      return { content: { kind: 'reminder', event: row }, calendar: [] };
    }
    case 'removed_by_staff':
      return payload.event
        ? { content: { kind: 'removed_by_staff', event: payload.event }, calendar: [] }
        : skip('no event');
    case 'draw_published':
      // Composed by the draws (NotificationComposers): failing, the job is retried and in the
      // end dead-lettered, never dropped unseen, in a process that did not load them.
      throw new Error('draw_published mails are composed by the draws, which this process did not load');
    case 'join_requested':
      // Composed by the join requests (NotificationComposers), like draw_published.
      throw new Error(
        'join_requested mails are composed by the join requests, which this process did not load',
      );
    case 'club_news':
      // Composed by the messages (NotificationComposers), like draw_published.
      throw new Error('club_news mails are composed by the messages, which this process did not load');
    case 'invitation':
    case 'join_approved':
    case 'join_declined':
    case 'join_expired':
    case 'waitlist_offer':
    case 'waitlist_offer_ended':
    case 'waitlist_place_free':
    case 'organiser_message':
    case 'standing_signups_ended':
      // Never reaches here: NotificationMailer hands unswitchable kinds to their composers.
      throw new Error(`${job.kind} mails are composed by the feature that registered them`);
  }
}

/** A standing sign-up: the person's dates of the series not yet started, as they are now. */
async function subscription(db: EntityManager, job: NotificationJob, seriesId: string): Promise<Composed> {
  const series = await notificationMailStore.seriesName(db, job.clubId, seriesId);
  if (series === null) return skip('the series is gone');
  const rows = await notificationMailStore.seriesDatesSignedUpFor(db, job.clubId, job.userId, seriesId);
  const listed = rows.slice(0, SUBSCRIPTION_DATES_LISTED);
  return {
    content: {
      kind: 'subscription_confirmation',
      series,
      // An offered date reads as the waitlist here: its offer mail says the rest.
      dates: listed.map((r) => ({
        event: r,
        status: r.status_of_signup === 'confirmed' ? 'confirmed' : 'waitlisted',
        position: r.position,
      })),
      more: rows.length - listed.length,
    },
    calendar: rows.filter((r) => r.status_of_signup === 'confirmed'),
  };
}

/** The calendar entries of confirmed places, for the mail's `.ics` attachment. */
export function calendarEntries(events: LoadedEvent[], eventUrl: (id: string) => string): IcsEvent[] {
  return events.map((e) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    start_time: e.start_time,
    end_time: e.end_time,
    location: e.location,
    status: e.status,
    sequence: e.sequence,
    updated_at: e.updated_at,
    tentative: false,
    url: eventUrl(e.id),
  }));
}
