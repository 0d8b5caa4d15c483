import type { AadhaarKind } from './identity';
import {
  STUDENT_DETAIL_GROUPS,
  type DETAIL_CHOICE_TABLES,
  type DetailChoiceTable,
  type DetailFieldSpec,
} from './student-detail-table';

// The student's "More details": what UDISE+ asks of each student beyond the register's fields, in
// groups, every field optional. Each group is one map on the student document (`family`,
// `identity`, ...), holding only the fields that were recorded: a field left empty is absent, so
// old documents and new ones read the same. One table says each field's kind and limits
// (student-detail-table.ts, re-exported here); the form draws its inputs from it, the profile its
// lines, and the schemas their checks (student-details-schema.ts); its labels in English are in
// student-detail-labels.ts. firestore.rules checks the same (validDetailGroups), field by field.
//
// The Aadhaar number itself is never here: it lives in private/identity (model/src/identity.ts);
// the identity group keeps only its last four digits and kind, for the masked form.

export {
  DETAIL_CHOICE_TABLES,
  DETAIL_EMAIL_PATTERN,
  DETAIL_MESSAGES,
  LATIN_NAME_PATTERN,
  PINCODE_PATTERN,
  ROLL_NUMBER_PATTERN,
  STUDENT_DETAIL_GROUPS,
  VOCATIONAL_ID_PATTERN,
  type DetailChoiceTable,
  type DetailFieldSpec,
  type DetailUnit,
} from './student-detail-table';

type TableValue<T extends DetailChoiceTable> = (typeof DETAIL_CHOICE_TABLES)[T][number]['value'];

export type DetailGroupName = keyof typeof STUDENT_DETAIL_GROUPS;
export type DetailFieldKey = {
  [G in DetailGroupName]: keyof (typeof STUDENT_DETAIL_GROUPS)[G] & string;
}[DetailGroupName];

export const DETAIL_GROUP_NAMES = Object.keys(STUDENT_DETAIL_GROUPS) as DetailGroupName[];

/** Every field, group by group in the form's order (the import's and the export's columns). */
export const DETAIL_FIELDS: readonly DetailFieldKey[] = DETAIL_GROUP_NAMES.flatMap(
  (group) => Object.keys(STUDENT_DETAIL_GROUPS[group]) as DetailFieldKey[],
);

/** The group of each field (field names are unique across the groups). */
export const DETAIL_FIELD_GROUPS = Object.fromEntries(
  DETAIL_GROUP_NAMES.flatMap((group) =>
    Object.keys(STUDENT_DETAIL_GROUPS[group]).map((field) => [field, group]),
  ),
) as Readonly<Record<DetailFieldKey, DetailGroupName>>;

/** A field's spec by its name; undefined for a name that is not a detail field. */
export function detailFieldSpec(field: string): DetailFieldSpec | undefined {
  if (!Object.hasOwn(DETAIL_FIELD_GROUPS, field)) return undefined;
  const group = DETAIL_FIELD_GROUPS[field as DetailFieldKey];
  return (STUDENT_DETAIL_GROUPS[group] as Record<string, DetailFieldSpec>)[field];
}

type ValueOf<S> = S extends { kind: 'choice'; table: infer T extends DetailChoiceTable }
  ? TableValue<T>
  : S extends { kind: 'multi'; table: infer T extends DetailChoiceTable }
    ? TableValue<T>[]
    : S extends { kind: 'yesNo' }
      ? boolean
      : S extends { kind: 'number' }
        ? number
        : string;

/** The last four digits and kind of the number in private/identity: enough for the masked form. */
export interface AadhaarSummary {
  aadhaarLastFour?: string;
  aadhaarKind?: AadhaarKind;
}

/** A group as stored: the recorded fields only. */
export type DetailGroup<G extends DetailGroupName> = {
  -readonly [F in keyof (typeof STUDENT_DETAIL_GROUPS)[G]]?: ValueOf<
    (typeof STUDENT_DETAIL_GROUPS)[G][F]
  >;
} & (G extends 'identity' ? AadhaarSummary : unknown);

/** A group as the form gives it: '' or null is "not recorded"; a number may still be text. */
export type DetailGroupDraft<G extends DetailGroupName> = {
  [F in keyof (typeof STUDENT_DETAIL_GROUPS)[G]]?:
    ValueOf<(typeof STUDENT_DETAIL_GROUPS)[G][F]> | string | null;
} & (G extends 'identity' ? AadhaarSummary : unknown);

