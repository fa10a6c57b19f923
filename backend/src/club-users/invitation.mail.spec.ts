import { invitationMail } from './invitation.mail';

const base = {
  to: 'ada@example.test',
  link: 'http://harbour.localhost/auth/verify?token=abc',
  validDays: 7,
  club: { name: 'Harbour <Tennis>', logo: null },
};

describe('invitationMail', () => {
  it('welcomes the person by name with the link, in English', () => {
    const mail = invitationMail({ ...base, name: 'Ada', locale: 'en' });
    expect(mail.subject).toBe('Welcome to Harbour <Tennis>');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(base.link);
    expect(mail.text).toContain('for 7 days');
    // HTML escapes what the club typed.
    expect(mail.html).toContain('Harbour &lt;Tennis&gt;');
    expect(mail.html).not.toContain('Harbour <Tennis>');
    // Not switchable: no unsubscribe header, only its kind.
    expect(mail.headers).toEqual({ 'X-Courtside-Notification': 'invitation' });
  });

  it('writes Dutch, and greets someone without a name plainly', () => {
    const mail = invitationMail({ ...base, name: null, locale: 'nl' });
    expect(mail.subject).toBe('Welkom bij Harbour <Tennis>');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain('7 dagen');
    expect(mail.text).toContain('Uitnodigingen kun je niet uitzetten.');
  });
});
