import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can, DRAW_LIMITS, type DrawRound } from '@courtside/domain';
import { randomInt } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import type { Principal } from '../common/http/request-context';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { WorkerPool } from '../workers/worker-pool';
import { DrawInputService, labelled, type EventPlayers } from './draw-input.service';
import { drawStore, type DrawSettings, type StoredDraw } from './draw-store';
import { toDrawView, type DrawView } from './draw.view';
import type { EditDrawDto } from './dto/edit-draw.dto';
import type { MakeDrawDto } from './dto/make-draw.dto';
import type { RedrawDto } from './dto/redraw.dto';
import { changedPlayers, namedPlayers } from './player-schedule';
import { NO_EVENING, repairHint } from './repair-hint';

/** A seed for a draw made without one: from the platform's CSPRNG (the algorithm has no randomness of its own). */
const newSeed = (): number => randomInt(0, DRAW_LIMITS.seedMax + 1);

export function settingsOf(draw: StoredDraw): DrawSettings {
  const { courts, rounds, round_minutes, mix, seed, locked_pairs, avoid_pairs, absent, arrives_from_round } =
    draw;
  return { courts, rounds, round_minutes, mix, seed, locked_pairs, avoid_pairs, absent, arrives_from_round };
}

const isStaff = (caller: Principal) => can(caller.userType, 'events:manage');

/**
 * The mix-in draw of an event (API.md section 10): made from its confirmed sign-ups, kept one per
 * event, replaced freely until published, then changed only by hand edits and redraws, which
 * mail the players whose part changed. The mails are written to the notification outbox in the
 * transaction of the change, so a change needs no Redis and tells nobody unless it commits.
 * Every query names the club.
 */
@Injectable()
export class DrawsService {
  constructor(
    private readonly db: DataSource,
    private readonly inputs: DrawInputService,
    private readonly outbox: NotificationOutbox,
    private readonly workers: WorkerPool,
  ) {}

  /**
   * Staff see the draft and the published draw; members only a published one; guests, who never
   * play in one, none (API.md, decisions for part three).
   */
  async get(clubId: string, caller: Principal, eventId: string): Promise<DrawView> {
    await this.inputs.event(this.db.manager, clubId, eventId, false);
    const found = await drawStore.find(this.db.manager, clubId, eventId);
    const staff = isStaff(caller);
    const hidden = !staff && (!found?.draw.published_at || caller.userType === 'clubguest');
    if (!found || hidden) throw new NotFoundException(API_ERRORS.drawNotFound);
    return this.view(clubId, found.draw, found.stale, staff, caller.id);
  }

  /** A new draw, replacing one not yet published (after publishing: 409). */
  async make(clubId: string, caller: Principal, eventId: string, dto: MakeDrawDto): Promise<DrawView> {
    const db = this.db.manager;
    await this.inputs.event(db, clubId, eventId, true);
    if ((await drawStore.find(db, clubId, eventId))?.draw.published_at) {
      throw new ConflictException(API_ERRORS.drawPublished);
    }
    const players = await this.inputs.players(db, clubId, eventId);
    const settings: DrawSettings = {
      courts: dto.courts,
      rounds: dto.rounds,
      round_minutes: dto.round_minutes ?? null,
      mix: dto.mix ?? DRAW_LIMITS.defaultMix,
      seed: dto.seed ?? newSeed(),
      locked_pairs: dto.locked_pairs ?? [],
      avoid_pairs: dto.avoid_pairs ?? [],
      absent: await this.withMarkedAbsent(db, clubId, eventId, players, dto.absent ?? []),
      arrives_from_round: dto.arrives_from_round ?? {},
    };
    const draw = await this.workers.run('makeDraw', { input: this.inputs.input(settings, players) });
    const stored = await drawStore.replaceUnpublished(
      db,
      clubId,
      eventId,
      {
        settings,
        draw,
        players: this.inputs.storedPlayers(draw.players, players),
        fingerprint: players.fingerprint,
      },
      {
        userId: caller.kind === 'club' ? caller.id : null,
        systemUserId: caller.kind === 'system' ? caller.id : null,
      },
    );
    // Published between the check and the write.
    if (!stored) throw new ConflictException(API_ERRORS.drawPublished);
    return this.view(clubId, stored, false, true);
  }

