import { VALIDATION } from './messages';
import {
  describeSeries,
  formatRule,
  isDate,
  parseRule,
  patternOfRule,
  presetRule,
  weekdayOf,
  type ParsedRule,
} from './recurrence';

const ok = (result: ParsedRule) => {
  if (!result.ok) throw new Error(`expected a rule, got: ${result.error}`);
  return result.rule;
};
const error = (result: ParsedRule) => (result.ok ? null : result.error);

describe('parseRule', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=WE', 'FREQ=WEEKLY;BYDAY=WE'],
    ['RRULE:freq=weekly;byday=mo,we;', 'FREQ=WEEKLY;BYDAY=MO,WE'],
    ['FREQ=DAILY;INTERVAL=2', 'FREQ=DAILY;INTERVAL=2'],
    ['FREQ=MONTHLY;BYDAY=1SA', 'FREQ=MONTHLY;BYDAY=1SA'],
    ['FREQ=MONTHLY;BYDAY=-1FR', 'FREQ=MONTHLY;BYDAY=-1FR'],
    ['FREQ=MONTHLY;BYMONTHDAY=31', 'FREQ=MONTHLY;BYMONTHDAY=31'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    ['FREQ=WEEKLY;INTERVAL=1;BYDAY=SA', 'FREQ=WEEKLY;BYDAY=SA'],
  ])('accepts %s', (text, canonical) => {
    expect(formatRule(ok(parseRule(text)))).toBe(canonical);
  });

  it('reads UNTIL as an inclusive date, kept apart from the canonical rule', () => {
    const rule = ok(parseRule('FREQ=WEEKLY;BYDAY=WE;UNTIL=20270315T235959Z'));
    expect(rule.until).toBe('2027-03-15');
    expect(formatRule(rule)).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(ok(parseRule('FREQ=DAILY;UNTIL=20270101')).until).toBe('2027-01-01');
  });

  it.each([
    ['FREQ=WEEKLY;COUNT=10', VALIDATION.ruleCount],
    ['FREQ=HOURLY', VALIDATION.ruleFrequency],
    ['FREQ=YEARLY', VALIDATION.ruleFrequency],
    ['BYDAY=WE', VALIDATION.ruleFrequency],
    ['FREQ=WEEKLY;BYHOUR=19', `${VALIDATION.rulePartNotAllowed} (BYHOUR)`],
    ['FREQ=WEEKLY;WKST=SU;BYMINUTE=5', `${VALIDATION.rulePartNotAllowed} (WKST, BYMINUTE)`],
    ['FREQ=DAILY;INTERVAL=0', `${VALIDATION.ruleValueInvalid} (INTERVAL=0)`],
    ['FREQ=DAILY;INTERVAL=100', `${VALIDATION.ruleValueInvalid} (INTERVAL=100)`],
    ['FREQ=WEEKLY;BYDAY=1MO', `${VALIDATION.ruleValueInvalid} (BYDAY=1MO)`],
    ['FREQ=MONTHLY;BYDAY=6MO', `${VALIDATION.ruleValueInvalid} (BYDAY=6MO)`],
    ['FREQ=WEEKLY;BYDAY=XX', `${VALIDATION.ruleValueInvalid} (BYDAY=XX)`],
    ['FREQ=MONTHLY;BYMONTHDAY=32', `${VALIDATION.ruleValueInvalid} (BYMONTHDAY=32)`],
    ['FREQ=MONTHLY;BYMONTHDAY=0', `${VALIDATION.ruleValueInvalid} (BYMONTHDAY=0)`],
    ['FREQ=WEEKLY;BYMONTHDAY=3', `${VALIDATION.ruleValueInvalid} (BYMONTHDAY=3)`],
    ['FREQ=MONTHLY;BYSETPOS=1', `${VALIDATION.ruleValueInvalid} (BYSETPOS=1)`],
    ['FREQ=WEEKLY;UNTIL=20270230', `${VALIDATION.ruleValueInvalid} (UNTIL=20270230)`],
    ['FREQ=WEEKLY;FREQ=DAILY', `${VALIDATION.ruleInvalid} (FREQ twice)`],
    ['every wednesday', VALIDATION.ruleInvalid],
    ['', VALIDATION.ruleInvalid],
    [`FREQ=DAILY;${'BYDAY=MO;'.repeat(30)}`, VALIDATION.ruleInvalid],
  ])('refuses %p with a message naming the problem', (text, message) => {
    expect(error(parseRule(text))).toBe(message);
  });

  it('refuses what is not text', () => {
    expect(error(parseRule(42))).toBe(VALIDATION.ruleInvalid);
    expect(error(parseRule(null))).toBe(VALIDATION.ruleInvalid);
  });
});

