import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Parses a zone-less wall-clock time `YYYY-MM-DDTHH:mm[:ss]` that names a real calendar
 * moment; returns it with seconds (`:00` added), or null.
 */
export function parseLocalDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00'] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  const real =
    date.getUTCFullYear() === +y &&
    date.getUTCMonth() === +mo - 1 &&
    date.getUTCDate() === +d &&
    date.getUTCHours() === +h &&
    date.getUTCMinutes() === +mi &&
    date.getUTCSeconds() === +s;
  return real ? `${y}-${mo}-${d}T${h}:${mi}:${s}` : null;
}

/** A club wall-clock time (API.md section 1: date-time text without zone). */
export function IsLocalDateTime(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isLocalDateTime',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => parseLocalDateTime(value) !== null },
    });
}

/** Later than the sibling property `earlier` (skipped while that one is itself invalid). */
export function IsAfterProperty(earlier: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAfterProperty',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [earlier],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const start = parseLocalDateTime((args.object as Record<string, unknown>)[earlier]);
          const end = parseLocalDateTime(value);
          return start === null || end === null || end > start;
        },
      },
    });
}
