import { expect, test, type Page } from '@playwright/test';
import { appPath, expectDashboard } from './support/app';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// An end_user sees the dashboard's figures and distribution, and no student data anywhere: the
// pages that show students are refused, and the dashboard does not even ask for the students'
// collections (the rules would refuse them; a refused listen would also be a wasted request).

/** The functions emulator may still be busy with the triggers of the suites before. */
const FUNCTION_WAIT = { timeout: 180_000 };

const NAMES = ['Aarav Sharma', 'Diya Patel', 'Rohan Gupta'];

/**
 * The collections this page asked Firestore to listen to (the bodies of the Listen channel's
 * requests name each query's collection), and any console message about a refusal.
 */
function watchFirestore(page: Page) {
  const collections = new Set<string>();
  const refusals: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('google.firestore.v1.Firestore/Listen')) return;
    const body = request.postData();
    if (!body) return;
    let text = body;
    try {
      text = decodeURIComponent(body.replace(/\+/g, ' '));
    } catch {
      // Not URL-encoded: read it as it is.
    }
    for (const match of text.matchAll(/"collectionId"\s*:\s*"([^"]+)"/g))
      collections.add(match[1]!);
    for (const match of text.matchAll(/"documents"\s*:\s*\{\s*"documents"\s*:\s*\[([^\]]*)\]/g))
      for (const path of match[1]!.matchAll(/"([^"]+)"/g))
        collections.add(path[1]!.split('/').at(-2) ?? '');
  });
  page.on('console', (message) => {
    if (/permission-denied|insufficient permissions/i.test(message.text()))
      refusals.push(message.text());
  });
  return { collections, refusals };
}

async function arrange(name: string): Promise<StaffSession> {
  const org = await organizationWithAdmin(name);
  await addStudents(org.orgId, org.uid, [
    {
      name: NAMES[0]!,
      educationLevel: '2nd Standard',
      school: 'Narela Public School',
      location: { lat: 28.85, lng: 77.09 },
    },
    { name: NAMES[1]!, educationLevel: '2nd Standard', school: 'Narela Public School' },
    { name: NAMES[2]!, educationLevel: 'M.A', school: 'Delhi University' },
  ]);
  return org;
}

const totalStudents = (page: Page) =>
  page.getByRole('listitem', { name: 'Total Students' }).getByTestId('stat-value');

test.describe('end_user', () => {
  test('sees the figures and the distribution, and no student, map, activity or action', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await arrange('End User Dashboard School');
    const viewer = await memberOf(org, 'end_user', 'Vijay Viewer');
    const firestore = watchFirestore(page);
    await enterOrganization(page, viewer);

    await expect(totalStudents(page)).toHaveText('3', FUNCTION_WAIT);
    await expect(
      page.getByRole('listitem', { name: 'Primary Level' }).getByTestId('stat-value'),
    ).toHaveText('2');
    await expect(
      page.getByRole('listitem', { name: 'Higher Education' }).getByTestId('stat-value'),
    ).toHaveText('1');
    const byCategory = page.getByRole('list', { name: 'By category' });
    await expect(byCategory.getByRole('listitem').first()).toContainText('2 students · 67%');
    await expect(page.getByRole('list', { name: 'By level' })).toContainText('M.A');
    await expect(page.getByRole('listitem', { name: 'Total Students' })).toContainText(
      'No data from last month',
    );

    for (const heading of ['Student Locations', 'Recent Activities', 'Quick Actions']) {
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    }
    for (const action of [
      'Add New Student',
      'View All Students',
      'View Full Map',
      'Generate Report',
    ])
      await expect(page.getByRole('link', { name: action })).toHaveCount(0);
    for (const name of NAMES) await expect(page.getByText(name)).toHaveCount(0);

    // Today's attendance: the organization's figure only, once the page is idle.
    await expect(page.getByRole('region', { name: "Today's attendance" })).toContainText(
      'No class has been marked yet today.',
      { timeout: 60_000 },
    );

    // The page asked for the organization, last month's figures and today's attendance of the
    // organization, never for students, nor for any child's or class's attendance.
    expect([...firestore.collections]).toContain('monthlyStats');
    expect([...firestore.collections]).toContain('attendanceDays');
    for (const collection of [
      'activities',
      'directory',
      'students',
      'attendance',
      'attendanceTotals',
      'attendanceClasses',
    ])
      expect([...firestore.collections]).not.toContain(collection);
    expect(firestore.refusals).toEqual([]);
  });

  test('is refused every page that shows students', async ({ page }) => {
    test.setTimeout(180_000);
    const org = await arrange('End User Pages School');
    const viewer = await memberOf(org, 'end_user', 'Vijay Viewer');
    const firestore = watchFirestore(page);
    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Hidden Child', educationLevel: '4th Standard', school: 'Primary School' },
    ]);
    await enterOrganization(page, viewer);
    for (const path of [
      'students',
      'add-student',
      `student/${student!.id}`,
      `edit-student/${student!.id}`,
      'map',
      'report',
      'progression',
      'analytics',
    ]) {
      await page.goto(appPath(path));
      await expect(
        page.getByRole('heading', { name: "You don't have access to this page" }),
      ).toBeVisible();
      await expect(page.getByText('Hidden Child')).toHaveCount(0);
      for (const name of NAMES) await expect(page.getByText(name)).toHaveCount(0);
    }
    for (const collection of ['activities', 'directory', 'students'])
      expect([...firestore.collections]).not.toContain(collection);
    expect(firestore.refusals).toEqual([]);
  });

  test('the same watch sees a staff member’s dashboard ask for the feed and the directory', async ({
    page,
  }) => {
    // The control for the tests above: the request watch would notice those listens.
    const org = await arrange('End User Control School');
    const firestore = watchFirestore(page);
    await enterOrganization(page, org);
    await expectDashboard(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(
      page.getByRole('region', { name: 'Map of student locations' }).getByRole('link'),
    ).toHaveText([NAMES[0]!], FUNCTION_WAIT);
    await expect
      .poll(() => [...firestore.collections].sort())
      .toEqual(expect.arrayContaining(['activities', 'directory', 'monthlyStats']));
    expect(firestore.refusals).toEqual([]);
  });
});
