import type { Page } from '@playwright/test';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { monthKey } from '@village/model/paths';
import { recount } from '@village/model/stats';
import { loadBulkStudents } from '@village/seed/bulk';
import { generateStudents } from '@village/seed/generate';
import type { StudentNames } from '@village/seed/sample-student';

export interface BenchOrganization {
  orgId: string;
  uid: string;
  email: string;
  password: string;
  name: string;
  count: number;
  studentIdPrefix: string;
  now: Date;
  /** 'hindi': names and addresses in Devanagari (BENCH_NAMES=hindi). */
  names?: StudentNames;
}

/**
 * An organization for the benches: its super_admin (an Auth account), exact counters as the
 * functions keep them, and `count` generated students with their directory lines, written
 * directly (seed/src/bulk.ts) so that no trigger backlog is measured. Returns the students.
 */
export async function arrangeBenchOrganization(
  db: Firestore,
  auth: Auth,
  bench: BenchOrganization,
) {
  await auth
    .createUser({
      uid: bench.uid,
      email: bench.email,
      password: bench.password,
      emailVerified: true,
    })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
  const generation = {
    orgId: bench.orgId,
    count: bench.count,
    studentIdPrefix: bench.studentIdPrefix,
    now: bench.now,
    names: bench.names ?? 'latin',
  };
  const students = generateStudents(generation);
  const counters = recount(students, bench.now);
  // Students per level, as the functions keep them: the dashboard draws its distribution from it.
  const levels: Record<string, number> = {};
  for (const student of students)
    levels[student.educationLevel] = (levels[student.educationLevel] ?? 0) + 1;
  await db.doc(`organizations/${bench.orgId}`).set({
    name: bench.name,
    description: `${bench.count} generated students`,
    createdAt: bench.now,
    createdBy: bench.uid,
    studentCount: counters.studentCount,
    stats: counters.stats,
    statsMonth: monthKey(bench.now),
    levels,
    userCount: 1,
    superAdminCount: 1,
  });
  await db.doc(`organizations/${bench.orgId}/members/${bench.uid}`).set({
    uid: bench.uid,
    name: 'Bench Admin',
    email: bench.email,
    role: 'super_admin',
    status: 'active',
    joinedAt: bench.now,
  });
  const { created, shardCount } = await loadBulkStudents(db, generation);
  return { students, created, shardCount };
}

/** Signs in through the app's sign-in page, as a user would, and waits for the dashboard. */
export async function signInOnPage(page: Page, signInUrl: string, email: string, password: string) {
  await page.goto(signInUrl);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('heading', { name: 'Village Education Dashboard' })
    .waitFor({ timeout: 60_000 });
}
