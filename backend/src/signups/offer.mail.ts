import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { card, type MailEvent } from '../notifications/templates/notification-mail';
import { NOTIFICATION_TEXTS } from '../notifications/templates/notification-texts';
import { BADGES, NOTICE } from '../notifications/templates/notification-templates';
import { dateTimeWithYear, shortDate } from '../notifications/templates/wall-clock';

/** The offer mails' kinds (API.md section 13): none can be switched off. */
export type OfferMailKind = 'waitlist_offer' | 'waitlist_offer_ended' | 'waitlist_place_free';

interface OfferTexts {
  badge: string;
  offer: {
    subject(event: string, date: string): string;
    intro(event: string): string;
    until(when: string, left: string): string;
    button: string;
    decline: string;
  };
  ended: {
    subject(event: string, date: string): string;
    declined(event: string): string;
    expired(event: string): string;
    again: string;
  };
  free: { subject(event: string, date: string): string; intro(event: string): string; button: string };
  left(minutes: number): string;
  reason(club: string): string;
}

const TEXTS: Record<Locale, OfferTexts> = {
  en: {
    badge: 'Place held for you',
    offer: {
      subject: (event, date) => `A place for you: ${event}, ${date}`,
      intro: (event) => `Good news: a place has freed up for ${event}, and it's held for you.`,
      until: (when, left) =>
        `Accept it by ${when} (${left} from now); after that it goes to the next person.`,
      button: 'Accept or decline the place',
      decline: "Can't make it? Decline on the same page, so the next person gets the place sooner.",
    },
    ended: {
      subject: (event, date) => `Your offered place has gone: ${event}, ${date}`,
      declined: (event) => `You declined the place for ${event}, so you're no longer on its waitlist.`,
      expired: (event) =>
        `The place held for you for ${event} was not accepted in time, so it went to the next person and you're no longer on the waitlist.`,
      again: 'You can sign up again on the event page while it takes sign-ups.',
    },
    free: {
      subject: (event, date) => `A place is free: ${event}, ${date}`,
      intro: (event) =>
        `A place has freed up for ${event}. It starts soon, so the place goes to whoever on the waitlist takes it first.`,
      button: 'Take the place',
    },
    left: (minutes) =>
      minutes >= 120 && minutes % 60 === 0
        ? `${minutes / 60} hours`
        : minutes >= 60
          ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
          : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    reason: (club) =>
      `You get this e-mail because you are on the waitlist for an event at ${club}. Mails about an offered place cannot be switched off.`,
  },
  nl: {
    badge: 'Plek voor je vastgehouden',
    offer: {
      subject: (event, date) => `Er is een plek voor je: ${event}, ${date}`,
      intro: (event) =>
        `Goed nieuws: er is een plek vrijgekomen voor ${event}, en die houden we voor je vast.`,
      until: (when, left) =>
        `Neem hem aan vóór ${when} (nog ${left}); daarna gaat hij naar de volgende op de wachtlijst.`,
      button: 'Plek aannemen of afslaan',
      decline: 'Kun je toch niet? Sla hem dan af op dezelfde pagina, dan krijgt de volgende de plek eerder.',
    },
    ended: {
      subject: (event, date) => `Je aangeboden plek is vergeven: ${event}, ${date}`,
      declined: (event) =>
        `Je hebt de plek voor ${event} afgeslagen, dus je staat niet meer op de wachtlijst.`,
      expired: (event) =>
        `De plek die we voor je vasthielden voor ${event} is niet op tijd aangenomen. Hij ging naar de volgende en je staat niet meer op de wachtlijst.`,
      again: 'Je kunt je opnieuw inschrijven op de pagina van de activiteit, zolang dat nog kan.',
    },
    free: {
      subject: (event, date) => `Er is een plek vrij: ${event}, ${date}`,
      intro: (event) =>
        `Er is een plek vrijgekomen voor ${event}. Het begint binnenkort, dus de plek gaat naar wie van de wachtlijst hem het eerst neemt.`,
      button: 'Neem de plek',
    },
    left: (minutes) =>
      minutes >= 120 && minutes % 60 === 0
        ? `${minutes / 60} uur`
        : minutes >= 60
          ? `${Math.floor(minutes / 60)} u ${minutes % 60} min`
          : `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`,
    reason: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} op de wachtlijst staat voor een activiteit. Berichten over een aangeboden plek kun je niet uitzetten.`,
  },
};

export interface OfferMailInput {
  kind: OfferMailKind;
  to: string;
  name: string | null;
  locale: Locale;
  club: { name: string; logo: string | null; origin: string };
  event: MailEvent;
  /** waitlist_offer: the offer's end (club wall clock), minutes left and the link's token. */
  offer?: { expiresLocal: string; minutesLeft: number; token: string };
  /** waitlist_offer_ended: it was declined (else it expired). */
  declined?: boolean;
}

/** One of the offer mails, rendered in the person's language, with no unsubscribe link. */
export function offerMail(m: OfferMailInput): OutgoingMail {
  const t = TEXTS[m.locale];
  const n = NOTIFICATION_TEXTS[m.locale];
  const day = shortDate(m.event.start_time, m.locale);
  const eventUrl = `${m.club.origin}/events/${m.event.id}`;
  let subject: string;
  let intro: string[];
  let notes: string[] = [];
  let button: { label: string; url: string };
  let badge: { label: string; color: string; background: string } | null = null;
  if (m.kind === 'waitlist_offer') {
    const offer = m.offer!;
    subject = t.offer.subject(m.event.name, day);
    intro = [
      t.offer.intro(m.event.name),
      t.offer.until(dateTimeWithYear(offer.expiresLocal, m.locale), t.left(offer.minutesLeft)),
    ];
    notes = [t.offer.decline];
    button = { label: t.offer.button, url: `${m.club.origin}/offers/${encodeURIComponent(offer.token)}` };
    badge = { label: t.badge, ...BADGES.confirmed };
  } else if (m.kind === 'waitlist_offer_ended') {
    subject = t.ended.subject(m.event.name, day);
    intro = [m.declined ? t.ended.declined(m.event.name) : t.ended.expired(m.event.name)];
    notes = [t.ended.again];
    button = { label: n.viewEvent, url: eventUrl };
  } else {
    subject = t.free.subject(m.event.name, day);
    intro = [t.free.intro(m.event.name)];
    button = { label: t.free.button, url: eventUrl };
    badge = { label: n.badge.waitlisted(null), ...BADGES.waitlisted };
  }
  return NOTICE.mail(
    m.to,
    {
      locale: m.locale,
      subject,
      preheader: intro[0],
      brand: { name: m.club.name, logo: m.club.logo },
      footer: { reason: t.reason(m.club.name), links: [] },
    },
    {
      hello: n.hello(m.name),
      intro,
      cards: [card(m.event, m.locale, n, { badge })],
      notes,
      button,
    },
    { headers: { 'X-Courtside-Notification': m.kind } },
  );
}
