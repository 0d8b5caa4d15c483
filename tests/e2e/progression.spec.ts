import { expect, test, type Page } from '@playwright/test';
import { academicYearOf, academicYearStarting } from '@village/model/academic-year';
import { progressionDocId } from '@village/model/progression';
import { progressionsPath, studentYearsPath } from '@village/model/paths';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
} from './support/students';

// The year-end progression through the app on Hosting, against the emulators: a staff
// member closes last year for a class of 12, with one repeater and one leaver; the applyProgression
// callable moves the students, records each one's year, and closes the class-year. Needs the
// callable and the rules for students/{id}/years and progressions/{id} (the server's branch).

/** What a test waits for a Cloud Function on a machine of 2 busy cores. */
const FUNCTION_WAIT = { timeout: 180_000 };

// Sorted as the screen sorts them (by name): the repeater and the leaver among them.
const CLASS_7A = [
  'Aarti Devi',
  'Bhavesh Patel',
  'Chitra Nair',
  'Deepak Yadav',
  'Farhan Ali',
  'Gauri Joshi',
  'Harish Rawat',
  'Isha Gupta',
  'Jatin Verma',
  'Kiran Bala',
  'Lakshmi Iyer',
  'Manoj Tiwari',
];
const REPEATER = 'Deepak Yadav';
const LEAVER = 'Isha Gupta';
const WITH_MARKS = 'Chitra Nair';

/** The year being closed: the one before today's (April to March, the organization's default). */
const today = academicYearOf(new Date());
const closing = academicYearStarting(today.startYear - 1);

async function chooseClass(page: Page) {
  await page.getByRole('combobox', { name: 'Class', exact: true }).selectOption('7th Standard');
  await page.getByRole('textbox', { name: 'Section' }).fill('A');
  await page.getByRole('combobox', { name: 'Academic year being closed' }).selectOption('previous');
}

