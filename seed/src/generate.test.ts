import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '@village/model/constants';
import { categoryForLevel } from '@village/model/levels';
import { storedStudentSchema } from '@village/model/student';
import { DEMO_ACCOUNTS, generateSampleData } from './generate';

const now = new Date(Date.UTC(2026, 10, 23, 10));
const data = generateSampleData({ now });

describe('sample data', () => {
  it('has the three organizations of SPEC.md with their students and users', () => {
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
    const thisMonth = data.students.filter(
      (student) =>
        student.orgId === 'narela-public-school' &&
        student.createdAt >= new Date(Date.UTC(2026, 10, 1)),
    ).length;
    expect(school.at(-1)?.total).toBe(450 - thisMonth);
  });
});