  /**
   * Redraws round `round` and the rounds after it from the confirmed sign-ups as they are now;
   * the rounds before stay byte for byte. The draw then reflects the sign-ups (no longer stale).
   */
  async redraw(clubId: string, eventId: string, round: number, dto: RedrawDto): Promise<DrawView> {
    const after = await this.db.transaction(async (tx) => {
      const found = await this.lockDraw(tx, clubId, eventId);
      const players = await this.inputs.players(tx, clubId, eventId);
      const current = this.inputs.current(settingsOf(found), players);
      const settings: DrawSettings = {
        ...current,
        seed: dto.seed ?? newSeed(),
        absent: dto.absent ?? (await this.withMarkedAbsent(tx, clubId, eventId, players, current.absent)),
        ...(dto.arrives_from_round != null ? { arrives_from_round: dto.arrives_from_round } : {}),
      };
      const edit = { rounds: found.result.rounds, players: found.result.players };
      const draw = await this.workers.run('redraw', {
        edit,
        input: this.inputs.input(settings, players),
        round,
      });
      const write = {
        settings,
        draw,
        players: this.inputs.storedPlayers(draw.players, players, found.result.players),
        fingerprint: players.fingerprint,
      };
      const after = await drawStore.update(tx, clubId, eventId, write);
      await this.mailChanges(tx, clubId, found, after);
      return after;
    });
    return this.view(clubId, after, false, true);
  }

  /**
   * A draw edited by hand: the rounds sent replace the draw's rounds of the same number (only its
   * players, only its courts); the answer carries the recomputed metrics and warnings.
   */
  async edit(clubId: string, eventId: string, dto: EditDrawDto): Promise<DrawView> {
    const { after, stale } = await this.db.transaction(async (tx) => {
      const found = await this.lockDraw(tx, clubId, eventId);
      const rounds = mergeRounds(found, dto.rounds);
      const players = await this.inputs.players(tx, clubId, eventId);
      const input = this.inputs.input(this.inputs.current(settingsOf(found), players), players);
      const edit = {
        rounds,
        players: found.result.players,
        seed: found.seed,
        algorithm_version: found.algorithm_version,
      };
      const draw = await this.workers.run('evaluateDraw', { edit, input });
      const write = {
        settings: settingsOf(found),
        draw,
        players: this.inputs.storedPlayers(draw.players, players, found.result.players),
        // Still made from the sign-ups it was made from: a hand edit does not take new ones in.
        fingerprint: found.signups_fingerprint,
      };
      const after = await drawStore.update(tx, clubId, eventId, write);
      await this.mailChanges(tx, clubId, found, after);
      return { after, stale: players.fingerprint !== found.signups_fingerprint };
    });
    return this.view(clubId, after, stale, true);
  }

  /** Makes the draw visible to the players and mails each of them their rounds. */
  async publish(clubId: string, caller: Principal, eventId: string): Promise<DrawView> {
    const found = await this.db.transaction(async (tx) => {
      await this.inputs.event(tx, clubId, eventId, true);
      const published = await drawStore.publish(tx, clubId, eventId);
      if (!published) {
        if (await drawStore.find(tx, clubId, eventId))
          throw new ConflictException(API_ERRORS.drawAlreadyPublished);
        throw new NotFoundException(API_ERRORS.drawNotFound);
      }
      const players = [...namedPlayers(published.result.rounds)];
      await this.outbox.drawPublished(tx, clubId, eventId, players);
      await recordAudit(tx, {
        clubId,
        actor: caller,
        action: 'draw.published',
        targetType: 'event',
        targetId: eventId,
        summary: `Published: ${published.result.rounds.length} round(s), ${players.length} player(s)`,
      });
      return (await drawStore.find(tx, clubId, eventId))!;
    });
    return this.view(clubId, found.draw, found.stale, true);
  }

