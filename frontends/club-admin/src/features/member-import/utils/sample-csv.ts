import { csvColumnHeader, type CsvColumn, type Locale } from '@courtside/domain';

const COLUMNS: readonly CsvColumn[] = ['email', 'name', 'member_number', 'phone', 'user_type'];

// The level is left out: its values depend on the club's rating scale, and a sample must import
// cleanly at any club.
const ROWS: Record<Locale, readonly (readonly string[])[]> = {
  en: [
    ['anna.jansen@example.com', 'Anna Jansen', '12345678', '+31 6 12345678', 'clubmember'],
    ['piet.de.vries@example.com', 'Piet de Vries', '23456789', '', 'clubguest'],
  ],
  nl: [
    ['anna.jansen@example.com', 'Anna Jansen', '12345678', '06 12345678', 'lid'],
    ['piet.de.vries@example.com', 'Piet de Vries', '23456789', '', 'gast'],
  ],
};

/**
 * A small member list in the language on screen, as a spreadsheet there would save it: Dutch
 * headers separated by `;` (Dutch Excel's list separator), English ones by `,`. The byte order
 * mark makes Excel read it as UTF-8; the import accepts it.
 */
export function sampleCsv(locale: Locale): string {
  const separator = locale === 'nl' ? ';' : ',';
  const lines = [COLUMNS.map((column) => csvColumnHeader(column, locale)), ...ROWS[locale]];
  return `\uFEFF${lines.map((cells) => cells.join(separator)).join('\r\n')}\r\n`;
}

export const sampleFileName = (locale: Locale) =>
  locale === 'nl' ? 'voorbeeld-ledenlijst.csv' : 'sample-member-list.csv';
