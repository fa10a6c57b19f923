import { dateTimeFormat, intlLocale, useAuth, type ClubEvent } from '@courtside/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clubNow } from '@courtside/domain';
import { addDays } from '@/lib/club-time';
import { useFirstPaintLimit } from '@/lib/use-first-paint-limit';
import { groupByDay } from '../utils/group-by-day';

/**
 * A date heading in the language on screen: 'Today' and 'Tomorrow' (club time), else the weekday
 * and date ('Wednesday 4 June', 'Woensdag 4 juni'), with the year when it is not this one.
 */
function useDayLabel() {
  const { t, i18n } = useTranslation('member', { keyPrefix: 'events' });
  const { club } = useAuth();
  const today = clubNow(club?.timezone, new Date()).slice(0, 10);
  const locale = intlLocale(i18n.resolvedLanguage === 'nl' ? 'nl' : 'en');
  return (date: string | null): { label: string; date?: string } => {
    if (!date) return { label: t('noDate') };
    const [y, m, d] = date.split('-').map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    const format = (options: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day);
    // Weekday, then the date: 'Wednesday 4 June', 'woensdag 4 juni 2032' (another year).
    const written = `${format({ weekday: 'long' })} ${format({
      day: 'numeric',
      month: 'long',
      year: date.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
    })}`;
    if (date === today) return { label: t('today'), date: written };
    if (date === addDays(today, 1)) return { label: t('tomorrow'), date: written };
    return { label: written.charAt(0).toLocaleUpperCase(locale) + written.slice(1) };
  };
}

function Day({ heading, children }: { heading: { label: string; date?: string }; children: ReactNode }) {
  const id = useId();
  return (
    <section className="csm-day" aria-labelledby={id}>
      <h2 id={id} className="csm-day__heading">
        {heading.label}
        {heading.date ? <span className="csm-day__date">{heading.date}</span> : null}
      </h2>
      <ul className="csm-grid" aria-labelledby={id}>
        {children}
      </ul>
    </section>
  );
}

/** Cards drawn in the first paint (the rest straight after): more than a screen shows at once. */
export const FIRST_PAINT_CARDS = 8;

/** The cards under date headings, so a long list of weekly dates stays easy to scan on a phone. */
export function EventDays({
  events,
  renderCard,
}: {
  events: readonly ClubEvent[];
  renderCard(event: ClubEvent): ReactNode;
}) {
  const dayLabel = useDayLabel();
  const limit = useFirstPaintLimit(FIRST_PAINT_CARDS);
  return (
    <div className="csm-days">
      {groupByDay(events.slice(0, limit)).map((group, i) => (
        <Day key={group.date ?? `none-${i}`} heading={dayLabel(group.date)}>
          {group.events.map((event) => (
            <li key={event.id}>{renderCard(event)}</li>
          ))}
        </Day>
      ))}
    </div>
  );
}
