// Reading the organization's and a student's stored fields as the callables of the school year
// need them, tolerant of documents written before a field existed.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_ACADEMIC_YEAR_START_MONTH, isMonthNumber } from '@village/model/academic-year';
import {
  transferCertificateSnapshot,
  type TransferCertificateSnapshot,
} from '@village/model/certificates';
import { isEducationLevel } from '@village/model/levels';
import { studentYearSchema } from '@village/model/progression';

/** The organization's year start month, April when it has none (as the web reads it). */
export function startMonthOf(org: DocumentSnapshot): number {
  const month: unknown = org.get('academicYearStartMonth');
  return isMonthNumber(month) ? month : DEFAULT_ACADEMIC_YEAR_START_MONTH;
}

/** The student's name, its document id when it has none (logs and activities name it so). */
export function studentNameOf(student: DocumentSnapshot): string {
  const name: unknown = student.get('name');
  return typeof name === 'string' && name ? name : student.id;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

/**
 * The student as a TC issued today prints them; the class last studied is `year`'s (the student's
 * record of the leaving date's academic year) when that record exists and reads as one.
 */
export function snapshotOf(
  student: DocumentSnapshot,
  year: DocumentSnapshot | undefined,
): TransferCertificateSnapshot {
  const level: unknown = student.get('educationLevel');
  const record = year?.exists ? studentYearSchema.safeParse(year.data()) : null;
  return transferCertificateSnapshot(
    {
      admissionNumber: text(student.get('admissionNumber')),
      name: studentNameOf(student),
      parentName: text(student.get('parentName')),
      family: student.get('family'),
      dateOfBirth: dateOrNull(student.get('dateOfBirth')),
      enrollmentDate: dateOrNull(student.get('enrollmentDate')),
      // A student's level is one of the model's (the rules check it); 1st Standard stands in for
      // a document that somehow has none, rather than refusing the office its TC.
      educationLevel: isEducationLevel(level) ? level : '1st Standard',
      section: text(student.get('section')),
    },
    record?.success ? record.data : null,
  );
}
