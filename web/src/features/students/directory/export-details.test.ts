import { describe, expect, it } from 'vitest';
import {
  DETAIL_FIELDS,
  DETAIL_GROUP_NAMES,
  emptyStudentDetails,
  type StudentDetails,
} from '@village/model/student-details';
import { checkImportRow, ROW_PROBLEMS } from '@village/model/import/check-row';
import { guessColumnMapping } from '@village/model/import/column-matching';
import {
  DETAIL_COLUMNS,
  detailCells,
  EXPORT_REGISTER_COLUMNS,
  registerCells,
  reportHeaders,
  studentRows,
} from '../../../lib/export/student-rows';
import { formatMessage } from '../../../lib/i18n/catalog';
import { exportMessages, REPORT_COLUMNS } from '../../../lib/export/messages';
import { directoryEntry } from './fixtures';

// The directory's export with the students' details (family, identity, category and the
// rest): the cells in words, blank without a document, never an Aadhaar digit, and headers and
// values that the import reads back.

describe("the export's details", () => {
  const details: StudentDetails = {
    ...emptyStudentDetails(),
    family: { motherName: 'Sunita Devi', alternateMobile: '+919876543210' },
    identity: { apaarId: '123456789012', aadhaarLastFour: '0617', aadhaarKind: 'aadhaar' },
    social: { socialCategory: 'sc', ews: false },
    needs: { cwsn: true, impairments: ['hearing', 'autism'], disabilityPercent: 40 },
    otherDetails: { heightCm: 142, bloodGroup: 'AB-', distanceToSchool: 'from1To3' },
    facilities: { midDayMeal: true, scholarship: 'none' },
  };

  it('are each field in words, blank when not recorded, and never the Aadhaar digits', () => {
    const cells = detailCells(details);
    expect(cells).toHaveLength(DETAIL_COLUMNS.length);
    const cell = (label: string) => cells[DETAIL_COLUMNS.indexOf(label)];
    expect(cell("Mother's Name")).toBe('Sunita Devi');
    expect(cell('Alternate Mobile')).toBe('+91 98765 43210');
    expect(cell('Social Category')).toBe('SC');
    expect(cell('EWS / disadvantaged group')).toBe('No');
    expect(cell('Impairment types')).toBe(
      'Hearing impairment (deaf and hard of hearing), Autism spectrum disorder',
    );
    expect(cell('Disability percentage')).toBe('40%');
    expect(cell('Height (cm)')).toBe('142 cm');
    expect(cell('Distance from home to school')).toBe('1 to 3 km');
    expect(cell('Scholarship')).toBe('None');
    expect(cell('Email')).toBe('');
    expect(cells.join('|')).not.toContain('0617');
  });

  it('are blank for a student whose document could not be read', () => {
    expect(detailCells(undefined).every((value) => value === '')).toBe(true);
  });

  it('follow the report columns only when asked for, each row as long as its header', () => {
    const entry = directoryEntry({ id: 'asha', name: 'Asha' });
    const today = new Date('2025-07-01T00:00:00Z');
    expect(studentRows([entry], today)[0]).toEqual([...REPORT_COLUMNS]);
    const rows = studentRows([entry], today, REPORT_COLUMNS, {
      headers: DETAIL_COLUMNS,
      byId: new Map([['asha', details]]),
    });
    expect(rows[0]).toEqual([...REPORT_COLUMNS, ...EXPORT_REGISTER_COLUMNS, ...DETAIL_COLUMNS]);
    expect(rows[1]).toHaveLength(rows[0]!.length);
    expect(rows[1]!.slice(REPORT_COLUMNS.length)).toEqual([
      ...registerCells(entry),
      ...detailCells(details),
    ]);
  });

  it('import back onto the same fields, headed in English or in Hindi', async () => {
    const columns = await exportMessages.load.hi();
    const hindi = DETAIL_FIELDS.map((field) => formatMessage(columns[`field.${field}`], 'hi'));
    const report = reportHeaders((key) => formatMessage(columns[key], 'hi'));
    const register = [
      formatMessage(columns['register.section'], 'hi'),
      formatMessage(columns['register.admissionNumber'], 'hi'),
    ];
    for (const headers of [
      [...REPORT_COLUMNS, ...EXPORT_REGISTER_COLUMNS, ...DETAIL_COLUMNS],
      [...report, ...register, ...hindi],
    ]) {
      const mapping = guessColumnMapping(headers);
      expect(mapping.section).toBe(REPORT_COLUMNS.length);
      expect(mapping.admissionNumber).toBe(REPORT_COLUMNS.length + 1);
      DETAIL_FIELDS.forEach((field, index) =>
        expect(mapping[field], field).toBe(REPORT_COLUMNS.length + 2 + index),
      );
    }
    // And each cell reads back as the value stored; but an APAAR ID, which a new student cannot
    // have without a parent's consent on record (the row is refused with it).
    const cells = Object.fromEntries(
      DETAIL_FIELDS.map((field, index) => [field, String(detailCells(details)[index])]),
    );
    const row = { name: 'Asha', educationLevel: '7th Standard', school: 'Narela School' };
    expect(cells.apaarId).not.toBe('');
    expect(checkImportRow({ ...cells, ...row })).toEqual({
      ok: false,
      problems: [ROW_PROBLEMS.apaarConsent],
    });
    const check = checkImportRow({ ...cells, apaarId: '', ...row });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    for (const group of DETAIL_GROUP_NAMES) {
      const {
        aadhaarLastFour,
        aadhaarKind,
        apaarId: _apaarId,
        ...stored
      } = details[group] as Record<string, unknown>;
      expect(check.student[group], group).toEqual(stored);
      expect(aadhaarLastFour === undefined || group === 'identity').toBe(true);
      expect(aadhaarKind === undefined || group === 'identity').toBe(true);
    }
  });
});
