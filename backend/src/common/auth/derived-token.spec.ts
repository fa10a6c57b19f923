import { DERIVED_TOKEN, deriveToken } from './derived-token';

describe('derived tokens', () => {
  it('are 256 bits, URL-safe, the same for the same inputs and different for any other', () => {
    const token = deriveToken('k'.repeat(32), 'unsubscribe', 'membership', 'reminder');
    expect(token).toMatch(DERIVED_TOKEN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(deriveToken('k'.repeat(32), 'unsubscribe', 'membership', 'reminder')).toBe(token);
    for (const other of [
      deriveToken('j'.repeat(32), 'unsubscribe', 'membership', 'reminder'),
      deriveToken('k'.repeat(32), 'calendar-feed', 'membership', 'reminder'),
      deriveToken('k'.repeat(32), 'unsubscribe', 'membershipreminder', ''),
      deriveToken('k'.repeat(32), 'unsubscribe', 'membership', 'event_changed'),
    ])
      expect(other).not.toBe(token);
  });
});
