import { decodeOwnSignupsCursor, encodeOwnSignupsCursor } from './own-signups-cursor';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('own sign-ups cursor', () => {
  it('round-trips a first-page and a later-page cursor', () => {
    const first = { horizon: '2026-08-25 02:57:55.000000' };
    const later = {
      ...first,
      after: { end: '2025-01-12 02:00:00.000000', id: '6d36a328-f387-41d0-9588-0bd854bc092f' },
    };
    expect(decodeOwnSignupsCursor(encodeOwnSignupsCursor(first))).toEqual(first);
    expect(decodeOwnSignupsCursor(encodeOwnSignupsCursor(later))).toEqual(later);
    expect(encodeOwnSignupsCursor(later)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['an array', b64([])],
    ['no horizon', b64({})],
    ['an unknown key', b64({ h: '2026-01-01 00:00:00', x: 1 })],
    ['an impossible date', b64({ h: '2026-02-30 00:00:00' })],
    ['an hour past 23', b64({ h: '2026-02-01 24:00:00' })],
    ['a zone', b64({ h: '2026-02-01 10:00:00+01' })],
    ['an end without an id', b64({ h: '2026-02-01 10:00:00', e: '2026-01-01 10:00:00' })],
    ['a malformed id', b64({ h: '2026-02-01 10:00:00', e: '2026-01-01 10:00:00', i: 'x' })],
    ['a number', 42],
    ['too long', 'a'.repeat(401)],
  ])('refuses %s', (_label, text) => {
    expect(decodeOwnSignupsCursor(text)).toBeNull();
  });
});
