import { clubNow } from '@courtside/domain';
import { createClub, type TestClub } from './support/factories';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

describe('finding people (API.md section 12)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

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
