import type { EventType } from './events';
import type { Locale } from './locales';

/**
 * Share cards (API.md section 15): the kinds of event a club usually wants seen outside the club.
 * An event's own `public_card` wins; left unset it follows its kind.
 */
export const PUBLIC_CARD_KINDS: readonly EventType[] = ['mixin', 'tournament', 'social'];

export function defaultPublicCard(kind: EventType): boolean {
  return PUBLIC_CARD_KINDS.includes(kind);
}

/** Link previews show about this many characters of a title; longer ones are cut with `…`. */
export const SHARE_TITLE_MAX = 60;

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  nl: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
};
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
};

/**
 * A club wall-clock time (`2026-12-01T19:30:00`, or with a space) as a share shows it:
 * `Tue 1 Dec 19:30` (`di 1 dec 19:30` in Dutch). Written out by hand rather than through Intl, so
 * the page, the image, the preview and the copied list read the same on every runtime.
 */
export function shareDateLabel(wallClock: string, locale: Locale): string {
  const [date, time] = wallClock.replace(' ', 'T').split('T');
  const [y, m, d] = date.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAYS[locale][weekday]} ${d} ${MONTHS[locale][m - 1]} ${(time ?? '00:00').slice(0, 5)}`;
}

/** A preview title: `{date} · {name}`, cut to 59 characters and `…` when longer than 60. */
export function shareTitle(wallClock: string, name: string, locale: Locale): string {
  const full = `${shareDateLabel(wallClock, locale)} · ${name}`;
  const chars = Array.from(full);
  return chars.length > SHARE_TITLE_MAX ? `${chars.slice(0, SHARE_TITLE_MAX - 1).join('')}…` : full;
}

const PLACES: Record<Locale, { one: string; many: string; full: string; open: string }> = {
  en: {
    one: '1 place left',
    many: '{n} places left',
    full: 'Full: join the waitlist',
    open: 'Places available',
  },
  nl: {
    one: 'Nog 1 plek',
    many: 'Nog {n} plekken',
    full: 'Vol: zet je op de wachtlijst',
    open: 'Plaatsen beschikbaar',
  },
};

type PlacesInput = { capacity: number | null; signup_count: number; waitlist_count: number };

/** No place to take: the limit reached, or people already waiting. */
export function isFullForShare(event: PlacesInput): boolean {
  return event.waitlist_count > 0 || (event.capacity !== null && event.capacity - event.signup_count <= 0);
}

/**
 * Places left as a share says it: `3 places left`, `Full: join the waitlist`, or, without a
 * limit, `Places available`. A waiting list means full whatever the count.
 */
export function placesLeftText(event: PlacesInput, locale: Locale): string {
  const t = PLACES[locale];
  if (isFullForShare(event)) return t.full;
  if (event.capacity === null) return t.open;
  const left = event.capacity - event.signup_count;
  return left === 1 ? t.one : t.many.replace('{n}', String(left));
}

/** What "Copy for WhatsApp" copies: the heading, then numbered names, then the draw's courts. */
export interface WhatsAppListInput {
  name: string;
  start_time: string;
  locale: Locale;
  /** Names in sign-up order; empty leaves the numbered list out. */
  names?: readonly string[];
  /**
   * Per round, per court in the draw's order: its name (`Court 1`; left out, numbered in the
   * reader's language) and the players' names (four: the first two against the last two).
   */
  rounds?: readonly { courts: readonly { name?: string; players: readonly string[] }[] }[];
}

const WORDS: Record<Locale, { round: string; court: string }> = {
  en: { round: 'Round', court: 'Court' },
  nl: { round: 'Ronde', court: 'Baan' },
};

/**
 * Plain text for a WhatsApp group: `*Tue 1 Dec 19:30 Club Night Mix-in*`, the names numbered
 * `1. Ann`, and per round `*Round 1*` followed by `*Court 1* Ann, Bob – Cas, Dee` lines. WhatsApp
 * reads `*…*` as bold; asterisks, underscores and tildes inside names are left alone (a name
 * rarely carries a pair of them) but line breaks in a name are flattened so the numbering holds.
 */
export function whatsAppList(input: WhatsAppListInput): string {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  const words = WORDS[input.locale];
  const lines = [`*${shareDateLabel(input.start_time, input.locale)} ${flat(input.name)}*`];
  if (input.names?.length) {
    lines.push('');
    input.names.forEach((name, i) => lines.push(`${i + 1}. ${flat(name)}`));
  }
  input.rounds?.forEach((round, r) => {
    lines.push('', `*${words.round} ${r + 1}*`);
    round.courts.forEach((court, c) => {
      const names = court.players.map(flat);
      const half = Math.ceil(names.length / 2);
      const sides =
        names.length === 4
          ? `${names.slice(0, half).join(', ')} – ${names.slice(half).join(', ')}`
          : names.join(', ');
      lines.push(`*${court.name ? flat(court.name) : `${words.court} ${c + 1}`}* ${sides}`);
    });
  });
  return lines.join('\n');
}
