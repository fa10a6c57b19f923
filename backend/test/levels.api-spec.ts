import {
  API_ERRORS,
  convertLevel,
  describeRatingScale,
  isValidLevel,
  RATING_SCALE_INFO,
  RATING_SCALES,
  VALIDATION,
  VALIDATION_NL,
  type RatingScale,
} from '@courtside/domain';
import { browserAs } from './support/draws';
import {
  createClub,
  createClubUser,
  createSystemUser,
  uniqueEmail,
  type TestClub,
} from './support/factories';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** Every level a scale allows, as the numbers a client sends (1, 1.1, ... or 1.5, 1.51, ...). */
function everyLevel(scale: RatingScale): number[] {
  const { min, max, decimals } = RATING_SCALE_INFO[scale];
  const factor = 10 ** decimals;
  const out: number[] = [];
  for (let k = Math.round(min * factor); k <= Math.round(max * factor); k++)
    out.push(Number((k / factor).toFixed(decimals)));
  return out;
}

const levelError = (scale: RatingScale) => `${VALIDATION.levelInvalid} (${describeRatingScale(scale)})`;

describe('playing levels and rating scales', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const setScale = async (club: TestClub, rating_scale: RatingScale) => {
    const { browser } = await browserAs(t, club, 'clubadmin');
    const res = await browser.put('/api/club/settings', { rating_scale });
    expect(res.status).toBe(200);
    return browser;
  };

  it('shows the scale and self-rating in the club settings and on the public club, defaults simple and on', async () => {
    const club = await createClub(t.db);
    const { browser: admin } = await browserAs(t, club, 'clubadmin');
    const settings = await admin.get('/api/club/settings');
    // The answer's text, field order included, is the contract.
    // The club's details follow the settings (API.md section 12).
    const details = `"name":${JSON.stringify(club.name)},"logo":null,"description":null,"email":null,"phone":null,"website":null,"address":null`;
    expect(settings.text).toBe(
      `{"data":{"default_locale":"en","rating_scale":"simple","self_rating":true,"onboarding_dismissed":false,"members_invited":false,"retention_months":24,"join_policy":"open","waitlist_mode":"auto","quiet_hours":"22:00-08:00","offer_open_hours":2,"show_participants":true,"waitlist_priority":"fifo","public_event_cards":true,${details}}}`,
    );
    const changed = await admin.put('/api/club/settings', { rating_scale: 'knltb', self_rating: false });
    expect(changed.body.data).toMatchObject({
      default_locale: 'en',
      rating_scale: 'knltb',
      self_rating: false,
    });
    expect((await t.client(club.subdomain).get('/api/club')).body.data).toMatchObject({
      rating_scale: 'knltb',
      self_rating: false,
    });

    const bad = await admin.put('/api/club/settings', { rating_scale: 'elo', self_rating: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      rating_scale: VALIDATION.ratingScaleInvalid,
      self_rating: VALIDATION.booleanInvalid,
    });
    const { browser: organiser } = await browserAs(t, club, 'cluborganiser');
    expect((await organiser.put('/api/club/settings', { rating_scale: 'utr' })).status).toBe(403);
    expect((await admin.get('/api/club/settings')).body.data.rating_scale).toBe('knltb');
  });

  it.each(RATING_SCALES)(
    'stores and answers every valid %s level exactly as sent',
    async (scale) => {
      const club = await createClub(t.db);
      const admin = await setScale(club, scale);
      const values = everyLevel(scale);
      const lanes = 8;
      const members = await Promise.all(
        Array.from({ length: lanes }, () => createClubUser(t.db, club, 'clubmember')),
      );
      const answered: number[] = [];
      await Promise.all(
        members.map(async (member, lane) => {
          for (let i = lane; i < values.length; i += lanes) {
            const res = await admin.put(`/api/club-users/${member.id}`, { level: values[i] });
            expect(res.status).toBe(200);
            answered[i] = res.body.data.level;
          }
        }),
      );
      expect(answered).toEqual(values);
      // Read back through another path: the list, one member at a time.
      const one = members[0];
      for (const value of [values[0], values[values.length - 1], values[Math.floor(values.length / 3)]]) {
        await admin.put(`/api/club-users/${one.id}`, { level: value });
        const listed = (await admin.get('/api/club-users')).body.data.find(
          (u: { id: string }) => u.id === one.id,
        );
        expect(listed).toMatchObject({ level: value, level_set_by_staff: true });
      }
      // UTR has 1,551 levels: give the sweep room on a slow machine.
    },
    120_000,
  );

  it("refuses a level off the club's scale with a 400 naming its range, in the caller's language", async () => {
    const club = await createClub(t.db);
    const admin = await setScale(club, 'knltb');
    const member = await createClubUser(t.db, club, 'clubmember');
    for (const level of [0.9, 9.1, 6.55, 'six', true, [6]]) {
      const res = await admin.put(`/api/club-users/${member.id}`, { level });
      expect({ level, status: res.status }).toEqual({ level, status: 400 });
      expect(res.body.errors.level).toMatch(/^Level must be a number on the club's rating scale/);
    }
    const range = await admin.put(`/api/club-users/${member.id}`, { level: 9.5 });
    expect(range.body.message).toBe(levelError('knltb'));
    expect(range.body.message).toBe(
      "Level must be a number on the club's rating scale (KNLTB speelsterkte: 1 to 9, 1 strongest, at most one decimal)",
    );
    const dutch = await admin.put(
      `/api/club-users/${member.id}`,
      { level: 9.5 },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(dutch.body.errors.level).toBe(`${VALIDATION_NL.levelInvalid} (${describeRatingScale('knltb')})`);
    expect((await admin.get(`/api/club-users/${member.id}`)).body.data.level).toBeNull();
  });

  it('takes a level when staff add someone, and clears it with null', async () => {
    const club = await createClub(t.db);
    const admin = await setScale(club, 'ntrp');
    const created = await admin.post('/api/club-users', {
      email: uniqueEmail('rated'),
      user_type: 'clubmember',
      level: 4.25,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ level: 4.25, level_set_by_staff: true });
    const email = uniqueEmail('refused');
    const refused = await admin.post('/api/club-users', { email, level: 7.5 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.level).toBe(levelError('ntrp'));
    expect(
      (await admin.get('/api/club-users')).body.data.map((u: { email: string }) => u.email),
    ).not.toContain(email);

    const cleared = await admin.put(`/api/club-users/${created.body.data.id}`, { level: null });
    expect(cleared.body.data).toMatchObject({ level: null, level_set_by_staff: false });
    // Other fields leave the level alone.
    await admin.put(`/api/club-users/${created.body.data.id}`, { level: 3.5 });
    const renamed = await admin.put(`/api/club-users/${created.body.data.id}`, { name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', level: 3.5 });
  });

  it("converts the club's stored levels when its scale changes, rounded to the new scale, and only that club's", async () => {
    const club = await createClub(t.db);
    const other = await createClub(t.db);
    const admin = await setScale(club, 'knltb');
    const knltb = [1, 2.3, 4.4, 5, 6.5, 8.8, 9];
    const people = [];
    for (const level of knltb) {
      const person = await createClubUser(t.db, club, 'clubmember');
      expect((await admin.put(`/api/club-users/${person.id}`, { level })).status).toBe(200);
      people.push(person);
    }
    const unrated = await createClubUser(t.db, club, 'clubmember');
    const outsider = await createClubUser(t.db, other, 'clubmember');
    await t.db.query(`UPDATE club_memberships SET level = 4.4 WHERE club_id = $1 AND user_id = $2`, [
      other.id,
      outsider.id,
    ]);

    let expected: number[] = knltb;
    let from: RatingScale = 'knltb';
    for (const to of ['simple', 'utr', 'ntrp', 'knltb'] as const) {
      expect((await admin.put('/api/club/settings', { rating_scale: to })).body.data.rating_scale).toBe(to);
      expected = expected.map((level) => convertLevel(level, from, to));
      const listed = (await admin.get('/api/club-users')).body.data as { id: string; level: number | null }[];
      const levels = people.map((p) => listed.find((u) => u.id === p.id)!.level);
      expect({ to, levels }).toEqual({ to, levels: expected });
      for (const level of levels)
        expect({ to, level, valid: isValidLevel(to, level) }).toEqual({ to, level, valid: true });
      // KNLTB 1 (strongest) is 10 on the simple scale, KNLTB 9 is 1; the rest rounded to one decimal.
      if (to === 'simple') expect(levels).toEqual([10, 8.5, 6.2, 5.5, 3.8, 1.2, 1]);
      expect(listed.find((u) => u.id === unrated.id)!.level).toBeNull();
      from = to;
    }
    const [outside] = await t.db.query(
      `SELECT level::float8 AS level FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [other.id, outsider.id],
    );
    expect(outside.level).toBe(4.4);
  });

  it('lets a member rate themselves while self-rating is on and staff have not set it', async () => {
    const club = await createClub(t.db);
    const admin = await setScale(club, 'utr');
    const { user, browser: member } = await browserAs(t, club, 'clubmember');
    const own = await member.get('/api/me/level');
    // The answer's text, field order included, is the contract.
    expect(own.text).toBe(
      '{"data":{"level":null,"set_by_staff":false,"rating_scale":"utr","self_rating":true}}',
    );
    const rated = await member.put('/api/me/level', { level: 10.37 });
    expect(rated.status).toBe(200);
    expect(rated.body.data).toEqual({
      level: 10.37,
      set_by_staff: false,
      rating_scale: 'utr',
      self_rating: true,
    });
    expect((await admin.get(`/api/club-users/${user.id}`)).body.data).toMatchObject({
      level: 10.37,
      level_set_by_staff: false,
    });

    const bad = await member.put('/api/me/level', { level: 17 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(levelError('utr'));
    expect((await member.put('/api/me/level', {})).status).toBe(400);
    expect((await member.put('/api/me/level', { level: 5, other: 1 })).status).toBe(400);
    expect((await member.put('/api/me/level', { level: null })).body.data.level).toBeNull();

    // Staff set it: from now on only staff change it.
    await admin.put(`/api/club-users/${user.id}`, { level: 12.5 });
    const locked = await member.put('/api/me/level', { level: 3 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(API_ERRORS.levelSetByStaff);
    expect((await member.get('/api/me/level')).body.data).toMatchObject({ level: 12.5, set_by_staff: true });
    expect((await member.put('/api/me/level', { level: null })).status).toBe(409);
    // Staff clearing it hands it back.
    await admin.put(`/api/club-users/${user.id}`, { level: null });
    expect((await member.put('/api/me/level', { level: 3 })).status).toBe(200);

    await admin.put('/api/club/settings', { self_rating: false });
    const off = await member.put('/api/me/level', { level: 4 });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(API_ERRORS.selfRatingOff);
    expect((await member.get('/api/me/level')).body.data).toMatchObject({ level: 3, self_rating: false });
  });

  it('has no own level for system staff (404), and no one sees another club', async () => {
    const club = await createClub(t.db);
    const staff = await createSystemUser(t.db, 'systemadmin');
    const system = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: staff.id,
      userType: 'systemadmin',
    });
    expect((await system.get('/api/me/level')).status).toBe(404);
    expect((await system.put('/api/me/level', { level: 5 })).status).toBe(404);

    const other = await createClub(t.db);
    const outsider = await createClubUser(t.db, other, 'clubmember');
    const { browser: admin } = await browserAs(t, club, 'clubadmin');
    expect((await admin.put(`/api/club-users/${outsider.id}`, { level: 5 })).status).toBe(404);
    const { browser: member } = await browserAs(t, club, 'clubmember');
    expect((await member.get(`/api/club-users/${outsider.id}`)).status).toBe(403);
  });
});
