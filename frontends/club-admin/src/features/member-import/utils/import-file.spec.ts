import { IMPORT_LIMITS } from '@courtside/domain';
import { checkImportFile, CSV_TYPE, XLSX_TYPE } from './import-file';

const file = (name: string, type = '', size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('checkImportFile', () => {
  it('sends a CSV as text/csv whatever type the browser gave it', () => {
    expect(checkImportFile(file('Leden.CSV', 'application/vnd.ms-excel'))).toMatchObject({
      contentType: CSV_TYPE,
    });
    expect(checkImportFile(file('members.csv'))).toMatchObject({ contentType: CSV_TYPE });
  });

  it('sends a workbook with the .xlsx type, by extension or by type', () => {
    expect(checkImportFile(file('leden.xlsx'))).toMatchObject({ contentType: XLSX_TYPE });
    expect(checkImportFile(file('export', XLSX_TYPE))).toMatchObject({ contentType: XLSX_TYPE });
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkImportFile(file('leden.xls', 'application/vnd.ms-excel'))).toEqual({ problem: 'type' });
    expect(checkImportFile(file('leden.numbers'))).toEqual({ problem: 'type' });
    expect(checkImportFile(file('leden.csv', CSV_TYPE, 0))).toEqual({ problem: 'empty' });
    expect(checkImportFile(file('leden.csv', CSV_TYPE, IMPORT_LIMITS.bytes))).toMatchObject({
      contentType: CSV_TYPE,
    });
    expect(checkImportFile(file('leden.csv', CSV_TYPE, IMPORT_LIMITS.bytes + 1))).toEqual({
      problem: 'tooLarge',
    });
  });
});
