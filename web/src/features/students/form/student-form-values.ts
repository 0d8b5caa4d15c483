import dayjs, { type Dayjs } from 'dayjs';
import type { Gender } from '@village/model/filters';
import type { EducationLevel } from '@village/model/levels';
import { apaarIdAllowed, CONSENT_MESSAGES, type StudentConsent } from '@village/model/consent';
import {
  checkAadhaar,
  normalizeIdentityDigits,
  REMOVE_AADHAAR,
  type AadhaarChange,
  type AadhaarKind,
} from '@village/model/identity';
import { formatIndianMobile } from '@village/model/phone';
import {
  askedAnswers,
  DETAIL_GROUP_NAMES,
  emptyStudentDetails,
  STREAM_LEVELS,
  type DetailFieldKey,
  type DetailGroupName,
} from '@village/model/student-details';
import { todayIso } from '@village/model/dates';
import {
  STUDENT_MESSAGES,
  studentInputSchema,
  type LatLng,
  type StudentInput,
  type StudentInputDraft,
  type StudentStatus,
} from '@village/model/student';
import {
  checkConsent,
  consentFormState,
  type ConsentErrorKey,
  type ConsentFormEntry,
  type ConsentFormState,
} from './consent-form-values';

/** What the form holds while staff type: text as typed, dates as the pickers give them. */
export interface StudentFormState {
  name: string;
  /** An invalid Dayjs when the typed date is not a real one (e.g. 31 February). */
  dateOfBirth: Dayjs | null;
  gender: Gender | '';
  educationLevel: EducationLevel | '';
  course: string;
  school: string;
  address: string;
  location: LatLng | null;
  parentName: string;
  parentContact: string;
  parentOccupation: string;
  enrollmentDate: Dayjs | null;
  section: string;
  admissionNumber: string;
  /** Not edited here, only carried through, so that an edit keeps a graduated student graduated. */
  status: StudentStatus;
  /** The "More details" groups as typed: a number may still be text, '' or null is not recorded. */
  details: DetailsFormState;
  /**
   * An Aadhaar number or enrolment ID as typed; '' keeps what is saved. Never part of the
   * student's values: it is written apart, to private/identity.
   */
  aadhaar: string;
  /** A super_admin chose to remove the saved Aadhaar number (when nothing new is typed). */
  aadhaarRemoved: boolean;
  /** The parent's consents as typed, written apart too (consents/current). */
  consent: ConsentFormState;
  /** The APAAR ID saved when the form opened: kept without a consent, but not newly entered. */
  savedApaarId: string;
}

export type DetailsFormState = Record<DetailGroupName, Record<string, unknown>>;

/** A field of a "More details" group, as errors name it: "social.socialCategory". */
export type DetailErrorKey = `${DetailGroupName}.${DetailFieldKey}`;

export type StudentFormField = keyof StudentInput;
export type StudentFormErrors = Partial<
  Record<StudentFormField | DetailErrorKey | ConsentErrorKey | 'aadhaar', string>
>;

/**
 * The required fields (docs/product.md, "Student record"): empty (after trimming) → the
 * Validation Error toast.
 */
export const REQUIRED_FIELDS = ['name', 'educationLevel', 'school'] as const;

/** The model's words, so the form says what the schema says of a date that does not exist. */
export const NOT_A_REAL_DATE = STUDENT_MESSAGES.notARealDate;

export type StudentFormCheck =
  | { outcome: 'missing-required'; errors: StudentFormErrors }
  | { outcome: 'invalid'; errors: StudentFormErrors }
  | {
      outcome: 'valid';
      values: StudentInput;
      /** The Aadhaar number typed (digits only), to be saved apart; null to keep what is saved. */
      aadhaar: AadhaarChange;
      /** The consents as they are to be stored. */
      consent: StudentConsent;
    };

const dateOf = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso) : null);

/** The form's starting state: the record's values on edit; empty, enrolled today, on add. */
export function initialFormState(
  initial: Partial<StudentInputDraft> | undefined,
  mode: 'add' | 'edit',
  consent: StudentConsent = {},
): StudentFormState {
  const enrollmentDate =
    initial?.enrollmentDate === undefined && mode === 'add'
      ? todayIso()
      : (initial?.enrollmentDate ?? null);
  return {
    name: initial?.name ?? '',
    dateOfBirth: dateOf(initial?.dateOfBirth),
    gender: initial?.gender ?? '',
    educationLevel: initial?.educationLevel ?? '',
    course: initial?.course ?? '',
    school: initial?.school ?? '',
    address: initial?.address ?? '',
    location: initial?.location ?? null,
    parentName: initial?.parentName ?? '',
    // Stored as +919876543210; shown as staff write it.
    parentContact: formatIndianMobile(initial?.parentContact ?? ''),
    parentOccupation: initial?.parentOccupation ?? '',
    enrollmentDate: dateOf(enrollmentDate),
    section: initial?.section ?? '',
    admissionNumber: initial?.admissionNumber ?? '',
    status: initial?.status ?? 'active',
    details: detailsFormState(initial),
    aadhaar: '',
    aadhaarRemoved: false,
    consent: consentFormState(consent),
    savedApaarId: initial?.identity?.apaarId ?? '',
  };
}

