import type { AttendanceClass } from '@village/model/attendance/register';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';

// The class last marked on this device, per organization: a teacher opening the screen tomorrow
// finds their class chosen.

const keyOf = (orgId: string) => `village-education.attendance.class.${orgId}`;

export function rememberedClass(orgId: string): AttendanceClass | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(orgId)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { educationLevel, section } = parsed as Record<string, unknown>;
    if (!(EDUCATION_LEVELS as readonly unknown[]).includes(educationLevel)) return null;
    if (typeof section !== 'string') return null;
    return { educationLevel: educationLevel as EducationLevel, section };
  } catch {
    return null;
  }
}

export function rememberClass(orgId: string, attendanceClass: AttendanceClass | null) {
  try {
    if (attendanceClass) localStorage.setItem(keyOf(orgId), JSON.stringify(attendanceClass));
    else localStorage.removeItem(keyOf(orgId));
  } catch (error) {
    console.warn('Could not remember the class on this device', error);
  }
}
