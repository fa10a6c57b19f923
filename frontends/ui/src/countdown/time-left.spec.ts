import { announcedMinutes, timeLeftParts } from './time-left';

describe('announcedMinutes', () => {
  it('speaks whole hours above an hour', () => {
    expect(announcedMinutes(23 * 3_600_000 + 1)).toBe(24 * 60);
    expect(announcedMinutes(61 * 60_000)).toBe(120);
  });
  it('speaks the milestone last passed in the last hour', () => {
    expect(announcedMinutes(60 * 60_000)).toBe(60);
    expect(announcedMinutes(59 * 60_000)).toBe(60);
    expect(announcedMinutes(30 * 60_000)).toBe(30);
    expect(announcedMinutes(29 * 60_000 + 5_000)).toBe(30);
    expect(announcedMinutes(4 * 60_000)).toBe(5);
    expect(announcedMinutes(10_000)).toBe(1);
    expect(announcedMinutes(0)).toBe(0);
  });
});

describe('timeLeftParts', () => {
  it('splits the time left, rounding seconds up', () => {
    expect(timeLeftParts(3_723_400)).toEqual({ hours: 1, minutes: 2, seconds: 4 });
    expect(timeLeftParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
