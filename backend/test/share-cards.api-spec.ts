import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { seedDemoData } from '../src/demo/demo-seed';
import { ENTITIES } from '../src/entities';
import { createIsolatedDatabase } from './support/isolated-database';
import { createClub, createClubUser, createEvent, createSignup, type TestClub } from './support/factories';
import { browserAs } from './support/sessions';
import { startApp, type TestApp } from './support/test-app';

/** What a link preview reads: every `<meta property|name=... content=...>` of the head, decoded. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags[m[1]] = decode(m[2]);
  return tags;
}

/** A plain GET as a crawler sends it: no cookie, no script, the bytes as they come. */
function crawl(
  url: string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        localAddress,
        headers: { host: target.host, 'user-agent': 'WhatsApp/2.24 A', accept: '*/*', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: bytes.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A PNG's size from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR')
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share cards (GET /e/:id and /e/:id/card.png)', () => {
  let t: TestApp;
  let club: TestClub;
  beforeAll(async () => {
    t = await startApp();
    club = await createClub(t.db, { name: 'Riverside <Lawn> & "Tennis"' });
  });
  afterAll(() => t.close());

  const origin = (c: TestClub) => t.client(c.subdomain).origin;
  const page = (c: TestClub, id: string, headers?: Record<string, string>) =>
    crawl(`${origin(c)}/e/${id}`, headers);

  async function fullEvent(name = `Club Night Mix-in ${Math.random().toString(36).slice(2, 6)}`) {
    const event = await createEvent(t.db, club, { name, capacity: 8, event_type: 'mixin' });
    return event;
  }

  it('shows an upcoming public event with its places left, and no name of anyone signed up', async () => {
    const event = await fullEvent('Club Night <Mix-in> & "friends"');
    for (const name of ['Zelda Secretname', 'Yannick Hiddenperson', 'Xavier Nobodyknows']) {
      const user = await createClubUser(t.db, club, 'clubmember', undefined, name);
      await createSignup(t.db, club, event.id, user.id);
    }
    await t.db.query(`UPDATE clubs SET logo = 'https://cdn.example.test/logo.png?a=1&b="2"' WHERE id = $1`, [
      club.id,
    ]);
    const res = await page(club, event.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('5 places left');
    expect(res.text).toContain('Club Night &lt;Mix-in&gt; &amp; &quot;friends&quot;');
    expect(res.text).toContain('Riverside &lt;Lawn&gt; &amp; &quot;Tennis&quot;');
    expect(res.text).not.toContain('<Mix-in>');
    expect(res.text).toContain('src="https://cdn.example.test/logo.png?a=1&amp;b=&quot;2&quot;"');
    expect(res.text).toContain(`href="${origin(club)}/events/${event.id}"`);
    expect(res.text).toMatch(/>Sign up</);
    for (const name of ['Zelda', 'Secretname', 'Yannick', 'Hiddenperson', 'Xavier', 'Nobodyknows'])
      expect(res.text).not.toContain(name);
    // No script: a crawler sees all there is.
    expect(res.text).not.toContain('<script');
  });

  it('carries the Open Graph tags a link preview reads, with an absolute image that answers', async () => {
    const event = await fullEvent('Club Night Mix-in');
    const res = await page(club, event.id);
    const tags = metaTags(res.text);
    const [start] = await t.db.query(
      `SELECT to_char(start_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS s FROM events WHERE id = $1`,
      [event.id],
    );
    const date = new Date(`${start.s}Z`);
    const label = `${date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })} ${date.getUTCDate()} ${date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })} ${start.s.slice(11, 16)}`;
    expect(tags).toMatchObject({
      'og:title': `${label} · Club Night Mix-in`,
      'og:description': '8 places left · Riverside <Lawn> & "Tennis"',
      'og:image': `${origin(club)}/e/${event.id}/card.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:url': `${origin(club)}/e/${event.id}`,
      'og:site_name': 'Riverside <Lawn> & "Tennis"',
      'twitter:card': 'summary_large_image',
    });
    const image = await crawl(tags['og:image']);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('cuts a long title to 59 characters and an ellipsis', async () => {
    const event = await fullEvent(`Saturday Autumn Doubles Tournament for Everyone ${'x'.repeat(40)}`);
    const title = metaTags((await page(club, event.id)).text)['og:title'];
    expect(Array.from(title)).toHaveLength(60);
    expect(title.endsWith('…')).toBe(true);
    expect(title).toMatch(/^\w{3} \d{1,2} \w{3} \d\d:\d\d · Saturday Autumn/);
  });

  it('says when the event is full, and speaks the club language', async () => {
    const dutch = await createClub(t.db);
    await t.db.query(`UPDATE clubs SET default_locale = 'nl' WHERE id = $1`, [dutch.id]);
    const event = await createEvent(t.db, dutch, { capacity: 1, event_type: 'social' });
    const user = await createClubUser(t.db, dutch, 'clubmember');
    await createSignup(t.db, dutch, event.id, user.id);
    const res = await page(dutch, event.id);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="nl">');
    expect(res.text).toContain('Vol: zet je op de wachtlijst');
    expect(res.text).toMatch(/>Inschrijven</);
    const en = await fullEvent();
    await t.db.query(`UPDATE events SET capacity = 1 WHERE id = $1`, [en.id]);
    await createSignup(t.db, club, en.id, (await createClubUser(t.db, club, 'clubmember')).id);
    expect((await page(club, en.id)).text).toContain('Full: join the waitlist');
  });

  it('reads no cookie: a session of this club, of another club or garbage gets the same page', async () => {
    const event = await fullEvent();
    const plain = await page(club, event.id);
    const { browser } = await browserAs(t, club, 'clubadmin');
    const mine = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const other = await createClub(t.db);
    const { browser: elsewhere } = await browserAs(t, other, 'clubmember');
    const theirs = [...elsewhere.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const cookie of [mine, theirs, 'courtside_sid=garbage%00; other=1', 'courtside_sid=j:{"a":1}']) {
      const res = await page(club, event.id, { cookie });
      expect([res.status, res.text]).toEqual([200, plain.text]);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
    }
  });

  it('answers a 404 page for an unknown, past, cancelled or non-public event, or a club that turned cards off', async () => {
    const past = await createEvent(t.db, club, { inDays: -1 });
    const cancelled = await fullEvent();
    await t.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    const training = await createEvent(t.db, club, { event_type: 'training' });
    const hidden = await fullEvent();
    await t.db.query(`UPDATE events SET public_card = false WHERE id = $1`, [hidden.id]);
    const off = await createClub(t.db);
    const offEvent = await createEvent(t.db, off);
    await t.db.query(`UPDATE clubs SET public_event_cards = false WHERE id = $1`, [off.id]);
    const other = await createClub(t.db);
    const elsewhere = await createEvent(t.db, other);
    const cases: [TestClub, string][] = [
      [club, '00000000-0000-4000-8000-000000000000'],
      [club, 'not-an-id'],
      [club, past.id],
      [club, cancelled.id],
      [club, training.id],
      [club, hidden.id],
      [off, offEvent.id],
      // Another club's event, asked for on this club's host.
      [club, elsewhere.id],
    ];
    for (const [c, id] of cases) {
      const res = await page(c, id);
      expect([id, res.status]).toEqual([id, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('This event is not available');
      expect(res.text).not.toContain('og:title');
      const image = await crawl(`${origin(c)}/e/${id}/card.png`);
      expect([image.status, JSON.parse(image.text).message]).toEqual([404, 'Event not found']);
    }
    // A training the organiser marked public is shown; the club's switch turns it all off.
    await t.db.query(`UPDATE events SET public_card = true WHERE id = $1`, [training.id]);
    expect((await page(club, training.id)).status).toBe(200);
  });

  it('lets staff set public_card on an event and the club switch in its settings', async () => {
    const own = await createClub(t.db);
    const { browser: admin } = await browserAs(t, own, 'clubadmin');
    const body = { name: 'Ladder night', start_time: '2030-06-04T19:30:00', end_time: '2030-06-04T21:30:00' };
    const training = await admin.post('/api/events', { ...body, event_type: 'training' });
    expect([training.status, training.body.data.public_card]).toEqual([201, false]);
    const mixin = await admin.post('/api/events', body);
    expect(mixin.body.data.public_card).toBe(true);
    const set = await admin.put(`/api/events/${training.body.data.id}`, {
      ...body,
      event_type: 'training',
      public_card: true,
    });
    expect([set.status, set.body.data.public_card]).toEqual([200, true]);
    const kept = await admin.put(`/api/events/${training.body.data.id}`, { ...body, event_type: 'training' });
    expect(kept.body.data.public_card).toBe(true);
    const bad = await admin.put(`/api/events/${training.body.data.id}`, { ...body, public_card: 'yes' });
    expect([bad.status, typeof bad.body.errors?.public_card]).toEqual([400, 'string']);
    expect((await page(own, training.body.data.id)).status).toBe(200);

    const off = await admin.put('/api/club/settings', { public_event_cards: false });
    expect([off.status, off.body.data.public_event_cards]).toEqual([200, false]);
    expect((await page(own, training.body.data.id)).status).toBe(404);
    const badSetting = await admin.put('/api/club/settings', { public_event_cards: 'no' });
    expect(badSetting.status).toBe(400);
  });

  it('renders a new image when the places left change', async () => {
    const event = await fullEvent();
    const url = `${origin(club)}/e/${event.id}/card.png`;
    const first = await crawl(url, {}, '127.0.0.3');
    const again = await crawl(url, {}, '127.0.0.3');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    await createSignup(t.db, club, event.id, (await createClubUser(t.db, club, 'clubmember')).id);
    const after = await crawl(url, {}, '127.0.0.3');
    expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
    expect(after.bytes.equals(first.bytes)).toBe(false);
  });

  it('answers 429 after 60 image requests a minute from one IP, and not to another IP', async () => {
    const event = await fullEvent();
    const url = `${origin(club)}/e/${event.id}/card.png`;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await crawl(url, {}, '127.0.0.9')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await crawl(url, {}, '127.0.0.9');
    expect(statuses[60]).toBe(429);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 429, message: expect.any(String) });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await crawl(url, {}, '127.0.0.10')).status).toBe(200);
    // The page itself is not limited by the image's count.
    expect((await crawl(`${origin(club)}/e/${event.id}`, {}, '127.0.0.9')).status).toBe(200);
  });

  it('the demo seed has a shareable mix-in at Riverside, with its club switch on', async () => {
    const database = await createIsolatedDatabase('share_demo');
    const db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, ENTITIES)).initialize();
    try {
      expect(await seedDemoData(db)).toBe(true);
      const rows = await db.query(
        `SELECT c.public_event_cards, e.public_card, e.capacity,
                (SELECT count(*)::int FROM signups s WHERE s.event_id = e.id) AS signed_up
           FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE c.subdomain = 'riverside' AND e.name = 'Social Mix-in Evening'`,
      );
      expect(rows).toEqual([{ public_event_cards: true, public_card: true, capacity: 16, signed_up: 13 }]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
