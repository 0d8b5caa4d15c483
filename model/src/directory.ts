import * as z from 'zod/mini';
import { ageOn, ALL, GENDERS, isInAgeRange, type Gender } from './filters';
import { categoryForLevel, EDUCATION_LEVELS, type Category, type EducationLevel } from './levels';
import { INDIAN_MOBILE_PATTERN } from './phone';
import { STUDENT_STATUSES, type StudentStatus } from './student';

/**
 * The student directory index, kept by Cloud Functions from the students and read by staff. Each
 * shard holds one compact line per student of a fixed share of the organization (chosen by a hash
 * of the student's document id), so that the directory loads in a bounded number of documents and
 * every search and filter runs in the browser, at once, offline too.
 *
 * Shard document: { entries: { [studentDocId]: packed line }, bytes, updatedAt }. The function
 * updates one map entry per student write, so writes to different students never contend on a read.
 *
 * Firestore refuses a document over 1 MiB, so the index grows: it starts with
 * DIRECTORY_BASE_SHARD_COUNT shards and doubles (32, 64, 128, …) before any shard holds
 * DIRECTORY_SHARD_MAX_BYTES of lines. The organization document's `directoryShards` tells readers
 * how many shards the current index has (absent: 32), and so where they are (directoryShardsPath).
 * Doubling splits each shard in two: a student of shard i of n is in shard i or i + n of 2n.
 */
export const DIRECTORY_BASE_SHARD_COUNT = 32;

/** The most shards an index may have: 4096 shards of 700 KiB hold millions of students. */
export const DIRECTORY_MAX_SHARD_COUNT = 4096;

/**
 * The size of a shard's lines (`bytes`, as Firestore counts them: directoryEntryBytes) past which
 * the index doubles. Firestore's limit is 1 MiB (1,048,576 bytes) for the whole document; the rest
 * of a shard (its name, updatedAt, bytes) is well under 1 KiB, and the margin of some 340 KiB
 * (1,000 and more lines) absorbs what arrives while the index doubles.
 */
export const DIRECTORY_SHARD_MAX_BYTES = 700 * 1024;

/** Whether `count` is a shard count an index can have: 32 doubled 0 or more times, ≤ the max. */
export function isDirectoryShardCount(count: unknown): count is number {
  if (typeof count !== 'number' || !Number.isSafeInteger(count)) return false;
  let valid = DIRECTORY_BASE_SHARD_COUNT;
  while (valid < count) valid *= 2;
  return valid === count && count <= DIRECTORY_MAX_SHARD_COUNT;
}

/** The shard count an organization document names (`directoryShards`); absent or bad: 32. */
export function directoryShardCountOf(value: unknown): number {
  return isDirectoryShardCount(value) ? value : DIRECTORY_BASE_SHARD_COUNT;
}

/** The position of a student's shard: FNV-1a of the document id, modulo the shard count. */
export function directoryShardIndex(
  studentDocId: string,
  shardCount: number = DIRECTORY_BASE_SHARD_COUNT,
): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < studentDocId.length; index += 1) {
    hash ^= studentDocId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/** "shard-00" … "shard-31" of 32 shards; "shard-000" … "shard-127" of 128. */
export function directoryShardIdAt(index: number, shardCount: number): string {
  return `shard-${String(index).padStart(Math.max(2, String(shardCount - 1).length), '0')}`;
}

/** The id of the shard that holds a student's line, of an index of `shardCount` shards. */
export function directoryShardId(
  studentDocId: string,
  shardCount: number = DIRECTORY_BASE_SHARD_COUNT,
): string {
  return directoryShardIdAt(directoryShardIndex(studentDocId, shardCount), shardCount);
}

/** Bytes of a string in UTF-8 (Devanagari: 3 per character), as Firestore counts strings. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair (4 bytes in all) is two code units: 2 each. A lone one is written as
    // U+FFFD, 3 bytes; counting 2 errs by one byte, well inside the margin.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * What one entry adds to a shard document, as Firestore counts a map entry: the key's UTF-8 bytes
 * + 1 and the string value's + 1 (https://firebase.google.com/docs/firestore/storage-size).
 */
export function directoryEntryBytes(studentDocId: string, line: string | null): number {
  return line === null ? 0 : utf8Bytes(studentDocId) + 1 + utf8Bytes(line) + 1;
}

/** The bytes of every entry of a shard: what its `bytes` field counts. */
export function directoryShardBytes(entries: Readonly<Record<string, unknown>>): number {
  let bytes = 0;
  for (const [id, line] of Object.entries(entries))
    if (typeof line === 'string') bytes += directoryEntryBytes(id, line);
  return bytes;
}

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
}

