import dayjs, { type Dayjs } from 'dayjs';
import type { Gender } from '@village/model/filters';
import type { EducationLevel } from '@village/model/levels';
import { formatIndianMobile } from '@village/model/phone';
import {
  STUDENT_MESSAGES,
  studentInputSchema,
  todayIso,
  type LatLng,
  type StudentInput,
  type StudentInputDraft,
  type StudentStatus,
} from '@village/model/student';

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
}

export type StudentFormField = keyof StudentInput;
export type StudentFormErrors = Partial<Record<StudentFormField, string>>;

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
  | { outcome: 'valid'; values: StudentInput };

const dateOf = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso) : null);

/** The form's starting state: the record's values on edit; empty, enrolled today, on add. */
export function initialFormState(
  initial: Partial<StudentInputDraft> | undefined,
  mode: 'add' | 'edit',
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
  };
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
  };
  const parsed = studentInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StudentFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }

  const missing = REQUIRED_FIELDS.some((field) => state[field].trim() === '');
  if (missing) return { outcome: 'missing-required', errors };
  if (Object.keys(errors).length > 0 || !parsed.success) return { outcome: 'invalid', errors };
  return { outcome: 'valid', values: parsed.data };
}
