import { useEffect, useState } from 'react';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/;

/** When a round starts on the club's clock ('19:20'), from the event's start and the round length. */
export function roundStart(startTime: string, roundMinutes: number, round: number): string | null {
  const m = WALL_CLOCK.exec(startTime);
  if (!m) return null;
  const minutes = (Number(m[1]) * 60 + Number(m[2]) + (round - 1) * roundMinutes) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes and seconds ('19:05') of a time left. */
export const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface Clock {
  round: number;
  /** Time left in the round while paused (or before starting). */
  remainingMs: number;
  /** When the round ends, while the clock runs. */
  endsAt: number | null;
  started: boolean;
  finished: boolean;
}

/** The club's wall clock now, as milliseconds whose UTC fields are that wall clock. */
export function wallClockNow(timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * Opened while the event is on, the clock is at the round being played, running; otherwise at
 * round 1, waiting to be started.
 */
function initialClock(rounds: number, length: number | null, startTime: string, timeZone?: string): Clock {
  const waiting = { round: 1, remainingMs: length ?? 0, endsAt: null, started: false, finished: false };
  const start = Date.parse(`${startTime}Z`);
  if (length === null || !Number.isFinite(start)) return waiting;
  const elapsed = wallClockNow(timeZone) - start;
  if (elapsed < 0 || elapsed >= rounds * length) return waiting;
  const remainingMs = length - (elapsed % length);
  return {
    round: Math.floor(elapsed / length) + 1,
    remainingMs,
    endsAt: Date.now() + remainingMs,
    started: true,
    finished: false,
  };
}

/** The clubhouse's round timer: the round on show, time left, pause, and moving on when time is up. */
export function useRoundClock({
  rounds,
  roundMinutes,
  startTime,
  timeZone,
}: {
  rounds: number;
  roundMinutes: number | null;
  startTime: string;
  timeZone: string | undefined;
}) {
  const length = roundMinutes ? roundMinutes * 60_000 : null;
  const [clock, setClock] = useState(() => initialClock(rounds, length, startTime, timeZone));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (clock.endsAt === null || length === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      setClock((was) => {
        if (was.endsAt === null || at < was.endsAt) return was;
        if (was.round >= rounds) return { ...was, remainingMs: 0, endsAt: null, finished: true };
        return { ...was, round: was.round + 1, remainingMs: length, endsAt: was.endsAt + length };
      });
    }, 250);
    return () => clearInterval(timer);
  }, [clock.endsAt, length, rounds]);

  return {
    round: clock.round,
    timed: length !== null,
    running: clock.endsAt !== null,
    started: clock.started,
    finished: clock.finished,
    remainingMs: clock.endsAt === null ? clock.remainingMs : Math.max(0, clock.endsAt - now),
    /** Shows round `round` from its start (running on if the clock ran). */
    go(round: number) {
      const to = Math.min(rounds, Math.max(1, round));
      const at = Date.now();
      setNow(at);
      setClock((was) => ({
        ...was,
        round: to,
        remainingMs: length ?? 0,
        endsAt: was.endsAt === null || length === null ? null : at + length,
        finished: false,
      }));
    },
    /** Pauses a running clock, or starts (resumes) a stopped one. */
    toggle() {
      if (length === null) return;
      const at = Date.now();
      setNow(at);
      setClock((was) =>
        was.endsAt === null
          ? was.finished
            ? was
            : { ...was, endsAt: at + was.remainingMs, started: true }
          : { ...was, remainingMs: Math.max(0, was.endsAt - at), endsAt: null },
      );
    },
  };
}

/** Where the evening stands by the club's clock: before the first round, in one, or past the last. */
export interface FollowedRound {
  phase: 'before' | 'playing' | 'over';
  round: number;
  /** Time left in the round being played (0 otherwise). */
  remainingMs: number;
}

/**
 * The round being played at `now` (the club's wall clock, as wallClockNow gives it), counted from
 * the start in rounds of `roundMinutes`. Without a round length nobody knows: round 1, 'before'.
 */
export function followedRound(
  rounds: number,
  roundMinutes: number | null,
  startTime: string,
  now: number,
): FollowedRound {
  const start = Date.parse(`${startTime.slice(0, 19)}Z`);
  const length = roundMinutes ? roundMinutes * 60_000 : null;
  if (length === null || !Number.isFinite(start) || now < start)
    return { phase: 'before', round: 1, remainingMs: 0 };
  const elapsed = now - start;
  if (elapsed >= rounds * length) return { phase: 'over', round: Math.max(1, rounds), remainingMs: 0 };
  return {
    phase: 'playing',
    round: Math.floor(elapsed / length) + 1,
    remainingMs: length - (elapsed % length),
  };
}

/**
 * The clubhouse screen nobody operates (the kiosk): it follows the club's clock by itself, read
 * again every second, so a screen switched on before the start moves to round 1 at the start.
 */
export function useFollowedRound({
  rounds,
  roundMinutes,
  startTime,
  timeZone,
}: {
  rounds: number;
  roundMinutes: number | null;
  startTime: string;
  timeZone: string | undefined;
}): FollowedRound {
  const [now, setNow] = useState(() => wallClockNow(timeZone));
  useEffect(() => {
    setNow(wallClockNow(timeZone));
    const timer = setInterval(() => setNow(wallClockNow(timeZone)), 1000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return followedRound(rounds, roundMinutes, startTime, now);
}
