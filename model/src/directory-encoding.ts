import * as z from 'zod/mini';
import { GENDERS, type Gender } from './filters';
import { categoryForLevel, EDUCATION_LEVELS, type Category, type EducationLevel } from './levels';
import { INDIAN_MOBILE_PATTERN } from './phone';
import { STUDENT_STATUSES, type StudentStatus } from './student';
import { SOCIAL_CATEGORY_CODES, type SocialCategory } from './udise';

// How a student is stored in the directory index: one tab-separated line per student, packed by
// the function from the student document and unpacked by every reader (the function, the app, the
// seed and the tests), and the shard document that holds the lines.

/** One student as the directory lists, searches, filters and sorts it. */
export interface DirectoryEntry {
  id: string;
  studentId: string | null;
  name: string;
  school: string;
  address: string;
  educationLevel: EducationLevel;
  category: Category;
  course: string;
  gender: Gender | null;
  dateOfBirth: string | null;
  parentName: string;
  parentContact: string;
  status: StudentStatus;
  location: { lat: number; lng: number } | null;
  /** The student document's updatedAt, in milliseconds: a newer local copy wins over the index. */
  updatedAtMs: number;
  // Since version 2 of the line: a version-1 line reads as '', '', '' and null.
  /** The class's section as typed ("A"); '' when none. */
  section: string;
  /** As stored (its key: upper case, no spaces); '' when none. */
  admissionNumber: string;
  /** The "More details" social category; '' when not recorded. */
  socialCategory: SocialCategory | '';
  /** Child with special needs: null when not recorded. */
  cwsn: boolean | null;
}

/** What the function packs: a student's fields (as stored) and when they were written. */
export type DirectorySource = Omit<DirectoryEntry, 'id' | 'category'>;

/**
 * A stored student, as far as the directory needs it: its fields as the document holds them
 * (section and admission number absent on older documents; the details groups as maps).
 */
export type DirectoryStudent = Omit<
  DirectorySource,
  'studentId' | 'updatedAtMs' | 'section' | 'admissionNumber' | 'socialCategory' | 'cwsn'
> & {
  studentId?: string | null;
  section?: string;
  admissionNumber?: string;
  social?: { socialCategory?: SocialCategory };
  needs?: { cwsn?: boolean };
  updatedAt: Date;
};

/** The directory's view of a stored student: the same in the function, the seed and the app. */
export function directorySourceOf(student: DirectoryStudent): DirectorySource {
  return {
    studentId: student.studentId ?? null,
    name: student.name,
    school: student.school,
    address: student.address,
    educationLevel: student.educationLevel,
    course: student.course,
    gender: student.gender,
    dateOfBirth: student.dateOfBirth,
    parentName: student.parentName,
    parentContact: student.parentContact,
    status: student.status,
    location: student.location,
    updatedAtMs: Math.max(0, student.updatedAt.getTime()),
    section: student.section ?? '',
    admissionNumber: student.admissionNumber ?? '',
    socialCategory: student.social?.socialCategory ?? '',
    cwsn: student.needs?.cwsn ?? null,
  };
}

// A line is tab-separated, version first. Tabs cannot occur in a value (they are turned into
// spaces when packed); line breaks in an address are kept. Tabs keep the line short on the wire,
// where a map of named fields would repeat every field name for every student.
//
// Version 2 appends four fields to version 1's: the section, the admission number, the
// social category (its UDISE+ code, one digit) and CWSN ('y' or 'n'), each '' when not recorded.
// Stored indexes keep their version-1 lines until a student's write or the reconcile rewrites them:
// the reconcile compares each stored line, as a string, with the line packed now, so a version-1
// line is drift and is rewritten as version 2 at the first reconcile after the deploy. Until then
// version-1 lines are read with the new fields empty. A reader older than version 2 (an app not
// yet updated) refuses version-2 lines, so the functions are deployed with the app.
const VERSION = '2';
const V1_FIELD_COUNT = 15;
const FIELD_COUNT = 19;

const SOCIAL_CODE_OF = new Map(
  SOCIAL_CATEGORY_CODES.map(({ value, code }) => [value, String(code)]),
);
const SOCIAL_OF_CODE = new Map(
  SOCIAL_CATEGORY_CODES.map(({ value, code }) => [String(code), value]),
);
const CWSN_YES = 'y';
const CWSN_NO = 'n';

const clean = (value: string) => value.replace(/\t/g, ' ');
const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

export function packDirectoryEntry(source: DirectorySource): string {
  return [
    VERSION,
    source.studentId ?? '',
    source.name,
    source.school,
    source.address,
    source.educationLevel,
    source.course,
    source.gender ?? '',
    source.dateOfBirth ?? '',
    source.parentName,
    source.parentContact,
    source.status,
    source.location ? coordinate(source.location.lat) : '',
    source.location ? coordinate(source.location.lng) : '',
    String(source.updatedAtMs),
    source.section,
    source.admissionNumber,
    source.socialCategory === '' ? '' : (SOCIAL_CODE_OF.get(source.socialCategory) ?? ''),
    source.cwsn === null ? '' : source.cwsn ? CWSN_YES : CWSN_NO,
  ]
    .map(clean)
    .join('\t');
}

