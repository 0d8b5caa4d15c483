// The truth the counters tests compare with: students as staff store them, and what the counters
// must be for them, recounted HERE from the student documents with its own month-in-India and
// school-name folding (none of the functions' arithmetic, student-facts.ts, is reused, so that a
// slip there shows); and the waits and drivers those tests share.
import { isDeepStrictEqual } from 'node:util';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { IST_OFFSET_MS } from '@village/model/dates';
import { unpackDirectoryEntry } from '@village/model/directory';
import { categoryForLevel, EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import {
  directoryPath,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { db, eventually, SCHOOLS, studentEventsSettled } from './emulator';
import { processStudentWrite, type StudentWrite, type StudentWriteResult } from '../src/students';

export const STAFF = { uid: 'scale-staff', email: 'scale-staff@example.com', name: 'Scale Staff' };
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60_000;

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** "YYYY-MM" of an instant in India. */
export function istMonth(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** Midnight at the start of this month in India (18:30 UTC on the last day of the month before). */
export function istMonthStart(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - IST_OFFSET_MS);
}

export function levelAt(index: number): EducationLevel {
  return EDUCATION_LEVELS[index % EDUCATION_LEVELS.length] as EducationLevel;
}

/**
 * A student as staff store it. Every fifth was added 40 days ago (counted, but not in this month's
 * additions); every fifth from the second was added one minute into this month in India, which is
 * still last month in UTC: counted in this month's additions only when months are India's.
 */
export function studentData(index: number, overrides: DocumentData = {}): DocumentData {
  const level = levelAt(index);
  const now = new Date();
  const createdAt =
    index % 5 === 0
      ? new Date(now.getTime() - 40 * DAY_MS)
      : index % 5 === 1
        ? new Date(Math.min(istMonthStart(now).getTime() + MINUTE_MS, now.getTime()))
        : now;
  return {
    name: `Student ${index}`,
    dateOfBirth: null,
    gender: index % 2 === 0 ? 'female' : 'male',
    educationLevel: level,
    course: '',
    category: categoryForLevel(level),
    school: SCHOOLS[index % SCHOOLS.length],
    address: `House ${index}, Narela`,
    location: null,
    parentName: `Parent ${index}`,
    parentContact: '',
    parentOccupation: '',
    enrollmentDate: null,
    status: 'active',
    createdAt,
    createdBy: STAFF.uid,
    updatedAt: createdAt,
    updatedBy: STAFF.uid,
    ...overrides,
  };
}

/** An edit: another level (mostly another category), another school; every fourth graduates. */
export function editOf(index: number): DocumentData {
  const level = levelAt(index * 7 + 3);
  return {
    educationLevel: level,
    category: categoryForLevel(level),
    school: SCHOOLS[(index + 3) % SCHOOLS.length],
    status: index % 4 === 0 ? 'graduated' : 'active',
    updatedAt: new Date(),
  };
}

export interface Stats {
  primary: number;
  secondary: number;
  higher: number;
  recentAdditions: number;
  schools: number;
}

export interface Counters {
  /** Students on the roll: status active (or none). */
  studentCount: number;
  graduatedCount: number;
  leftCount: number;
  statsMonth: string;
  stats: Stats;
  levels: Record<string, number>;
  /** The school tally (private/schools) as key → count. */
  schools: Record<string, number>;
  /** This month's monthlyStats document, without updatedAt. */
  monthly: {
    month: string;
    total: number;
    primary: number;
    secondary: number;
    higher: number;
    added: number;
    graduated: number;
    left: number;
  };
}

export function asDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : (value as Date);
}

/**
 * What the counters must be for these students, counted from scratch: those on the roll in the
 * total, the categories, the levels, the schools and the month's additions; graduated and left
 * students only in their own counts.
 */
export function expectedCounters(students: readonly DocumentData[], now = new Date()): Counters {
  const month = istMonth(now);
  const stats: Stats = { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 };
  const levels: Record<string, number> = {};
  const schools: Record<string, number> = {};
  const graduated = students.filter((student) => student.status === 'graduated').length;
  const left = students.filter((student) => student.status === 'left').length;
  const onRoll = students.filter(
    (student) => student.status !== 'graduated' && student.status !== 'left',
  );
  for (const student of onRoll) {
    stats[student.category as 'primary' | 'secondary' | 'higher'] += 1;
    if (istMonth(asDate(student.createdAt)) === month) stats.recentAdditions += 1;
    const level = student.educationLevel as string;
    levels[level] = (levels[level] ?? 0) + 1;
    const school = (student.school as string).trim().split(/\s+/).join(' ').toLowerCase();
    schools[school] = (schools[school] ?? 0) + 1;
  }
  stats.schools = Object.keys(schools).length;
  return {
    studentCount: onRoll.length,
    graduatedCount: graduated,
    leftCount: left,
    statsMonth: month,
    stats,
    levels,
    schools,
    monthly: {
      month,
      total: onRoll.length,
      primary: stats.primary,
      secondary: stats.secondary,
      higher: stats.higher,
      added: stats.recentAdditions,
      graduated,
      left,
    },
  };
}

/** The counters as stored: the organization document, the school tally and this month's figures. */
export async function storedCounters(
  orgId: string,
  now = new Date(),
): Promise<Record<keyof Counters, unknown>> {
  const [org, tally, monthly] = await Promise.all([
    db.doc(organizationPath(orgId)).get(),
    db.doc(`${organizationPath(orgId)}/private/schools`).get(),
    db.doc(`${monthlyStatsPath(orgId)}/${istMonth(now)}`).get(),
  ]);
  const entries = (tally.get('schools') ?? []) as Array<{ key: string; count: number }>;
  const figures = monthly.data();
  if (figures) delete figures.updatedAt;
  return {
    studentCount: org.get('studentCount'),
    graduatedCount: org.get('graduatedCount'),
    leftCount: org.get('leftCount'),
    statsMonth: org.get('statsMonth'),
    stats: org.get('stats'),
    levels: org.get('levels'),
    schools: Object.fromEntries(entries.map(({ key, count }) => [key, count])),
    monthly: figures,
  };
}

export const studentsOf = async (orgId: string) =>
  (await db.collection(studentsPath(orgId)).get()).docs;

export const ledger = (orgId: string) => db.collection(`${organizationPath(orgId)}/counterEvents`);

export async function pendingCount(orgId: string): Promise<number> {
  return (await ledger(orgId).where('pending', '==', true).count().get()).data().count;
}

/** How many student events the trigger (or a test) has recorded: one entry per event id. */
export async function studentEventCount(orgId: string): Promise<number> {
  return (await ledger(orgId).where('kind', '==', 'student').count().get()).data().count;
}

/** Waits until `events` student events are recorded and none is left to fold (emulator.ts). */
export async function settled(orgId: string, events: number, timeoutMs: number): Promise<void> {
  expect(await studentEventsSettled(orgId, events, timeoutMs, 2000)).toEqual({
    recorded: events,
    pending: 0,
  });
}

/** Every directory line of the organization, by student document id. */
export async function directoryLines(orgId: string): Promise<Record<string, string>> {
  const shards = await db.collection(directoryPath(orgId)).get();
  return Object.assign({}, ...shards.docs.map((doc) => doc.get('entries') ?? {})) as Record<
    string,
    string
  >;
}

/**
 * How the directory differs from the students as stored: each student whose line is missing or
 * says another name, level, status or id, and each line of no student (the first ten). Empty when
 * it lists exactly these students; on a failure, the assertion names them.
 */
export async function directoryDifferences(orgId: string): Promise<string[]> {
  const [lines, students] = await Promise.all([directoryLines(orgId), studentsOf(orgId)]);
  const differences: string[] = [];
  for (const student of students) {
    const line = lines[student.id];
    if (line === undefined) {
      differences.push(`${student.id}: no line`);
      continue;
    }
    const entry = unpackDirectoryEntry(student.id, line);
    const stored = {
      name: student.get('name') as unknown,
      educationLevel: student.get('educationLevel') as unknown,
      status: student.get('status') as unknown,
      studentId: (student.get('studentId') ?? null) as unknown,
    };
    for (const [field, value] of Object.entries(stored))
      if (entry[field as keyof typeof stored] !== value)
        differences.push(
          `${student.id}: ${field} ${JSON.stringify(entry[field as keyof typeof stored])}, stored ${JSON.stringify(value)}`,
        );
  }
  const ids = new Set(students.map((student) => student.id));
  for (const docId of Object.keys(lines))
    if (!ids.has(docId)) differences.push(`${docId}: a line for no student`);
  return differences.slice(0, 10);
}

export async function waitForDirectory(orgId: string, timeoutMs = 180_000): Promise<void> {
  const differences = await eventually(
    () => directoryDifferences(orgId),
    (found) => found.length === 0,
    { timeoutMs, intervalMs: 1000 },
  );
  expect(differences, 'the directory lists every student as stored').toEqual([]);
}

/** Waits for the member trigger to have counted the organization's one super_admin. */
export async function waitForMembers(orgId: string): Promise<void> {
  const org = db.doc(organizationPath(orgId));
  const counts = await eventually(
    async () => [(await org.get()).get('userCount'), (await org.get()).get('superAdminCount')],
    (value) => isDeepStrictEqual(value, [1, 1]),
  );
  expect(counts).toEqual([1, 1]);
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    range(Math.min(limit, items.length)).map(async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/** The same event delivered `copies` times at once. */
export function deliverConcurrently(
  write: StudentWrite,
  copies = 5,
): Promise<StudentWriteResult[]> {
  return Promise.all(range(copies).map(() => processStudentWrite(write)));
}

export const applied = (results: readonly StudentWriteResult[]) =>
  results.filter((result) => result.applied).length;

export const docIdOf = (index: number) => `s${String(index).padStart(4, '0')}`;
export const indexOf = (docId: string) => Number(docId.slice(1));

/** A deterministic shuffle (a fixed linear congruential sequence), so a failure can be replayed. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let seed = 20260111;
  for (let i = result.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
