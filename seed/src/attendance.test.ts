import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addDays, dayOff, holidaysOutsideYear } from '@village/model/attendance/calendar';
import {
  childAttendance,
  classKeyOf,
  registerCounts,
  registerTaken,
  type AttendanceRegister,
} from '@village/model/attendance/register';
import { currentClassKeyOf, rollNumberOf } from '@village/model/attendance/roll-candidate';
import { totalsOfDays } from '@village/model/attendance/totals';
import { todayIso } from '@village/model/dates';
import { registerDigest } from '@village/model/attendance/digest';
import { takenRoll } from '@village/model/attendance/taken-roll';
import { ATTENDANCE_WEEKS, generateSampleAttendance, sampleClassList } from './attendance';
import { generateSampleData } from './generate';

const now = new Date(Date.UTC(2026, 10, 23, 10));
const today = todayIso(now);
const data = generateSampleData({ now });
const attendance = generateSampleAttendance(data, { now });

const registersByDay = new Map<string, AttendanceRegister[]>();
for (const { orgId, register } of attendance.registers) {
  const key = `${orgId}/${register.date}`;
  registersByDay.set(key, [...(registersByDay.get(key) ?? []), register]);
}

describe('sample attendance', () => {
  it('is the same on every run', () => {
    expect(generateSampleAttendance(data, { now })).toEqual(attendance);
  });

  it('has a calendar per organization: Sundays off, named holidays and a vacation in the year', () => {
    expect(attendance.calendars.map(({ orgId }) => orgId)).toEqual(
      data.organizations.map(({ id }) => id),
    );
    for (const { orgId, startYear, calendar } of attendance.calendars) {
      const org = data.organizations.find(({ id }) => id === orgId)!;
      expect(calendar.weeklyOff).toEqual([0]);
      expect(holidaysOutsideYear(calendar, startYear, org.academicYearStartMonth)).toEqual([]);
      expect(calendar.holidays.every(({ name }) => name.length > 0)).toBe(true);
      expect(calendar.holidays.some(({ from, to }) => from < to)).toBe(true);
    }
  });

  it('takes every class on the working days of the last weeks, and half the classes today', () => {
    const first = addDays(today, -ATTENDANCE_WEEKS * 7);
    for (const { orgId, register } of attendance.registers) {
      const { calendar } = attendance.calendars.find((entry) => entry.orgId === orgId)!;
      expect(register.date >= first && register.date <= today).toBe(true);
      expect(dayOff(calendar, register.date)).toBeNull();
      expect(registerTaken(register)).toBe(true);
    }
    const narela = sampleClassList(
      data.students.filter(({ orgId }) => orgId === 'narela-public-school'),
    );
    const takenToday = registersByDay.get(`narela-public-school/${today}`) ?? [];
    expect(takenToday.length).toBe(Math.ceil(Object.keys(narela).length / 2));
  });

  it('records with each register the roll it was taken from, as the students are named', () => {
    const students = new Map(
      data.students.map((student) => [`${student.orgId}/${student.id}`, student]),
    );
    for (const { orgId, register } of attendance.registers) {
      const roll = takenRoll(register);
      expect(roll).not.toBeNull();
      expect(Object.keys(roll!).length).toBeGreaterThan(0);
      for (const [id, entry] of Object.entries(roll!)) {
        const student = students.get(`${orgId}/${id}`)!;
        expect(classKeyOf(student)).toBe(classKeyOf(register));
        expect(entry).toEqual({
          name: student.name,
          rollNumber: rollNumberOf(student),
          admissionNumber: student.admissionNumber ?? '',
          guardian: student.parentName ?? '',
        });
      }
    }
  });

  it('keeps totals that agree with the registers, and day counts with their fingerprints', () => {
    // Student document ids repeat across organizations.
    const classOf = new Map(
      data.students.map((student) => [
        `${student.orgId}/${student.id}`,
        currentClassKeyOf({ ...student }),
      ]),
    );
    const registerOf = new Map(
      attendance.registers.map(({ orgId, register }) => [
        `${orgId}/${register.date}/${classKeyOf(register)}`,
        register,
      ]),
    );
    // Each child's days against the register of their class that day, and the roll of each class
    // that day (who has the day in their totals).
    const disagreements: string[] = [];
    const onRoll = new Map<string, string[]>();
    for (const { orgId, totals } of attendance.totals) {
      if (
        !isDeepStrictEqual(totals, totalsOfDays(totals.studentDocId, totals.startYear, totals.days))
      )
        disagreements.push(`sums of ${totals.studentDocId}`);
      for (const [date, status] of Object.entries(totals.days)) {
        const key = `${orgId}/${date}/${classOf.get(`${orgId}/${totals.studentDocId}`)}`;
        if (childAttendance(registerOf.get(key), totals.studentDocId).status !== status)
          disagreements.push(`${key} ${totals.studentDocId}`);
        onRoll.set(key, [...(onRoll.get(key) ?? []), totals.studentDocId]);
      }
    }
    expect(disagreements).toEqual([]);
    for (const { orgId, day } of attendance.days) {
      const registers = registersByDay.get(`${orgId}/${day.date}`)!;
      expect(Object.keys(day.classes).sort()).toEqual(registers.map(classKeyOf).sort());
      for (const register of registers) {
        const key = classKeyOf(register);
        const { present, absent, leave, half } = registerCounts(
          register,
          onRoll.get(`${orgId}/${day.date}/${key}`) ?? [],
        );
        expect(day.classes[key]).toEqual({
          educationLevel: register.educationLevel,
          section: register.section,
          present,
          absent,
          leave,
          half,
        });
        expect(day.applied[key]).toBe(registerDigest(register));
      }
    }
  });

  it('has a few chronic absentees, and some leave and half days', () => {
    const counted = attendance.totals.filter(({ totals }) => totals.taken >= 20);
    const chronic = counted.filter(({ totals }) => totals.absent / totals.taken > 0.3);
    expect(chronic.length / counted.length).toBeGreaterThan(0.03);
    expect(chronic.length / counted.length).toBeLessThan(0.08);
    expect(counted.some(({ totals }) => totals.leave > 0)).toBe(true);
    expect(counted.some(({ totals }) => totals.half > 0)).toBe(true);
  });

  it('lists the classes of the students on the roll', () => {
    for (const { id: orgId } of data.organizations) {
      const students = data.students.filter((student) => student.orgId === orgId);
      const classes = sampleClassList(students);
      const onRoll = students.filter((student) => currentClassKeyOf({ ...student }) !== null);
      const listed = Object.values(classes).reduce((sum, entry) => sum + entry.students, 0);
      expect(listed).toBe(onRoll.length);
    }
  });
});
