import { describe, expect, it } from 'vitest';
import type { CellValue } from '@village/model/import/cell-text';
import { checkRows } from '@village/model/import/check-rows';
import {
  cellsOf,
  guessColumnMapping,
  unmappedRequired,
  type ColumnMapping,
} from '@village/model/import/column-matching';
import { readColumns } from '@village/model/import/column-readings';
import { importedStudentDocId } from '@village/model/import/imported-docs';
import { NARELA, OFFICE_HEADERS } from './testing/office-register';
import { directoryEntry } from '../directory/fixtures';
import {
  importIdOf,
  inBatches,
  nothingToImportMessage,
  previewImport,
  rowsToImport,
} from './import-plan';
import { candidateText, headerRowText, importTable } from './import-table';
import { rowProblemText, unreadValueText } from './problem-text';

const HEADERS = ['Student Name', 'DOB', 'Class', 'School', 'Mobile'];
const MAPPING: ColumnMapping = {
  name: 0,
  dateOfBirth: 1,
  educationLevel: 2,
  school: 3,
  parentContact: 4,
};

/** No student of the organization holds an admission number of the file. */
const NOBODY = new Map<string, never[]>();

/** Rows 2…: a good one, a bad date, a level the app does not have and no school, a twin of row 2. */
const TABLE = importTable([
  HEADERS,
  ['Aarav Kumar', '15-08-2012', '7th Standard', 'Narela School', '9876543210'],
  ['Diya Patel', '31-02-2010', '5th Standard', 'Narela School', ''],
  ['Kabir Khan', '', 'Nursery', '', ''],
  ['aarav  kumar', '15/08/2012', '7th standard', 'Another School', '+91 98765 43210'],
  ['Meera Joshi', new Date(Date.UTC(2011, 0, 5)), 'B.Sc', 'Delhi University', 9123456789],
  ['Rohan Gupta', '', '10th Standard', 'Narela School', ''],
]);

