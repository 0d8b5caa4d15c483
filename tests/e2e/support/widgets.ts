// Arrangements for tests/e2e/react-widgets.spec.ts: an organization whose directory lists
// thousands of generated students, and how a test reads a counted figure.
import { expect, type Page } from '@playwright/test';
import { monthKey } from '@village/model/paths';
import { recount } from '@village/model/stats';
import { generateStudents } from '@village/seed/generate';
import { directoryShardsOf } from '@village/seed/load';
import type { SampleStudent } from '@village/seed/sample-student';
import { adminDb } from './emulators';
import { organizationWithAdmin, type StaffSession } from './students';

/**
 * A new organization and its super_admin, with `count` generated students in its directory index
 * (organizations/{orgId}/directory, the 32 shard documents the directory page reads) and exact
 * counters on the organization document, as the functions would keep them.
 *
 * Only the index is written, not the student documents: each student document would start two
 * triggers (thousands of invocations), a backlog that would take the CPU of a 2-core machine from
 * the browser for minutes. The directory page reads the index, plus the newest student documents
 * to lay over it (none here), so it lists exactly these students.
 */
export async function organizationWithDirectory(
  orgName: string,
  count: number,
): Promise<{ session: StaffSession; students: SampleStudent[] }> {
  const session = await organizationWithAdmin(orgName);
  const now = new Date();
  const students = generateStudents({ orgId: session.orgId, count, now });
  const counters = recount(students, now);
  const batch = adminDb.batch();
  for (const [path, entries] of directoryShardsOf(students))
    batch.set(adminDb.doc(path), { entries, updatedAt: now });
  batch.update(adminDb.doc(`organizations/${session.orgId}`), {
    studentCount: counters.studentCount,
    stats: counters.stats,
    statsMonth: monthKey(now),
  });
  await batch.commit();
  return { session, students };
}

/** Counts as the app shows them: Indian digit grouping ("3,000", "1,25,000"). */
export const indianCount = (value: number) => new Intl.NumberFormat('en-IN').format(value);

/** The directory's live count: "Showing 24 of 3,000 students". */
export async function expectDirectoryShowing(
  page: Page,
  shown: number,
  total: number,
  options?: { timeout?: number },
) {
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${indianCount(shown)} of ${indianCount(total)} ${total === 1 ? 'student' : 'students'}`,
    options,
  );
}
