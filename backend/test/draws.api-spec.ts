import {
  API_ERRORS,
  DRAW_ALGORITHM_VERSION,
  evaluateDraw,
  HIDDEN_NAME_LABEL,
  makeDraw,
  toInternalLevel,
  VALIDATION,
  type DrawRound,
} from '@courtside/domain';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/demo/demo-seed';
import { ENTITIES } from '../src/entities';
import { browserAs, drawnEvent, eventWithPlayers, TWO_COURTS } from './support/draws';
import { createClub, createClubUser, createEvent, createSignup, type TestClub } from './support/factories';
import type { HttpClient } from './support/http-client';
import { createIsolatedDatabase } from './support/isolated-database';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

const FOUR_COURTS = { courts: ['Court 1', 'Court 2', 'Court 3', 'Court 4'], rounds: 6, seed: 2024 };

/** The draw as JSON without its timestamps: what must be byte for byte the same. */
const drawJson = (draw: Record<string, unknown>) => {
  const { created_at: _c, updated_at: _u, ...rest } = draw;
  return JSON.stringify(rest);
};

describe('the mix-in draw', () => {
  let t: TestApp;
  let club: TestClub;
  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  describe('making one', () => {
    it('draws 18 confirmed players on 4 courts for 6 rounds: every hard rule, names, metrics', async () => {
      const { eventId, players } = await eventWithPlayers(t, club, 18);
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const res = await organiser.post(`/api/events/${eventId}/draw`, { ...FOUR_COURTS, round_minutes: 20 });
      expect(res.status).toBe(201);
      const draw = res.body.data;
      expect(draw).toMatchObject({
        event_id: eventId,
        seed: 2024,
        algorithm_version: DRAW_ALGORITHM_VERSION,
        published_at: null,
        stale: false,
        courts: FOUR_COURTS.courts,
        round_minutes: 20,
        warnings: [],
        options: { mix: 0.3, locked_pairs: [], avoid_pairs: [], absent: [], arrives_from_round: {} },
      });
      expect(draw.rounds).toHaveLength(6);
      const partners = new Set<string>();
      const sitOuts = new Map<string, number>();
      for (const round of draw.rounds as DrawRound[]) {
        expect(round.matches.map((m) => m.court)).toEqual(FOUR_COURTS.courts);
        const named = [...round.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...round.sitting_out];
        expect(named.sort()).toEqual(players.map((p) => p.id).sort());
        for (const m of round.matches) {
          for (const [a, b] of [m.team_a, m.team_b]) {
            const key = [a, b].sort().join();
            expect(partners.has(key)).toBe(false);
            partners.add(key);
          }
        }
        for (const id of round.sitting_out) sitOuts.set(id, (sitOuts.get(id) ?? 0) + 1);
      }
      // 2 of 18 sit out each round: 12 sit-outs, nobody twice.
      expect([sitOuts.size, Math.max(...sitOuts.values())]).toEqual([12, 1]);
      expect(draw.metrics).toMatchObject({
        partner_repeats: 0,
        consecutive_sit_outs: 0,
        sit_out_min: 0,
        sit_out_max: 1,
        // Nobody has a level: everyone plays at the middle of the scale, so nobody is carried.
        lower_bounds: { partner_repeats: 0, max_opponent_meetings: 1, sit_out_spread: 1 },
        partner_opponent_gap: { mean_abs: 0, max: 0 },
      });
      expect(draw.players).toHaveLength(18);
      expect(draw.players[0]).toEqual({
        user_id: expect.any(String),
        name: expect.stringMatching(/^Player \d\d$/),
        level: 5,
        rated: false,
        partner_minus_opponent: 0,
      });
      expect(draw.players.map((p: { user_id: string }) => p.user_id)).toEqual(
        players.map((p) => p.id).sort(),
      );
    });

    it('gives the same JSON for the same sign-ups, settings and seed, the one the algorithm gives', async () => {
      const { eventId, players } = await eventWithPlayers(t, club, 10);
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const body = { courts: ['A', 'B'], rounds: 5, mix: 0.6, seed: 99 };
      const first = await organiser.post(`/api/events/${eventId}/draw`, body);
      const second = await organiser.post(`/api/events/${eventId}/draw`, body);
      expect(second.status).toBe(201);
      expect(drawJson(second.body.data)).toBe(drawJson(first.body.data));
      expect(drawJson((await organiser.get(`/api/events/${eventId}/draw`)).body.data)).toBe(
        drawJson(first.body.data),
      );
      const expected = makeDraw({
        players: players.map((p) => ({ id: p.id, name: p.name!, level: null })),
        courts: body.courts,
        rounds: body.rounds,
        mix: body.mix,
        seed: body.seed,
      });
      expect(JSON.stringify(first.body.data.rounds)).toBe(JSON.stringify(expected.rounds));
      expect(first.body.data.metrics).toEqual(expected.metrics);
    });

    it('draws a random seed when none is given, and replaces a draft with a new draw', async () => {
      const { eventId } = await eventWithPlayers(t, club, 8);
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const seeds = new Set<number>();
      for (let i = 0; i < 3; i++) {
        const res = await organiser.post(`/api/events/${eventId}/draw`, {
          courts: ['Court 1', 'Court 2'],
          rounds: 3,
        });
        expect(res.status).toBe(201);
        expect(
          Number.isInteger(res.body.data.seed) && res.body.data.seed >= 0 && res.body.data.seed <= 0xffffffff,
        ).toBe(true);
        seeds.add(res.body.data.seed);
      }
      expect(seeds.size).toBeGreaterThan(1);
      const replaced = await organiser.post(`/api/events/${eventId}/draw`, {
        courts: ['Centre'],
        rounds: 2,
        seed: 5,
      });
      const read = await organiser.get(`/api/events/${eventId}/draw`);
      expect(read.body.data).toMatchObject({ seed: 5, courts: ['Centre'] });
      expect(drawJson(read.body.data)).toBe(drawJson(replaced.body.data));
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM draws WHERE event_id = $1`, [
        eventId,
      ]);
      expect(count).toBe(1);
    });

    it('uses levels on the club scale, converted, and the club median for players without one', async () => {
      const knltb = await createClub(t.db);
      await t.db.query(`UPDATE clubs SET rating_scale = 'knltb' WHERE id = $1`, [knltb.id]);
      const { eventId, players } = await eventWithPlayers(t, knltb, 5);
      const levels = [3.5, 6, 7.2, 8];
      for (const [i, level] of levels.entries()) {
        await t.db.query(`UPDATE club_memberships SET level = $3 WHERE club_id = $1 AND user_id = $2`, [
          knltb.id,
          players[i].id,
          level,
        ]);
      }
      // Members who do not play count for the median too: 3.5, 4, 6, 7.2, 8 -> 6.
      const bystander = await createClubUser(t.db, knltb, 'clubmember');
      await t.db.query(`UPDATE club_memberships SET level = 4 WHERE club_id = $1 AND user_id = $2`, [
        knltb.id,
        bystander.id,
      ]);
      const { browser: organiser } = await browserAs(t, knltb, 'cluborganiser');
      const draw = (
        await organiser.post(`/api/events/${eventId}/draw`, { courts: ['Court 1'], rounds: 2, seed: 1 })
      ).body.data;
      const byId = new Map(draw.players.map((p: { user_id: string }) => [p.user_id, p]));
      for (const [i, level] of levels.entries()) {
        expect(byId.get(players[i].id)).toMatchObject({
          level: toInternalLevel('knltb', level),
          rated: true,
        });
      }
      expect(byId.get(players[4].id)).toMatchObject({ level: toInternalLevel('knltb', 6), rated: false });
    });

    it('refuses fewer than 4 confirmed players with a clear 400 (waitlisted ones do not count)', async () => {
      const event = await createEvent(t.db, club, { capacity: 3 });
      for (const status of ['confirmed', 'confirmed', 'confirmed', 'waitlisted'] as const) {
        await createSignup(t.db, club, event.id, (await createClubUser(t.db, club, 'clubmember')).id, status);
      }
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const res = await organiser.post(`/api/events/${event.id}/draw`, TWO_COURTS);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${API_ERRORS.drawTooFewPlayers} (this event has 3)`);
      expect((await organiser.get(`/api/events/${event.id}/draw`)).status).toBe(404);
    });

    it('validates the body, and answers structural problems with the algorithm’s message', async () => {
      const { eventId, players } = await eventWithPlayers(t, club, 8);
      const outsider = await createClubUser(t.db, club, 'clubmember');
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const post = (body: object) =>
        organiser.post(`/api/events/${eventId}/draw`, { ...TWO_COURTS, ...body });
      const fieldErrors: [object, string, string][] = [
        [{ courts: [] }, 'courts', VALIDATION.courtsInvalid],
        [{ courts: Array.from({ length: 41 }, (_, i) => `C${i}`) }, 'courts', VALIDATION.courtsInvalid],
        [{ courts: ['x'.repeat(41)] }, 'courts', VALIDATION.courtNameInvalid],
        [{ courts: ['  '] }, 'courts', VALIDATION.courtNameInvalid],
        [{ courts: ['A', ' A '] }, 'courts', VALIDATION.courtNamesRepeated],
        [{ courts: ['Court 1', 'Court\r\n2'] }, 'courts', VALIDATION.courtNameCharacters],
        [{ courts: ['Court\u001b 1'] }, 'courts', VALIDATION.courtNameCharacters],
        [{ courts: ['Court \u202e1', 'Court 2'] }, 'courts', VALIDATION.courtNameCharacters],
        [{ rounds: 0 }, 'rounds', VALIDATION.drawRoundsInvalid],
        [{ rounds: 21 }, 'rounds', VALIDATION.drawRoundsInvalid],
        [{ rounds: 2.5 }, 'rounds', VALIDATION.drawRoundsInvalid],
        [{ round_minutes: 0 }, 'round_minutes', VALIDATION.roundMinutesInvalid],
        [{ mix: 1.5 }, 'mix', VALIDATION.mixInvalid],
        [{ mix: '0.3' }, 'mix', VALIDATION.mixInvalid],
        [{ seed: -1 }, 'seed', VALIDATION.seedInvalid],
        [{ seed: 2 ** 32 }, 'seed', VALIDATION.seedInvalid],
        [{ locked_pairs: [[players[0].id]] }, 'locked_pairs', VALIDATION.userPairsInvalid],
        [
          { avoid_pairs: [[players[0].id, players[0].id.toUpperCase()]] },
          'avoid_pairs',
          VALIDATION.userPairsInvalid,
        ],
        [{ absent: ['nobody'] }, 'absent', VALIDATION.userIdsInvalid],
        [{ arrives_from_round: { [players[0].id]: 0 } }, 'arrives_from_round', VALIDATION.arrivalsInvalid],
        [{ arrives_from_round: [players[0].id] }, 'arrives_from_round', VALIDATION.arrivalsInvalid],
        [{ surprise: true }, 'surprise', VALIDATION.unknownProperty],
      ];
      for (const [body, field, message] of fieldErrors) {
        const res = await post(body);
        expect({ body, status: res.status, error: res.body.errors?.[field] }).toEqual({
          body,
          status: 400,
          error: message,
        });
      }
      // A court name counts characters as a person sees them: 40 tennis balls fit.
      expect((await post({ courts: ['🎾'.repeat(40), 'Court 2'] })).status).toBe(201);

      const structural: [object, RegExp][] = [
        [
          { locked_pairs: [[players[0].id, outsider.id]] },
          new RegExp(`A locked pair names ${outsider.id}, who is not among the players`),
        ],
        [{ absent: [outsider.id] }, /absent names .* who is not among the players/],
        [{ absent: players.slice(0, 5).map((p) => p.id) }, /at least 4 players present; there are 3/],
        [
          {
            courts: ['Court 1'],
            locked_pairs: [
              [players[0].id, players[1].id],
              [players[2].id, players[3].id],
              [players[4].id, players[5].id],
            ],
          },
          /3 locked pairs but only 2 team places/,
        ],
      ];
      for (const [body, message] of structural) {
        const res = await post(body);
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 400,
          message: expect.stringMatching(message),
        });
      }
      // Upper-case ids name the same people.
      const locked = await post({ locked_pairs: [[players[0].id.toUpperCase(), players[1].id]] });
      expect(locked.status).toBe(201);
      expect(locked.body.data.options.locked_pairs).toEqual([[players[0].id, players[1].id]]);
    });
  });

  describe('who sees it', () => {
    it('shows a draft to staff only; once published, to every signed-in user of the club, without levels', async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club);
      const { browser: member } = await browserAs(t, club, 'clubmember');
      const { browser: guest } = await browserAs(t, club, 'clubguest');
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      for (const who of [member, guest]) {
        const hidden = await who.get(`/api/events/${eventId}/draw`);
        expect(hidden.status).toBe(404);
        expect(hidden.body.message).toBe(API_ERRORS.drawNotFound);
      }
      expect((await admin.get(`/api/events/${eventId}/draw`)).body.data.players[0].level).toEqual(
        expect.any(Number),
      );
      expect((await member.post(`/api/events/${eventId}/draw/publish`)).status).toBe(403);

      const published = await organiser.post(`/api/events/${eventId}/draw/publish`);
      expect(published.status).toBe(200);
      expect(published.body.data.published_at).toEqual(expect.stringMatching(/Z$/));
      const seen = (await member.get(`/api/events/${eventId}/draw`)).body.data;
      expect(seen.rounds).toEqual(draw.rounds);
      expect(seen.metrics).toEqual(draw.metrics);
      expect(seen.players[0]).toEqual({ user_id: draw.players[0].user_id, name: draw.players[0].name });
      expect(draw.players[0]).toHaveProperty('partner_minus_opponent');
      expect(seen.metrics).toHaveProperty('partner_opponent_gap');
      expect(seen).not.toHaveProperty('warnings');
      expect(seen).not.toHaveProperty('options');
      // Guests never play in a draw, and never see one (API.md, decisions for part three).
      const refused = await guest.get(`/api/events/${eventId}/draw`);
      expect([refused.status, refused.body.message]).toEqual([404, API_ERRORS.drawNotFound]);
    });

    it('names a player who hides their name as Member to other members, never to staff or to them', async () => {
      const { eventId, players, organiser } = await drawnEvent(t, club, { publish: true });
      const [shy, teammate] = players;
      const as = (user: { id: string }) =>
        signIn(t, t.client(club.subdomain), {
          kind: 'club',
          userId: user.id,
          clubId: club.id,
          userType: 'clubmember',
        });
      const shyBrowser = await as(shy);
      expect((await shyBrowser.put('/api/me/profile', { show_my_name: false })).status).toBe(200);
      const nameOfShy = async (reader: HttpClient) => {
        const res = await reader.get(`/api/events/${eventId}/draw`);
        expect(res.status).toBe(200);
        return res.body.data.players.find((p: { user_id: string }) => p.user_id === shy.id).name;
      };
      const { browser: member } = await browserAs(t, club, 'clubmember');
      expect(await nameOfShy(await as(teammate))).toBe(HIDDEN_NAME_LABEL);
      expect(await nameOfShy(member)).toBe(HIDDEN_NAME_LABEL);
      expect(await nameOfShy(shyBrowser)).toBe(shy.name);
      expect(await nameOfShy(organiser)).toBe(shy.name);
      // Everyone else keeps their name.
      const seen = (await member.get(`/api/events/${eventId}/draw`)).body.data.players;
      expect(seen.filter((p: { name: string }) => p.name === HIDDEN_NAME_LABEL)).toHaveLength(1);
    });

    it('the demo seed has a player who hides their name in a published draw', async () => {
      const database = await createIsolatedDatabase('draws_demo');
      const db = await new DataSource(
        dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES),
      ).initialize();
      try {
        expect(await seedDemoData(db)).toBe(true);
        const rows = await db.query(
          `SELECT u.email FROM draws d
             JOIN events e ON e.id = d.event_id
             JOIN signups s ON s.event_id = e.id
             JOIN club_memberships m ON m.club_id = e.club_id AND m.user_id = s.user_id
             JOIN users u ON u.id = s.user_id
            WHERE e.name = 'Club Night Mix-in' AND d.published_at IS NOT NULL AND NOT m.show_my_name`,
        );
        expect(rows).toEqual([{ email: 'isla.campbell@riverside.test' }]);
      } finally {
        await db.destroy();
        await database.drop();
      }
    }, 60_000);

    it('is invisible from another club (404 for every call), and 404 for a missing or malformed event', async () => {
      const { eventId, draw } = await drawnEvent(t, club, { publish: true });
      const other = await createClub(t.db);
      const { browser: stranger } = await browserAs(t, other, 'clubadmin');
      const calls = [
        stranger.get(`/api/events/${eventId}/draw`),
        stranger.post(`/api/events/${eventId}/draw`, TWO_COURTS),
        stranger.put(`/api/events/${eventId}/draw`, { rounds: [draw.rounds[0]] }),
        stranger.post(`/api/events/${eventId}/draw/rounds/1/regenerate`, {}),
        stranger.post(`/api/events/${eventId}/draw/publish`),
      ];
      for (const res of await Promise.all(calls)) {
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 404,
          message: API_ERRORS.eventNotFound,
        });
      }
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      expect((await organiser.get('/api/events/00000000-0000-4000-8000-000000000000/draw')).status).toBe(404);
      expect((await organiser.get('/api/events/not-an-id/draw')).status).toBe(404);
      const fresh = await createEvent(t.db, club);
      const none = await organiser.post(`/api/events/${fresh.id}/draw/publish`);
      expect({ status: none.status, message: none.body.message }).toEqual({
        status: 404,
        message: API_ERRORS.drawNotFound,
      });
    });
  });

  describe('after publishing', () => {
    it('refuses a new draw (409) and a second publish (409), but takes hand edits and redraws', async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club, { publish: true });
      const again = await organiser.post(`/api/events/${eventId}/draw`, TWO_COURTS);
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 409,
        message: API_ERRORS.drawPublished,
      });
      const twice = await organiser.post(`/api/events/${eventId}/draw/publish`);
      expect({ status: twice.status, message: twice.body.message }).toEqual({
        status: 409,
        message: API_ERRORS.drawAlreadyPublished,
      });
      expect((await organiser.put(`/api/events/${eventId}/draw`, { rounds: [draw.rounds[1]] })).status).toBe(
        200,
      );
      const redrawn = await organiser.post(`/api/events/${eventId}/draw/rounds/3/regenerate`, { seed: 1 });
      expect(redrawn.status).toBe(200);
      expect(redrawn.body.data.published_at).toBe(draw.published_at);
    });

    it('refuses any change once the event is cancelled (409), still showing the draw', async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club);
      await t.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [eventId]);
      for (const res of [
        await organiser.post(`/api/events/${eventId}/draw`, TWO_COURTS),
        await organiser.put(`/api/events/${eventId}/draw`, { rounds: [draw.rounds[0]] }),
        await organiser.post(`/api/events/${eventId}/draw/rounds/1/regenerate`, {}),
        await organiser.post(`/api/events/${eventId}/draw/publish`),
      ]) {
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 409,
          message: API_ERRORS.drawEventCancelled,
        });
      }
      expect((await organiser.get(`/api/events/${eventId}/draw`)).status).toBe(200);
    });
  });

  describe('redrawing from a round', () => {
    it('keeps the rounds before it byte for byte and redraws the rest, the same for the same seed', async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club, {
        players: 10,
        body: { ...TWO_COURTS, rounds: 6 },
      });
      const path = `/api/events/${eventId}/draw/rounds/3/regenerate`;
      const redrawn = (await organiser.post(path, { seed: 12345 })).body.data;
      expect(JSON.stringify(redrawn.rounds.slice(0, 2))).toBe(JSON.stringify(draw.rounds.slice(0, 2)));
      expect(JSON.stringify(redrawn.rounds.slice(2))).not.toBe(JSON.stringify(draw.rounds.slice(2)));
      expect(redrawn.seed).toBe(12345);
      expect(redrawn.metrics.partner_repeats).toBe(0);

      // The same draw, round and seed: the same redraw.
      await organiser.post(`/api/events/${eventId}/draw`, { ...TWO_COURTS, rounds: 6 });
      const repeated = (await organiser.post(path, { seed: 12345 })).body.data;
      expect(JSON.stringify(repeated.rounds)).toBe(JSON.stringify(redrawn.rounds));
      // Without a seed: a fresh one.
      const fresh = (await organiser.post(path, {})).body.data;
      expect(JSON.stringify(fresh.rounds.slice(0, 2))).toBe(JSON.stringify(draw.rounds.slice(0, 2)));
    });

    it('takes players who leave or come late for the redrawn rounds', async () => {
      const { eventId, organiser, players } = await drawnEvent(t, club, {
        players: 10,
        body: { ...TWO_COURTS, rounds: 6 },
      });
      const [leaver, late] = [players[0].id, players[1].id];
      const res = await organiser.post(`/api/events/${eventId}/draw/rounds/4/regenerate`, {
        absent: [leaver],
        arrives_from_round: { [late]: 5 },
      });
      expect(res.status).toBe(200);
      const rounds = res.body.data.rounds as DrawRound[];
      const names = (r: DrawRound) => [
        ...r.matches.flatMap((m) => [...m.team_a, ...m.team_b]),
        ...r.sitting_out,
      ];
      for (const r of rounds.slice(3)) expect(names(r)).not.toContain(leaver);
      expect(names(rounds[3])).not.toContain(late);
      expect(
        rounds[4].matches.flatMap((m) => [...m.team_a, ...m.team_b]).concat(rounds[4].sitting_out),
      ).toContain(late);
      expect(res.body.data.options).toMatchObject({ absent: [leaver], arrives_from_round: { [late]: 5 } });
    });

    it('refuses a round that is not one of the draw’s, and unknown players', async () => {
      const { eventId, organiser } = await drawnEvent(t, club);
      for (const round of ['0', '5', 'abc', '1.5', '-1']) {
        const res = await organiser.post(`/api/events/${eventId}/draw/rounds/${round}/regenerate`, {});
        expect({ round, status: res.status, message: res.body.message }).toEqual({
          round,
          status: 400,
          message: 'The round to redraw from must be 1 to 4',
        });
      }
      const outsider = await createClubUser(t.db, club, 'clubmember');
      const res = await organiser.post(`/api/events/${eventId}/draw/rounds/2/regenerate`, {
        absent: [outsider.id],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/who is not among the players/);
    });
  });

  describe('hand edits', () => {
    it('answers a swap with recomputed metrics and warnings, and keeps it', async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club, {
        players: 8,
        body: { ...TWO_COURTS, rounds: 3 },
      });
      expect(draw.metrics.partner_repeats).toBe(0);
      // Round 2 gets round 1's teams: all four partnerships repeat.
      const copy: DrawRound = { ...draw.rounds[0], round: 2 };
      const res = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [copy] });
      expect(res.status).toBe(200);
      const edited = res.body.data;
      expect(edited.rounds).toEqual([draw.rounds[0], copy, draw.rounds[2]]);
      expect(edited.metrics.partner_repeats).toBe(4);
      expect(edited.metrics.max_opponent_meetings).toBeGreaterThanOrEqual(2);
      const repeats = edited.warnings.filter((w: { code: string }) => w.code === 'partner_repeat');
      expect(repeats).toHaveLength(4);
      expect(repeats[0]).toEqual({
        code: 'partner_repeat',
        round: 2,
        message: expect.stringMatching(
          /^Round 2: Player \d\d and Player \d\d partner again \(also in round 1\)$/,
        ),
      });
      expect(edited.seed).toBe(draw.seed);
      expect((await organiser.get(`/api/events/${eventId}/draw`)).body.data).toEqual(edited);
    });

    it('takes back whole the largest draw it makes (40 courts, 20 rounds, 168 players), and no more', async () => {
      const courts = Array.from({ length: 40 }, (_, i) => `Court ${i + 1}`);
      const { eventId, organiser, draw } = await drawnEvent(t, club, {
        players: 168,
        body: { courts, rounds: 20, seed: 5 },
      });
      const body = JSON.stringify({ rounds: draw.rounds });
      // Past the 64 KB that other routes take: the route's own limit is what lets it through.
      expect(Buffer.byteLength(body)).toBeGreaterThan(150_000);
      const res = await organiser.put(`/api/events/${eventId}/draw`, { rounds: draw.rounds });
      expect(res.status).toBe(200);
      expect(res.body.data.rounds).toEqual(draw.rounds);

      const padded = { rounds: draw.rounds, padding: 'x'.repeat(520 * 1024) };
      const tooLarge = await organiser.put(`/api/events/${eventId}/draw`, padded);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe(API_ERRORS.payloadTooLarge);
      // Another route keeps the small limit.
      const elsewhere = await organiser.post(`/api/events/${eventId}/draw`, {
        courts,
        rounds: 20,
        note: 'x'.repeat(70 * 1024),
      });
      expect(elsewhere.status).toBe(413);
    });

    it('recomputes the level metrics of a swap across courts exactly as the algorithm does', async () => {
      const leveled = await createClub(t.db);
      const { eventId, players } = await eventWithPlayers(t, leveled, 8);
      const levels = new Map(players.map((p, i) => [p.id, i + 2]));
      for (const [id, level] of levels) {
        await t.db.query(`UPDATE club_memberships SET level = $3 WHERE club_id = $1 AND user_id = $2`, [
          leveled.id,
          id,
          level,
        ]);
      }
      const { browser: organiser } = await browserAs(t, leveled, 'cluborganiser');
      const draw = (await organiser.post(`/api/events/${eventId}/draw`, { ...TWO_COURTS, rounds: 3 })).body
        .data;
      const [m1, m2] = draw.rounds[0].matches as DrawRound['matches'];
      const swapped: DrawRound = {
        ...draw.rounds[0],
        matches: [
          { ...m1, team_a: [m2.team_a[0], m1.team_a[1]] },
          { ...m2, team_a: [m1.team_a[0], m2.team_a[1]] },
        ],
      };
      const res = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [swapped] });
      expect(res.status).toBe(200);
      const local = evaluateDraw(
        { rounds: [swapped, ...draw.rounds.slice(1)], players: draw.players, seed: draw.seed },
        {
          players: players.map((p) => ({
            id: p.id,
            name: p.name!,
            level: toInternalLevel('simple', levels.get(p.id)!),
          })),
          courts: TWO_COURTS.courts,
          rounds: 3,
          seed: TWO_COURTS.seed,
        },
      );
      expect(res.body.data.metrics).toEqual(local.metrics);
      expect(res.body.data.warnings).toEqual(local.warnings);
      expect(res.body.data.metrics.mean_court_spread).not.toBe(draw.metrics.mean_court_spread);
    });

    it("flags a player twice in a round and refuses anything that is not the draw's", async () => {
      const { eventId, organiser, draw } = await drawnEvent(t, club, { players: 8 });
      const outsider = await createClubUser(t.db, club, 'clubmember');
      const r1: DrawRound = draw.rounds[0];
      const [m1, m2] = r1.matches;
      const twice = { ...r1, matches: [m1, { ...m2, team_a: [m1.team_a[0], m2.team_a[1]] }] };
      const flagged = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [twice] });
      expect(flagged.status).toBe(200);
      expect(flagged.body.data.warnings.map((w: { code: string }) => w.code)).toEqual(
        expect.arrayContaining(['player_twice_in_round', 'player_missing']),
      );

      const refused: [unknown, number, string | RegExp][] = [
        [
          [{ ...r1, matches: [{ ...m1, court: 'Court 9' }, m2] }],
          400,
          `${API_ERRORS.drawUnknownCourt} (Court 9)`,
        ],
        [[{ ...r1, sitting_out: [outsider.id] }], 400, `${API_ERRORS.drawUnknownPlayer} (${outsider.id})`],
        [[{ ...r1, round: 5 }], 400, API_ERRORS.drawRoundNumbers],
        [[r1, r1], 400, API_ERRORS.drawRoundNumbers],
        [[{ ...r1, extra: 1 }], 400, VALIDATION.drawEditInvalid],
        [[{ ...r1, matches: [{ ...m1, team_a: [m1.team_a[0]] }] }], 400, VALIDATION.drawEditInvalid],
        [[], 400, VALIDATION.drawEditInvalid],
        ['rounds', 400, VALIDATION.drawEditInvalid],
      ];
      for (const [rounds, status, message] of refused) {
        const res = await organiser.put(`/api/events/${eventId}/draw`, { rounds });
        expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      }
      expect((await organiser.put(`/api/events/${eventId}/draw`, { rounds: [r1], metrics: {} })).status).toBe(
        400,
      );
    });
  });

  describe('staleness', () => {
    it('marks a draw stale when its confirmed sign-ups change, until it is redrawn', async () => {
      const { eventId, organiser } = await drawnEvent(t, club, { players: 8 });
      const read = async () => (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
      expect((await read()).stale).toBe(false);
      const newcomer = await createClubUser(t.db, club, 'clubmember');
      const signup = await createSignup(t.db, club, eventId, newcomer.id);
      const stale = await read();
      expect(stale.stale).toBe(true);
      // A hand edit does not take the newcomer in: still stale, and a warning says so.
      const edited = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [stale.rounds[0]] });
      expect(edited.body.data.stale).toBe(true);
      expect(
        edited.body.data.warnings.some((w: { code: string; message: string }) => w.code === 'player_missing'),
      ).toBe(true);
      // Going back to the same sign-ups: not stale any more.
      await t.db.query(`DELETE FROM signups WHERE id = $1`, [signup.id]);
      expect((await read()).stale).toBe(false);
      await createSignup(t.db, club, eventId, newcomer.id);
      const redrawn = await organiser.post(`/api/events/${eventId}/draw/rounds/1/regenerate`, {});
      expect(redrawn.body.data.stale).toBe(false);
      expect(redrawn.body.data.players.map((p: { user_id: string }) => p.user_id)).toContain(newcomer.id);
      expect((await read()).stale).toBe(false);
      // Someone cancelling: stale again; a redraw leaves them out, with the pair they were locked in.
      const partner = redrawn.body.data.players.find(
        (p: { user_id: string }) => p.user_id !== newcomer.id,
      ).user_id;
      await organiser.post(`/api/events/${eventId}/draw`, {
        ...TWO_COURTS,
        locked_pairs: [[newcomer.id, partner]],
      });
      await t.db.query(`DELETE FROM signups WHERE event_id = $1 AND user_id = $2`, [eventId, newcomer.id]);
      expect((await read()).stale).toBe(true);
      const without = await organiser.post(`/api/events/${eventId}/draw/rounds/1/regenerate`, {});
      expect(without.status).toBe(200);
      expect(without.body.data.stale).toBe(false);
      expect(JSON.stringify(without.body.data.rounds)).not.toContain(newcomer.id);
      expect(without.body.data.options.locked_pairs).toEqual([]);
    });
  });
});
