// The table of the student's "More details" (student-details.ts): each group's fields in the
// form's order, with each field's kind and limits, and the choice tables they draw from. The form
// draws its inputs from it, the profile its lines, the schemas their checks
// (student-details-schema.ts), the import and the export their columns; firestore.rules checks
// the same, field by field (validDetailGroups).
import { IDENTITY_MESSAGES, normalizeIdentityDigits, APAAR_PATTERN, PEN_PATTERN } from './identity';
import { LIMITS } from './limits';
import {
  BLOOD_GROUP_CODES,
  CENTRAL_SCHOLARSHIP_CODES,
  CWSN_FACILITY_CODES,
  DISTANCE_TO_SCHOOL_CODES,
  IMPAIRMENT_CODES,
  INDIAN_LANGUAGE_CODES,
  MINORITY_GROUP_CODES,
  NATIONALITY_CODES,
  PREVIOUS_YEAR_STATUS_CODES,
  SCHOLARSHIP_CODES,
  SCHOLARSHIP_SOURCE_CODES,
  SLD_TYPE_CODES,
  SOCIAL_CATEGORY_CODES,
  STREAM_CODES,
  VOCATIONAL_EXAM_CODES,
  type UdiseChoice,
} from './udise';
import { PORTAL_NAME_LENGTH, portalName } from './udise-checks';

/** The details' messages, in English (the web's validation book translates by them). */
export const DETAIL_MESSAGES = {
  fromList: 'Choose from the list',
  /** {min} and {max}: the range. */
  numberRange: 'Enter a number from {min} to {max}',
  pincode: 'Enter the 6-digit PIN code',
  email: 'Enter an email address, e.g. name@example.com',
  /** Admission and roll numbers as registers write them. */
  registerNumberCharacters: 'Use only letters, digits, spaces and / - .',
  /** A name as the UDISE+ portal takes it (udise-checks.ts, portalNameProblem). */
  latinName: 'Use English letters A to Z and single spaces, 3 to 50 characters',
  /** A choice that must be one of those ticked in another field of its group. */
  amongTicked: 'Choose one of those ticked above',
  /** A vocational trade / sector or job role id. */
  vocationalId: 'Enter the ID in digits, e.g. 61',
} as const;

/** A PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** An email as the rules check it: something@something.something, no spaces. */
export const DETAIL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A roll number as registers write it. */
export const ROLL_NUMBER_PATTERN = /^[A-Za-z0-9/.\- ]+$/;
/**
 * A name in English letters as the UDISE+ portal takes it: letters A to Z, words apart by one
 * space (stored trimmed, so without the trailing space the portal tolerates), 3 to 50 characters.
 */
export const LATIN_NAME_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;
/** A vocational trade / sector or job role id, as the school's UDISE+ profile numbers them. */
export const VOCATIONAL_ID_PATTERN = /^[1-9]\d{0,4}$/;

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
  scholarshipSource: SCHOLARSHIP_SOURCE_CODES,
  centralScholarship: CENTRAL_SCHOLARSHIP_CODES,
  cwsnFacility: CWSN_FACILITY_CODES,
  sldType: SLD_TYPE_CODES,
  vocationalExam: VOCATIONAL_EXAM_CODES,
} as const satisfies Record<string, Options>;
export type DetailChoiceTable = keyof typeof DETAIL_CHOICE_TABLES;

/** A number's unit, as the form and the profile show it; an id has none. */
export type DetailUnit = 'cm' | 'kg' | '%' | 'rupees';

/** What kind of value a field holds, and its limits. */
export type DetailFieldSpec =
  | {
      kind: 'text';
      /** At most this many characters, as stored (after `normalize`). */
      max: number;
      /** At least this many, where a field has a floor (the portal's names). */
      min?: number;
      pattern?: RegExp;
      message?: string;
      inputMode?: 'numeric';
      /** What is typed, in the stored form: numbers copied from cards come with spaces. */
      normalize?: (typed: string) => string;
    }
  | { kind: 'phone' }
  | { kind: 'email' }
  | {
      kind: 'choice';
      table: DetailChoiceTable;
      /** A multi field of the same group and table whose ticked values this must be one of. */
      among?: string;
    }
  | { kind: 'yesNo' }
  | { kind: 'number'; min: number; max: number; integer: boolean; unit?: DetailUnit }
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
// An id, kept as its digits (as identity numbers are): no public list bounds them, and as text
// the rules check one with a pattern alone.
const vocationalId = {
  kind: 'text',
  max: 5,
  pattern: VOCATIONAL_ID_PATTERN,
  message: DETAIL_MESSAGES.vocationalId,
  inputMode: 'numeric',
  normalize: normalizeIdentityDigits,
} as const;

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
    // The name as the portal takes it, for a register that writes names in Devanagari: staff
    // confirm a spelling (the form offers the app's transliteration), never the app alone.
    nameInEnglish: {
      kind: 'text',
      max: PORTAL_NAME_LENGTH.max,
      min: PORTAL_NAME_LENGTH.min,
      pattern: LATIN_NAME_PATTERN,
      message: DETAIL_MESSAGES.latinName,
      normalize: portalName,
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
    // The portal's sheet takes one impairment of a child who has several.
    primaryImpairment: { kind: 'choice', table: 'impairment', among: 'impairments' },
    disabilityCertificate: yesNo,
    disabilityPercent: { kind: 'number', min: 0, max: 100, integer: true, unit: '%' },
    cwsnFacility: choice('cwsnFacility'),
    // Asked of every student, with or without special needs (the portal's "screened for").
    sld: yesNo,
    sldType: choice('sldType'),
    asd: yesNo,
    adhd: yesNo,
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
    extraCurricular: yesNo,
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
    outOfSchool: yesNo,
    // Yes / no, as the live portal asks it; the sheet's own codes are the office's to settle.
    mainstreamed: yesNo,
    vocational: yesNo,
    // The school's ids in its UDISE+ profile.
    vocationalSector: vocationalId,
    vocationalJobRole: vocationalId,
    vocationalExam: choice('vocationalExam'),
  },
  facilities: {
    freeTextbooks: yesNo,
    freeUniforms: yesNo,
    transport: yesNo,
    bicycle: yesNo,
    escort: yesNo,
    hostel: yesNo,
    midDayMeal: yesNo,
    // The portal asks central, state and other apart (a student may have two). `scholarship`, one
    // choice, is kept as stored documents have it, as the main one (or none); the others are
    // added in `moreScholarships`, so that no stored value changes meaning.
    scholarship: choice('scholarship'),
    moreScholarships: { kind: 'multi', table: 'scholarshipSource' },
    centralScholarship: choice('centralScholarship'),
    // In rupees: the portal takes at most 50,000.
    scholarshipAmount: { kind: 'number', min: 1, max: 50_000, integer: true, unit: 'rupees' },
  },
} as const satisfies Record<string, Record<string, DetailFieldSpec>>;