test.describe('year-end progression', () => {
  test('a staff member promotes a class; levels change, each student keeps the year', async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const org = await organizationWithAdmin('Progression Test School');
    const staff = await memberOf(org, 'org_user', 'Omkar Staff');
    const school = 'Rampur Upper Primary School';
    const students = await addStudents(org.orgId, org.uid, [
      // Out of order: the screen sorts them.
      ...[...CLASS_7A]
        .reverse()
        .map((name) => ({ name, educationLevel: '7th Standard' as const, section: 'A', school })),
      // Another section and another class: not on this list.
      { name: 'Naveen Section B', educationLevel: '7th Standard' as const, section: 'B', school },
      { name: 'Om Class Six', educationLevel: '6th Standard' as const, section: 'A', school },
    ]);
    const idOf = (name: string) => students.find((student) => student.name === name)!.id;

    await enterOrganization(page, staff);
    await page.getByRole('link', { name: 'Year end' }).click();
    await expect(page.getByRole('heading', { name: 'Year End' })).toBeVisible();
    await chooseClass(page);

    const list = page.getByRole('list', { name: 'Class 7-A' });
    const rows = list.getByTestId('progression-row');
    await expect(rows).toHaveCount(12);
    await expect(rows.first()).toContainText(CLASS_7A[0]!);
    await expect(rows.last()).toContainText(CLASS_7A.at(-1)!);
    await expect(list).not.toContainText('Naveen Section B');
    // Everyone promoted by default, to the next class.
    const summary = page.getByTestId('progression-summary');
    await expect(summary).toHaveText('12 promoted');
    await expect(rows.first()).toContainText('→ 8th Standard');

    await page.getByRole('combobox', { name: `Outcome for ${REPEATER}` }).selectOption('repeater');
    await page.getByRole('combobox', { name: `Outcome for ${LEAVER}` }).selectOption('leftWithTc');
    await expect(summary).toHaveText('10 promoted, 1 repeating, 1 left');
    await expect(rows.filter({ hasText: LEAVER })).toContainText('→ Leaves the roll');

    // A wrong mark is explained at its field, and Apply waits for it to be corrected.
    const marks = page.getByRole('textbox', { name: `Marks % of ${WITH_MARKS}` });
    await marks.fill('120');
    await expect(rows.filter({ hasText: WITH_MARKS })).toContainText('Marks are from 0 to 100');
    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    await expect(apply).toBeDisabled();
    await marks.fill('78');
    await page.getByRole('textbox', { name: `Days attended by ${WITH_MARKS}` }).fill('190');
    await expect(apply).toBeEnabled();

    // The choices survive a reload of the tab.
    await page.reload();
    await chooseClass(page);
    await expect(summary).toHaveText('10 promoted, 1 repeating, 1 left');
    await expect(page.getByRole('textbox', { name: `Marks % of ${WITH_MARKS}` })).toHaveValue('78');

    // Offline, Apply needs the server: disabled, with a word why.
    await page.context().setOffline(true);
    await expect(apply).toBeDisabled();
    await expect(page.getByText(/Applying the year end needs the internet/)).toBeVisible();
    await page.context().setOffline(false);
    await expect(apply).toBeEnabled();

    // The link drops on the first call: the screen says so and keeps the list it was sending.
    const callable = '**/applyProgression';
    await page.route(callable, (route) => route.abort('internetdisconnected'));
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply the year end of Class 7-A?' });
    await expect(dialog).toContainText('10 promoted, 1 repeating, 1 left');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'stopped before the end' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 12 students applied')).toBeVisible();
    await expect(summary).toHaveText('10 promoted, 1 repeating, 1 left');
    await page.unroute(callable);

    // Apply again resumes, and this time reaches the server.
    await apply.click();
    await dialog.getByRole('button', { name: 'Apply' }).click();

    // Closed: what was applied, instead of the list.
    const closed = page.getByTestId('progression-closed');
    await expect(closed).toBeVisible(FUNCTION_WAIT);
    await expect(closed.getByRole('heading')).toHaveText(`Class 7-A: ${closing.label} is closed`);
    await expect(closed).toContainText('What was applied: 10 promoted, 1 repeating, 1 left.');
    await expect(closed).toContainText(/Applied on \d{1,2} \w+ \d{4}\./);

    // Stored: each student's level and status, and one record of the year.
    const stored = async (name: string) =>
      (await adminDb.doc(`organizations/${org.orgId}/students/${idOf(name)}`).get()).data()!;
    expect(await stored('Aarti Devi')).toMatchObject({
      educationLevel: '8th Standard',
      status: 'active',
    });
    expect(await stored(REPEATER)).toMatchObject({
      educationLevel: '7th Standard',
      status: 'active',
    });
    expect((await stored(LEAVER)).status).toBe('left');
    expect((await stored('Naveen Section B')).educationLevel).toBe('7th Standard');
    const year = await adminDb
      .doc(`${studentYearsPath(org.orgId, idOf(WITH_MARKS))}/${closing.startYear}`)
      .get();
    expect(year.data()).toMatchObject({
      year: closing.label,
      educationLevel: '7th Standard',
      outcome: 'promoted',
      marks: 78,
      daysAttended: 190,
      nextLevel: '8th Standard',
    });
    const progression = await adminDb
      .doc(
        `${progressionsPath(org.orgId)}/${progressionDocId(closing.startYear, '7th Standard', 'A')}`,
      )
      .get();
    expect(progression.get('closed')).toBe(true);

    // The profile: the new class, and the history timeline with the year under way on top.
    await page.goto(appPath(`student/${idOf(WITH_MARKS)}`));
    await expect(page.getByRole('heading', { level: 2, name: WITH_MARKS })).toBeVisible();
    await expect(page.locator('[data-category="secondary"]')).toHaveText('8th Standard');
    const timeline = page.getByRole('list', { name: 'Academic years' });
    await expect(timeline.getByRole('listitem')).toHaveText([
      `${today.label} · Class 8-A · current`,
      `${closing.label} · Class 7-A · Promoted · 78% · 190 days attended`,
    ]);
    await page.goto(appPath(`student/${idOf(LEAVER)}`));
    await expect(page.getByRole('heading', { level: 2, name: LEAVER })).toBeVisible();
    await expect(page.getByText('Left', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Academic years' })).toHaveText(
      `${closing.label} · Class 7-A · Left with transfer certificate`,
    );

    // The directory, kept by the functions: the promoted in 8th, the leaver marked Left.
    await page.goto(appPath('students'));
    await page.getByRole('textbox', { name: 'Search students' }).fill('Aarti');
    await expect(page.getByRole('article').filter({ hasText: 'Aarti Devi' })).toContainText(
      '8th Standard',
      FUNCTION_WAIT,
    );
    await page.getByRole('textbox', { name: 'Search students' }).fill('Isha');
    await expect(page.getByRole('article').filter({ hasText: LEAVER })).toContainText(
      'Left',
      FUNCTION_WAIT,
    );

    // The class-year stays closed: the screen shows what was applied, not a list to apply again.
    await page.goto(appPath('progression'));
    await chooseClass(page);
    await expect(page.getByTestId('progression-closed')).toContainText(
      'What was applied: 10 promoted, 1 repeating, 1 left.',
    );
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  });
});
