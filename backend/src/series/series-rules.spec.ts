import { VALIDATION } from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { checkFirstStart, resolveRule } from './series-rules';

function errorOf(work: () => unknown): Record<string, string> | null {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof FieldValidationException) return error.fieldErrors;
    throw error;
  }
}

describe('resolveRule', () => {
  it('asks for no series when the pattern is none or left out', () => {
    expect(resolveRule({}, '2027-03-17')).toBeNull();
    expect(resolveRule({ recurring_pattern: 'none' }, '2027-03-17')).toBeNull();
  });

  it('builds the preset of a pattern from the first date', () => {
    expect(resolveRule({ recurring_pattern: 'weekly' }, '2027-03-17')).toEqual({
      rule: 'FREQ=WEEKLY;BYDAY=WE',
      pattern: 'weekly',
      until: null,
    });
    expect(resolveRule({ recurring_pattern: 'monthly', repeat_until: '2027-12-31' }, '2027-01-31')).toEqual({
      rule: 'FREQ=MONTHLY;BYMONTHDAY=31',
      pattern: 'monthly',
      until: '2027-12-31',
    });
  });

  it('takes a custom rule, stores its frequency as the pattern, and lets repeat_until win over UNTIL', () => {
    expect(resolveRule({ rule: 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20271231' }, '2027-01-02')).toEqual({
      rule: 'FREQ=MONTHLY;BYDAY=1SA',
      pattern: 'monthly',
      until: '2027-12-31',
    });
    expect(
      resolveRule({ rule: 'FREQ=MONTHLY;BYDAY=1SA;UNTIL=20271231', repeat_until: '2027-06-30' }, '2027-01-02')
        ?.until,
    ).toBe('2027-06-30');
  });

  it.each([
    [{ recurring_pattern: 'none' as const, rule: 'FREQ=DAILY' }, { rule: VALIDATION.ruleNeedsPattern }],
    [{ repeat_until: '2027-05-01' }, { repeat_until: VALIDATION.ruleNeedsPattern }],
    [
      { recurring_pattern: 'weekly' as const, rule: 'FREQ=MONTHLY;BYDAY=1SA' },
      { recurring_pattern: VALIDATION.patternRuleMismatch },
    ],
    [{ rule: 'FREQ=WEEKLY;COUNT=4' }, { rule: VALIDATION.ruleCount }],
    [{ rule: 'FREQ=HOURLY' }, { rule: VALIDATION.ruleFrequency }],
    [{ rule: 'FREQ=WEEKLY;BYHOUR=19' }, { rule: `${VALIDATION.rulePartNotAllowed} (BYHOUR)` }],
    [
      { recurring_pattern: 'weekly' as const, repeat_until: '2027-03-16' },
      { repeat_until: VALIDATION.repeatUntilBeforeStart },
    ],
    [{ rule: 'FREQ=WEEKLY;UNTIL=20270101' }, { rule: VALIDATION.repeatUntilBeforeStart }],
  ])('refuses %j', (input, errors) => {
    expect(errorOf(() => resolveRule(input, '2027-03-17'))).toEqual(errors);
  });
});

describe('checkFirstStart', () => {
  const weekly = { rule: 'FREQ=WEEKLY;BYDAY=WE', pattern: 'weekly' as const, until: null };

  it('accepts a first start that is an occurrence', () => {
    expect(
      errorOf(() => checkFirstStart(weekly, '2027-03-17T19:00:00', 'Europe/London', '2027-01-01')),
    ).toBeNull();
  });

  it('refuses a first start the rule does not produce', () => {
    expect(
      errorOf(() => checkFirstStart(weekly, '2027-03-18T19:00:00', 'Europe/London', '2027-01-01')),
    ).toEqual({
      start_time: VALIDATION.startNotOccurrence,
    });
    const firstSaturday = { rule: 'FREQ=MONTHLY;BYDAY=1SA', pattern: 'monthly' as const, until: null };
    expect(
      errorOf(() => checkFirstStart(firstSaturday, '2027-03-13T10:00:00', 'Europe/London', '2027-01-01')),
    ).toEqual({
      start_time: VALIDATION.startNotOccurrence,
    });
  });

  it('refuses a series that starts more than a year ago', () => {
    expect(
      errorOf(() => checkFirstStart(weekly, '2025-03-19T19:00:00', 'Europe/London', '2027-01-01')),
    ).toEqual({
      start_time: VALIDATION.seriesStartTooEarly,
    });
  });
});
