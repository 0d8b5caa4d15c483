import { expect, test, type Page } from '@playwright/test';
import { addMonths, monthKey, monthlyStatsPath } from '@village/model/paths';
import { appPath, expectDashboard } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// The dashboard (/ and /analytics) through the app on Hosting, against the emulators: its figures
// come from the counters the functions keep, so each test waits for them (a trigger per student).

/** The functions emulator may still be busy with the triggers of the suites before. */
const FUNCTION_WAIT = { timeout: 180_000 };

const card = (page: Page, label: string) => page.getByRole('listitem', { name: label });

async function expectFigures(
  page: Page,
  figures: { total: number; primary: number; secondary: number; higher: number },
) {
  await expect(card(page, 'Total Students').getByTestId('stat-value')).toHaveText(
    String(figures.total),
    FUNCTION_WAIT,
  );
  await expect(card(page, 'Primary Level').getByTestId('stat-value')).toHaveText(
    String(figures.primary),
  );
  await expect(card(page, 'Secondary Level').getByTestId('stat-value')).toHaveText(
    String(figures.secondary),
  );
  await expect(card(page, 'Higher Education').getByTestId('stat-value')).toHaveText(
    String(figures.higher),
  );
}

/** A bar of the distribution: its text ("2 students · 40%") and its value. */
async function expectBar(page: Page, list: string, label: string, text: string, percent: number) {
  const row = page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('progressbar', { name: label, exact: true }) });
  await expect(row).toContainText(text, FUNCTION_WAIT);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
}

/** Five students: 3 primary (two in 1st Standard), 1 secondary, 1 higher; two with a location. */
async function arrange(name: string): Promise<StaffSession> {
  const org = await organizationWithAdmin(name);
  await addStudents(org.orgId, org.uid, [
    {
      name: 'Aarav Sharma',
      educationLevel: '1st Standard',
      school: 'Narela Public School',
      location: { lat: 28.85, lng: 77.09 },
    },
    { name: 'Diya Patel', educationLevel: '1st Standard', school: 'Narela Public School' },
    { name: 'Ishaan Verma', educationLevel: '4th Standard', school: 'Narela Public School' },
    {
      name: 'Meera Joshi',
      educationLevel: '9th Standard',
      school: 'Sarvodaya Vidyalaya',
      location: { lat: 28.78, lng: 77.16 },
    },
    { name: 'Rohan Gupta', educationLevel: 'B.Sc', course: 'Physics', school: 'Delhi University' },
  ]);
  return org;
}

/** The month before the current one ("YYYY-MM", the functions' calendar). */
function monthsAgo(months: number): string {
  return addMonths(monthKey(new Date()), -months);
}

