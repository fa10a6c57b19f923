import type { Locale, PushKind } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { NotificationJob } from '../notifications/notification-content';
import { clock, shortDate } from '../notifications/templates/wall-clock';
import { pushContentStore } from './push-content.store';

/**
 * What a push message carries: the contract with the service worker, which shows `title` and
 * `body` and opens `url` on a click; `tag` makes a newer message about the same thing replace
 * the older one on the device. Kept short: lock screens cut long text.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Longest `body` sent; the rest is cut with an ellipsis. */
const BODY_MAX = 140;

const TITLES: Record<Locale, Record<PushKind | 'waitlisted' | 'draw_changed', string>> = {
  en: {
    signup_confirmation: "You're signed up",
    waitlisted: "You're on the waitlist",
    waitlist_promotion: 'You have a place',
    event_changed: 'Event changed',
    event_cancelled: 'Event cancelled',
    reminder: 'Reminder',
    removed_by_staff: 'Sign-up removed',
    draw_published: 'The draw is out',
    draw_changed: 'The draw has changed',
    join_requested: 'Requests to join',
    club_news: 'News from the club',
    organiser_message: 'Message from the organiser',
  },
  nl: {
    signup_confirmation: 'Je bent ingeschreven',
    waitlisted: 'Je staat op de wachtlijst',
    waitlist_promotion: 'Je hebt een plek',
    event_changed: 'Activiteit gewijzigd',
    event_cancelled: 'Activiteit geannuleerd',
    reminder: 'Herinnering',
    removed_by_staff: 'Inschrijving verwijderd',
    draw_published: 'De indeling is er',
    draw_changed: 'De indeling is gewijzigd',
    join_requested: 'Aanvragen om lid te worden',
    club_news: 'Nieuws van de club',
    organiser_message: 'Bericht van de organisator',
  },
};

const WAITING: Record<Locale, string> = {
  en: 'People are waiting for your answer',
  nl: 'Er wachten mensen op je antwoord',
};

/** The recipient's side of a push message. */
export interface PushRecipient {
  locale: Locale;
  clubName: string;
  origin: string;
}

/**
 * Composes the push message of an outbox job as things are when it is sent, or null when there
 * is nothing to say any more (the event started, the sign-up is gone). Every query names the club.
 */
export async function composePush(
  db: EntityManager,
  job: NotificationJob & { kind: PushKind },
  to: PushRecipient,
): Promise<PushPayload | null> {
  const { locale, origin } = to;
  const t = TITLES[locale];
  const { payload } = job;
  const line = (e: { name: string; start_time: string }) =>
    `${e.name} · ${shortDate(e.start_time, locale)} ${clock(e.start_time, locale)}`;
  const eventPage = (id: string) => `${origin}/events/${id}`;
  const tag = (what: string) => `${job.kind}:${what}`;

  switch (job.kind) {
    case 'signup_confirmation':
    case 'waitlist_promotion': {
      if (payload.series_id) {
        const series = await pushContentStore.seriesName(db, job.clubId, payload.series_id);
        if (series === null) return null;
        return message(t.signup_confirmation, series, `${origin}/my-signups`, tag(payload.series_id));
      }
      const row = await pushContentStore.signupEvent(db, job.clubId, payload.signup_id ?? null, job.userId);
      if (!row || row.started) return null;
      if (job.kind === 'waitlist_promotion' && row.status !== 'confirmed') return null;
      const title =
        job.kind === 'waitlist_promotion'
          ? t.waitlist_promotion
          : row.status === 'waitlisted'
            ? t.waitlisted
            : t.signup_confirmation;
      return message(title, line(row), eventPage(row.id), tag(row.id));
    }
    case 'event_cancelled': {
      const events = (payload.events ?? []) as { id: string; name: string; start_time: string }[];
      if (events.length === 0) return null;
      const first = events[0];
      const more = events.length > 1 ? ` (+${events.length - 1})` : '';
      return message(t.event_cancelled, `${line(first)}${more}`, `${origin}/my-signups`, tag(first.id));
    }
    case 'event_changed': {
      const ids = ((payload.events ?? []) as { id: string }[]).map((e) => e.id);
      const rows = await pushContentStore.events(db, job.clubId, ids);
      const current = rows.filter((r) => !r.started);
      if (current.length === 0) return null;
      const more = current.length > 1 ? ` (+${current.length - 1})` : '';
      return message(
        t.event_changed,
        `${line(current[0])}${more}`,
        eventPage(current[0].id),
        tag(current[0].id),
      );
    }
    case 'reminder':
    case 'draw_published': {
      const [row] = await pushContentStore.events(db, job.clubId, job.eventId ? [job.eventId] : []);
      if (!row) return null;
      // Draws are also sent on the evening itself (a redraw after a player left).
      if (job.kind === 'reminder' && row.started) return null;
      const title =
        job.kind === 'reminder'
          ? t.reminder
          : payload.change === 'changed'
            ? t.draw_changed
            : t.draw_published;
      return message(title, line(row), eventPage(row.id), tag(row.id));
    }
    case 'removed_by_staff': {
      const event = payload.event;
      if (!event) return null;
      return message(t.removed_by_staff, line(event), eventPage(event.id), tag(event.id));
    }
    case 'join_requested':
      return message(t.join_requested, WAITING[locale], `${origin}/join-requests`, tag(job.clubId));
    case 'club_news':
    case 'organiser_message': {
      const row = await pushContentStore.message(db, job.clubId, payload.message_id ?? null);
      if (!row) return null;
      const eventId = row.event_id ?? job.eventId;
      const title = job.kind === 'club_news' ? `${t.club_news}: ${to.clubName}` : t.organiser_message;
      return message(
        title,
        row.subject,
        eventId ? eventPage(eventId) : `${origin}/events`,
        tag(payload.message_id!),
      );
    }
  }
}

function message(title: string, body: string, url: string, tag: string): PushPayload {
  const short = body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body;
  return { title, body: short, url, tag };
}
