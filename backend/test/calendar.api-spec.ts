import { API_ERRORS } from '@courtside/domain';
import * as ical from 'node-ical';
import { createSignup, createSystemUser, type TestClub } from './support/factories';
import { clubIn, eventBy, memberOf, type Member } from './support/notifications';
import { signIn } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** The feed's path on the club's host, from its URL. */
const pathOf = (url: string) => new URL(url).pathname;

function vevents(ics: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
}

describe('private calendar feeds (API.md section 9)', () => {
  let t: TestApp;
  let club: TestClub;
  let staff: Member;

  beforeAll(async () => {
    t = await startApp();
    club = await clubIn(t, 'Europe/Amsterdam', { name: 'TC Amstel; "Oost", Amsterdam' });
    staff = await memberOf(t, club, 'clubadmin');
  });
  afterAll(() => t.close());

  it('gives a member one URL, the same on every call, and needs a membership', async () => {
    const member = await memberOf(t, club);
    const first = await member.browser.get('/api/me/calendar-feed');
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(
      new RegExp(`^http://${club.subdomain}\\.localhost:${t.port}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect((await member.browser.get('/api/me/calendar-feed')).body.data.url).toBe(first.body.data.url);
    const [{ stored }] = await t.db.query(
      `SELECT token_hash AS stored FROM calendar_feeds WHERE club_id = $1 AND user_id = $2`,
      [club.id, member.id],
    );
    // Only a hash is stored, never the token.
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.data.url).not.toContain(stored);

    expect((await t.client(club.subdomain).get('/api/me/calendar-feed')).status).toBe(401);
    const admin = await createSystemUser(t.db, 'systemadmin');
    const system = await signIn(t, t.client(club.subdomain), {
      kind: 'system',
      systemUserId: admin.id,
      userType: 'systemadmin',
    });
    expect((await system.get('/api/me/calendar-feed')).status).toBe(404);
  });

  it('serves every signed-up event (past 30 days and ahead) without a session, parsed by an independent parser', async () => {
    const member = await memberOf(t, club);
    const ids = {
      confirmed: await eventBy(staff.browser, {
        name: 'Woensdag mix-in, met "koffie"; na afloop borrel',
        start_time: '2031-03-05T19:30:00',
        end_time: '2031-03-05T21:30:00',
        location: 'Baan 1-4, Sportpark Oost',
      }),
      summer: await eventBy(staff.browser, {
        name: 'Zomeravond',
        start_time: '2031-07-02T20:00:00',
        end_time: '2031-07-02T22:00:00',
      }),
      full: await eventBy(staff.browser, {
        name: 'Vol toernooi',
        start_time: '2031-03-08T09:00:00',
        end_time: '2031-03-08T17:00:00',
        capacity: 1,
      }),
      cancelled: await eventBy(staff.browser, {
        name: 'Afgelast',
        start_time: '2031-03-10T19:00:00',
        end_time: '2031-03-10T21:00:00',
      }),
    };
    const other = await memberOf(t, club);
    await other.browser.post('/api/signups', { event_id: ids.full });
    for (const id of Object.values(ids))
      expect((await member.browser.post('/api/signups', { event_id: id })).status).toBe(201);
    expect((await staff.browser.post(`/api/events/${ids.cancelled}/cancel`)).status).toBe(200);
    // Past: one 10 days ago (in), one 40 days ago (out).
    const [recent, old] = await t.db.query(
      `INSERT INTO events (club_id, name, start_time, end_time)
       SELECT $1, n, date_trunc('hour', now()) - make_interval(days => d), date_trunc('hour', now()) - make_interval(days => d) + interval '1 hour'
         FROM (VALUES ('Tien dagen terug', 10), ('Veertig dagen terug', 40)) v(n, d)
       RETURNING id`,
      [club.id],
    );
    for (const e of [recent, old]) await createSignup(t.db, club, e.id, member.id);

    const url = (await member.browser.get('/api/me/calendar-feed')).body.data.url;
    // A calendar app: no cookie, no session.
    const res = await t.client(club.subdomain).get(pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=900');
    // Cacheable by whoever holds the link: it varies by nothing but its coding (no Cookie).
    expect(res.headers.vary).toBe('Accept-Encoding');

    const ics = res.text;
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('X-WR-CALNAME:TC Amstel\\; "Oost"\\, Amsterdam\r\n');
    expect(ics).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam\r\n[\s\S]*TZOFFSETTO:\+0200[\s\S]*END:VTIMEZONE/,
    );
    expect(ics).toContain(`DTSTART;TZID=Europe/Amsterdam:20310305T193000`);

    const parsed = new Map(vevents(ics).map((v) => [v.uid, v]));
    const uid = (id: string) => `${id}@localhost`;
    expect([...parsed.keys()].sort()).toEqual([...Object.values(ids), recent.id].map(uid).sort());
    const confirmed = parsed.get(uid(ids.confirmed))!;
    expect(confirmed.summary).toBe('Woensdag mix-in, met "koffie"; na afloop borrel');
    expect(confirmed.location).toBe('Baan 1-4, Sportpark Oost');
    const link = confirmed.url as unknown as string | { val: string };
    expect(typeof link === 'string' ? link : link.val).toBe(
      `http://${club.subdomain}.localhost:${t.port}/events/${ids.confirmed}`,
    );
    expect(confirmed.status).toBe('CONFIRMED');
    // 19:30 in Amsterdam: 18:30 UTC in winter (CET), and 20:00 in summer (CEST) is 18:00 UTC.
    expect(new Date(confirmed.start).toISOString()).toBe('2031-03-05T18:30:00.000Z');
    expect(new Date(confirmed.end!).toISOString()).toBe('2031-03-05T20:30:00.000Z');
    expect(new Date(parsed.get(uid(ids.summer))!.start).toISOString()).toBe('2031-07-02T18:00:00.000Z');
    expect(parsed.get(uid(ids.full))!.status).toBe('TENTATIVE');
    expect(parsed.get(uid(ids.cancelled))!.status).toBe('CANCELLED');
  });

  it('asks for an hourly refresh, stamps each event with its last change, and gives the same bytes for the same data', async () => {
    const member = await memberOf(t, club);
    const body = {
      name: 'Vrijdag dubbel',
      start_time: '2031-05-09T19:00:00',
      end_time: '2031-05-09T21:00:00',
    };
    const event = await eventBy(staff.browser, body);
    const offered = await eventBy(staff.browser, {
      name: 'Aangeboden plek',
      start_time: '2031-05-12T19:00:00',
      end_time: '2031-05-12T21:00:00',
    });
    await member.browser.post('/api/signups', { event_id: event });
    // An offer holds a place for its person until they take it: not certain yet.
    await t.db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, offer_expires_at)
       VALUES ($1, $2, $3, 'offered', now() + interval '1 day')`,
      [club.id, offered, member.id],
    );
    const path = pathOf((await member.browser.get('/api/me/calendar-feed')).body.data.url);
    const read = async () => (await t.client(club.subdomain).get(path)).text;

    const first = await read();
    expect(first).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(first).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    /** The event's updated_at as an iCalendar UTC time (seconds). */
    const stamp = async (id: string) => {
      const [row] = await t.db.query(`SELECT updated_at FROM events WHERE id = $1`, [id]);
      return (row.updated_at as Date).toISOString().replace(/[-:]|\.\d{3}/g, '');
    };
    const parsed = new Map(vevents(first).map((v) => [v.uid, v]));
    const mine = parsed.get(`${event}@localhost`)!;
    expect(first).toContain(`DTSTAMP:${await stamp(event)}\r\n`);
    expect(first).toContain(`LAST-MODIFIED:${await stamp(event)}\r\n`);
    expect(new Date(mine.dtstamp).toISOString()).toBe(new Date(mine.lastmodified!).toISOString());
    expect(parsed.get(`${offered}@localhost`)!.status).toBe('TENTATIVE');

    // Deterministic: nothing in it is the time of the request, so an unchanged feed reads the same.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await read()).toBe(first);

    const [row] = await t.db.query(`SELECT updated_at FROM events WHERE id = $1`, [event]);
    expect((await staff.browser.put(`/api/events/${event}`, { ...body, location: 'Hal 2' })).status).toBe(
      200,
    );
    const changed = await read();
    const [after] = await t.db.query(`SELECT updated_at FROM events WHERE id = $1`, [event]);
    expect(after.updated_at.getTime()).toBeGreaterThan(row.updated_at.getTime());
    const moved = vevents(changed).find((v) => v.uid === `${event}@localhost`)!;
    expect(changed).toContain(`DTSTAMP:${await stamp(event)}\r\n`);
    expect(new Date(moved.dtstamp).getTime()).toBe(Math.floor(after.updated_at.getTime() / 1000) * 1000);
  });

  it('keeps UIDs stable and raises SEQUENCE with every change', async () => {
    const member = await memberOf(t, club);
    const body = {
      name: 'Donderdag dubbel',
      start_time: '2031-04-10T19:00:00',
      end_time: '2031-04-10T21:00:00',
    };
    const event = await eventBy(staff.browser, body);
    await member.browser.post('/api/signups', { event_id: event });
    const path = pathOf((await member.browser.get('/api/me/calendar-feed')).body.data.url);
    const read = async () => vevents((await t.client(club.subdomain).get(path)).text)[0];

    const [a, b] = [await read(), await read()];
    expect(b.uid).toBe(a.uid);
    expect(Number(a.sequence)).toBe(0);
    await staff.browser.put(`/api/events/${event}`, {
      ...body,
      start_time: '2031-04-10T20:00:00',
      end_time: '2031-04-10T22:00:00',
    });
    const moved = await read();
    expect(moved.uid).toBe(a.uid);
    expect(Number(moved.sequence)).toBe(1);
    expect(new Date(moved.start).toISOString()).toBe('2031-04-10T18:00:00.000Z');
    await staff.browser.put(`/api/events/${event}`, {
      ...body,
      start_time: '2031-04-10T20:00:00',
      end_time: '2031-04-10T22:00:00',
      location: 'Hal',
    });
    expect(Number((await read()).sequence)).toBe(2);
    // A change nobody's calendar shows (capacity) leaves it.
    await staff.browser.put(`/api/events/${event}`, {
      ...body,
      start_time: '2031-04-10T20:00:00',
      end_time: '2031-04-10T22:00:00',
      location: 'Hal',
      capacity: 30,
    });
    expect(Number((await read()).sequence)).toBe(2);
  });

  it('drops control characters RFC 5545 cannot carry and escapes a bare CR in the club name, whatever is stored', async () => {
    // Stored as an older release or a hand edit may have left them: the API refuses them now.
    const odd = await clubIn(t, 'Europe/London', { name: 'Odd Club\rMETHOD:REQUEST' });
    const organiser = await memberOf(t, odd, 'clubadmin');
    const member = await memberOf(t, odd);
    const event = await eventBy(organiser.browser, {
      name: 'Placeholder',
      start_time: '2031-05-06T19:00:00',
      end_time: '2031-05-06T21:00:00',
    });
    await t.db.query(`UPDATE events SET name = $2, location = $3, description = $4 WHERE id = $1`, [
      event,
      'Mix\u001b[2J-in\u000b\u000c\u007f',
      'Court\u0008 1',
      'Bring balls\u001f\r\nand water\rplease',
    ]);
    expect((await member.browser.post('/api/signups', { event_id: event })).status).toBe(201);
    const url = (await member.browser.get('/api/me/calendar-feed')).body.data.url;
    const ics = (await t.client(odd.subdomain).get(pathOf(url))).text;

    // Every line ends in CRLF and holds no control character but tab.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(ics.split('\r\n').filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f]/.test(line))).toEqual([]);
    expect(ics).toContain('NAME:Odd Club\\nMETHOD:REQUEST\r\n');
    expect(ics).toContain('X-WR-CALNAME:Odd Club\\nMETHOD:REQUEST\r\n');
    // A lenient client that breaks lines at a bare CR too sees one METHOD, ours.
    expect(ics.split(/\r\n|\r|\n/).filter((line) => line.startsWith('METHOD:'))).toEqual(['METHOD:PUBLISH']);
    const [vevent] = vevents(ics);
    expect(vevent.summary).toBe('Mix[2J-in');
    expect(vevent.location).toBe('Court 1');
    expect(vevent.description).toBe('Bring balls\nand water\nplease');
  });

  it('rotates: a new URL, and the old one answers 404 at once; unknown and other-club tokens are 404', async () => {
    const member = await memberOf(t, club);
    const old = (await member.browser.get('/api/me/calendar-feed')).body.data.url;
    expect((await t.client(club.subdomain).get(pathOf(old))).status).toBe(200);
    const rotated = await member.browser.post('/api/me/calendar-feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.url).not.toBe(old);
    expect((await member.browser.get('/api/me/calendar-feed')).body.data.url).toBe(rotated.body.data.url);

    const gone = await t.client(club.subdomain).get(pathOf(old));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(API_ERRORS.calendarFeedNotFound);
    expect((await t.client(club.subdomain).get(pathOf(rotated.body.data.url))).status).toBe(200);
    for (const path of [
      `/api/calendar/${'x'.repeat(43)}.ics`,
      '/api/calendar/nope.ics',
      '/api/calendar/.ics',
    ])
      expect((await t.client(club.subdomain).get(path)).status).toBe(404);
    // Text PostgreSQL could not even store is a 400, as everywhere (API.md section 1).
    expect((await t.client(club.subdomain).get('/api/calendar/%00.ics')).status).toBe(400);
    const elsewhere = await clubIn(t, 'Europe/London');
    expect((await t.client(elsewhere.subdomain).get(pathOf(rotated.body.data.url))).status).toBe(404);
    expect((await t.client(null).get(pathOf(rotated.body.data.url))).status).toBe(404);
  });
});
