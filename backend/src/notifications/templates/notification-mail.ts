import type { Locale, NotificationKind } from '@courtside/domain';
import type { MailFrame, RenderedMail } from '../../mail/templates/mail-renderer';
import { NOTIFICATION_TEXTS, switchableFooter, type NotificationTexts } from './notification-texts';
import { BADGES, NOTICE, type EventCard, type NoticeModel } from './notification-templates';
import { clock, longDate, shortDate, timeRange } from './wall-clock';

/** An event as a mail tells it: club wall-clock times (`YYYY-MM-DDTHH:mm:ss`). */
export interface MailEvent {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
  location: string;
  status: 'scheduled' | 'cancelled';
}

export type SignupStatus = 'confirmed' | 'waitlisted';

/** What one notification mail is about, per kind. */
export type NotificationContent =
  | { kind: 'signup_confirmation'; event: MailEvent; status: SignupStatus; position: number | null }
  | {
      kind: 'subscription_confirmation';
      series: string;
      dates: { event: MailEvent; status: SignupStatus; position: number | null }[];
      /** Dates beyond those listed. */
      more: number;
    }
  | { kind: 'waitlist_promotion'; event: MailEvent }
  | { kind: 'event_changed'; changes: { event: MailEvent; before: MailEvent }[] }
  | { kind: 'event_cancelled'; events: MailEvent[]; deleted: boolean; reason: string | null }
  | { kind: 'reminder'; event: MailEvent }
  | { kind: 'removed_by_staff'; event: MailEvent };

/** Who gets it, from which club, and where its links go. */
export interface NotificationMailContext {
  locale: Locale;
  /** The club's name for the person, or null. */
  name: string | null;
  club: { name: string; logo: string | null; origin: string };
  reminderHours: number;
  /** The one-click URL (List-Unsubscribe) and the page that asks first (the footer's link). */
  unsubscribe: { oneClick: string; page: string };
  /** The settings screen of the club's site. */
  settingsUrl: string;
}

/** The preference a content belongs to: a standing sign-up's mail is a sign-up confirmation. */
export function kindOf(content: NotificationContent): NotificationKind {
  return content.kind === 'subscription_confirmation' ? 'signup_confirmation' : content.kind;
}

/** An event as a mail's card; offer mails (signups/offer.mail.ts) use it too. */
export function card(
  event: MailEvent,
  locale: Locale,
  t: NotificationTexts,
  extra: Partial<Pick<EventCard, 'badge' | 'was' | 'struck'>> = {},
): EventCard {
  const cancelled = event.status === 'cancelled';
  return {
    name: event.name,
    date: longDate(event.start_time, locale),
    time: timeRange(event.start_time, event.end_time, locale),
    location: event.location,
    badge: cancelled ? { label: t.badge.cancelled, ...BADGES.cancelled } : null,
    struck: cancelled,
    was: null,
    ...extra,
  };
}

const statusBadge = (t: NotificationTexts, status: SignupStatus, position: number | null) =>
  status === 'confirmed'
    ? { label: t.badge.confirmed, ...BADGES.confirmed }
    : { label: t.badge.waitlisted(position), ...BADGES.waitlisted };

/** What a change was: the parts that differ, as the mail shows them. */
function wasSummary(before: MailEvent, now: MailEvent, locale: Locale): string | null {
  const parts: string[] = [];
  if (before.start_time.slice(0, 10) !== now.start_time.slice(0, 10))
    parts.push(longDate(before.start_time, locale));
  if (before.start_time !== now.start_time || before.end_time !== now.end_time)
    parts.push(timeRange(before.start_time, before.end_time, locale));
  if (before.location !== now.location && before.location) parts.push(before.location);
  return parts.length ? parts.join(', ') : null;
}

interface Built {
  subject: string;
  preheader: string;
  model: Omit<NoticeModel, 'hello'>;
}

