import * as z from 'zod/mini';
import { checked } from './schema';
import { STREAM_CODES, type UdiseChoice } from './udise';
import type { UdiseConfidence } from './udise-code-tables';
import {
  MAX_VOCATIONAL_COURSES,
  UDISE_SCHOOL_MESSAGES,
  VOCATIONAL_COURSE_MAX_LENGTH,
} from './udise-school-messages';

// What the school is and offers, as its UDISE+ profile has it: who manages it, its lowest and
// highest class, the sections of each class, the streams of classes XI and XII and its
// vocational courses. Kept in the school's UDISE+ settings (udise-settings.ts) and used by the
// return, whose upload the portal checks against that profile (docs/udise/student-upload-
// template.md, section 2): a class outside the school's, a section it does not have, a stream it
// does not offer are refused. Stored as the app's own values; the portal's codes only where the
// record gives them.

/**
 * Who manages the school, in the categories of the UDISE+ school profile. The public record gives
 * one code: the portal's upload treats management 5 as private unaided (its RTE column is for
 * those schools only). The others stay without a code rather than a guess.
 */
export const MANAGEMENT_TYPE_CODES = [
  { value: 'government', label: 'Government (state department)', code: null },
  { value: 'localBody', label: 'Local body', code: null },
  { value: 'governmentAided', label: 'Government aided', code: null },
  { value: 'privateUnaided', label: 'Private unaided', code: 5, confidence: 'verbatim' },
  { value: 'centralGovernment', label: 'Central government', code: null },
  { value: 'madrasaRecognized', label: 'Madrasa, recognized', code: null },
  { value: 'madrasaUnrecognized', label: 'Madrasa, unrecognized', code: null },
  { value: 'unrecognized', label: 'Unrecognized', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly (UdiseChoice<string> & { confidence?: UdiseConfidence })[];
export type ManagementType = (typeof MANAGEMENT_TYPE_CODES)[number]['value'];
export const MANAGEMENT_TYPES = MANAGEMENT_TYPE_CODES.map(({ value }) => value) as [
  ManagementType,
  ...ManagementType[],
];
export const MANAGEMENT_TYPE_LABELS = Object.fromEntries(
  MANAGEMENT_TYPE_CODES.map(({ value, label }) => [value, label]),
) as Record<ManagementType, string>;

/** The school classes the return holds, 1 to 12. */
export const UDISE_CLASS_RANGE = { min: 1, max: 12 } as const;
export const UDISE_CLASS_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as [
  string,
  ...string[],
];
/** The classes with streams (XI and XII): from this one. */
export const FIRST_STREAM_CLASS = 11;
/** A section as the portal numbers them (A = 1 … Z = 26): one letter. */
export const SECTION_LETTER_PATTERN = /^[A-Z]$/;
/**
 * A class's sections as stored: their letters in order, each once ("AB" for A and B). One string
 * a class keeps the rules' check of every class to a pattern or two (firestore.rules).
 */
export const SECTION_LETTERS_PATTERN = /^A?B?C?D?E?F?G?H?I?J?K?L?M?N?O?P?Q?R?S?T?U?V?W?X?Y?Z?$/;
export type Stream = (typeof STREAM_CODES)[number]['value'];
export const STREAMS = STREAM_CODES.map(({ value }) => value) as [Stream, ...Stream[]];
export { MAX_VOCATIONAL_COURSES, UDISE_SCHOOL_MESSAGES, VOCATIONAL_COURSE_MAX_LENGTH };
const M = UDISE_SCHOOL_MESSAGES;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

const classNumber = checked(
  z.int(M.classNumber),
  z.gte(UDISE_CLASS_RANGE.min, M.classNumber),
  z.lte(UDISE_CLASS_RANGE.max, M.classNumber),
);
const storedSections = checked(
  z.string(),
  z.minLength(1, M.sections),
  z.regex(SECTION_LETTERS_PATTERN, M.sections),
);
/** A class's sections: as stored ("AB"), or as letters (["B", "A"]), which it stores so. */
const sectionLetters = z.union(
  [
    storedSections,
    z.pipe(
      checked(
        z.array(z.string().check(z.regex(SECTION_LETTER_PATTERN, M.sections))),
        z.minLength(1, M.sections),
        z.refine(distinct, M.sections),
      ),
      z.transform((letters: string[]) => [...letters].sort().join('')),
    ),
  ],
  M.sections,
);
const streams = checked(
  z.array(z.enum(STREAMS, M.streams)),
  z.minLength(1, M.streams),
  z.refine(distinct, M.streams),
);
const vocationalCourses = checked(
  z.array(
    checked(
      z.string(),
      z.trim(),
      z.minLength(1, M.course),
      z.maxLength(VOCATIONAL_COURSE_MAX_LENGTH, M.course),
      // One line each: the rules read the courses joined by line breaks.
      z.regex(/^[^\n]*$/, M.course),
    ),
  ),
  z.minLength(1, M.courseCount),
  z.maxLength(MAX_VOCATIONAL_COURSES, M.courseCount),
  z.refine(
    (courses: string[]) => distinct(courses.map((course) => course.toLowerCase())),
    M.courseRepeated,
  ),
);

/** The settings' fields of the school, each optional (unset until the office sets it). */
export const UDISE_SCHOOL_SHAPE = {
  management: z.optional(z.enum(MANAGEMENT_TYPES, M.management)),
  lowestClass: z.optional(classNumber),
  highestClass: z.optional(classNumber),
  /** By class number ("6"), its section letters; at least one class. */
  sections: z.optional(
    checked(
      z.partialRecord(z.enum(UDISE_CLASS_KEYS), sectionLetters),
      z.refine((sections) => Object.keys(sections).length > 0, M.sections),
    ),
  ),
  streams: z.optional(streams),
  vocationalCourses: z.optional(vocationalCourses),
};

export interface UdiseSchool {
  management?: ManagementType;
  lowestClass?: number;
  highestClass?: number;
  /** By class number ("6"), its section letters in order ("AB"). */
  sections?: Partial<Record<string, string>>;
  streams?: Stream[];
  vocationalCourses?: string[];
}

/** What does not fit between the fields: the class range, and what depends on it. */
export function udiseSchoolProblems(school: UdiseSchool): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const { lowestClass: lowest, highestClass: highest } = school;
  if ((lowest === undefined) !== (highest === undefined))
    problems.push({
      path: [lowest === undefined ? 'lowestClass' : 'highestClass'],
      message: M.classBoth,
    });
  else if (typeof lowest === 'number' && typeof highest === 'number' && lowest > highest)
    problems.push({ path: ['highestClass'], message: M.classOrder });
  for (const key of Object.keys(school.sections ?? {}))
    if (!classInRange(Number(key), school))
      problems.push({ path: ['sections', key], message: M.sectionsOutside });
  if (
    school.streams !== undefined &&
    !(typeof highest === 'number' && highest >= FIRST_STREAM_CLASS)
  )
    problems.push({ path: ['streams'], message: M.streamsNeedClass });
  return problems;
}

/** Whether a class is within the school's lowest and highest; false while they are unset. */
function classInRange(classNumber: number, { lowestClass, highestClass }: UdiseSchool): boolean {
  return (
    lowestClass !== undefined &&
    highestClass !== undefined &&
    classNumber >= lowestClass &&
    classNumber <= highestClass
  );
}

/**
 * The school's fields as stored, read leniently: a part that does not read (or no longer fits the
 * class range) is as if unset, so the return checks nothing by it rather than something wrong.
 */
export function readUdiseSchool(record: Record<string, unknown>): UdiseSchool {
  const school: UdiseSchool = {};
  const management = UDISE_SCHOOL_SHAPE.management.safeParse(record.management);
  if (management.success && management.data) school.management = management.data;
  const lowest = classNumber.safeParse(record.lowestClass);
  const highest = classNumber.safeParse(record.highestClass);
  if (lowest.success && highest.success && lowest.data <= highest.data) {
    school.lowestClass = lowest.data;
    school.highestClass = highest.data;
  }
  const stored = (
    typeof record.sections === 'object' && record.sections !== null ? record.sections : {}
  ) as Record<string, unknown>;
  const sections: Record<string, string> = {};
  for (const key of UDISE_CLASS_KEYS) {
    const letters = storedSections.safeParse(stored[key]);
    if (letters.success && classInRange(Number(key), school)) sections[key] = letters.data;
  }
  if (Object.keys(sections).length > 0) school.sections = sections;
  const offered = streams.safeParse(record.streams);
  if (offered.success) school.streams = offered.data;
  const courses = vocationalCourses.safeParse(record.vocationalCourses);
  if (courses.success) school.vocationalCourses = courses.data;
  return school;
}
