import { hoursBefore, windowPresets } from './window-presets';

describe('window presets', () => {
  it('counts wall-clock hours before the start', () => {
    // 2026-12-01 is a Tuesday: Sunday 20:00 before 19:30.
    expect(hoursBefore('2026-12-01', '19:30', 2, '20:00')).toBe(47.5);
    expect(hoursBefore('2026-12-02', '19:00', 2, '20:00')).toBe(47);
    expect(hoursBefore('2026-12-02', '19:00', 7, '20:00')).toBe(167);
  });

  it('offers the Sunday before only when it differs from the day or two before', () => {
    expect(windowPresets('2026-12-02').map((p) => [p.key, p.daysBefore])).toEqual([
      ['dayBefore', 1],
      ['twoDaysBefore', 2],
      ['sundayBefore', 3],
      ['weekBefore', 7],
    ]);
    expect(windowPresets('2026-12-01').map((p) => p.key)).toEqual([
      'dayBefore',
      'twoDaysBefore',
      'weekBefore',
    ]);
  });
});
