import { expect, test, type Page } from '@playwright/test';
import { academicYearOf } from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { ROLE_LABELS } from '@village/model/roles';
import { appPath, expectDashboard, signIn } from './support/app';
import { adminDb, createAccount, invite, uniqueEmail } from './support/emulators';
import { holdSmtpPort, mailTo, startMailCapture, type MailCapture } from './support/mail';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// The organization page against the emulators: every people change goes through the callable
// functions, whose effects the page shows live (listeners on members and invitations). Members
// written by the support helpers are named by their email; one who accepts an invitation takes
// the name of their account.

/** Opens /organization from the sidebar (staff) and one of its tabs. */
async function openTab(page: Page, tab: 'Overview' | 'Users & Roles' | 'Settings' | 'History') {
  await page.getByRole('link', { name: 'Organization' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function memberDoc(session: StaffSession, uid: string) {
  return adminDb.doc(`organizations/${session.orgId}/members/${uid}`).get();
}

/** Waits until the functions have counted the organization's super_admins. */
async function expectSuperAdminCount(session: StaffSession, count: number) {
  await expect
    .poll(
      async () =>
        (await adminDb.doc(`organizations/${session.orgId}`).get()).get('superAdminCount'),
      { timeout: 90_000 },
    )
    .toBe(count);
}

test.describe('organization page', () => {
  test('Overview shows Total Students, Total Users, Active Since, Graduated and Left', async ({
    page,
  }) => {
    const admin = await organizationWithAdmin('Overview Vidyalaya');
    await memberOf(admin, 'org_user', 'Ravi Staff');
    await addStudents(admin.orgId, admin.uid, [
      { name: 'Aarav Sharma', educationLevel: '3rd Standard', school: 'Narela Public School' },
      { name: 'Bhavna Joshi', educationLevel: '9th Standard', school: 'Narela Public School' },
      { name: 'Chetan Rao', educationLevel: 'B.Sc', school: 'Bawana College' },
      // Off the roll: counted apart, not in Total Students.
      {
        name: 'Deepa Nair',
        educationLevel: '12th Standard',
        school: 'Narela Public School',
        status: 'graduated',
      },
      {
        name: 'Eshan Mehta',
        educationLevel: '7th Standard',
        school: 'Narela Public School',
        status: 'left',
      },
    ]);
    await enterOrganization(page, admin);
    await openTab(page, 'Overview');
    await expect(page.getByRole('heading', { name: 'Overview Vidyalaya' })).toBeVisible();
    // The counters are kept by the functions: they arrive within seconds to tens of seconds.
    await expect(page.getByRole('group', { name: 'Total Students' })).toHaveText(
      /^Total Students\s*3$/,
      { timeout: 120_000 },
    );
    await expect(page.getByRole('group', { name: 'Total Users' })).toHaveText(/^Total Users\s*2$/, {
      timeout: 120_000,
    });
    await expect(page.getByRole('group', { name: 'Active Since' })).toHaveText(
      new RegExp(`^Active Since\\s*${new Date().getFullYear()}$`),
    );
    await expect(page.getByRole('group', { name: 'Graduated' })).toHaveText(/^Graduated\s*1$/, {
      timeout: 120_000,
    });
    await expect(page.getByRole('group', { name: 'Left (TC, dropped out)' })).toHaveText(
      /^Left \(TC, dropped out\)\s*1$/,
      { timeout: 120_000 },
    );
  });

  test('invite: a failed email is resent, captured by SMTP, accepted by the invitee, who shows ACTIVE', async ({
    page,
    browser,
  }) => {
    const admin = await organizationWithAdmin('Invite Vidyalaya');
    const inviteeEmail = uniqueEmail('invitee');
    let capture: MailCapture | undefined;
    // The port to this test alone: the functions suite beside it sends to the same port.
    const releasePort = await holdSmtpPort();
    try {
      await enterOrganization(page, admin);
      await openTab(page, 'Users & Roles');

      // The dialog: Send Invitation waits for an email, an invalid one is refused in words.
      await page.getByRole('button', { name: 'Invite User' }).click();
      const dialog = page.getByRole('dialog');
      const send = dialog.getByRole('button', { name: 'Send Invitation' });
      await expect(send).toBeDisabled();
      await expect(dialog.getByLabel('Role')).toHaveValue('end_user');
      await dialog.getByLabel(/Email/).fill('kiran@school');
      await send.click();
      await expect(dialog.getByText('Enter a valid email address')).toBeVisible();

      await dialog.getByLabel(/Email/).fill(inviteeEmail);
      await dialog.getByLabel('Role').selectOption('org_user');
      await send.click();
      await expect(dialog).toHaveCount(0);

      // No SMTP server listens yet: the delivery fails, and says why, with Resend.
      const row = rowWith(page, inviteeEmail);
      await expect(row).toContainText('PENDING');
      await expect(row).toContainText(ROLE_LABELS.org_user);
      await expect(row).toContainText(/Email failed: .+/, { timeout: 90_000 });

      capture = await startMailCapture();
      await row.getByRole('button', { name: `Resend invitation to ${inviteeEmail}` }).click();
      await expect(row).toContainText('Email sent', { timeout: 90_000 });
      const mail = await mailTo(capture, inviteeEmail);
      expect(mail.subject).toContain('Invite Vidyalaya');
      expect(mail.link).toContain(`organization-selection?invitation=${admin.orgId}`);

      // The invitee (a verified account) opens the link and joins.
      await createAccount(inviteeEmail, 'Kiran Invitee');
      const inviteeContext = await browser.newContext();
      const invitee = await inviteeContext.newPage();
      await signIn(invitee, inviteeEmail);
      await expect(invitee).toHaveURL(/organization-selection/);
      await invitee.goto(mail.link!);
      await invitee.getByRole('button', { name: 'Join Invite Vidyalaya' }).click();
      await expectDashboard(invitee);
      await inviteeContext.close();

      // The super_admin's list follows live: the invitation became an active member.
      const member = rowWith(page, 'Kiran Invitee');
      await expect(member).toContainText('ACTIVE');
      await expect(member).toContainText(inviteeEmail);
      await expect(member).toContainText(ROLE_LABELS.org_user);
      await expect(page.getByRole('row').filter({ hasText: 'PENDING' })).toHaveCount(0);

      // A second invitation, revoked after a confirmation.
      const other = uniqueEmail('revoked');
      await page.getByRole('button', { name: 'Invite User' }).click();
      await dialog.getByLabel(/Email/).fill(other);
      await send.click();
      await expect(dialog).toHaveCount(0);
      await expect(rowWith(page, other)).toContainText('End User');
      await rowWith(page, other)
        .getByRole('button', { name: `Revoke invitation to ${other}` })
        .click();
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      // The dialog waits for the server (and hides the page from the accessibility tree meanwhile).
      await expect(dialog).toHaveCount(0);
      await expect(rowWith(page, other)).toHaveCount(0);
      const revoked = await adminDb.doc(`organizations/${admin.orgId}/invitations/${other}`).get();
      expect(revoked.get('status')).toBe('revoked');

      // History: each change of people, newest first, with who made it.
      await openTab(page, 'History');
      const history = page.getByRole('list', { name: 'History of people changes' });
      await expect(history.getByRole('listitem')).toHaveCount(4);
      await expect(history.getByRole('listitem').first()).toContainText(
        `revoked the invitation of ${other}`,
      );
      await expect(history.getByRole('listitem').nth(1)).toContainText(
        `invited ${other} as End User`,
      );
      await expect(history.getByRole('listitem').nth(2)).toContainText(
        'Kiran Invitee joined as Organization User',
      );
      await expect(history.getByRole('listitem').nth(3)).toContainText(
        `invited ${inviteeEmail} as Organization User`,
      );
    } finally {
      await capture?.close();
      releasePort();
    }
  });

  test('role change, promotion, removal and leaving take effect; the last super_admin is refused', async ({
    page,
    browser,
  }) => {
    const admin = await organizationWithAdmin('Handover Vidyalaya');
    const ravi = await memberOf(admin, 'org_user', 'Ravi Staff');
    const meena = await memberOf(admin, 'end_user', 'Meena Kumari');
    await enterOrganization(page, admin);
    await openTab(page, 'Users & Roles');

    // Their own row offers nothing: they leave from Settings.
    await expect(
      rowWith(page, admin.email).getByRole('button', { name: /Actions for/ }),
    ).toHaveCount(0);

    // Change a role: the picker offers only End User and Organization User.
    await page.getByRole('button', { name: `Actions for ${ravi.email}` }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog');
    const picker = dialog.getByLabel('New role');
    await expect(picker.getByRole('option')).toHaveText(['End User', 'Organization User']);
    await picker.selectOption('end_user');
    await dialog.getByRole('button', { name: 'Change Role' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, ravi.email)).toContainText('End User');
    expect((await memberDoc(admin, ravi.uid)).get('role')).toBe('end_user');

    // Make another member a super_admin: a separate, confirmed action.
    await page.getByRole('button', { name: `Actions for ${meena.email}` }).click();
    await page.getByRole('menuitem', { name: 'Make super admin' }).click();
    await dialog.getByRole('button', { name: 'Make Super Admin' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, meena.email)).toContainText('Super Admin');
    expect((await memberDoc(admin, meena.uid)).get('role')).toBe('super_admin');

    // Remove a member, confirmed.
    await page.getByRole('button', { name: `Actions for ${ravi.email}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from organization' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(page, ravi.email)).toHaveCount(0);
    expect((await memberDoc(admin, ravi.uid)).exists).toBe(false);

    // With two super_admins, the founder can leave: the selection page comes next.
    await expectSuperAdminCount(admin, 2);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const leave = page.getByRole('button', { name: 'Leave Organization' });
    await expect(leave).toBeEnabled();
    await leave.click();
    await dialog.getByRole('button', { name: 'Leave Organization' }).click();
    await expect(page).toHaveURL(/organization-selection/);
    await expect(page.getByRole('button', { name: /Handover Vidyalaya/ })).toHaveCount(0);
    expect((await memberDoc(admin, admin.uid)).exists).toBe(false);

    // Meena is now the last super_admin: the page says she cannot leave...
    await expectSuperAdminCount(admin, 1);
    const meenaContext = await browser.newContext();
    const meenaPage = await meenaContext.newPage();
    await enterOrganization(meenaPage, { ...admin, uid: meena.uid, email: meena.email });
    await openTab(meenaPage, 'Settings');
    await expect(
      meenaPage.getByText(/You are the only Super Admin of Handover Vidyalaya/),
    ).toBeVisible();
    const meenaLeave = meenaPage.getByRole('button', { name: 'Leave Organization' });
    await expect(meenaLeave).toBeDisabled();

    // ...and when the page believes otherwise (a counter not yet caught up), the server refuses
    // and its message reaches her.
    await adminDb.doc(`organizations/${admin.orgId}`).update({ superAdminCount: 2 });
    await expect(meenaLeave).toBeEnabled();
    await meenaLeave.click();
    const meenaDialog = meenaPage.getByRole('dialog');
    await meenaDialog.getByRole('button', { name: 'Leave Organization' }).click();
    await expect(meenaDialog.getByRole('alert')).toContainText(/last Super Admin/i);
    expect((await memberDoc(admin, meena.uid)).get('role')).toBe('super_admin');
    await meenaContext.close();
  });

  test('an org_user sees Users & Roles read-only; an end_user has no such tab', async ({
    page,
    browser,
  }) => {
    const admin = await organizationWithAdmin('Readonly Vidyalaya');
    const staff = await memberOf(admin, 'org_user', 'Ravi Staff');
    const viewer = await memberOf(admin, 'end_user', 'Meena Viewer');
    const pendingEmail = uniqueEmail('pending');
    await invite(admin.orgId, admin.orgName, pendingEmail, 'end_user');

    await enterOrganization(page, staff);
    await openTab(page, 'Users & Roles');
    await expect(rowWith(page, admin.email)).toContainText('Super Admin');
    await expect(rowWith(page, viewer.email)).toContainText('End User');
    await expect(rowWith(page, pendingEmail)).toContainText('PENDING');
    await expect(page.getByText(/Only a Super Admin can change them/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Actions for|Revoke|Resend/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave Organization' })).toBeEnabled();

    // The end_user reaches the page from the user menu: Overview and Settings only.
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await enterOrganization(viewerPage, viewer);
    await expect(viewerPage.getByRole('link', { name: 'Organization' })).toHaveCount(0);
    await viewerPage.getByRole('button', { name: 'Account: Meena Viewer' }).click();
    await viewerPage.getByRole('menuitem', { name: 'Organization', exact: true }).click();
    await expect(viewerPage.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(viewerPage.getByRole('tab')).toHaveText(['Overview', 'Settings']);
    await expect(viewerPage.getByRole('group', { name: 'Total Users' })).toHaveText(
      /^Total Users\s*3$/,
      { timeout: 120_000 },
    );
    // A Users & Roles address falls back to the Overview.
    await viewerPage.goto(appPath('organization?tab=users'));
    await expect(viewerPage.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(viewerPage.getByText(/do not have access/)).toHaveCount(0);
    await viewerContext.close();
  });

  test('a super_admin renames the organization in Settings', async ({ page }) => {
    const admin = await organizationWithAdmin('Rename Vidyalaya');
    await enterOrganization(page, admin);
    await openTab(page, 'Settings');
    const name = page.getByLabel(/Organization Name/);
    await expect(name).toHaveValue('Rename Vidyalaya');
    await name.fill('   ');
    await page.getByLabel('Description').fill('Classes 1 to 8');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await name.fill('Renamed Vidyalaya');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Shown at once (saved on this device), confirmed once the server has it.
    await expect(page.getByRole('heading', { name: 'Renamed Vidyalaya' })).toBeVisible();
    await expect(page.getByText('Organization updated')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Organization: Renamed Vidyalaya. Switch organization' }),
    ).toBeVisible();
    const stored = await adminDb.doc(`organizations/${admin.orgId}`).get();
    expect(stored.get('name')).toBe('Renamed Vidyalaya');
    expect(stored.get('description')).toBe('Classes 1 to 8');
    expect(stored.get('updatedBy')).toBe(admin.uid);
  });

  test('a super_admin sets the address and the academic year; the header follows, a reload keeps them', async ({
    page,
  }) => {
    const admin = await organizationWithAdmin('Session Vidyalaya');
    // January: its year is named "2026", never like April's "2026-27", whatever today is.
    const april = academicYearOf(todayIso(), 4).label;
    const january = academicYearOf(todayIso(), 1).label;
    await enterOrganization(page, admin);
    const headerYear = page.getByRole('banner').getByTestId('academic-year');
    await expect(headerYear).toHaveText(`Academic year ${april}`);
    await expect(headerYear).toBeVisible();

    await openTab(page, 'Settings');
    const address = page.getByRole('textbox', { name: 'Address' });
    const month = page.getByRole('combobox', { name: 'Academic year starts in' });
    await expect(month).toHaveValue('4');
    await address.fill('Village Narela\nDelhi 110040');
    await month.selectOption({ label: 'January' });
    await expect(page.getByText(`Current academic year: ${january}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Organization updated')).toBeVisible();
    await expect(headerYear).toHaveText(`Academic year ${january}`);
    const stored = await adminDb.doc(`organizations/${admin.orgId}`).get();
    expect(stored.get('address')).toBe('Village Narela\nDelhi 110040');
    expect(stored.get('academicYearStartMonth')).toBe(1);

    await page.reload();
    await expect(headerYear).toHaveText(`Academic year ${january}`);
    await expect(address).toHaveValue('Village Narela\nDelhi 110040');
    await expect(month).toHaveValue('1');

    // On a 360 px phone the bar has no room for the chip: the account menu says the year, and
    // the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(headerYear).toBeHidden();
    await page.getByRole('button', { name: 'Account: Asha Admin' }).click();
    await expect(page.getByRole('menu').getByText(`Academic year ${january}`)).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
