import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from '@village/model/csv';
import { appPath, expectDashboard } from './support/app';
import { addStudents, enterOrganization, organizationWithAdmin } from './support/students';

// The report (/report: the CSV of the students, the printable summary) and the full map (/map)
// through the app on Hosting, against the emulators. The students are written as the seed writes
// them (documents and directory lines); the functions then update the organization's counters.

/** The functions emulator may still be busy with the triggers of the suites before. */
const FUNCTION_WAIT = { timeout: 180_000 };

const FORMULA_NAME = '=HYPERLINK("http://x","y")';
const HINDI_NAME = 'अनन्या शर्मा';

const HEADER = [
  'Student ID',
  'Name',
  'Gender',
  'Date of Birth',
  'Age',
  'Education Level',
  'Course',
  'Category',
  'School / College',
  'Address',
  'Parent / Guardian',
  'Parent Contact',
  'Status',
];

async function arrangeOrganization() {
  const org = await organizationWithAdmin('Report Map School');
  const students = await addStudents(org.orgId, org.uid, [
    {
      name: 'Aarav Sharma',
      educationLevel: '3rd Standard',
      school: 'Narela Public School',
      gender: 'male',
      dateOfBirth: '2016-05-04',
      address: 'House 12, Main Road\nNarela, Delhi',
      parentName: 'Rajesh Sharma',
      parentContact: '98765 43210',
      location: { lat: 28.85, lng: 77.09 },
    },
    {
      name: HINDI_NAME,
      educationLevel: '10th Standard',
      school: 'राजकीय विद्यालय, नरेला',
      gender: 'female',
      location: { lat: 28.78, lng: 77.16 },
    },
    {
      name: FORMULA_NAME,
      educationLevel: 'B.Sc',
      course: 'Physics',
      school: 'Delhi University',
    },
    { name: 'Kabir Khan', educationLevel: '7th Standard', school: 'Narela Public School' },
  ]);
  return { org, students };
}

/** A figure of the printable summary, e.g. "Total Students". */
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"] dd`);

test.describe('report and full map', () => {
  test('the CSV lists every student, Hindi intact and formulas inert; the summary prints the figures', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { org, students } = await arrangeOrganization();
    await enterOrganization(page, org, 'report');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Report Map School' })).toBeVisible();
    await expect(page.getByText(/^Generated on /)).toBeVisible();

    // The CSV: all four students from the directory index.
    await expect(page.getByText('4 students in the file, sorted by name.')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^village-education-report-map-school-students-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER.join(','));
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(1 + students.length);
    // Sorted by name: punctuation first, Latin, then Devanagari.
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `'${FORMULA_NAME}`,
      'Aarav Sharma',
      'Kabir Khan',
      HINDI_NAME,
    ]);
    const aarav = rows[2]!;
    const stored = students.find((student) => student.name === 'Aarav Sharma')!;
    expect(aarav).toEqual([
      stored.studentId,
      'Aarav Sharma',
      'Male',
      '04-05-2016',
      expect.stringMatching(/^\d+$/),
      '3rd Standard',
      '',
      'Primary',
      'Narela Public School',
      'House 12, Main Road\nNarela, Delhi',
      'Rajesh Sharma',
      "'+91 98765 43210",
      'Active',
    ]);
    expect(rows[1]?.slice(5, 9)).toEqual([
      'B.Sc',
      'Physics',
      'Higher Education',
      'Delhi University',
    ]);
    expect(rows[4]?.[8]).toBe('राजकीय विद्यालय, नरेला');
    // The formula-looking name is text in the file itself, not only after parsing.
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);

    // The printable summary: the organization's counters, kept by the functions.
    await expect(figure(page, 'Total Students')).toHaveText('4', FUNCTION_WAIT);
    await expect(figure(page, 'Primary')).toHaveText('1', FUNCTION_WAIT);
    await expect(figure(page, 'Secondary')).toHaveText('2', FUNCTION_WAIT);
    await expect(figure(page, 'Higher Education')).toHaveText('1', FUNCTION_WAIT);
    await expect(figure(page, 'Schools')).toHaveText('3', FUNCTION_WAIT);
    await expect(figure(page, 'Added This Month')).toHaveText('4', FUNCTION_WAIT);
    const distribution = page.getByRole('table', { name: 'Education Level Distribution' });
    // Each level: its count, its rounded percent of the total, and its bar.
    const level = (name: string) =>
      distribution.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(level('Primary').getByRole('cell')).toHaveText(['1', '25%', '']);
    await expect(level('Secondary').getByRole('cell')).toHaveText(['2', '50%', '']);
    await expect(level('Higher Education').getByRole('cell')).toHaveText(['1', '25%', '']);

    // Print: the browser's dialog, with the app's sidebar, header and the page's controls left off.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Report' })).toBeVisible();
    await expect(figure(page, 'Total Students')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('the full map shows the fallback and the located students, each opening its profile', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { org, students } = await arrangeOrganization();
    await enterOrganization(page, org, 'map');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Map' })).toBeVisible();
    await expect(page.getByText('2 of 4 students have a location')).toBeVisible();

    // No key in the tests: the same fallback panel as the other maps.
    const panel = page.getByRole('region', { name: "Map of the organization's students" });
    await expect(panel).toContainText('Map unavailable');
    await expect(panel).toContainText('Aarav Sharma: 28.85000, 77.09000');

    const list = page.getByRole('list', { name: 'Located students' });
    await expect(list.getByRole('link')).toHaveText(['Aarav Sharma', HINDI_NAME]);
    await list.getByRole('link', { name: HINDI_NAME }).click();
    const hindi = students.find((student) => student.name === HINDI_NAME)!;
    await expect(page).toHaveURL(new RegExp(`${appPath(`student/${hindi.id}`)}$`));
    await expect(page.getByRole('heading', { level: 2, name: HINDI_NAME })).toBeVisible();

    await page.goBack();
    await expect(page.getByText('2 of 4 students have a location')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
    await expectDashboard(page);
  });
});
