// Students for browser tests: written through the Admin SDK as the seed writes them (documents
// and their directory lines), so that a test starts from a known directory.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  deriveStudentFields,
  studentInputSchema,
  type StudentInputDraft,
} from '@village/model/student';
import type { SampleStudent } from '@village/seed/sample-student';
import { createStudents } from '@village/seed/load';
import { appPath, expectAt, expectDashboard, signIn, submitSignIn } from './app';
import { addMember, adminDb, createAccount, createOrganizationFor, uniqueEmail } from './emulators';

let sequence = 0;

/** Writes students (name, level, school required; the rest as given) into an organization. */
export async function addStudents(orgId: string, uid: string, drafts: StudentInputDraft[]) {
  const now = Date.now();
  const students: SampleStudent[] = drafts.map((draft, index) => {
    const input = studentInputSchema.parse(draft);
    sequence += 1;
    const at = new Date(now - (drafts.length - index) * 1000);
    return {
      ...input,
      ...deriveStudentFields(input),
      orgId,
      id: `e2e-${now.toString(36)}-${sequence}`,
      studentId: `E2E-${String(sequence).padStart(4, '0')}`,
      createdAt: at,
      createdBy: uid,
      updatedAt: at,
      updatedBy: uid,
    };
  });
  await createStudents(adminDb, students);
  return students;
}

export interface StaffSession {
  orgId: string;
  orgName: string;
  uid: string;
  email: string;
}

/** A new organization whose super_admin is a new account, and optionally more members. */
export async function organizationWithAdmin(orgName: string): Promise<StaffSession> {
  const email = uniqueEmail('admin');
  const account = await createAccount(email, 'Asha Admin');
  const orgId = await createOrganizationFor(account.uid, email, orgName);
  return { orgId, orgName, uid: account.uid, email };
}

export async function memberOf(
  organization: StaffSession,
  role: 'org_user' | 'end_user',
  displayName: string,
): Promise<StaffSession> {
  const email = uniqueEmail(role.replace('_', ''));
  const account = await createAccount(email, displayName);
  await addMember(organization.orgId, account.uid, email, role);
  return { ...organization, uid: account.uid, email };
}

/**
 * Signs in and enters the organization: its selection card, then Continue. With `path`, the browser
 * first opens that page signed out, as a bookmarked link would: the app sends it to sign in and, the
 * organization entered, back to the page, with no dashboard and no second start of the app between.
 * An account that used an organization before (in another test's browser) reopens that one without
 * the selection page: then the switcher changes to this one if needed.
 */
export async function enterOrganization(page: Page, session: StaffSession, path?: string) {
  if (path === undefined) await signIn(page, session.email);
  else {
    await page.goto(appPath(path));
    await submitSignIn(page, session.email);
  }
  const selection = page.getByRole('heading', { name: 'Select Organization' });
  await expect(
    selection.or(page.getByRole('button', { name: /Switch organization/ })),
  ).toBeVisible();
  if (await selection.isVisible()) {
    await page.getByRole('button', { name: new RegExp(session.orgName) }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    const current = page.getByRole('button', {
      name: `Organization: ${session.orgName}. Switch organization`,
    });
    if (!(await current.isVisible())) {
      await page.getByRole('button', { name: /Switch organization/ }).click();
      await page
        .getByRole('list', { name: 'Your organizations' })
        .getByRole('button', { name: new RegExp(session.orgName) })
        .click();
      await expect(current).toBeVisible();
      // Switching starts the new organization on its dashboard.
      if (path !== undefined) await page.goto(appPath(path));
    }
  }
  if (path === undefined) await expectDashboard(page);
  else await expectAt(page, path);
}

/** The student documents of an organization whose name is `name`, as stored. */
export async function storedStudentsNamed(orgId: string, name: string) {
  const snapshot = await adminDb
    .collection(`organizations/${orgId}/students`)
    .where('name', '==', name)
    .get();
  return snapshot.docs;
}

export async function expectShowing(page: Page, shown: number, total = shown) {
  const noun = total === 1 ? 'student' : 'students';
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${shown} of ${total} ${noun}`,
  );
}