describe('presets and patterns', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-25')).toBe('WE');
    expect(weekdayOf('2027-03-28')).toBe('SU');
    expect(weekdayOf('2024-02-29')).toBe('TH');
  });

  it('builds the preset rule from the first date', () => {
    expect(presetRule('daily', '2026-11-25')).toBe('FREQ=DAILY');
    expect(presetRule('weekly', '2026-11-25')).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(presetRule('monthly', '2026-01-31')).toBe('FREQ=MONTHLY;BYMONTHDAY=31');
    expect(presetRule('monthly', '2026-02-03')).toBe('FREQ=MONTHLY;BYMONTHDAY=3');
  });

  it('stores a rule under its frequency', () => {
    expect(patternOfRule(ok(parseRule('FREQ=MONTHLY;BYDAY=1SA')))).toBe('monthly');
    expect(patternOfRule(ok(parseRule('FREQ=DAILY;INTERVAL=2')))).toBe('daily');
  });

  it('checks calendar dates', () => {
    expect(isDate('2027-02-28')).toBe(true);
    expect(isDate('2027-02-29')).toBe(false);
    expect(isDate('2027-2-28')).toBe(false);
    expect(isDate(20270228)).toBe(false);
  });
});

describe('describeSeries', () => {
  it.each([
    [
      { rule: 'FREQ=WEEKLY;BYDAY=WE', start_local_time: '19:00', until: '2027-03-15' },
      'Every Wednesday at 19:00 until 15 Mar 2027',
    ],
    [
      { rule: 'FREQ=WEEKLY;BYDAY=MO,WE', start_local_time: '19:00:00' },
      'Every Monday and Wednesday at 19:00',
    ],
    [
      { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', start_local_time: '10:00' },
      'Every 2 weeks on Saturday at 10:00',
    ],
    [{ rule: 'FREQ=WEEKLY', start_local_time: '10:00', first_date: '2026-11-28' }, 'Every Saturday at 10:00'],
    [{ rule: 'FREQ=DAILY', start_local_time: '07:30' }, 'Every day at 07:30'],
    [{ rule: 'FREQ=DAILY;INTERVAL=2', start_local_time: '07:30' }, 'Every 2 days at 07:30'],
    [
      { rule: 'FREQ=MONTHLY;BYDAY=1SA', start_local_time: '10:00' },
      'Every month on the first Saturday at 10:00',
    ],
    [
      { rule: 'FREQ=MONTHLY;BYDAY=-1FR', start_local_time: '18:00' },
      'Every month on the last Friday at 18:00',
    ],
    [{ rule: 'FREQ=MONTHLY;BYMONTHDAY=31', start_local_time: '18:00' }, 'Every month on the 31st at 18:00'],
    [
      { rule: 'FREQ=MONTHLY', start_local_time: '18:00', first_date: '2026-12-02' },
      'Every month on the 2nd at 18:00',
    ],
    [
      { rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', start_local_time: '18:00' },
      'Every month on the last of Monday, Tuesday, Wednesday, Thursday and Friday at 18:00',
    ],
    [
      { rule: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101', start_local_time: '09:00' },
      'Every Tuesday at 09:00 until 1 Jan 2027',
    ],
    [{ rule: 'nonsense', start_local_time: '09:00' }, 'nonsense'],
  ])('%j reads %p', (input, text) => {
    expect(describeSeries(input)).toBe(text);
  });
});
