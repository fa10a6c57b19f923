import { dateTimeFormat, i18n, intlLocale } from '@courtside/core';
import { CARD_DATE_FORMAT } from '@courtside/domain';

/**
 * A UTC instant (an offer's end) as a card writes a time, on the club's clock: 'Sun, 29 Nov 2026,
 * 20:00' wherever the reader is. Without a zone, the reader's own. Kept out of core so the shell's
 * first load does not carry it.
 */
export function formatInstant(value: string | null | undefined, timeZone?: string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n.t('notSet', { ns: 'common' });
  const format = (zone: string | undefined) =>
    dateTimeFormat(intlLocale(), { ...CARD_DATE_FORMAT, timeZone: zone }).format(date);
  try {
    return format(timeZone);
  } catch {
    // A zone this browser's time-zone data does not know: its own clock is the best guess left.
    return format(undefined);
  }
}
