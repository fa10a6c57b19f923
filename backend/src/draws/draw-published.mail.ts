import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { MailTemplate } from '../mail/templates/mail-renderer';
import { switchableFooter } from '../notifications/templates/notification-texts';
import type { PlayerRound } from './player-schedule';

/** Everything one player's draw mail says. */
export interface DrawMailContent {
  to: string;
  locale: Locale;
  /** The club's name for the person. */
  name: string;
  clubName: string;
  eventName: string;
  /** The event's start, club wall-clock: YYYY-MM-DDTHH:mm:ss. */
  start: string;
  roundMinutes: number | null;
  /** Published now, or changed after publishing. */
  change: 'published' | 'changed';
  schedule: PlayerRound[];
  /** user id -> name, for partners and opponents. */
  names: ReadonlyMap<string, string>;
  /** The event page on the club's host. */
  link: string;
  club: { logo: string | null };
  /** The footer's links: the page that asks before switching draw mails off, and the settings. */
  unsubscribePage: string;
  settingsUrl: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
}

interface DrawMailTexts {
  dateLocale: string;
  subject(change: DrawMailContent['change'], event: string, date: string): string;
  hello(name: string): string;
  intro(change: DrawMailContent['change'], event: string, club: string, date: string, time: string): string;
  round(n: number): string;
  plays(court: string, partner: string, opponents: string): string;
  and: string;
  sitsOut: string;
  notThere: string;
  /** The button: what it opens (the event page, where 'Your courts' is). */
  button: string;
}

const TEXTS: Record<Locale, DrawMailTexts> = {
  en: {
    dateLocale: 'en-GB',
    subject: (change, event, date) =>
      change === 'published'
        ? `Your courts for ${event} on ${date}`
        : `Changed: your courts for ${event} on ${date}`,
    hello: (name) => `Hello ${name},`,
    intro: (change, event, club, date, time) =>
      change === 'published'
        ? `The draw for ${event} at ${club} on ${date} at ${time} is out. Your rounds:`
        : `The draw for ${event} at ${club} on ${date} at ${time} has changed. Your rounds now:`,
    round: (n) => `Round ${n}`,
    plays: (court, partner, opponents) => `${court}, with ${partner} against ${opponents}`,
    and: 'and',
    sitsOut: 'you sit out',
    notThere: 'you do not play',
    button: 'See your courts',
  },
  nl: {
    dateLocale: 'nl-NL',
    subject: (change, event, date) =>
      change === 'published'
        ? `Je banen voor ${event} op ${date}`
        : `Gewijzigd: je banen voor ${event} op ${date}`,
    hello: (name) => `Hallo ${name},`,
    intro: (change, event, club, date, time) =>
      change === 'published'
        ? `De indeling voor ${event} bij ${club} op ${date} om ${time} is klaar. Jouw rondes:`
        : `De indeling voor ${event} bij ${club} op ${date} om ${time} is gewijzigd. Jouw rondes nu:`,
    round: (n) => `Ronde ${n}`,
    plays: (court, partner, opponents) => `${court}, met ${partner} tegen ${opponents}`,
    and: 'en',
    sitsOut: 'je hebt pauze',
    notThere: 'je speelt niet',
    button: 'Bekijk jouw banen',
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a wall-clock time plus some minutes (a late round may pass midnight). */
function clockAfter(start: string, minutes: number): string {
  const total = Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16)) + minutes;
  const inDay = ((total % 1440) + 1440) % 1440;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** The date of a wall-clock time, written out in the mail's language ('Saturday 14 March 2026'). */
function longDate(start: string, dateLocale: string): string {
  const [year, month, day] = start.slice(0, 10).split('-').map(Number);
  // The wall clock is the club's own: format it as is (as UTC), never shifted into another zone.
  return new Intl.DateTimeFormat(dateLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

interface DrawMailModel {
  hello: string;
  intro: string;
  /** `time`: when the round starts (HH:mm, the club's clock), null without a round length. */
  rounds: { label: string; time: string | null; what: string }[];
  button: { label: string; url: string };
}

/** The body of a draw mail; the layout around it is every mail's (mail/templates). */
const DRAW_MAIL = new MailTemplate<DrawMailModel>({
  html: `{{> paragraph hello}}
{{> paragraph intro}}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
{{#each rounds}}<tr><td style="padding:8px 12px 8px 0;border-top:1px solid #e5e7eb;vertical-align:top;width:28%;white-space:nowrap;"><div style="font-weight:700;">{{label}}</div>{{#if time}}<div style="font-size:15px;color:#4b5563;">{{time}}</div>{{/if}}</td><td style="padding:8px 0;border-top:1px solid #e5e7eb;vertical-align:top;">{{what}}</td></tr>
{{/each}}</table>
{{> button button}}`,
  text: `{{hello}}

{{intro}}
{{#each rounds}}
{{label}}{{#if time}} ({{time}}){{/if}}: {{what}}
{{/each}}

{{button.label}}: {{button.url}}`,
});

/**
 * A player's draw mail (notification kind `draw_published`): the club, the event with its date
 * and time (the club's own clock), each round's court, partner and opponents (with the round's
 * time when the draw has a round length: the start plus a round length per round before it, on
 * the club's clock), a button to the event page that says what it shows (the player's courts,
 * in the app's words), and the footer every
 * notification has: why it came, how to switch draw mails off, the settings.
 */
export function drawPublishedMail(c: DrawMailContent): OutgoingMail {
  const t = TEXTS[c.locale];
  const date = longDate(c.start, t.dateLocale);
  const time = clockAfter(c.start, 0);
  const name = (id: string | null) => (id ? (c.names.get(id) ?? id) : '');
  const rounds = c.schedule.map((r) => ({
    label: t.round(r.round),
    time: c.roundMinutes ? clockAfter(c.start, (r.round - 1) * c.roundMinutes) : null,
    what: r.court
      ? t.plays(r.court, name(r.partner), r.opponents.map(name).join(` ${t.and} `))
      : r.sitting_out
        ? t.sitsOut
        : t.notThere,
  }));
  const intro = t.intro(c.change, c.eventName, c.clubName, date, time);
  const subject = t.subject(c.change, c.eventName, date);
  return DRAW_MAIL.mail(
    c.to,
    {
      locale: c.locale,
      subject,
      preheader: intro,
      brand: { name: c.clubName, logo: c.club.logo },
      footer: switchableFooter(c.locale, 'draw_published', c.clubName, c),
    },
    { hello: t.hello(c.name), intro, rounds, button: { label: t.button, url: c.link } },
    { headers: { ...c.headers, 'X-Courtside-Notification': 'draw_published' } },
  );
}
