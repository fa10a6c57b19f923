import { parseRule } from '@courtside/domain';
import { firstDateFits, patternOfCustomRule, ruleOfChoice } from './repeat-rule';

const rule = (text: string) => {
  const parsed = parseRule(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rule;
};

describe('repeat rules in the form', () => {
  it.each([
    // 2031-06-07 is the first Saturday of June 2031; 2031-06-28 the last one; 2031-06-30 the last day.
    ['FREQ=WEEKLY;BYDAY=SA', '2031-06-07', true],
    ['FREQ=WEEKLY;BYDAY=TH', '2031-06-07', false],
    ['FREQ=WEEKLY;INTERVAL=2', '2031-06-07', true],
    ['FREQ=MONTHLY;BYDAY=1SA', '2031-06-07', true],
    ['FREQ=MONTHLY;BYDAY=1SA', '2031-06-14', false],
    ['FREQ=MONTHLY;BYDAY=-1SA', '2031-06-28', true],
    ['FREQ=MONTHLY;BYDAY=-1SA', '2031-06-21', false],
    ['FREQ=MONTHLY;BYMONTHDAY=7', '2031-06-07', true],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2031-06-30', true],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2031-06-29', false],
    ['FREQ=DAILY;BYDAY=MO,FR', '2031-06-07', false],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '2031-06-07', true],
  ])('%s on %s: %s', (text, date, fits) => {
    expect(firstDateFits(rule(text), date)).toBe(fits);
  });

  it("gives a choice's rule: a preset's from the date, or the custom one as typed", () => {
    expect(ruleOfChoice('weekly', '', '2031-06-04')).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(ruleOfChoice('monthly', '', '2031-06-04')).toBe('FREQ=MONTHLY;BYMONTHDAY=4');
    expect(ruleOfChoice('weekly', '', '')).toBe('FREQ=WEEKLY');
    expect(ruleOfChoice('custom', ' FREQ=DAILY ', '2031-06-04')).toBe('FREQ=DAILY');
    expect(ruleOfChoice('custom', '', '2031-06-04')).toBeNull();
    expect(ruleOfChoice('none', '', '2031-06-04')).toBeNull();
  });

  it('stores a custom rule under its frequency', () => {
    expect(patternOfCustomRule('rrule:freq=monthly;byday=1sa')).toBe('monthly');
    expect(patternOfCustomRule('FREQ=HOURLY')).toBeNull();
  });
});
