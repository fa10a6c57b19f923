import { formatInstant } from './index';

describe('formatInstant', () => {
  it("writes an instant (an offer's end) on the club's clock", () => {
    expect(formatInstant('2026-11-29T19:00:00Z', 'Europe/Amsterdam')).toBe('Sun, 29 Nov 2026, 20:00');
    expect(formatInstant('2026-11-29T19:00:00Z', 'Europe/London')).toBe('Sun, 29 Nov 2026, 19:00');
    expect(formatInstant(null, 'Europe/London')).toBe('Not set');
  });
});
