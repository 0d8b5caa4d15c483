/** Firestore collection and document paths, in one place (DESIGN.md, data model). */
export const COLLECTIONS = {
  users: 'users',
  organizations: 'organizations',
  members: 'members',
  invitations: 'invitations',
  students: 'students',
  activities: 'activities',
  monthlyStats: 'monthlyStats',
  directory: 'directory',
  mail: 'mail',
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
export const monthlyStatsPath = (orgId: string) =>
  `${organizationPath(orgId)}/${COLLECTIONS.monthlyStats}`;

/** Monthly stats are keyed by calendar month in UTC, e.g. "2026-11". */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
