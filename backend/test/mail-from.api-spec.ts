import { createSystemUser, createEvent } from './support/factories';
import { mailbox } from './support/mailbox';
import { clubIn, memberOf, settled, startNotifyingApp, waitForKind } from './support/notifications';
import type { TestApp } from './support/test-app';

/** One header of a raw message, unfolded (RFC 5322 continuation lines joined). */
function rawHeader(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/**
 * Mail from the club (API.md section 15): every mail of a club is From `"<club> via Courtside"`
 * at MAIL_FROM's address, its name RFC 2047-encoded on the wire when it is not plain ASCII,
 * Reply-To the club's e-mail (none when it has none) and the club's logo on top; mails of no club
 * keep MAIL_FROM. Read out of the SMTP catcher, raw and decoded.
 */
describe('mail from the club', () => {
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ t, drop } = await startNotifyingApp('mail-from'));
  });
  afterAll(() => drop());

  it("sends as the club via Courtside, the non-ASCII name encoded, Reply-To the club's e-mail, logo on top", async () => {
    const club = await clubIn(t, 'Europe/Amsterdam', {
      name: "Tennisvereniging 't Hoogt ü",
      logo: 'https://cdn.example.test/hoogt.png',
    });
    await t.db.query(`UPDATE clubs SET email = 'bestuur@hoogt.test' WHERE id = $1`, [club.id]);
    const member = await memberOf(t, club, 'clubmember', { locale: 'nl' });
    const event = await createEvent(t.db, club, { inDays: 3, name: 'Clubavond' });
    expect((await member.browser.post('/api/signups', { event_id: event.id })).status).toBe(201);
    const mail = await waitForKind(member.email, 'signup_confirmation');

    const raw = await mailbox.source(mail);
    const from = rawHeader(raw, 'From')!;
    // On the wire: encoded words only, never a raw 8-bit byte or a bare quote of the name.
    expect(from).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(from).toContain('<no-reply@courtside.localhost>');
    expect(from).not.toMatch(/[^\x20-\x7e]/);
    expect(from).not.toContain("'t Hoogt");
    // Decoded by the catcher: the name exactly as the club spells it.
    expect(mail.from).toEqual([
      { name: "Tennisvereniging 't Hoogt ü via Courtside", address: 'no-reply@courtside.localhost' },
    ]);
    expect(rawHeader(raw, 'Reply-To')).toBe('bestuur@hoogt.test');
    expect(mail.html).toContain('<img src="https://cdn.example.test/hoogt.png"');

    // A login link of the club comes from it too.
    const signIn = await t.client(club.subdomain).post('/api/auth/magic-link', { email: member.email });
    expect(signIn.status).toBe(200);
    const link = await mailbox.waitForMatching(member.email, (m) => m.link !== null, 'a login link');
    expect(link.from).toEqual(mail.from);
    expect(link.headers['reply-to']).toBe('bestuur@hoogt.test');
  });

  it('sends without Reply-To for a club without an e-mail, and a plain name stays readable', async () => {
    const club = await clubIn(t, 'Europe/London', { name: 'Riverside LTC', logo: null });
    const member = await memberOf(t, club);
    const event = await createEvent(t.db, club, { inDays: 3 });
    expect((await member.browser.post('/api/signups', { event_id: event.id })).status).toBe(201);
    await settled(t);
    const mail = await waitForKind(member.email, 'signup_confirmation');

    const raw = await mailbox.source(mail);
    expect(rawHeader(raw, 'From')).toMatch(
      /^"?Riverside LTC via Courtside"? <no-reply@courtside\.localhost>$/,
    );
    expect(rawHeader(raw, 'Reply-To')).toBeUndefined();
    expect(mail.headers['reply-to']).toBeUndefined();
    // No logo: the name stands alone.
    expect(mail.html).not.toContain('<img');
  });

  it('keeps a name with quotes intact', async () => {
    const club = await clubIn(t, 'Europe/Amsterdam', { name: 'TC "De Baan", Oost' });
    await t.db.query(`UPDATE clubs SET email = 'info@debaan.test' WHERE id = $1`, [club.id]);
    const member = await memberOf(t, club);
    const event = await createEvent(t.db, club, { inDays: 3 });
    await member.browser.post('/api/signups', { event_id: event.id });
    const mail = await waitForKind(member.email, 'signup_confirmation');
    expect(mail.from).toEqual([
      { name: 'TC "De Baan", Oost via Courtside', address: 'no-reply@courtside.localhost' },
    ]);
    expect(mail.headers['reply-to']).toBe('info@debaan.test');
  });

  it("keeps MAIL_FROM as it is for a mail of no club (the system console's login link)", async () => {
    const admin = await createSystemUser(t.db, 'systemadmin');
    expect(
      (await t.client(null).post('/api/auth/system-admin-magic-link', { email: admin.email })).status,
    ).toBe(200);
    const mail = await mailbox.waitForMail(admin.email);
    expect(rawHeader(await mailbox.source(mail), 'From')).toBe('Courtside <no-reply@courtside.localhost>');
    expect(mail.headers['reply-to']).toBeUndefined();
  });
});
