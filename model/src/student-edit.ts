// What an edit of a student writes, and where it meets someone else's change. Pure: the web app's
// edit page and its data module, and the tests, all use these.
//
// An edit writes only the fields the user changed relative to the record as the form opened with
// it (the "base"), so that an edit saved later (offline, or after a slow form) does not put back
// the old values of fields other people changed meanwhile. A field both changed is a conflict: the
// page shows both values and asks before overwriting.
import { DETAIL_GROUP_LABELS } from './student-detail-labels';
import { DETAIL_GROUP_NAMES, sameDetailGroup, type DetailGroupName } from './student-details';
import {
  deriveStudentFields,
  type LatLng,
  type StudentDerived,
  type StudentInput,
} from './student';

export type StudentField = keyof StudentInput;

/** The edit form's labels, in the form's order (status is carried, not shown, by the form). */
export const STUDENT_FIELD_LABELS: Readonly<Record<StudentField, string>> = {
  name: 'Full Name',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  educationLevel: 'Education Level',
  course: 'Course',
  school: 'School/College Name',
  section: 'Section',
  admissionNumber: 'Admission No.',
  enrollmentDate: 'Enrollment Date',
  address: 'Address',
  location: 'Location',
  parentName: 'Parent/Guardian Name',
  parentContact: 'Parent Contact',
  parentOccupation: 'Parent Occupation',
  status: 'Status',
  ...DETAIL_GROUP_LABELS,
};

/** Whether a field is one of the "More details" groups (a map, written field by field). */
export function isDetailGroup(field: StudentField): field is DetailGroupName {
  return (DETAIL_GROUP_NAMES as readonly string[]).includes(field);
}

export const STUDENT_FIELDS = Object.keys(STUDENT_FIELD_LABELS) as StudentField[];

/**
 * The inputs each stored derived field is computed from (deriveStudentFields). When an edit writes
 * any of them it writes all of them with the derived field, all from the same form, so the stored
 * document is consistent whatever another edit wrote to one of the inputs in between (the rules
 * check level and category together too).
 */
export const STUDENT_DERIVED_INPUTS = {
  category: ['educationLevel'],
} as const satisfies Record<keyof StudentDerived, readonly StudentField[]>;

function sameLocation(a: LatLng | null, b: LatLng | null): boolean {
  if (a === null || b === null) return a === b;
  return a.lat === b.lat && a.lng === b.lng;
}

/** Whether two values of one detail field are the same (lists item by item; absent is absent). */
function sameDetailValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

type DetailValues = Readonly<Record<string, unknown>>;

/** The fields of a group that differ between two of its versions, in key order. */
function changedDetailFields(a: object, b: object): string[] {
  const left = a as DetailValues;
  const right = b as DetailValues;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return keys.filter((key) => !sameDetailValue(left[key], right[key]));
}

/** Whether two values of a field are the same (locations by their coordinates). */
export function sameFieldValue<K extends StudentField>(
  field: K,
  a: StudentInput[K],
  b: StudentInput[K],
): boolean {
  if (field === 'location') return sameLocation(a as LatLng | null, b as LatLng | null);
  if (isDetailGroup(field)) return sameDetailGroup(a as object, b as object);
  return a === b;
}

/** The fields whose values differ between two versions of a student's input, in form order. */
export function changedStudentFields(before: StudentInput, after: StudentInput): StudentField[] {
  return STUDENT_FIELDS.filter((field) => !sameFieldValue(field, before[field], after[field]));
}

/** A field changed both in this edit and, since the form opened, in the stored record. */
export interface StudentFieldConflict<K extends StudentField = StudentField> {
  field: K;
  label: string;
  /** The record's value when the form opened. */
  base: StudentInput[K];
  /** The value stored now (the server's, or this device's copy when offline). */
  theirs: StudentInput[K];
  /** The value in the form. */
  yours: StudentInput[K];
}

export interface StudentEditPlan {
  /** The fields the user changed in the form (relative to the base). */
  changed: StudentField[];
  /**
   * The input fields the save writes: the changed ones that the record does not already hold,
   * and the other inputs of any derived field they feed. Empty: there is nothing to write.
   */
  written: StudentField[];
  /**
   * Of each "More details" group written, the fields written: a group is written field by field,
   * so that two devices changing two fields of one group both keep their change.
   */
  detailFields: Partial<Record<DetailGroupName, string[]>>;
  /**
   * Written fields whose stored value differs from both the base and the form's value; a group
   * when one of its written fields does.
   */
  conflicts: StudentFieldConflict[];
}

/**
 * What saving `edited` would write over `current`, when the form was opened with `base`.
 * A field changed elsewhere but not in the form is not written: the other change stays. The
 * "More details" groups are compared field by field.
 */
