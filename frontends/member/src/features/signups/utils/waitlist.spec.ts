import { waitlistPhase } from './waitlist';

const event = { start_time: '2026-11-29T20:00:00', capacity: 8, signup_count: 8 };

describe('waitlistPhase', () => {
  it('waits in line while the event is full and the start is far', () => {
    expect(waitlistPhase(event, '2026-11-29T12:00:00')).toBe('waiting');
  });
  it('sees a free place when fewer places are taken than there are', () => {
    expect(waitlistPhase({ ...event, signup_count: 7 }, '2026-11-29T18:30:00')).toBe('placeFree');
  });
  it('knows nothing of free places without the counts (My Sign-ups)', () => {
    expect(waitlistPhase({ start_time: event.start_time }, '2026-11-29T18:30:00')).toBe('waiting');
  });
  it('is "still on the waitlist" from 30 minutes before the start, free place or not', () => {
    expect(waitlistPhase({ ...event, signup_count: 7 }, '2026-11-29T19:30:00')).toBe('lastCall');
    expect(waitlistPhase(event, '2026-11-29T19:59:59')).toBe('lastCall');
  });
  it('did not get a place once the event started', () => {
    expect(waitlistPhase(event, '2026-11-29T20:00:00')).toBe('missed');
  });
});
