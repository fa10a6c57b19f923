import { drawPublishedMail, type DrawMailContent } from './draw-published.mail';

const content = (overrides: Partial<DrawMailContent> = {}): DrawMailContent => ({
  to: 'ann@example.test',
  locale: 'en',
  name: 'Ann',
  clubName: 'Riverside Tennis Club',
  eventName: 'Thursday Mix-in',
  start: '2026-03-12T23:30:00',
  roundMinutes: 20,
  change: 'published',
  schedule: [
    { round: 1, court: 'Court 1', partner: 'b', opponents: ['c', 'd'], sitting_out: false },
    { round: 2, court: null, partner: null, opponents: [], sitting_out: true },
    { round: 3, court: null, partner: null, opponents: [], sitting_out: false },
  ],
  names: new Map([
    ['b', 'Bob <the> Builder'],
    ['c', 'Cleo'],
    ['d', 'Dan'],
  ]),
  link: 'http://riverside.localhost:3000/events/e1',
  club: { logo: null },
  unsubscribePage: 'http://riverside.localhost:3000/unsubscribe?token=t',
  settingsUrl: 'http://riverside.localhost:3000/settings/notifications',
  headers: {
    'List-Unsubscribe': '<http://riverside.localhost:3000/api/notifications/unsubscribe?token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  ...overrides,
});

describe('the draw mail', () => {
  it('gives each round its time in Dutch too: the start plus a round length per round before it', () => {
    const mail = drawPublishedMail(content({ locale: 'nl', start: '2026-03-12T19:30:00', roundMinutes: 25 }));
    expect(mail.text).toContain('Ronde 1 (19:30): Court 1, met Bob <the> Builder tegen Cleo en Dan');
    expect(mail.text).toContain('Ronde 2 (19:55): je hebt pauze');
    expect(mail.text).toContain('Ronde 3 (20:20): je speelt niet');
  });

  it("says the club, the event's date and time on the club's clock, and each round", () => {
    const mail = drawPublishedMail(content());
    expect(mail.to).toBe('ann@example.test');
    expect(mail.subject).toBe('Your courts for Thursday Mix-in on Thursday, 12 March 2026');
    expect(mail.text).toContain(
      'The draw for Thursday Mix-in at Riverside Tennis Club on Thursday, 12 March 2026 at 23:30',
    );
    expect(mail.text).toContain('Round 1 (23:30): Court 1, with Bob <the> Builder against Cleo and Dan');
    // Round times run past midnight on the wall clock.
    expect(mail.text).toContain('Round 2 (23:50): you sit out');
    expect(mail.text).toContain('Round 3 (00:10): you do not play');
    // The button says what it opens.
    expect(mail.text).toContain('See your courts: http://riverside.localhost:3000/events/e1');
    expect(mail.html).toMatch(
      /<a href="http:\/\/riverside\.localhost:3000\/events\/e1"[^>]*>See your courts<\/a>/,
    );
    expect(mail.html).toContain('Bob &lt;the&gt; Builder');
    expect(mail.html).not.toContain('<the>');
  });

  it('says why it came and how to switch draw mails off, with one-click unsubscribe headers', () => {
    const mail = drawPublishedMail(content());
    expect(mail.text).toContain(
      'You get this e-mail because you play in this event at Riverside Tennis Club.',
    );
    expect(mail.text).toContain('http://riverside.localhost:3000/unsubscribe?token=t');
    expect(mail.text).toContain('http://riverside.localhost:3000/settings/notifications');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': '<http://riverside.localhost:3000/api/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('speaks Dutch, and says when the draw changed; without a round length it shows no round times', () => {
    const mail = drawPublishedMail(content({ locale: 'nl', change: 'changed', roundMinutes: null }));
    expect(mail.subject).toBe('Gewijzigd: je banen voor Thursday Mix-in op donderdag 12 maart 2026');
    expect(mail.text).toContain('Hallo Ann,');
    expect(mail.text).toContain('is gewijzigd');
    expect(mail.text).toContain('Ronde 1: Court 1, met Bob <the> Builder tegen Cleo en Dan');
    expect(mail.text).toContain('Ronde 2: je hebt pauze');
    expect(mail.text).toContain('Bekijk jouw banen: http://riverside.localhost:3000/events/e1');
    expect(mail.html).toContain('>Bekijk jouw banen</a>');
    expect(mail.html).toContain('<html lang="nl"');
  });
});