/** Every group of a student, each {} when nothing of it is recorded. */
export type StudentDetails = { [G in DetailGroupName]: DetailGroup<G> };

export type DetailFieldName<G extends DetailGroupName> = keyof (typeof STUDENT_DETAIL_GROUPS)[G] &
  string;

/** The classes whose students choose a stream (UDISE+ asks it of XI and XII only). */
export const STREAM_LEVELS = ['11th Standard', '12th Standard'] as const;

/** A student with nothing of the details recorded. */
export function emptyStudentDetails(): StudentDetails {
  return {
    family: {},
    identity: {},
    social: {},
    needs: {},
    otherDetails: {},
    enrolment: {},
    facilities: {},
  };
}

/** Whether two versions of a group hold the same values (maps compared field by field). */
export function sameDetailGroup(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((value, i) => value !== y[i])) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/**
 * How many fields of a group are recorded (the form's section headers say it). An Aadhaar number
 * is one field, though the identity group holds its last four digits and its kind.
 */
export function recordedFieldCount(group: object): number {
  return Object.entries(group).filter(
    ([key, value]) => value !== undefined && key !== 'aadhaarKind',
  ).length;
}

/** The recorded fields of a group, in the form's order, with their specs. */
export function recordedDetailFields<G extends DetailGroupName>(
  name: G,
  group: DetailGroup<G>,
): Array<{ field: DetailFieldKey; spec: DetailFieldSpec; value: unknown }> {
  const values = group as Record<string, unknown>;
  return Object.entries(STUDENT_DETAIL_GROUPS[name] as Record<string, DetailFieldSpec>)
    .filter(([field]) => values[field] !== undefined)
    .map(([field, spec]) => ({ field: field as DetailFieldKey, spec, value: values[field] }));
}

type Answers = Readonly<Record<string, unknown>>;

const SCHOLARSHIP_SOURCES = ['central', 'state', 'other'] as const;
export type ScholarshipSource = (typeof SCHOLARSHIP_SOURCES)[number];

/**
 * Who gives the scholarships a facilities group says the student receives: the main one and the
 * more (which are more only beside a main one: with none, they are not asked).
 */
export function scholarshipSources(facilities: Answers): ScholarshipSource[] {
  const main = facilities.scholarship;
  const more =
    (SCHOLARSHIP_SOURCES as readonly unknown[]).includes(main) &&
    Array.isArray(facilities.moreScholarships)
      ? facilities.moreScholarships
      : [];
  return SCHOLARSHIP_SOURCES.filter((source) => source === main || more.includes(source));
}

const whenYes = (field: string) => (group: Answers) => group[field] === true;

/**
 * The fields asked only when another answer of their group says so. The form shows them then,
 * and drops what they hold otherwise, so that no answer is saved that staff cannot see.
 */
const DETAIL_FIELD_CONDITIONS: Partial<Record<DetailFieldKey, (group: Answers) => boolean>> = {
  impairments: whenYes('cwsn'),
  // One impairment is the sheet's without a choice.
  primaryImpairment: (group) =>
    group.cwsn === true && Array.isArray(group.impairments) && group.impairments.length > 1,
  disabilityCertificate: whenYes('cwsn'),
  disabilityPercent: whenYes('cwsn'),
  cwsnFacility: whenYes('cwsn'),
  sldType: whenYes('sld'),
  mainstreamed: whenYes('outOfSchool'),
  vocationalSector: whenYes('vocational'),
  vocationalJobRole: whenYes('vocational'),
  vocationalExam: whenYes('vocational'),
  moreScholarships: (group) =>
    (SCHOLARSHIP_SOURCES as readonly unknown[]).includes(group.scholarship),
  centralScholarship: (group) => scholarshipSources(group).includes('central'),
  scholarshipAmount: (group) => scholarshipSources(group).length > 0,
};

/** Whether a field is asked, given its group's answers (as stored, or as the form holds them). */
export function detailFieldAsked(field: string, group: Answers): boolean {
  const condition = DETAIL_FIELD_CONDITIONS[field as DetailFieldKey];
  return condition === undefined || condition(group);
}

/**
 * A group's answers as the form holds them, with the fields not asked cleared (null: not
 * recorded), and the main scholarship not repeated among the more.
 */
export function askedAnswers(values: Answers): Record<string, unknown> {
  const asked = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      detailFieldAsked(field, values) ? value : null,
    ]),
  );
  if (Array.isArray(asked.moreScholarships))
    asked.moreScholarships = asked.moreScholarships.filter(
      (source) => source !== asked.scholarship,
    );
  return asked;
}
