import { i18n } from '../i18n/i18n';
import { applyLocale } from '../i18n/locale';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl';

describe('cached Intl formatters', () => {
  afterEach(() => applyLocale('en'));

  it('hands out one formatter per language and options, compared by value', () => {
    const a = dateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date(Date.UTC(2024, 0, 1)))).toBe('Monday');
    expect(numberFormat('nl-NL')).toBe(numberFormat('nl-NL'));
    expect(listFormat('en-GB', { type: 'conjunction' }).format(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo and Cy');
    expect(pluralRules('en-GB', { type: 'ordinal' }).select(2)).toBe('two');
  });

  it('keeps no more than a bounded number of formatters (zones come from data)', () => {
    const first = numberFormat('en-GB', { minimumIntegerDigits: 1 });
    for (let digits = 1; digits <= 21; digits++)
      for (const fraction of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        numberFormat('en-GB', { minimumIntegerDigits: digits, maximumFractionDigits: fraction });
    expect(numberFormat('en-GB', { minimumIntegerDigits: 1 })).not.toBe(first);
  });

  it("formats i18next's `number` in the language asked, with the text's other values ignored", async () => {
    i18n.addResourceBundle('en', 'intl-spec', { n: '{{count, number}} / {{capacity, number}} signed up' });
    i18n.addResourceBundle('nl', 'intl-spec', { n: '{{count, number}} / {{capacity, number}} ingeschreven' });
    expect(i18n.t('n', { ns: 'intl-spec', count: 1234, capacity: 2000 })).toBe('1,234 / 2,000 signed up');
    await applyLocale('nl');
    expect(i18n.t('n', { ns: 'intl-spec', count: 1234, capacity: 2000 })).toBe('1.234 / 2.000 ingeschreven');
    expect(i18n.t('n', { ns: 'intl-spec', lng: 'en', count: 1234.5, capacity: 3 })).toBe(
      '1,234.5 / 3 signed up',
    );
  });

  it('builds no new NumberFormat per card: the values given do not key the cache', () => {
    i18n.addResourceBundle('en', 'intl-spec', { m: '{{count, number}} / {{capacity, number}}' });
    i18n.t('m', { ns: 'intl-spec', count: 0, capacity: 1 });
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let count = 1; count <= 30; count++) i18n.t('m', { ns: 'intl-spec', count, capacity: 16 + count });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
