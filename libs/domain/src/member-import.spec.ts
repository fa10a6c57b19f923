import {
  cellText,
  ImportFileError,
  matchColumns,
  normaliseHeader,
  readImportRow,
  readImportRows,
} from './member-import';
import { VALIDATION } from './messages';

/** A loose stand-in for the backend's e-mail validator: something@something.tld. */
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(value);

describe('member list columns', () => {
  it('matches English and Dutch headers whatever their case, accents and spacing', () => {
    expect(normaliseHeader('\uFEFFE-mailadres ')).toBe('e-mailadres');
    expect(normaliseHeader('Member_Number')).toBe('member number');
    expect(normaliseHeader('Speelsterkte  Dubbel')).toBe('speelsterkte dubbel');
    expect(normaliseHeader('Téléfoon')).toBe('telefoon');

    const { roles, ignored } = matchColumns([
      'Relatienummer',
      'Voornaam',
      'Tussenvoegsel',
      'Achternaam',
      'E-mailadres',
      'Mobiel',
      'Geboortedatum',
      'Speelsterkte enkel',
      'Speelsterkte dubbel',
      '',
    ]);
    expect(roles).toEqual({
      member_number: 0,
      first_name: 1,
      infix: 2,
      last_name: 3,
      email: 4,
      phone: 5,
      knltb_single: 7,
      knltb_double: 8,
    });
    expect(ignored).toEqual(['Geboortedatum']);
  });

  it('ignores a second column of a kind it has already', () => {
    expect(matchColumns(['email', 'Email', 'naam'])).toEqual({
      roles: { email: 0, name: 2 },
      ignored: ['Email'],
    });
  });
});

describe('a member row', () => {
  const columns = matchColumns(['email', 'voornaam', 'tussenvoegsel', 'achternaam', 'rol', 'speelsterkte']);

  it("joins the name's parts with one space, leaving out empty ones", () => {
    const row = readImportRow(
      ['Ann@Example.com ', 'Ann', 'van der', 'Berg', 'lid', '7'],
      columns,
      'knltb',
      isEmail,
    );
    expect(row).toEqual({
      values: { email: 'ann@example.com', name: 'Ann van der Berg', user_type: 'clubmember', level: 7 },
      errors: {},
    });
    expect(
      readImportRow(['b@example.com', 'Bob', '', 'Smit', '', ''], columns, 'knltb', isEmail).values,
    ).toEqual({
      email: 'b@example.com',
      name: 'Bob Smit',
    });
  });

  it('lets a name column win over the parts', () => {
    const both = matchColumns(['email', 'voornaam', 'naam']);
    expect(
      readImportRow(['c@example.com', 'Cor', 'Cornelis Jansen'], both, 'simple', isEmail).values.name,
    ).toBe('Cornelis Jansen');
  });

  it('converts a KNLTB strength to the club scale, the doubles one first, and rounds a level to the step', () => {
    const knltb = matchColumns(['email', 'speelsterkte enkel', 'speelsterkte dubbel']);
    expect(readImportRow(['d@example.com', '3', '9'], knltb, 'knltb', isEmail).values.level).toBe(9);
    // KNLTB 9 (weakest) is the simple scale's 1; KNLTB 1 its 10.
    expect(readImportRow(['d@example.com', '3', '9'], knltb, 'simple', isEmail).values.level).toBe(1);
    expect(readImportRow(['d@example.com', '', '1'], knltb, 'simple', isEmail).values.level).toBe(10);
    expect(readImportRow(['d@example.com', '5', ''], knltb, 'knltb', isEmail).values.level).toBe(5);
    expect(readImportRow(['d@example.com', '', '7,8342'], knltb, 'knltb', isEmail).values.level).toBe(7.8);
    const level = matchColumns(['email', 'niveau']);
    expect(readImportRow(['e@example.com', '6,47'], level, 'simple', isEmail).values.level).toBe(6.5);
    expect(readImportRow(['e@example.com', '11'], level, 'simple', isEmail).errors).toEqual({
      level: VALIDATION.levelInvalid,
    });
    expect(readImportRow(['e@example.com', 'good'], level, 'simple', isEmail).errors).toEqual({
      level: VALIDATION.levelInvalid,
    });
  });

  it('names each field in error', () => {
    const all = matchColumns(['email', 'name', 'member number', 'phone', 'user type']);
    expect(
      readImportRow(['', 'A\u202Eb', 'x'.repeat(51), 'call me', 'boss'], all, 'simple', isEmail).errors,
    ).toEqual({
      email: VALIDATION.emailRequired,
      name: VALIDATION.nameCharacters,
      member_number: VALIDATION.memberNumberTooLong,
      phone: VALIDATION.memberPhoneInvalid,
      user_type: VALIDATION.importUserTypeUnknown,
    });
    expect(readImportRow(['not-an-address', '', '', '', ''], all, 'simple', isEmail).errors).toEqual({
      email: VALIDATION.emailInvalid,
    });
  });

  it("strips the one leading ' that a spreadsheet-safe export adds", () => {
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("''x")).toBe("'x");
    expect(cellText('  plain ')).toBe('plain');
  });
});

describe('a member list', () => {
  it('numbers rows as a spreadsheet does, skips empty ones and marks both rows of a repeated e-mail', () => {
    const reading = readImportRows(
      [
        ['Email', 'Naam', 'Geboortedatum'],
        ['a@example.com', 'Ann', '1990-01-01'],
        ['', '', ''],
        ['A@example.com', 'Ann again', ''],
        ['b@example.com', 'Bob', ''],
      ],
      'simple',
      isEmail,
    );
    expect(reading.ignored_columns).toEqual(['Geboortedatum']);
    expect(reading.rows.map((r) => [r.row, r.values.email, r.errors.email])).toEqual([
      [2, 'a@example.com', VALIDATION.importDuplicateEmail],
      [4, 'a@example.com', VALIDATION.importDuplicateEmail],
      [5, 'b@example.com', undefined],
    ]);
  });

  it('refuses a file that is no member list', () => {
    expect(() => readImportRows([], 'simple', isEmail)).toThrow(new ImportFileError(VALIDATION.importEmpty));
    expect(() => readImportRows([['naam'], ['Ann']], 'simple', isEmail)).toThrow(
      VALIDATION.importNoEmailColumn,
    );
    expect(() => readImportRows([['email'], ['', '']], 'simple', isEmail)).toThrow(VALIDATION.importEmpty);
    const many = [['email'], ...Array.from({ length: 5001 }, (_, i) => [`p${i}@example.com`])];
    expect(() => readImportRows(many, 'simple', isEmail)).toThrow(VALIDATION.importTooManyRows);
    expect(readImportRows(many.slice(0, 5001), 'simple', isEmail).rows).toHaveLength(5000);
  });
});
