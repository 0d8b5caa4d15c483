// Attendance against the emulators: the totals the register trigger keeps equal what the registers
// say (childAttendance of each day taken), however many phones save at once and however often an
// event comes; days not taken count in nothing, half days count half, a register of a day off
// that someone took counts; marks that arrive after the window are flagged once; and the list of
// classes follows the students.
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { academicYearOf } from '@village/model/academic-year';
import { addDays } from '@village/model/attendance/calendar';
import {
  attendanceRegisterSchema,
  childAttendance,
  classKeyOf,
  registerIdOf,
  type AttendanceClass,
  type AttendanceStatus,
} from '@village/model/attendance/register';
import { totalsIdOf, totalsOfDays } from '@village/model/attendance/totals';
import { todayIso } from '@village/model/dates';
import { categoryForLevel } from '@village/model/levels';
import {
  attendanceClassesDocPath,
  attendanceDaysPath,
  attendanceLatePath,
  attendancePath,
  attendanceTotalsPath,
  studentsPath,
} from '@village/model/paths';
import { applyRegister, arrivedMarks, flagLateMarks } from '../src/attendance';
import { studentData } from './counter-truth';
import { addMember, createOrganization, db, eventually, uniqueOrgId } from './emulator';

const FIFTH_A: AttendanceClass = { educationLevel: '5th Standard', section: 'A' };
const TODAY = todayIso();
const START_YEAR = academicYearOf(TODAY).startYear;
/** A day a week or more into this academic year, so that days before it fall in the same year. */
const ANCHOR = [TODAY, addDays(academicYearOf(TODAY).start, 14)].sort()[1]!;
/** Triggers queue behind a burst; the wait ends as soon as the totals are right. */
const BURST_SETTLE_MS = 90_000;

function pupil(index: number, attendanceClass: AttendanceClass, overrides: DocumentData = {}) {
  return studentData(index, {
    educationLevel: attendanceClass.educationLevel,
    category: categoryForLevel(attendanceClass.educationLevel),
    section: attendanceClass.section,
    enrollmentDate: `${START_YEAR}-04-01`,
    ...overrides,
  });
}

/** An organization with `size` students in `attendanceClass`; their document ids. */
async function classOf(orgId: string, size: number, attendanceClass = FIFTH_A) {
  await createOrganization(orgId, 'Attendance School');
  const ids = Array.from({ length: size }, (_, index) => `child-${String(index).padStart(2, '0')}`);
  const batch = db.batch();
  ids.forEach((id, index) =>
    batch.create(db.doc(`${studentsPath(orgId)}/${id}`), pupil(index, attendanceClass)),
  );
  await batch.commit();
  return ids;
}

const registerRef = (orgId: string, date: string, attendanceClass = FIFTH_A) =>
  db.doc(`${attendancePath(orgId)}/${registerIdOf(date, attendanceClass)}`);

/** One save from one phone, in the client's write form. */
function save(
  orgId: string,
  date: string,
  uid: string,
  marks: Record<string, { status: AttendanceStatus; at: number }>,
  { taken = true, attendanceClass = FIFTH_A } = {},
) {
  return registerRef(orgId, date, attendanceClass).set(
    {
      date,
      startYear: academicYearOf(date).startYear,
      educationLevel: attendanceClass.educationLevel,
      section: attendanceClass.section,
      people: { [uid]: { name: `Teacher ${uid}`, takenAt: taken ? Date.now() : null } },
      marks: { [uid]: marks },
    },
    { merge: true },
  );
}

/** Each child's days as the registers of `dates` say: the truth the totals must equal. */
async function expectedDays(orgId: string, ids: readonly string[], dates: readonly string[]) {
  const days = new Map<string, Record<string, AttendanceStatus>>(ids.map((id) => [id, {}]));
  for (const date of dates) {
    const register = attendanceRegisterSchema.parse((await registerRef(orgId, date).get()).data());
    for (const id of ids) days.get(id)![date] = childAttendance(register, id).status;
  }
  return days;
}

async function storedTotals(orgId: string, ids: readonly string[], startYear = START_YEAR) {
  const refs = ids.map((id) =>
    db.doc(`${attendanceTotalsPath(orgId)}/${totalsIdOf(startYear, id)}`),
  );
  const snapshots = await db.getAll(...refs);
  return new Map(snapshots.map((snapshot, index) => [ids[index]!, snapshot.data()]));
}

