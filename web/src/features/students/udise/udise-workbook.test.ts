import { categoryForLevel } from '@village/model/levels';
import { studentDocSchema, type Student } from '@village/model/student';
import { udiseExport } from '@village/model/udise-export';
import { UDISE_STUDENT_COLUMNS } from '@village/model/udise-template';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../lib/i18n/catalog';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { readXlsx } from '../../../lib/spreadsheet/xlsx-read';
import { writeXlsx } from '../../../lib/spreadsheet/xlsx-write';
import { udiseMessages } from './messages';
import { hi } from './messages.hi';
import { UDISE_STUDENT_SHEET, udiseSheets } from './udise-workbook';

type Book = (typeof udiseMessages)['en'];
const english: TranslateOf<Book> = (key, values) =>
  formatMessage(udiseMessages.en[key], 'en', values);
const hindi: TranslateOf<Book> = (key, values) => formatMessage(hi[key], 'hi', values);

function student(id: string, patch: Record<string, unknown> = {}): Student {
  return {
    id,
    ...studentDocSchema.parse({
      name: 'Meena Kumari',
      dateOfBirth: '2017-02-11',
      gender: 'female',
      educationLevel: '4th Standard',
      category: categoryForLevel('4th Standard'),
      course: '',
      school: 'Govt. Primary School, Narela',
      address: 'Ward 4, Narela',
      parentName: '',
      parentContact: '+919812345678',
      parentOccupation: '',
      enrollmentDate: '2026-04-10',
      status: 'active',
      section: 'A',
      admissionNumber: `A-${id}`,
      createdBy: 'uid',
      updatedBy: 'uid',
      createdAt: new Date('2026-04-10T10:00:00Z'),
      updatedAt: new Date('2026-04-10T10:00:00Z'),
      family: { motherName: 'Sita Devi', fatherName: 'Mohan Lal' },
      social: { socialCategory: 'sc', minorityGroup: 'none' },
      otherDetails: { motherTongue: 'hindi', pincode: '110040' },
      ...patch,
    }),
  };
}

function workbook(students: Student[], t: TranslateOf<Book>, schoolCode?: string) {
  const overrides = { motherTongue: { hindi: 42 } };
  const result = udiseExport(students, {
    session: { start: '2026-04-01', end: '2027-03-31' },
    overrides,
  });
  const byId = new Map(students.map((entry) => [entry.id, entry]));
  return readXlsx(writeXlsx(udiseSheets({ result, students: byId, schoolCode, overrides, t })));
}

describe('the UDISE+ return workbook', () => {
  it("puts the student sheet second, in the template's layout: E3, header on row 7, data from 8", () => {
    const sheets = workbook([student('1')], english, '09876543210');
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Check first',
      UDISE_STUDENT_SHEET,
      'Codes',
    ]);
    const rows = sheets[1]!.rows;
    expect(rows[2]![4]).toBe('09876543210');
    expect(rows[6]).toEqual(UDISE_STUDENT_COLUMNS.map(({ header }) => header));
    expect(rows[7]!.slice(0, 8)).toEqual([
      4,
      'A',
      null,
      'Meena Kumari',
      2,
      '11-02-2017',
      'Sita Devi',
      'Mohan Lal',
    ]);
    expect(rows).toHaveLength(8);
    expect(sheets[0]!.rows.flat()).toContain(udiseMessages.en['check.none']);
  });

  it('names on "Check first" each student and field the portal would refuse, in Hindi too', () => {
    const students = [
      student('1', { name: 'मीना कुमारी' }),
      student('2', { parentContact: '+919876543210' }),
      student('3', { needs: { cwsn: true } }),
    ];
    const [check] = workbook(students, english);
    const lines = check!.rows.map((row) => row.join(' | '));
    expect(lines).toContain(udiseMessages.en['check.schoolCode']);
    expect(lines).toContainEqual(
      expect.stringContaining(
        'मीना कुमारी | A-1 | 4th Standard | A | Name of Student | Use English letters',
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(
        'Meena Kumari | A-2 | 4th Standard | A | MOBILE NUMBER (of Student/Parent/Guardian) | Looks like a placeholder',
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(
        'Meena Kumari | A-3 | 4th Standard | A | CWSN IMPAIRMENT TYPE | CWSN without an impairment type',
      ),
    );
    const [hindiCheck, hindiStudents] = workbook(students, hindi);
    expect(hindiCheck!.name).toBe(hi['check.sheet']);
    expect(hindiCheck!.rows.flat()).toContain(hi['problem.impairmentMissing']);
    // The student sheet's headers stay the template's own.
    expect(hindiStudents!.rows[6]![3]).toBe('Name of Student');
  });

  it('lists every code the file may use, with the office’s own', () => {
    const [, , codes] = workbook([student('1')], english);
    const lines = codes!.rows.map((row) => row.join(' | '));
    expect(lines).toContain('Gender | 2 | Female | The template or the portal’s own check');
    expect(lines).toContain(
      "CWSN impairment type | 21 | Parkinson's disease | The template or the portal’s own check",
    );
    expect(lines).toContain('Mother tongue | 42 | hindi | Set by this office');
  });
});
