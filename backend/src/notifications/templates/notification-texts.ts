import type { Locale, NotificationKind } from '@courtside/domain';

/**
 * Every word of the notification mails, in English and in Dutch (for club members: "je", not
 * "u"). The templates (notification-templates.ts) hold the structure; this holds the words,
 * the app's own (frontends' locale files): Dutch says "activiteit" for an event, and a badge
 * reads as the app's status label for the same sign-up.
 */
export interface NotificationTexts {
  hello(name: string | null): string;
  viewEvent: string;
  viewEvents: string;
  /** What the unsubscribe link stops, per kind ('reminders'). */
  kindLabel: Record<NotificationKind, string>;
  unsubscribe(kindLabel: string): string;
  settings: string;
  badge: { confirmed: string; waitlisted(position: number | null): string; cancelled: string };
  was(summary: string): string;
  icsNote: string;
  confirmed: { subject(event: string, date: string): string; intro(event: string): string };
  waitlisted: {
    subject(event: string, date: string): string;
    intro(event: string, position: number | null): string;
  };
  subscription: {
    subject(series: string): string;
    intro(series: string): string;
    none: string;
    more(count: number): string;
    skip: string;
  };
  promotion: { subject(event: string, date: string): string; intro(event: string): string };
  changed: {
    subject(event: string, date: string): string;
    subjectMany(count: number, series: string): string;
    backOn(event: string, date: string): string;
    intro(event: string): string;
    introMany(series: string): string;
  };
  cancelled: {
    subject(event: string, date: string): string;
    subjectMany(count: number, series: string): string;
    intro(event: string, date: string): string;
    introMany: string;
    /** Above the reason staff gave, quoted. */
    reason: string;
  };
  reminder: { subject(event: string, date: string, time: string): string; intro(event: string): string };
  removed: { subject(event: string, date: string): string; intro(event: string): string; contact: string };
  reason: Record<NotificationKind, (club: string, hours: number) => string>;
}

