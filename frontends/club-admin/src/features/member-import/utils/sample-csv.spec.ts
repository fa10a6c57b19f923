import { LOCALES, readImportRows } from '@courtside/domain';
import { sampleCsv, sampleFileName } from './sample-csv';

describe('sampleCsv', () => {
  it('is English and comma-separated for an English reader', () => {
    expect(sampleCsv('en').split('\r\n')).toEqual([
      '\uFEFFEmail,Name,Member number,Phone,User type',
      'anna.jansen@example.com,Anna Jansen,12345678,+31 6 12345678,clubmember',
      'piet.de.vries@example.com,Piet de Vries,23456789,,clubguest',
      '',
    ]);
    expect(sampleFileName('en')).toBe('sample-member-list.csv');
  });

  it('is Dutch and semicolon-separated for a Dutch reader', () => {
    expect(sampleCsv('nl').split('\r\n')).toEqual([
      '\uFEFFE-mailadres;Naam;Lidnummer;Telefoon;Rol',
      'anna.jansen@example.com;Anna Jansen;12345678;06 12345678;lid',
      'piet.de.vries@example.com;Piet de Vries;23456789;;gast',
      '',
    ]);
    expect(sampleFileName('nl')).toBe('voorbeeld-ledenlijst.csv');
  });

  it.each(LOCALES)('reads back as two clean members (%s)', (locale) => {
    const separator = locale === 'nl' ? ';' : ',';
    const table = sampleCsv(locale)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(separator));
    const reading = readImportRows(table, 'knltb', (value) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(value));
    expect(reading.ignored_columns).toEqual([]);
    expect(reading.rows.map((row) => row.errors)).toEqual([{}, {}]);
    expect(reading.rows.map((row) => row.values.user_type)).toEqual(['clubmember', 'clubguest']);
  });
});
