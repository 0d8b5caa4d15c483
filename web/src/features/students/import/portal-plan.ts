import type { DirectoryEntry } from '@village/model/directory';
import type { CheckedRows, GoodRow } from '@village/model/import/check-rows';
import { checkedStudent, ROW_PROBLEMS } from '@village/model/import/check-row';
import {
  cellsOf,
  type ColumnMapping,
  type ValueOverrides,
} from '@village/model/import/column-matching';
import type { ImportField } from '@village/model/import/columns';
import type { ImportTable } from '@village/model/import/header-row';
import {
  exportedCells,
  portalChangedFields,
  portalUpdatedStudent,
  type PortalMatch,
  type PortalMatchKind,
} from '@village/model/import/portal-updates';
import {
  admissionNumberInUseText,
  studentInputOf,
  type Student,
  type StudentInput,
} from '@village/model/student';
import type { UdiseCodeOverrides } from '@village/model/udise-code-tables';

// The UDISE+ portal's sheet read back: its rows that are students already here (matchPortalRows)
// become updates of those students, each with the fields it changes, rather than new students.

export interface PortalUpdate {
  row: number;
  /** The name as the row has it. */
  name: string;
  /** The student's document id, and who they are ("Ravi Kumar (NPS-0012)"). */
  studentDocId: string;
  student: string;
  by: PortalMatchKind;
  /** The fields the row changes, in the import template's order. */
  fields: ImportField[];
  /** The student as stored when the preview was made, and as the row leaves them. */
  current: StudentInput;
  next: StudentInput;
}

export interface PortalPlan {
  updates: PortalUpdate[];
  /** Rows that are students already here and change nothing of them. */
  unchanged: GoodRow[];
  /** The rows left to import as new students, with the matched rows that cannot be updated. */
  rest: CheckedRows;
}

export const describeEntry = (entry: Pick<DirectoryEntry, 'name' | 'studentId'>) =>
  entry.studentId ? `${entry.name} (${entry.studentId})` : entry.name;

/**
 * Sorts the checked rows of a portal sheet: a matched row whose student is read becomes an update
 * (or is unchanged); one whose student this device could not read, whose change the schema
 * refuses, or whose new admission number another student holds, is an error; the others are left
 * for the preview of new students.
 */
export function planPortalRows(input: {
  table: ImportTable;
  checked: CheckedRows;
  mapping: ColumnMapping;
  valueOverrides: ValueOverrides;
  matches: ReadonlyMap<number, PortalMatch>;
  students: ReadonlyMap<string, Student>;
  existing: readonly DirectoryEntry[];
  overrides: UdiseCodeOverrides;
}): PortalPlan {
  const { table, checked, mapping, valueOverrides, matches, students, existing } = input;
  const valuesByRow = new Map(table.rows.map(({ row, values }) => [row, values]));
  const plan: PortalPlan = {
    updates: [],
    unchanged: [],
    rest: { good: [], bad: [...checked.bad] },
  };
  const refuse = (row: GoodRow, problems: string[]) =>
    plan.rest.bad.push({ row: row.row, name: row.name, problems, unread: [] });
  for (const good of checked.good) {
    const match = matches.get(good.row);
    if (!match) {
      plan.rest.good.push(good);
      continue;
    }
    const stored = students.get(match.entry.id);
    if (!stored) {
      refuse(good, [ROW_PROBLEMS.matchNotRead]);
      continue;
    }
    const cells = cellsOf(valuesByRow.get(good.row) ?? [], mapping, valueOverrides);
    const fields = portalChangedFields(cells, exportedCells(stored, input.overrides));
    if (fields.length === 0) {
      plan.unchanged.push(good);
      continue;
    }
    const current = studentInputOf(stored);
    const checkedNext = checkedStudent(portalUpdatedStudent(current, good.student, fields));
    if (!checkedNext.ok) {
      refuse(good, checkedNext.problems);
      continue;
    }
    const number = checkedNext.student.admissionNumber;
    const holder = fields.includes('admissionNumber')
      ? existing.find((entry) => entry.admissionNumber === number && entry.id !== stored.id)
      : undefined;
    if (number && holder) {
      refuse(good, [admissionNumberInUseText(number, holder)]);
      continue;
    }
    plan.updates.push({
      row: good.row,
      name: good.name,
      studentDocId: stored.id,
      student: describeEntry(match.entry),
      by: match.by,
      fields,
      current,
      next: checkedNext.student,
    });
  }
  plan.rest.bad.sort((a, b) => a.row - b.row);
  return plan;
}

/** The levels and ids of the matched students, to read their records in as few queries as can be. */
export function matchedStudents(matches: ReadonlyMap<number, PortalMatch>) {
  const entries = [
    ...new Map([...matches.values()].map(({ entry }) => [entry.id, entry])).values(),
  ];
  return {
    ids: new Set(entries.map((entry) => entry.id)),
    onRoll: entries.filter((entry) => entry.status === 'active'),
    others: entries.filter((entry) => entry.status !== 'active'),
  };
}
