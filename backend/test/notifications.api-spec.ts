import { getQueueToken } from '@nestjs/bullmq';
import { API_ERRORS, PUSH_KINDS, VALIDATION } from '@courtside/domain';
import type { Queue } from 'bullmq';
import * as ical from 'node-ical';
import { MAIL_QUEUE } from '../src/mail/mail.constants';
import type { NotificationJob } from '../src/notifications/notification-content';
import { addDays, nextWeekday, today } from './support/club-dates';
import { createSystemUser, type TestClub } from './support/factories';
import { mailbox, type CaughtMail } from './support/mailbox';
import {
  clubIn,
  countByKind,
  eventBy,
  mailsOf,
  memberOf,
  settled,
  startNotifyingApp,
  waitForKind,
  type Member,
} from './support/notifications';
import { signIn } from './support/sessions';
import type { TestApp } from './support/test-app';

/** The VEVENTs of an .ics text, parsed by node-ical (an independent parser). */
function vevents(ics: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
}

/** 'Monday, 5 May 2031', as the English mails write a date. */
const longEn = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The unsubscribe URL of a mail's List-Unsubscribe header. */
function oneClickUrl(mail: CaughtMail): URL {
  const header = mail.headers['list-unsubscribe'];
  const url = /^<(https?:\/\/[^>]+)>$/.exec(header ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in ${header}`);
  return new URL(url);
}

describe('notification mails (API.md section 9)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  /** Europe/Amsterdam, Dutch by default. */
  let amsterdam: TestClub;
  /** Europe/London, English, no logo. */
  let london: TestClub;
  let staffA: Member;
  let staffL: Member;
  const addresses: string[] = [];
  const member = async (club: TestClub, options: Parameters<typeof memberOf>[3] = {}) => {
    const m = await memberOf(t, club, 'clubmember', options);
    addresses.push(m.email);
    return m;
  };

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('notify'));
    amsterdam = await clubIn(t, 'Europe/Amsterdam', { name: 'TV De Linde', locale: 'nl' });
    london = await clubIn(t, 'Europe/London', { name: 'Riverside Lawn Tennis Club', logo: null });
    staffA = await memberOf(t, amsterdam, 'clubadmin');
    staffL = await memberOf(t, london, 'clubadmin');
  }, 60_000);

  afterAll(async () => {
    console.log(
      `notifications: mails per kind in this suite ${JSON.stringify(await countByKind(addresses))}`,
    );
    await drop?.();
  });

  describe('signup_confirmation', () => {
    it("confirms a place in the person's language, with the club's time, a link back, unsubscribe headers and an .ics", async () => {
      const event = await eventBy(staffA.browser, {
        name: 'Woensdagavond mix-in',
        start_time: '2031-03-05T19:30:00',
        end_time: '2031-03-05T21:30:00',
        location: 'Baan 1-4',
      });
      const anna = await member(amsterdam, { name: 'Anna' });
      expect((await anna.browser.post('/api/signups', { event_id: event })).status).toBe(201);

      const mail = await waitForKind(anna.email, 'signup_confirmation');
      expect(mail.to).toEqual([anna.email]);
      expect(mail.subject).toBe('Je bent ingeschreven: Woensdagavond mix-in, wo 5 mrt');
      expect(mail.text).toContain('Hallo Anna,');
      expect(mail.text).toContain('woensdag 5 maart 2031, 19:30–21:30');
      expect(mail.text).toContain('Baan 1-4');
      expect(mail.text).toContain(`/events/${event}`);
      expect(mail.html).toContain('TV De Linde');
      expect(mail.html).toContain('<img src="https://example.test/logo.png"');
      expect(mail.html).toContain(`href="http://${amsterdam.subdomain}.localhost:${t.port}/events/${event}"`);

      // RFC 8058 one-click: a POST to the header's URL; the footer links to the page that asks first.
      const oneClick = oneClickUrl(mail);
      expect(`${oneClick.origin}${oneClick.pathname}`).toBe(
        `http://${amsterdam.subdomain}.localhost:${t.port}/api/notifications/unsubscribe`,
      );
      expect(oneClick.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`/unsubscribe?token=${oneClick.searchParams.get('token')}`);
      expect(mail.text).toContain('Je krijgt deze e-mail omdat je bij TV De Linde bent ingeschreven');

      const [attachment] = mail.attachments;
      expect(attachment).toMatchObject({
        fileName: 'event.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      });
      const ics = await mailbox.attachment(mail, attachment);
      expect(ics).toContain('DTSTART;TZID=Europe/Amsterdam:20310305T193000');
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
      const [vevent] = vevents(ics);
      expect(vevent.uid).toBe(`${event}@localhost`);
      // 19:30 in Amsterdam in March (CET, UTC+1) is 18:30 UTC.
      expect(new Date(vevent.start).toISOString()).toBe('2031-03-05T18:30:00.000Z');
    });

    it('keeps stored control characters and bidirectional overrides out of the subject and the .ics', async () => {
      // Stored as an older release or a hand edit may have left them: the API refuses them now.
      const odd = await clubIn(t, 'Europe/London', { name: 'Odd\rClub', logo: null });
      const organiser = await memberOf(t, odd, 'clubadmin');
      const event = await eventBy(organiser.browser, {
        name: 'Placeholder',
        start_time: '2031-03-12T19:00:00',
        end_time: '2031-03-12T21:00:00',
      });
      await t.db.query(`UPDATE events SET name = $2, description = $3 WHERE id = $1`, [
        event,
        'Mix\u001b[2J-in\r\nBcc: evil@example.test \u202eTXT.EXE',
        'Bring\u000c balls',
      ]);
      const zoe = await member(odd, { name: 'Zoe' });
      expect((await zoe.browser.post('/api/signups', { event_id: event })).status).toBe(201);

      const mail = await waitForKind(zoe.email, 'signup_confirmation');
      expect(mail.subject).toBe("You're signed up: Mix[2J-in Bcc: evil@example.test TXT.EXE, Wed 12 Mar");
      expect(mail.headers.bcc).toBeUndefined();
      const ics = await mailbox.attachment(mail, mail.attachments[0]);
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(ics.split('\r\n').filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f]/.test(line))).toEqual([]);
      expect(ics).toContain('X-WR-CALNAME:Odd\\nClub\r\n');
      const [vevent] = vevents(ics);
      expect(vevent.description).toBe('Bring balls');
    });

    it('tells a waitlisted person their place in line, in English at a London club, without an .ics', async () => {
      const event = await eventBy(staffL.browser, {
        name: 'Saturday Social',
        start_time: '2031-07-12T18:00:00',
        end_time: '2031-07-12T20:00:00',
        capacity: 1,
      });
      const first = await member(london);
      const second = await member(london, { name: 'Ben' });
      const third = await member(london);
      for (const m of [first, second, third])
        expect((await m.browser.post('/api/signups', { event_id: event })).status).toBe(201);

      const mail = await waitForKind(third.email, 'signup_confirmation');
      expect(mail.subject).toBe("You're on the waitlist: Saturday Social, Sat 12 Jul");
      expect(mail.text).toContain("Saturday Social is full, so you're on the waitlist as number 2.");
      expect(mail.text).toContain('Saturday, 12 July 2031, 18:00–20:00');
      expect(mail.html).not.toContain('<img');
      expect(mail.attachments).toEqual([]);
      expect((await waitForKind(second.email, 'signup_confirmation')).text).toContain('as number 1');
    });
  });

  describe('waitlist_promotion and removed_by_staff', () => {
    it('mails the promoted person (with an .ics) and the one staff removed', async () => {
      const event = await eventBy(staffL.browser, {
        name: 'Junior Clinic',
        start_time: '2031-08-02T10:00:00',
        end_time: '2031-08-02T11:00:00',
        capacity: 1,
      });
      const holder = await member(london, { name: 'Cleo' });
      const waiting = await member(london);
      const holding = (await holder.browser.post('/api/signups', { event_id: event })).body.data;
      expect((await waiting.browser.post('/api/signups', { event_id: event })).body.data.status).toBe(
        'waitlisted',
      );

      expect((await staffL.browser.delete(`/api/signups/admin/${holding.id}`)).status).toBe(200);

      const removed = await waitForKind(holder.email, 'removed_by_staff');
      expect(removed.subject).toBe('Your sign-up was removed: Junior Clinic, Sat 2 Aug');
      expect(removed.text).toContain('The club has removed your sign-up for Junior Clinic.');
      const promoted = await waitForKind(waiting.email, 'waitlist_promotion');
      expect(promoted.subject).toBe("You've got a place: Junior Clinic, Sat 2 Aug");
      expect(promoted.text).toContain('10:00–11:00');
      expect(vevents(await mailbox.attachment(promoted, promoted.attachments[0]))[0].uid).toBe(
        `${event}@localhost`,
      );
    });

    it('does not tell people who cancel their own sign-up anything', async () => {
      const event = await eventBy(staffL.browser, {
        name: 'Ladder Night',
        start_time: '2031-08-05T19:00:00',
        end_time: '2031-08-05T21:00:00',
      });
      const leaver = await member(london);
      const signup = (await leaver.browser.post('/api/signups', { event_id: event })).body.data;
      await waitForKind(leaver.email, 'signup_confirmation');
      expect((await leaver.browser.delete(`/api/signups/${signup.id}`)).status).toBe(200);
      await settled(t);
      expect((await mailbox.all(leaver.email)).map((m) => m.headers['x-courtside-notification'])).toEqual([
        'signup_confirmation',
      ]);
    });
  });

  describe('event_changed: coalesced', () => {
    it('sends one mail with the final state after several quick edits, NOTIFY_COALESCE_SECONDS after the last', async () => {
      const body = {
        name: 'Thursday Doubles',
        start_time: '2031-04-10T19:00:00',
        end_time: '2031-04-10T21:00:00',
        location: 'Court 1',
      };
      const event = await eventBy(staffL.browser, body);
      const people = [await member(london, { name: 'Dee' }), await member(london)];
      for (const p of people) await p.browser.post('/api/signups', { event_id: event });
      for (const p of people) await waitForKind(p.email, 'signup_confirmation');

      for (const change of [
        { start_time: '2031-04-10T19:30:00', end_time: '2031-04-10T21:30:00' },
        { location: 'Court 2' },
        { start_time: '2031-04-11T20:00:00', end_time: '2031-04-11T22:00:00', location: 'Court 3' },
      ])
        expect((await staffL.browser.put(`/api/events/${event}`, { ...body, ...change })).status).toBe(200);

      const mail = await waitForKind(people[0].email, 'event_changed');
      expect(mail.subject).toBe('Changed: Thursday Doubles, Fri 11 Apr');
      expect(mail.text).toContain('Friday, 11 April 2031, 20:00–22:00');
      expect(mail.text).toContain('Court 3');
      expect(mail.text).toContain('Was: Thursday, 10 April 2031, 19:00–21:00, Court 1');
      await settled(t);
      for (const p of people) expect(await mailsOf(p.email, 'event_changed')).toHaveLength(1);
    });

    it('sends nothing when the event ends up as it was', async () => {
      const body = {
        name: 'Back and Forth',
        start_time: '2031-04-15T19:00:00',
        end_time: '2031-04-15T21:00:00',
      };
      const event = await eventBy(staffL.browser, body);
      const person = await member(london);
      await person.browser.post('/api/signups', { event_id: event });
      await waitForKind(person.email, 'signup_confirmation');
      await staffL.browser.put(`/api/events/${event}`, {
        ...body,
        start_time: '2031-04-15T20:00:00',
        end_time: '2031-04-15T22:00:00',
      });
      await staffL.browser.put(`/api/events/${event}`, body);
      // The window closes (no change window left), then nothing is queued or sending.
      await settled(t);
      expect(await mailsOf(person.email, 'event_changed')).toEqual([]);
    });

    it('replaces the change mail with the cancellation when the event is cancelled within the window', async () => {
      const body = { name: 'Rain Check', start_time: '2031-04-16T19:00:00', end_time: '2031-04-16T21:00:00' };
      const event = await eventBy(staffL.browser, body);
      const person = await member(london);
      await person.browser.post('/api/signups', { event_id: event });
      await waitForKind(person.email, 'signup_confirmation');
      await staffL.browser.put(`/api/events/${event}`, { ...body, location: 'Indoor hall' });
      expect((await staffL.browser.post(`/api/events/${event}/cancel`)).status).toBe(200);

      const cancelled = await waitForKind(person.email, 'event_cancelled');
      expect(cancelled.subject).toBe('Cancelled: Rain Check, Wed 16 Apr');
      expect(cancelled.text).toContain('Rain Check on Wednesday, 16 April 2031 has been cancelled.');
      await settled(t);
      expect(await mailsOf(person.email, 'event_changed')).toEqual([]);
    });

    it('tells people a cancelled event is back on once it is reinstated', async () => {
      const event = await eventBy(staffA.browser, {
        name: 'Clubkampioenschap',
        start_time: '2031-04-20T10:00:00',
        end_time: '2031-04-20T16:00:00',
      });
      const person = await member(amsterdam);
      await person.browser.post('/api/signups', { event_id: event });
      await waitForKind(person.email, 'signup_confirmation');
      expect((await staffA.browser.post(`/api/events/${event}/cancel`)).status).toBe(200);
      expect((await waitForKind(person.email, 'event_cancelled')).subject).toBe(
        'Gaat niet door: Clubkampioenschap, zo 20 apr',
      );
      expect((await staffA.browser.post(`/api/events/${event}/reinstate`)).status).toBe(200);
      const back = await waitForKind(person.email, 'event_changed');
      expect(back.subject).toBe('Gaat toch door: Clubkampioenschap, zo 20 apr');
      expect(back.text).toContain('zondag 20 april 2031, 10:00–16:00');
    });

    it('tells everyone signed up to a series edit once, listing the dates that changed', async () => {
      // Three Mondays within the horizon (series dates are made up to 84 days ahead).
      const monday = nextWeekday(addDays(today('Europe/London'), 14), 'MO');
      const first = await eventBy(staffL.browser, {
        name: 'Monday Mix-in',
        start_time: `${monday}T19:00:00`,
        end_time: `${monday}T21:00:00`,
        ...({ recurring_pattern: 'weekly', repeat_until: addDays(monday, 14) } as object),
      } as Parameters<typeof eventBy>[1]);
      const dates: { id: string }[] = (
        await staffL.browser.get(`/api/events?from=${monday}&to=${addDays(monday, 15)}`)
      ).body.data.filter((e: { name: string }) => e.name === 'Monday Mix-in');
      expect(dates).toHaveLength(3);
      const person = await member(london, { name: 'Eve' });
      for (const d of dates) await person.browser.post('/api/signups', { event_id: d.id });
      for (let i = 1; i <= 3; i++) await waitForKind(person.email, 'signup_confirmation', i);

      expect(
        (
          await staffL.browser.put(`/api/events/${first}?scope=series`, {
            name: 'Monday Mix-in',
            start_time: `${monday}T19:30:00`,
            end_time: `${monday}T21:30:00`,
          })
        ).status,
      ).toBe(200);

      const mail = await waitForKind(person.email, 'event_changed');
      expect(mail.subject).toBe('Changed: 3 dates of Monday Mix-in');
      for (const day of [monday, addDays(monday, 7), addDays(monday, 14)])
        expect(mail.text).toContain(`${longEn(day)}, 19:30–21:30`);
      await settled(t);
      expect(await mailsOf(person.email, 'event_changed')).toHaveLength(1);
    });
  });

  describe('event_cancelled', () => {
    it('tells everyone signed up, waitlisted too, when an event is deleted', async () => {
      const event = await eventBy(staffA.browser, {
        name: 'Toernooi',
        start_time: '2031-06-01T09:00:00',
        end_time: '2031-06-01T17:00:00',
        capacity: 1,
      });
      const [a, b] = [await member(amsterdam), await member(amsterdam, { locale: 'en' })];
      for (const m of [a, b]) await m.browser.post('/api/signups', { event_id: event });
      for (const m of [a, b]) await waitForKind(m.email, 'signup_confirmation');
      expect((await staffA.browser.delete(`/api/events/${event}`)).status).toBe(200);

      expect((await waitForKind(a.email, 'event_cancelled')).subject).toBe(
        'Gaat niet door: Toernooi, zo 1 jun',
      );
      expect((await waitForKind(b.email, 'event_cancelled')).subject).toBe('Cancelled: Toernooi, Sun 1 Jun');
    });

    it("quotes the reason staff gave, line by line, escaped, in the person's language", async () => {
      const event = await eventBy(staffA.browser, {
        name: 'Avondtoernooi',
        start_time: '2031-06-08T19:00:00',
        end_time: '2031-06-08T22:00:00',
      });
      const [a, b] = [await member(amsterdam), await member(amsterdam, { locale: 'en' })];
      for (const m of [a, b]) await m.browser.post('/api/signups', { event_id: event });
      for (const m of [a, b]) await waitForKind(m.email, 'signup_confirmation');
      const reason = 'De banen staan onder water.\nTot volgende week: <zelfde tijd>!';
      expect((await staffA.browser.post(`/api/events/${event}/cancel`, { reason })).status).toBe(200);

      const nl = await waitForKind(a.email, 'event_cancelled');
      expect(nl.text).toContain(
        'De club laat weten:\n> De banen staan onder water.\n> Tot volgende week: <zelfde tijd>!',
      );
      expect(nl.html).toContain('De banen staan onder water.<br>Tot volgende week: &lt;zelfde tijd&gt;!');
      const en = await waitForKind(b.email, 'event_cancelled');
      expect(en.text).toContain('The club says:\n> De banen staan onder water.');
    });
  });

  describe('standing sign-ups', () => {
    it('confirms a standing sign-up with one mail listing its dates, none per date', async () => {
      const friday = nextWeekday(addDays(today('Europe/London'), 7), 'FR');
      await eventBy(staffL.browser, {
        name: 'Friday Fun',
        start_time: `${friday}T18:00:00`,
        end_time: `${friday}T20:00:00`,
        ...({ recurring_pattern: 'weekly', repeat_until: addDays(friday, 14) } as object),
      } as Parameters<typeof eventBy>[1]);
      const date = (
        await staffL.browser.get(`/api/events?from=${friday}&to=${addDays(friday, 1)}`)
      ).body.data.find((e: { name: string }) => e.name === 'Friday Fun');
      const person = await member(london);
      expect((await person.browser.post(`/api/series/${date.series_id}/subscription`)).status).toBe(201);

      const mail = await waitForKind(person.email, 'signup_confirmation');
      expect(mail.subject).toBe("You're signed up for every date: Friday Fun");
      for (const day of [friday, addDays(friday, 7), addDays(friday, 14)])
        expect(mail.text).toContain(`${longEn(day)}, 18:00–20:00`);
      expect(vevents(await mailbox.attachment(mail, mail.attachments[0]))).toHaveLength(3);
      await settled(t);
      expect(await mailsOf(person.email, 'signup_confirmation')).toHaveLength(1);
    });
  });

  describe('preferences and unsubscribing', () => {
    it('reads the defaults, changes only what is sent, and refuses what is not a setting', async () => {
      const person = await member(london);
      const defaults = await person.browser.get('/api/me/notification-preferences');
      expect(defaults.status).toBe(200);
      expect(defaults.body).toEqual({
        data: {
          signup_confirmation: true,
          waitlist_promotion: true,
          event_changed: true,
          event_cancelled: true,
          reminder: true,
          removed_by_staff: true,
          draw_published: true,
          // Only user managers are sent it; everyone has the switch.
          join_requested: true,
          club_news: true,
          reminder_hours: 24,
          // Push (API.md section 15): off until the person's first device subscribes.
          push: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, false])),
        },
      });
      const changed = await person.browser.put('/api/me/notification-preferences', {
        reminder: false,
        reminder_hours: 2,
      });
      expect(changed.body.data).toMatchObject({ reminder: false, reminder_hours: 2, event_changed: true });
      expect((await person.browser.get('/api/me/notification-preferences')).body.data).toEqual(
        changed.body.data,
      );

      const bad = await person.browser.put('/api/me/notification-preferences', {
        reminder_hours: 169,
        event_changed: 'yes',
        reminder: null,
        colour: 'red',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        reminder_hours: VALIDATION.reminderHoursInvalid,
        event_changed: VALIDATION.booleanInvalid,
        reminder: VALIDATION.booleanInvalid,
        colour: VALIDATION.unknownProperty,
      });
      expect((await person.browser.get('/api/me/notification-preferences')).body.data).toEqual(
        changed.body.data,
      );

      const sysadmin = await createSystemUser(t.db, 'systemadmin');
      const staff = await signIn(t, t.client(london.subdomain), {
        kind: 'system',
        systemUserId: sysadmin.id,
        userType: 'systemadmin',
      });
      expect((await staff.get('/api/me/notification-preferences')).status).toBe(404);
    });

    it('sends no mail of a kind switched off, and still sends the others', async () => {
      const event = await eventBy(staffL.browser, {
        name: 'Quiet Night',
        start_time: '2031-09-01T19:00:00',
        end_time: '2031-09-01T21:00:00',
      });
      const person = await member(london);
      await person.browser.put('/api/me/notification-preferences', { signup_confirmation: false });
      const signup = (await person.browser.post('/api/signups', { event_id: event })).body.data;
      await staffL.browser.delete(`/api/signups/admin/${signup.id}`);
      await waitForKind(person.email, 'removed_by_staff');
      await settled(t);
      expect(await mailsOf(person.email, 'signup_confirmation')).toEqual([]);
    });

    it('switches a kind off with the one-click POST (form body, no Origin, no session); GET changes nothing', async () => {
      const event = await eventBy(staffA.browser, {
        name: 'Vrijdagborrel',
        start_time: '2031-09-05T20:00:00',
        end_time: '2031-09-05T23:00:00',
      });
      const person = await member(amsterdam);
      await person.browser.post('/api/signups', { event_id: event });
      const mail = await waitForKind(person.email, 'signup_confirmation');
      const url = oneClickUrl(mail);
      const path = `${url.pathname}${url.search}`;
      const stranger = t.client(amsterdam.subdomain);

      // Link scanners follow links: GET only describes.
      for (let i = 0; i < 2; i++) {
        const described = await stranger.get(path);
        expect(described.status).toBe(200);
        expect(described.body.data).toEqual({
          kind: 'signup_confirmation',
          club_name: 'TV De Linde',
          email: `${person.email[0]}•••@notify.test`,
          subscribed: true,
        });
      }
      expect(
        (await person.browser.get('/api/me/notification-preferences')).body.data.signup_confirmation,
      ).toBe(true);

      // As a mail provider sends it: a form body, from its own servers (here even marked cross-site).
      const posted = await stranger.request('POST', path, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      });
      expect(posted.status).toBe(200);
      expect(posted.body.data).toMatchObject({ kind: 'signup_confirmation', subscribed: false });
      expect((await person.browser.get('/api/me/notification-preferences')).body.data).toMatchObject({
        signup_confirmation: false,
        event_changed: true,
      });
      // Twice is fine; the page's own button posts no body.
      expect((await stranger.request('POST', path)).status).toBe(200);

      // Only this route takes a cross-site POST or a form body.
      const crossSite = await person.browser.request('PUT', '/api/me/notification-preferences', {
        body: { signup_confirmation: true },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      const form = await person.browser.request('PUT', '/api/me/notification-preferences', {
        rawBody: 'signup_confirmation=true',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.body.data?.signup_confirmation ?? false).toBe(false);
      const wrongBody = await stranger.request('POST', path, {
        rawBody: 'List-Unsubscribe=Everything',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongBody.status).toBe(400);
    });

    it('answers 404 for an unknown token, a token of another club, and on the apex host', async () => {
      const person = await member(london);
      const event = await eventBy(staffL.browser, {
        name: 'Token Test',
        start_time: '2031-09-09T19:00:00',
        end_time: '2031-09-09T21:00:00',
      });
      await person.browser.post('/api/signups', { event_id: event });
      const url = oneClickUrl(await waitForKind(person.email, 'signup_confirmation'));
      const path = `${url.pathname}${url.search}`;
      const unknown = '/api/notifications/unsubscribe?token=' + 'A'.repeat(43);
      for (const [client, p] of [
        [t.client(london.subdomain), unknown],
        [t.client(london.subdomain), '/api/notifications/unsubscribe'],
        [t.client(amsterdam.subdomain), path],
        [t.client(null), path],
      ] as const) {
        expect((await client.get(p)).status).toBe(404);
        expect((await client.request('POST', p)).status).toBe(404);
      }
      expect((await t.client(london.subdomain).get(unknown)).body.message).toBe(
        API_ERRORS.unsubscribeLinkInvalid,
      );
    });

    it('removes the preferences and unsubscribe tokens with the membership', async () => {
      const person = await member(london);
      await person.browser.put('/api/me/notification-preferences', { reminder: false });
      const event = await eventBy(staffL.browser, {
        name: 'Farewell',
        start_time: '2031-09-10T19:00:00',
        end_time: '2031-09-10T21:00:00',
      });
      await person.browser.post('/api/signups', { event_id: event });
      const url = oneClickUrl(await waitForKind(person.email, 'signup_confirmation'));
      expect((await staffL.browser.delete(`/api/club-users/${person.id}`)).status).toBe(200);
      const [left] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM notification_preferences WHERE club_id = $1 AND user_id = $2) AS prefs,
                (SELECT count(*)::int FROM notification_unsubscribe_tokens WHERE club_id = $1 AND user_id = $2) AS tokens`,
        [london.id, person.id],
      );
      expect(left).toEqual({ prefs: 0, tokens: 0 });
      expect((await t.client(london.subdomain).get(`${url.pathname}${url.search}`)).status).toBe(404);
    });
  });

  describe('the outbox', () => {
    /**
     * Runs `during` with a deferred constraint trigger that fails the commit of any transaction
     * writing an outbox row about an event named `eventName`: the change and its outbox rows are
     * written, then the transaction rolls back at commit.
     */
    async function failingCommits(eventName: string, during: () => Promise<void>): Promise<void> {
      await t.db.query(`
        CREATE OR REPLACE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM events WHERE id = NEW.event_id AND name = '${eventName.replace(/'/g, "''")}') THEN
            RAISE EXCEPTION 'injected failure at commit';
          END IF;
          RETURN NULL;
        END $$`);
      await t.db.query(`
        CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT ON notification_outbox
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_at_commit()`);
      try {
        await during();
      } finally {
        await t.db.query(`DROP TRIGGER fail_at_commit ON notification_outbox`);
      }
    }

    /** A London event with four members signed up (their confirmations sent) and a draft draw. */
    async function drawnEvent(name: string): Promise<{ event: string; players: Member[] }> {
      const event = await eventBy(staffL.browser, {
        name,
        start_time: '2031-10-08T19:00:00',
        end_time: '2031-10-08T21:00:00',
      });
      const players: Member[] = [];
      for (let i = 0; i < 4; i++) {
        const player = await member(london);
        expect((await player.browser.post('/api/signups', { event_id: event })).status).toBe(201);
        players.push(player);
      }
      for (const player of players) await waitForKind(player.email, 'signup_confirmation');
      const draw = await staffL.browser.post(`/api/events/${event}/draw`, { courts: ['Court 1'], rounds: 2 });
      expect(draw.status).toBe(201);
      return { event, players };
    }

    it('sends nothing for a change whose transaction fails after the outbox write', async () => {
      await failingCommits('Fails at commit', async () => {
        const doomed = await eventBy(staffL.browser, {
          name: 'Fails at commit',
          start_time: '2031-10-01T19:00:00',
          end_time: '2031-10-01T21:00:00',
        });
        const fine = await eventBy(staffL.browser, {
          name: 'Commits',
          start_time: '2031-10-02T19:00:00',
          end_time: '2031-10-02T21:00:00',
        });
        const person = await member(london);
        const failed = await person.browser.post('/api/signups', { event_id: doomed });
        expect(failed.status).toBeGreaterThanOrEqual(500);
        const [{ signups }] = await t.db.query(
          `SELECT count(*)::int AS signups FROM signups WHERE event_id = $1`,
          [doomed],
        );
        expect(signups).toBe(0);
        // The next sign-up commits: its mail comes, the rolled-back one's never does.
        expect((await person.browser.post('/api/signups', { event_id: fine })).status).toBe(201);
        expect((await waitForKind(person.email, 'signup_confirmation')).subject).toContain('Commits');
        await settled(t);
        expect((await mailbox.all(person.email)).map((m) => m.subject)).toEqual([
          expect.stringContaining('Commits'),
        ]);
      });
    });

    it('publishes a draw together with its mails, or neither', async () => {
      const { event, players } = await drawnEvent('Draw fails at commit');
      await failingCommits('Draw fails at commit', async () => {
        const failed = await staffL.browser.post(`/api/events/${event}/draw/publish`);
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect((await staffL.browser.get(`/api/events/${event}/draw`)).body.data.published_at).toBeNull();
        expect((await players[0].browser.get(`/api/events/${event}/draw`)).status).toBe(404);
      });
      expect((await staffL.browser.post(`/api/events/${event}/draw/publish`)).status).toBe(200);
      for (const player of players)
        expect((await waitForKind(player.email, 'draw_published')).subject).toMatch(/^Your courts for /);
      await settled(t);
      for (const player of players) expect(await mailsOf(player.email, 'draw_published')).toHaveLength(1);
    });

    it('sends a draw mail once when its job runs twice (a re-relay after a crash)', async () => {
      const { event, players } = await drawnEvent('Draw Mailed Once');
      expect((await staffL.browser.post(`/api/events/${event}/draw/publish`)).status).toBe(200);
      const [player] = players;
      await waitForKind(player.email, 'draw_published');
      const [claim] = await t.db.query(
        `SELECT dedupe_key FROM sent_notifications WHERE kind = 'draw_published' AND event_id = $1 AND user_id = $2`,
        [event, player.id],
      );
      expect(claim?.dedupe_key).toMatch(/^outbox:\d+$/);

      // The row's job again, under another job id (BullMQ would drop the same id).
      const duplicate: NotificationJob = {
        outboxId: claim.dedupe_key.slice('outbox:'.length),
        clubId: london.id,
        userId: player.id,
        kind: 'draw_published',
        eventId: event,
        payload: { change: 'published' },
        to: player.email,
      };
      await t.app.get<Queue>(getQueueToken(MAIL_QUEUE)).add('draw_published', duplicate);
      await settled(t);
      expect(await mailsOf(player.email, 'draw_published')).toHaveLength(1);
    });
  });
});
