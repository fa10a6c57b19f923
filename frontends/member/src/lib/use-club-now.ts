import { useAuth } from '@courtside/core';
import { clubNow } from '@courtside/domain';
import { useEffect, useState } from 'react';

/** How often a ticking clock reads the time again: a minute countdown stays within a few seconds. */
const TICK_MS = 15_000;

/**
 * The club's wall clock now (`YYYY-MM-DDTHH:mm:ss`), read again every few seconds while `ticking`
 * (an event with a window or a cut-off to count towards), else once per render.
 */
export function useClubNow(ticking: boolean): string {
  const { club } = useAuth();
  const timeZone = club?.timezone;
  const [now, setNow] = useState(() => clubNow(timeZone, new Date()));
  useEffect(() => {
    setNow(clubNow(timeZone, new Date()));
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(clubNow(timeZone, new Date())), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking, timeZone]);
  return now;
}
