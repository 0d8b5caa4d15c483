// The seed's attendance against the register trigger's own reading of it: for the registers the
// seed writes, the trigger reads the same roll and the same fingerprint as the seed computed, so
// it finds each register applied and the totals the seed wrote are the ones it would write.
import { describe, expect, it } from 'vitest';
import { classOfKey, classKeyOf } from '@village/model/attendance/register';
import { attendancePath } from '@village/model/paths';
import { generateSampleAttendance } from '../../seed/src/attendance';
import { loadSampleAttendance } from '../../seed/src/attendance-load';
import { DEMO_ACCOUNTS, generateStudents, type SampleData } from '../../seed/src/generate';
import { createStudents } from '../../seed/src/load';
import { classRoll, registerDigest, registerOf } from '../src/attendance';
import { createOrganization, db, uniqueOrgId } from './emulator';

const LEVELS = ['5th Standard', '6th Standard'] as const;

describe('the sample attendance (functions emulator)', () => {
  it('has the rolls and fingerprints the register trigger reads', async () => {
    const orgId = uniqueOrgId('attendance-seed');
    await createOrganization(orgId, 'Seeded Attendance School');
    const now = new Date();
    const students = generateStudents({ orgId, count: 90, now }).map((student, index) => ({
      ...student,
      educationLevel: LEVELS[index % LEVELS.length]!,
    }));
    const [admin] = DEMO_ACCOUNTS;
    const data: SampleData = {
      organizations: [
        {
          id: orgId,
          name: 'Seeded Attendance School',
          description: '',
          address: '',
          academicYearStartMonth: 4,
          createdAt: new Date(now.getTime() - 400 * 86_400_000),
          createdBy: admin.uid,
          studentIdPrefix: 'SAS',
          nextStudentNumber: 91,
          onRollSince: '2025-01',
        },
      ],
      members: [
        {
          orgId,
          uid: admin.uid,
          name: admin.displayName,
          email: admin.email,
          role: 'super_admin',
          joinedAt: now,
        },
      ],
      students,
      invitations: [],
      monthlyStats: [],
    };
    const attendance = generateSampleAttendance(data, { now });
    await createStudents(db, students);
    await loadSampleAttendance(db, attendance);

    // Every tenth register: its stored form has the fingerprint the seed put in its day, and its
    // class's roll that day, read as the trigger reads it, is who has that day in the seed's totals.
    const sampled = attendance.registers.filter((_, index) => index % 10 === 0);
    expect(sampled.length).toBeGreaterThan(10);
    for (const { id, register } of sampled) {
      const key = classKeyOf(register);
      const stored = registerOf(await db.doc(`${attendancePath(orgId)}/${id}`).get());
      const day = attendance.days.find((entry) => entry.day.date === register.date)!.day;
      expect(registerDigest(stored)).toBe(day.applied[key]);
      const roll = await classRoll(orgId, classOfKey(key)!, register.date, register.startYear);
      const seeded = attendance.totals
        .filter(
          ({ totals }) =>
            totals.days[register.date] !== undefined &&
            students.find((student) => student.id === totals.studentDocId)!.section ===
              register.section &&
            students.find((student) => student.id === totals.studentDocId)!.educationLevel ===
              register.educationLevel,
        )
        .map(({ totals }) => totals.studentDocId)
        .sort();
      expect(roll).toEqual(seeded);
    }
  });
});
