import { parseLocalDateTime } from './local-date-time';

describe('parseLocalDateTime', () => {
  it('accepts wall-clock times and adds the seconds', () => {
    expect(parseLocalDateTime('2026-12-01T18:30:00')).toBe('2026-12-01T18:30:00');
    expect(parseLocalDateTime('2026-12-01T18:30')).toBe('2026-12-01T18:30:00');
    expect(parseLocalDateTime('2028-02-29T09:00:00')).toBe('2028-02-29T09:00:00');
  });

  it.each([
    '2026-02-30T10:00:00',
    '2026-12-01T24:00:00',
    '2026-13-01T10:00:00',
    '2026-12-01 18:30:00',
    '2026-12-01T18:30:00Z',
    '',
    'tomorrow',
    42,
    null,
  ])('rejects %p', (value) => {
    expect(parseLocalDateTime(value)).toBeNull();
  });
});
