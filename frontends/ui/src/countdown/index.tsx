import { registerCatalogue } from '@courtside/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../theme/tokens.css';
import en from './locales/en.json';
import { announcedMinutes, timeLeftParts } from './time-left';

// Its own small catalogue, with the pages that count down only (not in the shell's first load).
registerCatalogue('countdown', en, () => import(/* webpackChunkName: "countdown-nl" */ './locales/nl.json'));

/** Milliseconds until `until` (an ISO instant), read again every second until it has passed. */
export function useTimeLeft(until: string | null | undefined): number {
  const end = until ? Date.parse(until) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (Number.isNaN(end)) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? 0 : end - now;
}

/**
 * A live countdown ('1 h 05 min left', '4 min 09 s left'). The visible text changes every second
 * and is not announced; a hidden polite region says the time left only at a few milestones.
 */
export function Countdown({ msLeft, className }: { msLeft: number; className?: string }) {
  const { t } = useTranslation('countdown');
  const { hours, minutes, seconds } = timeLeftParts(msLeft);
  const spoken = announcedMinutes(msLeft);
  const visible =
    msLeft <= 0
      ? t('none')
      : hours > 0
        ? t('hours', { hours, minutes: String(minutes).padStart(2, '0') })
        : t('minutes', { minutes, seconds: String(seconds).padStart(2, '0') });
  return (
    <>
      <span className={className} aria-hidden>
        {visible}
      </span>
      <span className="cs-visually-hidden" aria-live="polite" aria-atomic>
        {spoken === 0
          ? t('none')
          : spoken >= 60
            ? t('announceHours', { count: spoken / 60 })
            : t('announceMinutes', { count: spoken })}
      </span>
    </>
  );
}
