import { isTimestampText, keysetCursorCodec } from './keyset-cursor';

describe('keyset cursors', () => {
  const codec = keysetCursorCodec('n', 's');
  const id = '0b9d6c2e-5f0a-4c1e-9a57-3f1d2a6b8c4d';

  it("carry an anchor in the API's wall-clock form (clubNow) and a key as PostgreSQL writes it", () => {
    const cursor = { anchor: '2026-07-01T18:30:05', after: { key: '2026-07-02 19:00:00.123456', id } };
    expect(codec.decode(codec.encode(cursor))).toEqual(cursor);
    expect(codec.decode(codec.encode({ anchor: '2026-07-01 18:30:05' }))).toEqual({
      anchor: '2026-07-01 18:30:05',
    });
  });

  it.each(['2026-02-30T10:00:00', '2026-07-01X18:30:05', '2026-07-01T18:30', '2026-07-01T24:00:00', 42])(
    'refuses %p as a timestamp',
    (value) => {
      expect(isTimestampText(value)).toBe(false);
    },
  );
});
