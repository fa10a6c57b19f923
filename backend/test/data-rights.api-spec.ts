import { API_ERRORS } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createEvent,
  createSeries,
  createSignup,
  createSubscription,
  type TestClub,
} from './support/factories';
import { drawnEvent } from './support/draws';
import { requestClubToken } from './support/login';
import type { HttpClient } from './support/http-client';
import { runJob, startNotifyingApp, waitForKind } from './support/notifications';
import { browserAs, signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

/**
 * A person's data rights (API.md section 12): their data as one file, leaving a club (and staff
 * removing them) with the club's history kept as 'Former member', the departed kept out of
 * imports, and the retention of old sign-ups as 'Anonymous'. A database of its own: the
 * retention job acts on every club, and the promotion mails are relayed.
 */
describe('data rights', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('data-rights'));
  }, 60_000);
  afterAll(() => drop());

  const signupsOf = async (club: TestClub, eventId: string) =>
    t.db.query(
      `SELECT id, user_id, anonymised, status FROM signups WHERE club_id = $1 AND event_id = $2
        ORDER BY signup_time, id`,
      [club.id, eventId],
    );
  const userExists = async (id: string) =>
    (await t.db.query(`SELECT 1 FROM users WHERE id = $1`, [id])).length === 1;
  const upload = (browser: HttpClient, csv: string, query = '') =>
    browser.post(`/api/club-users/import${query}`, undefined, {
      rawBody: Buffer.from(csv),
      headers: { 'content-type': 'text/csv' },
    });

  describe('GET /api/me/data-export', () => {
    it("answers everything the club holds on the caller as a JSON attachment, nothing of another club's", async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Ellen Exporter');
      await t.db.query(
        `UPDATE club_memberships SET phone = '0612345678', member_number = 'K123' WHERE user_id = $1 AND club_id = $2`,
        [user.id, club.id],
      );
      // The same person at another club, with a sign-up and a different name there.
      await t.db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', 'Elsewhere Name')`,
        [other.id, user.id],
      );
      const otherEvent = await createEvent(t.db, other, { name: 'Other club night' });
      await createSignup(t.db, other, otherEvent.id, user.id);

      const event = await createEvent(t.db, club, { name: 'Export night' });
      const signup = await createSignup(t.db, club, event.id, user.id);
      const series = await createSeries(t.db, club, { name: 'Tuesday ladder' });
      await createSubscription(t.db, club, series.id, user.id);
      await t.db.query(
        `INSERT INTO notification_preferences (club_id, user_id, reminder) VALUES ($1, $2, false)`,
        [club.id, user.id],
      );
      await t.db.query(
        `INSERT INTO sent_notifications (dedupe_key, club_id, user_id, kind, event_id)
         VALUES ($1, $2, $3, 'signup_confirmation', $4)`,
        [`export-${signup.id}`, club.id, user.id, event.id],
      );
      await t.db.query(
        `INSERT INTO push_subscriptions (club_id, user_id, endpoint, p256dh, auth)
         VALUES ($1, $2, 'https://fcm.googleapis.com/fcm/send/export-device-secret', $3, $4)`,
        [club.id, user.id, `B${'A'.repeat(86)}`, 'A'.repeat(22)],
      );
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      await admin.put(`/api/club-users/${user.id}`, { name: 'Ellen Exporter-Jansen' });

      const lateEvent = await createEvent(t.db, club, { name: 'Late night' });
      await t.db.query(
        `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'late_cancel')`,
        [club.id, lateEvent.id, user.id],
      );

      const res = await browser.get('/api/me/data-export');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w.-]+-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const { data: file } = JSON.parse(res.text);
      expect(file.club).toEqual({ id: club.id, name: club.name, subdomain: club.subdomain });
      expect(file.user_id).toBe(user.id);
      expect(file.email).toBe(user.email);
      expect(file.join_requests).toEqual([]);
      expect(file.membership).toMatchObject({
        email: user.email,
        user_type: 'clubmember',
        name: 'Ellen Exporter-Jansen',
        phone: '0612345678',
        member_number: 'K123',
      });
      expect(file.attendance).toEqual([
        expect.objectContaining({ event_id: lateEvent.id, status: 'late_cancel', event_name: 'Late night' }),
      ]);
      expect(file.signups).toEqual([
        expect.objectContaining({
          id: signup.id,
          event_id: event.id,
          event_name: 'Export night',
          status: 'confirmed',
        }),
      ]);
      expect(file.series_subscriptions).toEqual([
        expect.objectContaining({ series_id: series.id, series_name: 'Tuesday ladder' }),
      ]);
      expect(file.notification_preferences).toMatchObject({
        reminder: false,
        signup_confirmation: true,
        push: {},
      });
      // Push devices: the service only, never the endpoint or keys.
      expect(file.push_devices).toEqual([
        {
          push_service: 'fcm.googleapis.com',
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ]);
      expect(res.text).not.toContain('export-device-secret');
      expect(file.messages.sent).toEqual([
        expect.objectContaining({ kind: 'signup_confirmation', event_id: event.id }),
      ]);
      expect(file.audit_entries).toEqual([
        expect.objectContaining({ action: 'club_user.updated', target_id: user.id, by_you: false }),
      ]);
      // Nothing of the other club: its name for them, its event, its club.
      expect(res.text).not.toContain('Elsewhere Name');
      expect(res.text).not.toContain(otherEvent.id);
      expect(res.text).not.toContain(other.id);
    });

    it('answers someone who asked to join with their request, without a membership', async () => {
      const club = await createClub(t.db);
      const [person] = await t.db.query(
        `INSERT INTO users (email) VALUES ('asker@example.test') RETURNING id`,
      );
      const browser = await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: person.id,
        clubId: club.id,
        userType: null,
      });
      const asked = await browser.post('/api/club/join-requests', {
        name: 'Asha Asker',
        phone: '0611111111',
      });
      expect(asked.status).toBe(201);

      const res = await browser.get('/api/me/data-export');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const { data } = JSON.parse(res.text);
      expect(data).toMatchObject({
        user_id: person.id,
        email: 'asker@example.test',
        membership: null,
        signups: [],
      });
      expect(data.join_requests).toEqual([
        expect.objectContaining({ name: 'Asha Asker', phone: '0611111111', status: 'pending', reason: null }),
      ]);
    });

    it('answers errors as JSON, not as a file', async () => {
      const club = await createClub(t.db);
      const res = await t.client(club.subdomain).get('/api/me/data-export');
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body.message).toEqual(expect.any(String));
    });
  });

  describe('DELETE /api/me/membership', () => {
    it('cancels sign-ups to come (the waitlist moves up, with its mail), ends standing sign-ups and sessions, keeps the past as Former member', async () => {
      const club = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Lena Leaver');
      const waiting = await createClubUser(t.db, club, 'clubmember', undefined, 'Wim Waiting');
      const coming = await createEvent(t.db, club, { name: 'Full night', capacity: 1 });
      await createSignup(t.db, club, coming.id, user.id);
      await createSignup(t.db, club, coming.id, waiting.id, 'waitlisted');
      const past = await createEvent(t.db, club, { name: 'Last week', inDays: -7 });
      const pastSignup = await createSignup(t.db, club, past.id, user.id);
      const series = await createSeries(t.db, club, { name: 'Thursday mix' });
      await createSubscription(t.db, club, series.id, user.id);

      const res = await browser.delete('/api/me/membership');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: user.id } });
      // The browser is told to forget the session's cookie.
      expect(String(res.headers['set-cookie'])).toMatch(/courtside_sid=;.*Expires=Thu, 01 Jan 1970/);

      expect(await signupsOf(club, coming.id)).toEqual([
        expect.objectContaining({ user_id: waiting.id, status: 'confirmed' }),
      ]);
      const promoted = await waitForKind(waiting.email, 'waitlist_promotion');
      expect(promoted.subject).toContain('Full night');
      expect(await signupsOf(club, past.id)).toEqual([
        { id: pastSignup.id, user_id: null, anonymised: 'former_member', status: 'confirmed' },
      ]);
      expect(
        await t.db.query(`SELECT 1 FROM series_subscriptions WHERE series_id = $1`, [series.id]),
      ).toEqual([]);
      expect((await browser.get('/api/me/profile')).status).toBe(401);
      // No membership anywhere: the login itself is gone.
      expect(await userExists(user.id)).toBe(false);

      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const list = await organiser.get(`/api/signups/events/${past.id}`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          signup_id: pastSignup.id,
          user_id: null,
          name: 'Former member',
          email: null,
          user_type: null,
        }),
      ]);
      const csv = await organiser.get(`/api/events/${past.id}/signups.csv`);
      expect(csv.text).toContain('Former member');

      // Audited, and the entry reads as 'Former member' now.
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const log = await admin.get('/api/club/audit-log');
      expect(log.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'club_user.left',
            actor_id: user.id,
            actor_label: 'Former member',
            target_id: user.id,
            target_label: 'Former member',
          }),
        ]),
      );
    });

    it('keeps the login of someone who belongs to another club, and their membership there; a link mailed before no longer signs in', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubmember');
      await t.db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type) VALUES ($1, $2, 'clubmember')`,
        [other.id, user.id],
      );
      // How they came in: a request to join, approved, at each club. Only this club's goes.
      for (const at of [club, other]) {
        await t.db.query(
          `INSERT INTO join_requests (club_id, user_id, name, phone, status, decided_at)
           VALUES ($1, $2, 'Jo Joined', '0622222222', 'approved', now())`,
          [at.id, user.id],
        );
      }
      const pastEvent = await createEvent(t.db, club, { name: 'Gone night' });
      const [record] = await t.db.query(
        `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'late_cancel') RETURNING id`,
        [club.id, pastEvent.id, user.id],
      );
      const token = await requestClubToken(t.client(club.subdomain), user.email);
      expect((await browser.delete('/api/me/membership')).status).toBe(200);
      // Their attendance record stays for the club's counts, without them.
      expect(await t.db.query(`SELECT user_id, status FROM attendance WHERE id = $1`, [record.id])).toEqual([
        { user_id: null, status: 'late_cancel' },
      ]);
      const late = await t.client(club.subdomain).post('/api/auth/verify-magic-link', { token });
      expect(late.status).toBe(401);
      expect(await userExists(user.id)).toBe(true);
      expect(await t.db.query(`SELECT club_id FROM join_requests WHERE user_id = $1`, [user.id])).toEqual([
        { club_id: other.id },
      ]);
      expect(await t.db.query(`SELECT club_id FROM club_memberships WHERE user_id = $1`, [user.id])).toEqual([
        { club_id: other.id },
      ]);
    });

    it('shows a player who left as Former member in the draw', async () => {
      const club = await createClub(t.db);
      const { eventId, players, organiser } = await drawnEvent(t, club, { players: 8 });
      const player = await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: players[0].id,
        clubId: club.id,
        userType: 'clubmember',
      });
      expect((await player.delete('/api/me/membership')).status).toBe(200);
      const draw = await organiser.get(`/api/events/${eventId}/draw`);
      expect(draw.status).toBe(200);
      const names = Object.fromEntries(
        draw.body.data.players.map((p: { user_id: string; name: string }) => [p.user_id, p.name]),
      );
      expect(names[players[0].id]).toBe('Former member');
      expect(names[players[1].id]).toBe('Player 02');
    });

    it('refuses the last club super admin (409), and lets one go while another stays', async () => {
      const club = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubsuperadmin');
      const refused = await browser.delete('/api/me/membership');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(API_ERRORS.lastSuperAdminLeaving);
      expect(await userExists(user.id)).toBe(true);

      await createClubUser(t.db, club, 'clubsuperadmin');
      expect((await browser.delete('/api/me/membership')).status).toBe(200);
    });

    it('keeps someone who left out of an import, unless include_departed=true', async () => {
      const club = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubmember');
      expect((await browser.delete('/api/me/membership')).status).toBe(200);
      const [{ today }] = await t.db.query(
        `SELECT to_char(now() AT TIME ZONE timezone, 'YYYY-MM-DD') AS today FROM clubs WHERE id = $1`,
        [club.id],
      );
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const csv = `email,name\n${user.email.toUpperCase()},Back Again\n`;

      const held = await upload(admin, csv);
      expect(held.status).toBe(200);
      expect(held.body.data).toMatchObject({ created: 0, unchanged: 1, error_count: 0 });
      expect(held.body.data.rows).toEqual([
        { row: 2, email: user.email, action: 'unchanged', errors: { email: `Left the club on ${today}` } },
      ]);
      const dutch = await admin.post('/api/club-users/import?dry_run=true', undefined, {
        rawBody: Buffer.from(csv),
        headers: { 'content-type': 'text/csv', 'accept-language': 'nl' },
      });
      expect(dutch.body.data.rows[0].errors).toEqual({ email: `Heeft de club verlaten op ${today}` });

      const back = await upload(admin, csv, '?include_departed=true');
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ created: 1, unchanged: 0 });
      expect(back.body.data.rows[0]).toEqual({ row: 2, email: user.email, action: 'create' });
      // Back in: the next import sees a member, not someone who left.
      const again = await upload(admin, csv);
      expect(again.body.data.rows[0]).toEqual({ row: 2, email: user.email, action: 'unchanged' });

      const bad = await upload(admin, csv, '?include_departed=yes');
      expect(bad.status).toBe(400);
    });
  });

  it('staff removal anonymises the same way: future cancelled with the waitlist moving on, past as Former member', async () => {
    const club = await createClub(t.db);
    const { browser: admin } = await browserAs(t, club, 'clubadmin');
    const removed = await createClubUser(t.db, club, 'clubmember', undefined, 'Rob Removed');
    const waiting = await createClubUser(t.db, club, 'clubmember');
    const coming = await createEvent(t.db, club, { name: 'Staff removal night', capacity: 1 });
    await createSignup(t.db, club, coming.id, removed.id);
    await createSignup(t.db, club, coming.id, waiting.id, 'waitlisted');
    const past = await createEvent(t.db, club, { inDays: -3 });
    const pastSignup = await createSignup(t.db, club, past.id, removed.id);

    expect((await admin.delete(`/api/club-users/${removed.id}`)).status).toBe(200);
    expect(await signupsOf(club, coming.id)).toEqual([
      expect.objectContaining({ user_id: waiting.id, status: 'confirmed' }),
    ]);
    await waitForKind(waiting.email, 'waitlist_promotion');
    expect(await signupsOf(club, past.id)).toEqual([
      { id: pastSignup.id, user_id: null, anonymised: 'former_member', status: 'confirmed' },
    ]);
    expect(await userExists(removed.id)).toBe(false);
    const list = await admin.get(`/api/signups/events/${past.id}`);
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Former member']);
    const log = await admin.get('/api/club/audit-log');
    expect(log.body.data[0]).toMatchObject({
      action: 'club_user.removed',
      target_id: removed.id,
      target_label: 'Former member',
    });

    // Staff may still remove the anonymised sign-up itself: no one to mail, the entry names it.
    const gone = await admin.delete(`/api/signups/admin/${pastSignup.id}`);
    expect(gone.status).toBe(200);
    expect(await signupsOf(club, past.id)).toEqual([]);
    const after = await admin.get('/api/club/audit-log');
    expect(after.body.data[0]).toMatchObject({
      action: 'signup.removed_by_staff',
      target_type: 'signup',
      target_id: pastSignup.id,
    });
  });

  describe('retention', () => {
    it('new clubs default to 24 months; the setting is read, changed, turned off and checked', async () => {
      const club = await createClub(t.db);
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      expect((await admin.get('/api/club/settings')).body.data.retention_months).toBe(24);
      expect(
        (await admin.put('/api/club/settings', { retention_months: 12 })).body.data.retention_months,
      ).toBe(12);
      // Left out: kept.
      expect((await admin.put('/api/club/settings', { self_rating: false })).body.data.retention_months).toBe(
        12,
      );
      expect(
        (await admin.put('/api/club/settings', { retention_months: null })).body.data.retention_months,
      ).toBe(null);
      for (const bad of [0, 121, 2.5, '12']) {
        const res = await admin.put('/api/club/settings', { retention_months: bad });
        expect([bad, res.status]).toEqual([bad, 400]);
      }
    });

    it('the job anonymises past sign-ups older than the period as Anonymous and leaves recent ones and clubs with it off', async () => {
      const club = await createClub(t.db);
      const off = await createClub(t.db);
      await t.db.query(`UPDATE clubs SET retention_months = 12 WHERE id = $1`, [club.id]);
      await t.db.query(`UPDATE clubs SET retention_months = NULL WHERE id = $1`, [off.id]);
      const member = await createClubUser(t.db, club, 'clubmember', undefined, 'Olga Old');
      const offMember = await createClubUser(t.db, off, 'clubmember');
      const old = await createEvent(t.db, club, { name: 'Long ago', inDays: -400 });
      const recent = await createEvent(t.db, club, { name: 'Not so long ago', inDays: -300 });
      const offOld = await createEvent(t.db, off, { inDays: -400 });
      const oldSignup = await createSignup(t.db, club, old.id, member.id);
      await createSignup(t.db, club, recent.id, member.id);
      await createSignup(t.db, off, offOld.id, offMember.id);
      const attendanceAt = async (eventId: string, userId: string) =>
        (
          await t.db.query(
            `INSERT INTO attendance (club_id, event_id, user_id, status)
             SELECT club_id, id, $2, 'late_cancel' FROM events WHERE id = $1 RETURNING id`,
            [eventId, userId],
          )
        )[0].id as string;
      const oldRecord = await attendanceAt(old.id, member.id);
      const recentRecord = await attendanceAt(recent.id, member.id);

      expect(await runJob(t, 'retention')).toMatch(/^\d+ sign-ups? anonymised$/);
      // Attendance of those events likewise stays without its person; later records keep theirs.
      const attendanceUser = async (id: string) =>
        (await t.db.query(`SELECT user_id FROM attendance WHERE id = $1`, [id]))[0].user_id;
      expect(await attendanceUser(oldRecord)).toBeNull();
      expect(await attendanceUser(recentRecord)).toBe(member.id);
      expect(await signupsOf(club, old.id)).toEqual([
        { id: oldSignup.id, user_id: null, anonymised: 'anonymous', status: 'confirmed' },
      ]);
      expect(await signupsOf(club, recent.id)).toEqual([expect.objectContaining({ user_id: member.id })]);
      expect(await signupsOf(off, offOld.id)).toEqual([expect.objectContaining({ user_id: offMember.id })]);
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const list = await organiser.get(`/api/signups/events/${old.id}`);
      expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['Anonymous']);
      // The person is still a member: only the old sign-up lost them.
      expect((await organiser.get(`/api/signups/events/${recent.id}`)).body.data[0].name).toBe('Olga Old');
      // Nothing left to do the second time.
      expect(await runJob(t, 'retention')).toBe('0 sign-ups anonymised');
    });
  });
});
