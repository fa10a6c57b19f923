import { DRAW_LIMITS, fitsTextLimit } from '@courtside/domain';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isUuid } from '../../common/http/uuid-param.pipe';

/** Most entries of a list of people in a draw body: far more than a mix-in has players. */
const MAX_LIST = 1000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property validated by `check`, with one message (class-validator; never throws). */
export function Satisfies(name: string, check: (value: unknown) => boolean, options: ValidationOptions) {
  return (target: object, propertyName: string | symbol): void =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => check(value) },
    });
}

export const isCourtList = (v: unknown): boolean =>
  Array.isArray(v) && v.length >= DRAW_LIMITS.courtsMin && v.length <= DRAW_LIMITS.courtsMax;

/** Names of 1-40 characters as a person counts them, not blank. */
export const hasCourtNames = (v: unknown): boolean =>
  !Array.isArray(v) ||
  v.every((c) => typeof c === 'string' && c.trim() !== '' && fitsTextLimit(c, DRAW_LIMITS.courtNameMax));

export const hasUniqueCourtNames = (v: unknown): boolean => !Array.isArray(v) || new Set(v).size === v.length;

export const isUserIdList = (v: unknown): boolean =>
  Array.isArray(v) && v.length <= MAX_LIST && v.every(isUuid);

export const isUserIdPairs = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length <= MAX_LIST &&
  v.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      pair.every(isUuid) &&
      String(pair[0]).toLowerCase() !== String(pair[1]).toLowerCase(),
  );

export const isArrivals = (v: unknown): boolean =>
  isPlainObject(v) &&
  Object.keys(v).length <= MAX_LIST &&
  Object.entries(v).every(
    ([id, round]) =>
      isUuid(id) &&
      Number.isInteger(round) &&
      (round as number) >= 1 &&
      (round as number) <= DRAW_LIMITS.roundsMax,
  );

const hasExactly = (value: Record<string, unknown>, keys: string[]): boolean => {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => own.includes(k));
};

const isTeam = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every(isUuid);

/**
 * Rounds shaped exactly like a draw's (no other keys): `{ round, matches: [{ court, team_a,
 * team_b }], sitting_out }`, ids as UUIDs, at most 20 rounds of at most 40 matches. Whether the
 * ids and courts are the draw's own is for the service.
 */
export const isDrawRounds = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length >= 1 &&
  v.length <= DRAW_LIMITS.roundsMax &&
  v.every(
    (r) =>
      isPlainObject(r) &&
      hasExactly(r, ['round', 'matches', 'sitting_out']) &&
      Number.isInteger(r.round) &&
      Array.isArray(r.matches) &&
      r.matches.length <= DRAW_LIMITS.courtsMax &&
      r.matches.every(
        (m) =>
          isPlainObject(m) &&
          hasExactly(m, ['court', 'team_a', 'team_b']) &&
          typeof m.court === 'string' &&
          isTeam(m.team_a) &&
          isTeam(m.team_b),
      ) &&
      isUserIdList(r.sitting_out),
  );

/** User ids as the database writes them (lower case), in whatever a body held them. */
export const lowerIds = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.map((v) => lowerIds({ value: v }));
  return value;
};

export const lowerIdKeys = ({ value }: { value: unknown }): unknown =>
  isPlainObject(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), v]))
    : value;
