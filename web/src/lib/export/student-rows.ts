import type { CsvCell } from '@village/model/csv';
import type { DirectoryEntry } from '@village/model/directory';
import { GENDER_LABELS } from '@village/model/filters';
import { CATEGORY_LABELS } from '@village/model/levels';
import { formatIndianMobile } from '@village/model/phone';
import { todayIso } from '@village/model/dates';
import { STUDENT_STATUS_LABELS, studentAge } from '@village/model/student';
import { DETAIL_FIELD_LABELS, detailValueText } from '@village/model/student-detail-labels';
import {
  DETAIL_FIELD_GROUPS,
  DETAIL_FIELDS,
  detailFieldSpec,
  type StudentDetails,
} from '@village/model/student-details';
import { ADMISSION_NUMBER_HEADER, SECTION_HEADER } from '@village/model/import/register-headers';
import { REPORT_COLUMNS } from './messages';

// The student list as a spreadsheet: the report's CSV of every student (/report) and the
// directory's export of its current filter (/students) write the same columns, the same way.

/** "2012-03-15" → "15-03-2012": day first, as Indian offices write dates. */
export function indianDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/** One student's row, in the order of REPORT_COLUMNS; `today` gives the age. */
export function reportRow(entry: DirectoryEntry, today: Date): CsvCell[] {
  return [
    entry.studentId ?? '',
    entry.name,
    entry.gender ? GENDER_LABELS[entry.gender] : '',
    indianDate(entry.dateOfBirth),
    studentAge(entry, today) ?? null,
    entry.educationLevel,
    entry.course,
    CATEGORY_LABELS[entry.category],
    entry.school,
    entry.address,
    entry.parentName,
    entry.parentContact ? formatIndianMobile(entry.parentContact) : '',
    STUDENT_STATUS_LABELS[entry.status],
  ];
}

/** REPORT_COLUMNS in a language: `t` is the export's texts (lib/export/messages.ts). */
export function reportHeaders(t: (key: `column.${(typeof REPORT_COLUMNS)[number]}`) => string) {
  return REPORT_COLUMNS.map((column) => t(`column.${column}`));
}

/**
 * The student's details (DETAIL_FIELDS: family, identity and the record's other groups) as the
 * directory's export adds them after REPORT_COLUMNS: each field once, group by group. Headed by
 * the fields' labels (English here; the export book's in the reader's language), which the import
 * reads back onto the same fields. The Aadhaar number is not among them, nor its last four digits:
 * they are not the export's to hand out.
 */
export const DETAIL_COLUMNS: readonly string[] = DETAIL_FIELDS.map(
  (field) => DETAIL_FIELD_LABELS[field],
);

/**
 * A student's details in the order of DETAIL_COLUMNS, in words as the import reads them back
 * (choices by their English labels, like the gender and status columns; Yes / No; a number with
 * its unit; a mobile number formatted); blank where nothing is recorded, and every cell blank
 * when the student's document could not be read (undefined).
 */
export function detailCells(details: StudentDetails | undefined): CsvCell[] {
  return DETAIL_FIELDS.map((field) => {
    const group = details?.[DETAIL_FIELD_GROUPS[field]] as
      Readonly<Record<string, unknown>> | undefined;
    const value = group?.[field];
    return value === undefined
      ? ''
      : detailValueText(detailFieldSpec(field)!, value, formatIndianMobile);
  });
}

/**
 * The register's columns the report leaves out and the directory's export adds after it, so that
 * an exported file imports back whole: the section and the admission number, headed as the import
 * template heads them.
 */
export const EXPORT_REGISTER_COLUMNS: readonly string[] = [SECTION_HEADER, ADMISSION_NUMBER_HEADER];

/** A student's cells in the order of EXPORT_REGISTER_COLUMNS. */
export function registerCells(entry: DirectoryEntry): CsvCell[] {
  return [entry.section, entry.admissionNumber];
}

/**
 * What the directory's export adds after the report's columns: the register's (their headers,
 * EXPORT_REGISTER_COLUMNS by default), then the details (their headers, and each student's by id).
 */
export interface ExportDetails {
  registerHeaders?: readonly string[];
  headers: readonly string[];
  byId: ReadonlyMap<string, StudentDetails>;
}

/**
 * The header (REPORT_COLUMNS, or the same in the reader's language), then the students in the
 * order given (the directory's export keeps its order); with `details`, each row goes on with the
 * student's section and admission number and details (the directory's export; the report's CSV
 * has none).
 */
export function studentRows(
  entries: readonly DirectoryEntry[],
  today: Date,
  headers: readonly string[] = REPORT_COLUMNS,
  details?: ExportDetails,
): CsvCell[][] {
  if (!details) return [[...headers], ...entries.map((entry) => reportRow(entry, today))];
  return [
    [...headers, ...(details.registerHeaders ?? EXPORT_REGISTER_COLUMNS), ...details.headers],
    ...entries.map((entry) => [
      ...reportRow(entry, today),
      ...registerCells(entry),
      ...detailCells(details.byId.get(entry.id)),
    ]),
  ];
}

/**
 * "Narela Public School" → "narela-public-school". Letters of any script are kept (a Hindi name
 * makes a Hindi file name, which every current system accepts); "organization" if nothing is left.
 */
export function slug(name: string): string {
  const slugged = name
    .normalize('NFC')
    .toLocaleLowerCase('en-IN')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slugged || 'organization';
}

/** village-education-<org>-students-YYYY-MM-DD.csv, dated today in India. */
export function reportFileName(organizationName: string, now: Date): string {
  return `village-education-${slug(organizationName)}-students-${todayIso(now)}.csv`;
}

/** students-<org>-YYYY-MM-DD.<extension>: the directory's export, dated today in India. */
export function exportFileName(organizationName: string, extension: 'csv' | 'xlsx', now: Date) {
  return `students-${slug(organizationName)}-${todayIso(now)}.${extension}`;
}

/** Today in India at midnight UTC (as ageOn reads it): ages on the day the file is dated. */
export function indianToday(now: Date): Date {
  return new Date(`${todayIso(now)}T00:00:00Z`);
}
