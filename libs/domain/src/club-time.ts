/**
 * "Now" on a club's wall clock. Event times are the club's wall-clock times without a zone, as
 * the API writes them (`2031-06-04T18:30:00`), so today, tomorrow and "already started" are
 * decided in the club's zone, never the server's or the browser's. The backend compares and
 * stores with it; the member app decides what is today and what is over with the same text.
 */

const PARTS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

// Making a DateTimeFormat costs far more than using one, and a server asks for "now" on every
// list: one per zone, kept (a handful of zones in practice; the oldest go past a bound).
const MAX_ZONES = 500;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', { ...PARTS, timeZone });
    if (formats.size >= MAX_ZONES) formats.delete(formats.keys().next().value as string);
    formats.set(key, format);
  }
  return format;
}

/**
 * `YYYY-MM-DDTHH:mm:ss` on the wall clock of `timeZone` at `at` (the caller reads the clock: the
 * domain library never does). Without a zone, or with one the runtime does not know (an older
 * browser's time-zone data), the runtime's own clock is the best guess left.
 */
export function clubNow(timeZone: string | null | undefined, at: Date): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatFor(timeZone ?? undefined).formatToParts(at);
  } catch {
    parts = formatFor(undefined).formatToParts(at);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
