import {
  addDays,
  addMinutes,
  isOccurrence,
  minutesBetween,
  occurrencesBetween,
  type Schedule,
} from './recurrence';

const weekly = (timeZone: string, dtstart: string, until: string | null = null): Schedule => ({
  rule: 'FREQ=WEEKLY;BYDAY=WE',
  dtstart,
  until,
  timeZone,
});

describe('occurrencesBetween', () => {
  it.each(['Europe/London', 'Europe/Amsterdam', 'America/New_York', 'Australia/Sydney'])(
    'keeps a Wednesday 19:00 at 19:00 wall-clock across both daylight-saving changes in %s',
    (zone) => {
      const times = occurrencesBetween(weekly(zone, '2027-01-06T19:00:00'), null, '2027-12-31T23:59:59');
      expect(times).toHaveLength(52);
      expect(new Set(times.map((t) => t.slice(11)))).toEqual(new Set(['19:00:00']));
      expect(times.slice(11, 14)).toEqual([
        '2027-03-24T19:00:00',
        '2027-03-31T19:00:00',
        '2027-04-07T19:00:00',
      ]);
    },
  );

  it('cuts exactly on wall-clock bounds: after is exclusive, through inclusive', () => {
    const schedule = weekly('Europe/London', '2027-03-17T19:00:00');
    expect(occurrencesBetween(schedule, '2027-03-24T19:00:00', '2027-04-07T19:00:00')).toEqual([
      '2027-03-31T19:00:00',
      '2027-04-07T19:00:00',
    ]);
    expect(occurrencesBetween(schedule, '2027-03-24T19:00:00', '2027-04-07T18:59:59')).toEqual([
      '2027-03-31T19:00:00',
    ]);
  });

  it('stops at until, inclusive', () => {
    expect(
      occurrencesBetween(
        weekly('Europe/London', '2027-03-17T19:00:00', '2027-03-31'),
        null,
        '2028-01-01T00:00:00',
      ),
    ).toEqual(['2027-03-17T19:00:00', '2027-03-24T19:00:00', '2027-03-31T19:00:00']);
  });

  it('finds the first Saturday of each month', () => {
    const schedule: Schedule = {
      rule: 'FREQ=MONTHLY;BYDAY=1SA',
      dtstart: '2027-01-02T10:00:00',
      until: null,
      timeZone: 'Europe/London',
    };
    expect(occurrencesBetween(schedule, null, '2027-06-30T00:00:00')).toEqual([
      '2027-01-02T10:00:00',
      '2027-02-06T10:00:00',
      '2027-03-06T10:00:00',
      '2027-04-03T10:00:00',
      '2027-05-01T10:00:00',
      '2027-06-05T10:00:00',
    ]);
  });

  it('skips months without the 31st, never moving them', () => {
    const schedule: Schedule = {
      rule: 'FREQ=MONTHLY;BYMONTHDAY=31',
      dtstart: '2027-01-31T18:00:00',
      until: null,
      timeZone: 'Europe/Amsterdam',
    };
    expect(occurrencesBetween(schedule, null, '2027-12-31T23:00:00').map((t) => t.slice(0, 10))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
      '2027-10-31',
      '2027-12-31',
    ]);
  });

  it('counts INTERVAL from the first occurrence, whatever window is asked for', () => {
    const schedule: Schedule = {
      rule: 'FREQ=DAILY;INTERVAL=3',
      dtstart: '2027-03-01T07:00:00',
      until: null,
      timeZone: 'Europe/London',
    };
    expect(occurrencesBetween(schedule, '2027-03-26T00:00:00', '2027-04-03T23:00:00')).toEqual([
      '2027-03-28T07:00:00',
      '2027-03-31T07:00:00',
      '2027-04-03T07:00:00',
    ]);
    expect(occurrencesBetween(schedule, '2027-03-29T00:00:00', '2027-03-30T23:59:59')).toEqual([]);
  });

  it('keeps a daily 19:00 through a daylight-saving week', () => {
    const schedule: Schedule = {
      rule: 'FREQ=DAILY',
      dtstart: '2027-03-25T19:00:00',
      until: null,
      timeZone: 'Europe/Amsterdam',
    };
    expect(occurrencesBetween(schedule, null, '2027-03-31T23:00:00')).toEqual(
      ['25', '26', '27', '28', '29', '30', '31'].map((d) => `2027-03-${d}T19:00:00`),
    );
  });

  it('picks the last weekday of the month with BYSETPOS', () => {
    const schedule: Schedule = {
      rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      dtstart: '2027-01-29T18:00:00',
      until: null,
      timeZone: 'Europe/London',
    };
    expect(occurrencesBetween(schedule, null, '2027-05-31T23:00:00').map((t) => t.slice(0, 10))).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });
});

describe('isOccurrence', () => {
  it('is true only for a start the rule itself produces', () => {
    const rule = { rule: 'FREQ=WEEKLY;BYDAY=WE', until: null, timeZone: 'Europe/London' };
    expect(isOccurrence(rule, '2027-03-17T19:00:00')).toBe(true);
    expect(isOccurrence(rule, '2027-03-18T19:00:00')).toBe(false);
    const first = { rule: 'FREQ=MONTHLY;BYDAY=1SA', until: null, timeZone: 'Europe/London' };
    expect(isOccurrence(first, '2027-03-06T10:00:00')).toBe(true);
    expect(isOccurrence(first, '2027-03-13T10:00:00')).toBe(false);
  });
});

describe('wall-clock arithmetic', () => {
  it('adds days and minutes and measures minutes without a zone', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addMinutes('2027-03-27T23:30:00', 90)).toBe('2027-03-28T01:00:00');
    expect(minutesBetween('2027-03-27T23:30:00', '2027-03-28T01:00:00')).toBe(90);
  });
});
