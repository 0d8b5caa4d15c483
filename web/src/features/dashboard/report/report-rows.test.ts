import { describe, expect, it } from 'vitest';
import { CSV_BOM, parseCsv, toCsv } from '@village/model/csv';
import { entry } from '../../../testing/directory-entry';
import {
  indianDate,
  indianToday,
  reportFileName,
  studentRows,
  slug,
} from '../../../lib/export/student-rows';
import { REPORT_COLUMNS } from '../../../lib/export/messages';

const TODAY = new Date('2025-07-01T00:00:00Z');

const KAVYA = entry({
  id: 'kavya',
  studentId: 'NPS-0007',
  name: 'Kavya Raghav',
  gender: 'female',
  dateOfBirth: '2014-07-02', // 10 on TODAY: her birthday is tomorrow
  educationLevel: 'B.Sc',
  course: 'Computer Science',
  school: 'Delhi University',
  address: 'House 4, Gali 2\nAlipur, Delhi',
  parentName: 'Suresh "Sonu" Raghav',
  parentContact: '+919876543210',
  status: 'graduated',
});
const ANANYA = entry({ id: 'ananya', name: 'अनन्या शर्मा', educationLevel: '3rd Standard' });
const FORMULA = entry({ id: 'formula', name: '=HYPERLINK("http://x","y")' });
const AARAV = entry({ id: 'aarav', name: 'aarav kumar', educationLevel: '8th Standard' });

describe('studentRows', () => {
  it('starts with the header and gives each student every column', () => {
    const [header, row] = studentRows([KAVYA], TODAY);
    expect(header).toEqual([...REPORT_COLUMNS]);
    expect(row).toEqual([
      'NPS-0007',
      'Kavya Raghav',
      'Female',
      '02-07-2014',
      10,
      'B.Sc',
      'Computer Science',
      'Higher Education',
      'Delhi University',
      'House 4, Gali 2\nAlipur, Delhi',
      'Suresh "Sonu" Raghav',
      '+91 98765 43210',
      'Graduated',
    ]);
  });

  it('leaves what is not recorded empty', () => {
    const [, row] = studentRows([ANANYA], TODAY);
    expect(row).toEqual([
      '',
      'अनन्या शर्मा',
      '',
      '',
      null,
      '3rd Standard',
      '',
      'Primary',
      'Narela Government Public School',
      '',
      '',
      '',
      'Active',
    ]);
  });

  it("keeps the order it is given: the directory's engine sorts", () => {
    const names = studentRows([KAVYA, AARAV], TODAY)
      .slice(1)
      .map((row) => row[1]);
    expect(names).toEqual(['Kavya Raghav', 'aarav kumar']);
  });
});

describe('the report file', () => {
  it('is one record per student after the header, quoted and formula-safe', () => {
    const text = toCsv(studentRows([FORMULA, KAVYA, ANANYA], TODAY));
    expect(text.startsWith(`${CSV_BOM}Student ID,Name,Gender,Date of Birth,Age,`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.length === REPORT_COLUMNS.length)).toBe(true);
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://x","y")');
    const kavya = rows.find((row) => row[1] === 'Kavya Raghav');
    expect(kavya?.[9]).toBe('House 4, Gali 2\nAlipur, Delhi');
    expect(kavya?.[10]).toBe('Suresh "Sonu" Raghav');
    // The phone begins with "+": kept readable, made inert (model/src/csv.ts says why).
    expect(kavya?.[11]).toBe("'+91 98765 43210");
    expect(rows.some((row) => row[1] === 'अनन्या शर्मा')).toBe(true);
  });

  it('is the header alone for an organization without students', () => {
    expect(parseCsv(toCsv(studentRows([], TODAY)))).toEqual([[...REPORT_COLUMNS]]);
  });
});

describe('file name and dates', () => {
  it('writes dates day first', () => {
    expect(indianDate('2012-03-15')).toBe('15-03-2012');
    expect(indianDate(null)).toBe('');
  });

  it('names the file after the organization and the date in India', () => {
    // 20:00 UTC on 31 July is already 1 August in India.
    const now = new Date('2025-07-31T20:00:00Z');
    expect(reportFileName('Narela Public School', now)).toBe(
      'village-education-narela-public-school-students-2025-08-01.csv',
    );
    expect(indianToday(now).toISOString()).toBe('2025-08-01T00:00:00.000Z');
  });

  it('slugs any script and falls back when nothing is left', () => {
    expect(slug("  St. Mary's Convent, Delhi ")).toBe('st-mary-s-convent-delhi');
    expect(slug('ग्राम विद्यालय')).toBe('ग्राम-विद्यालय');
    expect(slug('***')).toBe('organization');
  });
});
