import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@village/model/import-limits';
import { headerRowText, importTable } from './import-table';

const HEADERS = ['Student Name', 'DOB', 'Class', 'School', 'Mobile'];

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

describe('headerRowText', () => {
  it('says where the headers were found and which rows were skipped', () => {
    expect(headerRowText(1)).toBeNull();
    expect(headerRowText(2)).toBe('Headers found on row 2; row 1 skipped');
    expect(headerRowText(5)).toBe('Headers found on row 5; rows 1-4 skipped');
  });
});

describe('importTable finding the header', () => {
  it('takes the row naming the most fields, the earliest of equals, within the first 15', () => {
    const rows = [
      ['Student Register'],
      ['Name', 'Remarks'],
      ['Student Name', 'Class', 'School'],
      ['Name', 'Class', 'School'],
      ['Aarav', '7th Standard', 'Narela School'],
    ];
    expect(importTable(rows).headerRow).toBe(3);
    const late = [...Array.from({ length: 15 }, (_, index) => [`Title ${index}`]), ...rows];
    // Past the first 15 rows that are not blank the header is not looked for: the first is taken.
    expect(importTable(late).headerRow).toBe(1);
    expect(importTable(late).candidates).toHaveLength(15);
  });
});
