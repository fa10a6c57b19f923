import { API_ERRORS, FORMER_MEMBER_LABEL, SYSTEM_ACTOR_LABEL, VALIDATION } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { auditStore } from '../src/common/audit/audit.store';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/demo/demo-seed';
import { ENTITIES } from '../src/entities';
import { runBackend } from './support/backend-process';
import { drawnEvent } from './support/draws';
import {
  createClub,
  createClubUser,
  createEvent,
  createSignup,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { createIsolatedDatabase } from './support/isolated-database';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/**
 * The club audit log (API.md section 12): each staff action writes one entry in the transaction
 * of the change; staff read it newest first, a page at a time, with labels resolved when read;
 * system staff read any club's in the console; nothing changes or deletes an entry but the
 * 36-month retention job.
 */
describe('audit log', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const entries = async (club: TestClub): Promise<any[]> =>
    t.db.query(`SELECT * FROM audit_log WHERE club_id = $1 ORDER BY at, id`, [club.id]);

  /** A club with a signed-in club admin. */
  async function clubWithAdmin(role: 'clubadmin' | 'clubsuperadmin' = 'clubadmin') {
    const club = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, role, undefined, 'Alice Admin');
    return { club, admin: user, browser };
  }

  async function systemStaff(club: TestClub, role: 'systemadmin' | 'systemmanager' = 'systemadmin') {
    const user = await createSystemUser(t.db, role);
    const browser = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: user.id,
      userType: role,
    });
    return { user, browser };
  }

  describe('writing', () => {
    it('creating a club user writes one entry naming actor, target and type', async () => {
      const { club, admin, browser } = await clubWithAdmin();
      const res = await browser.post('/api/club-users', {
        email: uniqueEmail('new'),
        name: 'Nina New',
        user_type: 'clubmember',
        invite: false,
      });
      expect(res.status).toBe(201);
      const rows = await entries(club);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_kind: 'club',
        actor_id: admin.id,
        action: 'club_user.created',
        target_type: 'club_user',
        target_id: res.body.data.id,
        summary: 'Added as clubmember',
      });
    });

    it('inviting writes one invitation.sent entry per call, beside the creation', async () => {
      const { club, admin, browser } = await clubWithAdmin();
      const res = await browser.post('/api/club-users', {
        email: uniqueEmail('invited'),
        user_type: 'clubmember',
      });
      expect(res.status).toBe(201);
      const others = [];
      for (let i = 0; i < 3; i++) others.push((await createClubUser(t.db, club, 'clubmember')).id);
      expect((await browser.post('/api/club-users/invitations', { user_ids: others })).status).toBe(200);
      const rows = await entries(club);
      // One transaction's entries share their time: compared in a fixed order.
      const lines = rows.map((r: { action: string; target_id: string | null; summary: string }) =>
        [r.action, r.target_id, r.summary].join(' | '),
      );
      expect(lines.sort()).toEqual([
        `club_user.created | ${res.body.data.id} | Added as clubmember`,
        'invitation.sent |  | Invited 3 people',
        `invitation.sent | ${res.body.data.id} | Invited 1 person`,
      ]);
      expect(rows.every((r: { actor_id: string }) => r.actor_id === admin.id)).toBe(true);
    });

    it('a change lists the changed fields without their values; a type change is its own action', async () => {
      const { club, browser } = await clubWithAdmin('clubsuperadmin');
      const bob = await createClubUser(t.db, club, 'clubmember', uniqueEmail('bob'), 'Bob');
      const newEmail = uniqueEmail('bob-new');
      expect(
        (await browser.put(`/api/club-users/${bob.id}`, { name: 'Bobby', email: newEmail })).status,
      ).toBe(200);
      expect((await browser.put(`/api/club-users/${bob.id}`, { user_type: 'clubadmin' })).status).toBe(200);
      // The same values again: nothing changed, nothing written.
      expect((await browser.put(`/api/club-users/${bob.id}`, { name: 'Bobby' })).status).toBe(200);

      const rows = await entries(club);
      expect(rows.map((r) => [r.action, r.target_id, r.summary])).toEqual([
        ['club_user.updated', bob.id, 'Changed: name, email'],
        ['club_user.type_changed', bob.id, 'Type clubmember → clubadmin'],
      ]);
      expect(rows.map((r) => r.summary).join(' ')).not.toContain(newEmail);
    });

    it('removing a club user writes one entry', async () => {
      const { club, browser } = await clubWithAdmin();
      const carl = await createClubUser(t.db, club, 'clubmember');
      expect((await browser.delete(`/api/club-users/${carl.id}`)).status).toBe(200);
      const rows = await entries(club);
      expect(rows.map((r) => [r.action, r.target_id, r.summary])).toEqual([
        ['club_user.removed', carl.id, 'Removed (was clubmember)'],
      ]);
    });

    it('a refused change writes nothing (same transaction)', async () => {
      const { club, admin, browser } = await clubWithAdmin('clubsuperadmin');
      // The last super admin may not demote themselves: 409, and no entry.
      const res = await browser.put(`/api/club-users/${admin.id}`, { user_type: 'clubmember', name: 'X' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(API_ERRORS.lastSuperAdmin);
      expect(await entries(club)).toEqual([]);
      // Nor does a creation refused as a duplicate.
      const existing = await createClubUser(t.db, club, 'clubmember');
      const dup = await browser.post('/api/club-users', { email: existing.email, user_type: 'clubmember' });
      expect(dup.status).toBe(409);
      expect(await entries(club)).toEqual([]);
    });

    it('sign-ups made and removed by staff for someone else write one entry each', async () => {
      const club = await createClub(t.db);
      const { user: organiser, browser } = await browserAs(t, club, 'cluborganiser');
      const member = await createClubUser(t.db, club, 'clubmember');
      const event = await createEvent(t.db, club, { name: 'Club night' });

      const made = await browser.post('/api/signups/admin', { event_id: event.id, user_id: member.id });
      expect(made.status).toBe(201);
      expect((await browser.delete(`/api/signups/admin/${made.body.data.id}`)).status).toBe(200);
      // Staff signing themselves up and off is not about someone else: no entry.
      const own = await browser.post('/api/signups/admin', { event_id: event.id, user_id: organiser.id });
      expect(own.status).toBe(201);
      expect((await browser.delete(`/api/signups/admin/${own.body.data.id}`)).status).toBe(200);

      const rows = await entries(club);
      expect(rows.map((r) => [r.actor_id, r.action, r.target_type, r.target_id])).toEqual([
        [organiser.id, 'signup.created_by_staff', 'club_user', member.id],
        [organiser.id, 'signup.removed_by_staff', 'club_user', member.id],
      ]);
      expect(rows[0].summary).toMatch(/^Signed up for Club night, \d{4}-\d{2}-\d{2} 18:00 \(confirmed\)$/);
      expect(rows[1].summary).toMatch(/^Removed from Club night, \d{4}-\d{2}-\d{2} 18:00$/);
    });

    it('a sign-up refused (already signed up) writes nothing', async () => {
      const club = await createClub(t.db);
      const { browser } = await browserAs(t, club, 'cluborganiser');
      const member = await createClubUser(t.db, club, 'clubmember');
      const event = await createEvent(t.db, club);
      await createSignup(t.db, club, event.id, member.id);
      const res = await browser.post('/api/signups/admin', { event_id: event.id, user_id: member.id });
      expect(res.status).toBe(409);
      expect(await entries(club)).toEqual([]);
    });

    it('changing club settings writes the names of the changed settings', async () => {
      const { club, browser } = await clubWithAdmin();
      const res = await browser.put('/api/club/settings', { rating_scale: 'ntrp', default_locale: 'en' });
      expect(res.status).toBe(200);
      const rows = await entries(club);
      // default_locale was already 'en': only the scale changed.
      expect(rows.map((r) => [r.action, r.target_type, r.target_id, r.summary])).toEqual([
        ['club.settings_changed', 'club', club.id, 'Changed: rating_scale'],
      ]);
    });

    it('publishing a draw writes one entry for the event', async () => {
      const club = await createClub(t.db);
      const { eventId } = await drawnEvent(t, club, { publish: true });
      const rows = await entries(club);
      expect(rows.map((r) => [r.action, r.target_type, r.target_id])).toEqual([
        ['draw.published', 'event', eventId],
      ]);
      expect(rows[0].summary).toBe('Published: 4 round(s), 8 player(s)');
    });
  });

  describe('reading', () => {
    it('answers newest first with labels resolved when read', async () => {
      const { club, browser } = await clubWithAdmin('clubsuperadmin');
      const { browser: other, user: otherAdmin } = await browserAs(t, club, 'clubadmin', undefined, 'Olga');
      const dave = await createClubUser(t.db, club, 'clubmember', uniqueEmail('dave'), 'Dave');
      expect((await other.put(`/api/club-users/${dave.id}`, { name: 'David' })).status).toBe(200);
      expect((await browser.delete(`/api/club-users/${dave.id}`)).status).toBe(200);
      // Olga leaves: her entry now reads 'Former member'.
      expect((await browser.delete(`/api/club-users/${otherAdmin.id}`)).status).toBe(200);

      const res = await browser.get('/api/club/audit-log');
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.map((e: any) => e.action)).toEqual([
        'club_user.removed',
        'club_user.removed',
        'club_user.updated',
      ]);
      expect(data[2]).toEqual({
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        actor_id: otherAdmin.id,
        actor_label: FORMER_MEMBER_LABEL,
        actor_kind: 'former_member',
        action: 'club_user.updated',
        target_type: 'club_user',
        target_id: dave.id,
        target_label: FORMER_MEMBER_LABEL,
        summary: 'Changed: name',
      });
      expect(data[0]).toMatchObject({ actor_label: 'Alice Admin', actor_kind: 'member' });
      expect(res.body.next_cursor).toBeNull();
    });

    it("a system admin's change reads 'Courtside support' without their id; the console shows it", async () => {
      const club = await createClub(t.db);
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const { user: staffUser, browser: staff } = await systemStaff(club);
      const erin = await createClubUser(t.db, club, 'clubmember', uniqueEmail('erin'), 'Erin');
      expect((await staff.put(`/api/club-users/${erin.id}`, { user_type: 'cluborganiser' })).status).toBe(
        200,
      );

      const res = await admin.get('/api/club/audit-log');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        actor_id: null,
        actor_label: SYSTEM_ACTOR_LABEL,
        actor_kind: 'system',
        action: 'club_user.type_changed',
        target_label: 'Erin',
        summary: 'Type clubmember → cluborganiser',
      });

      const console = await systemStaff(club, 'systemmanager');
      const apex = await signIn(t, t.client(null), {
        kind: 'system',
        systemUserId: console.user.id,
        userType: 'systemmanager',
      });
      const fromConsole = await apex.get(`/api/admin/clubs/${club.id}/audit-log`);
      expect(fromConsole.status).toBe(200);
      expect(fromConsole.body.data[0]).toMatchObject({
        actor_id: staffUser.id,
        actor_label: SYSTEM_ACTOR_LABEL,
      });
    });

    it('filters by action, actor and target, and pages each entry exactly once', async () => {
      const { club, admin, browser } = await clubWithAdmin();
      const { user: second, browser: other } = await browserAs(t, club, 'clubadmin');
      const people = [];
      for (let i = 0; i < 5; i++) {
        const res = await (i % 2 ? other : browser).post('/api/club-users', {
          email: uniqueEmail(`p${i}`),
          name: `Person ${i}`,
          user_type: 'clubmember',
          invite: false,
        });
        expect(res.status).toBe(201);
        people.push(res.body.data.id as string);
      }
      expect((await browser.put(`/api/club-users/${people[0]}`, { name: 'Renamed' })).status).toBe(200);
      expect((await browser.delete(`/api/club-users/${people[1]}`)).status).toBe(200);

      // Seven entries, pages of two, newest first, each exactly once.
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
        const res = await browser.get(`/api/club/audit-log${query}`);
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.data);
        cursor = res.body.next_cursor;
        // A new entry during the walk is not on a later page (the walk's "now" is fixed).
        if (pages === 0) await browser.put(`/api/club-users/${people[2]}`, { name: 'Mid-walk' });
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(seen).toHaveLength(7);
      expect(new Set(seen.map((e) => e.id)).size).toBe(7);
      const times = seen.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(seen[0].action).toBe('club_user.removed');

      const byAction = await browser.get('/api/club/audit-log?action=club_user.created');
      expect(byAction.body.data).toHaveLength(5);
      const byActor = await browser.get(`/api/club/audit-log?actor_id=${second.id}`);
      expect(byActor.body.data.map((e: any) => e.target_id).sort()).toEqual([people[1], people[3]].sort());
      const byTarget = await browser.get(`/api/club/audit-log?target_id=${people[0]}`);
      expect(byTarget.body.data.map((e: any) => e.action)).toEqual([
        'club_user.updated',
        'club_user.created',
      ]);
      const both = await browser.get(`/api/club/audit-log?actor_id=${admin.id}&action=club_user.removed`);
      expect(both.body.data.map((e: any) => e.target_id)).toEqual([people[1]]);
    });

    it('answers 400 for a malformed filter, cursor or limit', async () => {
      const { browser } = await clubWithAdmin();
      const cases: [string, string, string][] = [
        ['action=club_user.exploded', 'action', VALIDATION.auditActionInvalid],
        ['actor_id=not-a-uuid', 'actor_id', API_ERRORS.invalidUserId],
        ['target_id=123', 'target_id', API_ERRORS.invalidUserId],
        ['cursor=bm9wZQ', 'cursor', VALIDATION.auditCursorInvalid],
        ['limit=0', 'limit', VALIDATION.auditLimitInvalid],
        ['limit=101', 'limit', VALIDATION.auditLimitInvalid],
      ];
      for (const [query, field, message] of cases) {
        const res = await browser.get(`/api/club/audit-log?${query}`);
        expect([query, res.status, res.body.errors?.[field]]).toEqual([query, 400, message]);
      }
    });

    it('is for club-users:manage only, and only for its own club', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const { browser: member } = await browserAs(t, club, 'clubmember');
      const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const { user: otherAdmin } = await browserAs(t, other, 'clubadmin');
      const { browser: staffBrowser } = await systemStaff(club);
      await staffBrowser.post('/api/club-users', { email: uniqueEmail('x'), user_type: 'clubmember' });

      expect((await member.get('/api/club/audit-log')).status).toBe(403);
      expect((await organiser.get('/api/club/audit-log')).status).toBe(403);
      expect((await admin.get('/api/club/audit-log')).status).toBe(200);
      expect((await t.client(club.subdomain).get('/api/club/audit-log')).status).toBe(401);
      // The other club's admin, on this club's host, has no session here.
      const foreign = await signIn(t, t.client(club.subdomain), {
        kind: 'club',
        userId: otherAdmin.id,
        clubId: other.id,
        userType: 'clubadmin',
      });
      expect((await foreign.get('/api/club/audit-log')).status).toBe(401);
      // On their own host they read their own club's log, which holds none of this club's entries.
      const own = await signIn(t, t.client(other.subdomain), {
        kind: 'club',
        userId: otherAdmin.id,
        clubId: other.id,
        userType: 'clubadmin',
      });
      const theirs = await own.get('/api/club/audit-log');
      expect(theirs.status).toBe(200);
      expect(theirs.body.data).toEqual([]);
      // Nor the console route.
      expect((await own.get(`/api/admin/clubs/${club.id}/audit-log`)).status).toBe(403);
    });

    it('the console route answers 404 for an unknown or malformed club id', async () => {
      const club = await createClub(t.db);
      const { user } = await systemStaff(club);
      const apex = await signIn(t, t.client(null), {
        kind: 'system',
        systemUserId: user.id,
        userType: 'systemadmin',
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await apex.get(`/api/admin/clubs/${id}/audit-log`);
        expect([id, res.status, res.body.message]).toEqual([id, 404, API_ERRORS.clubNotFound]);
      }
      expect((await apex.get(`/api/admin/clubs/${club.id}/audit-log`)).status).toBe(200);
    });

    it('no route changes or deletes an entry', async () => {
      const { club, browser } = await clubWithAdmin();
      await browser.put('/api/club/settings', { self_rating: false });
      const [entry] = await entries(club);
      expect(entry).toBeDefined();
      const { user } = await systemStaff(club);
      const apex: HttpClient = await signIn(t, t.client(null), {
        kind: 'system',
        systemUserId: user.id,
        userType: 'systemadmin',
      });
      for (const [client, base] of [
        [browser, '/api/club/audit-log'],
        [apex, `/api/admin/clubs/${club.id}/audit-log`],
      ] as const) {
        for (const path of [base, `${base}/${entry.id}`]) {
          for (const method of ['PUT', 'PATCH', 'DELETE']) {
            const res = await client.request(method, path, { body: {} });
            expect([method, path, res.status]).toEqual([method, path, 404]);
          }
          expect((await client.post(path, {})).status).toBe(404);
        }
      }
      expect(await entries(club)).toHaveLength(1);
    });
  });

  it('jobs:run audit-retention deletes entries older than 36 months and keeps newer ones', async () => {
    const club = await createClub(t.db);
    const insert = (age: string) =>
      t.db.query(
        `INSERT INTO audit_log (club_id, at, actor_kind, action, target_type, target_id, summary)
         VALUES ($1, now() - $2::interval, 'club', 'club.settings_changed', 'club', $1, $3) RETURNING id`,
        [club.id, age, age],
      );
    await insert('37 months');
    await insert('36 months 1 day');
    await insert('35 months 27 days');
    await insert('1 day');
    const { code, output } = await runBackend(['jobs:run', 'audit-retention']);
    expect([code, output]).toEqual([0, expect.stringMatching(/audit entr(y|ies) deleted/)]);
    const left = (await entries(club)).map((r) => r.summary).sort();
    expect(left).toEqual(['1 day', '35 months 27 days']);
  }, 60_000);

  it("the demo seed gives Riverside a few entries, a former member's and support's among them", async () => {
    const database = await createIsolatedDatabase('audit_demo');
    const db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    try {
      expect(await seedDemoData(db)).toBe(true);
      const [{ id }] = await db.query(`SELECT id FROM clubs WHERE subdomain = 'riverside'`);
      const rows = await auditStore.page(
        db.manager,
        id,
        {},
        { anchor: await auditStore.now(db.manager) },
        50,
      );
      expect(rows.map((r) => [r.action, r.actor_label, r.target_label])).toEqual([
        ['draw.published', 'Orla Ortiz', 'Club Night Mix-in'],
        ['signup.created_by_staff', 'Orla Ortiz', 'Priya Shah'],
        ['club_user.updated', 'Adam Archer', 'Tom Baker'],
        ['club_user.type_changed', 'Olivia Owen', 'Orla Ortiz'],
        ['club.settings_changed', SYSTEM_ACTOR_LABEL, null],
        ['club_user.created', FORMER_MEMBER_LABEL, 'Lena Fischer'],
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 60_000);
});
