import { API_ERRORS } from '@courtside/domain';
import { createClub, createClubUser, createEvent, createSignup, type TestClub } from './support/factories';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** The rows of a CSV download without its byte order mark, split on `separator` (no quoted separators here). */
const rowsOf = (text: string, separator: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(separator));

describe("an event's sign-ups as CSV", () => {
  let t: TestApp;
  let club: TestClub;

  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db);
  });
  afterAll(() => t.close());

  async function eventWithSignups() {
    const event = await createEvent(t.db, club, { name: 'Friday Mix-in Café', capacity: 2 });
    const ann = await createClubUser(t.db, club, 'clubmember', undefined, 'Ann Smit');
    const sly = await createClubUser(t.db, club, 'clubmember', undefined, '=HYPERLINK("http://x.example")');
    const bob = await createClubUser(t.db, club, 'clubmember', undefined, '-Bob');
    await t.db.query(`UPDATE club_memberships SET level = 6.5 WHERE user_id = $1`, [ann.id]);
    for (const [user, status] of [
      [ann, 'confirmed'],
      [sly, 'confirmed'],
      [bob, 'waitlisted'],
    ] as const) {
      await createSignup(t.db, club, event.id, user.id, status);
    }
    return { event, ann, sly, bob };
  }

  it('downloads in sign-up order with the English headers, an attachment never cached', async () => {
    const { event, ann, sly, bob } = await eventWithSignups();
    const { browser } = await browserAs(t, club, 'cluborganiser');
    const res = await browser.get(`/api/events/${event.id}/signups.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="friday-mix-in-cafe-signups.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = rowsOf(res.text, ',');
    expect(header).toEqual(['Name', 'Email', 'User type', 'Level', 'Status', 'Signed up at']);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['Ann Smit', ann.email, 'clubmember', '6.5', 'confirmed'],
      // A formula stays text: a leading ', and csv-stringify quotes what holds quotes.
      [`"'=HYPERLINK(""http://x.example"")"`, sly.email, 'clubmember', '', 'confirmed'],
      ["'-Bob", bob.email, 'clubmember', '', 'waitlisted'],
    ]);
    for (const row of rows) expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const [audit] = await t.db.query(
      `SELECT action, target_id, summary FROM audit_log WHERE target_id = $1`,
      [event.id],
    );
    expect(audit).toEqual({
      action: 'signups.exported',
      target_id: event.id,
      summary: 'Downloaded the sign-ups of Friday Mix-in Café',
    });
  });

  it('uses semicolons, a decimal comma and Dutch headers for a Dutch reader', async () => {
    const { event, ann } = await eventWithSignups();
    const { user, browser } = await browserAs(t, club, 'clubadmin');
    await t.db.query(`UPDATE club_memberships SET locale = 'nl' WHERE club_id = $1 AND user_id = $2`, [
      club.id,
      user.id,
    ]);
    const res = await browser.get(`/api/events/${event.id}/signups.csv`);
    const [header, first] = rowsOf(res.text, ';');
    expect(header).toEqual(['Naam', 'E-mailadres', 'Rol', 'Niveau', 'Status', 'Ingeschreven op']);
    expect(first.slice(0, 4)).toEqual(['Ann Smit', ann.email, 'clubmember', '6,5']);
  });

  it('is for event managers of the club only', async () => {
    const { event } = await eventWithSignups();
    const member = await browserAs(t, club, 'clubmember');
    expect((await member.browser.get(`/api/events/${event.id}/signups.csv`)).status).toBe(403);

    const other = await createClub(t.db);
    const otherOrganiser = await browserAs(t, other, 'cluborganiser');
    const elsewhere = await otherOrganiser.browser.get(`/api/events/${event.id}/signups.csv`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(API_ERRORS.eventNotFound);

    const { browser } = await browserAs(t, club, 'cluborganiser');
    const unknown = await browser.get('/api/events/00000000-0000-4000-8000-000000000000/signups.csv');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
    expect((await browser.get('/api/events/not-a-uuid/signups.csv')).status).toBe(404);
  });
});

describe('the member list as CSV', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it.each(['en', 'nl'] as const)(
    'imports back unchanged (%s), formulas and decimals included',
    async (locale) => {
      const club = await createClub(t.db);
      const { user, browser } = await browserAs(t, club, 'clubadmin');
      await t.db.query(`UPDATE club_memberships SET locale = $3 WHERE club_id = $1 AND user_id = $2`, [
        club.id,
        user.id,
        locale,
      ]);
      const ann = await createClubUser(t.db, club, 'clubmember', undefined, '=Ann "the ace"; Smit');
      await t.db.query(
        `UPDATE club_memberships SET level = 6.5, member_number = '-0042', phone = '+31 6 1234 5678' WHERE user_id = $1`,
        [ann.id],
      );
      await createClubUser(t.db, club, 'clubguest', undefined, null);

      const res = await browser.get('/api/club-users/export.csv');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${club.subdomain}-members.csv"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const header = res.text.replace(/^\uFEFF/, '').split('\r\n')[0];
      expect(header).toBe(
        locale === 'nl'
          ? 'E-mailadres;Naam;Rol;Niveau;Lidnummer;Telefoon;Laatst gezien'
          : 'Email,Name,User type,Level,Member number,Phone,Last seen',
      );
      expect(res.text).toContain(locale === 'nl' ? '6,5' : '6.5');

      const back = await browser.post('/api/club-users/import?dry_run=true', undefined, {
        rawBody: Buffer.from(res.text, 'utf8'),
        headers: { 'content-type': 'text/csv' },
      });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({
        created: 0,
        updated: 0,
        error_count: 0,
        ignored_columns: [header.split(locale === 'nl' ? ';' : ',')[6]],
      });
      expect(back.body.data.unchanged).toBe(back.body.data.rows.length);

      const [audit] = await t.db.query(
        `SELECT action FROM audit_log WHERE club_id = $1 AND action = 'club_users.exported'`,
        [club.id],
      );
      expect(audit).toEqual({ action: 'club_users.exported' });
      const member = await browserAs(t, club, 'cluborganiser');
      expect((await member.browser.get('/api/club-users/export.csv')).status).toBe(403);
    },
  );
});
