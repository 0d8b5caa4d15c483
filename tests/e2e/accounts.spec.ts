import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appPath, createOrganizationInDialog, expectDashboard, signIn } from './support/app';
import {
  adminAuth,
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

/** The dashboard's address as the router writes it (its basename has no trailing slash). */
const DASHBOARD_PATH = appPath().replace(/\/$/, '');

/** Two tabs of one browser, both signed in to a new account's organization, on its dashboard. */
async function twoSignedInTabs(context: BrowserContext, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, ''));
  const account = await createAccount(email, `${name} User`);
  await createOrganizationFor(account.uid, email, `${name} School`);
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByRole('button', { name: new RegExp(`${name} School`) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectDashboard(page);
  // The second tab has its own Firestore, sharing the offline cache with the first.
  const other = await context.newPage();
  await other.goto(appPath());
  await expectDashboard(other);
  return { page, other, email };
}

/** The dashboard, or a failure that names the page shown instead (CI keeps only the log). */
async function expectDashboardOrSayWhere(page: Page, timeout = 15_000) {
  try {
    await expect(page.getByRole('heading', { name: 'Village Education Dashboard' })).toBeVisible({
      timeout,
    });
  } catch (error) {
    throw new Error(`Not on the dashboard but at ${page.url()}`, { cause: error });
  }
}

/** Sign out from the user menu, ticking "Also remove this device's saved data". */
async function signOutClearingData(page: Page, displayName: string) {
  await page.getByRole('button', { name: `Account: ${displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: "Also remove this device's saved data" }).check();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
}
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

  test('an invitee who verifies through the link and reloads sees the invitation', async ({
    page,
  }) => {
    const email = uniqueEmail('reloader');
    const owner = await createAccount(uniqueEmail('owner'), 'Owner');
    const orgId = await createOrganizationFor(owner.uid, owner.email!, 'Reload Test School');
    await invite(orgId, 'Reload Test School', email, 'org_user');
    const account = await createAccount(email, 'Ravi Reloader', false);
    await signIn(page, email);
    await expect(page.getByText(/Verify your email address/)).toBeVisible();

    // The link opened in the email app (the account is verified on the server); back in the app,
    // the user reloads instead of pressing "I've verified". The ID token on the device still says
    // "not verified".
    await adminAuth.updateUser(account.uid, { emailVerified: true });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Join Reload Test School' })).toBeVisible();
    await expect(page.getByText(/Verify your email address/)).toHaveCount(0);
  });

  test('a wrong password and an unknown account get the same message', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount(email, 'Wrong Password');
    await signIn(page, email, 'not-the-password');
    // Saying which of the two was wrong would tell anyone which emails have accounts.
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expect(page).toHaveURL(/signin/);

    await signIn(page, uniqueEmail('nobody'));
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');

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
    // Typed and followed whether or not the app has hydrated the prerendered page yet: the email
    // goes along in the router's state, or before hydration in the tab's storage.
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
    // The button is on screen from the prerendered HTML: the app's code defines the stand-in.
    await page.waitForFunction(() => '__villageEmulatorGoogleSignIn' in window);
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
      'Year end',
      'Analytics',
      'Organization',
    ])
      await expect(page.getByRole('link', { name: item })).toBeVisible();
  });

  test('an unverified founder is asked to verify first, then creates the organization', async ({
    page,
  }) => {
    const email = uniqueEmail('founder');
    await createAccount(email, 'Unverified Founder', false);
    await signIn(page, email);
    await expect(page).toHaveURL(/organization-selection/);

    await page.getByRole('button', { name: 'Create New Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Organization' });
    await expect(dialog.getByText('Verify your email to create an organization')).toBeVisible();
    await dialog.getByLabel('Organization Name').fill('Founder Vidyalaya');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    // Resend sends the verification link again.
    const before = await sentEmails(email, 'VERIFY_EMAIL');
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await expect(dialog.getByText(/We sent the link again/)).toBeVisible();
    expect(await sentEmails(email, 'VERIFY_EMAIL')).toBe(before + 1);

    await confirmEmailVerification(email);
    await dialog.getByRole('button', { name: 'I have verified' }).click();
    await expect(dialog.getByText('Verify your email to create an organization')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expectDashboard(page);
    await expect(page.getByText('Founder Vidyalaya').first()).toBeVisible();
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

  test('reopening the app opens the organization used last, on this device and on another', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('reopen');
    const account = await createAccount(email, 'Reopen User');
    await createOrganizationFor(account.uid, email, 'Alpha Reopen School');
    const betaId = await createOrganizationFor(account.uid, email, 'Beta Reopen School');
    await signIn(page, email);
    await page.getByRole('button', { name: /Beta Reopen School/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectDashboard(page);

    // Every address the page goes through (in-app navigations included) from here on.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    // This device: signing out and in again reopens Beta, without the selection page.
    await page.getByRole('button', { name: 'Account: Reopen User' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, email);
    await expectDashboard(page);
    await expect(
      page.getByRole('button', { name: 'Organization: Beta Reopen School. Switch organization' }),
    ).toBeVisible();
    expect(visited).toContain(DASHBOARD_PATH);
    expect(visited.filter((path) => path.includes('organization-selection'))).toEqual([]);

    // Another device (nothing in its storage): the account's last organization opens.
    await expect
      .poll(async () => (await adminDb.doc(`users/${account.uid}`).get()).get('lastOrgId'))
      .toBe(betaId);
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    const otherVisited: string[] = [];
    other.on('framenavigated', (frame) => {
      if (frame === other.mainFrame()) otherVisited.push(new URL(frame.url()).pathname);
    });
    await signIn(other, email);
    await expectDashboard(other);
    await expect(
      other.getByRole('button', { name: 'Organization: Beta Reopen School. Switch organization' }),
    ).toBeVisible();
    expect(otherVisited).toContain(DASHBOARD_PATH);
    expect(otherVisited.filter((path) => path.includes('organization-selection'))).toEqual([]);
    await otherDevice.close();
  });

  test.describe('on a link slow to answer', () => {
    // Firestore's requests are held below; the service worker would hide them from the route.
    test.use({ serviceWorkers: 'block' });

    test('the organization used last still reopens when the answer comes after the wait', async ({
      page,
    }) => {
      const email = uniqueEmail('slowreopen');
      const account = await createAccount(email, 'Slow Reopen User');
      await createOrganizationFor(account.uid, email, 'Alpha Slow School');
      const betaId = await createOrganizationFor(account.uid, email, 'Beta Slow School');
      await adminDb.doc(`users/${account.uid}`).set({ lastOrgId: betaId }, { merge: true });

      // A new device on a slow link: nothing of Firestore answers for longer than the app waits
      // for the account's last organization (6 s) before it offers the selection page.
      const firestore = new RegExp(
        `^http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/`,
      );
      // Held past the app's wait, from the page's first request to Firestore on.
      let answers: Promise<void> | undefined;
      await page.route(firestore, async (route) => {
        answers ??= new Promise((resolve) => setTimeout(resolve, 8_000));
        await answers;
        await route.continue();
      });
      await signIn(page, email);

      // The answer comes late, and the user has not started choosing: Beta opens as it would have.
      await expectDashboardOrSayWhere(page, 40_000);
      await expect(
        page.getByRole('button', { name: 'Organization: Beta Slow School. Switch organization' }),
      ).toBeVisible();
      await page.unroute(firestore);
    });
  });

  test('a verification email that could not be sent at sign-up is reported, and resent', async ({
    page,
  }) => {
    const email = uniqueEmail('noverify');
    // The Auth emulator cannot be made to fail a send: the browser loses the request instead.
    const sendOobCode = '**/identitytoolkit.googleapis.com/v1/accounts:sendOobCode*';
    await page.route(sendOobCode, (route) => route.abort('internetdisconnected'));
    await page.goto(appPath('signup'));
    await page.getByLabel(/Full Name/).fill('Sunita Devi');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The account exists and the sign-up went through; the next screen says what failed.
    await expect(page).toHaveURL(/organization-selection/);
    await expect(page.getByText(/We could not send the verification email: .+\./)).toContainText(
      'Use Resend verification email.',
    );
    expect(await sentEmails(email, 'VERIFY_EMAIL')).toBe(0);

    await page.unroute(sendOobCode);
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`Sent again to ${email}.`)).toBeVisible();
    await expect(page.getByText(/We could not send the verification email/)).toHaveCount(0);
    expect(await sentEmails(email, 'VERIFY_EMAIL')).toBe(1);
  });

  test("signing out and clearing this device's data with the app open in another tab", async ({
    context,
  }) => {
    const { page, other, email } = await twoSignedInTabs(context, 'Two Tabs');
    // The other tab's Firestore closes when its database is deleted: that tab reloads, signed out.
    const otherReloaded = other.waitForEvent('load');
    await signOutClearingData(page, 'Two Tabs User');

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('alert')).toHaveText(
      "Signed out. This device's saved data was removed.",
    );
    await page.goto(appPath());
    await expect(page).toHaveURL(/\/signin$/);

    // The other tab works again when its user signs in there (no stale, closed Firestore).
    await otherReloaded;
    await expect(other).toHaveURL(/\/signin$/);
    await other.locator('input[name="email"]').fill(email);
    await other.locator('input[name="password"]').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In' }).click();
    // The account's last organization reopens (the device's choice went with its data).
    await expectDashboardOrSayWhere(other);
    await expect(
      other.getByRole('button', { name: 'Organization: Two Tabs School. Switch organization' }),
    ).toBeVisible();
  });

  test('when another tab keeps the saved data open, signing out still works and says the data stayed', async ({
    context,
  }) => {
    const { page, other } = await twoSignedInTabs(context, 'Held Cache');
    // Stands in for a tab that does not let go of the offline cache (an older version of the app,
    // a tab frozen by the browser): a plain connection to Firestore's database that stays open.
    await other.evaluate(async () => {
      const name = (await indexedDB.databases())
        .map((database) => database.name ?? '')
        .find((candidate) => candidate.startsWith('firestore/') && candidate.endsWith('/main'));
      if (!name) throw new Error("Firestore's database was not found");
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          (window as unknown as { heldCache: IDBDatabase }).heldCache = request.result;
          resolve();
        };
        request.onerror = () => reject(request.error);
      });
    });
    await signOutClearingData(page, 'Held Cache User');

    await expect(page).toHaveURL(/\/signin$/, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toContainText(
      "Signed out, but this device's saved data could not be removed because the app is open in another tab.",
    );

    // Once the other tab is closed, removing it from the sign-in page works.
    await other.close();
    await page.getByRole('button', { name: 'Remove saved data' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Signed out. This device's saved data was removed.",
    );
    await page.goto(appPath());
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('alert')).toHaveCount(0); // said once
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