const EN: NotificationTexts = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  viewEvent: 'View the event',
  viewEvents: 'View the events',
  kindLabel: {
    signup_confirmation: 'sign-up confirmations',
    waitlist_promotion: 'waitlist places',
    event_changed: 'event changes',
    event_cancelled: 'cancellations',
    reminder: 'reminders',
    removed_by_staff: 'removed sign-ups',
    draw_published: 'draws',
    join_requested: 'requests to join',
    club_news: 'club news',
  },
  unsubscribe: (label) => `Unsubscribe from ${label}`,
  settings: 'Notification settings',
  badge: {
    confirmed: 'Signed up',
    waitlisted: (position) => (position ? `On the waitlist, number ${position}` : 'On the waitlist'),
    cancelled: 'Cancelled',
  },
  was: (summary) => `Was: ${summary}`,
  icsNote: 'The attached calendar file (.ics) puts it in your calendar.',
  confirmed: {
    subject: (event, date) => `You're signed up: ${event}, ${date}`,
    intro: (event) => `You're signed up for ${event}. See you there!`,
  },
  waitlisted: {
    subject: (event, date) => `You're on the waitlist: ${event}, ${date}`,
    intro: (event, position) =>
      `${event} is full, so you're on the waitlist${position ? ` as number ${position}` : ''}. We'll e-mail you as soon as a place frees up for you.`,
  },
  subscription: {
    subject: (series) => `You're signed up for every date: ${series}`,
    intro: (series) =>
      `You're signed up for every date of ${series}, including the dates added later. Your dates so far:`,
    none: 'There are no dates yet: you will be signed up as soon as they are added.',
    more: (count) =>
      `…and ${count} more ${count === 1 ? 'date' : 'dates'}: you find them all on the club's site.`,
    skip: "Can't make a date? Cancel your sign-up for that date only.",
  },
  promotion: {
    subject: (event, date) => `You've got a place: ${event}, ${date}`,
    intro: (event) => `Good news: a place has freed up and you're now confirmed for ${event}.`,
  },
  changed: {
    subject: (event, date) => `Changed: ${event}, ${date}`,
    subjectMany: (count, series) => `Changed: ${count} dates of ${series}`,
    backOn: (event, date) => `Back on: ${event}, ${date}`,
    intro: (event) => `${event} has changed. This is how it stands now:`,
    introMany: (series) => `These dates of ${series} have changed. This is how they stand now:`,
  },
  cancelled: {
    subject: (event, date) => `Cancelled: ${event}, ${date}`,
    subjectMany: (count, series) => `Cancelled: ${count} dates of ${series}`,
    intro: (event, date) => `${event} on ${date} has been cancelled.`,
    introMany: 'These dates have been cancelled:',
    reason: 'The club says:',
  },
  reminder: {
    subject: (event, date, time) => `Reminder: ${event}, ${date} at ${time}`,
    intro: (event) => `Just a reminder: you're signed up for ${event}.`,
  },
  removed: {
    subject: (event, date) => `Your sign-up was removed: ${event}, ${date}`,
    intro: (event) => `The club has removed your sign-up for ${event}.`,
    contact: 'If you think this is a mistake, please get in touch with the club.',
  },
  reason: {
    signup_confirmation: (club) => `You get this e-mail because you are signed up for an event at ${club}.`,
    waitlist_promotion: (club) =>
      `You get this e-mail because you were on the waitlist for an event at ${club}.`,
    event_changed: (club) => `You get this e-mail because you are signed up for this event at ${club}.`,
    event_cancelled: (club) => `You get this e-mail because you were signed up for this event at ${club}.`,
    reminder: (club, hours) =>
      `You get this e-mail because reminders are on for you at ${club}, ${hours} ${hours === 1 ? 'hour' : 'hours'} before each event.`,
    removed_by_staff: (club) => `You get this e-mail because you were signed up for this event at ${club}.`,
    draw_published: (club) => `You get this e-mail because you play in this event at ${club}.`,
    join_requested: (club) => `You get this e-mail because you manage the members of ${club}.`,
    club_news: (club) =>
      `You get this e-mail because you are a member of ${club} and club news is on for you.`,
  },
};

