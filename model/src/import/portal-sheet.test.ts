import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../directory-encoding';
import { studentInputOf, type Student, type StudentInput } from '../student';
import { DETAIL_FIELD_GROUPS, detailFieldSpec, type DetailFieldKey } from '../student-details';
import { udiseExport, type UdiseExportSettings } from '../udise-export';
import { UDISE_SHEET_LAYOUT, UDISE_STUDENT_COLUMNS, udiseColumnIndex } from '../udise-template';
import type { CellValue } from './cell-text';
import { checkRows } from './check-rows';
import { cellsOf, guessColumnMapping, type ColumnMapping } from './column-matching';
import type { ImportField } from './columns';
import { readImportTable, registerSheetIndex, type ImportTable } from './header-row';
import { PORTAL_FIELDS, portalAsImportTable, udiseValueOfCode } from './portal-sheet';
import {
  exportedCells,
  matchPortalRows,
  portalChangedFields,
  portalUpdatedStudent,
} from './portal-updates';
import { udiseTestStudent } from '../udise-test-student';

const SETTINGS: UdiseExportSettings = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42, marathi: 17 }, stream: { science: 1, arts: 2 } },
};

const student = (id: string, patch: Record<string, unknown> = {}) =>
  udiseTestStudent(id, {
    section: 'B',
    otherDetails: { motherTongue: 'hindi', pincode: '110040', nationality: 'indian' },
    facilities: { freeUniforms: true, freeTextbooks: false, scholarship: 'state' },
    ...patch,
  });

/** Every kind of value the sheet carries, across a few students. */
const STUDENTS: Student[] = [
  // The name as per Aadhaar is in the sheet for a child whose number is on record.
  student('1', {
    identity: { nameAsPerAadhaar: 'Ravi Kumar', aadhaarLastFour: '1234', aadhaarKind: 'aadhaar' },
  }),
  student('2', {
    name: 'Meena Kumari',
    gender: 'female',
    dateOfBirth: '2009-01-20',
    educationLevel: '11th Standard',
    section: 'A',
    parentName: 'Kamla Devi',
    parentContact: '+917012345678',
    family: {
      motherName: 'Kamla Devi',
      fatherName: 'Mohan Lal',
      alternateMobile: '+916123456789',
      email: 'kamla@example.com',
    },
    social: { socialCategory: 'sc', minorityGroup: 'buddhist', bpl: false, ews: true },
    needs: { cwsn: true, impairments: ['lowVision', 'hearing'] },
    otherDetails: { motherTongue: 'marathi', pincode: '411001', nationality: 'other' },
    enrolment: { rollNumber: '12', stream: 'science', previousYearStatus: 'anotherSchool' },
    facilities: { scholarship: 'none' },
  }),
  // The register's parent is a guardian, neither the mother nor the father.
  student('3', {
    name: 'Arjun Singh',
    parentName: 'Harpal Singh',
    family: { motherName: 'Gurpreet Kaur', fatherName: 'Balwinder Singh' },
    social: { socialCategory: 'general', minorityGroup: 'sikh' },
    enrolment: {},
    facilities: {},
  }),
];

/** The return's student sheet as the export writes it: the code in E3, headers on row 7. */
function exportedSheet(students: readonly Student[]): CellValue[][] {
  const { rows } = udiseExport(students, SETTINGS);
  const sheet: CellValue[][] = [['UDISE+ student data'], [], [], [], [], []];
  const codeRow = Array<CellValue>(UDISE_SHEET_LAYOUT.schoolCodeColumn).fill(null);
  sheet[UDISE_SHEET_LAYOUT.schoolCodeRow - 1] = [...codeRow, '09071234567'];
  sheet.push(UDISE_STUDENT_COLUMNS.map(({ header }) => header));
  for (const row of rows) sheet.push(row.map((cell) => cell ?? null));
  return sheet;
}

function readBack(sheet: CellValue[][]): { table: ImportTable; mapping: ColumnMapping } {
  const reading = readImportTable(sheet);
  if (!reading.ok) throw new Error(`not read: ${reading.problem.kind}`);
  const table = portalAsImportTable(reading.table, SETTINGS.overrides);
  const mapping: ColumnMapping = {
    ...guessColumnMapping(table.headers),
    everyRow: { school: 'Narela Government School' },
  };
  return { table, mapping };
}

/** A field of a student input as compared: sections in upper case, as the export writes them. */
function fieldOf(input: StudentInput, field: ImportField): unknown {
  if (detailFieldSpec(field)) {
    const group = input[DETAIL_FIELD_GROUPS[field as DetailFieldKey]] as Record<string, unknown>;
    return group[field];
  }
  const value = (input as unknown as Record<string, unknown>)[field];
  return field === 'section' ? String(value).toUpperCase() : value;
}

