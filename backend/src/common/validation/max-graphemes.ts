import { codePointBackstop, fitsTextLimit } from '@courtside/domain';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * A human text of at most `limit` characters as a person counts them: grapheme clusters
 * (libs/domain textLength), so 60 '❤️' are 60 characters, not 120. Also at most
 * codePointBackstop(limit) code points, the CHECK on the database column, so the database never
 * refuses what passed here. Replaces class-validator's MaxLength (which counts neither) on every
 * human text field; like it, anything but a string fails.
 */
export function MaxGraphemes(limit: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxGraphemes',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [limit, codePointBackstop(limit)],
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && fitsTextLimit(value, limit),
      },
    });
}
