import { API_ERRORS, API_ERRORS_NL, CLUB_QUOTAS } from '@courtside/domain';
import { startsWithinRoom } from './series-materialiser.service';

describe('startsWithinRoom (the horizon job at the quota of events to come)', () => {
  const now = '2031-03-05T12:00:00';
  const starts = [
    '2031-03-01T19:00:00',
    '2031-03-05T12:00:00',
    '2031-03-05T19:00:00',
    '2031-03-12T19:00:00',
    '2031-03-19T19:00:00',
  ];

  it('keeps every date already started, which does not count, then as many to come as fit', () => {
    expect(startsWithinRoom(starts, now, 2)).toEqual(starts.slice(0, 4));
    expect(startsWithinRoom(starts, now, 0)).toEqual(starts.slice(0, 2));
    expect(startsWithinRoom(starts, now, 3)).toEqual(starts);
    expect(startsWithinRoom(starts, now, 50)).toEqual(starts);
  });

  it('takes no date to come when the club is already past its quota', () => {
    expect(startsWithinRoom(starts, now, -4)).toEqual(starts.slice(0, 2));
    expect(startsWithinRoom([], now, 10)).toEqual([]);
  });
});

describe('the quota messages', () => {
  it('name the numbers as each language writes them', () => {
    expect(CLUB_QUOTAS).toEqual({ liveSeries: 200, futureEvents: 20_000, eventsPerRequest: 500 });
    expect(API_ERRORS.tooManyFutureEvents).toContain('at most 20,000 events to come');
    expect(API_ERRORS_NL.tooManyFutureEvents).toContain('hoogstens 20.000 komende activiteiten');
    expect(API_ERRORS.tooManySeries).toContain('at most 200 series');
    expect(API_ERRORS.tooManyEventsAtOnce).toContain('at most 500 dates');
  });
});