function build(content: NotificationContent, ctx: NotificationMailContext, t: NotificationTexts): Built {
  const { locale } = ctx;
  const eventUrl = (event: MailEvent) => `${ctx.club.origin}/events/${event.id}`;
  const one = (event: MailEvent) => ({ label: t.viewEvent, url: eventUrl(event) });
  const many = { label: t.viewEvents, url: `${ctx.club.origin}/events` };
  const day = (event: MailEvent) => shortDate(event.start_time, locale);
  switch (content.kind) {
    case 'signup_confirmation': {
      const { event, status, position } = content;
      const texts = status === 'confirmed' ? t.confirmed : t.waitlisted;
      const intro =
        status === 'confirmed' ? t.confirmed.intro(event.name) : t.waitlisted.intro(event.name, position);
      return {
        subject: texts.subject(event.name, day(event)),
        preheader: intro,
        model: {
          intro: [intro],
          cards: [card(event, locale, t, { badge: statusBadge(t, status, position) })],
          notes: status === 'confirmed' ? [t.icsNote] : [],
          button: one(event),
        },
      };
    }
    case 'subscription_confirmation': {
      const confirmed = content.dates.some((d) => d.status === 'confirmed');
      return {
        subject: t.subscription.subject(content.series),
        preheader: t.subscription.intro(content.series),
        model: {
          intro: [t.subscription.intro(content.series)],
          cards: content.dates.map((d) =>
            card(d.event, locale, t, { badge: statusBadge(t, d.status, d.position) }),
          ),
          notes: [
            ...(content.dates.length ? [] : [t.subscription.none]),
            ...(content.more > 0 ? [t.subscription.more(content.more)] : []),
            t.subscription.skip,
            ...(confirmed ? [t.icsNote] : []),
          ],
          button: content.dates.length === 1 ? one(content.dates[0].event) : many,
        },
      };
    }
    case 'waitlist_promotion':
      return {
        subject: t.promotion.subject(content.event.name, day(content.event)),
        preheader: t.promotion.intro(content.event.name),
        model: {
          intro: [t.promotion.intro(content.event.name)],
          cards: [card(content.event, locale, t, { badge: statusBadge(t, 'confirmed', null) })],
          notes: [t.icsNote],
          button: one(content.event),
        },
      };
    case 'event_changed': {
      const [first] = content.changes;
      const single = content.changes.length === 1;
      const backOn = single && first.before.status === 'cancelled';
      const subject = backOn
        ? t.changed.backOn(first.event.name, day(first.event))
        : single
          ? t.changed.subject(first.event.name, day(first.event))
          : t.changed.subjectMany(content.changes.length, first.event.name);
      const intro = single ? t.changed.intro(first.event.name) : t.changed.introMany(first.event.name);
      return {
        subject,
        preheader: intro,
        model: {
          intro: [intro],
          cards: content.changes.map(({ event, before }) => {
            const was = wasSummary(before, event, locale);
            return card(event, locale, t, { was: was ? t.was(was) : null });
          }),
          notes: [],
          button: single ? one(first.event) : many,
        },
      };
    }
    case 'event_cancelled': {
      const [first] = content.events;
      const single = content.events.length === 1;
      const intro = single
        ? t.cancelled.intro(first.name, longDate(first.start_time, locale))
        : t.cancelled.introMany;
      const cancelled = (e: MailEvent): MailEvent => ({ ...e, status: 'cancelled' });
      return {
        subject: single
          ? t.cancelled.subject(first.name, day(first))
          : t.cancelled.subjectMany(content.events.length, first.name),
        preheader: intro,
        model: {
          intro: [intro],
          cards: content.events.map((e) => card(cancelled(e), locale, t)),
          notes: [],
          ...(content.reason
            ? { quote: { label: t.cancelled.reason, lines: content.reason.split(/\r?\n/) } }
            : {}),
          // A deleted event has no page left: the club's events instead.
          button: single && !content.deleted ? one(first) : many,
        },
      };
    }
    case 'reminder': {
      const { event } = content;
      return {
        subject: t.reminder.subject(event.name, day(event), clock(event.start_time, locale)),
        preheader: t.reminder.intro(event.name),
        model: {
          intro: [t.reminder.intro(event.name)],
          cards: [card(event, locale, t, { badge: statusBadge(t, 'confirmed', null) })],
          notes: [],
          button: one(event),
        },
      };
    }
    case 'removed_by_staff':
      return {
        subject: t.removed.subject(content.event.name, day(content.event)),
        preheader: t.removed.intro(content.event.name),
        model: {
          intro: [t.removed.intro(content.event.name)],
          cards: [card(content.event, locale, t)],
          notes: [t.removed.contact],
          button: one(content.event),
        },
      };
  }
}

/**
 * A notification mail, rendered: the subject, HTML and text in the person's language, with the
 * club's name and logo, the event's date and time as the club's clock shows them, a link back to
 * the event page, and a footer saying why it came and how to stop it.
 */
export function notificationMail(content: NotificationContent, ctx: NotificationMailContext): RenderedMail {
  const t = NOTIFICATION_TEXTS[ctx.locale];
  const kind = kindOf(content);
  const built = build(content, ctx, t);
  const frame: MailFrame = {
    locale: ctx.locale,
    subject: built.subject,
    preheader: built.preheader,
    brand: { name: ctx.club.name, logo: ctx.club.logo },
    footer: switchableFooter(
      ctx.locale,
      kind,
      ctx.club.name,
      { unsubscribePage: ctx.unsubscribe.page, settingsUrl: ctx.settingsUrl },
      ctx.reminderHours,
    ),
  };
  return NOTICE.render(frame, { hello: t.hello(ctx.name), ...built.model });
}