  /**
   * The draw as the caller sees it, with the names of people who left resolved now, and for a
   * reader who is not staff (`readerId`) those of other players who hide their name as 'Member'
   * (API.md section 12). It is stale
   * when its confirmed sign-ups changed (`signupsChanged`) or when check-ins say something it does
   * not reflect (API.md section 14: they never change a draw by themselves); staff see a stale
   * draw's repair hint (who left or joined, computed here from the sign-ups and attendance).
   */
  async view(
    clubId: string,
    draw: StoredDraw,
    signupsChanged: boolean,
    staff: boolean,
    readerId?: string,
  ): Promise<DrawView> {
    const db = this.db.manager;
    const hidden = await drawStore.hiddenPlayers(
      db,
      clubId,
      draw.event_id,
      draw.result.players.map((p) => p.user_id),
      staff ? null : (readerId ?? null),
    );
    const players = draw.result.players.map((p) => ({ ...p, name: hidden.get(p.user_id) ?? p.name }));
    const shown = { ...draw, result: { ...draw.result, players } };
    const confirmed = await drawStore.players(db, clubId, draw.event_id);
    const evening = (await drawStore.evening(db, clubId, draw.event_id)) ?? NO_EVENING;
    const { hint, fromAttendance } = repairHint(shown, labelled(confirmed.players), evening);
    return toDrawView(shown, signupsChanged || fromAttendance, staff, hint);
  }

  /**
   * Attendance feeds a draw being made (API.md section 14): confirmed people staff marked absent
   * are left out, with those the caller names.
   */
  private async withMarkedAbsent(
    db: EntityManager,
    clubId: string,
    eventId: string,
    players: EventPlayers,
    absent: string[],
  ): Promise<string[]> {
    const evening = await drawStore.evening(db, clubId, eventId);
    const confirmed = new Set(players.players.map((p) => p.id));
    const marked = (evening?.attendance ?? [])
      .filter((a) => a.status === 'absent' && confirmed.has(a.user_id))
      .map((a) => a.user_id);
    if (!marked.length) return absent;
    return [...new Set([...absent, ...marked])].sort();
  }

  private async lockDraw(tx: EntityManager, clubId: string, eventId: string): Promise<StoredDraw> {
    await this.inputs.event(tx, clubId, eventId, true);
    const found = await drawStore.find(tx, clubId, eventId, true);
    if (!found) throw new NotFoundException(API_ERRORS.drawNotFound);
    return found.draw;
  }

  /**
   * After publishing, a change is mailed to the players whose courts, partners or opponents
   * changed: their change windows open (or move on) in the change's transaction.
   */
  private async mailChanges(
    tx: EntityManager,
    clubId: string,
    before: StoredDraw,
    after: StoredDraw,
  ): Promise<void> {
    if (!before.published_at) return;
    const changed = changedPlayers(before.result.rounds, after.result.rounds);
    await this.outbox.drawChanging(tx, clubId, after.event_id, changed);
  }
}

/** One sent round in the draw's own shape and key order, ids as the database writes them. */
function normalised(r: DrawRound): DrawRound {
  const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());
  return {
    round: r.round,
    matches: r.matches.map((m) => ({
      court: m.court,
      team_a: lower(m.team_a) as [string, string],
      team_b: lower(m.team_b) as [string, string],
    })),
    sitting_out: lower(r.sitting_out),
  };
}

/**
 * The draw's rounds with the sent ones in place of those of the same number. Each sent round
 * names a round of the draw, once, and only the draw's players and courts (400 otherwise).
 */
export function mergeRounds(draw: StoredDraw, sent: readonly DrawRound[]): DrawRound[] {
  const count = draw.result.rounds.length;
  const players = new Set(draw.result.players.map((p) => p.user_id));
  const courts = new Set(draw.courts);
  const byNumber = new Map<number, DrawRound>();
  for (const raw of sent) {
    const r = normalised(raw);
    if (r.round < 1 || r.round > count || byNumber.has(r.round)) {
      throw new BadRequestException(API_ERRORS.drawRoundNumbers);
    }
    for (const m of r.matches) {
      if (!courts.has(m.court))
        throw new BadRequestException(`${API_ERRORS.drawUnknownCourt} (${m.court.slice(0, 60)})`);
    }
    for (const id of [...r.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...r.sitting_out]) {
      if (!players.has(id)) throw new BadRequestException(`${API_ERRORS.drawUnknownPlayer} (${id})`);
    }
    byNumber.set(r.round, r);
  }
  return draw.result.rounds.map((r) => byNumber.get(r.round) ?? r);
}
