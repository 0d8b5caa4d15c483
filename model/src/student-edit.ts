// What an edit of a student writes, and where it meets someone else's change. Pure: the web app's
// edit page and its data module, and the tests, all use these.
//
// An edit writes only the fields the user changed relative to the record as the form opened with
// it (the "base"), so that an edit saved later (offline, or after a slow form) does not put back
// the old values of fields other people changed meanwhile. A field both changed is a conflict: the
// page shows both values and asks before overwriting.
import { GENDER_LABELS } from './filters';
import { formatIndianMobile } from './phone';
import { DETAIL_FIELD_LABELS, DETAIL_GROUP_LABELS, detailValueText } from './student-detail-labels';
import {
  DETAIL_GROUP_NAMES,
  recordedDetailFields,
  sameDetailGroup,
  type DetailGroupName,
} from './student-details';
import {
  deriveStudentFields,
  STUDENT_STATUS_LABELS,
  type LatLng,
  type StudentDerived,
  type StudentInput,
  type StudentStatus,
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

/** Whether a field is one of the "More details" groups (a map, edited and compared as one). */
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
  /** Written fields whose stored value differs from both the base and the form's value. */
  conflicts: StudentFieldConflict[];
}

/**
 * What saving `edited` would write over `current`, when the form was opened with `base`.
 * A field changed elsewhere but not in the form is not written: the other change stays.
 */
export function planStudentEdit(
  base: StudentInput,
  current: StudentInput,
  edited: StudentInput,
): StudentEditPlan {
  const changed = changedStudentFields(base, edited);
  // A change the record already holds (the same change made elsewhere) needs no write.
  const needed = new Set(
    changed.filter((field) => !sameFieldValue(field, current[field], edited[field])),
  );
  for (const inputs of Object.values(STUDENT_DERIVED_INPUTS)) {
    if (inputs.some((field) => needed.has(field))) for (const field of inputs) needed.add(field);
  }
  const written = STUDENT_FIELDS.filter((field) => needed.has(field));
  const conflicts = written
    .filter(
      (field) =>
        !sameFieldValue(field, current[field], base[field]) &&
        !sameFieldValue(field, current[field], edited[field]),
    )
    .map((field): StudentFieldConflict => ({
      field,
      label: STUDENT_FIELD_LABELS[field],
      base: base[field],
      theirs: current[field],
      yours: edited[field],
    }));
  return { changed, written, conflicts };
}

/** `edited` with the conflicting fields set back to the stored values ("keep theirs"). */
export function keepingTheirs(
  edited: StudentInput,
  conflicts: readonly StudentFieldConflict[],
  current: StudentInput,
): StudentInput {
  const result: Record<string, unknown> = { ...edited };
  for (const { field } of conflicts) result[field] = current[field];
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2012-03-15" → "15 March 2012", as the profile shows dates. */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A field's value in words, as the profile would show it; an empty value is "Not recorded". */
export function studentFieldText<K extends StudentField>(field: K, value: StudentInput[K]): string {
  if (value === null || value === '') return 'Not recorded';
  if (isDetailGroup(field)) {
    const lines = recordedDetailFields(field, value as never).map(
      (line) =>
        `${DETAIL_FIELD_LABELS[line.field]}: ${detailValueText(line.spec, line.value, formatIndianMobile)}`,
    );
    return lines.length === 0 ? 'Not recorded' : lines.join('\n');
  }
  switch (field) {
    case 'dateOfBirth':
    case 'enrollmentDate':
      return longDate(value as string);
    case 'gender':
      return GENDER_LABELS[value as keyof typeof GENDER_LABELS];
    case 'parentContact':
      return formatIndianMobile(value as string);
    case 'location': {
      const { lat, lng } = value as LatLng;
      return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
    }
    case 'status':
      return STUDENT_STATUS_LABELS[value as StudentStatus];
    default:
      return String(value);
  }
}