describe('checkRows and previewImport', () => {
  const checked = checkRows(TABLE.rows, MAPPING);

  it('says what is wrong with each bad row in words, but a value not understood once', () => {
    expect(checked.good.map((row) => row.row)).toEqual([2, 5, 6, 7]);
    // Row 4's class is said once for the file (readColumns); its missing school is its own.
    expect(checked.bad.map(rowProblemText)).toEqual([
      'Row 3: date of birth 31-02-2010: not a real date',
      'Row 4: school or college is missing',
    ]);
    expect(checked.bad.map((row) => row.unread)).toEqual([[], ['educationLevel']]);
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
    const preview = previewImport(checked, 'abcdef0123456789', [rohan, directoryEntry()], NOBODY);
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

  it('gives a field without a column the value typed for every row, read like a cell', () => {
    const table = importTable([
      ['Student Name', 'Class'],
      ['Asha Devi', '5'],
      ['Binod Rai', ''],
    ]);
    const guessed = guessColumnMapping(table.headers);
    expect(unmappedRequired(guessed).map((column) => column.field)).toEqual(['school']);
    const typed: ColumnMapping = {
      ...guessed,
      everyRow: { school: ' Narela School ', section: 'b' },
    };
    expect(unmappedRequired(typed)).toEqual([]);
    const rows = checkRows(table.rows, typed);
    expect(rows.good.map((row) => [row.student.school, row.student.section])).toEqual([
      ['Narela School', 'b'],
    ]);
    // A field with a column keeps its column: the value typed for it is not used.
    const both: ColumnMapping = {
      ...typed,
      everyRow: { ...typed.everyRow, educationLevel: 'VII' },
    };
    expect(checkRows(table.rows, both).bad.map(rowProblemText)).toEqual([
      'Row 3: education level is missing',
    ]);
  });

  it('makes a row whose admission number is taken an error, naming who holds it', () => {
    const rows = [
      ['Full Name', 'Education Level', 'School / College', 'Admission No.'],
      ['Asha Devi', '5th Standard', 'Narela School', '117'],
      ['Binod Rai', '6th Standard', 'Narela School', 'adm 9'],
      ['Chetna Jain', '7th Standard', 'Narela School', 'ADM9'],
      ['Deepak Oraon', '8th Standard', 'Narela School', ''],
    ];
    const table = importTable(rows);
    const withNumbers = checkRows(table.rows, guessColumnMapping(table.headers));
    const holders = new Map([
      ['117', [{ id: 'stu-1', name: 'Priya Patel', studentId: 'NPS-0007' }]],
    ]);
    const preview = previewImport(withNumbers, 'abcdef0123456789', [], holders);
    expect(preview.errors.map(rowProblemText)).toEqual([
      'Row 2: Admission No. 117 is already used by Priya Patel (NPS-0007)',
      'Row 4: Admission No. ADM9 is also in row 3',
    ]);
    expect(preview.ready.map((row) => row.row)).toEqual([3, 5]);
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
      duplicates: [{ ...checked.good[0]!, like: { row: 1 }, message: 'Row 2 looks like row 1' }],
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
    const preview = previewImport(checked, importId, [written], NOBODY);
    expect(preview.alreadyImported.map((row) => row.row)).toEqual([2]);
    expect(preview.ready.map((row) => row.row)).toEqual([6, 7]);
    // Row 5 is still the twin of row 2 of the file.
    expect(preview.duplicates.map((row) => row.row)).toEqual([5]);
    // Another import's document is an existing student like any other.
    const other = previewImport(checked, 'fedcba9876543210', [written], NOBODY);
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

/** A register as openpyxl or xlsxwriter writes one: a title, a blank row, then the headers. Row 7 holds values the app does not understand ("xyz", "Nursery"). */
const REGISTER_ROWS: CellValue[][] = [
  [`${NARELA} — Student Register 2025-26`, null, null, null, null, null, null, null],
  [],
  OFFICE_HEADERS,
  [
    1,
    'A-101',
    'आरव कुमार',
    'सुरेश कुमार',
    new Date(Date.UTC(2012, 7, 15)),
    'M',
    'VII',
    'A',
    9876543210,
    'Holambi Kalan',
    NARELA,
  ],
  [
    2,
    'A-102',
    'Diya Patel',
    'Ramesh Patel',
    '01/02/2014',
    'F',
    '07',
    'B',
    '+91 98765 43211',
    'Narela',
    NARELA,
  ],
  [
    3,
    'A-103',
    'Kabir Singh',
    'Harpal Singh',
    '05.01.2012',
    'Male',
    'Nursery',
    'A',
    '',
    'Bawana',
    NARELA,
  ],
  [
    4,
    'A-104',
    'Meera Joshi',
    'Anil Joshi',
    '10-10-2015',
    'xyz',
    'Nursery',
    'A',
    '',
    'Narela',
    NARELA,
  ],
];

describe('a register with a title above its headers', () => {
  const table = importTable(REGISTER_ROWS);
  const mapping = guessColumnMapping(table.headers);

  it('finds the headers on row 3, skips the rows above, and numbers rows as the file does', () => {
    expect(table.headerRow).toBe(3);
    expect(table.headers).toEqual(OFFICE_HEADERS);
    expect(table.rows.map((row) => row.row)).toEqual([4, 5, 6, 7]);
    expect(headerRowText(table.headerRow)).toBe('Headers found on row 3; rows 1-2 skipped');
    expect(mapping).toMatchObject({
      admissionNumber: 1,
      name: 2,
      parentName: 3,
      dateOfBirth: 4,
      gender: 5,
      educationLevel: 6,
      section: 7,
      parentContact: 8,
      address: 9,
      school: 10,
    });
  });

  it('lists the rows that are not blank to choose the header from', () => {
    expect(table.candidates.map((candidate) => candidateText(candidate))).toEqual([
      'Row 1: Government Senior Secondary S…',
      "Row 3: S.No., Admission No., Student Name, Father's Name, …",
      'Row 4: 1, A-101, आरव कुमार, सुरेश कुमार, …',
      'Row 5: 2, A-102, Diya Patel, Ramesh Patel, …',
      'Row 6: 3, A-103, Kabir Singh, Harpal Singh, …',
      'Row 7: 4, A-104, Meera Joshi, Anil Joshi, …',
    ]);
    const chosen = importTable(REGISTER_ROWS, 1);
    expect(chosen.headerRow).toBe(1);
    expect(chosen.rows.map((row) => row.row)).toEqual([3, 4, 5, 6, 7]);
    expect(() => importTable(REGISTER_ROWS, 7)).toThrow(
      'The file has column headers but no students below them.',
    );
  });

  it('shows values as read and as stored, and each value not understood once', () => {
    const reading = readColumns(table, mapping);
    const samples = (field: string) =>
      reading.columns.find((column) => column.field === field)?.samples;
    expect(samples('educationLevel')).toEqual([
      { read: 'VII', shown: '7th Standard' },
      { read: '07', shown: '7th Standard' },
    ]);
    // Values read differently first, then values stored as written.
    expect(samples('gender')).toEqual([
      { read: 'M', shown: 'Male' },
      { read: 'F', shown: 'Female' },
      { read: 'Male', shown: 'Male' },
    ]);
    expect(samples('name')?.map((sample) => sample.read)).toEqual([
      'आरव कुमार',
      'Diya Patel',
      'Kabir Singh',
    ]);
    const nursery = reading.unread.find((value) => value.value === 'Nursery')!;
    expect(unreadValueText(nursery)).toBe(
      "Class 'Nursery' in 2 rows: the app starts at 1st Standard",
    );
    expect(nursery.choices).toContain('1st Standard');
    expect(reading.unread.map((value) => [value.field, value.value, value.rows])).toEqual([
      ['gender', 'xyz', 1],
      ['educationLevel', 'Nursery', 2],
    ]);
    expect(reading.twoDigitYears).toBe(false);
  });

  it('reads a value mapped to a known one as that one, for the whole file', async () => {
    const overrides = { educationLevel: { Nursery: '1st Standard' }, gender: { xyz: 'Female' } };
    expect(cellsOf(table.rows[2]!.values, mapping, overrides).educationLevel).toBe('1st Standard');
    expect(cellsOf(table.rows[2]!.values, mapping).educationLevel).toBe('Nursery');
    const before = checkRows(table.rows.slice(2), mapping);
    expect(before.bad.map((row) => [row.row, row.problems, row.unread])).toEqual([
      [6, [], ['educationLevel']],
      [7, [], ['gender', 'educationLevel']],
    ]);
    const after = checkRows(table.rows.slice(2), mapping, overrides);
    expect(after.bad).toEqual([]);
    expect(
      after.good.map((row) => [row.row, row.student.educationLevel, row.student.gender]),
    ).toEqual([
      [6, '1st Standard', 'male'],
      [7, '1st Standard', 'female'],
    ]);
    // Still said, with the value chosen, so that the choice can be changed back.
    expect(readColumns(table, mapping, overrides).unread.map((value) => value.replacement)).toEqual(
      ['Female', '1st Standard'],
    );
    // The same choices give the same import id; another choice another.
    const id = await importIdOf('org-1', after.good);
    const again = checkRows(table.rows.slice(2), mapping, {
      gender: { xyz: 'Female' },
      educationLevel: { Nursery: '1st Standard' },
    });
    expect(await importIdOf('org-1', again.good)).toBe(id);
    const other = checkRows(table.rows.slice(2), mapping, {
      ...overrides,
      educationLevel: { Nursery: '2nd Standard' },
    });
    expect(await importIdOf('org-1', other.good)).not.toBe(id);
  });

  it('notes a two-digit year in a date column', () => {
    const rows = [...REGISTER_ROWS];
    rows[4] = [...rows[4]!];
    rows[4][4] = '01/02/14';
    const withShortYear = importTable(rows);
    expect(readColumns(withShortYear, mapping).twoDigitYears).toBe(true);
  });
});