describe('attendance totals (functions emulator)', () => {
  it('are exact after 1,000 marks saved at once by 20 phones over 5 days', async () => {
    const orgId = uniqueOrgId('attendance-burst');
    const ids = await classOf(orgId, 25);
    const dates = [5, 4, 3, 2, 1].map((back) => addDays(ANCHOR, -back));
    const statuses: AttendanceStatus[] = ['absent', 'leave', 'half', 'present'];
    // 20 phones, each saving each day twice with 5 marks: 200 saves, 1,000 marks, all at once.
    const saves = Array.from({ length: 20 }, (_, phone) =>
      dates.flatMap((date, day) =>
        [0, 1].map((round) => {
          const marks = Object.fromEntries(
            Array.from({ length: 5 }, (_, slot) => {
              const child = ids[(phone * 7 + day * 3 + round * 5 + slot) % ids.length]!;
              const status = statuses[(phone + slot + round) % statuses.length]!;
              return [child, { status, at: 1_000_000 + phone * 100 + round * 10 + slot }];
            }),
          );
          return save(orgId, date, `phone-${phone}`, marks);
        }),
      ),
    ).flat();
    await Promise.all(saves);

    const truth = await expectedDays(orgId, ids, dates);
    const totals = await eventually(
      () => storedTotals(orgId, ids),
      (stored) => ids.every((id) => isDeepStrictEqual(stored.get(id)?.days, truth.get(id))),
      { timeoutMs: BURST_SETTLE_MS, intervalMs: 500 },
    );
    for (const id of ids) {
      expect(totals.get(id)).toMatchObject(totalsOfDays(id, START_YEAR, truth.get(id)!));
    }
    const day = (await db.doc(`${attendanceDaysPath(orgId)}/${dates[0]}`).get()).data();
    const counted = [...truth.values()].map((days) => days[dates[0]!]);
    expect(day?.classes[classKeyOf(FIFTH_A)]).toEqual({
      ...FIFTH_A,
      present: counted.filter((status) => status === 'present').length,
      absent: counted.filter((status) => status === 'absent').length,
      leave: counted.filter((status) => status === 'leave').length,
      half: counted.filter((status) => status === 'half').length,
    });
  });

  it('count taken registers only, a day off that was taken too, half days as half', async () => {
    const orgId = uniqueOrgId('attendance-days');
    const [asha, ravi, meena] = await classOf(orgId, 3);
    // A working day, a Sunday opened and taken, and a day whose marks were never saved as taken.
    const monday = addDays(ANCHOR, -((new Date(`${ANCHOR}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
    const sunday = addDays(monday, -1);
    const notTaken = addDays(monday, 1);
    await save(orgId, monday, 'teacher', {
      [asha!]: { status: 'half', at: 1 },
      [ravi!]: { status: 'absent', at: 1 },
    });
    await save(orgId, sunday, 'teacher', { [ravi!]: { status: 'leave', at: 1 } });
    await save(
      orgId,
      notTaken,
      'teacher',
      { [asha!]: { status: 'absent', at: 1 } },
      { taken: false },
    );

    const totals = await eventually(
      () => storedTotals(orgId, [asha!, ravi!, meena!]),
      (stored) => [...stored.values()].every((data) => data?.taken === 2),
    );
    expect(totals.get(asha!)).toMatchObject({ taken: 2, present: 1, half: 1, attended: 1.5 });
    expect(totals.get(asha!)?.days).toEqual({ [monday]: 'half', [sunday]: 'present' });
    expect(totals.get(ravi!)).toMatchObject({ taken: 2, absent: 1, leave: 1, attended: 0 });
    expect(totals.get(meena!)).toMatchObject({ taken: 2, present: 2, attended: 2 });
    const day = (await db.doc(`${attendanceDaysPath(orgId)}/${monday}`).get()).data();
    expect(day).toMatchObject({ present: 1, half: 1, absent: 1, leave: 0, percent: 50 });

    // The register not taken was applied too (its day has its fingerprint), and counts nowhere.
    const notTakenDay = await eventually(
      async () => (await db.doc(`${attendanceDaysPath(orgId)}/${notTaken}`).get()).data(),
      (data) => data?.applied?.[classKeyOf(FIFTH_A)] !== undefined,
    );
    expect(notTakenDay).toMatchObject({ classes: {}, percent: null });

    // Delivered again, the events change nothing; a register deleted leaves its day nowhere.
    const registerId = registerIdOf(monday, FIFTH_A);
    expect(await applyRegister(orgId, registerId)).toEqual({ result: 'unchanged' });
    expect(await applyRegister(orgId, registerIdOf(notTaken, FIFTH_A))).toEqual({
      result: 'unchanged',
    });
    await registerRef(orgId, monday).delete();
    const after = await eventually(
      () => storedTotals(orgId, [asha!]),
      (stored) => stored.get(asha!)?.taken === 1,
    );
    expect(after.get(asha!)).toMatchObject({ taken: 1, present: 1, half: 0, attended: 1 });
    expect(await applyRegister(orgId, registerId)).toEqual({ result: 'unchanged' });
  });

  it("flag an org_user's marks that arrive after the window, once, and never a super_admin's", async () => {
    const orgId = uniqueOrgId('attendance-late');
    const [asha, ravi] = await classOf(orgId, 2);
    const staff = { uid: 'late-staff', email: 'staff@example.com', name: 'Sunita Devi' };
    const admin = { uid: 'late-admin', email: 'admin@example.com', name: 'Head Master' };
    await Promise.all([
      addMember(orgId, staff, 'org_user'),
      addMember(orgId, admin, 'super_admin'),
    ]);
    // The default window is 7 days: a day 8 days back is late, 7 days back is not.
    const late = addDays(TODAY, -8);
    const inTime = addDays(TODAY, -7);
    await save(orgId, inTime, staff.uid, { [asha!]: { status: 'absent', at: 5 } });
    await save(orgId, late, admin.uid, { [ravi!]: { status: 'absent', at: 6 } });
    await save(orgId, late, staff.uid, {
      [asha!]: { status: 'absent', at: 7 },
      [ravi!]: { status: 'leave', at: 8 },
    });

    const lateRef = db.doc(`${attendanceLatePath(orgId)}/${registerIdOf(late, FIFTH_A)}`);
    const flagged = await eventually(
      async () => (await lateRef.get()).data(),
      (data) => data?.people?.[staff.uid]?.marks === 2,
    );
    expect(flagged).toMatchObject({
      date: late,
      ...FIFTH_A,
      people: { [staff.uid]: { name: staff.name, marks: 2 } },
      confirmedBy: null,
    });
    expect(flagged?.people[admin.uid]).toBeUndefined();
    // The register of the day in time applied (its late flags, had there been any, come after).
    await eventually(
      () => storedTotals(orgId, [asha!], academicYearOf(inTime).startYear),
      (stored) => stored.get(asha!)?.days?.[inTime] === 'absent',
    );
    expect(
      (await db.doc(`${attendanceLatePath(orgId)}/${registerIdOf(inTime, FIFTH_A)}`).get()).exists,
    ).toBe(false);

    // The same write delivered again adds nothing.
    const after = (await registerRef(orgId, late).get()).data();
    const arrived = arrivedMarks(undefined, after).filter((mark) => mark.uid === staff.uid);
    expect(await flagLateMarks(orgId, registerIdOf(late, FIFTH_A), arrived, new Date())).toBe(0);
    expect((await lateRef.get()).get(`people.${staff.uid}.marks`)).toBe(2);
  });
});

describe('the list of classes (functions emulator)', () => {
  it('follows students added, moved to another section and leaving', async () => {
    const orgId = uniqueOrgId('attendance-classes');
    const thirdA: AttendanceClass = { educationLevel: '3rd Standard', section: 'A' };
    const thirdB: AttendanceClass = { educationLevel: '3rd Standard', section: 'B' };
    await createOrganization(orgId, 'Classes School');
    const students = db.collection(studentsPath(orgId));
    await Promise.all([
      students.doc('one').create(pupil(1, thirdA)),
      students.doc('two').create(pupil(2, { ...thirdA, section: ' a ' })),
      students.doc('three').create(pupil(3, thirdB)),
    ]);
    const ref = db.doc(attendanceClassesDocPath(orgId));
    const countsOf = async () => {
      const classes = ((await ref.get()).get('classes') ?? {}) as Record<
        string,
        { students: number }
      >;
      return Object.fromEntries(
        Object.entries(classes).map(([key, entry]) => [key, entry.students]),
      );
    };
    const [keyA, keyB] = [classKeyOf(thirdA), classKeyOf(thirdB)];
    expect(
      await eventually(countsOf, (counts) => isDeepStrictEqual(counts, { [keyA]: 2, [keyB]: 1 })),
    ).toEqual({ [keyA]: 2, [keyB]: 1 });

    await students.doc('two').update({ section: 'B', updatedAt: new Date() });
    expect(
      await eventually(countsOf, (counts) => isDeepStrictEqual(counts, { [keyA]: 1, [keyB]: 2 })),
    ).toEqual({ [keyA]: 1, [keyB]: 2 });

    await students.doc('one').update({ status: 'left', updatedAt: new Date() });
    await students.doc('three').delete();
    expect(
      await eventually(countsOf, (counts) => isDeepStrictEqual(counts, { [keyB]: 1 })),
    ).toEqual({ [keyB]: 1 });
    expect((await ref.get()).get(`classes.${keyB}`)).toEqual({ ...thirdB, students: 1 });
  });
});
