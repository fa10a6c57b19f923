import { isValidLeadTime, LEAD_TIMES, leadTimeChoices, leadTimeUnit } from './lead-time';

describe('reminder lead times', () => {
  it('offers an hour to a week, and keeps a saved time that is not one of them', () => {
    expect(leadTimeChoices(24)).toEqual(LEAD_TIMES);
    expect(leadTimeChoices(5)).toEqual([1, 2, 3, 5, 6, 12, 24, 48, 72, 168]);
    expect(leadTimeChoices(0)).toEqual(LEAD_TIMES);
  });

  it('takes whole hours from 1 to 168 only', () => {
    expect([1, 24, 168].every(isValidLeadTime)).toBe(true);
    expect([0, 169, 1.5, -1, Number.NaN].some(isValidLeadTime)).toBe(false);
  });

  it('reads as hours, days or a week', () => {
    expect(leadTimeUnit(1)).toEqual({ unit: 'hours', count: 1 });
    expect(leadTimeUnit(36)).toEqual({ unit: 'hours', count: 36 });
    expect(leadTimeUnit(48)).toEqual({ unit: 'days', count: 2 });
    expect(leadTimeUnit(168)).toEqual({ unit: 'week', count: 1 });
  });
});
