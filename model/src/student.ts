import * as z from 'zod/mini';
import { ageOn, GENDERS } from './filters';
import { geoPointSchema, timestampSchema } from './firestore-values';
import {
  categoryForLevel,
  CATEGORIES,
  EDUCATION_LEVELS,
  type Category,
  type EducationLevel,
} from './levels';
import { LIMITS } from './limits';
import { INDIAN_MOBILE_PATTERN, MOBILE_NUMBER_MESSAGE, normalizeIndianMobile } from './phone';
import { withDetailGroups } from './student-details-schema';
import { DETAIL_MESSAGES, type StudentDetails } from './student-details';
import { ISO_DATE, isRealIsoDate, todayIso } from './dates';
import { atMost, checked, integer } from './schema';
import { transferCertificateRecordSchema } from './certificates';
import {
  ADMISSION_NUMBER_STORED,
  admissionNumberSharersSchema,
  ADMISSION_NUMBER_TYPED,
  admissionNumberKey,
  type AdmissionNumberHolder,
} from './admission-number-key';

/** "left": no longer on the roll (a TC, discontinued, dropped out; model/src/progression.ts). */
export const STUDENT_STATUSES = ['active', 'graduated', 'left'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** A status in words, as staff read and type it: the profile, the import, the report and export. */
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  graduated: 'Graduated',
  left: 'Left',
};

/**
 * The student schema's messages, in English: exported so that the web app's validation book
 * (web/src/lib/validation/messages.ts) has these very texts as its English, and translates by them.
 * `{name}`s stand for values filled in by the code that uses the text.
 */
export const STUDENT_MESSAGES = {
  dateForm: 'Use the form YYYY-MM-DD',
  notARealDate: 'Not a real date',
  latitudeRange: 'Latitude is between -90 and 90',
  longitudeRange: 'Longitude is between -180 and 180',
  nameRequired: 'Full name is required',
  birthInFuture: 'The date of birth cannot be in the future',
  genderFromList: 'Choose a gender from the list',
  levelRequired: 'Education level is required',
  schoolRequired: 'School or college name is required',
  mobileNumber: MOBILE_NUMBER_MESSAGE,
  status: 'Choose active, graduated or left',
  admissionNumberCharacters: DETAIL_MESSAGES.registerNumberCharacters,
  /** {holder}: the name, with the student ID in brackets when there is one. */
  admissionNumberInUse: 'Admission No. {number} is already used by {holder}',
  admissionNumberRepeated: 'Admission No. {number} is also in row {row}',
} as const;

const isoDate = checked(
  z.string(),
  z.regex(ISO_DATE, STUDENT_MESSAGES.dateForm),
  z.refine(isRealIsoDate, STUDENT_MESSAGES.notARealDate),
);

const optionalText = (max: number) => z._default(checked(z.string(), z.trim(), atMost(max)), '');

/** "Admission No. 123 is already used by Aarav Kumar (NPS-0042)": the form's and import's words. */
export function admissionNumberInUseText(
  admissionNumber: string,
  holder: Pick<AdmissionNumberHolder, 'name' | 'studentId'>,
): string {
  const id = holder.studentId ? ` (${holder.studentId})` : '';
  // Replaced by functions: a name may hold `$&`, which a replacement string would expand.
  return STUDENT_MESSAGES.admissionNumberInUse
    .replace('{number}', () => admissionNumber)
    .replace('{holder}', () => `${holder.name}${id}`);
}

export const latLngSchema = z.object({
  lat: checked(
    z.number(),
    z.gte(-90, STUDENT_MESSAGES.latitudeRange),
    z.lte(90, STUDENT_MESSAGES.latitudeRange),
  ),
  lng: checked(
    z.number(),
    z.gte(-180, STUDENT_MESSAGES.longitudeRange),
    z.lte(180, STUDENT_MESSAGES.longitudeRange),
  ),
});
export type LatLng = z.infer<typeof latLngSchema>;

/**
 * What staff enter for a student (add and edit forms). Required: name, level, school
 * (docs/product.md, "Student record"). The same schema validates in the form, in the data module
 * before a write, and mirrors the rules.
 */
export const studentInputSchema = z.object(
  withDetailGroups({
    name: checked(
      z.string(),
      z.trim(),
      z.minLength(1, STUDENT_MESSAGES.nameRequired),
      atMost(LIMITS.personName),
    ),
    dateOfBirth: z._default(
      z.nullable(
        checked(
          isoDate,
          z.refine((value: string) => value <= todayIso(), STUDENT_MESSAGES.birthInFuture),
        ),
      ),
      null,
    ),
    gender: z._default(z.nullable(z.enum(GENDERS, STUDENT_MESSAGES.genderFromList)), null),
    educationLevel: z.enum(EDUCATION_LEVELS, STUDENT_MESSAGES.levelRequired),
    course: optionalText(LIMITS.course),
    school: checked(
      z.string(),
      z.trim(),
      z.minLength(1, STUDENT_MESSAGES.schoolRequired),
      atMost(LIMITS.school),
    ),
    address: optionalText(LIMITS.address),
    location: z._default(z.nullable(latLngSchema), null),
    parentName: optionalText(LIMITS.personName),
    // Stored in one form (+91XXXXXXXXXX) however it was typed.
    parentContact: z.pipe(
      z._default(
        checked(
          z.string(),
          z.trim(),
          z.refine(
            (value: string) => value === '' || normalizeIndianMobile(value) !== undefined,
            STUDENT_MESSAGES.mobileNumber,
          ),
        ),
        '',
      ),
      z.transform((value: string) => (value === '' ? '' : (normalizeIndianMobile(value) ?? ''))),
    ),
    parentOccupation: optionalText(LIMITS.occupation),
    enrollmentDate: z._default(z.nullable(isoDate), null),
    status: z._default(z.enum(STUDENT_STATUSES, STUDENT_MESSAGES.status), 'active'),
    section: optionalText(LIMITS.section),
    // Unique in the organization (by admissionNumberKey, the form in which it is stored): the form
    // and the import check that before they write; the rules cannot.
    admissionNumber: z.pipe(
      z._default(
        checked(
          z.string(),
          z.trim(),
          atMost(LIMITS.admissionNumber),
          z.regex(ADMISSION_NUMBER_TYPED, STUDENT_MESSAGES.admissionNumberCharacters),
        ),
        '',
      ),
      z.transform(admissionNumberKey),
    ),
    // With "More details" (model/src/student-details.ts): each group {} when nothing is recorded.
  }),
);
export type StudentInput = z.output<typeof studentInputSchema>;
export type StudentInputDraft = z.input<typeof studentInputSchema>;

