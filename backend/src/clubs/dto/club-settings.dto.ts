import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES, RATING_SCALES, VALIDATION, type Locale, type RatingScale } from '@courtside/domain';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

const LOCALE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}`;

const RATING_SCALE_DESCRIPTION =
  "The scale members' levels are written on: knltb (speelsterkte 1-9, 1 strongest, one decimal), " +
  'ntrp (1.5-7.0, two decimals), utr (1.0-16.5, two decimals), simple (1-10, 10 strongest, one decimal)';

/** The club's own settings (API.md section 4), for its staff with `club:settings`. */
export class ClubSettingsView {
  @ApiProperty({ enum: LOCALES, description: 'Language for people who have not chosen one' })
  default_locale!: Locale;

  @ApiProperty({ enum: RATING_SCALES, default: 'simple', description: RATING_SCALE_DESCRIPTION })
  rating_scale!: RatingScale;

  @ApiProperty({ default: true, description: 'Members may set their own level (PUT /api/me/level)' })
  self_rating!: boolean;
}

/** `PUT /api/club/settings`: any of the fields; one left out stays as it is. */
export class UpdateClubSettingsDto {
  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES, { message: LOCALE_MESSAGE })
  default_locale?: Locale;

  @ApiPropertyOptional({
    enum: RATING_SCALES,
    description: `${RATING_SCALE_DESCRIPTION}. A new scale converts every stored level in the same transaction, rounded to the new scale's decimals (halves up) and kept within its range.`,
  })
  @IsOptional()
  @IsIn(RATING_SCALES, { message: VALIDATION.ratingScaleInvalid })
  rating_scale?: RatingScale;

  @ApiPropertyOptional({ description: 'Members may set their own level' })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  self_rating?: boolean;
}

export class LocaleDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: LOCALE_MESSAGE })
  locale!: Locale;
}
