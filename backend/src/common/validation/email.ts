import { applyDecorators } from '@nestjs/common';
import { hasInvisibleCharacters, LIMITS, normaliseEmail, VALIDATION } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, ValidateBy } from 'class-validator';

/** DTO transform: the normalised address (libs/domain `normaliseEmail`); other values as they are. */
export const toNormalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseEmail(value) : value;

/**
 * A login address: normalised, and refused with the form's message when it is not an address,
 * too long, or holds characters nobody can see (which would make one mailbox several keys).
 */
export function IsEmailAddress(): PropertyDecorator {
  const message = VALIDATION.emailInvalid;
  return applyDecorators(
    Transform(toNormalisedEmail),
    IsString({ message }),
    ValidateBy(
      {
        name: 'hasNoInvisibleCharacters',
        validator: { validate: (v: unknown) => typeof v === 'string' && !hasInvisibleCharacters(v) },
      },
      { message },
    ),
    IsEmail({}, { message }),
    MaxLength(LIMITS.email, { message }),
  );
}
