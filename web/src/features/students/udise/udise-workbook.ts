import type { Student } from '@village/model/student';
import type { UdiseCheck } from '@village/model/udise-checks';
import {
  UDISE_CODE_TABLES,
  type UdiseCodeOverrides,
  type UdiseCodeTable,
} from '@village/model/udise-code-tables';
import type { UdiseCell, UdiseExport } from '@village/model/udise-export';
import { UDISE_SHEET_LAYOUT, UDISE_STUDENT_COLUMNS } from '@village/model/udise-template';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { SheetToWrite } from '../../../lib/spreadsheet/xlsx-write';
import type { udiseMessages } from './messages';

type T = TranslateOf<(typeof udiseMessages)['en']>;

/** The template's name for its student sheet; the sheet's headers are the template's own too. */
export const UDISE_STUDENT_SHEET = 'Student Data';

export interface UdiseWorkbookInput {
  result: UdiseExport;
  students: ReadonlyMap<string, Student>;
  /** The school's 11-digit UDISE code, for E3; undefined while the office has not set it. */
  schoolCode: string | undefined;
  overrides: UdiseCodeOverrides;
  t: T;
}

const HEADER_OF = new Map(UDISE_STUDENT_COLUMNS.map(({ key, header }) => [key, header]));

/**
 * The student sheet as the portal's template lays it out: the school's code in E3, the header on
 * row 7, one student per row from row 8.
 */
function studentSheet(result: UdiseExport, schoolCode: string | undefined): SheetToWrite {
  const { schoolCodeRow, schoolCodeColumn, headerRow } = UDISE_SHEET_LAYOUT;
  const top: UdiseCell[][] = Array.from({ length: headerRow - 1 }, () => []);
  top[schoolCodeRow - 1]![schoolCodeColumn] = schoolCode;
  return {
    name: UDISE_STUDENT_SHEET,
    rows: [...top, UDISE_STUDENT_COLUMNS.map(({ header }) => header), ...result.rows],
    columnWidths: UDISE_STUDENT_COLUMNS.map(({ header }) => Math.min(30, header.length + 2)),
  };
}

/** Every student and field the portal would refuse or question, in the office's language. */
function checkSheet({ result, students, schoolCode, t }: UdiseWorkbookInput): SheetToWrite {
  const notes: string[][] = [[t('check.title')]];
  if (!schoolCode) notes.push([t('check.schoolCode')]);
  if (result.leftOut > 0) notes.push([t('check.leftOut', { count: result.leftOut })]);
  if (result.checks.length === 0 && schoolCode) notes.push([t('check.none')]);
  const header = [
    t('check.student'),
    t('check.admissionNumber'),
    t('check.class'),
    t('check.section'),
    t('check.column'),
    t('check.problem'),
    t('check.severity'),
    t('check.value'),
  ];
  const line = (check: UdiseCheck) => {
    const student = students.get(check.studentId);
    return [
      check.studentName,
      student?.admissionNumber ?? '',
      student?.educationLevel ?? '',
      student?.section ?? '',
      HEADER_OF.get(check.column) ?? check.column,
      t(`problem.${check.problem}`, { value: check.value ?? '' }),
      t(`severity.${check.severity}`),
      check.value ?? '',
    ];
  };
  return {
    name: t('check.sheet'),
    rows: [...notes, [], header, ...result.checks.map(line)],
    columnWidths: [24, 14, 14, 8, 36, 60, 16, 24],
  };
}

/** Every code the file may use and what it means, and where each table comes from. */
function codeSheet({ overrides, t }: UdiseWorkbookInput): SheetToWrite {
  const source = (table: UdiseCodeTable) =>
    table.confidence === 'verbatim' ? t('codes.verbatim') : t('codes.secondary');
  const rows: (string | number)[][] = [
    [t('codes.table'), t('codes.code'), t('codes.meaning'), t('codes.source')],
  ];
  for (const [name, table] of Object.entries(UDISE_CODE_TABLES) as [
    keyof typeof UDISE_CODE_TABLES,
    UdiseCodeTable,
  ][]) {
    for (const { code, label } of table.codes) rows.push([table.title, code, label, source(table)]);
    for (const [value, code] of Object.entries(overrides[name] ?? {}))
      rows.push([table.title, code, value, t('codes.office')]);
  }
  return { name: t('codes.sheet'), rows, header: true, columnWidths: [34, 8, 48, 36] };
}

/**
 * The UDISE+ return's workbook: "Check first" (what to put right before filing), the student
 * sheet second as in the portal's template, and the codes.
 */
export function udiseSheets(input: UdiseWorkbookInput): SheetToWrite[] {
  return [checkSheet(input), studentSheet(input.result, input.schoolCode), codeSheet(input)];
}
