import { clubNow, LIMITS, VALIDATION, VALIDATION_NL, type ClubRole } from '@courtside/domain';
import {
  createClub,
  createClubUser,
  createSystemUser,
  uniqueEmail,
  type TestClub,
  type TestUser,
} from './support/factories';
import type { HttpClient } from './support/http-client';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

interface Listed {
  id: string;
  email: string;
  name: string | null;
  member_number: string | null;
  last_seen_on: string | null;
}

describe('finding people (API.md section 12)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  /** System staff acting on `club`'s host: they have no membership, so they are not listed. */
  async function staff(club: TestClub): Promise<HttpClient> {
    const user = await createSystemUser(t.db, 'systemadmin');
    return signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: user.id,
      userType: 'systemadmin',
    });
  }

  /** A member of `club` with the given membership fields. */
  async function person(
    club: TestClub,
    role: ClubRole,
    fields: {
      email?: string;
      name?: string | null;
      member_number?: string | null;
      level?: number | null;
      last_seen_on?: string | null;
      created_at?: string;
    } = {},
  ): Promise<TestUser> {
    const user = await createClubUser(
      t.db,
      club,
      role,
      fields.email,
      fields.name === undefined ? `Test ${role}` : fields.name,
    );
    await t.db.query(
      `UPDATE club_memberships SET member_number = $3, level = $4, last_seen_on = $5,
              created_at = COALESCE($6::timestamptz, created_at)
        WHERE club_id = $1 AND user_id = $2`,
      [
        club.id,
        user.id,
        fields.member_number ?? null,
        fields.level ?? null,
        fields.last_seen_on ?? null,
        fields.created_at ?? null,
      ],
    );
    return user;
  }

  const ids = (body: { data: Listed[] }) => body.data.map((u) => u.id);

  /** Every page of a walk with `limit`, each checked to carry the same total. */
  async function walk(
    browser: HttpClient,
    params: string,
    limit: number,
  ): Promise<{ ids: string[]; pages: number; total: number }> {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let total = -1;
    do {
      const url = `/api/club-users?${params}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await browser.get(url);
      expect([url, res.status]).toEqual([url, 200]);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'next_cursor', 'total']);
      if (total === -1) total = res.body.total;
      expect(res.body.total).toBe(total);
      expect(res.body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...ids(res.body));
      cursor = res.body.next_cursor;
      pages++;
      if (pages > 1000) throw new Error('the walk does not end');
    } while (cursor);
    return { ids: seen, pages, total };
  }

  describe('member number and phone', () => {
    it('are taken on create and change, trimmed, and cleared with an empty text', async () => {
      const club = await createClub(t.db);
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const created = await admin.post('/api/club-users', {
        email: uniqueEmail('numbered'),
        name: 'Numbered',
        member_number: ' KNLTB 12345678 ',
        phone: '+31 (0)6 1234-5678',
        // Not invited, so invited_at stays null (invitations have their own suite).
        invite: false,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        member_number: 'KNLTB 12345678',
        phone: '+31 (0)6 1234-5678',
        invited_at: null,
        last_seen_on: null,
      });
      const id = created.body.data.id;

      const changed = await admin.put(`/api/club-users/${id}`, { member_number: '87654321' });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ member_number: '87654321', phone: '+31 (0)6 1234-5678' });

      const cleared = await admin.put(`/api/club-users/${id}`, { member_number: '', phone: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ member_number: null, phone: null, name: 'Numbered' });
      expect((await admin.get(`/api/club-users/${id}`)).body.data).toMatchObject({
        member_number: null,
        phone: null,
      });
    });

    it('refuses a member number or phone it cannot keep, with the message of the field', async () => {
      const club = await createClub(t.db);
      const { browser: admin } = await browserAs(t, club, 'clubadmin');
      const target = await createClubUser(t.db, club, 'clubmember');
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { member_number: 'x'.repeat(LIMITS.memberNumber + 1) },
          'member_number',
          VALIDATION.memberNumberTooLong,
        ],
        [{ member_number: 'ab\u0007cd' }, 'member_number', VALIDATION.memberNumberCharacters],
        [{ member_number: 12345 }, 'member_number', VALIDATION.memberNumberInvalid],
        [{ phone: '06-CALL-ME' }, 'phone', VALIDATION.memberPhoneInvalid],
        [{ phone: '1'.repeat(LIMITS.memberPhone + 1) }, 'phone', VALIDATION.memberPhoneInvalid],
        [{ phone: 612345678 }, 'phone', VALIDATION.memberPhoneInvalid],
      ];
      for (const [body, field, message] of cases) {
        const created = await admin.post('/api/club-users', { email: uniqueEmail('bad'), ...body });
        expect([field, created.status, created.body.errors]).toEqual([field, 400, { [field]: message }]);
        const changed = await admin.put(`/api/club-users/${target.id}`, body);
        expect([field, changed.status, changed.body.errors]).toEqual([field, 400, { [field]: message }]);
      }
      const longest = await admin.put(`/api/club-users/${target.id}`, {
        member_number: '9'.repeat(LIMITS.memberNumber),
        phone: '0'.repeat(LIMITS.memberPhone),
      });
      expect(longest.status).toBe(200);

      const dutch = await admin.put(
        `/api/club-users/${target.id}`,
        { phone: 'call me' },
        { headers: { 'accept-language': 'nl' } },
      );
      expect(dutch.status).toBe(400);
      expect(dutch.body.errors).toEqual({ phone: VALIDATION_NL.memberPhoneInvalid });
    });
  });

  describe('GET /api/club-users: q', () => {
    it('finds by name without regard to accents or case, by part of an e-mail and by member number', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const browser = await staff(club);
      const jose = await person(club, 'clubmember', { name: 'José Álvarez', email: uniqueEmail('jalvarez') });
      const zoe = await person(club, 'clubguest', { name: 'ZOË Müller', member_number: 'KNLTB-778899' });
      const plain = await person(club, 'cluborganiser', {
        name: 'Plain Person',
        email: uniqueEmail('courtmaster'),
      });
      await person(other, 'clubmember', { name: 'Jose Elsewhere', email: uniqueEmail('jalvarez') });

      const find = async (q: string) =>
        ids((await browser.get(`/api/club-users?q=${encodeURIComponent(q)}`)).body);
      expect(await find('Jose')).toEqual([jose.id]);
      expect(await find('josé álv')).toEqual([jose.id]);
      expect(await find('ALVAREZ')).toEqual([jose.id]);
      expect(await find('zoe mull')).toEqual([zoe.id]);
      expect(await find('courtmaster')).toEqual([plain.id]);
      expect(await find('778899')).toEqual([zoe.id]);
      expect(await find('knltb-77')).toEqual([zoe.id]);
      // Every one of these has the club's e-mail domain: all three, in e-mail order.
      expect((await find('@example.test')).sort()).toEqual([jose.id, zoe.id, plain.id].sort());
      // LIKE's wildcards are plain characters here.
      expect(await find('%')).toEqual([]);
      expect(await find('_')).toEqual([]);
      expect(await find('nobody by this name')).toEqual([]);
      // Blank is no search.
      expect((await find('   ')).length).toBe(3);

      const paged = await browser.get('/api/club-users?q=jose&limit=10');
      expect(paged.body).toEqual({
        data: [expect.objectContaining({ id: jose.id })],
        next_cursor: null,
        total: 1,
      });
    });
  });

  describe('GET /api/club-users: user_type', () => {
    it('keeps the types asked for, one or several', async () => {
      const club = await createClub(t.db);
      const browser = await staff(club);
      const guest = await person(club, 'clubguest');
      const member = await person(club, 'clubmember');
      const admin = await person(club, 'clubadmin');
      expect(ids((await browser.get('/api/club-users?user_type=clubguest')).body)).toEqual([guest.id]);
      const two = ids((await browser.get('/api/club-users?user_type=clubmember&user_type=clubadmin')).body);
      expect(two.sort()).toEqual([member.id, admin.id].sort());
      expect(ids((await browser.get('/api/club-users?user_type=cluborganiser')).body)).toEqual([]);
      const both = await browser.get(
        `/api/club-users?user_type=clubguest&q=${encodeURIComponent(guest.email)}&limit=5`,
      );
      expect(both.body.total).toBe(1);
    });
  });

  describe('GET /api/club-users: sort', () => {
    // Four people whose every sort key puts them in a known order; nulls come last either way.
    let club: TestClub;
    let browser: HttpClient;
    const p: Record<'a' | 'b' | 'c' | 'd', TestUser> = {} as never;

    beforeAll(async () => {
      club = await createClub(t.db);
      browser = await staff(club);
      p.a = await person(club, 'clubguest', {
        email: uniqueEmail('a-sort'),
        name: 'bob',
        member_number: '200',
        level: 3,
        last_seen_on: '2026-01-02',
        created_at: '2026-01-04T10:00:00Z',
      });
      p.b = await person(club, 'clubadmin', {
        email: uniqueEmail('b-sort'),
        name: 'Émile',
        member_number: null,
        level: 1.5,
        last_seen_on: null,
        created_at: '2026-01-01T10:00:00Z',
      });
      p.c = await person(club, 'clubmember', {
        email: uniqueEmail('c-sort'),
        name: null,
        member_number: '100',
        level: null,
        last_seen_on: '2026-01-05',
        created_at: '2026-01-03T10:00:00Z',
      });
      p.d = await person(club, 'clubsuperadmin', {
        email: uniqueEmail('d-sort'),
        name: 'anna',
        member_number: '300',
        level: 5,
        last_seen_on: '2026-01-01',
        created_at: '2026-01-02T10:00:00.123456Z',
      });
    });

    const expected: Record<string, string> = {
      name: 'dabc',
      '-name': 'badc',
      email: 'abcd',
      '-email': 'dcba',
      created_at: 'bdca',
      '-created_at': 'acdb',
      last_seen_on: 'dacb',
      '-last_seen_on': 'cadb',
      user_type: 'dbca',
      '-user_type': 'acbd',
      level: 'badc',
      '-level': 'dabc',
      member_number: 'cadb',
      '-member_number': 'dacb',
    };

    it.each(Object.entries(expected))(
      'sort=%s orders the whole list, and pages walk it the same',
      async (sort, order) => {
        const want = [...order].map((k) => p[k as keyof typeof p].id);
        const res = await browser.get(`/api/club-users?sort=${sort}`);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body)).toEqual(['data']);
        expect(ids(res.body)).toEqual(want);
        // One row a page: every cursor, including those after a row without the key, resumes right.
        const walked = await walk(browser, `sort=${sort}`, 1);
        expect(walked).toEqual({ ids: want, pages: 4, total: 4 });
      },
    );
  });

  describe('GET /api/club-users: paging', () => {
    it('walks 120 people in pages of 50, each exactly once, with the total on every page', async () => {
      const club = await createClub(t.db);
      const browser = await staff(club);
      await t.db.query(
        `WITH made AS (
           INSERT INTO users (email) SELECT 'pager-' || g || '-' || $2 || '@example.test' FROM generate_series(1, 120) g
           RETURNING id, email)
         INSERT INTO club_memberships (club_id, user_id, user_type, name, member_number)
           SELECT $1, id, 'clubmember', 'Pager ' || (random() * 10)::int, (random() * 5)::int::text FROM made`,
        [club.id, club.subdomain],
      );
      const all = ids((await browser.get('/api/club-users')).body);
      expect(all).toHaveLength(120);

      for (const sort of ['email', '-name', 'member_number', '-created_at']) {
        const walked = await walk(browser, `sort=${sort}`, 50);
        expect(walked.pages).toBe(3);
        expect(walked.total).toBe(120);
        expect(new Set(walked.ids).size).toBe(120);
        expect(walked.ids.sort()).toEqual([...all].sort());
      }

      // A cursor alone pages with the default size.
      const first = await browser.get('/api/club-users?limit=50');
      const second = await browser.get(
        `/api/club-users?cursor=${encodeURIComponent(first.body.next_cursor)}`,
      );
      expect(second.status).toBe(200);
      expect(second.body.data).toHaveLength(50);
      expect(second.body.total).toBe(120);
      const firstPage = await browser.get(
        '/api/club-users?cursor=' + encodeURIComponent(first.body.next_cursor) + '&limit=500',
      );
      expect(firstPage.body.data).toHaveLength(70);
      expect(firstPage.body.next_cursor).toBeNull();
    });
  });

  describe('GET /api/club-users: malformed queries', () => {
    it('answers 400 naming the field, with a message saying what it takes', async () => {
      const club = await createClub(t.db);
      const browser = await staff(club);
      await person(club, 'clubmember');
      await person(club, 'clubmember');
      const byName = await browser.get('/api/club-users?sort=name&limit=1');
      const nameCursor = encodeURIComponent(byName.body.next_cursor);
      const cases: [string, string, string][] = [
        ['sort=bogus', 'sort', VALIDATION.clubUserSortInvalid],
        ['sort=--name', 'sort', VALIDATION.clubUserSortInvalid],
        ['sort=name&sort=email', 'sort', VALIDATION.queryRepeated],
        ['user_type=boss', 'user_type', VALIDATION.clubUserTypeFilterInvalid],
        ['user_type=clubmember&user_type=systemadmin', 'user_type', VALIDATION.clubUserTypeFilterInvalid],
        ['q=a&q=b', 'q', VALIDATION.queryRepeated],
        [`q=${'x'.repeat(101)}`, 'q', VALIDATION.clubUserSearchInvalid],
        ['limit=0', 'limit', VALIDATION.clubUserLimitInvalid],
        ['limit=501', 'limit', VALIDATION.clubUserLimitInvalid],
        ['limit=ten', 'limit', VALIDATION.clubUserLimitInvalid],
        ['limit=', 'limit', VALIDATION.clubUserLimitInvalid],
        ['cursor=garbage', 'cursor', VALIDATION.cursorInvalid],
        ['cursor=', 'cursor', VALIDATION.cursorInvalid],
        [
          `cursor=${Buffer.from('{"s":"email","k":"x","i":"nope"}').toString('base64url')}`,
          'cursor',
          VALIDATION.cursorInvalid,
        ],
        [
          `cursor=${Buffer.from('{"s":"created_at","k":"yesterday","i":"00000000-0000-4000-8000-000000000000"}').toString('base64url')}&sort=created_at`,
          'cursor',
          VALIDATION.cursorInvalid,
        ],
        // A cursor of one order is no position in another.
        [`sort=email&cursor=${nameCursor}`, 'cursor', VALIDATION.cursorInvalid],
      ];
      for (const [query, field, message] of cases) {
        const res = await browser.get(`/api/club-users?${query}`);
        expect([query, res.status, res.body.errors]).toEqual([query, 400, { [field]: message }]);
        expect(res.body.message).toBe(message);
      }
      const dutch = await browser.get('/api/club-users?sort=bogus', { headers: { 'accept-language': 'nl' } });
      expect(dutch.body.errors).toEqual({ sort: VALIDATION_NL.clubUserSortInvalid });
      // The same cursor with its own order works.
      expect((await browser.get(`/api/club-users?sort=name&cursor=${nameCursor}`)).status).toBe(200);
    });
  });

  describe('GET /api/club-users: who may', () => {
    it('stays closed to members and guests, whatever the query', async () => {
      const club = await createClub(t.db);
      for (const role of ['clubmember', 'clubguest'] as const) {
        const { browser } = await browserAs(t, club, role);
        for (const query of ['', '?q=a', '?limit=5', '?sort=-name&user_type=clubmember']) {
          expect([role, query, (await browser.get(`/api/club-users${query}`)).status]).toEqual([
            role,
            query,
            403,
          ]);
        }
      }
      const { user, browser: organiser } = await browserAs(t, club, 'cluborganiser');
      const res = await organiser.get(`/api/club-users?q=${encodeURIComponent(user.email)}`);
      expect(res.status).toBe(200);
      // Their own visit is today's club day.
      expect(res.body.data).toEqual([
        expect.objectContaining({
          id: user.id,
          last_seen_on: clubNow('Europe/London', new Date()).slice(0, 10),
        }),
      ]);
    });
  });

  describe('last_seen_on', () => {
    /** The membership's last_seen_on as text, and the row version (xmin) that changes on any write. */
    const seen = async (club: TestClub, userId: string): Promise<{ day: string | null; xmin: string }> =>
      (
        await t.db.query(
          `SELECT last_seen_on::text AS day, xmin::text AS xmin FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
          [club.id, userId],
        )
      )[0];

    it("is the club's calendar day of the last signed-in request, written once a day", async () => {
      const club = await createClub(t.db);
      // Far from the server's zone, so a day taken from the server's clock would often differ.
      const zone = 'Pacific/Kiritimati';
      await t.db.query(`UPDATE clubs SET timezone = $2 WHERE id = $1`, [club.id, zone]);
      const { user, browser } = await browserAs(t, club, 'clubmember');
      expect((await seen(club, user.id)).day).toBeNull();

      const before = clubNow(zone, new Date()).slice(0, 10);
      expect((await browser.get('/api/events')).status).toBe(200);
      const after = clubNow(zone, new Date()).slice(0, 10);
      const first = await seen(club, user.id);
      expect([before, after]).toContain(first.day);

      // The same day again: the look-up sees the day is stored and writes nothing.
      expect((await browser.post('/api/auth/verify')).body.authenticated).toBe(true);
      const second = await seen(club, user.id);
      if (second.day === first.day) expect(second.xmin).toBe(first.xmin);

      // A visit on a later day moves it on.
      await t.db.query(`UPDATE club_memberships SET last_seen_on = '2020-01-01' WHERE user_id = $1`, [
        user.id,
      ]);
      expect((await browser.get('/api/events')).status).toBe(200);
      expect((await seen(club, user.id)).day).toBe(clubNow(zone, new Date()).slice(0, 10));
    });

    it('is not written by a request without a session, nor for another club', async () => {
      const club = await createClub(t.db);
      const other = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubmember');
      // The same session cookie sent to another club's host is refused there.
      const elsewhere = t.client(other.subdomain);
      for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
      expect((await elsewhere.get('/api/events')).status).toBe(401);
      expect((await t.client(club.subdomain).get('/api/club')).status).toBe(200);
      expect((await seen(club, user.id)).day).toBeNull();
    });
  });
});
