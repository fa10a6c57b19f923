import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MEMBER_PHONE, VALIDATION } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AllowedCharacters, allowedCharactersNote } from '../common/validation/allowed-characters';
import { MaxGraphemes } from '../common/validation/max-graphemes';

/** Trimmed; an empty text is none. */
export const trimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/* The person fields a membership holds, shared by staff's edit (club users) and one's own (me). */

/**
 * The member number: trimmed, empty is none, up to LIMITS.memberNumber characters of text people
 * see (so AllowedCharacters). Absent leaves it as it is on an edit; null or '' clears it.
 */
export const MemberNumberField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: LIMITS.memberNumber,
      example: '12345678',
      description: `The club's own number for the person (e.g. the federation's); trimmed, '' clears it. ${allowedCharactersNote(VALIDATION.memberNumberCharacters)}`,
    }),
    Transform(trimmedOrNull),
    IsOptional(),
    // Applied in this order, so registered in it: the error filter reports the last one
    // registered that fails, as it reports the topmost of stacked decorators.
    AllowedCharacters(VALIDATION.memberNumberCharacters),
    MaxGraphemes(LIMITS.memberNumber, { message: VALIDATION.memberNumberTooLong }),
    IsString({ message: VALIDATION.memberNumberInvalid }),
  );

/** A phone number: digits, spaces and + - ( ) only, trimmed, empty is none. */
export const PhoneField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: LIMITS.memberPhone,
      pattern: MEMBER_PHONE.source,
      example: '+31 (0)6 1234-5678',
      description: `Digits, spaces and + - ( ); trimmed, '' clears it. Otherwise 400 '${VALIDATION.memberPhoneInvalid}'`,
    }),
    Transform(trimmedOrNull),
    IsOptional(),
    Matches(MEMBER_PHONE, { message: VALIDATION.memberPhoneInvalid }),
    MaxLength(LIMITS.memberPhone, { message: VALIDATION.memberPhoneInvalid }),
    IsString({ message: VALIDATION.memberPhoneInvalid }),
  );
