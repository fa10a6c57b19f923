import type { Locale } from '@courtside/domain';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';

/** A cell: text as it is, a number in the reader's notation, nothing as an empty cell. */
export type CsvValue = string | number | null;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) or that begins with a tab or
 * CR gets a leading `'` (CSV injection, OWASP): a name like `=HYPERLINK(...)` stays text. The
 * import strips one leading `'`, so an export imports back unchanged.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV file for the caller's spreadsheet: UTF-8 with a byte order mark (Excel reads UTF-8 only
 * with one), `;` and a decimal comma for Dutch (Excel in a Dutch locale splits on `;`), `,`
 * otherwise; CRLF line ends; quoting by csv-stringify.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  locale: Locale,
): string {
  const dutch = locale === 'nl';
  const cell = (value: CsvValue): string =>
    value === null
      ? ''
      : typeof value === 'number'
        ? dutch
          ? String(value).replace('.', ',')
          : String(value)
        : neutralise(value);
  return stringify([header.map((h) => cell(h)), ...rows.map((row) => row.map(cell))], {
    bom: true,
    delimiter: dutch ? ';' : ',',
    record_delimiter: 'windows',
  });
}

/** A file name from a title: ASCII letters, digits and dashes ('Mix-in Café' → 'mix-in-cafe'). */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'export';
}

/** Sends a CSV download: an attachment, never stored by a cache (it holds people's data). */
export function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(csv);
}
