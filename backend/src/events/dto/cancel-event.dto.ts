import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, VALIDATION } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { AllowedCharacters, allowedCharactersNote } from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { trimmedOrNull } from '../../users/member-fields';

/** `POST /api/events/:id/cancel`: the body is optional, and so is its reason. */
export class CancelEventDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.cancelReason,
    description: `Why the event is called off: shown on its card and page and in the cancellation mail; empty or null for none. ${allowedCharactersNote(VALIDATION.cancelReasonCharacters, true)}`,
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: VALIDATION.cancelReasonCharacters })
  @MaxGraphemes(LIMITS.cancelReason, { message: VALIDATION.cancelReasonTooLong })
  @AllowedCharacters(VALIDATION.cancelReasonCharacters, { multiline: true })
  reason?: string | null;
}
