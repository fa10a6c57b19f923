import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { MailTemplate } from '../mail/templates/mail-renderer';
import { switchableFooter } from '../notifications/templates/notification-texts';

interface JoinMailTexts {
  hello(name: string | null): string;
  approved: { subject(club: string): string; body(club: string): string; button(club: string): string };
  declined: { subject(club: string): string; body(club: string): string; reason: string };
  expired: { subject(club: string): string; body(club: string, date: string): string; again: string };
  digest: {
    subject(club: string, count: number): string;
    body(club: string, count: number): string;
    more(count: number): string;
    button: string;
  };
  /** Why the person gets a mail they cannot switch off. */
  reason(club: string): string;
  dateLocale: string;
}

const TEXTS: Record<Locale, JoinMailTexts> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    approved: {
      subject: (club) => `Welcome to ${club}: your request was approved`,
      body: (club) =>
        `Good news: ${club} has approved your request to join. Sign in with this address to sign up for the club's events.`,
      button: (club) => `Go to ${club}`,
    },
    declined: {
      subject: (club) => `Your request to join ${club}`,
      body: (club) => `${club} has not approved your request to join.`,
      reason: 'The club wrote:',
    },
    expired: {
      subject: (club) => `Your request to join ${club} has expired`,
      body: (club, date) =>
        `Your request of ${date} to join ${club} was not decided within 90 days, so it has expired.`,
      again: "You can ask again by signing in on the club's page.",
    },
    digest: {
      subject: (club, count) =>
        count === 1 ? `1 person asks to join ${club}` : `${count} people ask to join ${club}`,
      body: (club, count) =>
        count === 1
          ? `One request to join ${club} is waiting for your decision:`
          : `${count} requests to join ${club} are waiting for your decision:`,
      more: (count) => `and ${count} more`,
      button: 'Review the requests',
    },
    reason: (club) =>
      `You get this e-mail because you asked to join ${club}. Mails about your request cannot be switched off.`,
    dateLocale: 'en-GB',
  },
  nl: {
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    approved: {
      subject: (club) => `Welkom bij ${club}: je aanvraag is goedgekeurd`,
      body: (club) =>
        `Goed nieuws: ${club} heeft je aanvraag om lid te worden goedgekeurd. Log in met dit adres om je in te schrijven voor de activiteiten van de club.`,
      button: (club) => `Naar ${club}`,
    },
    declined: {
      subject: (club) => `Je aanvraag bij ${club}`,
      body: (club) => `${club} heeft je aanvraag om lid te worden niet goedgekeurd.`,
      reason: 'De club schreef:',
    },
    expired: {
      subject: (club) => `Je aanvraag bij ${club} is verlopen`,
      body: (club, date) =>
        `Over je aanvraag van ${date} om lid te worden van ${club} is binnen 90 dagen niet beslist, dus die is verlopen.`,
      again: 'Je kunt het opnieuw vragen door in te loggen op de pagina van de club.',
    },
    digest: {
      subject: (club, count) =>
        count === 1
          ? `1 persoon wil lid worden van ${club}`
          : `${count} mensen willen lid worden van ${club}`,
      body: (club, count) =>
        count === 1
          ? `Eén aanvraag om lid te worden van ${club} wacht op je beslissing:`
          : `${count} aanvragen om lid te worden van ${club} wachten op je beslissing:`,
      more: (count) => `en nog ${count}`,
      button: 'Aanvragen bekijken',
    },
    reason: (club) =>
      `Je krijgt deze e-mail omdat je hebt gevraagd lid te worden van ${club}. Berichten over je aanvraag kun je niet uitzetten.`,
    dateLocale: 'nl-NL',
  },
};

interface JoinMailModel {
  hello: string;
  body: string;
  quoteLabel?: string;
  quote?: string;
  note?: string;
  items?: string[];
  button?: { label: string; url: string };
}

