import { getQueueToken } from '@nestjs/bullmq';
import type { DrawMatch, DrawRound } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { MAIL_QUEUE } from '../src/mail/mail.constants';
import { DisposableRedis } from './support/disposable-redis';
import { browserAs, drawnEvent, eventWithPlayers } from './support/draws';
import { createClub, type TestClub, type TestUser } from './support/factories';
import type { HttpClient } from './support/http-client';
import { mailbox } from './support/mailbox';
import { ageChangeWindows, runJob, settled, startNotifyingApp } from './support/notifications';
import { freePort, waitFor } from './support/ports';
import { signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

/** What one player does in one round, as the mail must tell it. */
function part(round: DrawRound, id: string): string {
  for (const m of round.matches) {
    const mine = m.team_a.includes(id) ? m.team_a : m.team_b.includes(id) ? m.team_b : null;
    if (mine) {
      const theirs = mine === m.team_a ? m.team_b : m.team_a;
      return `${m.court}|${mine.find((p) => p !== id)}|${[...theirs].sort().join()}`;
    }
  }
  return round.sitting_out.includes(id) ? 'out' : 'absent';
}

/**
 * Changes after publishing wait this long for further changes (one mail per player): longer than
 * any test, so a change window closes only when a test ages it (ageChangeWindows) and runs the
 * outbox job, never by the clock.
 */
const COALESCE_SECONDS = '3600';

/** The players whose draw change window for the event is open, by id. */
async function openWindows(t: TestApp, eventId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await t.db.query(
    `SELECT user_id FROM draw_change_windows WHERE event_id = $1 ORDER BY user_id`,
    [eventId],
  );
  return rows.map((r) => r.user_id);
}

/** The quiet time passes: the open change windows close and their mails go out. */
async function closeChangeWindows(t: TestApp): Promise<void> {
  await ageChangeWindows(t);
  await runJob(t, 'outbox');
}

describe('draw mails (draw_published)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  beforeAll(async () => {
    // Draw mails go through the notification outbox: an app that relays it, in a database of its own.
    ({ t, drop } = await startNotifyingApp('draw-mails', { NOTIFY_COALESCE_SECONDS: COALESCE_SECONDS }));
    club = await createClub(t.db, { name: 'Mailside Tennis Club' });
  }, 60_000);
  afterAll(() => drop?.());

  /**
   * 12 players, one absent: 11 on 3 courts is 2 courts a round and 3 sitting out. Thursday 13 March
   * 2031 at 19:30, rounds of 15 minutes; Player 12 reads Dutch.
   */
  async function publishedDraw(): Promise<{
    eventId: string;
    players: TestUser[];
    organiser: HttpClient;
    draw: { rounds: DrawRound[]; players: { user_id: string; name: string }[] };
    eventName: string;
  }> {
    const { eventId, players } = await eventWithPlayers(t, club, 12);
    const eventName = `Thursday Mix-in ${eventId.slice(0, 6)}`;
    await t.db.query(
      `UPDATE events SET name = $2, start_time = '2031-03-13 19:30', end_time = '2031-03-13 21:30' WHERE id = $1`,
      [eventId, eventName],
    );
    await t.db.query(`UPDATE club_memberships SET locale = 'nl' WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      players[11].id,
    ]);
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    const made = await organiser.post(`/api/events/${eventId}/draw`, {
      courts: ['Court 1', 'Court 2', 'Court 3'],
      rounds: 4,
      round_minutes: 15,
      seed: 31,
      absent: [players[10].id],
    });
    expect(made.status).toBe(201);
    const published = await organiser.post(`/api/events/${eventId}/draw/publish`);
    expect(published.status).toBe(200);
    return { eventId, players, organiser, draw: published.body.data, eventName };
  }

  it('mails each player their courts, partners and opponents, in their language, with the local time', async () => {
    const { eventId, players, draw, eventName } = await publishedDraw();
    const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
    const playing = players.filter((p) => p.id !== players[10].id);
    for (const player of playing.slice(0, 10)) {
      const mail = await mailbox.waitForMail(player.email);
      expect(mail.to).toEqual([player.email]);
      expect(mail.subject).toBe(`Your courts for ${eventName} on Thursday, 13 March 2031`);
      expect(mail.text).toContain(`Hello ${player.name},`);
      expect(mail.text).toContain(
        `The draw for ${eventName} at Mailside Tennis Club on Thursday, 13 March 2031 at 19:30 is out.`,
      );
      draw.rounds.forEach((round, i) => {
        const time = ['19:30', '19:45', '20:00', '20:15'][i];
        const [court, partner, opponents] = part(round, player.id).split('|');
        const line =
          court === 'out'
            ? `Round ${i + 1} (${time}): you sit out`
            : `Round ${i + 1} (${time}): ${court}, with ${names.get(partner)} against ${opponents
                .split(',')
                .map((id) => names.get(id))
                .join(' and ')}`;
        expect(mail.text).toContain(line);
      });
      expect(mail.text).toContain(
        `See your courts: http://${club.subdomain}.localhost:${t.port}/events/${eventId}`,
      );
      expect(mail.html).toContain(`/events/${eventId}`);
      expect(mail.html).toContain('>See your courts</a>');
      // The round's time under its name on the club's clock.
      expect(mail.html).toContain('>Round 2</div><div style="font-size:15px;color:#4b5563;">19:45</div>');
    }

    const dutch = await mailbox.waitForMail(players[11].email);
    expect(dutch.subject).toBe(`Je banen voor ${eventName} op donderdag 13 maart 2031`);
    expect(dutch.text).toContain(
      `De indeling voor ${eventName} bij Mailside Tennis Club op donderdag 13 maart 2031 om 19:30`,
    );
    expect(dutch.text).toContain(
      `Bekijk jouw banen: http://${club.subdomain}.localhost:${t.port}/events/${eventId}`,
    );
    const [court, partner, opponents] = part(draw.rounds[0], players[11].id).split('|');
    expect(dutch.text).toContain(
      court === 'out'
        ? 'Ronde 1 (19:30): je hebt pauze'
        : `Ronde 1 (19:30): ${court}, met ${names.get(partner)} tegen ${opponents
            .split(',')
            .map((id) => names.get(id))
            .join(' en ')}`,
    );
    expect(dutch.html).toContain('<html lang="nl"');

    // One mail each; none for the absent player.
    for (const player of playing) expect((await mailbox.all(player.email)).length).toBe(1);
    expect(await mailbox.all(players[10].email)).toEqual([]);
  });

  it('honours the draw_published switch and carries the one-click unsubscribe headers', async () => {
    const { eventId, players } = await eventWithPlayers(t, club, 8);
    const [quiet, ...rest] = players;
    const quietBrowser = await signIn(t, t.client(club.subdomain), {
      kind: 'club',
      userId: quiet.id,
      clubId: club.id,
      userType: 'clubmember',
    });
    const off = await quietBrowser.put('/api/me/notification-preferences', { draw_published: false });
    expect(off.status).toBe(200);
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    expect(
      (await organiser.post(`/api/events/${eventId}/draw`, { courts: ['A', 'B'], rounds: 2 })).status,
    ).toBe(201);
    expect((await organiser.post(`/api/events/${eventId}/draw/publish`)).status).toBe(200);

    const mail = await mailbox.waitForMail(rest[0].email);
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<http://${club.subdomain}\\.localhost:${t.port}/api/notifications/unsubscribe\\?token=`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(
      'You get this e-mail because you play in this event at Mailside Tennis Club.',
    );
    for (const player of rest) await mailbox.waitForMail(player.email);
    expect(await mailbox.all(quiet.email)).toEqual([]);

    // The one-click POST of that header switches draw mails off for that player, without a session.
    const oneClick = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    const unsubscribed = await t
      .client(club.subdomain)
      .request('POST', `${oneClick.pathname}${oneClick.search}`, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(unsubscribed.status).toBe(200);
    const [row] = await t.db.query(
      `SELECT draw_published FROM notification_preferences WHERE club_id = $1 AND user_id = $2`,
      [club.id, rest[0].id],
    );
    expect(row.draw_published).toBe(false);
  });

  it('after publishing, mails a hand edit only to the players whose part changed', async () => {
    const { eventId, players, organiser, draw, eventName } = await publishedDraw();
    const playing = players.filter((p) => p.id !== players[10].id);
    for (const player of playing) await mailbox.waitForMail(player.email);

    // Round 2: swap one player of court 1 with one of court 2; those sitting out are untouched.
    const round = draw.rounds[1];
    const [c1, c2] = round.matches;
    const swapped: DrawRound = {
      ...round,
      matches: [
        { ...c1, team_a: [c2.team_a[0], c1.team_a[1]] },
        { ...c2, team_a: [c1.team_a[0], c2.team_a[1]] },
        ...round.matches.slice(2),
      ],
    };
    const edited = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [swapped] });
    expect(edited.status).toBe(200);
    const touched = [...c1.team_a, ...c1.team_b, ...c2.team_a, ...c2.team_b];
    // Written with the change: a window for each player whose part changed, and no one else.
    expect(await openWindows(t, eventId)).toEqual([...touched].sort());
    await closeChangeWindows(t);
    for (const id of touched) {
      const player = players.find((p) => p.id === id)!;
      const mail = await mailbox.waitForMail(player.email, 2);
      expect(mail.subject).toBe(
        player.id === players[11].id
          ? `Gewijzigd: je banen voor ${eventName} op donderdag 13 maart 2031`
          : `Changed: your courts for ${eventName} on Thursday, 13 March 2031`,
      );
    }
    await settled(t);
    const untouched = playing.filter((p) => !touched.includes(p.id));
    expect(untouched.length).toBeGreaterThan(0);
    for (const player of untouched) expect((await mailbox.all(player.email)).length).toBe(1);
  });

  it('after publishing, mails several quick edits as one change per player, with the final draw', async () => {
    const { eventId, players, organiser, draw } = await publishedDraw();
    const playing = players.filter((p) => p.id !== players[10].id);
    for (const player of playing) await mailbox.waitForMail(player.email);

    // Two swaps a moment apart, both on court 1 of round 1: its four players are touched twice.
    const round = draw.rounds[0];
    const c1 = round.matches[0];
    const withCourt1 = (m: DrawRound['matches'][number]): DrawRound => ({
      ...round,
      matches: [m, ...round.matches.slice(1)],
    });
    const first: DrawMatch = {
      ...c1,
      team_a: [c1.team_b[0], c1.team_a[1]],
      team_b: [c1.team_a[0], c1.team_b[1]],
    };
    const second: DrawMatch = {
      ...first,
      team_a: [first.team_a[0], first.team_b[1]],
      team_b: [first.team_b[0], first.team_a[1]],
    };
    expect((await organiser.put(`/api/events/${eventId}/draw`, { rounds: [withCourt1(first)] })).status).toBe(
      200,
    );
    expect(
      (await organiser.put(`/api/events/${eventId}/draw`, { rounds: [withCourt1(second)] })).status,
    ).toBe(200);

    const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
    const touched = [...c1.team_a, ...c1.team_b].map((id) => players.find((p) => p.id === id)!);
    // While the windows are open (the outbox relayed, the queue idle), nothing of the change is sent.
    expect(await openWindows(t, eventId)).toEqual(touched.map((p) => p.id).sort());
    await runJob(t, 'outbox');
    await settled(t, false);
    for (const player of touched) expect((await mailbox.all(player.email)).length).toBe(1);

    await closeChangeWindows(t);
    for (const player of touched.filter((p) => p.id !== players[11].id)) {
      const mail = await mailbox.waitForMail(player.email, 2);
      expect(mail.subject).toMatch(/^Changed: your courts for /);
      // The final draw: the partner after the second swap.
      const [, partner] = part(withCourt1(second), player.id).split('|');
      expect(mail.text).toContain(`Round 1 (19:30): ${c1.court}, with ${names.get(partner)} against`);
    }
    // Closing windows again finds none: still one mail of the change each.
    await closeChangeWindows(t);
    await settled(t);
    for (const player of touched) expect((await mailbox.all(player.email)).length).toBe(2);
  });

  it('after publishing, mails a redraw only to the players whose part changed', async () => {
    const { eventId, players, organiser, draw } = await publishedDraw();
    const playing = players.filter((p) => p.id !== players[10].id);
    for (const player of playing) await mailbox.waitForMail(player.email);

    const redrawn = await organiser.post(`/api/events/${eventId}/draw/rounds/3/regenerate`, { seed: 4242 });
    expect(redrawn.status).toBe(200);
    const after: DrawRound[] = redrawn.body.data.rounds;
    const changed = playing.filter((p) => draw.rounds.some((r, i) => part(r, p.id) !== part(after[i], p.id)));
    expect(changed.length).toBeGreaterThan(0);
    expect(await openWindows(t, eventId)).toEqual(changed.map((p) => p.id).sort());
    await closeChangeWindows(t);
    for (const player of changed) {
      const mail = await mailbox.waitForMail(player.email, 2);
      expect(mail.text).toContain(player.id === players[11].id ? 'is gewijzigd' : 'has changed');
    }
    await settled(t);
    for (const player of playing.filter((p) => !changed.includes(p))) {
      expect((await mailbox.all(player.email)).length).toBe(1);
    }
  });

  it('sends nothing before publishing', async () => {
    const { eventId, players } = await eventWithPlayers(t, club, 4);
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    await organiser.post(`/api/events/${eventId}/draw`, { courts: ['Court 1'], rounds: 2, seed: 3 });
    const draft = (await organiser.get(`/api/events/${eventId}/draw`)).body.data;
    await organiser.put(`/api/events/${eventId}/draw`, { rounds: [draft.rounds[1]] });
    await organiser.post(`/api/events/${eventId}/draw/rounds/1/regenerate`, {});
    expect(await openWindows(t, eventId)).toEqual([]);
    // Publishing now mails each of them once: nothing else was written before it.
    await organiser.post(`/api/events/${eventId}/draw/publish`);
    await closeChangeWindows(t);
    for (const player of players) await mailbox.waitForMail(player.email);
    await settled(t);
    for (const player of players) {
      const mails = await mailbox.all(player.email);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your courts for /)]);
    }
  });

  it('sends a draw mail job queued before draw mails went through the outbox, once', async () => {
    const { eventId, players } = await drawnEvent(t, club, { players: 4, publish: true });
    for (const player of players) await mailbox.waitForMail(player.email);

    // As the version before queued a change: one job per player, named draw-published.
    const queue = t.app.get<Queue>(getQueueToken(MAIL_QUEUE));
    const [player] = players;
    const job = { clubId: club.id, eventId, userId: player.id, change: 'changed', to: player.email };
    await queue.add('draw-published', job, { jobId: `queued-draw-mail-${eventId}` });
    const mail = await mailbox.waitForMail(player.email, 2);
    expect(mail.subject).toMatch(/^Changed: your courts for /);
    expect(mail.headers['x-courtside-notification']).toBe('draw_published');
    await settled(t);
    expect(await mailbox.all(player.email)).toHaveLength(2);
  });
});