/** What the function packs: a student's fields (as stored) and when they were written. */
export type DirectorySource = Omit<DirectoryEntry, 'id' | 'category'>;

/** A stored student, as far as the directory needs it. */
export type DirectoryStudent = Omit<DirectorySource, 'studentId' | 'updatedAtMs'> & {
  studentId?: string | null;
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
  };
}

// A line is tab-separated, version first. Tabs cannot occur in a value (they are turned into
// spaces when packed); line breaks in an address are kept. Tabs keep the line short on the wire,
// where a map of named fields would repeat every field name for every student.
const VERSION = '1';
const FIELD_COUNT = 15;

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
  ]
    .map(clean)
    .join('\t');
}

// Lines are read by hand rather than by a zod tuple: the directory unpacks every student's line
// when it opens (3,000 and more), and zod's general machinery took about 150 ms of that on a phone
// 4x slower than this machine, where these checks take a few. They refuse what the tuple refused.
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

/** The entry of one packed line; throws on a line this version cannot read. */
export function unpackDirectoryEntry(id: string, line: string): DirectoryEntry {
  const fields = line.split('\t');
  if (fields.length !== FIELD_COUNT || fields[0] !== VERSION)
    throw new UnreadableLine(id, `not a version-${VERSION} line`);
  // The length is checked above: the defaults only tell TypeScript that every field is there.
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
 * unpacks them with unpackDirectoryEntry, which refuses a malformed line. (zod's record of strings
 * checked 3,000 lines through its general machinery: about 100 ms of the directory's first draw on
 * a phone 4x slower than this machine.)
 */
export const directoryShardDocSchema = z.object({
  entries: z._default(
    z.custom<Record<string, string>>(isLineMap, 'entries must map document ids to lines'),
    {},
  ),
});

// ---------------------------------------------------------------------------------------------
// Searching and filtering (SPEC.md §4 and §9; DESIGN.md: the age range is applied).

export interface DirectoryFilters {
  /** Text inside the name or the school, case-insensitive. */
  search: string;
  /** The level dropdown: all, primary, secondary or higher. */
  category: typeof ALL | Category;
  /** Advanced: one of the 26 levels. */
  educationLevel: typeof ALL | EducationLevel;
  ageRange: string;
  gender: typeof ALL | Gender;
  /** Advanced: text inside the address. */
  location: string;
  /** Advanced: text inside the school name. */
  school: string;
}

export const DEFAULT_DIRECTORY_FILTERS: DirectoryFilters = {
  search: '',
  category: ALL,
  educationLevel: ALL,
  ageRange: ALL,
  gender: ALL,
  location: '',
  school: '',
};

/** The filters that count as active, each shown as a removable chip (search is not one). */
export const FILTER_KEYS = [
  'category',
  'educationLevel',
  'ageRange',
  'gender',
  'location',
  'school',
] as const satisfies readonly (keyof DirectoryFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

export function isFilterActive(filters: DirectoryFilters, key: FilterKey): boolean {
  const value = filters[key].trim();
  return value !== '' && value !== ALL;
}

/** SPEC.md §4: the number of filters not set to all. */
export function activeFilterCount(filters: DirectoryFilters): number {
  return FILTER_KEYS.filter((key) => isFilterActive(filters, key)).length;
}

const fold = (value: string) => value.toLocaleLowerCase().normalize('NFC');

interface FoldedText {
  name: string;
  school: string;
  address: string;
}

// Lower-cased once per entry, not on every keystroke: entries keep their identity while the
// directory is open, so a search over 10,000 students only runs `includes`.
const foldedTexts = new WeakMap<DirectoryEntry, FoldedText>();

function foldedText(entry: DirectoryEntry): FoldedText {
  let text = foldedTexts.get(entry);
  if (!text) {
    text = { name: fold(entry.name), school: fold(entry.school), address: fold(entry.address) };
    foldedTexts.set(entry, text);
  }
  return text;
}

const NO_TEXT: FoldedText = { name: '', school: '', address: '' };

/** Lower-cases an entry's texts ahead of the first keystroke (as the directory index is read). */
export function prepareDirectorySearch(entry: DirectoryEntry): void {
  foldedText(entry);
}

/** A predicate for the filters, prepared once (lower-cased needles, today's date). */
export function directoryMatcher(
  filters: DirectoryFilters,
  today: Date = new Date(),
): (entry: DirectoryEntry) => boolean {
  const search = fold(filters.search.trim());
  const location = fold(filters.location.trim());
  const school = fold(filters.school.trim());
  // Without a text to look for, the directory's first draw need not touch the folded texts.
  const byText = search !== '' || location !== '' || school !== '';
  return (entry) => {
    const text = byText ? foldedText(entry) : NO_TEXT;
    return (
      (search === '' || text.name.includes(search) || text.school.includes(search)) &&
      (filters.category === ALL || entry.category === filters.category) &&
      (filters.educationLevel === ALL || entry.educationLevel === filters.educationLevel) &&
      (filters.gender === ALL || entry.gender === filters.gender) &&
      (location === '' || text.address.includes(location)) &&
      (school === '' || text.school.includes(school)) &&
      (filters.ageRange === ALL ||
        (entry.dateOfBirth !== null &&
          isInAgeRange(ageOn(entry.dateOfBirth, today), filters.ageRange)))
    );
  };
}

export const SORT_KEYS = [
  'name',
  'studentId',
  'educationLevel',
  'school',
  'age',
  'gender',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

function compareBy(key: SortKey): (a: DirectoryEntry, b: DirectoryEntry) => number {
  switch (key) {
    case 'educationLevel':
      return (a, b) =>
        EDUCATION_LEVELS.indexOf(a.educationLevel) - EDUCATION_LEVELS.indexOf(b.educationLevel);
    case 'age':
      // Ascending age is the latest date of birth first. Students without one are put last by
      // sortDirectory, in either direction.
      return (a, b) =>
        a.dateOfBirth === null || b.dateOfBirth === null
          ? 0
          : collator.compare(b.dateOfBirth, a.dateOfBirth);
    case 'studentId':
      return (a, b) => collator.compare(a.studentId ?? '', b.studentId ?? '');
    case 'gender':
      return (a, b) => collator.compare(a.gender ?? '', b.gender ?? '');
    default:
      return (a, b) => collator.compare(a[key], b[key]);
  }
}

/** A sorted copy; ties fall back to the name, then the id, so the order is stable. */
export function sortDirectory(
  entries: readonly DirectoryEntry[],
  key: SortKey,
  direction: SortDirection,
): DirectoryEntry[] {
  const primary = compareBy(key);
  const byName = compareBy('name');
  const sign = direction === 'asc' ? 1 : -1;
  // Without a date of birth, a student has no age to sort by: last, whichever the direction.
  const ageless = (entry: DirectoryEntry) => (key === 'age' && entry.dateOfBirth === null ? 1 : 0);
  return [...entries].sort(
    (a, b) =>
      ageless(a) - ageless(b) ||
      sign * primary(a, b) ||
      byName(a, b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
