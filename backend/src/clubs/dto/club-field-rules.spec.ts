import { LIMITS } from '@courtside/domain';
import { canonicalTimeZone, isHttpUrl, isIanaTimeZone } from './club-field-rules';

describe('isHttpUrl', () => {
  it.each([
    'https://riverside.example/logo.png',
    'http://riverside.example',
    'HTTPS://Riverside.Example/a?b=c#d',
    'http://localhost:3000/logo.svg',
    'https://xn--bcher-kva.example/',
  ])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    '',
    'riverside.example',
    'ftp://riverside.example/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http:riverside.example',
    'http:///path-only',
    'https://riverside .example',
    'https://riverside.example/a b',
    'https://user:secret@riverside.example/',
    'https://trusted.example@evil.example/',
    `https://riverside.example/${'a'.repeat(LIMITS.url)}`,
    42,
    null,
  ])('rejects %p', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});

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
