/**
 * Reading a club's member list (API.md section 12, import): which column is which, and what each
 * row says, in the club's terms. Pure: the file has been decoded into rows of text cells already
 * (backend worker task), and the comparison with the stored members happens in the backend.
 *
 * Headers are matched case- and accent-insensitively, in English or Dutch, so an export of the
 * Dutch federation's club administration imports as it is.
 */
import { normaliseEmail, hasInvisibleCharacters } from './email';
import { IMPORT_LIMITS, LIMITS, MEMBER_PHONE } from './limits';
import { VALIDATION } from './messages';
import { CLUB_ROLES, type ClubRole } from './roles';
import { hasRefusedCharacters, fitsTextLimit } from './text';
import {
  fromInternalLevel,
  isValidLevel,
  RATING_SCALE_INFO,
  toInternalLevel,
  type RatingScale,
} from './draw/scales';

/** The fields a member list may fill. */
export type ImportField = 'email' | 'name' | 'member_number' | 'phone' | 'user_type' | 'level';

/** Where a column's value goes: a field, a part of the name, or a KNLTB playing strength. */
type ColumnRole =
  ImportField | 'first_name' | 'infix' | 'last_name' | 'knltb' | 'knltb_double' | 'knltb_single';

/** Headers as `normaliseHeader` leaves them. */
const HEADERS: Readonly<Record<string, ColumnRole>> = {
  email: 'email',
  'e-mail': 'email',
  'e-mailadres': 'email',
  emailadres: 'email',
  'email address': 'email',
  'e-mail address': 'email',
  name: 'name',
  naam: 'name',
  'first name': 'first_name',
  voornaam: 'first_name',
  roepnaam: 'first_name',
  tussenvoegsel: 'infix',
  tussenvoegsels: 'infix',
  'last name': 'last_name',
  achternaam: 'last_name',
  'member number': 'member_number',
  bondsnummer: 'member_number',
  lidnummer: 'member_number',
  relatienummer: 'member_number',
  phone: 'phone',
  telefoon: 'phone',
  telefoonnummer: 'phone',
  mobiel: 'phone',
  'user type': 'user_type',
  rol: 'user_type',
  level: 'level',
  niveau: 'level',
  speelsterkte: 'knltb',
  'speelsterkte dubbel': 'knltb_double',
  'speelsterkte enkel': 'knltb_single',
};

/** Dutch names of the club types an import may give. */
const DUTCH_TYPES: Readonly<Record<string, ClubRole>> = {
  lid: 'clubmember',
  gast: 'clubguest',
  organisator: 'cluborganiser',
  beheerder: 'clubadmin',
};

/** A header as it is compared: no accents, lower case, `_` as a space, spaces collapsed. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/** Which column holds what; the headers no field takes are `ignored`. */
export interface ImportColumns {
  roles: Partial<Record<ColumnRole, number>>;
  ignored: string[];
}

export function matchColumns(header: readonly string[]): ImportColumns {
  const roles: Partial<Record<ColumnRole, number>> = {};
  const ignored: string[] = [];
  header.forEach((text, index) => {
    const role = HEADERS[normaliseHeader(text)];
    // A second column of the same kind is ignored rather than guessed between.
    if (role && roles[role] === undefined) roles[role] = index;
    else if (text.trim() !== '') ignored.push(text.trim());
  });
  return { roles, ignored };
}

/** What one row says; a field the file leaves empty is absent (an empty cell never clears). */
export interface ImportValues {
  email: string;
  name?: string;
  member_number?: string;
  phone?: string;
  user_type?: ClubRole;
  level?: number;
}

export interface ImportRowReading {
  values: ImportValues;
  /** Field → message (English; the API translates it for the caller). */
  errors: Partial<Record<ImportField, string>>;
}

/** A cell as stored: trimmed, and without the one leading `'` a spreadsheet-safe export adds. */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return text.startsWith("'") ? text.slice(1).trim() : text;
}

/**
 * One data row read against the columns. `isEmail` is the API's own e-mail check (the backend's
 * validator), so an import accepts exactly the addresses a form does.
 */
