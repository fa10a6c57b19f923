/**
 * Reading uploaded files, as the worker threads run it (WorkerPool loads this file in each thread,
 * beside cpu-tasks.ts). Pure, like the draw's tasks: bytes in, plain data out, and a file that
 * cannot be read is answered, not thrown.
 *
 * Only packages and the domain library: in tests the thread loads this file as TypeScript source
 * through Node's type stripping, with nothing else of the backend's.
 */
import {
  IMPORT_LIMITS,
  ImportFileError,
  readImportRows,
  VALIDATION,
  type ImportFileReading,
  type RatingScale,
} from '@courtside/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { SaxesParser } from 'saxes';
// The full path: the thread may load this file as an ES module, which adds no extension.
import isEmail from 'validator/lib/isEmail.js';

/** As cpu-tasks.ts answers (the same shape, kept apart so neither file imports the other). */
export type FileTaskAnswer<T> = { ok: true; value: T } | { ok: false; inputError: string };

/** The formats an import accepts, told apart by the request's Content-Type. */
export type MemberFileFormat = 'csv' | 'xlsx';

/** A member list (CSV or .xlsx) read into rows and checked, row by row, against the club's scale. */
export function readMemberFile(task: {
  bytes: Uint8Array;
  format: MemberFileFormat;
  scale: RatingScale;
}): FileTaskAnswer<ImportFileReading> {
  try {
    const table = task.format === 'xlsx' ? readWorkbook(task.bytes) : readCsv(task.bytes);
    return { ok: true, value: readImportRows(table, task.scale, (value) => isEmail(value)) };
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, inputError: error.message };
    throw error;
  }
}

/**
 * Text of a CSV file: UTF-8 (with or without a byte order mark) when the bytes are valid UTF-8,
 * else Windows-1252, which is what Excel on Windows writes when asked for "CSV".
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Whichever of `;`, `,` and tab the header row holds most of; a tie (or none) is `,`. */
export function detectSeparator(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (separator: string) => header.split(separator).length - 1;
  let best = ',';
  for (const separator of [';', '\t']) if (count(separator) > count(best)) best = separator;
  return best;
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  try {
    return parseCsv(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    throw new ImportFileError(VALIDATION.importUnreadable);
  }
}

/** The parts of a workbook the first sheet's cached values need. */
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** Compressed bytes fed to the inflater at a time: what one step may unpack stays small. */
const SLICE = 16 * 1024;

/**
 * The first sheet of an .xlsx as rows of text: each cell's cached value (no formula is
 * evaluated), shared and inline strings resolved. A workbook is a zip, and a zip of 2 MB may
 * unpack to gigabytes: the parts are unpacked here with a running count of their real size,
 * stopped past IMPORT_LIMITS.unpackedBytes whatever the archive's headers claim.
 */
export function readWorkbook(bytes: Uint8Array): string[][] {
  const parts = unpack(bytes, (name) => name.startsWith('xl/'));
  const workbook = parts.get(WORKBOOK);
  if (workbook === undefined) throw new ImportFileError(VALIDATION.importUnreadable);
  const sheetPath = firstSheetPath(workbook, parts.get(WORKBOOK_RELS));
  const sheet = sheetPath === undefined ? undefined : parts.get(sheetPath);
  if (sheet === undefined) throw new ImportFileError(VALIDATION.importUnreadable);
  const strings = sharedStrings(parts.get(SHARED_STRINGS));
  return sheetRows(sheet, strings);
}

function unpack(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  const chunks = new Map<string, Uint8Array[]>();
  let unpacked = 0;
  let tooLarge = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name) || tooLarge) return;
    const list: Uint8Array[] = [];
    chunks.set(file.name, list);
    file.ondata = (error, data) => {
      if (error) {
        broken = true;
        return;
      }
      unpacked += data.length;
      if (unpacked > IMPORT_LIMITS.unpackedBytes) {
        tooLarge = true;
        file.terminate();
        return;
      }
      list.push(data);
    };
    try {
      file.start();
    } catch {
      // A compression method other than stored or deflate: not a workbook Excel writes.
      broken = true;
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < bytes.length && !tooLarge; at += SLICE) {
      const end = Math.min(at + SLICE, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch {
    broken = true;
  }
  if (tooLarge) throw new ImportFileError(VALIDATION.importWorkbookTooLarge);
  if (broken) throw new ImportFileError(VALIDATION.importUnreadable);
  const decoder = new TextDecoder('utf-8');
  const parts = new Map<string, string>();
  for (const [name, list] of chunks) parts.set(name, decoder.decode(concat(list)));
  return parts;
}

function concat(list: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(list.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of list) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Walks an XML part, calling `open`/`close` per element and `text` for character data. */
function walk(
  xml: string,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
): void {
  const parser = new SaxesParser();
  parser.on('error', () => {
    throw new ImportFileError(VALIDATION.importUnreadable);
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', text);
    parser.on('cdata', text);
  }
  parser.write(xml).close();
}

/** `x:sheet` and `sheet` alike: workbooks from other programs prefix the spreadsheet namespace. */
const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** The first sheet's part, through the workbook's relationships. */
function firstSheetPath(workbook: string, rels: string | undefined): string | undefined {
  let relationId: string | undefined;
  walk(workbook, {
    open(name, attributes) {
      if (name !== 'sheet' || relationId !== undefined) return;
      const key = Object.keys(attributes).find((k) => localName(k) === 'id' && k !== 'id');
      relationId = key ? attributes[key] : undefined;
    },
  });
  if (relationId === undefined || rels === undefined) return undefined;
  let target: string | undefined;
  walk(rels, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
    },
  });
  if (target === undefined) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared strings table: each `<si>`'s text runs joined, phonetic hints left out. */
function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  walk(xml, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** Column index of a cell reference ('A1' → 0, 'AB7' → 27). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A sheet's cached cell values as rows of text, gaps filled with empty cells. */
function sheetRows(xml: string, strings: readonly string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] | null = null;
  let cell: { column: number; type: string; value: string } | null = null;
  let reading: 'v' | 't' | null = null;
  walk(xml, {
    open(name, attributes) {
      if (name === 'row') {
        const number = Number(attributes.r);
        // Rows a sheet leaves out are empty rows.
        while (Number.isInteger(number) && rows.length < number - 1) rows.push([]);
        row = [];
      } else if (name === 'c' && row) {
        const column = attributes.r ? columnOf(attributes.r) : row.length;
        cell = { column: column < 0 ? row.length : column, type: attributes.t ?? 'n', value: '' };
      } else if (cell && (name === 'v' || (name === 't' && cell.type === 'inlineStr'))) {
        reading = name;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') reading = null;
      else if (name === 'c' && row && cell) {
        while (row.length < cell.column) row.push('');
        row[cell.column] = cellValue(cell.type, cell.value, strings);
        cell = null;
      } else if (name === 'row' && row) {
        rows.push(row);
        row = null;
      }
    },
    text(text) {
      if (reading && cell) cell.value += text;
    },
  });
  return rows;
}

function cellValue(type: string, value: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      // An error value (#N/A, #REF!) holds no member data.
      return '';
    default:
      return value;
  }
}
