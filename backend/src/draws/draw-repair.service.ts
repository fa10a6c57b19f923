import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, type DrawChange } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { WorkerPool } from '../workers/worker-pool';
import { DrawInputService } from './draw-input.service';
import { drawStore, type DrawSettings } from './draw-store';
import type { DrawView } from './draw.view';
import { DrawsService, settingsOf } from './draws.service';
import type { RepairDrawDto } from './dto/repair-draw.dto';
import { namedPlayers } from './player-schedule';
import { NO_EVENING, repairHint } from './repair-hint';

/** A repaired draw and the players whose place changed. */
export type RepairAnswer = DrawView & { changes: DrawChange[] };

/**
 * Repairs a published draw on the evening (API.md section 14): from a round on, with people gone,
 * late or added, changing as few places as the hard rules allow, in the worker pool. A dry run
 * answers the repair and writes nothing; a real one saves it (the draw then matches the sign-ups),
 * mails only the players whose place changed (not those staff marked absent), through the outbox
 * in the same transaction, and records `draw.repaired` in the club's audit log when anyone moved.
 */
@Injectable()
export class DrawRepairService {
  constructor(
    private readonly db: DataSource,
    private readonly inputs: DrawInputService,
    private readonly outbox: NotificationOutbox,
    private readonly workers: WorkerPool,
    private readonly draws: DrawsService,
  ) {}

  async repair(
    clubId: string,
    caller: Principal,
    eventId: string,
    dto: RepairDrawDto,
    dryRun: boolean,
  ): Promise<RepairAnswer> {
    const answer = await this.db.transaction(async (tx) => {
      await this.inputs.event(tx, clubId, eventId, true);
      const found = await drawStore.find(tx, clubId, eventId, !dryRun);
      if (!found) throw new NotFoundException(API_ERRORS.drawNotFound);
      const before = found.draw;
      if (!before.published_at) throw new ConflictException(API_ERRORS.drawRepairNotPublished);
      const rounds = before.result.rounds.length;
      if (dto.from_round > rounds) {
        throw FieldValidationException.forField('from_round', API_ERRORS.drawRepairFromRound);
      }
      const players = await this.inputs.players(tx, clubId, eventId);
      const confirmed = new Set(players.players.map((p) => p.id));
      const named = namedPlayers(before.result.rounds);
      const onlyRound = dto.absent == null && dto.add == null && dto.arrives_from_round == null;
      const evening = (await drawStore.evening(tx, clubId, eventId)) ?? NO_EVENING;
      const { hint } = repairHint(before, players.players, evening);
      // Staff marked them absent: they are not coming, so the change is not mailed to them.
      const markedAbsent = new Set(
        evening.attendance.filter((a) => a.status === 'absent').map((a) => a.user_id),
      );
      let absent = dto.absent ?? [];
      let add = dto.add ?? [];
      let arrives = dto.arrives_from_round ?? {};
      if (onlyRound) {
        // The hint: who left goes (cancelled players leave by not being confirmed), who joined
        // comes from the next round, a late arrival plays from the next round.
        absent = hint.left.map((p) => p.user_id).filter((id) => confirmed.has(id));
        add = hint.joined.map((p) => p.user_id).filter((id) => !named.has(id));
        arrives = Object.fromEntries(
          hint.joined.flatMap((p) =>
            p.arrives_from_round === null ? [] : [[p.user_id, p.arrives_from_round]],
          ),
        );
      }
      for (const [field, ids] of [
        ['absent', absent],
        ['add', add],
        ['arrives_from_round', Object.keys(arrives)],
      ] as const) {
        if (ids.some((id) => !confirmed.has(id))) {
          throw FieldValidationException.forField(field, API_ERRORS.drawRepairPlayers);
        }
      }
      if (add.some((id) => named.has(id))) {
        throw FieldValidationException.forField('add', API_ERRORS.drawRepairAddDrawn);
      }
      if (Object.values(arrives).some((n) => n > rounds)) {
        throw FieldValidationException.forField('arrives_from_round', API_ERRORS.drawRepairArrival);
      }
      const current = this.inputs.current(settingsOf(before), players);
      const added = new Set(add);
      const settings: DrawSettings = {
        ...current,
        absent: [...new Set([...current.absent, ...absent])].filter((id) => !added.has(id)).sort(),
        arrives_from_round: { ...current.arrives_from_round, ...arrives },
      };
      const draw = await this.workers.run('repairDraw', {
        edit: {
          rounds: before.result.rounds,
          players: before.result.players,
          seed: before.seed,
          algorithm_version: before.algorithm_version,
        },
        input: this.inputs.input(
          { ...current, absent: current.absent.filter((id) => !added.has(id)) },
          players,
        ),
        options: { fromRound: dto.from_round, absent, arrivesFromRound: arrives, add },
      });
      const { changes, ...result } = draw;
      const write = {
        settings,
        draw: result,
        players: this.inputs.storedPlayers(result.players, players, before.result.players),
        fingerprint: players.fingerprint,
      };
      if (dryRun) {
        const preview = {
          ...before,
          absent: settings.absent,
          arrives_from_round: settings.arrives_from_round,
          result: {
            rounds: result.rounds,
            players: write.players,
            metrics: result.metrics,
            warnings: result.warnings,
          },
        };
        return { stored: preview, stale: found.stale, changes };
      }
      const after = await drawStore.update(tx, clubId, eventId, write);
      // Only the players whose place changed hear of it; the rest of the evening stands as mailed.
      const mailed = changes.map((c) => c.user_id).filter((id) => confirmed.has(id) && !markedAbsent.has(id));
      await this.outbox.drawChanging(tx, clubId, eventId, mailed);
      // As everywhere in the audit log, a change that changes nobody's place writes nothing.
      if (changes.length > 0) {
        await recordAudit(tx, {
          clubId,
          actor: caller,
          action: 'draw.repaired',
          targetType: 'event',
          targetId: eventId,
          summary: `Repaired from round ${dto.from_round}: ${changes.length} player(s) changed`,
        });
      }
      return { stored: after, stale: false, changes };
    });
    const view = await this.draws.view(clubId, answer.stored, answer.stale, true);
    return { ...view, changes: answer.changes };
  }
}
