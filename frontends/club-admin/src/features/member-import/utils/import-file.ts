import { IMPORT_LIMITS } from '@courtside/domain';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the file picker offers: by extension, and by type for systems that filter on it. */
export const IMPORT_ACCEPT = `.csv,.xlsx,${CSV_TYPE},${XLSX_TYPE}`;

/** A chosen file and the Content-Type the server reads it by. */
export interface ImportFile {
  file: File;
  contentType: typeof CSV_TYPE | typeof XLSX_TYPE;
}

export type ImportFileProblem = 'type' | 'empty' | 'tooLarge';

/**
 * Checks a chosen file before it is sent: a CSV or an .xlsx, not empty, within the server's
 * limit. The extension decides first, because browsers name a CSV's type differently (Windows
 * with Excel installed says `application/vnd.ms-excel`, some systems say nothing at all).
 */
export function checkImportFile(file: File): ImportFile | { problem: ImportFileProblem } {
  const contentType = typeOf(file);
  if (!contentType) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > IMPORT_LIMITS.bytes) return { problem: 'tooLarge' };
  return { file, contentType };
}

function typeOf(file: File): ImportFile['contentType'] | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  if (file.type === CSV_TYPE || file.type === XLSX_TYPE) return file.type;
  return null;
}

/** The limit as people read it ("2 MB"). */
export const IMPORT_MAX_MB = IMPORT_LIMITS.bytes / 1024 / 1024;
