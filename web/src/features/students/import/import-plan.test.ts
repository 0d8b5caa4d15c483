import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, importedStudentDocId } from '@village/model/student-import';
import { directoryEntry } from '../directory/fixtures';
import {
  cellText,
  checkRows,
  importIdOf,
  importTable,
  inBatches,
  nothingToImportMessage,
  previewImport,
  rowProblemText,
  rowsToImport,
  unmappedRequired,
  type ColumnMapping,
} from './import-plan';

const HEADERS = ['Student Name', 'DOB', 'Class', 'School', 'Mobile'];
const MAPPING: ColumnMapping = {
  name: 0,
  dateOfBirth: 1,
  educationLevel: 2,
  school: 3,
  parentContact: 4,
};

describe('importTable', () => {
  it('takes the first row that is not blank as the header, and numbers rows as the file does', () => {
    const table = importTable([
      [],
      ['', null],
      HEADERS,
      ['Aarav Kumar', '15-08-2012', '7th Standard', 'Narela School', '9876543210'],
      [' ', null],
      ['Diya Patel', '01/02/2014', '5th Standard', 'Narela School', ''],
    ]);
    expect(table.headers).toEqual(HEADERS);
    expect(table.rows.map((row) => row.row)).toEqual([4, 6]);
  });

  it('says when the file is empty, has no students, or starts with a student', () => {
    expect(() => importTable([])).toThrow('The file is empty.');
    expect(() => importTable([[''], [null]])).toThrow('The file is empty.');
    expect(() => importTable([HEADERS, []])).toThrow(
      'The file has column headers but no students below them.',
    );
    expect(() =>
      importTable([['Aarav Kumar', '15-08-2012', '7th Standard', 'Narela School']]),
    ).toThrow(/holds a student, not the column headers/);
  });

  it('accepts headers it does not know (the user maps them)', () => {
    const table = importTable([
      ['नाम', 'कक्षा', 'विद्यालय'],
      ['Aarav', '7th Standard', 'Narela School'],
    ]);
    expect(table.headers).toEqual(['नाम', 'कक्षा', 'विद्यालय']);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} students`, () => {
    const rows = [HEADERS, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ['x'])];
    expect(() => importTable(rows)).toThrow(/at most 20,000 can be imported at once/);
  });
});

describe('cellText', () => {
  it('writes workbook dates and date serials day first, and numbers in full', () => {
    expect(cellText(new Date(Date.UTC(2012, 7, 15)), 'dateOfBirth')).toBe('15-08-2012');
    expect(cellText(41136, 'dateOfBirth')).toBe('15-08-2012');
    expect(cellText(41136, 'enrollmentDate')).toBe('15-08-2012');
    expect(cellText(9876543210, 'parentContact')).toBe('9876543210');
    expect(cellText(28.853, 'latitude')).toBe('28.853');
    expect(cellText(41136, 'school')).toBe('41136');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
  });
});

describe('unmappedRequired', () => {
  it('lists the required fields without a column', () => {
    expect(unmappedRequired(MAPPING)).toEqual([]);
    expect(unmappedRequired({ name: 0 }).map((column) => column.header)).toEqual([
      'Education Level',
      'School / College',
    ]);
  });
});

/** Rows 2…: a good one, a bad date, an unknown level and no school, a twin of row 2. */
const TABLE = importTable([
  HEADERS,
  ['Aarav Kumar', '15-08-2012', '7th Standard', 'Narela School', '9876543210'],
  ['Diya Patel', '31-02-2010', '5th Standard', 'Narela School', ''],
  ['Kabir Khan', '', 'Class 15', '', ''],
  ['aarav  kumar', '15/08/2012', '7th standard', 'Another School', '+91 98765 43210'],
  ['Meera Joshi', new Date(Date.UTC(2011, 0, 5)), 'B.Sc', 'Delhi University', 9123456789],
  ['Rohan Gupta', '', '10th Standard', 'Narela School', ''],
]);

describe('checkRows and previewImport', () => {
  const checked = checkRows(TABLE.rows, MAPPING);

  it('says what is wrong with each bad row in words', () => {
    expect(checked.good.map((row) => row.row)).toEqual([2, 5, 6, 7]);
    expect(checked.bad.map(rowProblemText)).toEqual([
      'Row 3: date of birth 31-02-2010: not a real date',
      'Row 4: education level Class 15: not a class the app knows (1st to 12th Standard, then degrees); school or college is missing',
    ]);
    expect(checked.good.find((row) => row.row === 6)?.student).toMatchObject({
      dateOfBirth: '2011-01-05',
      parentContact: '+919123456789',
    });
  });

  it('flags a twin within the file and a student already in the directory', () => {
    const rohan = directoryEntry({
      id: 'existing-rohan',
      studentId: 'NPS-0042',
      name: 'Rohan Gupta',
      dateOfBirth: null,
      parentContact: '',
    });
    const preview = previewImport(checked, 'abcdef0123456789', [rohan, directoryEntry()]);
    expect(preview.ready.map((row) => row.row)).toEqual([2, 6]);
    expect(preview.duplicates.map((row) => row.message)).toEqual([
      'Row 5 looks like row 2: same name, date of birth and parent contact',
      'Row 7 looks like Rohan Gupta (NPS-0042), already in the directory: same name, date of birth and parent contact',
    ]);
    expect(preview.errors).toHaveLength(2);
    expect(rowsToImport(preview, false).map((row) => row.row)).toEqual([2, 6]);
    expect(rowsToImport(preview, true).map((row) => row.row)).toEqual([2, 5, 6, 7]);
    expect(nothingToImportMessage(preview, false)).toBeNull();
  });

  it('says why nothing would be imported', () => {
    const none = { ready: [], duplicates: [], alreadyImported: [], errors: checked.bad };
    expect(nothingToImportMessage(none, false)).toBe(
      'No row of this file can be imported as it is: correct the rows with errors and choose the file again.',
    );
    const done = { ...none, alreadyImported: checked.good };
    expect(nothingToImportMessage(done, true)).toBe(
      'Every good row of this file has already been imported.',
    );
    const twins = {
      ...done,
      duplicates: [{ ...checked.good[0]!, message: 'Row 2 looks like row 1' }],
    };
    expect(nothingToImportMessage(twins, false)).toBe(
      'The good rows of this file have already been imported. Only possible duplicates are left: tick Import possible duplicates too to import them.',
    );
    expect(nothingToImportMessage(twins, true)).toBeNull();
  });

  it("counts this import's own documents as already imported, not as duplicates", () => {
    const importId = 'abcdef0123456789';
    // Row 2 was written by this import before a reload; the directory lists it now.
    const written = directoryEntry({
      id: importedStudentDocId(importId, 2),
      name: 'Aarav Kumar',
      dateOfBirth: '2012-08-15',
      parentContact: '+919876543210',
    });
    const preview = previewImport(checked, importId, [written]);
    expect(preview.alreadyImported.map((row) => row.row)).toEqual([2]);
    expect(preview.ready.map((row) => row.row)).toEqual([6, 7]);
    // Row 5 is still the twin of row 2 of the file.
    expect(preview.duplicates.map((row) => row.row)).toEqual([5]);
    // Another import's document is an existing student like any other.
    const other = previewImport(checked, 'fedcba9876543210', [written]);
    expect(other.alreadyImported).toEqual([]);
    expect(other.duplicates.map((row) => row.message)).toContain(
      'Row 2 looks like Aarav Kumar (NPS-0001), already in the directory: same name, date of birth and parent contact',
    );
  });
});

describe('importIdOf', () => {
  it('is the same for the same organization and rows, and differs otherwise', async () => {
    const checked = checkRows(TABLE.rows, MAPPING);
    const id = await importIdOf('org-1', checked.good);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await importIdOf('org-1', checkRows(TABLE.rows, MAPPING).good)).toBe(id);
    expect(await importIdOf('org-2', checked.good)).not.toBe(id);
    expect(await importIdOf('org-1', checked.good.slice(1))).not.toBe(id);
  });
});

describe('inBatches', () => {
  it('cuts a list into runs of the given size', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 200)).toEqual([]);
  });
});
