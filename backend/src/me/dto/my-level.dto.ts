import { ApiProperty } from '@nestjs/swagger';
import { RATING_SCALES, VALIDATION, type RatingScale } from '@courtside/domain';
import { IsNumber, ValidateIf } from 'class-validator';

/** `PUT /api/me/level`: a level on the club's scale, or null to clear one's own. */
export class SetMyLevelDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 6.5,
    description: "On the club's rating_scale (GET /api/club); null clears it",
  })
  @ValidateIf((dto: SetMyLevelDto) => dto.level !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: VALIDATION.levelInvalid })
  level!: number | null;
}

/** The caller's own level at this club, with what they need to show and change it. */
export class MyLevelView {
  @ApiProperty({ type: Number, nullable: true, example: 6.5, description: "On the club's rating_scale" })
  level!: number | null;
  @ApiProperty({ description: 'Staff set it: PUT /api/me/level answers 409' })
  set_by_staff!: boolean;
  @ApiProperty({ enum: RATING_SCALES }) rating_scale!: RatingScale;
  @ApiProperty({ description: 'The club lets members set their own level' }) self_rating!: boolean;
}
