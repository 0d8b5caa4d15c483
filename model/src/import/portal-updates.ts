// The portal's sheet read back updates the students already here rather than adding them twice:
// a row is the student who holds its admission number, or else the one student of its name and
// date of birth. What it changes is what its cells say differently from the cells the export
// writes for that student now, so that a sheet exported and read back unchanged changes nothing,
// and a cell the office corrected on the portal's copy changes that field alone.
import type { DirectoryEntry } from '../directory-encoding';
import { DETAIL_FIELD_GROUPS, detailFieldSpec, type DetailFieldKey } from '../student-details';
import type { Student, StudentInput } from '../student';
import type { UdiseCodeOverrides } from '../udise-code-tables';
import { portalNameProblem } from '../udise-checks';
import { udiseExport } from '../udise-export';
import { UDISE_STUDENT_COLUMNS, type UdiseColumnKey } from '../udise-template';
import type { GoodRow } from './check-rows';
import type { ImportCells } from './check-row';
import type { ImportField } from './columns';
import { PORTAL_FIELDS, portalRowCells } from './portal-sheet';

/** How a row was found to be a student already here. */
export type PortalMatchKind = 'admissionNumber' | 'nameAndBirth';

export interface PortalMatch {
  entry: DirectoryEntry;
  by: PortalMatchKind;
}

const folded = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const nameAndBirth = (name: string, dateOfBirth: string | null) =>
  `${folded(name)}|${dateOfBirth ?? ''}`;

/** Adds `entry` under `key`; a key two students share finds neither (null). */
function addUnique<K>(map: Map<K, DirectoryEntry | null>, key: K, entry: DirectoryEntry) {
  map.set(key, map.has(key) ? null : entry);
}

/**
 * Each row that is a student already here, by its row number: the one student holding its
 * admission number, else the one student of its name and date of birth (a row without a date of
 * birth is matched by its number only). A number or a name and date that two students share
 * matches no one: the row is then new, and the preview's duplicate check says whom it looks like.
 */
export function matchPortalRows(
  rows: readonly GoodRow[],
  existing: Iterable<DirectoryEntry>,
): Map<number, PortalMatch> {
  const byNumber = new Map<string, DirectoryEntry | null>();
  const byNameAndBirth = new Map<string, DirectoryEntry | null>();
  for (const entry of existing) {
    if (entry.admissionNumber) addUnique(byNumber, entry.admissionNumber, entry);
    if (entry.dateOfBirth)
      addUnique(byNameAndBirth, nameAndBirth(entry.name, entry.dateOfBirth), entry);
  }
  const matches = new Map<number, PortalMatch>();
  for (const { row, student } of rows) {
    const holder = student.admissionNumber ? byNumber.get(student.admissionNumber) : undefined;
    if (holder) {
      matches.set(row, { entry: holder, by: 'admissionNumber' });
      continue;
    }
    if (!student.dateOfBirth) continue;
    const twin = byNameAndBirth.get(nameAndBirth(student.name, student.dateOfBirth));
    // A student holding another number is someone else of the same name and birthday.
    if (twin && (!twin.admissionNumber || !student.admissionNumber))
      matches.set(row, { entry: twin, by: 'nameAndBirth' });
  }
  return matches;
}

const TEMPLATE_INDEXES = Object.fromEntries(
  UDISE_STUDENT_COLUMNS.map(({ key }, index) => [key, index]),
) as Record<UdiseColumnKey, number>;

/**
 * The cells the export writes for `student` now, in the import's words, with the office's codes;
 * undefined for a student the return does not hold (not in classes 1 to 12).
 */
export function exportedCells(
  student: Student,
  overrides: UdiseCodeOverrides = {},
): ImportCells | undefined {
  // The session decides only what the export questions, never a cell. The return holds the
  // students on the roll; a matched student who left is compared all the same.
  const settings = { session: { start: '0001-01-01', end: '9999-12-31' }, overrides };
  const [row] = udiseExport([{ ...student, status: 'active' }], settings).rows;
  if (!row) return undefined;
  const values = row.map((cell) => (cell === undefined ? null : cell));
  return portalRowCells(values, TEMPLATE_INDEXES, overrides);
}

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ') === (b ?? '').trim().replace(/\s+/g, ' ');

/**
 * The fields a row changes: those whose cell differs from the export's for the student now (all
 * the row fills when the export holds no cells for the student).
 */
export function portalChangedFields(
  sheet: ImportCells,
  exported: ImportCells | undefined,
): ImportField[] {
  return PORTAL_FIELDS.filter((field) =>
    exported ? !sameText(sheet[field], exported[field]) : (sheet[field] ?? '').trim() !== '',
  );
}

/**
 * The student with the changed fields taken from the row's reading (`sheet`, as checkImportRow
 * read it), the rest as they are. The sheet holds one impairment: a changed one becomes the first
 * recorded (and the main one, if one was chosen), the others kept. It holds the name in English
 * letters: for a name the register keeps in another script, a changed one is that spelling's.
 */
export function portalUpdatedStudent(
  current: StudentInput,
  sheet: StudentInput,
  fields: readonly ImportField[],
): StudentInput {
  const next: StudentInput = { ...current };
  const record = next as unknown as Record<string, unknown>;
  for (const field of fields) {
    if (field === 'name' && portalNameProblem(current.name) === 'nameLetters') {
      next.identity = { ...next.identity, nameInEnglish: sheet.name };
      continue;
    }
    if (!detailFieldSpec(field)) {
      record[field] = (sheet as unknown as Record<string, unknown>)[field];
      continue;
    }
    const group = DETAIL_FIELD_GROUPS[field as DetailFieldKey];
    const values = { ...(next[group] as Record<string, unknown>) };
    let value = (sheet[group] as Record<string, unknown>)[field];
    if (field === 'impairments' && Array.isArray(value) && value.length === 1) {
      const first = value[0] as string;
      const kept = (values.impairments as string[] | undefined) ?? [];
      value = [first, ...kept.filter((item) => item !== first)];
      if (values.primaryImpairment !== undefined) values.primaryImpairment = first;
    }
    if (value === undefined) delete values[field];
    else values[field] = value;
    record[group] = values;
  }
  return next;
}
