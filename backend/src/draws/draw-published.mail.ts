import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import type { PlayerRound } from './player-schedule';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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
}

interface DrawMailTexts {
  dateLocale: string;
  subject(change: DrawMailContent['change'], event: string, date: string): string;
  hello(name: string): string;
  intro(change: DrawMailContent['change'], event: string, club: string, date: string, time: string): string;
  round(n: number, time: string | null): string;
  plays(court: string, partner: string, opponents: string): string;
  and: string;
  sitsOut: string;
  notThere: string;
  link: string;
}

const TEXTS: Record<Locale, DrawMailTexts> = {
  en: {
    dateLocale: 'en-GB',
    subject: (change, event, date) =>
      change === 'published' ? `Your courts for ${event} on ${date}` : `Changed: your courts for ${event} on ${date}`,
    hello: (name) => `Hello ${name},`,
    intro: (change, event, club, date, time) =>
      change === 'published'
        ? `The draw for ${event} at ${club} on ${date} at ${time} is out. Your rounds:`
        : `The draw for ${event} at ${club} on ${date} at ${time} has changed. Your rounds now:`,
    round: (n, time) => (time ? `Round ${n} (${time})` : `Round ${n}`),
    plays: (court, partner, opponents) => `${court}, with ${partner} against ${opponents}`,
    and: 'and',
    sitsOut: 'you sit out',
    notThere: 'you do not play',
    link: 'See the whole draw:',
  },
  nl: {
    dateLocale: 'nl-NL',
    subject: (change, event, date) =>
      change === 'published' ? `Je banen voor ${event} op ${date}` : `Gewijzigd: je banen voor ${event} op ${date}`,
    hello: (name) => `Hallo ${name},`,
    intro: (change, event, club, date, time) =>
      change === 'published'
        ? `De indeling voor ${event} bij ${club} op ${date} om ${time} is klaar. Jouw rondes:`
        : `De indeling voor ${event} bij ${club} op ${date} om ${time} is gewijzigd. Jouw rondes nu:`,
    round: (n, time) => (time ? `Ronde ${n} (${time})` : `Ronde ${n}`),
    plays: (court, partner, opponents) => `${court}, met ${partner} tegen ${opponents}`,
    and: 'en',
    sitsOut: 'je staat over',
    notThere: 'je speelt niet',
    link: 'Bekijk de hele indeling:',
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

/**
 * A player's draw mail (notification kind `draw_published`): the club, the event with its date
 * and time (the club's own clock), each round's court, partner and opponents (with the round's
 * time when the draw has a round length), and a link to the event page. Plain text and HTML.
 */
export function drawPublishedMail(c: DrawMailContent): OutgoingMail {
  const t = TEXTS[c.locale];
  const date = longDate(c.start, t.dateLocale);
  const time = clockAfter(c.start, 0);
  const name = (id: string | null) => (id ? (c.names.get(id) ?? id) : '');
  const lines = c.schedule.map((r) => {
    const label = t.round(r.round, c.roundMinutes ? clockAfter(c.start, (r.round - 1) * c.roundMinutes) : null);
    const what = r.court
      ? t.plays(r.court, name(r.partner), r.opponents.map(name).join(` ${t.and} `))
      : r.sitting_out
        ? t.sitsOut
        : t.notThere;
    return `${label}: ${what}`;
  });
  const intro = t.intro(c.change, c.eventName, c.clubName, date, time);
  const text = [t.hello(c.name), '', intro, ...lines, '', t.link, c.link, '', c.clubName].join('\n');
  const html = `<!doctype html>
<html lang="${c.locale}"><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <p>${escapeHtml(t.hello(c.name))}</p>
  <p>${escapeHtml(intro)}</p>
  <ul>
${lines.map((line) => `    <li>${escapeHtml(line)}</li>`).join('\n')}
  </ul>
  <p><a href="${escapeHtml(c.link)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(c.eventName)}</a></p>
  <p style="font-size: 13px">${escapeHtml(t.link)}<br><span style="word-break: break-all">${escapeHtml(c.link)}</span></p>
  <p style="font-size: 13px; color: #6b7280">${escapeHtml(c.clubName)}</p>
</body></html>`;
  return { to: c.to, subject: t.subject(c.change, c.eventName, date), text, html };
}
