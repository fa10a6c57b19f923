import { drawForWhatsApp, signupsForWhatsApp } from './copy-for-whatsapp';

const event = { name: 'Club Night Mix-in', start_time: '2026-12-01T19:30:00' };

describe('copy for WhatsApp', () => {
  it('lists the confirmed players in sign-up order, a nameless one as the fallback', () => {
    expect(
      signupsForWhatsApp(
        event,
        [
          { name: 'Ann', status: 'confirmed' },
          { name: null, status: 'confirmed' },
          { name: 'Waiting Will', status: 'waitlisted' },
          { name: 'Cas', status: 'confirmed' },
        ],
        'Member',
      ),
    ).toBe(['*Tue 1 Dec 19:30 Club Night Mix-in*', '', '1. Ann', '2. Member', '3. Cas'].join('\n'));
  });

  it('lists the draw per round and court', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => ({ user_id: id, name: id.toUpperCase() + 'nn' }));
    expect(
      drawForWhatsApp(event, {
        players,
        rounds: [
          {
            round: 1,
            matches: [{ court: 'Court 1', team_a: ['a', 'b'], team_b: ['c', 'd'] }],
            sitting_out: [],
          },
        ],
      } as never),
    ).toBe(
      [
        '*Tue 1 Dec 19:30 Club Night Mix-in*',
        '',
        '1. Ann',
        '2. Bnn',
        '3. Cnn',
        '4. Dnn',
        '',
        '*Round 1*',
        '*Court 1* Ann, Bnn – Cnn, Dnn',
      ].join('\n'),
    );
  });
});