const JOIN_MAIL = new MailTemplate<JoinMailModel>({
  html: `{{> paragraph hello}}
{{> paragraph body}}
{{#if quote}}<p style="margin:0 0 4px 0;color:#4b5563;">{{quoteLabel}}</p>
<blockquote style="margin:0 0 16px 0;padding:8px 12px;border-left:3px solid #d1d5db;white-space:pre-line;">{{quote}}</blockquote>{{/if}}
{{#if items}}<ul style="margin:0 0 16px 0;padding-left:20px;">{{#each items}}<li>{{this}}</li>{{/each}}</ul>{{/if}}
{{#if note}}{{> paragraph note}}{{/if}}
{{#if button}}{{> button button}}{{/if}}`,
  text: `{{hello}}

{{body}}
{{#if quote}}
{{quoteLabel}}
{{quote}}
{{/if}}
{{#each items}}
- {{this}}
{{/each}}
{{#if note}}

{{note}}
{{/if}}
{{#if button}}

{{button.url}}
{{/if}}`,
});

interface Club {
  name: string;
  logo: string | null;
  origin: string;
}

function longDate(iso: string, dateLocale: string, timezone: string): string {
  return new Intl.DateTimeFormat(dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timezone,
  }).format(new Date(iso));
}

function unswitchable(
  kind: 'join_approved' | 'join_declined' | 'join_expired',
  to: string,
  locale: Locale,
  club: Club,
  subject: string,
  model: JoinMailModel,
): OutgoingMail {
  return JOIN_MAIL.mail(
    to,
    {
      locale,
      subject,
      preheader: model.body,
      brand: { name: club.name, logo: club.logo },
      footer: { reason: TEXTS[locale].reason(club.name), links: [] },
    },
    model,
    { headers: { 'X-Courtside-Notification': kind } },
  );
}

/** `join_approved` (not switchable): welcome, with a link to the club. */
export function joinApprovedMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  return unswitchable('join_approved', m.to, m.locale, m.club, t.approved.subject(m.club.name), {
    hello: t.hello(m.name),
    body: t.approved.body(m.club.name),
    button: { label: t.approved.button(m.club.name), url: `${m.club.origin}/` },
  });
}

/** `join_declined` (not switchable), with the staff's reason when they gave one. */
export function joinDeclinedMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club;
  reason: string | null;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  return unswitchable('join_declined', m.to, m.locale, m.club, t.declined.subject(m.club.name), {
    hello: t.hello(m.name),
    body: t.declined.body(m.club.name),
    ...(m.reason ? { quoteLabel: t.declined.reason, quote: m.reason } : {}),
    button: { label: m.club.name, url: `${m.club.origin}/` },
  });
}

/** `join_expired` (not switchable): a request nobody decided in 90 days. */
export function joinExpiredMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club & { timezone: string };
  createdAt: string;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  return unswitchable('join_expired', m.to, m.locale, m.club, t.expired.subject(m.club.name), {
    hello: t.hello(m.name),
    body: t.expired.body(m.club.name, longDate(m.createdAt, t.dateLocale, m.club.timezone)),
    note: t.expired.again,
    button: { label: m.club.name, url: `${m.club.origin}/login` },
  });
}

/** At most this many names are listed in a digest. */
export const DIGEST_NAMES_LISTED = 10;

/** `join_requested` (switchable): the requests waiting, to a user manager. */
export function joinRequestedMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: Club;
  total: number;
  names: string[];
  unsubscribePage: string;
  settingsUrl: string;
  headers: Record<string, string>;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  const items = m.total > m.names.length ? [...m.names, t.digest.more(m.total - m.names.length)] : m.names;
  const body = t.digest.body(m.club.name, m.total);
  return JOIN_MAIL.mail(
    m.to,
    {
      locale: m.locale,
      subject: t.digest.subject(m.club.name, m.total),
      preheader: body,
      brand: { name: m.club.name, logo: m.club.logo },
      footer: switchableFooter(m.locale, 'join_requested', m.club.name, m),
    },
    {
      hello: t.hello(m.name),
      body,
      items,
      button: { label: t.digest.button, url: `${m.club.origin}/join-requests` },
    },
    { headers: { ...m.headers, 'X-Courtside-Notification': 'join_requested' } },
  );
}
