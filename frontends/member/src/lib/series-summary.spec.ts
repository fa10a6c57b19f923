import { i18n } from '@courtside/core';
import { describeSeries, parseRule } from '@courtside/domain';
import nl from '@/locales/nl.json';
import { describeRule, type SeriesSummaryInput } from './series-summary';
import '@/i18n';

const summary = (language: 'en' | 'nl', input: SeriesSummaryInput) => {
  const parsed = parseRule(input.rule);
  if (!parsed.ok) throw new Error(parsed.error);
  const t = i18n.getFixedT(language, 'member');
  return describeRule(
    parsed.rule,
    input,
    (key, values = {}) => t(key, values),
    language === 'nl' ? 'nl-NL' : 'en-GB',
  );
};

const cases: SeriesSummaryInput[] = [
  { rule: 'FREQ=WEEKLY;BYDAY=WE', time: '19:00', until: '2027-03-15' },
  { rule: 'FREQ=WEEKLY', time: '19:00:00', firstDate: '2026-12-02' },
  { rule: 'FREQ=WEEKLY', time: '19:00' },
  { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA', time: '10:00' },
  { rule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', time: '07:30' },
  { rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE;BYSETPOS=1', time: '07:30' },
  { rule: 'FREQ=DAILY', time: '07:30' },
  { rule: 'FREQ=DAILY;INTERVAL=2', time: '07:30' },
  { rule: 'FREQ=DAILY;BYDAY=MO,FR', time: '07:30' },
  { rule: 'FREQ=DAILY;BYMONTHDAY=1,15', time: '07:30' },
  { rule: 'FREQ=MONTHLY;BYDAY=1SA', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=-1FR', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=-2FR', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=MO', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=31', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=-1', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYMONTHDAY=-3', time: '10:00' },
  { rule: 'FREQ=MONTHLY', time: '10:00', firstDate: '2026-12-22' },
  { rule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=2', time: '10:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', time: '18:00' },
  { rule: 'FREQ=MONTHLY;BYDAY=SA;BYSETPOS=6', time: '18:00' },
  { rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20270401', time: '20:00' },
];

describe('the series in words', () => {
  beforeAll(() => {
    i18n.addResourceBundle('nl', 'member', nl, true, true);
  });

  it.each(cases)("says in English what libs/domain's describeSeries says: %j", (input) => {
    expect(summary('en', input)).toBe(
      describeSeries({
        rule: input.rule,
        start_local_time: input.time!,
        until: input.until,
        first_date: input.firstDate ?? undefined,
      }),
    );
  });

  it.each([
    [cases[0], 'Elke woensdag om 19:00 tot 15 mrt 2027'],
    [cases[2], 'Elke week om 19:00'],
    [cases[3], 'Om de 2 weken op zaterdag om 10:00'],
    [cases[4], 'Elke maandag, woensdag en vrijdag om 07:30'],
    [cases[7], 'Om de 2 dagen om 07:30'],
    [cases[10], 'Elke maand op de eerste zaterdag om 10:00'],
    [cases[11], 'Elke maand op de laatste vrijdag om 10:00'],
    [cases[12], 'Elke maand op de op één na laatste vrijdag om 10:00'],
    [cases[14], 'Elke maand op elke vrijdag die op de 13e valt om 10:00'],
    [cases[15], 'Elke maand op de 31e om 10:00'],
    [cases[16], 'Elke maand op de laatste dag om 10:00'],
    [cases[19], 'Om de 3 maanden op de 2e om 10:00'],
  ])('says it in Dutch: %j', (input, dutch) => {
    expect(summary('nl', input)).toBe(dutch);
  });

  it('leaves out the time until there is one', () => {
    expect(summary('en', { rule: 'FREQ=WEEKLY;BYDAY=WE' })).toBe('Every Wednesday');
  });
});
