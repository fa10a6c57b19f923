import { AbsentField, ArrivalsField, SeedField } from './make-draw.dto';

/**
 * `POST /api/events/:id/draw/rounds/:round/regenerate`: what changed for the redrawn rounds.
 * Each field left out keeps the draw's own (the seed: a new random one, so a redraw differs).
 */
export class RedrawDto {
  @SeedField('The same draw, players, settings, round and seed give the same redraw; left out: a random seed')
  seed?: number;

  @AbsentField('Confirmed players who do not play the redrawn rounds (left out: as the draw had it)')
  absent?: string[];

  @ArrivalsField()
  arrives_from_round?: Record<string, number>;
}
