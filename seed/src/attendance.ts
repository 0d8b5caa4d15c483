// A term of attendance for the sample organizations: a calendar per academic year; a taken
// register for each class on each working day of the last ATTENDANCE_WEEKS weeks before today (in
// India), and for every other class today, so that the dashboard has classes marked and not (the
// university: in a few of its levels only, OrganizationPlan.attendanceLevels); and what the
// functions would have kept from them: each child's totals, each day's counts (with the
// fingerprint of each register applied, so that a trigger finds it done); and the list of classes
// (sampleClassList, which the student load writes).
// Pure and deterministic for a given `now`: computed with the model's functions, as the register
// trigger computes them.
import { academicYearOf } from '@village/model/academic-year';
import { addDays, dayOff, type AttendanceCalendar } from '@village/model/attendance/calendar';
import {
  attendanceRegisterSchema,
  childAttendance,
  classKeyOf,
  classOfKey,
  REGISTER_MAX_STUDENTS,
  registerIdOf,
  rollEntryOf,
  type AttendanceClass,
  type AttendanceRegister,
  type AttendanceStatus,
  type RollEntry,
} from '@village/model/attendance/register';
import {
  currentClassKeyOf,
  guardianOf,
  rollCandidateOf,
  rollNumberOf,
} from '@village/model/attendance/roll-candidate';
import {
  attendanceDayOf,
  onClassRoll,
  totalsIdOf,
  totalsOfDays,
  type AttendanceDay,
  type AttendanceTotals,
  type ClassDay,
  type ClassEntry,
  type RollCandidate,
} from '@village/model/attendance/totals';
import { IST_OFFSET_MS, todayIso } from '@village/model/dates';
import { registerDigest } from '@village/model/attendance/digest';
import { sampleCalendar } from './attendance-calendar';
import { ORGANIZATION_PLANS } from './organization-plans';
import type { SampleData } from './generate';
import { createRandom, type Random } from './random';
import type { SampleStudent } from './sample-student';

/** Weeks of attendance before today. */
export const ATTENDANCE_WEEKS = 8;
/** Children who miss school often: absent on about 40% of days. */
const CHRONIC_SHARE = 0.05;
const CHRONIC_ABSENCE = 0.4;
/** Everyone else, on a day: absent, on leave, a half day. */
const USUAL = { absent: 0.05, leave: 0.02, half: 0.02 } as const;

export interface SampleAttendance {
  calendars: { orgId: string; startYear: number; calendar: AttendanceCalendar }[];
  registers: { orgId: string; id: string; register: AttendanceRegister }[];
  totals: { orgId: string; id: string; totals: AttendanceTotals }[];
  days: { orgId: string; day: AttendanceDay & { applied: Record<string, string> } }[];
}

/** A day's status for a child of the given habit. */
function statusOf(random: Random, chronic: boolean): AttendanceStatus {
  const draw = random.next();
  if (chronic) return draw < CHRONIC_ABSENCE ? 'absent' : 'present';
  if (draw < USUAL.absent) return 'absent';
  if (draw < USUAL.absent + USUAL.leave) return 'leave';
  if (draw < USUAL.absent + USUAL.leave + USUAL.half) return 'half';
  return 'present';
}

/** 09:30 in India on `date`, plus `minutes`: when a teacher took the roll. */
const morningOf = (date: string, minutes: number) =>
  Date.parse(`${date}T09:30:00Z`) - IST_OFFSET_MS + minutes * 60_000;

/** A child as the marking list shows them, as a register's recorded roll keeps them. */
const takenEntryOf = (student: SampleStudent): RollEntry =>
  rollEntryOf({
    name: student.name,
    rollNumber: rollNumberOf(student),
    admissionNumber: student.admissionNumber ?? '',
    guardian: guardianOf(student),
  });

/** The roll a teacher took (people.{uid}.roll) as the app records it; none past 200 children. */
const takenRollOf = (onRoll: readonly { id: string; entry: RollEntry }[]) =>
  onRoll.length > REGISTER_MAX_STUDENTS
    ? {}
    : { roll: Object.fromEntries(onRoll.map(({ id, entry }) => [id, entry])) };

/** attendanceClasses/current of an organization: its students' classes on the roll, and how many. */
export function sampleClassList(students: readonly SampleStudent[]): Record<string, ClassEntry> {
  const classes: Record<string, ClassEntry> = {};
  for (const student of students) {
    const key = currentClassKeyOf({ ...student });
    const attendanceClass = key ? classOfKey(key) : null;
    if (!key || !attendanceClass) continue;
    classes[key] ??= { ...attendanceClass, students: 0 };
    classes[key].students += 1;
  }
  return classes;
}