// Lines are read by hand rather than by a zod schema: the directory unpacks every student's line
// as it opens, thousands of them on a phone, and zod's general machinery would cost many times
// these few checks in the directory's first draw. A line is refused for what a schema of its
// fields would refuse: an unknown level, gender, status, social category or CWSN, a malformed
// date, contact, coordinate or time, or no name.
const EDUCATION_LEVEL_SET: ReadonlySet<string> = new Set(EDUCATION_LEVELS);
const GENDER_SET: ReadonlySet<string> = new Set(GENDERS);
const STATUS_SET: ReadonlySet<string> = new Set(STUDENT_STATUSES);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

class UnreadableLine extends Error {
  constructor(id: string, what: string) {
    super(`Directory entry ${id}: ${what}`);
    this.name = 'UnreadableLine';
  }
}

/** One of `allowed`, else the line is refused. */
function oneOf<T extends string>(
  id: string,
  value: string,
  allowed: ReadonlySet<string>,
  what: string,
) {
  if (!allowed.has(value)) throw new UnreadableLine(id, `${what} "${value}" is not known`);
  return value as T;
}

/** A finite number within ±max (an empty field is no value). */
function coordinateOf(id: string, value: string, max: number): number | null {
  if (value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > max)
    throw new UnreadableLine(id, `coordinate "${value}" is out of range`);
  return number;
}

function socialCategoryOf(id: string, code: string): SocialCategory | '' {
  if (code === '') return '';
  const value = SOCIAL_OF_CODE.get(code);
  if (value === undefined) throw new UnreadableLine(id, `social category "${code}" is not known`);
  return value;
}

function cwsnOf(id: string, value: string): boolean | null {
  if (value === '') return null;
  if (value === CWSN_YES) return true;
  if (value === CWSN_NO) return false;
  throw new UnreadableLine(id, `CWSN "${value}" is not known`);
}

/** The entry of one packed line (version 1 or 2); throws on a line this version cannot read. */
export function unpackDirectoryEntry(id: string, line: string): DirectoryEntry {
  const fields = line.split('\t');
  const shapeKnown =
    (fields[0] === VERSION && fields.length === FIELD_COUNT) ||
    (fields[0] === '1' && fields.length === V1_FIELD_COUNT);
  if (!shapeKnown) throw new UnreadableLine(id, `not a version-1 or version-${VERSION} line`);
  // The length is checked above: the defaults only tell TypeScript that every field is there, and
  // give a version-1 line its "not recorded" for the fields it has not.
  const [
    ,
    studentId = '',
    name = '',
    school = '',
    address = '',
    educationLevelText = '',
    course = '',
    genderText = '',
    dateOfBirth = '',
    parentName = '',
    parentContact = '',
    statusText = '',
    latText = '',
    lngText = '',
    updatedAtText = '',
    section = '',
    admissionNumber = '',
    socialText = '',
    cwsnText = '',
  ] = fields;
  if (name === '') throw new UnreadableLine(id, 'no name');
  const educationLevel = oneOf<EducationLevel>(
    id,
    educationLevelText,
    EDUCATION_LEVEL_SET,
    'education level',
  );
  const gender = genderText === '' ? null : oneOf<Gender>(id, genderText, GENDER_SET, 'gender');
  if (dateOfBirth !== '' && !DATE_PATTERN.test(dateOfBirth))
    throw new UnreadableLine(id, `date of birth "${dateOfBirth}" is not a date`);
  if (parentContact !== '' && !INDIAN_MOBILE_PATTERN.test(parentContact))
    throw new UnreadableLine(id, 'parent contact is not an Indian mobile number');
  const status = oneOf<StudentStatus>(id, statusText, STATUS_SET, 'status');
  const lat = coordinateOf(id, latText, 90);
  const lng = coordinateOf(id, lngText, 180);
  const updatedAtMs = Number(updatedAtText);
  if (updatedAtText === '' || !Number.isSafeInteger(updatedAtMs) || updatedAtMs < 0)
    throw new UnreadableLine(id, `time "${updatedAtText}" is not a time`);
  return {
    id,
    studentId: studentId === '' ? null : studentId,
    name,
    school,
    address,
    educationLevel,
    category: categoryForLevel(educationLevel),
    course,
    gender,
    dateOfBirth: dateOfBirth === '' ? null : dateOfBirth,
    parentName,
    parentContact,
    status,
    location: lat !== null && lng !== null ? { lat, lng } : null,
    updatedAtMs,
    section,
    admissionNumber,
    socialCategory: socialCategoryOf(id, socialText),
    cwsn: cwsnOf(id, cwsnText),
  };
}

/** An object whose every value is a string: a shard's map of document ids to lines. */
function isLineMap(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const line of Object.values(value)) if (typeof line !== 'string') return false;
  return true;
}

/**
 * A shard document as stored. Its lines are checked here only for being strings: every reader
 * unpacks them with unpackDirectoryEntry, which refuses a malformed line. A plain loop rather than
 * zod's record of strings, which would walk every line through its general machinery once more,
 * in the directory's first draw.
 */
export const directoryShardDocSchema = z.object({
  entries: z._default(
    z.custom<Record<string, string>>(isLineMap, 'entries must map document ids to lines'),
    {},
  ),
});