test.describe('dashboard', () => {
  test('the figures and the distribution equal the students, and follow a student added in the app', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const org = await arrange('Dashboard Figures School');
    await enterOrganization(page, org);

    await expect(
      page.getByText('Overview of student records and educational statistics'),
    ).toBeVisible();
    await expectFigures(page, { total: 5, primary: 3, secondary: 1, higher: 1 });
    // A new organization has no earlier month to compare with.
    await expect(card(page, 'Total Students').getByTestId('stat-trend')).toHaveText(
      'No data from last month',
    );
    await expectBar(page, 'By category', 'Primary', '3 students · 60%', 60);
    await expectBar(page, 'By category', 'Secondary', '1 student · 20%', 20);
    await expectBar(page, 'By category', 'Higher Education', '1 student · 20%', 20);
    // Per level, from the counters the functions keep per level.
    await expectBar(page, 'By level', '1st Standard', '2 students · 40%', 40);
    await expectBar(page, 'By level', '4th Standard', '1 student · 20%', 20);
    await expectBar(page, 'By level', '9th Standard', '1 student · 20%', 20);
    await expectBar(page, 'By level', 'B.Sc', '1 student · 20%', 20);
    await expect(page.getByRole('list', { name: 'By level' }).getByRole('listitem')).toHaveCount(4);

    // The map loads when asked for; without a maps key (tests) its fallback panel lists the
    // located students.
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map of student locations' });
    await expect(map).toContainText('Map unavailable');
    await expect(map.getByRole('link')).toHaveText(['Aarav Sharma', 'Meera Joshi']);
    await expect(page.getByText('2 students on the map, of 5.')).toBeVisible();

    // A student added through the form counts at once on the way back to the dashboard.
    await page.getByRole('link', { name: 'Add New Student' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Kavya Raghav');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '7th Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Sarvodaya Vidyalaya');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page).toHaveURL(/\/students$/);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expectDashboard(page);
    await expectFigures(page, { total: 6, primary: 3, secondary: 2, higher: 1 });
    await expectBar(page, 'By category', 'Secondary', '2 students · 33%', 33);
    await expectBar(page, 'By level', '7th Standard', '1 student · 17%', 17);
    await expect(
      page.getByRole('list', { name: 'Recent activities' }).getByRole('listitem').first(),
    ).toContainText('Kavya Raghav', FUNCTION_WAIT);

    // /analytics is the same screen.
    await page.goto(appPath('analytics'));
    await expectDashboard(page);
    await expectFigures(page, { total: 6, primary: 3, secondary: 2, higher: 1 });
  });

  test('each card shows its change since the newest earlier month', async ({ page }) => {
    test.setTimeout(300_000);
    const org = await arrange('Dashboard Trend School');
    // Its months counted the students on the roll (a trend compares with none that did not).
    await adminDb.doc(`organizations/${org.orgId}`).update({ onRollSince: monthsAgo(2) });
    // Last month closed at 4 students (2, 1, 1); an older month must not be the one compared.
    await adminDb.doc(`${monthlyStatsPath(org.orgId)}/${monthsAgo(1)}`).set({
      month: monthsAgo(1),
      total: 4,
      primary: 2,
      secondary: 1,
      higher: 1,
      added: 4,
    });
    await adminDb.doc(`${monthlyStatsPath(org.orgId)}/${monthsAgo(2)}`).set({
      month: monthsAgo(2),
      total: 1,
      primary: 1,
      secondary: 0,
      higher: 0,
      added: 1,
    });
    await enterOrganization(page, org);
    await expectFigures(page, { total: 5, primary: 3, secondary: 1, higher: 1 });
    await expect(card(page, 'Total Students').getByTestId('stat-trend')).toHaveText(
      '+25.0% from last month',
    );
    await expect(card(page, 'Primary Level').getByTestId('stat-trend')).toHaveText(
      '+50.0% from last month',
    );
    await expect(card(page, 'Secondary Level').getByTestId('stat-trend')).toHaveText(
      '0.0% from last month',
    );
    await expect(card(page, 'Higher Education').getByTestId('stat-trend')).toHaveText(
      '0.0% from last month',
    );
  });

  test('a new activity appears without a reload, linked to its student while the student exists', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Dashboard Activity School');
    const staff = await memberOf(org, 'org_user', 'Rekha Staff');
    await enterOrganization(page, staff);
    const activities = page.getByRole('list', { name: 'Recent activities' });
    await expect(page.getByText(/No activity yet/)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Nisha Rani', educationLevel: '6th Standard', school: 'Tikri Village School' },
    ]);
    const entry = activities.getByRole('listitem').filter({ hasText: 'Nisha Rani' });
    await expect(entry).toContainText('New student added', FUNCTION_WAIT);
    await expect(entry).toContainText(/just now|minute/);
    // Its member document's name (the test helpers name members by their email).
    await expect(entry).toContainText(`by ${org.email}`);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The student exists: the entry links to the profile.
    const link = entry.getByRole('link', { name: 'Nisha Rani' });
    await expect(link).toHaveAttribute('href', appPath(`student/${student!.id}`));
    // Deleted since (and gone from the directory index, which the map loads): the name stays,
    // without a link. Before the map is shown, the page does not know, and links (the profile
    // says when a student has gone).
    await page.getByRole('button', { name: 'Show map' }).click();
    await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).delete();
    await expect(entry.getByRole('link')).toHaveCount(0, FUNCTION_WAIT);
    await expect(entry).toContainText('Nisha Rani');
    await expect(card(page, 'Total Students').getByTestId('stat-value')).toHaveText(
      '0',
      FUNCTION_WAIT,
    );
  });

  test('the quick actions lead to their pages', async ({ page }) => {
    const org = await organizationWithAdmin('Dashboard Actions School');
    await enterOrganization(page, org);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    for (const [label, path] of [
      ['View All Students', 'students'],
      ['Add New Student', 'add-student'],
      ['View Full Map', 'map'],
      ['Generate Report', 'report'],
    ] as const) {
      await actions.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${appPath(path)}$`));
      await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
      await page.goBack();
      await expectDashboard(page);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 480 } });

    test('the page fits 360 px, and the map loads its students only when asked for', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const org = await arrange('Dashboard Phone School');
      // The collections the page asks Firestore to listen to (named in the Listen requests).
      const listened = new Set<string>();
      page.on('request', (request) => {
        if (!request.url().includes('google.firestore.v1.Firestore/Listen')) return;
        const body = decodeURIComponent((request.postData() ?? '').replace(/\+/g, ' '));
        for (const match of body.matchAll(/"collectionId"\s*:\s*"([^"]+)"/g))
          listened.add(match[1]!);
      });
      await enterOrganization(page, org);
      await expectFigures(page, { total: 5, primary: 3, secondary: 1, higher: 1 });
      // The feed has loaded (a positive signal that the page's listens have started)...
      await expect(
        page.getByRole('list', { name: 'Recent activities' }).getByRole('listitem'),
      ).toHaveCount(5, FUNCTION_WAIT);
      expect(listened).toContain('activities');
      // ...and the map, not asked for yet, has not asked for the students' locations.
      expect(listened).not.toContain('directory');
      await expect(page.getByRole('region', { name: 'Map of student locations' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );

      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(
        page.getByRole('region', { name: 'Map of student locations' }).getByRole('link'),
      ).toHaveText(['Aarav Sharma', 'Meera Joshi']);
      expect(listened).toContain('directory');

      // Asked for once, it stays shown for the rest of the session: a reload shows it at once.
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Map of student locations' }).getByRole('link'),
      ).toHaveText(['Aarav Sharma', 'Meera Joshi'], FUNCTION_WAIT);
      await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    });
  });
});
