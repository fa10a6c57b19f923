import { mailRetryDelay } from './mail-retry';

const policy = { maxDelayMs: 300_000, windowMs: 24 * 3600_000 };

describe('mail retries', () => {
  it('doubles the wait from 2 s and caps it', () => {
    const delays = [1, 2, 3, 4, 5, 8, 9, 20, 500].map((n) => mailRetryDelay(n, 0, 0, policy));
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000, 256_000, 300_000, 300_000, 300_000]);
  });

  it('retries for the whole window, then gives up (-1, dead letter)', () => {
    let now = 0;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const delay = mailRetryDelay(attempts, 0, now, policy);
      if (delay === -1) break;
      now += delay;
    }
    expect(now).toBeLessThanOrEqual(policy.windowMs);
    expect(now).toBeGreaterThan(policy.windowMs - policy.maxDelayMs);
    // About 24 h of 5-minute retries after the ramp.
    expect(attempts).toBeGreaterThan(280);
    expect(attempts).toBeLessThan(300);
  });

  it('honours a short window and cap (as tests configure them)', () => {
    const short = { maxDelayMs: 1000, windowMs: 5000 };
    expect(mailRetryDelay(1, 0, 0, short)).toBe(1000);
    expect(mailRetryDelay(3, 0, 4500, short)).toBe(-1);
  });
});
