import { canonicalTimeZone, isIanaTimeZone } from './time-zone';

describe('time zones', () => {
  it.each(['Europe/London', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince'])(
    'accepts the IANA zone %s',
    (value) => {
      expect(isIanaTimeZone(value)).toBe(true);
    },
  );

  it.each(['', 'Mars/Olympus', '+01:00', 'GMT+1:00', 'Europe/', '/London', 'Europe London', 'Z', 7, null])(
    'rejects %p',
    (value) => {
      expect(isIanaTimeZone(value)).toBe(false);
    },
  );

  it("fixes the capitalisation but keeps the caller's alias", () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    // The runtime may canonicalise Kolkata to Calcutta; the club keeps the name it was given.
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
  });
});
