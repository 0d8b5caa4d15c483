import { IST_OFFSET_MS } from './dates';
import { DIRECTORY_BASE_SHARD_COUNT } from './directory-shards';

/** Firestore collection and document paths, in one place (docs/data-contract.md). */
export const COLLECTIONS = {
  users: 'users',
  organizations: 'organizations',
  members: 'members',
  invitations: 'invitations',
  students: 'students',
  activities: 'activities',
  monthlyStats: 'monthlyStats',
  directory: 'directory',
  shards: 'shards',
  mail: 'mail',
  quotas: 'quotas',
  audit: 'audit',
  identityReveals: 'identityReveals',
  consents: 'consents',
  years: 'years',
  progressions: 'progressions',
  certificates: 'certificates',
  attendance: 'attendance',
  attendanceYears: 'attendanceYears',
  udise: 'udise',
  attendanceMonths: 'attendanceMonths',
  attendanceTotals: 'attendanceTotals',
  attendanceDays: 'attendanceDays',
  attendanceClasses: 'attendanceClasses',
  attendanceLate: 'attendanceLate',
} as const;

export const organizationPath = (orgId: string) => `${COLLECTIONS.organizations}/${orgId}`;
export const membersPath = (orgId: string) => `${organizationPath(orgId)}/${COLLECTIONS.members}`;
export const studentsPath = (orgId: string) => `${organizationPath(orgId)}/${COLLECTIONS.students}`;
export const activitiesPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.activities}`;
export const invitationsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.invitations}`;
export const directoryPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.directory}`;
/**
 * The collection of the directory index's shards when it has `shardCount` of them: the first 32
 * are directory/{shardId} itself; a grown index lives beside it, e.g. directory/shards-64/shards,
 * so that the index in use stays whole until the organization document names the new one.
 */
export const directoryShardsPath = (orgId: string, shardCount: number) =>
  shardCount === DIRECTORY_BASE_SHARD_COUNT
    ? directoryPath(orgId)
    : `${directoryPath(orgId)}/shards-${shardCount}/${COLLECTIONS.shards}`;
/** The directory index's layout as the functions keep it (functions only; see functions/src/directory/). */
export const directoryStatePath = (orgId: string) => `${organizationPath(orgId)}/private/directory`;
export const monthlyStatsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.monthlyStats}`;
/** A user's count of organizations created in the current window (ORGANIZATION_QUOTA). */
export const organizationQuotaPath = (uid: string) =>
  `${COLLECTIONS.users}/${uid}/${COLLECTIONS.quotas}/organizations`;
/** The audit log of people changes (model/src/audit.ts). */
export const auditPath = (orgId: string) => `${organizationPath(orgId)}/${COLLECTIONS.audit}`;
/**
 * A student's documents kept apart from the student (today only identity); deleted with the
 * student by the functions, since Firestore does not delete subcollections.
 */
export const studentPrivatePath = (orgId: string, studentDocId: string) =>
  `${studentsPath(orgId)}/${studentDocId}/private`;
/**
 * A student's Aadhaar number, apart from the student (docs/decisions/identity-numbers.md): staff
 * write it, a super_admin reads it only after recording a Show (identityRevealPath).
 */
export const studentIdentityPath = (orgId: string, studentDocId: string) =>
  `${studentPrivatePath(orgId, studentDocId)}/identity`;
/**
 * A student's consents (model/src/consent.ts), one document beside the student: staff read and
 * write it; the rules read it as a batch leaves it when a new APAAR ID is saved.
 */
export const studentConsentPath = (orgId: string, studentDocId: string) =>
  `${studentsPath(orgId)}/${studentDocId}/${COLLECTIONS.consents}/current`;
/**
 * A student's history (model/src/progression.ts): one document per academic year, its id the
 * year's first calendar year ("2026"), written by applyProgression only.
 */
export const studentYearsPath = (orgId: string, studentDocId: string) =>
  `${studentsPath(orgId)}/${studentDocId}/${COLLECTIONS.years}`;
/** The subcollections of a student, which Firestore does not delete with it: onStudentDeleted does. */
export const studentSubcollectionPaths = (orgId: string, studentDocId: string) => [
  studentPrivatePath(orgId, studentDocId),
  `${studentsPath(orgId)}/${studentDocId}/${COLLECTIONS.consents}`,
  studentYearsPath(orgId, studentDocId),
];
/**
 * The year-end progression of one class in one year (progressionDocId): its outcomes so far and
 * whether the year is closed. Staff read it; applyProgression writes it.
 */
export const progressionsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.progressions}`;
/** The organization's last transfer certificate number (functions only; the rules deny clients). */
export const certificateCounterPath = (orgId: string) =>
  `${organizationPath(orgId)}/private/certificates`;
/**
 * The organization's register of transfer certificates, one document per number ("17"): written by
 * issueTransferCertificate only, read by staff, kept when the student is deleted.
 */
export const certificateRegisterPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.certificates}`;
/** The record of a super_admin's Shows of one student's Aadhaar number: the last, and how many. */
export const identityRevealPath = (orgId: string, uid: string, studentDocId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.identityReveals}/${uid}_${studentDocId}`;
/**
 * Attendance (model/src/attendance/): the registers, one per class per day (registerIdOf), which
 * staff write; the working-day calendar of each academic year and the closed months, which
 * super_admins write; and what the functions keep from the registers (totals per child and year,
 * the summary of each day, the list of classes, marks that came late).
 */
export const attendancePath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendance}`;
export const attendanceYearsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceYears}`;
export const attendanceMonthsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceMonths}`;
export const attendanceTotalsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceTotals}`;
export const attendanceDaysPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceDays}`;
export const attendanceClassesDocPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceClasses}/current`;
export const attendanceLatePath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.attendanceLate}`;
/** The organization's invitation quota of the day (functions only; the rules deny clients). */
export const invitationQuotaPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.quotas}/invitations`;

/** One person's invitation emails of the day, across their organizations (functions only). */
export const inviterQuotaPath = (uid: string) =>
  `${COLLECTIONS.users}/${uid}/${COLLECTIONS.quotas}/invitations`;

/**
 * The calendar month in India of an instant, e.g. "2026-11": monthly stats, recentAdditions and
 * the dashboard's trends count months as the schools do, whatever the server's or device's zone.
 */
export function monthKey(date: Date): string {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCFullYear()}-${String(india.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `months` after (negative: before) the month "YYYY-MM", e.g. ("2026-01", -1) → "2025-12". */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant of the month "YYYY-MM" in India (midnight IST, 18:30 UTC the day before). */
export function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
}

/** The school's UDISE+ settings (model/src/udise-settings.ts): one document, kept by super_admins. */
export const udiseSettingsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.udise}/settings`;
