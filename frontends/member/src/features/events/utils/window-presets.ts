/** A form preset for when sign-ups open: so many days before each date, at a time of day. */
export interface WindowPreset {
  key: 'dayBefore' | 'twoDaysBefore' | 'sundayBefore' | 'weekBefore';
  daysBefore: number;
  at: string;
}

const utc = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, h, min);
};

/**
 * Wall-clock hours from `daysBefore` days before `date` at `at` to `date` at `start`, as the
 * server counts offsets: 'Sunday 20:00 before a Tuesday 19:30' is 47.5.
 */
export function hoursBefore(date: string, start: string, daysBefore: number, at: string): number {
  const hours = (utc(date, start) - (utc(date, at) - daysBefore * 86_400_000)) / 3_600_000;
  return Math.round(hours * 100) / 100;
}

/**
 * The presets that fit a first date (`YYYY-MM-DD`): the day before, two days before, the Sunday
 * before, a week before, each at 20:00. The Sunday before a Sunday is a week before (left out).
 */
export function windowPresets(date: string): WindowPreset[] {
  const weekday = new Date(utc(date, '00:00')).getUTCDay();
  const presets: WindowPreset[] = [
    { key: 'dayBefore', daysBefore: 1, at: '20:00' },
    { key: 'twoDaysBefore', daysBefore: 2, at: '20:00' },
  ];
  if (weekday > 2) presets.push({ key: 'sundayBefore', daysBefore: weekday, at: '20:00' });
  presets.push({ key: 'weekBefore', daysBefore: 7, at: '20:00' });
  return presets;
}
