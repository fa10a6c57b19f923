import { notificationMail, type MailEvent, type NotificationMailContext } from './notification-mail';
import { longDate, timeRange } from './wall-clock';

const event: MailEvent = {
  id: 'e1',
  name: 'Mix-in <b>&</b> "drinks"',
  start_time: '2031-03-05T19:30:00',
  end_time: '2031-03-05T21:30:00',
  location: 'Court 1',
  status: 'scheduled',
};

const ctx = (locale: 'en' | 'nl'): NotificationMailContext => ({
  locale,
  name: 'Anna',
  club: { name: 'Club & Co', logo: null, origin: 'https://club.example' },
  reminderHours: 2,
  unsubscribe: {
    oneClick: 'https://club.example/api/notifications/unsubscribe?token=t',
    page: 'https://club.example/unsubscribe?token=t',
  },
  settingsUrl: 'https://club.example/settings/notifications',
});

describe('notification mails', () => {
  it('writes the wall clock as it is, on a 24-hour clock in both languages', () => {
    expect(longDate('2031-03-05T19:30:00', 'nl')).toBe('woensdag 5 maart 2031');
    expect(timeRange('2031-03-05T19:30:00', '2031-03-05T21:30:00', 'en')).toBe('19:30–21:30');
    expect(timeRange('2031-03-05T22:00:00', '2031-03-06T01:00:00', 'en')).toBe('22:00 – Thu 6 Mar 01:00');
  });

  it('escapes every value in the HTML, none in the text', () => {
    const mail = notificationMail({ kind: 'reminder', event }, ctx('en'));
    expect(mail.html).toContain('Mix-in &lt;b&gt;&amp;&lt;/b&gt; &quot;drinks&quot;');
    expect(mail.html).not.toContain('<b>&</b>');
    expect(mail.html).toContain('Club &amp; Co');
    expect(mail.text).toContain('Mix-in <b>&</b> "drinks"');
    expect(mail.subject).toBe('Reminder: Mix-in <b>&</b> "drinks", Wed 5 Mar at 19:30');
    expect(mail.text).toContain('reminders are on for you at Club & Co, 2 hours before each event');
  });

  it('says why and how to stop it, in Dutch too', () => {
    const mail = notificationMail({ kind: 'waitlist_promotion', event }, ctx('nl'));
    expect(mail.subject).toBe('Je hebt een plek: Mix-in <b>&</b> "drinks", wo 5 mrt');
    expect(mail.text).toContain(
      'Afmelden voor berichten over de wachtlijst: https://club.example/unsubscribe?token=t',
    );
    expect(mail.html).toContain('href="https://club.example/events/e1"');
  });

  it('tells a change what it was and a reinstated event that it is back on', () => {
    const moved = notificationMail(
      {
        kind: 'event_changed',
        changes: [{ event: { ...event, location: 'Hall' }, before: { ...event, status: 'cancelled' } }],
      },
      ctx('en'),
    );
    expect(moved.subject).toBe('Back on: Mix-in <b>&</b> "drinks", Wed 5 Mar');
    expect(moved.text).toContain('Was: Court 1');
  });
});