export function readImportRow(
  cells: readonly string[],
  columns: ImportColumns,
  scale: RatingScale,
  isEmail: (value: string) => boolean,
): ImportRowReading {
  const cell = (role: ColumnRole) => {
    const index = columns.roles[role];
    return index === undefined ? '' : cellText(cells[index]);
  };
  const errors: ImportRowReading['errors'] = {};
  const values: ImportValues = { email: normaliseEmail(cell('email')) };

  if (values.email === '') errors.email = VALIDATION.emailRequired;
  else if (
    hasInvisibleCharacters(values.email) ||
    values.email.length > LIMITS.email ||
    !isEmail(values.email)
  )
    errors.email = VALIDATION.emailInvalid;

  const name =
    columns.roles.name !== undefined
      ? cell('name')
      : [cell('first_name'), cell('infix'), cell('last_name')].filter((part) => part !== '').join(' ');
  if (name !== '') {
    values.name = name;
    if (hasRefusedCharacters(name)) errors.name = VALIDATION.nameCharacters;
    else if (!fitsTextLimit(name, LIMITS.userName)) errors.name = VALIDATION.nameTooLong;
  }

  const memberNumber = cell('member_number');
  if (memberNumber !== '') {
    values.member_number = memberNumber;
    if (hasRefusedCharacters(memberNumber)) errors.member_number = VALIDATION.memberNumberCharacters;
    else if (!fitsTextLimit(memberNumber, LIMITS.memberNumber))
      errors.member_number = VALIDATION.memberNumberTooLong;
  }

  const phone = cell('phone');
  if (phone !== '') {
    values.phone = phone;
    if (!MEMBER_PHONE.test(phone) || phone.length > LIMITS.memberPhone)
      errors.phone = VALIDATION.memberPhoneInvalid;
  }

  const type = cell('user_type').toLowerCase();
  if (type !== '') {
    const known = DUTCH_TYPES[type] ?? (CLUB_ROLES as readonly string[]).find((role) => role === type);
    if (known) values.user_type = known as ClubRole;
    else errors.user_type = VALIDATION.importUserTypeUnknown;
  }

  const level = readLevel(cell, columns, scale);
  if (level !== undefined) {
    if (Number.isNaN(level)) errors.level = VALIDATION.levelInvalid;
    else values.level = level;
  }
  return { values, errors };
}

/**
 * The row's level on the club's scale: from a KNLTB strength column (always 1-9, 1 strongest;
 * the doubles one where both exist) converted to the club's scale, else from a level column on
 * the club's scale; rounded to the scale's step. NaN when the cell is no valid level.
 */
function readLevel(
  cell: (role: ColumnRole) => string,
  columns: ImportColumns,
  scale: RatingScale,
): number | undefined {
  for (const role of ['knltb_double', 'knltb', 'knltb_single'] as const) {
    if (columns.roles[role] === undefined) continue;
    const text = cell(role);
    if (text === '') continue;
    const knltb = parseNumber(text);
    // The federation's strengths carry up to four decimals (its dynamic rating): rounded first.
    const rounded = roundTo(knltb, RATING_SCALE_INFO.knltb.decimals);
    if (!isValidLevel('knltb', rounded)) return Number.NaN;
    return scale === 'knltb' ? rounded : fromInternalLevel(scale, toInternalLevel('knltb', rounded));
  }
  if (columns.roles.level === undefined) return undefined;
  const text = cell('level');
  if (text === '') return undefined;
  const value = roundTo(parseNumber(text), RATING_SCALE_INFO[scale].decimals);
  return isValidLevel(scale, value) ? value : Number.NaN;
}

/** '6,5' and '6.5' alike; NaN for anything else. */
function parseNumber(text: string): number {
  return /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A file read: its rows numbered as a spreadsheet shows them (the header is row 1). */
export interface ImportFileReading {
  ignored_columns: string[];
  rows: Array<{ row: number } & ImportRowReading>;
}

/**
 * A file's rows (header first) read in full: every row's values and errors, two rows with one
 * e-mail both in error. Rows with no cell filled are skipped. Throws ImportFileError for a file
 * that is not a member list at all.
 */
export function readImportRows(
  table: readonly (readonly string[])[],
  scale: RatingScale,
  isEmail: (value: string) => boolean,
): ImportFileReading {
  const [header, ...data] = table;
  if (!header) throw new ImportFileError(VALIDATION.importEmpty);
  const columns = matchColumns(header);
  if (columns.roles.email === undefined) throw new ImportFileError(VALIDATION.importNoEmailColumn);
  const rows: ImportFileReading['rows'] = [];
  data.forEach((cells, index) => {
    if (cells.every((value) => value.trim() === '')) return;
    rows.push({ row: index + 2, ...readImportRow(cells, columns, scale, isEmail) });
  });
  if (rows.length === 0) throw new ImportFileError(VALIDATION.importEmpty);
  if (rows.length > IMPORT_LIMITS.rows) throw new ImportFileError(VALIDATION.importTooManyRows);
  const seen = new Map<string, number>();
  for (const { values } of rows) seen.set(values.email, (seen.get(values.email) ?? 0) + 1);
  for (const row of rows) {
    if (row.values.email !== '' && (seen.get(row.values.email) ?? 0) > 1 && !row.errors.email)
      row.errors.email = VALIDATION.importDuplicateEmail;
  }
  return { ignored_columns: columns.ignored, rows };
}

/** A file that is not a member list at all (no header, no e-mail column, too many rows). */
export class ImportFileError extends Error {}
