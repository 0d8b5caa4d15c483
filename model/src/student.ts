import { z } from 'zod';
import { ageOn, GENDERS } from './filters';
import {
  categoryForLevel,
  CATEGORIES,
  EDUCATION_LEVELS,
  type Category,
  type EducationLevel,
} from './levels';
import { LIMITS } from './limits';
import { INDIAN_MOBILE_PATTERN, normalizeIndianMobile } from './phone';

export const STUDENT_STATUSES = ['active', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .regex(ISO_DATE, 'Use the form YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date');

const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).default('');

export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof latLngSchema>;

/**
 * What staff enter for a student (add and edit forms). Required: name, level, school (SPEC.md §5).
 * The same schema validates in the form, in the data module before a write, and mirrors the rules.
 */
export const studentInputSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(LIMITS.personName),
  dateOfBirth: isoDate.nullable().default(null),
  gender: z.enum(GENDERS).nullable().default(null),
  educationLevel: z.enum(EDUCATION_LEVELS, { message: 'Education level is required' }),
  course: optionalText(LIMITS.course),
  school: z.string().trim().min(1, 'School or college name is required').max(LIMITS.school),
  address: optionalText(LIMITS.address),
  location: latLngSchema.nullable().default(null),
  parentName: optionalText(LIMITS.personName),
  parentContact: z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      if (value === '') return '';
      const normalized = normalizeIndianMobile(value);
      if (!normalized) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210',
        });
        return z.NEVER;
      }
      return normalized;
    }),
  parentOccupation: optionalText(LIMITS.occupation),
  enrollmentDate: isoDate.nullable().default(null),
  status: z.enum(STUDENT_STATUSES).default('active'),
});
export type StudentInput = z.output<typeof studentInputSchema>;
export type StudentInputDraft = z.input<typeof studentInputSchema>;

/** Fields computed from the input, stored so that queries can use them. */
export interface StudentDerived {
  category: Category;
  /** Lowercase word prefixes of name and school, for the directory's search (array-contains). */
  searchTokens: string[];
}

/** A stored student, with its id, timestamps as Dates and the server-assigned studentId. */
export interface Student extends StudentInput, StudentDerived {
  id: string;
  studentId: string | null;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}

export const storedStudentSchema = z.object({
  name: z.string().min(1).max(LIMITS.personName),
  dateOfBirth: isoDate.nullable(),
  gender: z.enum(GENDERS).nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  course: z.string().max(LIMITS.course),
  category: z.enum(CATEGORIES),
  school: z.string().min(1).max(LIMITS.school),
  address: z.string().max(LIMITS.address),
  parentName: z.string().max(LIMITS.personName),
  parentContact: z.union([z.literal(''), z.string().regex(INDIAN_MOBILE_PATTERN)]),
  parentOccupation: z.string().max(LIMITS.occupation),
  enrollmentDate: isoDate.nullable(),
  status: z.enum(STUDENT_STATUSES),
  searchTokens: z.array(z.string().max(LIMITS.searchToken)).max(LIMITS.searchTokens),
  studentId: z.string().max(LIMITS.studentId).nullable().optional(),
  createdBy: z.string(),
  updatedBy: z.string(),
});

const MIN_TOKEN = 1;

/** Every prefix of every word of the name and the school, lowercase, at most LIMITS.searchTokens. */
export function studentSearchTokens(name: string, school: string): string[] {
  const tokens = new Set<string>();
  for (const word of `${name} ${school}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    for (let length = MIN_TOKEN; length <= Math.min(word.length, LIMITS.searchToken); length += 1) {
      tokens.add(word.slice(0, length));
    }
  }
  return [...tokens].slice(0, LIMITS.searchTokens);
}

/** The one search term a query can use: the longest word of what was typed, lowercased. */
export function searchTokenFor(query: string): string | undefined {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const longest = words.sort((a, b) => b.length - a.length)[0];
  return longest?.slice(0, LIMITS.searchToken);
}

export function deriveStudentFields(
  input: Pick<StudentInput, 'name' | 'school' | 'educationLevel'>,
): StudentDerived {
  return {
    category: categoryForLevel(input.educationLevel as EducationLevel),
    searchTokens: studentSearchTokens(input.name, input.school),
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