const NL: NotificationTexts = {
  hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  viewEvent: 'Bekijk de activiteit',
  viewEvents: 'Bekijk de activiteiten',
  kindLabel: {
    signup_confirmation: 'inschrijfbevestigingen',
    waitlist_promotion: 'berichten over de wachtlijst',
    event_changed: 'wijzigingen',
    event_cancelled: 'afgelastingen',
    reminder: 'herinneringen',
    removed_by_staff: 'verwijderde inschrijvingen',
    draw_published: 'indelingen',
    join_requested: 'aanvragen om lid te worden',
    club_news: 'clubnieuws',
  },
  unsubscribe: (label) => `Afmelden voor ${label}`,
  settings: 'Instellingen voor meldingen',
  badge: {
    confirmed: 'Ingeschreven',
    waitlisted: (position) => (position ? `Op de wachtlijst, nummer ${position}` : 'Op de wachtlijst'),
    cancelled: 'Afgelast',
  },
  was: (summary) => `Was: ${summary}`,
  icsNote: 'Met het bijgevoegde agendabestand (.ics) zet je het in je agenda.',
  confirmed: {
    subject: (event, date) => `Je bent ingeschreven: ${event}, ${date}`,
    intro: (event) => `Je bent ingeschreven voor ${event}. Tot dan!`,
  },
  waitlisted: {
    subject: (event, date) => `Je staat op de wachtlijst: ${event}, ${date}`,
    intro: (event, position) =>
      `${event} zit vol, dus je staat op de wachtlijst${position ? ` als nummer ${position}` : ''}. Zodra er een plek voor je vrijkomt, krijg je een mail.`,
  },
  subscription: {
    subject: (series) => `Je bent ingeschreven voor elke datum: ${series}`,
    intro: (series) =>
      `Je bent ingeschreven voor elke datum van ${series}, ook voor de datums die er later bij komen. Je datums tot nu toe:`,
    none: 'Er zijn nog geen datums: zodra ze er zijn, word je ingeschreven.',
    more: (count) =>
      `…en nog ${count} ${count === 1 ? 'datum' : 'datums'}: je vindt ze allemaal op de site van de club.`,
    skip: 'Kun je een keer niet? Schrijf je dan alleen voor die datum uit.',
  },
  promotion: {
    subject: (event, date) => `Je hebt een plek: ${event}, ${date}`,
    intro: (event) => `Goed nieuws: er is een plek vrijgekomen en je bent nu ingeschreven voor ${event}.`,
  },
  changed: {
    subject: (event, date) => `Gewijzigd: ${event}, ${date}`,
    subjectMany: (count, series) => `Gewijzigd: ${count} datums van ${series}`,
    backOn: (event, date) => `Gaat toch door: ${event}, ${date}`,
    intro: (event) => `${event} is gewijzigd. Zo staat het er nu voor:`,
    introMany: (series) => `Deze datums van ${series} zijn gewijzigd. Zo staan ze er nu voor:`,
  },
  cancelled: {
    subject: (event, date) => `Gaat niet door: ${event}, ${date}`,
    subjectMany: (count, series) => `Gaan niet door: ${count} datums van ${series}`,
    intro: (event, date) => `${event} op ${date} gaat niet door.`,
    introMany: 'Deze datums gaan niet door:',
    reason: 'De club laat weten:',
  },
  reminder: {
    subject: (event, date, time) => `Herinnering: ${event}, ${date} om ${time}`,
    intro: (event) => `Even een herinnering: je bent ingeschreven voor ${event}.`,
  },
  removed: {
    subject: (event, date) => `Je inschrijving is verwijderd: ${event}, ${date}`,
    intro: (event) => `De club heeft je inschrijving voor ${event} verwijderd.`,
    contact: 'Denk je dat dit niet klopt? Neem dan contact op met de club.',
  },
  reason: {
    signup_confirmation: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} bent ingeschreven voor een activiteit.`,
    waitlist_promotion: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} op de wachtlijst stond voor een activiteit.`,
    event_changed: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} bent ingeschreven voor deze activiteit.`,
    event_cancelled: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} was ingeschreven voor deze activiteit.`,
    reminder: (club, hours) =>
      `Je krijgt deze e-mail omdat je bij ${club} herinneringen hebt aangezet, ${hours} uur voor elke activiteit.`,
    removed_by_staff: (club) =>
      `Je krijgt deze e-mail omdat je bij ${club} was ingeschreven voor deze activiteit.`,
    draw_published: (club) => `Je krijgt deze e-mail omdat je bij ${club} meespeelt bij deze activiteit.`,
    join_requested: (club) => `Je krijgt deze e-mail omdat je de leden van ${club} beheert.`,
    club_news: (club) =>
      `Je krijgt deze e-mail omdat je lid bent van ${club} en clubnieuws voor je aanstaat.`,
  },
};

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = { en: EN, nl: NL };

/**
 * The footer of a mail of a kind people can switch off: why it came, then the one-click way to
 * stop that kind and the way to all their settings.
 */
export function switchableFooter(
  locale: Locale,
  kind: NotificationKind,
  club: string,
  links: { unsubscribePage: string; settingsUrl: string },
  reminderHours = 0,
): { reason: string; links: { label: string; url: string }[] } {
  const t = NOTIFICATION_TEXTS[locale];
  return {
    reason: t.reason[kind](club, reminderHours),
    links: [
      { label: t.unsubscribe(t.kindLabel[kind]), url: links.unsubscribePage },
      { label: t.settings, url: links.settingsUrl },
    ],
  };
}
