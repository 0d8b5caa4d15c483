import {
  APAAR_PATTERN,
  IDENTITY_MESSAGES,
  normalizeIdentityDigits,
  PEN_PATTERN,
  type AadhaarKind,
} from './identity';
import { LIMITS } from './limits';
import {
  BLOOD_GROUP_CODES,
  DISTANCE_TO_SCHOOL_CODES,
  IMPAIRMENT_CODES,
  INDIAN_LANGUAGE_CODES,
  MINORITY_GROUP_CODES,
  NATIONALITY_CODES,
  PREVIOUS_YEAR_STATUS_CODES,
  SCHOLARSHIP_CODES,
  SOCIAL_CATEGORY_CODES,
  STREAM_CODES,
  type UdiseChoice,
} from './udise';

// The student's "More details": what UDISE+ asks of each student beyond the register's fields, in
// groups, every field optional. Each group is one map on the student document (`family`,
// `identity`, ...), holding only the fields that were recorded: a field left empty is absent, so
// old documents and new ones read the same. One table below says each field's kind and limits; the
// form draws its inputs from it, the profile its lines, and the schemas their checks
// (student-details-schema.ts); its labels in English are in student-detail-labels.ts. firestore.rules
// checks the same (validDetailGroups), field by field.
//
// The Aadhaar number itself is never here: it lives in private/identity (model/src/identity.ts);
// the identity group keeps only its last four digits and kind, for the masked form.

/** The details' messages, in English (the web's validation book translates by them). */
export const DETAIL_MESSAGES = {
  fromList: 'Choose from the list',
  /** {min} and {max}: the range. */
  numberRange: 'Enter a number from {min} to {max}',
  pincode: 'Enter the 6-digit PIN code',
  email: 'Enter an email address, e.g. name@example.com',
  /** Admission and roll numbers as registers write them. */
  registerNumberCharacters: 'Use only letters, digits, spaces and / - .',
} as const;

/** A PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** An email as the rules check it: something@something.something, no spaces. */
export const DETAIL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A roll number as registers write it. */
export const ROLL_NUMBER_PATTERN = /^[A-Za-z0-9/.\- ]+$/;

type Options = readonly UdiseChoice<string>[];

/** The tables of choices, by name: the web's labels are keyed by these names. */
export const DETAIL_CHOICE_TABLES = {
  socialCategory: SOCIAL_CATEGORY_CODES,
  minorityGroup: MINORITY_GROUP_CODES,
  impairment: IMPAIRMENT_CODES,
  language: INDIAN_LANGUAGE_CODES,
  bloodGroup: BLOOD_GROUP_CODES,
  nationality: NATIONALITY_CODES,
  distance: DISTANCE_TO_SCHOOL_CODES,
  stream: STREAM_CODES,
  previousYear: PREVIOUS_YEAR_STATUS_CODES,
  scholarship: SCHOLARSHIP_CODES,
} as const satisfies Record<string, Options>;
export type DetailChoiceTable = keyof typeof DETAIL_CHOICE_TABLES;
type TableValue<T extends DetailChoiceTable> = (typeof DETAIL_CHOICE_TABLES)[T][number]['value'];

/** What kind of value a field holds, and its limits. */
export type DetailFieldSpec =
  | {
      kind: 'text';
      /** At most this many characters, as stored (after `normalize`). */
      max: number;
      pattern?: RegExp;
      message?: string;
      inputMode?: 'numeric';
      /** What is typed, in the stored form: numbers copied from cards come with spaces. */
      normalize?: (typed: string) => string;
    }
  | { kind: 'phone' }
  | { kind: 'email' }
  | { kind: 'choice'; table: DetailChoiceTable }
  | { kind: 'yesNo' }
  | { kind: 'number'; min: number; max: number; integer: boolean; unit: 'cm' | 'kg' | '%' }
  | { kind: 'multi'; table: DetailChoiceTable };

// Free of side effects (marked so), so that a bundle using none of the details drops the table.
// @__NO_SIDE_EFFECTS__
function text(max: number) {
  return { kind: 'text', max } as const;
}
const yesNo = { kind: 'yesNo' } as const;
// @__NO_SIDE_EFFECTS__
function choice<T extends DetailChoiceTable>(table: T) {
  return { kind: 'choice', table } as const;
}

/** The groups in the form's order, each with its fields in order. */
export const STUDENT_DETAIL_GROUPS = {
  family: {
    motherName: text(LIMITS.personName),
    fatherName: text(LIMITS.personName),
    alternateMobile: { kind: 'phone' },
    email: { kind: 'email' },
  },
  identity: {
    nameAsPerAadhaar: text(LIMITS.personName),
    pen: {
      kind: 'text',
      max: 11,
      pattern: PEN_PATTERN,
      message: IDENTITY_MESSAGES.penForm,
      inputMode: 'numeric',
      normalize: normalizeIdentityDigits,
    },
    apaarId: {
      kind: 'text',
      max: 12,
      pattern: APAAR_PATTERN,
      message: IDENTITY_MESSAGES.apaarForm,
      inputMode: 'numeric',
      normalize: normalizeIdentityDigits,
    },
  },
  social: {
    socialCategory: choice('socialCategory'),
    minorityGroup: choice('minorityGroup'),
    bpl: yesNo,
    aay: yesNo,
    ews: yesNo,
  },
  needs: {
    cwsn: yesNo,
    impairments: { kind: 'multi', table: 'impairment' },
    disabilityCertificate: yesNo,
    disabilityPercent: { kind: 'number', min: 0, max: 100, integer: true, unit: '%' },
  },
  otherDetails: {
    motherTongue: choice('language'),
    bloodGroup: choice('bloodGroup'),
    nationality: choice('nationality'),
    heightCm: { kind: 'number', min: 30, max: 250, integer: true, unit: 'cm' },
    weightKg: { kind: 'number', min: 2, max: 200, integer: false, unit: 'kg' },
    distanceToSchool: choice('distance'),
    pincode: {
      kind: 'text',
      max: 6,
      pattern: PINCODE_PATTERN,
      message: DETAIL_MESSAGES.pincode,
      inputMode: 'numeric',
    },
  },
  enrolment: {
    rollNumber: {
      kind: 'text',
      max: 10,
      pattern: ROLL_NUMBER_PATTERN,
      message: DETAIL_MESSAGES.registerNumberCharacters,
    },
    mediumOfInstruction: choice('language'),
    stream: choice('stream'),
    rte: yesNo,
    previousYearStatus: choice('previousYear'),
  },
  facilities: {
    freeTextbooks: yesNo,
    freeUniforms: yesNo,
    transport: yesNo,
    bicycle: yesNo,
    escort: yesNo,
    hostel: yesNo,
    midDayMeal: yesNo,
    scholarship: choice('scholarship'),
  },
} as const satisfies Record<string, Record<string, DetailFieldSpec>>;

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