/** The attendance of the sample organizations for the weeks before `now`. */
export function generateSampleAttendance(
  data: SampleData,
  { now = new Date(), seed = 20261206 } = {},
): SampleAttendance {
  const today = todayIso(now);
  const attendance: SampleAttendance = {
    calendars: [],
    registers: [],
    totals: [],
    days: [],
  };
  data.organizations.forEach((org, orgIndex) => {
    const random = createRandom(seed + orgIndex);
    const levels = ORGANIZATION_PLANS.find((plan) => plan.id === org.id)?.attendanceLevels;
    const students = data.students.filter((student) => student.orgId === org.id);
    const teachers = data.members.filter(
      (member) => member.orgId === org.id && member.role !== 'end_user',
    );
    const chronic = new Set(
      students.filter(() => random.chance(CHRONIC_SHARE)).map((student) => student.id),
    );
    const classes = sampleClassList(students);
    // By the class each is in now: with no year records in the sample, the only class they had.
    const candidates = new Map<
      string,
      { id: string; candidate: RollCandidate; entry: RollEntry }[]
    >();
    for (const student of students) {
      const candidate = rollCandidateOf({ ...student });
      if (!candidate) continue;
      const key = classKeyOf(candidate);
      const entry = takenEntryOf(student);
      candidates.set(key, [...(candidates.get(key) ?? []), { id: student.id, candidate, entry }]);
    }

    const calendars = new Map<number, AttendanceCalendar>();
    // Each child's days in each academic year, by the id of their totals.
    const days = new Map<
      string,
      { startYear: number; studentDocId: string; days: Record<string, AttendanceStatus> }
    >();
    for (let back = ATTENDANCE_WEEKS * 7; back >= 0; back -= 1) {
      const date = addDays(today, -back);
      const { startYear } = academicYearOf(date, org.academicYearStartMonth);
      let calendar = calendars.get(startYear);
      if (!calendar) {
        calendar = sampleCalendar(startYear, org.academicYearStartMonth);
        calendars.set(startYear, calendar);
        attendance.calendars.push({ orgId: org.id, startYear, calendar });
      }
      if (dayOff(calendar, date)) continue;
      const dayClasses: Record<string, ClassDay> = {};
      const applied: Record<string, string> = {};
      Object.keys(classes).forEach((key, classIndex) => {
        const attendanceClass: AttendanceClass = classOfKey(key)!;
        if (levels && !levels.includes(attendanceClass.educationLevel)) return;
        const onRoll = (candidates.get(key) ?? []).filter(({ candidate }) =>
          onClassRoll(candidate, null, attendanceClass, date, startYear),
        );
        const roll = onRoll.map(({ id }) => id);
        if (roll.length === 0 || (back === 0 && classIndex % 2 === 1)) return;
        const teacher = teachers[classIndex % teachers.length]!;
        const takenAt = Math.min(morningOf(date, random.int(0, 40)), now.getTime());
        const marks: Record<string, { status: AttendanceStatus; at: number }> = {};
        for (const id of roll) {
          const status = statusOf(random, chronic.has(id));
          if (status !== 'present') marks[id] = { status, at: takenAt - random.int(1, 300) * 1000 };
        }
        const register = attendanceRegisterSchema.parse({
          date,
          startYear,
          ...attendanceClass,
          people: { [teacher.uid]: { name: teacher.name, takenAt, ...takenRollOf(onRoll) } },
          marks: { [teacher.uid]: marks },
        });
        attendance.registers.push({
          orgId: org.id,
          id: registerIdOf(date, attendanceClass),
          register,
        });
        // As registerCounts counts them, from each child's status.
        const counts = { present: 0, absent: 0, leave: 0, half: 0 };
        for (const id of roll) {
          const status = childAttendance(register, id).status;
          const totalsId = totalsIdOf(startYear, id);
          let child = days.get(totalsId);
          if (!child) days.set(totalsId, (child = { startYear, studentDocId: id, days: {} }));
          child.days[date] = status;
          counts[status] += 1;
        }
        dayClasses[key] = { ...attendanceClass, ...counts };
        applied[key] = registerDigest(register)!;
      });
      if (Object.keys(dayClasses).length > 0)
        attendance.days.push({
          orgId: org.id,
          day: { ...attendanceDayOf(date, dayClasses), applied },
        });
    }
    for (const [id, child] of days)
      attendance.totals.push({
        orgId: org.id,
        id,
        totals: totalsOfDays(child.studentDocId, child.startYear, child.days),
      });
  });
  return attendance;
}
