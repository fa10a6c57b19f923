import { API_ERRORS, LIMITS, VALIDATION } from '@courtside/domain';
import { createClub, createClubUser, createSystemUser } from './support/factories';
import { browserAs, signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** GET and PUT /api/me/profile: a member's own name, phone and name visibility (API.md section 12). */
describe('own profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const membership = async (clubId: string, userId: string) =>
    (
      await t.db.query(
        `SELECT name, phone, show_my_name FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [clubId, userId],
      )
    )[0];
  const auditOf = (clubId: string) =>
    t.db.query(
      `SELECT actor_kind, actor_id, action, target_type, target_id, summary FROM audit_log
       WHERE club_id = $1 ORDER BY at, id`,
      [clubId],
    );

  it("reads one's own profile, name shown by default", async () => {
    const club = await createClub(t.db);
    const { browser } = await browserAs(t, club, 'clubmember', undefined, 'Anna de Vries');
    const res = await browser.get('/api/me/profile');
    expect(res.status).toBe(200);
    // The answer's text, field order included, is the contract.
    expect(res.text).toBe('{"data":{"name":"Anna de Vries","phone":null,"show_my_name":true}}');
  });

  it('changes each field on its own and keeps the others', async () => {
    const club = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Anna');

    const phone = await browser.put('/api/me/profile', { phone: ' +31 (0)6 1234-5678 ' });
    expect(phone.status).toBe(200);
    expect(phone.body.data).toEqual({ name: 'Anna', phone: '+31 (0)6 1234-5678', show_my_name: true });

    const hidden = await browser.put('/api/me/profile', { show_my_name: false });
    expect(hidden.body.data).toEqual({ name: 'Anna', phone: '+31 (0)6 1234-5678', show_my_name: false });

    const renamed = await browser.put('/api/me/profile', { name: '  Anna Jansen ' });
    expect(renamed.body.data).toEqual({
      name: 'Anna Jansen',
      phone: '+31 (0)6 1234-5678',
      show_my_name: false,
    });
    expect(await membership(club.id, user.id)).toEqual({
      name: 'Anna Jansen',
      phone: '+31 (0)6 1234-5678',
      show_my_name: false,
    });
    expect((await browser.get('/api/me/profile')).body.data).toEqual(renamed.body.data);

    // '' clears a text field, like the staff's edit.
    const cleared = await browser.put('/api/me/profile', { name: '', phone: '' });
    expect(cleared.body.data).toEqual({ name: null, phone: null, show_my_name: false });
    const empty = await browser.put('/api/me/profile', {});
    expect(empty.body.data).toEqual({ name: null, phone: null, show_my_name: false });
  });

  it('audits a new name (field names only), not the phone or the visibility', async () => {
    const club = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Bram');
    await browser.put('/api/me/profile', { phone: '0612345678', show_my_name: false });
    await browser.put('/api/me/profile', { name: 'Bram' });
    expect(await auditOf(club.id)).toEqual([]);

    await browser.put('/api/me/profile', { name: 'Bram Bakker', phone: '0687654321' });
    expect(await auditOf(club.id)).toEqual([
      {
        actor_kind: 'club',
        actor_id: user.id,
        action: 'club_user.updated',
        target_type: 'club_user',
        target_id: user.id,
        summary: 'Changed: name',
      },
    ]);
  });

  it('refuses invalid fields with the club users messages and changes nothing', async () => {
    const club = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Cas');
    const cases: [object, Record<string, string>][] = [
      [{ name: 'x'.repeat(LIMITS.userName + 1) }, { name: VALIDATION.nameTooLong }],
      [{ name: 'Cas\u202e' }, { name: VALIDATION.nameCharacters }],
      [{ name: 42 }, { name: VALIDATION.nameInvalid }],
      [{ phone: 'call me' }, { phone: VALIDATION.memberPhoneInvalid }],
      [{ phone: '1'.repeat(LIMITS.memberPhone + 1) }, { phone: VALIDATION.memberPhoneInvalid }],
      [{ show_my_name: 'no' }, { show_my_name: VALIDATION.booleanInvalid }],
      [
        { name: 'x'.repeat(LIMITS.userName + 1), phone: 'abc', show_my_name: 1 },
        {
          name: VALIDATION.nameTooLong,
          phone: VALIDATION.memberPhoneInvalid,
          show_my_name: VALIDATION.booleanInvalid,
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await browser.put('/api/me/profile', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await membership(club.id, user.id)).toEqual({ name: 'Cas', phone: null, show_my_name: true });
    expect(await auditOf(club.id)).toEqual([]);
  });

  it('lets a name stored before the character rule be sent back unchanged with another change', async () => {
    const club = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Eva\u202e');
    const res = await browser.put('/api/me/profile', { name: 'Eva\u202e', phone: '0612345678' });
    expect(res.status).toBe(200);
    expect(await membership(club.id, user.id)).toEqual({
      name: 'Eva\u202e',
      phone: '0612345678',
      show_my_name: true,
    });
    expect(await auditOf(club.id)).toEqual([]);
  });

  it('has no profile for system staff (404) and none for someone signed out (401)', async () => {
    const club = await createClub(t.db);
    const staff = await createSystemUser(t.db, 'systemadmin');
    const system = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: staff.id,
      userType: 'systemadmin',
    });
    for (const res of [
      await system.get('/api/me/profile'),
      await system.put('/api/me/profile', { name: 'X' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(API_ERRORS.noMembership);
    }
    const anonymous = t.client(club.subdomain);
    expect((await anonymous.get('/api/me/profile')).status).toBe(401);
    expect((await anonymous.put('/api/me/profile', { name: 'X' })).status).toBe(401);
  });

  it("changes only the membership at this club, never the person's other club", async () => {
    const club = await createClub(t.db);
    const other = await createClub(t.db);
    const { user, browser } = await browserAs(t, club, 'clubmember', undefined, 'Dirk');
    await createClubUser(t.db, other, 'clubmember', user.email, 'Dirk at the other club');
    const res = await browser.put('/api/me/profile', {
      name: 'Dirk Smit',
      phone: '010 123',
      show_my_name: false,
    });
    expect(res.status).toBe(200);
    expect(await membership(club.id, user.id)).toEqual({
      name: 'Dirk Smit',
      phone: '010 123',
      show_my_name: false,
    });
    expect(await membership(other.id, user.id)).toEqual({
      name: 'Dirk at the other club',
      phone: null,
      show_my_name: true,
    });
    expect(await auditOf(other.id)).toEqual([]);
  });
});
