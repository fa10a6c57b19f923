import type { DrawRound } from '@courtside/domain';
import { browserAs, eventWithPlayers } from './support/draws';
import {
  createClub,
  createClubUser,
  createSignup,
  uniqueEmail,
  type TestClub,
  type TestUser,
} from './support/factories';
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
      // No round length: nobody can be placed in time, so they join from the repair's from_round.
      joined: [{ user_id: joined.id, name: 'Player 17', arrives_from_round: null }],
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

  /** Puts an event's start (and end) at offsets from the database's now on the club's clock. */
  const timeEvent = (eventId: string, start: string, end: string) =>
    t.db.query(
      `UPDATE events e SET start_time = (now() AT TIME ZONE c.timezone) + $2::interval,
                           end_time = (now() AT TIME ZONE c.timezone) + $3::interval
         FROM clubs c WHERE c.id = e.club_id AND e.id = $1`,
      [eventId, start, end],
    );

  /** Sets when a person's attendance was recorded, relative to the event's start. */
  const recordedAt = (eventId: string, userId: string, afterStart: string) =>
    t.db.query(
      `UPDATE attendance a SET recorded_at = (e.start_time + $3::interval) AT TIME ZONE c.timezone
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.id = a.event_id AND a.event_id = $1 AND a.user_id = $2`,
      [eventId, userId, afterStart],
    );

  const auditOf = async (eventId: string): Promise<{ action: string; summary: string }[]> =>
    t.db.query(
      `SELECT action, summary FROM audit_log WHERE club_id = $1 AND target_id = $2 ORDER BY at, id`,
      [club.id, eventId],
    );

  /**
   * 12 players on 3 courts, 5 rounds of 20 minutes, published, on an evening that began 25 minutes
   * ago (round 2 is on, so the next round is 3); everyone was checked in before the start.
   */
  async function evening() {
    const { eventId, players } = await eventWithPlayers(t, club, 12);
    await timeEvent(eventId, '-25 minutes', '95 minutes');
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    const made = await organiser.post(`/api/events/${eventId}/draw`, {
      courts: ['Court 1', 'Court 2', 'Court 3'],
      rounds: 5,
      round_minutes: 20,
      seed: 5,
    });
    expect(made.status).toBe(201);
    const done = await organiser.post(`/api/events/${eventId}/draw/publish`);
    expect(done.status).toBe(200);
    for (const p of players) await mailbox.waitForMail(p.email);
    for (const p of players.slice(0, 8)) {
      const res = await organiser.post(`/api/events/${eventId}/attendance`, {
        user_id: p.id,
        status: 'present',
      });
      expect(res.status).toBe(200);
      await recordedAt(eventId, p.id, '-10 minutes');
    }
    return { eventId, players, organiser, draw: done.body.data };
  }

  it('check-ins before the start change nothing; an absence, a walk-in and a late arrival make the draw stale with a hint', async () => {
    const { eventId, players, organiser, draw } = await evening();
    const path = `/api/events/${eventId}/draw`;
    const onTime = (await organiser.get(path)).body.data;
    expect(onTime.stale).toBe(false);
    expect(onTime.repair_hint).toBeNull();

    // A second scan of the code keeps the first check-in's time: still on time.
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: players[0].id, status: 'present' });
    expect((await organiser.get(path)).body.data.stale).toBe(false);

    const gone = players[9];
    const late = players[10];
    const walkIn = await createClubUser(t.db, club, 'clubmember', undefined, 'Walk In');
    expect(
      (await organiser.post(`/api/events/${eventId}/attendance`, { user_id: gone.id, status: 'absent' }))
        .status,
    ).toBe(200);
    const absentOnly = (await organiser.get(path)).body.data;
    expect(absentOnly.stale).toBe(true);
    expect(absentOnly.repair_hint).toEqual({ left: [{ user_id: gone.id, name: gone.name }], joined: [] });
    // Nothing changed by itself.
    expect(absentOnly.rounds).toEqual(draw.rounds);
    // Players see the draw stale too, without the hint.
    const { browser: member } = await browserAs(t, club, 'clubmember');
    const seen = (await member.get(path)).body.data;
    expect(seen.stale).toBe(true);
    expect(seen.repair_hint).toBeUndefined();

    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: walkIn.id, status: 'present' });
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: late.id, status: 'present' });
    const stale = (await organiser.get(path)).body.data;
    expect(stale.stale).toBe(true);
    expect(stale.repair_hint.left).toEqual([{ user_id: gone.id, name: gone.name }]);
    expect(stale.repair_hint.joined).toEqual(
      [
        { user_id: walkIn.id, name: 'Walk In', arrives_from_round: 3 },
        { user_id: late.id, name: late.name, arrives_from_round: 3 },
      ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
    );
    expect(stale.rounds).toEqual(draw.rounds);

    // The preview writes nothing: no change, no mail, no audit entry.
    const repair = `/api/events/${eventId}/draw/repair`;
    const dry = await organiser.post(`${repair}?dry_run=true`, { from_round: 3 });
    expect(dry.status).toBe(200);
    expect((await organiser.get(path)).body.data.updated_at).toBe(stale.updated_at);
    expect(await openWindows(t, eventId)).toEqual([]);
    expect((await auditOf(eventId)).map((a) => a.action)).toEqual(['draw.published']);

    const real = await organiser.post(repair, { from_round: 3 });
    expect(real.status).toBe(200);
    const data = real.body.data;
    expect(data.rounds).toEqual(dry.body.data.rounds);
    expect(data.changes).toEqual(dry.body.data.changes);
    expect(data.rounds.slice(0, 2)).toEqual(draw.rounds.slice(0, 2));
    for (const round of data.rounds.slice(2)) {
      expect(JSON.stringify(round)).not.toContain(gone.id);
      expect(JSON.stringify(round)).toContain(walkIn.id);
      expect(JSON.stringify(round)).toContain(late.id);
    }
    expect(data.options.absent).toEqual([gone.id]);
    expect(data.options.arrives_from_round).toEqual({ [walkIn.id]: 3, [late.id]: 3 });
    expect(data.stale).toBe(false);
    expect(data.repair_hint).toBeNull();
    const after = (await organiser.get(path)).body.data;
    expect(after.stale).toBe(false);
    expect(after.repair_hint).toBeNull();

    // Audited once, with the round and how many players changed.
    const audit = await auditOf(eventId);
    expect(audit.map((a) => a.action)).toEqual(['draw.published', 'draw.repaired']);
    expect(audit[1].summary).toBe(`Repaired from round 3: ${data.changes.length} player(s) changed`);
    const { browser: admin } = await browserAs(t, club, 'clubadmin');
    const log = await admin.get('/api/club/audit-log?action=draw.repaired');
    expect(log.status).toBe(200);
    expect(log.body.data.filter((e: { target_id: string }) => e.target_id === eventId)).toEqual([
      expect.objectContaining({ action: 'draw.repaired', summary: audit[1].summary }),
    ]);

    // The one marked absent is not mailed; the walk-in is.
    const windows = await openWindows(t, eventId);
    expect(windows).toContain(walkIn.id);
    expect(windows).not.toContain(gone.id);
  });

  it('someone checked in before their arrival round needs no repair; after the last round began nobody joins', async () => {
    const { eventId, players, organiser } = await evening();
    const path = `/api/events/${eventId}/draw`;
    // Checked in on time for a round they start late in (their arrival round): not late.
    const repaired = await organiser.post(`${path}/repair`, {
      from_round: 3,
      arrives_from_round: { [players[11].id]: 4 },
    });
    expect(repaired.status).toBe(200);
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: players[11].id, status: 'present' });
    await recordedAt(eventId, players[11].id, '50 minutes');
    expect((await organiser.get(path)).body.data.stale).toBe(false);

    // The last round (5) began 80 minutes after the start: a walk-in can no longer join.
    await timeEvent(eventId, '-85 minutes', '35 minutes');
    const walkIn = await createClubUser(t.db, club, 'clubmember', undefined, 'Too Late');
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: walkIn.id, status: 'present' });
    const late = (await organiser.get(path)).body.data;
    expect(late.repair_hint?.joined ?? []).toEqual([]);
  });

  it('making a draw leaves out the people marked absent', async () => {
    const { eventId, players } = await eventWithPlayers(t, club, 9);
    await timeEvent(eventId, '-5 minutes', '115 minutes');
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: players[2].id, status: 'absent' });
    const made = await organiser.post(`/api/events/${eventId}/draw`, {
      courts: ['Court 1', 'Court 2'],
      rounds: 3,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.options.absent).toEqual([players[2].id]);
    expect(JSON.stringify(made.body.data.rounds)).not.toContain(players[2].id);
    expect(made.body.data.stale).toBe(false);
    expect(made.body.data.repair_hint).toBeNull();

    // Left out, then came after all: they join from the next round once the draw is repaired.
    expect((await organiser.post(`/api/events/${eventId}/draw/publish`)).status).toBe(200);
    await organiser.post(`/api/events/${eventId}/attendance`, { user_id: players[2].id, status: 'present' });
    const came = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    expect(came.stale).toBe(true);
    // No round length: they join from the repair's from_round.
    expect(came.repair_hint).toEqual({
      left: [],
      joined: [{ user_id: players[2].id, name: players[2].name, arrives_from_round: null }],
    });
    const repaired = await organiser.post(`/api/events/${eventId}/draw/repair`, { from_round: 2 });
    expect(repaired.status).toBe(200);
    expect(repaired.body.data.stale).toBe(false);
    expect(JSON.stringify(repaired.body.data.rounds.slice(1))).toContain(players[2].id);
    expect(JSON.stringify(repaired.body.data.rounds[0])).not.toContain(players[2].id);
  });

  it('a player without a name is Player {n} in every reading of the draw, never their e-mail', async () => {
    const { eventId, players } = await eventWithPlayers(t, club, 7);
    const email = uniqueEmail('nameless-leak');
    const local = email.split('@')[0];
    const nameless = await createClubUser(t.db, club, 'clubmember', email, null);
    await createSignup(t.db, club, eventId, nameless.id);
    await timeEvent(eventId, '-5 minutes', '115 minutes');
    // n: their place in the draw input's order, the confirmed players by user id.
    const order = [...players.map((p) => p.id), nameless.id].sort();
    const label = `Player ${order.indexOf(nameless.id) + 1}`;

    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    const made = await organiser.post(`/api/events/${eventId}/draw`, {
      courts: ['Court 1', 'Court 2'],
      rounds: 3,
      round_minutes: 20,
      seed: 3,
    });
    expect(made.status).toBe(201);
    expect((await organiser.post(`/api/events/${eventId}/draw/publish`)).status).toBe(200);
    const nameOf = (draw: { players: { user_id: string; name: string }[] }) =>
      draw.players.find((p) => p.user_id === nameless.id)?.name;

    const staff = await organiser.get(`/api/events/${eventId}/draw`);
    expect(nameOf(staff.body.data)).toBe(label);
    const { browser: member } = await browserAs(t, club, 'clubmember');
    const seen = await member.get(`/api/events/${eventId}/draw`);
    expect(nameOf(seen.body.data)).toBe(label);
    const link = (await organiser.post(`/api/events/${eventId}/display-link`)).body.data.url as string;
    const display = await t.client(club.subdomain).get(`/api/display/${link.split('/clubhouse/')[1]}`);
    expect(display.status).toBe(200);
    expect(nameOf(display.body.data.draw)).toBe(label);
    for (const body of [staff.text, seen.text, display.text]) expect(body).not.toContain(local);

    // The mails: the player's own and their partners' and opponents'.
    const mine = await mailbox.waitForMail(email);
    expect(mine.text).toContain(`${label},`);
    for (const p of players) await mailbox.waitForMail(p.email);
    for (const mail of [mine, ...(await Promise.all(players.map((p) => mailbox.all(p.email)))).flat()]) {
      expect(mail.text).not.toContain(local);
      expect(mail.html).not.toContain(local);
    }
    const named = (await Promise.all(players.map((p) => mailbox.all(p.email)))).flat();
    expect(named.some((m) => m.text.includes(label))).toBe(true);
  });

  it('with nothing changed answers the same draw and mails nobody', async () => {
    const { eventId, organiser, draw } = await published();
    const answer = await organiser.post(`/api/events/${eventId}/draw/repair`, { from_round: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.rounds).toEqual(draw.rounds);
    expect(answer.body.data.changes).toEqual([]);
    expect(await openWindows(t, eventId)).toEqual([]);
    expect((await auditOf(eventId)).map((a) => a.action)).toEqual(['draw.published']);
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
