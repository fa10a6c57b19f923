import { ApiProperty } from '@nestjs/swagger';
import { API_ERRORS, DRAW_LIMITS } from '@courtside/domain';
import { IsInt, Max, Min } from 'class-validator';
import { AbsentField, ArrivalsField } from './make-draw.dto';

/**
 * `POST /api/events/:id/draw/repair` (API.md section 14): what changed on the evening. With only
 * `from_round`, the draw's `repair_hint` applies: who left (cancelled, or marked absent) goes, who
 * joined is added, and joiners and late arrivals play from the hint's `arrives_from_round`.
 */
export class RepairDrawDto {
  @ApiProperty({
    minimum: 1,
    maximum: DRAW_LIMITS.roundsMax,
    description:
      "The first round that may change; the rounds before it stay exactly as they are. Alone in the body, the draw's repair_hint applies",
  })
  @IsInt({ message: API_ERRORS.drawRepairFromRound })
  @Min(1, { message: API_ERRORS.drawRepairFromRound })
  @Max(DRAW_LIMITS.roundsMax, { message: API_ERRORS.drawRepairFromRound })
  from_round!: number;

  @AbsentField('Confirmed players of the draw who do not play from from_round on')
  absent?: string[];

  @ArrivalsField()
  arrives_from_round?: Record<string, number>;

  @AbsentField('Confirmed players not in the draw who join it (from from_round at the earliest)')
  add?: string[];
}
