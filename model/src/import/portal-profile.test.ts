import { describe, expect, it } from 'vitest';
import { studentInputOf, type Student, type StudentInput } from '../student';
import { STUDENT_DETAIL_GROUPS } from '../student-details';
import { udiseExport, type UdiseExportSettings } from '../udise-export';
import { UDISE_STUDENT_COLUMNS, udiseColumnIndex } from '../udise-template';
import type { CellValue } from './cell-text';
import { checkRows } from './check-rows';
import { cellsOf, guessColumnMapping } from './column-matching';
import { readImportTable } from './header-row';
import { portalAsImportTable } from './portal-sheet';
import { exportedCells, portalChangedFields, portalUpdatedStudent } from './portal-updates';
import { readDetailCell } from './read-details';
import { udiseTestStudent } from '../udise-test-student';

// The sheet's profile columns past the register's read back through the import (portal-sheet.ts),
// and a scholarship amount as offices write it.

const SETTINGS: UdiseExportSettings = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42 }, ooscMainstreamed: { yes: 1, no: 2 } },
};

const STUDENT: Student = udiseTestStudent('doc-1', {
  name: 'सीता कुमारी',
  dateOfBirth: '2011-06-05',
  gender: 'female',
  educationLevel: '10th Standard',
  section: 'A',
  admissionNumber: 'ADM/1',
  family: { motherName: 'Sunita Devi', fatherName: 'Rajesh Kumar' },
  identity: { nameInEnglish: 'Sita Kumari' },
  social: { socialCategory: 'obc', minorityGroup: 'none' },
  needs: {
    cwsn: true,
    impairments: ['lowVision', 'hearing'],
    primaryImpairment: 'hearing',
    cwsnFacility: 'hearingAid',
    sld: true,
    sldType: 'dyslexia',
    asd: false,
    adhd: false,
  },
  otherDetails: { motherTongue: 'hindi', pincode: '110040', extraCurricular: true },
  enrolment: {
    previousYearStatus: 'sameSchool',
    outOfSchool: true,
    mainstreamed: true,
    vocational: true,
    vocationalSector: '68',
    vocationalJobRole: '1042',
    vocationalExam: 'notApplicable',
  },
  facilities: {
    scholarship: 'central',
    moreScholarships: ['other'],
    centralScholarship: 'nmms',
    scholarshipAmount: 12000,
  },
});

function exportedSheet(): CellValue[][] {
  const { rows } = udiseExport([STUDENT], SETTINGS);
  const sheet: CellValue[][] = [['UDISE+ student data'], [], [], [], [], []];
  sheet.push(UDISE_STUDENT_COLUMNS.map(({ header }) => header));
  for (const row of rows) sheet.push(row.map((cell) => cell ?? null));
  return sheet;
}

function readBack(sheet: CellValue[][]) {
  const reading = readImportTable(sheet);
  if (!reading.ok) throw new Error(`not read: ${reading.problem.kind}`);
  const table = portalAsImportTable(reading.table, SETTINGS.overrides);
  const mapping = {
    ...guessColumnMapping(table.headers),
    everyRow: { school: 'Narela Government School' },
  };
  const { good, bad } = checkRows(table.rows, mapping);
  expect(bad).toEqual([]);
  return { read: good[0]!.student, cells: cellsOf(table.rows[0]!.values, mapping) };
}

describe("the sheet's profile columns read back", () => {
  it('come back as recorded', () => {
    const { read } = readBack(exportedSheet());
    const { primaryImpairment: _main, ...needs } = STUDENT.needs;
    // The sheet holds one impairment: the main one.
    expect(read.needs).toEqual({ ...needs, impairments: ['hearing'] });
    expect(read.otherDetails.extraCurricular).toBe(true);
    const { previousYearStatus: _status, ...enrolment } = STUDENT.enrolment;
    expect(read.enrolment).toMatchObject(enrolment);
    expect(read.facilities).toEqual(STUDENT.facilities);
    // The name the sheet holds is the spelling in English letters.
    expect(read.name).toBe('Sita Kumari');
  });

  it('change nothing unchanged; a corrected spelling goes to the name in English letters', () => {
    const sheet = exportedSheet();
    const exported = exportedCells(STUDENT, SETTINGS.overrides);
    expect(portalChangedFields(readBack(sheet).cells, exported)).toEqual([]);

    sheet[7]![udiseColumnIndex('studentName')] = 'Seeta Kumari';
    sheet[7]![udiseColumnIndex('impairmentType')] = 2;
    const { read, cells } = readBack(sheet);
    const fields = portalChangedFields(cells, exported);
    expect([...fields].sort()).toEqual(['impairments', 'name']);
    const next: StudentInput = portalUpdatedStudent(studentInputOf(STUDENT), read, fields);
    expect(next.name).toBe('सीता कुमारी');
    expect(next.identity.nameInEnglish).toBe('Seeta Kumari');
    // The changed impairment becomes the first and the main one.
    expect(next.needs.impairments).toEqual(['lowVision', 'hearing']);
    expect(next.needs.primaryImpairment).toBe('lowVision');
  });

  it('leave the mainstreaming unread without the office’s codes', () => {
    const reading = readImportTable(exportedSheet());
    if (!reading.ok) throw new Error('not read');
    const table = portalAsImportTable(reading.table, { motherTongue: { hindi: 42 } });
    const column = table.headers.indexOf('Mainstreamed into school');
    expect(column).toBeGreaterThanOrEqual(0);
    expect(table.rows[0]!.values[column]).toBe('');
  });
});

describe('a scholarship amount as offices write it', () => {
  const amount = STUDENT_DETAIL_GROUPS.facilities.scholarshipAmount;
  it.each(['12000', '12,000', '₹ 12,000', 'Rs. 12000/-', 'INR 12000', '12000 रुपये'])(
    '%s',
    (text) => {
      expect(readDetailCell(amount, text)).toEqual({ ok: true, value: 12000 });
    },
  );

  it('refuses one over the portal’s 50,000', () => {
    expect(readDetailCell(amount, '60,000').ok).toBe(false);
  });
});
