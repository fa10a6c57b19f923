import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { VALIDATION } from '@courtside/domain';
import { IsNumber, IsOptional } from 'class-validator';

/**
 * A `level` body field: a number, or null to clear it. Only its type is checked here; whether it
 * is on the club's scale (range, decimals) depends on the club and is checked where the level is
 * written, under the club row's lock (levels.store.ts), with a 400 naming the scale (club-levels.ts).
 */
export function LevelField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, example: 6.5, description }),
    // Skips null (clear) and undefined (leave as it is).
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALIDATION.levelInvalid }),
  );
}
