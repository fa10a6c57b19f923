import { ApiProperty } from '@nestjs/swagger';
import { VALIDATION, type DrawRound } from '@courtside/domain';
import { DrawRoundView } from '../draw.view';
import { isDrawRounds, Satisfies } from './draw-validators';

/**
 * `PUT /api/events/:id/draw`: rounds of the draw edited by hand (players swapped). Send the
 * rounds you changed, or all of them; a round left out stays as it is.
 */
export class EditDrawDto {
  @ApiProperty({
    type: [DrawRoundView],
    description:
      "Rounds shaped like the draw's, each with its number; only the draw's players and courts. Rounds left out stay as they are",
  })
  @Satisfies('drawRounds', isDrawRounds, { message: VALIDATION.drawEditInvalid })
  rounds!: DrawRound[];
}

/** `POST /api/events/:id/draw/publish` takes no fields. */
export class PublishDrawDto {}
