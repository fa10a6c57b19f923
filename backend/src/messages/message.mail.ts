import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { MailTemplate } from '../mail/templates/mail-renderer';
import { switchableFooter } from '../notifications/templates/notification-texts';
import { dateTimeWithYear } from '../notifications/templates/wall-clock';
import type { MessageMailRow } from './messages.store';

interface MessageMailTexts {
  hello(name: string | null): string;
  /** The line above the message: who wrote, about what. */
  intro: {
    event(sender: string, event: string, when: string): string;
    series(sender: string, series: string): string;
    club(sender: string, club: string): string;
  };
  openEvent: string;
  openClub(club: string): string;
  /** Why the person gets an organiser's message, which cannot be switched off. */
  reason: { event(club: string): string; series(club: string): string };
}

const TEXTS: Record<Locale, MessageMailTexts> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: {
      event: (sender, event, when) => `${sender} wrote to the players of ${event} on ${when}:`,
      series: (sender, series) => `${sender} wrote to the players of ${series}:`,
      club: (sender, club) => `${sender} wrote to the members of ${club}:`,
    },
    openEvent: 'Open the event',
    openClub: (club) => `Go to ${club}`,
    reason: {
      event: (club) =>
        `You get this e-mail because you are signed up for this event at ${club}. Messages from its organisers cannot be switched off.`,
      series: (club) =>
        `You get this e-mail because you are signed up for this series at ${club}. Messages from its organisers cannot be switched off.`,
    },
  },
  nl: {
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: {
      event: (sender, event, when) => `${sender} schreef aan de spelers van ${event} op ${when}:`,
      series: (sender, series) => `${sender} schreef aan de spelers van ${series}:`,
      club: (sender, club) => `${sender} schreef aan de leden van ${club}:`,
    },
    openEvent: 'Naar de activiteit',
    openClub: (club) => `Naar ${club}`,
    reason: {
      event: (club) =>
        `Je krijgt deze e-mail omdat je bent ingeschreven voor deze activiteit bij ${club}. Berichten van de organisatoren kun je niet uitzetten.`,
      series: (club) =>
        `Je krijgt deze e-mail omdat je bent ingeschreven voor deze reeks bij ${club}. Berichten van de organisatoren kun je niet uitzetten.`,
    },
  },
};

interface MessageMailModel {
  hello: string;
  intro: string;
  body: string;
  button: { label: string; url: string };
}

const MESSAGE_MAIL = new MailTemplate<MessageMailModel>({
  html: `{{> paragraph hello}}
<p style="margin:0 0 8px 0;color:#4b5563;">{{intro}}</p>
<div style="margin:0 0 16px 0;padding:12px 16px;border-left:3px solid #d1d5db;background:#f9fafb;white-space:pre-line;">{{body}}</div>
{{> button button}}`,
  text: `{{hello}}

{{intro}}

{{body}}

{{button.label}}: {{button.url}}`,
});

interface Club {
  name: string;
  logo: string | null;
  origin: string;
}

/**
 * Reply-To: the sender's address when they asked, else the club's; none when the club has none.
 * Set here, it wins over the club's e-mail that MailSender would put there.
 */
const replyTo = (message: MessageMailRow): string | null => message.sender_email ?? message.club_email;

/** `organiser_message` (not switchable): a message to an event's or a series' players. */
export function organiserMessageMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club;
  message: MessageMailRow;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  const { message } = m;
  const onEvent = message.scope === 'event' && message.event_id && message.event_start;
  const intro = onEvent
    ? t.intro.event(
        message.sender_name,
        message.event_name ?? '',
        dateTimeWithYear(message.event_start!, m.locale),
      )
    : t.intro.series(message.sender_name, message.series_name ?? '');
  return MESSAGE_MAIL.mail(
    m.to,
    {
      locale: m.locale,
      subject: message.subject,
      preheader: intro,
      brand: { name: m.club.name, logo: m.club.logo },
      footer: { reason: onEvent ? t.reason.event(m.club.name) : t.reason.series(m.club.name), links: [] },
    },
    {
      hello: t.hello(m.name),
      intro,
      body: message.body,
      button: onEvent
        ? { label: t.openEvent, url: `${m.club.origin}/events/${message.event_id}` }
        : { label: t.openClub(m.club.name), url: `${m.club.origin}/events` },
    },
    { replyTo: replyTo(message), headers: { 'X-Courtside-Notification': 'organiser_message' } },
  );
}

/** `club_news` (switchable): a message to the whole club, with the links that switch it off. */
export function clubNewsMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club;
  message: MessageMailRow;
  unsubscribePage: string;
  settingsUrl: string;
  headers: Record<string, string>;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  const intro = t.intro.club(m.message.sender_name, m.club.name);
  return MESSAGE_MAIL.mail(
    m.to,
    {
      locale: m.locale,
      subject: m.message.subject,
      preheader: intro,
      brand: { name: m.club.name, logo: m.club.logo },
      footer: switchableFooter(m.locale, 'club_news', m.club.name, m),
    },
    {
      hello: t.hello(m.name),
      intro,
      body: m.message.body,
      button: { label: t.openClub(m.club.name), url: `${m.club.origin}/events` },
    },
    { replyTo: replyTo(m.message), headers: { ...m.headers, 'X-Courtside-Notification': 'club_news' } },
  );
}
