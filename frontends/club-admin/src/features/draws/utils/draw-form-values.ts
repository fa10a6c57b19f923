import type { EventDraw, MakeDrawInput } from '@courtside/core';
import { DRAW_LIMITS, fitsTextLimit, VALIDATION } from '@courtside/domain';

/** Plays every round, misses the event, or plays from a round on ('2', '3', ...). */
export type Attendance = 'all' | 'absent' | `${number}`;

/** The draw's settings as the form holds them (numbers as typed). */
export interface DrawFormValues {
  courts: string[];
  rounds: string;
  roundMinutes: string;
  /** 0 = closest levels, 1 = most mixing. */
  mix: number;
  /** By user id; players left out play every round. */
  attendance: Record<string, Attendance>;
}

/** Messages are libs/domain's English constants, or a key of the draw catalogue (`form.`...). */
export interface DrawFormErrors {
  courts?: string;
  /** Per court name, in order. */
  court?: (string | undefined)[];
  rounds?: string;
  roundMinutes?: string;
  /** Fewer than four players come. */
  players?: 'tooFewPresent';
  /** By user id: an arrival after the last round. */
  attendance?: Record<string, 'arrivalAfterLast'>;
}

export const DEFAULT_ROUNDS = 6;
export const MIN_PLAYERS = 4;
const MAX_ROUND_MINUTES = 1440;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Minutes between two wall-clock times of the same event ('2031-06-04T18:30:00'). */
function durationMinutes(start: string, end: string): number | null {
  const minutes = Date.parse(`${end}Z`) - Date.parse(`${start}Z`);
  return Number.isFinite(minutes) && minutes > 0 ? minutes / 60000 : null;
}

/**
 * The form as it opens: the draw's own settings, or for a first draw a court for every four
 * players (at least one), six rounds, and rounds that fill the event's time.
 */
export function initialDrawForm({
  draw,
  playerIds,
  courtName,
  event,
}: {
  draw: EventDraw | null;
  /** The confirmed players now. */
  playerIds: readonly string[];
  courtName(n: number): string;
  event: { start_time: string; end_time: string };
}): DrawFormValues {
  const present = new Set(playerIds);
  if (draw) {
    const attendance: Record<string, Attendance> = {};
    for (const id of draw.options?.absent ?? []) if (present.has(id)) attendance[id] = 'absent';
    for (const [id, round] of Object.entries(draw.options?.arrives_from_round ?? {})) {
      if (present.has(id) && round > 1) attendance[id] = String(round) as Attendance;
    }
    return {
      courts: [...draw.courts],
      rounds: String(draw.rounds.length),
      roundMinutes: draw.round_minutes === null ? '' : String(draw.round_minutes),
      mix: draw.options?.mix ?? DRAW_LIMITS.defaultMix,
      attendance,
    };
  }
  const courts = Math.min(DRAW_LIMITS.courtsMax, Math.max(1, Math.floor(playerIds.length / 4)));
  const duration = durationMinutes(event.start_time, event.end_time);
  const perRound = duration === null ? 0 : Math.floor(duration / DEFAULT_ROUNDS);
  return {
    courts: Array.from({ length: courts }, (_, i) => courtName(i + 1)),
    rounds: String(DEFAULT_ROUNDS),
    roundMinutes: perRound >= 1 && perRound <= MAX_ROUND_MINUTES ? String(perRound) : '',
    mix: DRAW_LIMITS.defaultMix,
    attendance: {},
  };
}

/** The rules of POST /api/events/:id/draw (API.md section 10), before anything is sent. */
export function validateDrawForm(values: DrawFormValues, playerIds: readonly string[]): DrawFormErrors {
  const errors: DrawFormErrors = {};
  const names = values.courts.map((name) => name.trim());
  if (names.length < DRAW_LIMITS.courtsMin || names.length > DRAW_LIMITS.courtsMax) {
    errors.courts = VALIDATION.courtsInvalid;
  }
  const court = names.map((name, i) =>
    name === '' || !fitsTextLimit(name, DRAW_LIMITS.courtNameMax)
      ? VALIDATION.courtNameInvalid
      : names.indexOf(name) !== i
        ? VALIDATION.courtNamesRepeated
        : undefined,
  );
  if (court.some(Boolean)) errors.court = court;

  const rounds = wholeNumber(values.rounds);
  const roundsValid = rounds >= DRAW_LIMITS.roundsMin && rounds <= DRAW_LIMITS.roundsMax;
  if (!roundsValid) errors.rounds = VALIDATION.drawRoundsInvalid;
  if (values.roundMinutes.trim() !== '') {
    const minutes = wholeNumber(values.roundMinutes);
    if (!(minutes >= 1 && minutes <= MAX_ROUND_MINUTES)) errors.roundMinutes = VALIDATION.roundMinutesInvalid;
  }

  const coming = playerIds.filter((id) => values.attendance[id] !== 'absent');
  if (coming.length < MIN_PLAYERS) errors.players = 'tooFewPresent';
  if (roundsValid) {
    const late = playerIds.filter((id) => {
      const from = values.attendance[id];
      return from !== undefined && from !== 'all' && from !== 'absent' && Number(from) > rounds;
    });
    if (late.length > 0) errors.attendance = Object.fromEntries(late.map((id) => [id, 'arrivalAfterLast']));
  }
  return errors;
}

export const hasErrors = (errors: DrawFormErrors) => Object.keys(errors).length > 0;

/** Who misses the event and who comes late, as POST and regenerate take them. */
export function attendanceInput(
  values: DrawFormValues,
  playerIds: readonly string[],
): Required<Pick<MakeDrawInput, 'absent' | 'arrives_from_round'>> {
  const absent: string[] = [];
  const arrives: Record<string, number> = {};
  for (const id of playerIds) {
    const value = values.attendance[id];
    if (value === 'absent') absent.push(id);
    else if (value !== undefined && value !== 'all') arrives[id] = Number(value);
  }
  return { absent, arrives_from_round: arrives };
}

/** The body of POST /api/events/:id/draw (no seed: the server draws one, so each draw differs). */
export function toMakeDrawInput(values: DrawFormValues, playerIds: readonly string[]): MakeDrawInput {
  return {
    courts: values.courts.map((name) => name.trim()),
    rounds: wholeNumber(values.rounds),
    round_minutes: values.roundMinutes.trim() === '' ? null : wholeNumber(values.roundMinutes),
    mix: values.mix,
    ...attendanceInput(values, playerIds),
  };
}
