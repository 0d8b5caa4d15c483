import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '@village/model/constants';
import { directoryShardId, unpackDirectoryEntry } from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import { directoryPath } from '@village/model/paths';
import { storedStudentSchema } from '@village/model/student';
import { DEMO_ACCOUNTS, generateSampleData, generateStudents } from './generate';
import { directoryShardsOf } from './load';

/** What the rules let a client store on a student, besides the location and the timestamps. */
/**
 * Written by the functions only, after a year-end progression, a TC or a repeated admission
 * number: not by the seed.
 */
const FUNCTION_FIELDS = new Set([
  'progressedIn',
  'transferCertificate',
  'admissionNumberSharedWith',
]);
const STORED_KEYS = [
  ...Object.keys(storedStudentSchema.shape).filter((key) => !FUNCTION_FIELDS.has(key)),
  'location',
  'createdAt',
  'updatedAt',
].sort();

const now = new Date(Date.UTC(2026, 10, 23, 10));
const data = generateSampleData({ now });

describe('sample data', () => {
  it('has the three organizations of the README with their students and users', () => {
    const sizes = data.organizations.map((org) => ({
      id: org.id,
      students: data.students.filter((student) => student.orgId === org.id).length,
      users: data.members.filter((member) => member.orgId === org.id).length,
    }));
    expect(sizes).toEqual([
      { id: 'narela-public-school', students: 450, users: 25 },
      { id: 'delhi-rural-university', students: 2500, users: 150 },
      { id: 'gyan-jyoti-academy', students: 180, users: 12 },
    ]);
  });

  it('is the same on every run', () => {
    expect(generateSampleData({ now })).toEqual(data);
    expect(generateSampleData({ now, seed: 7 }).students[0]).not.toEqual(data.students[0]);
  });

  it('makes every demo account a member of every organization with its role', () => {
    for (const org of data.organizations) {
      for (const account of DEMO_ACCOUNTS) {
        expect(data.members).toContainEqual(
          expect.objectContaining({ orgId: org.id, uid: account.uid, role: account.role }),
        );
      }
    }
  });

  it('gives unique ids and valid, consistent student records', () => {
    const keys = data.students.map((student) => `${student.orgId}/${student.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const memberKeys = data.members.map((member) => `${member.orgId}/${member.uid}`);
    expect(new Set(memberKeys).size).toBe(memberKeys.length);
    for (const { orgId: _orgId, id: _id, ...stored } of data.students) {
      // Exactly the fields the rules accept: nothing derived beyond the category (no searchTokens).
      expect(Object.keys(stored).sort()).toEqual(STORED_KEYS);
    }
    for (const student of data.students) {
      expect(storedStudentSchema.safeParse(student).error).toBeUndefined();
      expect(student.category).toBe(categoryForLevel(student.educationLevel));
      expect(student.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('places students within about 40 km of the map centre', () => {
    for (const { location } of data.students) {
      expect(Math.abs((location?.lat ?? 0) - MAP_DEFAULTS.center.lat)).toBeLessThan(0.4);
      expect(Math.abs((location?.lng ?? 0) - MAP_DEFAULTS.center.lng)).toBeLessThan(0.4);
    }
  });

  it('records month-end history that ends with last month', () => {
    const school = data.monthlyStats.filter((stats) => stats.orgId === 'narela-public-school');
    expect(school.at(-1)?.month).toBe('2026-10');
    const totals = school.map((stats) => stats.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const narela = data.students.filter((student) => student.orgId === 'narela-public-school');
    const before = narela.filter((student) => student.createdAt < new Date(Date.UTC(2026, 10, 1)));
    const count = (status: string) => before.filter((student) => student.status === status).length;
    // A few have graduated or left: they count apart, not in the total.
    expect(count('graduated')).toBeGreaterThan(0);
    expect(count('left')).toBeGreaterThan(0);
    expect(school.at(-1)).toMatchObject({
      total: count('active'),
      graduated: count('graduated'),
      left: count('left'),
    });
  });
});

describe('students for any organization (bulk)', () => {
  const students = generateStudents({ orgId: 'bench', count: 1200, now });

  it('are the same on every run, and valid', () => {
    expect(generateStudents({ orgId: 'bench', count: 1200, now })).toEqual(students);
    expect(generateStudents({ orgId: 'bench', count: 3, now, seed: 7 })[0]).not.toEqual(
      students[0],
    );
    expect(new Set(students.map((student) => student.id)).size).toBe(1200);
    expect(new Set(students.map((student) => student.studentId)).size).toBe(1200);
    expect(students[1199]).toMatchObject({
      orgId: 'bench',
      id: 'import-sample-1201',
      studentId: 'BLK-1200',
    });
    for (const student of students) {
      expect(storedStudentSchema.safeParse(student).error).toBeUndefined();
      expect(student.dateOfBirth! <= '2026-11-23').toBe(true);
    }
    expect(new Set(students.map((student) => student.category))).toEqual(
      new Set(['primary', 'secondary', 'higher']),
    );
  });

  it('come with their directory lines, one per student, in its shard', () => {
    const shards = directoryShardsOf(students);
    expect(shards.size).toBe(32);
    const lines = [...shards].flatMap(([path, entries]) =>
      Object.entries(entries).map(([id, line]) => ({
        path,
        entry: unpackDirectoryEntry(id, line),
      })),
    );
    expect(lines).toHaveLength(1200);
    for (const { path, entry } of lines) {
      const student = students.find((candidate) => candidate.id === entry.id)!;
      expect(path).toBe(`${directoryPath('bench')}/${directoryShardId(student.id)}`);
      expect(entry).toMatchObject({
        studentId: student.studentId,
        name: student.name,
        school: student.school,
        category: student.category,
        dateOfBirth: student.dateOfBirth,
        updatedAtMs: student.updatedAt.getTime(),
      });
    }
  });
});
