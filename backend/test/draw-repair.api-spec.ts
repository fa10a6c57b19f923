import type { DrawRound } from '@courtside/domain';
import { browserAs, eventWithPlayers } from './support/draws';
import { createClub, createClubUser, createSignup, type TestClub, type TestUser } from './support/factories';
import type { HttpClient } from './support/http-client';
import { mailbox } from './support/mailbox';
import { ageChangeWindows, runJob, settled, startNotifyingApp } from './support/notifications';
import type { TestApp } from './support/test-app';

/** A player's place in a round: court and team, sitting out, or not in it. */
function place(round: DrawRound, id: string): string {
  for (const m of round.matches) {
    if (m.team_a.includes(id)) return `${m.court}/a`;
    if (m.team_b.includes(id)) return `${m.court}/b`;
  }
  return round.sitting_out.includes(id) ? 'out' : '-';
}

/** The players whose place differs in some round, with those rounds. */
function diff(before: DrawRound[], after: DrawRound[], ids: string[]) {
  return ids
    .map((user_id) => ({
      user_id,
      rounds: before
        .map((r, i) => i + 1)
        .filter((n) => place(before[n - 1], user_id) !== place(after[n - 1], user_id)),
    }))
    .filter((c) => c.rounds.length > 0)
    .sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
}

/** Long enough that change windows close only when a test ages them. */
const COALESCE_SECONDS = '3600';

async function openWindows(t: TestApp, eventId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await t.db.query(
    `SELECT user_id FROM draw_change_windows WHERE event_id = $1 ORDER BY user_id`,
    [eventId],
  );
  return rows.map((r) => r.user_id);
}

