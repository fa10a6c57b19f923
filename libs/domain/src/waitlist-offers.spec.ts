import { isQuietHours, isWaitlistMode, offerWindowMs } from './waitlist-offers';

const HOUR = 3_600_000;

describe('waitlist offers', () => {
  it('knows the modes', () => {
    expect(isWaitlistMode('auto')).toBe(true);
    expect(isWaitlistMode('offer')).toBe(true);
    expect(isWaitlistMode('manual')).toBe(false);
  });

  it('takes quiet hours as HH:mm-HH:mm, past midnight too, never empty', () => {
    expect(isQuietHours('22:00-08:00')).toBe(true);
    expect(isQuietHours('01:30-06:45')).toBe(true);
    expect(isQuietHours('08:00-08:00')).toBe(false);
    expect(isQuietHours('24:00-08:00')).toBe(false);
    expect(isQuietHours('8:00-09:00')).toBe(false);
    expect(isQuietHours(null)).toBe(false);
  });

  it('gives 24 hours from 48 hours before the start, 2 hours from 6, else 30 minutes', () => {
    expect(offerWindowMs(72 * HOUR)).toBe(24 * HOUR);
    expect(offerWindowMs(48 * HOUR)).toBe(24 * HOUR);
    expect(offerWindowMs(48 * HOUR - 1)).toBe(2 * HOUR);
    expect(offerWindowMs(6 * HOUR)).toBe(2 * HOUR);
    expect(offerWindowMs(6 * HOUR - 1)).toBe(30 * 60_000);
    expect(offerWindowMs(HOUR)).toBe(30 * 60_000);
  });
});
