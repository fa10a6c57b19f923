import { VALIDATION } from '@courtside/domain';
import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import type { AppConfig } from '../config/app-config';
import { decodeText, detectSeparator, readMemberFile, readWorkbook } from './file-tasks';
import { WorkerPool } from './worker-pool';

const HEADER = [
  'Relatienummer',
  'Voornaam',
  'Tussenvoegsel',
  'Achternaam',
  'E-mailadres',
  'Speelsterkte dubbel',
];
const ROWS = [
  ['12345678', 'Jörg', 'van', 'Dijk', 'jorg@example.nl', '7'],
  ['23456789', 'Zoë', '', 'Émile', 'zoe@example.nl', '5'],
];

/** Windows-1252 bytes of a text that holds only Latin-1 letters (as Excel on Windows writes CSV). */
const windows1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

const csv = (separator: string, rows = [HEADER, ...ROWS]) => rows.map((r) => r.join(separator)).join('\r\n');

async function workbook(rows: (string | number)[][], sheetName = 'Leden'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  // A first sheet that is not the first part: the reader must follow the workbook's order.
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Notes').addRow(['not members']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('reading a member file', () => {
  it('reads UTF-8 with a byte order mark, and Windows-1252, to the same text', () => {
    const text = csv(';');
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(windows1252(text))).toBe(text);
  });

  it('takes the separator the header row holds most of; a tie is a comma', () => {
    expect(detectSeparator('a;b;c\n1,2;3')).toBe(';');
    expect(detectSeparator('a\tb\tc,d')).toBe('\t');
    expect(detectSeparator('a,b;c')).toBe(',');
    expect(detectSeparator('email')).toBe(',');
  });

  it.each([
    ['UTF-8 with BOM, semicolons', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv(';'))])],
    ['Windows-1252, semicolons', windows1252(csv(';'))],
    ['UTF-8, commas', new TextEncoder().encode(csv(','))],
    ['UTF-8, tabs', new TextEncoder().encode(csv('\t'))],
  ])('reads a KNLTB-style export as CSV (%s)', (_, bytes) => {
    const answer = readMemberFile({ bytes, format: 'csv', scale: 'knltb' });
    expect(answer).toEqual({
      ok: true,
      value: {
        ignored_columns: [],
        rows: [
          {
            row: 2,
            values: { email: 'jorg@example.nl', name: 'Jörg van Dijk', member_number: '12345678', level: 7 },
            errors: {},
          },
          {
            row: 3,
            values: { email: 'zoe@example.nl', name: 'Zoë Émile', member_number: '23456789', level: 5 },
            errors: {},
          },
        ],
      },
    });
  });

  it('reads quoted cells with separators and line breaks in them', () => {
    const bytes = new TextEncoder().encode('email,naam\r\n"a@example.com","Smit, Ann"\r\n');
    const answer = readMemberFile({ bytes, format: 'csv', scale: 'simple' });
    expect(answer.ok && answer.value.rows[0].values.name).toBe('Smit, Ann');
  });

  it("reads an .xlsx's first sheet, numbers and shared strings alike", async () => {
    const bytes = await workbook([HEADER, [12345678, 'Jörg', 'van', 'Dijk', 'jorg@example.nl', 7], ROWS[1]]);
    expect(readWorkbook(bytes)).toEqual([
      HEADER,
      ['12345678', 'Jörg', 'van', 'Dijk', 'jorg@example.nl', '7'],
      ['23456789', 'Zoë', '', 'Émile', 'zoe@example.nl', '5'],
    ]);
    const answer = readMemberFile({ bytes, format: 'xlsx', scale: 'knltb' });
    expect(answer.ok && answer.value.rows.map((r) => r.values.name)).toEqual(['Jörg van Dijk', 'Zoë Émile']);
  });

  it('keeps a gap in a row where a cell is missing', async () => {
    const bytes = await workbook([
      ['email', 'naam', 'telefoon'],
      ['a@example.com', null as unknown as string, '0612345678'],
    ]);
    expect(readWorkbook(bytes)[1]).toEqual(['a@example.com', '', '0612345678']);
  });

  it('stops unpacking a workbook past 20 MB, whatever its headers claim', () => {
    // A sheet of 24 MB of one repeated cell packs to a few kilobytes: a zip bomb in miniature.
    const cell = '<c r="A1" t="inlineStr"><is><t>x</t></is></c>';
    const sheet = `<worksheet><sheetData><row r="1">${cell.repeat(Math.ceil((24 * 1024 * 1024) / cell.length))}</row></sheetData></worksheet>`;
    const bomb = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="a" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(readMemberFile({ bytes: bomb, format: 'xlsx', scale: 'simple' })).toEqual({
      ok: false,
      inputError: VALIDATION.importWorkbookTooLarge,
    });
  });

  it('answers a file it cannot read, rather than throwing', () => {
    expect(
      readMemberFile({ bytes: new TextEncoder().encode('not a zip'), format: 'xlsx', scale: 'simple' }),
    ).toEqual({ ok: false, inputError: VALIDATION.importUnreadable });
    expect(
      readMemberFile({ bytes: new TextEncoder().encode('naam\nAnn\n'), format: 'csv', scale: 'simple' }),
    ).toEqual({ ok: false, inputError: VALIDATION.importNoEmailColumn });
  });

  it('runs in the worker pool, where a refused file is a 400', async () => {
    const pool = new WorkerPool({ WORKER_THREADS: 1, WORKER_QUEUE: 4 } as AppConfig);
    try {
      const bytes = await workbook([HEADER, ...ROWS]);
      const reading = await pool.run('readMemberFile', { bytes, format: 'xlsx', scale: 'simple' });
      expect(reading.rows.map((r) => r.values.email)).toEqual(['jorg@example.nl', 'zoe@example.nl']);
      const refused = pool.run('readMemberFile', {
        bytes: new Uint8Array(3),
        format: 'xlsx',
        scale: 'simple',
      });
      await expect(refused).rejects.toMatchObject({ status: 400 });
    } finally {
      await pool.onModuleDestroy();
    }
  });
});
