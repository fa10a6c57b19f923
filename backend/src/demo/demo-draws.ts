import { DRAW_LIMITS, makeDraw, type RatingScale } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { DrawInputService } from '../draws/draw-input.service';
import { drawStore, type DrawSettings } from '../draws/draw-store';

/** A demo club's playing levels (API.md section 10): its scale, and who rated themselves. */
export interface DemoLevels {
  scale: RatingScale;
  /** E-mail -> level on the scale, set by staff unless the e-mail is in `selfRated`. */
  levels: Record<string, number>;
  selfRated?: string[];
}

/** A demo event's draw, made as the API makes one, from its confirmed sign-ups. */
export interface DemoDraw {
  courts: string[];
  rounds: number;
  roundMinutes: number;
  seed: number;
  published: boolean;
  /** E-mails of players who cancel after publishing: the draw is then stale, with a repair hint. */
  cancelledAfterPublishing?: string[];
}

export async function seedLevels(
  tx: EntityManager,
  clubId: string,
  userIds: Map<string, string>,
  demo: DemoLevels,
): Promise<void> {
  await tx.query(`UPDATE clubs SET rating_scale = $2 WHERE id = $1`, [clubId, demo.scale]);
  for (const [email, level] of Object.entries(demo.levels)) {
    await tx.query(
      `UPDATE club_memberships SET level = $3, level_set_by_staff = $4 WHERE club_id = $1 AND user_id = $2`,
      [clubId, userIds.get(email), level, !(demo.selfRated ?? []).includes(email)],
    );
  }
}

export async function seedDraw(
  tx: EntityManager,
  clubId: string,
  eventId: string,
  demo: DemoDraw,
  madeBy: string | null,
  userIds: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const inputs = new DrawInputService();
  const players = await inputs.players(tx, clubId, eventId);
  const settings: DrawSettings = {
    courts: demo.courts,
    rounds: demo.rounds,
    round_minutes: demo.roundMinutes,
    mix: DRAW_LIMITS.defaultMix,
    seed: demo.seed,
    locked_pairs: [],
    avoid_pairs: [],
    absent: [],
    arrives_from_round: {},
  };
  const draw = makeDraw(inputs.input(settings, players));
  const write = {
    settings,
    draw,
    players: inputs.storedPlayers(draw.players, players),
    fingerprint: players.fingerprint,
  };
  await drawStore.replaceUnpublished(tx, clubId, eventId, write, { userId: madeBy, systemUserId: null });
  if (demo.published) await drawStore.publish(tx, clubId, eventId);
  for (const email of demo.cancelledAfterPublishing ?? []) {
    await tx.query(`DELETE FROM signups WHERE club_id = $1 AND event_id = $2 AND user_id = $3`, [
      clubId,
      eventId,
      userIds.get(email),
    ]);
  }
}
