import { describe, expect, it } from 'vitest';
import { readImportTable, registerSheetIndex } from './header-row';

const COVER = [['UDISE+ Student Data Capture Format'], ['Fill in the students on the next sheet.']];
const REGISTER = [
  ['Student Name', 'Class', 'School Name'],
  ['Asha Devi', 'VII', 'Narela Public School'],
];

describe('registerSheetIndex', () => {
  it('passes over a cover sheet to the sheet that reads as a register', () => {
    expect(registerSheetIndex([COVER, REGISTER, COVER])).toBe(1);
  });

  it('takes the earliest of equals, and the first sheet when none names a field', () => {
    expect(registerSheetIndex([REGISTER, REGISTER])).toBe(0);
    expect(registerSheetIndex([COVER, COVER])).toBe(0);
    expect(registerSheetIndex([[], COVER])).toBe(0);
  });
});

describe('readImportTable', () => {
  it('says why rows make no table, without words: the page says them', () => {
    expect(readImportTable([])).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readImportTable([REGISTER[0]!])).toEqual({
      ok: false,
      problem: { kind: 'noStudents' },
    });
    expect(readImportTable([REGISTER[1]!])).toEqual({
      ok: false,
      problem: { kind: 'studentFirst', row: 1 },
    });
  });
});
