import { dateTimeFormat, intlLocale } from '@courtside/core';
import { ClockIcon } from '@courtside/ui/icons';
import { useTranslation } from 'react-i18next';
import { addDays } from './club-time';
import type { SignupWindowLabel } from './signup-window';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const asUtc = (wall: string) => {
  const m = WALL.exec(wall)!;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
};

/**
 * 'Sun 20:00' within the coming week, else 'Sun 6 Dec, 20:00' (the language on screen, the club's
 * wall clock as written).
 */
export function useOpeningText() {
  return (at: string, now: string) => {
    const date = asUtc(at);
    const weekday = dateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' }).format(date);
    const time = at.slice(11, 16);
    if (at.slice(0, 10) < addDays(now.slice(0, 10), 6)) return `${weekday.replace(/\.$/, '')} ${time}`;
    const day = dateTimeFormat(intlLocale(), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(date);
    return `${day}, ${time}`;
  };
}

/** The label's words: 'Opens Sun 20:00', 'Opens in 12 min', 'Closes in 12 min', 'Closed'. */
export function useSignupWindowText() {
  const { t } = useTranslation('member', { keyPrefix: 'window' });
  const opening = useOpeningText();
  return (label: NonNullable<SignupWindowLabel>, now: string) => {
    switch (label.kind) {
      case 'opens':
        return t('opens', { when: opening(label.at, now) });
      case 'opensIn':
        return t('opensIn', { count: label.minutes });
      case 'closesIn':
        return t('closesIn', { count: label.minutes });
      case 'closed':
        return t('closed');
    }
  };
}

/** The window's state on a card or the event page, plainly; nothing while simply open. */
export function SignupWindowNote({ label, now }: { label: SignupWindowLabel; now: string }) {
  const text = useSignupWindowText();
  if (!label) return null;
  const soon = label.kind === 'opensIn' || label.kind === 'closesIn';
  return (
    <span
      className={soon ? 'csm-window csm-window--soon' : 'csm-window'}
      // A countdown changes every minute: announced politely, not on every tick of the page.
      aria-live={soon ? 'polite' : undefined}
    >
      <ClockIcon />
      {text(label, now)}
    </span>
  );
}
