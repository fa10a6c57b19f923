import { API_ERRORS, API_ERRORS_NL, MESSAGE_LIMITS, VALIDATION } from '@courtside/domain';
import {
  createEvent,
  createSeries,
  createSignup,
  createSubscription,
  type TestClub,
} from './support/factories';
import { mailbox } from './support/mailbox';
import {
  clubIn,
  mailsOf,
  memberOf,
  runJob,
  settled,
  startNotifyingApp,
  type Member,
} from './support/notifications';
import type { TestApp } from './support/test-app';

/**
 * Messages from organisers and the club (API.md section 13 and its decisions): kept with their
 * recipients, mailed through the outbox (read here out of the SMTP catcher), shown on the event
 * page to staff and to the people they went to, limited per rolling 24 hours, and part of a
 * person's data export and of their leaving.
 */
describe('messages', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let club: TestClub;
  let organiser: Member;
  let admin: Member;
  let anna: Member;
  let bram: Member;
  let wendy: Member;
  let guest: Member;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('messages'));
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'Dune Tennis' });
    await t.db.query(`UPDATE clubs SET email = 'info@dune.test' WHERE id = $1`, [club.id]);
    organiser = await memberOf(t, club, 'cluborganiser', { name: 'Olga' });
    admin = await memberOf(t, club, 'clubadmin', { name: 'Ada' });
    anna = await memberOf(t, club, 'clubmember', { name: 'Anna' });
    bram = await memberOf(t, club, 'clubmember', { name: 'Bram', locale: 'nl' });
    wendy = await memberOf(t, club, 'clubmember', { name: 'Wendy' });
    guest = await memberOf(t, club, 'clubguest', { name: 'Gus' });
  });
  afterAll(() => drop());

  /** A coming event with Anna and Bram confirmed and Wendy on the waitlist. */
  async function eventWithPlayers(): Promise<string> {
    const event = await createEvent(t.db, club, { inDays: 3, name: 'Club Night Mix-in' });
    await createSignup(t.db, club, event.id, anna.id);
    await createSignup(t.db, club, event.id, bram.id);
    await createSignup(t.db, club, event.id, wendy.id, 'waitlisted');
    return event.id;
  }

  const message = (fields: Record<string, unknown> = {}) => ({
    subject: 'Courts 3 and 4 tonight',
    body: 'We play on courts 3 and 4.\nBring balls!\n\n\tOlga',
    to: 'confirmed',
    ...fields,
  });

  it("mails an event's confirmed players, keeps the message and shows it to them and to staff", async () => {
    const eventId = await eventWithPlayers();
    const preview = await organiser.browser.get(`/api/events/${eventId}/messages/recipients?to=confirmed`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ data: { count: 2 } });

    const res = await organiser.browser.post(`/api/events/${eventId}/messages`, message());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(String), recipients: 2 } });
    await settled(t);

    const [mail] = await mailsOf(anna.email, 'organiser_message');
    expect(mail.subject).toBe('Courts 3 and 4 tonight');
    expect(mail.text).toContain('We play on courts 3 and 4.\nBring balls!');
    expect(mail.text).toContain('Olga wrote to the players of Club Night Mix-in on');
    expect(mail.html).toContain('white-space:pre-line');
    expect(mail.headers['reply-to']).toContain('info@dune.test');
    // Not switchable: no List-Unsubscribe.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    const [dutch] = await mailsOf(bram.email, 'organiser_message');
    expect(dutch.text).toContain('Olga schreef aan de spelers van Club Night Mix-in op');
    expect(await mailsOf(wendy.email, 'organiser_message')).toHaveLength(0);

    const staffView = await admin.browser.get(`/api/events/${eventId}/messages`);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data).toEqual([
      {
        id: res.body.data.id,
        scope: 'event',
        subject: 'Courts 3 and 4 tonight',
        body: 'We play on courts 3 and 4.\nBring balls!\n\n\tOlga',
        to: 'confirmed',
        sender_name: 'Olga',
        recipients: 2,
        sent_at: expect.any(String),
      },
    ]);
    const playerView = await anna.browser.get(`/api/events/${eventId}/messages`);
    expect(playerView.status).toBe(200);
    expect(playerView.body.data[0]).toMatchObject({ subject: 'Courts 3 and 4 tonight', recipients: null });
    // Someone it did not go to learns nothing.
    for (const outsider of [wendy, guest]) {
      const hidden = await outsider.browser.get(`/api/events/${eventId}/messages`);
      expect({ status: hidden.status, message: hidden.body.message }).toEqual({
        status: 404,
        message: API_ERRORS.messagesNotFound,
      });
    }
  });

  it('lists newest first and reaches the waitlist or everyone as asked', async () => {
    const eventId = await eventWithPlayers();
    const counts: Record<string, number> = {};
    for (const to of ['confirmed', 'waitlisted', 'everyone']) {
      const res = await organiser.browser.get(`/api/events/${eventId}/messages/recipients?to=${to}`);
      counts[to] = res.body.data.count;
    }
    expect(counts).toEqual({ confirmed: 2, waitlisted: 1, everyone: 3 });
    const first = await organiser.browser.post(
      `/api/events/${eventId}/messages`,
      message({ to: 'waitlisted', subject: 'First' }),
    );
    expect(first.body.data.recipients).toBe(1);
    const second = await organiser.browser.post(
      `/api/events/${eventId}/messages`,
      message({ to: 'everyone', subject: 'Second' }),
    );
    expect(second.body.data.recipients).toBe(3);
    const list = await organiser.browser.get(`/api/events/${eventId}/messages`);
    expect(list.body.data.map((m: any) => m.subject)).toEqual(['Second', 'First']);
    const wendysView = await wendy.browser.get(`/api/events/${eventId}/messages`);
    expect(wendysView.body.data.map((m: any) => m.subject)).toEqual(['Second', 'First']);
    const annasView = await anna.browser.get(`/api/events/${eventId}/messages`);
    expect(annasView.body.data.map((m: any) => m.subject)).toEqual(['Second']);
    // An empty audience is fine.
    const nobody = await createEvent(t.db, club, { inDays: 4 });
    const none = await organiser.browser.post(`/api/events/${nobody.id}/messages`, message());
    expect({ status: none.status, body: none.body }).toEqual({
      status: 201,
      body: { data: { id: expect.any(String), recipients: 0 } },
    });
  });

  it("puts Reply-To at the sender's address when asked, and leaves it out when the club has no e-mail", async () => {
    const eventId = await eventWithPlayers();
    await organiser.browser.post(
      `/api/events/${eventId}/messages`,
      message({ subject: 'Reply to me', reply_to_me: true }),
    );
    await settled(t);
    const mine = (await mailsOf(anna.email, 'organiser_message')).find((m) => m.subject === 'Reply to me')!;
    expect(mine.headers['reply-to']).toContain(organiser.email);

    const bare = await clubIn(t, 'Europe/Amsterdam', { name: 'No Mail Club' });
    const staff = await memberOf(t, bare, 'cluborganiser', { name: 'Nina' });
    const player = await memberOf(t, bare, 'clubmember');
    const event = await createEvent(t.db, bare, { inDays: 2 });
    await createSignup(t.db, bare, event.id, player.id);
    await staff.browser.post(`/api/events/${event.id}/messages`, message({ subject: 'No reply address' }));
    await settled(t);
    const [mail] = await mailsOf(player.email, 'organiser_message');
    expect(mail.subject).toBe('No reply address');
    expect(mail.headers['reply-to']).toBeUndefined();
  });

  it('reaches a series once per person: coming dates and standing sign-ups', async () => {
    const series = await createSeries(t.db, club, { occurrences: 3 });
    // Anna on two dates, Bram waitlisted on one, Wendy holding a standing sign-up.
    await createSignup(t.db, club, series.eventIds[0], anna.id);
    await createSignup(t.db, club, series.eventIds[1], anna.id);
    await createSignup(t.db, club, series.eventIds[1], bram.id, 'waitlisted');
    await createSubscription(t.db, club, series.id, wendy.id);
    const counts: Record<string, number> = {};
    for (const to of ['confirmed', 'waitlisted', 'everyone'])
      counts[to] = (
        await organiser.browser.get(`/api/series/${series.id}/messages/recipients?to=${to}`)
      ).body.data.count;
    expect(counts).toEqual({ confirmed: 2, waitlisted: 1, everyone: 3 });

    const before = (await mailsOf(anna.email, 'organiser_message')).length;
    const res = await organiser.browser.post(
      `/api/series/${series.id}/messages`,
      message({ subject: 'Series news', to: 'everyone' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.recipients).toBe(3);
    await settled(t);
    expect(await mailsOf(anna.email, 'organiser_message')).toHaveLength(before + 1);
    const [wendys] = (await mailsOf(wendy.email, 'organiser_message')).filter(
      (m) => m.subject === 'Series news',
    );
    expect(wendys.text).toContain('wrote to the players of');
    // Shown on the dates of the series.
    const onDate = await anna.browser.get(`/api/events/${series.eventIds[0]}/messages`);
    expect(onDate.body.data[0]).toMatchObject({ scope: 'series', subject: 'Series news' });
    expect(
      (
        await organiser.browser.get(
          `/api/series/00000000-0000-4000-8000-000000000000/messages/recipients?to=confirmed`,
        )
      ).status,
    ).toBe(404);
  });

  it('messages the club: members or everyone, club_news with List-Unsubscribe, off for those who switched it off', async () => {
    const other = await clubIn(t, 'Europe/Amsterdam', { name: 'Club News Club' });
    const boss = await memberOf(t, other, 'clubadmin', { name: 'Bea' });
    const member = await memberOf(t, other, 'clubmember');
    const quiet = await memberOf(t, other, 'clubmember');
    const visitor = await memberOf(t, other, 'clubguest');
    const off = await quiet.browser.put('/api/me/notification-preferences', { club_news: false });
    expect(off.body.data.club_news).toBe(false);

    expect((await boss.browser.get('/api/club/messages/recipients?to=members')).body.data.count).toBe(3);
    expect((await boss.browser.get('/api/club/messages/recipients?to=everyone')).body.data.count).toBe(4);
    const bad = await boss.browser.get('/api/club/messages/recipients?to=confirmed');
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: VALIDATION.clubMessageAudienceInvalid,
    });

    const members = await boss.browser.post('/api/club/messages', {
      subject: 'AGM',
      body: 'Tuesday 20:00',
      to: 'members',
    });
    expect(members.status).toBe(201);
    expect(members.body.data.recipients).toBe(3);
    await settled(t);
    const [news] = await mailsOf(member.email, 'club_news');
    expect(news.subject).toBe('AGM');
    expect(news.headers['list-unsubscribe']).toBeDefined();
    expect(news.text).toContain('Bea wrote to the members of Club News Club');
    expect(await mailsOf(quiet.email, 'club_news')).toHaveLength(0);
    expect(await mailsOf(visitor.email, 'club_news')).toHaveLength(0);

    const everyone = await boss.browser.post('/api/club/messages', {
      subject: 'Open day',
      body: 'Bring a friend',
      to: 'everyone',
    });
    expect(everyone.body.data.recipients).toBe(4);
    await settled(t);
    expect(await mailsOf(visitor.email, 'club_news')).toHaveLength(1);

    // The third message is the last of the day.
    const third = await boss.browser.post('/api/club/messages', {
      subject: 'Third',
      body: 'x',
      to: 'members',
    });
    expect(third.status).toBe(201);
    const fourth = await boss.browser.post('/api/club/messages', {
      subject: 'Fourth',
      body: 'x',
      to: 'members',
    });
    expect({ status: fourth.status, message: fourth.body.message }).toEqual({
      status: 429,
      message: API_ERRORS.clubMessagesLimit,
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(24 * 3600 - 120);
    // Rolling: once the first is more than a day old, one more may go.
    await t.db.query(
      `UPDATE messages SET sent_at = now() - interval '25 hours' WHERE club_id = $1 AND subject = 'AGM'`,
      [other.id],
    );
    expect(
      (await boss.browser.post('/api/club/messages', { subject: 'Fourth', body: 'x', to: 'members' })).status,
    ).toBe(201);
  });

  it('takes at most ten messages per event per rolling 24 hours (429, Retry-After)', async () => {
    const event = await createEvent(t.db, club, { inDays: 5 });
    for (let i = 0; i < MESSAGE_LIMITS.perEventPerDay; i++)
      expect(
        (await organiser.browser.post(`/api/events/${event.id}/messages`, message({ subject: `#${i}` })))
          .status,
      ).toBe(201);
    const over = await organiser.browser.post(`/api/events/${event.id}/messages`, message());
    expect({ status: over.status, message: over.body.message }).toEqual({
      status: 429,
      message: API_ERRORS.eventMessagesLimit,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the event's: another event is not held up.
    const next = await createEvent(t.db, club, { inDays: 5 });
    expect((await organiser.browser.post(`/api/events/${next.id}/messages`, message())).status).toBe(201);
    // In Dutch for a Dutch caller.
    const dutch = await organiser.browser.post(`/api/events/${event.id}/messages`, message(), {
      headers: { 'accept-language': 'nl' },
    });
    expect({ status: dutch.status, message: dutch.body.message }).toEqual({
      status: 429,
      message: API_ERRORS_NL.eventMessagesLimit,
    });
  });

  it('refuses control characters, bidi overrides, empty and too long texts, and a wrong audience', async () => {
    const event = await createEvent(t.db, club, { inDays: 2 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: 'Tonight \u202Ereversed' }, 'subject', VALIDATION.messageSubjectCharacters],
      [{ subject: 'Two\nlines' }, 'subject', VALIDATION.messageSubjectCharacters],
      [{ subject: '   ' }, 'subject', VALIDATION.messageSubjectRequired],
      [{ subject: 'x'.repeat(MESSAGE_LIMITS.subjectMax + 1) }, 'subject', VALIDATION.messageSubjectTooLong],
      [{ body: 'Bell \u0007 here' }, 'body', VALIDATION.messageBodyCharacters],
      [{ body: 'Isolate \u2066 here' }, 'body', VALIDATION.messageBodyCharacters],
      [{ body: '' }, 'body', VALIDATION.messageBodyRequired],
      [{ body: 'y'.repeat(MESSAGE_LIMITS.bodyMax + 1) }, 'body', VALIDATION.messageBodyTooLong],
      [{ to: 'members' }, 'to', VALIDATION.messageAudienceInvalid],
      [{ reply_to_me: 'yes' }, 'reply_to_me', VALIDATION.booleanInvalid],
    ];
    for (const [fields, field, text] of cases) {
      const res = await organiser.browser.post(`/api/events/${event.id}/messages`, message(fields));
      expect([field, res.status, res.body.errors?.[field]]).toEqual([field, 400, text]);
    }
    const query = await organiser.browser.get(`/api/events/${event.id}/messages/recipients?to=all`);
    expect(query.status).toBe(400);
    // CRLF and tabs are fine in a body.
    const ok = await organiser.browser.post(
      `/api/events/${event.id}/messages`,
      message({ body: 'One\r\nTwo\tthree' }),
    );
    expect(ok.status).toBe(201);
    expect(
      (await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE event_id = $1`, [event.id]))[0].n,
    ).toBe(1);
  });

  it('is for event managers: members are refused, an unknown event is 404', async () => {
    const eventId = await eventWithPlayers();
    expect((await anna.browser.post(`/api/events/${eventId}/messages`, message())).status).toBe(403);
    expect((await anna.browser.get(`/api/events/${eventId}/messages/recipients?to=confirmed`)).status).toBe(
      403,
    );
    expect((await anna.browser.post('/api/club/messages', message({ to: 'members' }))).status).toBe(403);
    expect((await organiser.browser.post('/api/club/messages', message({ to: 'members' }))).status).toBe(403);
    const unknown = await organiser.browser.post(
      '/api/events/00000000-0000-4000-8000-000000000000/messages',
      message(),
    );
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: API_ERRORS.eventNotFound,
    });
  });

  it("joins the data export, and a leaver's messages stay as from 'Former member' while theirs go", async () => {
    const leaver = await memberOf(t, club, 'cluborganiser', { name: 'Lea' });
    const player = await memberOf(t, club, 'clubmember', { name: 'Piet' });
    const event = await createEvent(t.db, club, { inDays: 6 });
    await createSignup(t.db, club, event.id, player.id);
    await createSignup(t.db, club, event.id, leaver.id);
    const sent = await leaver.browser.post(
      `/api/events/${event.id}/messages`,
      message({ subject: 'From Lea' }),
    );
    expect(sent.body.data.recipients).toBe(2);

    const file = await player.browser.get('/api/me/data-export');
    expect(file.body.data.organiser_messages.received).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        subject: 'From Lea',
        event_id: event.id,
        to: 'confirmed',
      }),
    ]);
    const own = await leaver.browser.get('/api/me/data-export');
    expect(own.body.data.organiser_messages.sent).toEqual([
      expect.objectContaining({ id: sent.body.data.id, subject: 'From Lea' }),
    ]);
    expect(own.body.data.organiser_messages.received).toHaveLength(1);

    expect((await leaver.browser.delete('/api/me/membership')).status).toBe(200);
    const list = await player.browser.get(`/api/events/${event.id}/messages`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ subject: 'From Lea', body: message().body, sender_name: 'Former member' }),
    ]);
    expect(
      await t.db.query(`SELECT count(*)::int AS n FROM message_recipients WHERE user_id = $1`, [leaver.id]),
    ).toEqual([{ n: 0 }]);
    expect(await t.db.query(`SELECT sender_id FROM messages WHERE id = $1`, [sent.body.data.id])).toEqual([
      { sender_id: null },
    ]);
  });

  it("goes with the club's retention: messages older than its months are deleted", async () => {
    const kept = await clubIn(t, 'Europe/Amsterdam', { name: 'Retention Club' });
    await t.db.query(`UPDATE clubs SET retention_months = 12 WHERE id = $1`, [kept.id]);
    const staff = await memberOf(t, kept, 'cluborganiser');
    const player = await memberOf(t, kept, 'clubmember');
    const event = await createEvent(t.db, kept, { inDays: 2 });
    await createSignup(t.db, kept, event.id, player.id);
    const old = await staff.browser.post(`/api/events/${event.id}/messages`, message({ subject: 'Old' }));
    const recent = await staff.browser.post(
      `/api/events/${event.id}/messages`,
      message({ subject: 'Recent' }),
    );
    await t.db.query(`UPDATE messages SET sent_at = now() - interval '13 months' WHERE id = $1`, [
      old.body.data.id,
    ]);
    await runJob(t, 'retention');
    expect(
      (await t.db.query(`SELECT id FROM messages WHERE club_id = $1`, [kept.id])).map((r: any) => r.id),
    ).toEqual([recent.body.data.id]);
    expect(
      await t.db.query(`SELECT count(*)::int AS n FROM message_recipients WHERE message_id = $1`, [
        old.body.data.id,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  afterAll(async () => {
    // What the run mailed, for a look at the rendered messages.
    const caught = await mailbox.all();
    console.log(`messages: ${caught.length} mails caught`);
  });
});