/** Fields computed from the input and stored with it. */
export interface StudentDerived {
  category: Category;
}

export const storedStudentSchema = z.object(
  withDetailGroups({
    name: checked(z.string(), z.minLength(1), atMost(LIMITS.personName)),
    dateOfBirth: z.nullable(isoDate),
    gender: z.nullable(z.enum(GENDERS)),
    educationLevel: z.enum(EDUCATION_LEVELS),
    course: checked(z.string(), atMost(LIMITS.course)),
    category: z.enum(CATEGORIES),
    school: checked(z.string(), z.minLength(1), atMost(LIMITS.school)),
    address: checked(z.string(), atMost(LIMITS.address)),
    parentName: checked(z.string(), atMost(LIMITS.personName)),
    parentContact: z.union([z.literal(''), checked(z.string(), z.regex(INDIAN_MOBILE_PATTERN))]),
    parentOccupation: checked(z.string(), atMost(LIMITS.occupation)),
    enrollmentDate: z.nullable(isoDate),
    status: z.enum(STUDENT_STATUSES),
    studentId: z.optional(z.nullable(checked(z.string(), atMost(LIMITS.studentId)))),
    // Added later: older documents have neither (the app reads them as '').
    section: z.optional(checked(z.string(), atMost(LIMITS.section))),
    admissionNumber: z.optional(
      checked(z.string(), atMost(LIMITS.admissionNumber), z.regex(ADMISSION_NUMBER_STORED)),
    ),
    createdBy: z.string(),
    updatedBy: z.string(),
    // Written by the functions only: the academic year (its first calendar year) of the student's
    // last year-end progression, and the transfer certificate issued.
    progressedIn: z.optional(integer()),
    transferCertificate: z.optional(transferCertificateRecordSchema),
    admissionNumberSharedWith: z.optional(admissionNumberSharersSchema),
    // With "More details" (model/src/student-details.ts): absent on documents written before
    // them, and when empty.
  }),
);

/**
 * organizations/{orgId}/students/{id} as the app reads it: the stored fields with the location
 * and the timestamps (a pending server timestamp reads as the device's estimate).
 */
export const studentDocSchema = z.extend(storedStudentSchema, {
  studentId: z._default(z.nullable(checked(z.string(), atMost(LIMITS.studentId))), null),
  section: z._default(checked(z.string(), atMost(LIMITS.section)), ''),
  admissionNumber: z._default(
    checked(z.string(), atMost(LIMITS.admissionNumber), z.regex(ADMISSION_NUMBER_STORED)),
    '',
  ),
  location: z._default(z.nullable(geoPointSchema), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

/** A stored student, with its document id; studentId is null until the function assigns it. */
export type Student = z.output<typeof studentDocSchema> & { id: string };

/** The form's values for a stored student (edit starts from these). */
export function studentInputOf(student: Student): StudentInput {
  return {
    name: student.name,
    dateOfBirth: student.dateOfBirth,
    gender: student.gender,
    educationLevel: student.educationLevel,
    course: student.course,
    school: student.school,
    address: student.address,
    location: student.location,
    parentName: student.parentName,
    parentContact: student.parentContact,
    parentOccupation: student.parentOccupation,
    enrollmentDate: student.enrollmentDate,
    status: student.status,
    section: student.section,
    admissionNumber: student.admissionNumber,
    ...detailsOf(student),
  };
}

/** A student's detail groups, each {} when nothing of it is recorded. */
export function detailsOf(student: StudentDetails): StudentDetails {
  return {
    family: student.family,
    identity: student.identity,
    social: student.social,
    needs: student.needs,
    otherDetails: student.otherDetails,
    enrolment: student.enrolment,
    facilities: student.facilities,
  };
}

export function deriveStudentFields(input: Pick<StudentInput, 'educationLevel'>): StudentDerived {
  return {
    category: categoryForLevel(input.educationLevel as EducationLevel),
  };
}

/** Age in whole years today, or undefined without a date of birth. */
export function studentAge(
  student: Pick<StudentInput, 'dateOfBirth'>,
  today = new Date(),
): number | undefined {
  return student.dateOfBirth ? ageOn(student.dateOfBirth, today) : undefined;
}

/** "Aarav Kumar Sharma" → "AS" for the avatar. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