export function planStudentEdit(
  base: StudentInput,
  current: StudentInput,
  edited: StudentInput,
): StudentEditPlan {
  const changed = changedStudentFields(base, edited);
  const detailFields: Partial<Record<DetailGroupName, string[]>> = {};
  const conflicting = new Set<StudentField>();
  // A change the record already holds (the same change made elsewhere) needs no write.
  const needed = new Set<StudentField>();
  for (const field of changed) {
    if (isDetailGroup(field)) {
      const mine = changedDetailFields(base[field], edited[field]);
      const stored = new Set(changedDetailFields(current[field], edited[field]));
      const fields = mine.filter((key) => stored.has(key));
      if (fields.length === 0) continue;
      needed.add(field);
      detailFields[field] = fields;
      const theirs = new Set(changedDetailFields(base[field], current[field]));
      if (fields.some((key) => theirs.has(key))) conflicting.add(field);
    } else if (!sameFieldValue(field, current[field], edited[field])) {
      needed.add(field);
      if (!sameFieldValue(field, current[field], base[field])) conflicting.add(field);
    }
  }
  for (const inputs of Object.values(STUDENT_DERIVED_INPUTS)) {
    if (inputs.some((field) => needed.has(field))) {
      for (const field of inputs) {
        if (needed.has(field)) continue;
        needed.add(field);
        if (
          !sameFieldValue(field, current[field], base[field]) &&
          !sameFieldValue(field, current[field], edited[field])
        )
          conflicting.add(field);
      }
    }
  }
  const written = STUDENT_FIELDS.filter((field) => needed.has(field));
  const conflicts = written
    .filter((field) => conflicting.has(field))
    .map((field): StudentFieldConflict => ({
      field,
      label: STUDENT_FIELD_LABELS[field],
      base: base[field],
      theirs: current[field],
      yours: edited[field],
    }));
  return { changed, written, detailFields, conflicts };
}

/**
 * `edited` with the conflicting fields set back to the stored values ("keep theirs"); in a group,
 * the fields both changed take the stored value, and the form's other changes stay.
 */
export function keepingTheirs(
  edited: StudentInput,
  conflicts: readonly StudentFieldConflict[],
  current: StudentInput,
): StudentInput {
  const result: Record<string, unknown> = { ...edited };
  for (const { field, base } of conflicts) {
    if (!isDetailGroup(field)) {
      result[field] = current[field];
      continue;
    }
    const theirs = current[field] as DetailValues;
    const group: Record<string, unknown> = { ...(edited[field] as DetailValues) };
    const changedHere = new Set(changedDetailFields(base as object, edited[field]));
    for (const key of changedDetailFields(base as object, theirs)) {
      if (!changedHere.has(key)) continue;
      if (theirs[key] === undefined) delete group[key];
      else group[key] = theirs[key];
    }
    result[field] = group;
  }
  return result as StudentInput;
}

export type StudentEditData = Partial<StudentInput> & Partial<StudentDerived>;

/** The values of the written fields, with the derived fields computed from the same form. */
export function studentEditData(
  edited: StudentInput,
  written: readonly StudentField[],
): StudentEditData {
  const data: Record<string, unknown> = {};
  for (const field of written) data[field] = edited[field];
  const derived = deriveStudentFields(edited);
  for (const [key, inputs] of Object.entries(STUDENT_DERIVED_INPUTS)) {
    if (inputs.some((field) => written.includes(field)))
      data[key] = derived[key as keyof StudentDerived];
  }
  return data as StudentEditData;
}

/** What an edit writes: values by field path ("family.motherName"), and the paths it removes. */
export interface StudentEditWrites {
  data: Record<string, unknown>;
  /** Detail fields the form cleared: the web writes them as Firestore's deleteField(). */
  removed: string[];
}

/**
 * The plan's writes as an update's field paths: each register field whole, each "More details"
 * group field by field ("family.motherName"), so that another device's change to another field
 * of the same group stays.
 */
export function studentEditWrites(edited: StudentInput, plan: StudentEditPlan): StudentEditWrites {
  const registerFields = plan.written.filter((field) => !isDetailGroup(field));
  const data: Record<string, unknown> = { ...studentEditData(edited, registerFields) };
  const removed: string[] = [];
  for (const group of plan.written.filter(isDetailGroup)) {
    const values = edited[group] as DetailValues;
    for (const key of plan.detailFields[group] ?? []) {
      const value = values[key];
      if (value === undefined) removed.push(`${group}.${key}`);
      else data[`${group}.${key}`] = value;
    }
  }
  return { data, removed };
}