describe("the UDISE+ portal's student sheet read back", () => {
  it('is found on its sheet and row, with the portal layout recognised', () => {
    const checkFirst: CellValue[][] = [['Student', 'Class', 'Column', 'Problem']];
    const sheet = exportedSheet(STUDENTS);
    expect(registerSheetIndex([checkFirst, sheet, [['Code', 'Meaning']]])).toBe(1);
    const { table } = readBack(sheet);
    expect(table.headerRow).toBe(UDISE_SHEET_LAYOUT.headerRow);
    expect(table.portal).toBe(true);
    expect(table.rows.map(({ row }) => row)).toEqual([8, 9, 10]);
  });

  it('round trip: the exported students come back the same in every field the sheet carries', () => {
    const { table, mapping } = readBack(exportedSheet(STUDENTS));
    const { good, bad } = checkRows(table.rows, mapping);
    expect(bad).toEqual([]);
    // The export sorts by class, section and name; the names say which is which.
    const byName = new Map(good.map(({ student: read }) => [read.name, read]));
    for (const original of STUDENTS) {
      const read = byName.get(original.name)!;
      const before = studentInputOf(original);
      for (const field of PORTAL_FIELDS) {
        if (field === 'impairments' || field === 'parentName') continue;
        expect([field, fieldOf(read, field)]).toEqual([field, fieldOf(before, field)]);
      }
    }
    // The sheet names a guardian only where the register's parent is neither mother nor father,
    // so a register naming the mother beside a named father reads back as the father (an update
    // leaves it: its cells are the export's own).
    expect(byName.get('Arjun Singh')!.parentName).toBe('Harpal Singh');
    expect(byName.get('Ravi Kumar')!.parentName).toBe('Rajesh Kumar');
    expect(byName.get('Meena Kumari')!.parentName).toBe('Mohan Lal');
    // The sheet holds one impairment: the first recorded.
    expect(byName.get('Meena Kumari')!.needs.impairments).toEqual(['lowVision']);
  });

  it('reads the codes back, the office’s own first; an unknown code stays as written', () => {
    expect(udiseValueOfCode('motherTongue', '17', SETTINGS.overrides)).toBe('marathi');
    expect(udiseValueOfCode('motherTongue', '17')).toBeUndefined();
    expect(udiseValueOfCode('impairmentType', '3')).toBe('hearing');
    expect(udiseValueOfCode('stream', '3')).toBe('commerce');
    expect(udiseValueOfCode('stream', '1')).toBeUndefined();
    const sheet = exportedSheet([STUDENTS[0]!]);
    sheet[7]![udiseColumnIndex('motherTongue')] = 99;
    const { table, mapping } = readBack(sheet);
    const { bad } = checkRows(table.rows, mapping);
    expect(bad[0]?.problems.join(' ')).toMatch(/99/);
  });

  it('matches rows to students by admission number, then by name and date of birth', () => {
    const entry = (id: string, patch: Partial<DirectoryEntry>) =>
      ({
        id,
        name: 'Ravi Kumar',
        dateOfBirth: '2016-06-05',
        admissionNumber: '',
        ...patch,
      }) as DirectoryEntry;
    const { table, mapping } = readBack(exportedSheet(STUDENTS));
    const { good } = checkRows(table.rows, mapping);
    const matches = matchPortalRows(good, [
      entry('doc-ravi', { admissionNumber: 'ADM/1' }),
      entry('doc-meena', { name: 'Meena  kumari', dateOfBirth: '2009-01-20' }),
      // Two students of one name and birthday: the row is matched to neither.
      entry('doc-arjun-a', { name: 'Arjun Singh' }),
      entry('doc-arjun-b', { name: 'Arjun Singh' }),
    ]);
    const rowOf = (name: string) => good.find(({ student: read }) => read.name === name)!.row;
    expect(matches.get(rowOf('Ravi Kumar'))).toMatchObject({
      entry: { id: 'doc-ravi' },
      by: 'admissionNumber',
    });
    expect(matches.get(rowOf('Meena Kumari'))).toMatchObject({
      entry: { id: 'doc-meena' },
      by: 'nameAndBirth',
    });
    expect(matches.has(rowOf('Arjun Singh'))).toBe(false);
  });

  it('an unchanged row changes nothing; a corrected cell changes its field alone', () => {
    const original = STUDENTS[1]!;
    const sheet = exportedSheet([original]);
    const { table, mapping } = readBack(sheet);
    const cells = cellsOf(table.rows[0]!.values, mapping);
    expect(portalChangedFields(cells, exportedCells(original, SETTINGS.overrides))).toEqual([]);

    sheet[7]![udiseColumnIndex('pincode')] = '411002';
    sheet[7]![udiseColumnIndex('impairmentType')] = 3;
    const corrected = readBack(sheet);
    const changedCells = cellsOf(corrected.table.rows[0]!.values, corrected.mapping);
    const fields = portalChangedFields(changedCells, exportedCells(original, SETTINGS.overrides));
    expect([...fields].sort()).toEqual(['impairments', 'pincode']);
    const read: StudentInput = checkRows(corrected.table.rows, corrected.mapping).good[0]!.student;
    const next = portalUpdatedStudent(studentInputOf(original), read, fields);
    expect(next.otherDetails).toEqual({ ...original.otherDetails, pincode: '411002' });
    expect(next.needs.impairments).toEqual(['hearing', 'lowVision']);
    expect(next.family).toEqual(original.family);
    expect(next.parentName).toBe(original.parentName);
  });
});