describe('draw mails while Redis is down', () => {
  let redis: DisposableRedis;
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    ({ t, drop } = await startNotifyingApp('draw-mails-redis', {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      NOTIFY_COALESCE_SECONDS: COALESCE_SECONDS,
    }));
    club = await createClub(t.db);
  }, 60_000);
  afterAll(async () => {
    await drop?.();
    await redis.stop();
  });

  /**
   * Runs `during` with Redis stopped, then starts it, waits until the app is healthy again and
   * relays the outbox (the mails written meanwhile) once the queue takes jobs again.
   */
  async function withRedisDown(during: () => Promise<void>): Promise<void> {
    await redis.stop();
    try {
      await during();
    } finally {
      await redis.start();
      await waitFor(
        'Redis to be back',
        async () => ((await t.client(null).get('/api/health')).status === 200 ? true : undefined),
        15_000,
        200,
      );
    }
    await waitFor('the outbox to be relayed', () =>
      runJob(t, 'outbox').then(
        () => true,
        () => undefined,
      ),
    );
  }

  /** The draw mails waiting in the outbox for the event, per player. */
  async function waiting(eventId: string): Promise<{ user_id: string; change: string }[]> {
    return t.db.query(
      `SELECT user_id, payload ->> 'change' AS change FROM notification_outbox
        WHERE kind = 'draw_published' AND event_id = $1 ORDER BY user_id`,
      [eventId],
    );
  }

  it('publishes and changes a draw without Redis; the mails go once it is back', async () => {
    const { eventId, organiser, players } = await drawnEvent(t, club, {
      players: 4,
      body: { courts: ['Court 1'], rounds: 2, seed: 8 },
    });
    const { browser: member } = await browserAs(t, club, 'clubmember');
    const ids = players.map((p) => p.id).sort();
    let published: DrawRound[] = [];
    await withRedisDown(async () => {
      const answer = await organiser.post(`/api/events/${eventId}/draw/publish`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.published_at).not.toBeNull();
      published = answer.body.data.rounds;
      expect((await member.get(`/api/events/${eventId}/draw`)).status).toBe(200);
      expect(await waiting(eventId)).toEqual(ids.map((user_id) => ({ user_id, change: 'published' })));
    });
    for (const player of players)
      expect((await mailbox.waitForMail(player.email)).subject).toMatch(/^Your courts for /);
    expect(await waiting(eventId)).toEqual([]);

    // After publishing, a hand edit: kept, and its mails wait for their window and for Redis.
    const [m] = published[0].matches;
    const regrouped = {
      ...published[0],
      matches: [{ ...m, team_a: [m.team_a[0], m.team_b[0]], team_b: [m.team_a[1], m.team_b[1]] }],
    };
    await withRedisDown(async () => {
      const edited = await organiser.put(`/api/events/${eventId}/draw`, { rounds: [regrouped] });
      expect(edited.status).toBe(200);
      expect((await organiser.get(`/api/events/${eventId}/draw`)).body.data.rounds[0]).toEqual(regrouped);
      // The windows close; their mails cannot be queued (the job fails, or finds them held by the
      // app's own relay, which fails too), so they wait in the outbox. While the app's relay holds
      // the windows' lock the job closes nothing and the relay closes them: wait for either.
      await ageChangeWindows(t);
      await waitFor('the change windows to close', async () => {
        await runJob(t, 'outbox').catch(() => undefined);
        return (await openWindows(t, eventId)).length === 0 ? true : undefined;
      });
      expect(await waiting(eventId)).toEqual(ids.map((user_id) => ({ user_id, change: 'changed' })));
    });
    for (const player of players)
      expect((await mailbox.waitForMail(player.email, 2)).subject).toMatch(/^Changed: /);
    await settled(t);
    for (const player of players) expect(await mailbox.all(player.email)).toHaveLength(2);
  });
});
