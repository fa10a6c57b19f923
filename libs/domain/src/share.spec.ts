import { placesLeftText, shareDateLabel, shareTitle, whatsAppList } from './share';

describe('share texts', () => {
  it('writes the date as a share shows it, in both languages', () => {
    expect(shareDateLabel('2026-12-01T19:30:00', 'en')).toBe('Tue 1 Dec 19:30');
    expect(shareDateLabel('2026-12-01 19:30:00', 'nl')).toBe('di 1 dec 19:30');
    expect(shareDateLabel('2027-03-28T09:05:00', 'en')).toBe('Sun 28 Mar 09:05');
  });

  it('cuts a title longer than 60 characters to 59 and an ellipsis', () => {
    expect(shareTitle('2026-12-01T19:30:00', 'Club Night Mix-in', 'en')).toBe(
      'Tue 1 Dec 19:30 · Club Night Mix-in',
    );
    const long = shareTitle('2026-12-01T19:30:00', 'x'.repeat(80), 'en');
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('x…')).toBe(true);
    const exact = shareTitle('2026-12-01T19:30:00', 'y'.repeat(60 - 'Tue 1 Dec 19:30 · '.length), 'en');
    expect(Array.from(exact)).toHaveLength(60);
    expect(exact.endsWith('y')).toBe(true);
  });

  it('says how many places are left', () => {
    expect(placesLeftText({ capacity: 16, signup_count: 13, waitlist_count: 0 }, 'en')).toBe('3 places left');
    expect(placesLeftText({ capacity: 16, signup_count: 15, waitlist_count: 0 }, 'en')).toBe('1 place left');
    expect(placesLeftText({ capacity: 16, signup_count: 16, waitlist_count: 0 }, 'en')).toBe(
      'Full: join the waitlist',
    );
    expect(placesLeftText({ capacity: 16, signup_count: 14, waitlist_count: 2 }, 'en')).toBe(
      'Full: join the waitlist',
    );
    expect(placesLeftText({ capacity: null, signup_count: 4, waitlist_count: 0 }, 'en')).toBe(
      'Places available',
    );
    expect(placesLeftText({ capacity: 16, signup_count: 13, waitlist_count: 0 }, 'nl')).toBe('Nog 3 plekken');
    expect(placesLeftText({ capacity: 8, signup_count: 8, waitlist_count: 0 }, 'nl')).toBe(
      'Vol: zet je op de wachtlijst',
    );
  });

  it('copies a plain-text list for WhatsApp', () => {
    expect(
      whatsAppList({
        name: 'Club Night Mix-in',
        start_time: '2026-12-01T19:30:00',
        locale: 'en',
        names: ['Ann', 'Bob\nSmith', 'Cas', 'Dee'],
        rounds: [
          { courts: [{ name: 'Court 1', players: ['Ann', 'Bob Smith', 'Cas', 'Dee'] }] },
          { courts: [{ name: 'Court 1', players: ['Ann', 'Cas', 'Bob Smith', 'Dee'] }] },
        ],
      }),
    ).toBe(
      [
        '*Tue 1 Dec 19:30 Club Night Mix-in*',
        '',
        '1. Ann',
        '2. Bob Smith',
        '3. Cas',
        '4. Dee',
        '',
        '*Round 1*',
        '*Court 1* Ann, Bob Smith – Cas, Dee',
        '',
        '*Round 2*',
        '*Court 1* Ann, Cas – Bob Smith, Dee',
      ].join('\n'),
    );
  });

  it('speaks Dutch and leaves out what it does not have', () => {
    expect(whatsAppList({ name: 'Mix-in', start_time: '2026-12-01T19:30:00', locale: 'nl' })).toBe(
      '*di 1 dec 19:30 Mix-in*',
    );
    expect(
      whatsAppList({
        name: 'Mix-in',
        start_time: '2026-12-01T19:30:00',
        locale: 'nl',
        rounds: [{ courts: [{ players: ['A', 'B'] }, { players: ['C', 'D', 'E', 'F'] }] }],
      }),
    ).toBe(['*di 1 dec 19:30 Mix-in*', '', '*Ronde 1*', '*Baan 1* A, B', '*Baan 2* C, D – E, F'].join('\n'));
  });
});