function detailsFormState(initial: Partial<StudentInputDraft> | undefined): DetailsFormState {
  const empty = emptyStudentDetails();
  const state = {} as DetailsFormState;
  for (const group of DETAIL_GROUP_NAMES) {
    state[group] = { ...((initial?.[group] as Record<string, unknown> | null) ?? empty[group]) };
  }
  // Stored as +919876543210; shown as staff write it.
  const alternate = state.family.alternateMobile;
  if (typeof alternate === 'string') state.family.alternateMobile = formatIndianMobile(alternate);
  return state;
}

/** Whether the stream applies: UDISE+ asks it of classes XI and XII only. */
export function hasStream(level: StudentFormState['educationLevel']): boolean {
  return (STREAM_LEVELS as readonly string[]).includes(level);
}

const isoOf = (date: Dayjs | null): string | null =>
  date && date.isValid() ? date.format('YYYY-MM-DD') : null;

/**
 * Checks the form with the model's schema (the same one the data module and the rules mirror).
 * Empty required fields come first (the toast); other problems are messages at their fields.
 */
export function checkStudentForm(state: StudentFormState): StudentFormCheck {
  const errors: StudentFormErrors = {};
  // A date typed into the picker's field can be unreal (31 February) or half typed.
  for (const field of ['dateOfBirth', 'enrollmentDate'] as const) {
    const date = state[field];
    if (date && !date.isValid()) errors[field] = NOT_A_REAL_DATE;
  }

  const details = Object.fromEntries(
    DETAIL_GROUP_NAMES.map((group) => [group, askedAnswers(state.details[group])]),
  ) as DetailsFormState;
  const draft = {
    name: state.name,
    dateOfBirth: isoOf(state.dateOfBirth),
    gender: state.gender === '' ? null : state.gender,
    educationLevel: state.educationLevel,
    course: state.course,
    school: state.school,
    address: state.address,
    location: state.location,
    parentName: state.parentName,
    parentContact: state.parentContact,
    parentOccupation: state.parentOccupation,
    enrollmentDate: isoOf(state.enrollmentDate),
    status: state.status,
    section: state.section,
    admissionNumber: state.admissionNumber,
    // A field asked only with some answer (the impairments of a child with special needs, the
    // type of an SLD, ...) keeps nothing without it: the form hides it.
    ...details,
    // The stream field is shown for XI and XII only: another class keeps none.
    enrolment: hasStream(state.educationLevel)
      ? details.enrolment
      : { ...details.enrolment, stream: null },
  };
  const aadhaar = checkTypedAadhaar(state.aadhaar);
  if (aadhaar.error) errors.aadhaar = aadhaar.error;
  // The number and its masked form are not the student's values: the setAadhaar callable writes
  // both on the server after the save (the identity group keeps what it had until then).
  const removing = state.aadhaarRemoved && !aadhaar.digits && !aadhaar.error;
  const parsed = studentInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path as [StudentFormField, string | undefined];
      const key =
        isDetailGroupName(first) && second ? (`${first}.${second}` as DetailErrorKey) : first;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }

  const consent = checkConsent(state.consent);
  Object.assign(errors, consent.errors);
  // An APAAR ID is created with the parent's consent: a new one needs it recorded and in force
  // (the rules refuse it otherwise); one saved before it was recorded may stay, or be removed.
  const apaarId = parsed.success ? (parsed.data.identity?.apaarId ?? '') : '';
  if (!errors['identity.apaarId'] && !apaarIdAllowed(state.savedApaarId, apaarId, consent.consent))
    errors['identity.apaarId'] = CONSENT_MESSAGES.apaarNeedsConsent;

  const missing = REQUIRED_FIELDS.some((field) => state[field].trim() === '');
  if (missing) return { outcome: 'missing-required', errors };
  if (Object.keys(errors).length > 0 || !parsed.success) return { outcome: 'invalid', errors };
  return {
    outcome: 'valid',
    values: parsed.data,
    aadhaar: removing ? REMOVE_AADHAAR : aadhaar.digits,
    consent: consent.consent,
  };
}

const isDetailGroupName = (field: string): field is DetailGroupName =>
  (DETAIL_GROUP_NAMES as readonly string[]).includes(field);

/** A typed Aadhaar number: '' keeps the saved one; otherwise its digits, or the model's message. */
function checkTypedAadhaar(typed: string): { digits: string | null; error?: string } {
  if (normalizeIdentityDigits(typed.trim()) === '') return { digits: null };
  const check = checkAadhaar(typed.trim());
  return check.ok ? { digits: check.digits } : { digits: null, error: check.message };
}

/** The Aadhaar number saved for the record, as the masked hint shows it; null when none is. */
export function savedAadhaar(
  initial: Partial<StudentInputDraft> | undefined,
): { lastFour: string; kind: AadhaarKind } | null {
  const identity = initial?.identity;
  return identity?.aadhaarLastFour
    ? { lastFour: identity.aadhaarLastFour, kind: identity.aadhaarKind ?? 'aadhaar' }
    : null;
}

/** Who a consent's relation names, to fill "Given by": the names the form already holds. */
export function nameForRelation(
  state: StudentFormState,
  relation: ConsentFormEntry['relation'],
): string {
  const family = state.details.family;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (relation === 'mother') return text(family.motherName);
  if (relation === 'father') return text(family.fatherName);
  if (relation === 'guardian') return state.parentName;
  if (relation === 'self') return state.name;
  return '';
}
