import { expect, test } from '@playwright/test';
import { appPath, createOrganizationInDialog, expectDashboard, signIn } from './support/app';
import {
  adminDb,
  confirmEmailVerification,
  createAccount,
  createOrganizationFor,
  invite,
  PASSWORD,
  sentEmails,
  uniqueEmail,
} from './support/emulators';

// Accounts and organizations on the Auth + Firestore emulators, through the app on Hosting.
test.describe('accounts', () => {
  test('sign up, verify the email, join the organization that invited you', async ({ page }) => {
    const email = uniqueEmail('signup');
    const owner = await createAccount(uniqueEmail('owner'), 'Owner');
    const orgId = await createOrganizationFor(owner.uid, owner.email!, 'Invite Test School');
    await invite(orgId, 'Invite Test School', email, 'org_user');

    await page.goto(appPath('signup'));
    await page.getByLabel(/Full Name/).fill('Meena Kumari');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(`${PASSWORD}x`);
    const create = page.getByRole('button', { name: 'Create Account' });
    await expect(create).toBeDisabled();
    await page.getByRole('checkbox').check();
    await create.click();
    await expect(page.getByText("Passwords don't match!")).toBeVisible();

    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await create.click();
    await expect(page).toHaveURL(/organization-selection/);
    // Not verified yet: invitations are hidden behind the verification request.
    await expect(page.getByText(/Verify your email address/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Join/ })).toHaveCount(0);

    await confirmEmailVerification(email);
    await page.getByRole('button', { name: "I've verified" }).click();
    const join = page.getByRole('button', { name: 'Join Invite Test School' });
    await expect(join).toBeVisible();
    await join.click();
    await expectDashboard(page);

    const user = await (await import('./support/emulators')).adminAuth.getUserByEmail(email);
    expect(user.displayName).toBe('Meena Kumari');
    const member = await adminDb.doc(`organizations/${orgId}/members/${user.uid}`).get();
    expect(member.get('role')).toBe('org_user');
    const invitation = await adminDb.doc(`organizations/${orgId}/invitations/${email}`).get();
    expect(invitation.get('status')).toBe('accepted');
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('displayName')).toBe('Meena Kumari');
  });

  test('wrong password and unknown account get clear messages', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount(email, 'Wrong Password');
    await signIn(page, email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(/wrong (email or )?password/i);
    await expect(page).toHaveURL(/signin/);

    await signIn(page, uniqueEmail('nobody'));
    await expect(page.getByRole('alert')).toContainText(/no account|wrong email or password/i);

    // No network: the message says so, instead of blaming the password.
    await page.context().setOffline(true);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText(/no connection/i);
    await page.context().setOffline(false);
  });

  test('forgot password sends a reset email', async ({ page }) => {
    const email = uniqueEmail('reset');
    await createAccount(email, 'Reset User');
    await page.goto(appPath('signin'));
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/forgot-password$/);
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
    expect(await sentEmails(email, 'PASSWORD_RESET')).toBe(1);
  });

  test('guards: signed out goes to sign-in, then organization selection, then back', async ({
    page,
  }) => {
    const email = uniqueEmail('guard');
    const account = await createAccount(email, 'Guard User');
    const orgId = await createOrganizationFor(account.uid, email, 'Guarded School');

    await page.goto(appPath('analytics'));
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, email);
    // Signed in without a current organization: choose one first.
    await expect(page).toHaveURL(/organization-selection/);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await page.getByRole('button', { name: /Guarded School/ }).click();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page).toHaveURL(new RegExp(`${appPath('analytics')}$`));
    await expectDashboard(page);

    // The choice survives a reload.
    await page.reload();
    await expectDashboard(page);
    await expect(page.getByRole('button', { name: /Organization: Guarded School/ })).toBeVisible();
    expect(orgId).toBeTruthy();
  });

  test('a Google-provider account signs in, creates an organization and lands on its dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('google');
    await page.goto(appPath('signin'));
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    // The popup needs Google's servers; the emulator accepts the same Google credential offline.
    await page.evaluate(
      async ({ email }) => {
        const signIn = (window as unknown as Record<string, (claims: object) => Promise<string>>)
          .__villageEmulatorGoogleSignIn!;
        await signIn({ sub: email, email, name: 'Gopal Singh' });
      },
      { email },
    );
    await expect(page).toHaveURL(/organization-selection/);
    await expect(page.getByText(/You are not a member of any organization yet/)).toBeVisible();
    // Google accounts are verified: no verification request.
    await expect(page.getByText(/Verify your email address/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Create New Organization' }).click();
    await createOrganizationInDialog(page, 'Gopal Rural School');
    await expectDashboard(page);
    await expect(page.getByText('Gopal Rural School').first()).toBeVisible();
    // The creator is its super_admin: every sidebar item is there.
    for (const item of [
      'Dashboard',
      'Student Directory',
      'Add Student',
      'Analytics',
      'Organization',
    ])
      await expect(page.getByRole('link', { name: item })).toBeVisible();
  });

  test('switching organization and creating one from the switcher', async ({ page }) => {
    const email = uniqueEmail('switch');
    const account = await createAccount(email, 'Switch User');
    await createOrganizationFor(account.uid, email, 'Alpha Vidyalaya');
    const betaId = await createOrganizationFor(account.uid, email, 'Beta Vidyalaya');
    // In Beta the user is only an end user: the sidebar follows the real role.
    await adminDb
      .doc(`organizations/${betaId}/members/${account.uid}`)
      .update({ role: 'end_user' });

    await signIn(page, email);
    await page.getByRole('button', { name: /Alpha Vidyalaya/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectDashboard(page);
    await expect(page.getByRole('link', { name: 'Student Directory' })).toBeVisible();

    await page.getByRole('button', { name: /Switch organization/ }).click();
    const search = page.getByPlaceholder('Search organizations...');
    await search.fill('zzz');
    await expect(page.getByText('No organizations found.')).toBeVisible();
    await search.fill('beta');
    await page.getByRole('button', { name: /Beta Vidyalaya/ }).click();
    await expect(page.getByRole('button', { name: /Organization: Beta Vidyalaya/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Student Directory' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Organization' })).toHaveCount(0);

    // An end user opening a staff page gets a clear no-access message and a way back.
    await page.goto(appPath('analytics'));
    await expect(page.getByText("You don't have access to this page")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectDashboard(page);

    await page.getByRole('button', { name: /Switch organization/ }).click();
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await expect(
      page.getByText('Create a new organization to manage students and users.'),
    ).toBeVisible();
    await createOrganizationInDialog(page, 'Gamma Vidyalaya');
    await expect(page.getByRole('button', { name: /Organization: Gamma Vidyalaya/ })).toBeVisible();
    const created = await adminDb
      .collection('organizations')
      .where('name', '==', 'Gamma Vidyalaya')
      .where('createdBy', '==', account.uid)
      .get();
    expect(created.size).toBe(1);
    const member = await created.docs[0]!.ref.collection('members').doc(account.uid).get();
    expect(member.get('role')).toBe('super_admin');
  });

  test('signing out from the user menu', async ({ page }) => {
    const email = uniqueEmail('signout');
    const account = await createAccount(email, 'Sign Out User');
    await createOrganizationFor(account.uid, email, 'Sign Out School');
    await signIn(page, email);
    await page.getByRole('button', { name: /Sign Out School/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectDashboard(page);

    await page.getByRole('button', { name: 'Account: Sign Out User' }).click();
    await expect(page.getByRole('menu')).toContainText(email);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto(appPath());
    await expect(page).toHaveURL(/\/signin$/);
  });
});