describe('repairing a published draw (POST /api/events/:id/draw/repair)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('draw-repair', { NOTIFY_COALESCE_SECONDS: COALESCE_SECONDS }));
    club = await createClub(t.db, { name: 'Repairside Tennis Club' });
  }, 60_000);
  afterAll(() => drop?.());

  /** 16 players on 4 courts for 5 rounds, published; everyone has had their first mail. */
  async function published(): Promise<{
    eventId: string;
    players: TestUser[];
    organiser: HttpClient;
    draw: { rounds: DrawRound[]; version?: number; stale: boolean; updated_at: string };
  }> {
    const { eventId, players } = await eventWithPlayers(t, club, 16);
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    const made = await organiser.post(`/api/events/${eventId}/draw`, {
      courts: ['Court 1', 'Court 2', 'Court 3', 'Court 4'],
      rounds: 5,
      seed: 99,
    });
    expect(made.status).toBe(201);
    const done = await organiser.post(`/api/events/${eventId}/draw/publish`);
    expect(done.status).toBe(200);
    for (const p of players) await mailbox.waitForMail(p.email);
    return { eventId, players, organiser, draw: done.body.data };
  }

  it('a dry run answers the repair and changes nothing; the real one mails only the players who moved', async () => {
    const { eventId, players, organiser, draw } = await published();
    const gone = players[3];
    const path = `/api/events/${eventId}/draw/repair`;
    const dry = await organiser.post(`${path}?dry_run=true`, { from_round: 2, absent: [gone.id] });
    expect(dry.status).toBe(200);
    const ids = players.map((p) => p.id);
    expect(dry.body.data.changes).toEqual(diff(draw.rounds, dry.body.data.rounds, ids));
    expect(dry.body.data.changes.length).toBeGreaterThan(0);
    expect(dry.body.data.rounds[0]).toEqual(draw.rounds[0]);
    for (const round of dry.body.data.rounds.slice(1)) {
      expect(round.matches).toHaveLength(3);
      expect(JSON.stringify(round)).not.toContain(gone.id);
    }
    // Nothing saved, nothing mailed.
    const still = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    expect(still.rounds).toEqual(draw.rounds);
    expect(still.updated_at).toBe(draw.updated_at);
    expect(await openWindows(t, eventId)).toEqual([]);

    const real = await organiser.post(path, { from_round: 2, absent: [gone.id] });
    expect(real.status).toBe(200);
    expect(real.body.data.rounds).toEqual(dry.body.data.rounds);
    expect(real.body.data.changes).toEqual(dry.body.data.changes);
    expect(real.body.data.rounds[0]).toEqual(draw.rounds[0]);
    expect(real.body.data.stale).toBe(false);
    const saved = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    expect(saved.rounds).toEqual(real.body.data.rounds);
    expect(saved.options.absent).toEqual([gone.id]);

    const moved = real.body.data.changes.map((c: { user_id: string }) => c.user_id);
    expect(await openWindows(t, eventId)).toEqual([...moved].sort());
    await ageChangeWindows(t);
    await runJob(t, 'outbox');
    await settled(t);
    for (const p of players) {
      const mails = await mailbox.all(p.email);
      expect(mails.length).toBe(moved.includes(p.id) ? 2 : 1);
    }
    // Fewer than everyone moved (16 played; 3 courts now).
    expect(moved.length).toBeLessThan(players.length);
  });

  it('a cancellation and a promotion make the draw stale with a repair hint; a body with only from_round applies it', async () => {
    const { eventId, players, organiser, draw } = await published();
    const left = players[5];
    await t.db.query(`DELETE FROM signups WHERE event_id = $1 AND user_id = $2`, [eventId, left.id]);
    const joined = await createClubUser(t.db, club, 'clubmember', undefined, 'Player 17');
    await createSignup(t.db, club, eventId, joined.id);

    const stale = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    expect(stale.stale).toBe(true);
    expect(stale.repair_hint).toEqual({
      left: [{ user_id: left.id, name: left.name }],
      joined: [{ user_id: joined.id, name: 'Player 17' }],
    });
    // Players do not see the hint.
    const { browser: member } = await browserAs(t, club, 'clubmember');
    expect((await member.get(`/api/events/${eventId}/draw`)).body.data.repair_hint).toBeUndefined();

    const repaired = await organiser.post(`/api/events/${eventId}/draw/repair`, { from_round: 3 });
    expect(repaired.status).toBe(200);
    const data = repaired.body.data;
    expect(data.stale).toBe(false);
    expect(data.repair_hint).toBeNull();
    expect(data.rounds.slice(0, 2)).toEqual(draw.rounds.slice(0, 2));
    for (const round of data.rounds.slice(2)) {
      expect(JSON.stringify(round)).toContain(joined.id);
      expect(JSON.stringify(round)).not.toContain(left.id);
    }
    expect(data.warnings.filter((w: { round?: number }) => (w.round ?? 99) < 3)).toEqual([]);
    const after = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    expect(after.stale).toBe(false);
    expect(after.repair_hint).toBeNull();
    // The player who cancelled is not mailed; the one who joined is.
    const windows = await openWindows(t, eventId);
    expect(windows).toContain(joined.id);
    expect(windows).not.toContain(left.id);
  });

  it('with nothing changed answers the same draw and mails nobody', async () => {
    const { eventId, organiser, draw } = await published();
    const answer = await organiser.post(`/api/events/${eventId}/draw/repair`, { from_round: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.rounds).toEqual(draw.rounds);
    expect(answer.body.data.changes).toEqual([]);
    expect(await openWindows(t, eventId)).toEqual([]);
  });

  it('refuses what cannot be repaired, with messages', async () => {
    const { eventId, players, organiser } = await published();
    const path = `/api/events/${eventId}/draw/repair`;
    const outsider = await createClubUser(t.db, club, 'clubmember', undefined, 'Not Signed Up');
    const cases: [object, string, string][] = [
      [{}, 'from_round', 'from_round must be one of the rounds of the draw'],
      [{ from_round: 0 }, 'from_round', 'from_round must be one of the rounds of the draw'],
      [{ from_round: 6 }, 'from_round', 'from_round must be one of the rounds of the draw'],
      [{ from_round: 2, absent: [outsider.id] }, 'absent', 'Only confirmed players of this event'],
      [{ from_round: 2, add: [players[0].id] }, 'add', 'A player to add is already in the draw'],
      [
        { from_round: 2, arrives_from_round: { [players[0].id]: 9 } },
        'arrives_from_round',
        'An arrival round',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await organiser.post(path, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const flag = await organiser.post(`${path}?dry_run=maybe`, { from_round: 2 });
    expect(flag.status).toBe(400);
    expect(JSON.stringify(flag.body)).toContain('dry_run must be true or false');

    const { eventId: draft } = await eventWithPlayers(t, club, 4);
    await organiser.post(`/api/events/${draft}/draw`, { courts: ['Court 1'], rounds: 2, seed: 1 });
    const unpublished = await organiser.post(`/api/events/${draft}/draw/repair`, { from_round: 1 });
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.message ?? JSON.stringify(unpublished.body)).toContain('Only a published draw');
  });
});
