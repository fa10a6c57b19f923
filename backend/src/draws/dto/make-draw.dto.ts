import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DRAW_LIMITS, VALIDATION, type DrawPair } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { AllowedCharacters, allowedCharactersNote } from '../../common/validation/allowed-characters';
import {
  hasCourtNames,
  hasUniqueCourtNames,
  isArrivals,
  isCourtList,
  isUserIdList,
  isUserIdPairs,
  lowerIdKeys,
  lowerIds,
  Satisfies,
} from './draw-validators';

export const USER_ID = { type: 'string', format: 'uuid' } as const;
const PAIRS = { type: 'array', items: { type: 'array', items: USER_ID, minItems: 2, maxItems: 2 } } as const;
const trimmed = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;

/** `POST /api/events/:id/draw` (API.md section 10). */
export class MakeDrawDto {
  @ApiProperty({
    type: [String],
    example: ['Court 1', 'Court 2', 'Court 3', 'Court 4'],
    description: `1-${DRAW_LIMITS.courtsMax} different names of 1-${DRAW_LIMITS.courtNameMax} characters (trimmed); the first is used first. ${allowedCharactersNote(VALIDATION.courtNameCharacters)}`,
  })
  @Transform(trimmed)
  @Satisfies('courtList', isCourtList, { message: VALIDATION.courtsInvalid })
  @Satisfies('courtNames', hasCourtNames, { message: VALIDATION.courtNameInvalid })
  @Satisfies('uniqueCourtNames', hasUniqueCourtNames, { message: VALIDATION.courtNamesRepeated })
  @AllowedCharacters(VALIDATION.courtNameCharacters)
  courts!: string[];

  @ApiProperty({ minimum: DRAW_LIMITS.roundsMin, maximum: DRAW_LIMITS.roundsMax, example: 6 })
  @IsInt({ message: VALIDATION.drawRoundsInvalid })
  @Min(DRAW_LIMITS.roundsMin, { message: VALIDATION.drawRoundsInvalid })
  @Max(DRAW_LIMITS.roundsMax, { message: VALIDATION.drawRoundsInvalid })
  rounds!: number;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 1440,
    example: 20,
    description: 'Minutes a round lasts: round times in the mails and the clubhouse view',
  })
  @IsOptional()
  @IsInt({ message: VALIDATION.roundMinutesInvalid })
  @Min(1, { message: VALIDATION.roundMinutesInvalid })
  @Max(1440, { message: VALIDATION.roundMinutesInvalid })
  round_minutes?: number | null;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    default: DRAW_LIMITS.defaultMix,
    description: '0 = closest levels, 1 = most mixing',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALIDATION.mixInvalid })
  @Min(0, { message: VALIDATION.mixInvalid })
  @Max(1, { message: VALIDATION.mixInvalid })
  mix?: number;

  @SeedField('The same players, settings and seed give the same draw; left out: a random seed')
  seed?: number;

  @ApiPropertyOptional({ ...PAIRS, description: 'Pairs of confirmed players who always partner' })
  @IsOptional()
  @Transform(lowerIds)
  @Satisfies('userIdPairs', isUserIdPairs, { message: VALIDATION.userPairsInvalid })
  locked_pairs?: DrawPair[];

  @ApiPropertyOptional({ ...PAIRS, description: 'Pairs of confirmed players who never partner' })
  @IsOptional()
  @Transform(lowerIds)
  @Satisfies('userIdPairs', isUserIdPairs, { message: VALIDATION.userPairsInvalid })
  avoid_pairs?: DrawPair[];

  @AbsentField('Confirmed players who do not come')
  absent?: string[];

  @ArrivalsField()
  arrives_from_round?: Record<string, number>;
}

/** `absent`: confirmed players who do not come (or, for a redraw, leave). */
export function AbsentField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'array', items: USER_ID, description }),
    IsOptional(),
    Transform(lowerIds),
    Satisfies('userIds', isUserIdList, { message: VALIDATION.userIdsInvalid }),
  );
}

/** `arrives_from_round`: late arrivals, user id -> the round they play from. */
export function ArrivalsField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 1, maximum: DRAW_LIMITS.roundsMax },
      example: { '00000000-0000-4000-8000-000000000001': 3 },
      description: 'Late arrivals: user id -> the round they play from',
    }),
    IsOptional(),
    Transform(lowerIdKeys),
    Satisfies('arrivals', isArrivals, { message: VALIDATION.arrivalsInvalid }),
  );
}

/** `seed`: uint32; left out, a random one. */
export function SeedField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: DRAW_LIMITS.seedMax, description }),
    IsOptional(),
    IsInt({ message: VALIDATION.seedInvalid }),
    Min(0, { message: VALIDATION.seedInvalid }),
    Max(DRAW_LIMITS.seedMax, { message: VALIDATION.seedInvalid }),
  );
}
