import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parseCsv } from '@village/model/csv';
import { EDUCATION_LEVELS } from '@village/model/levels';
import type { CellValue } from '@village/model/import/cell-text';
import { IMPORT_COLUMNS } from '@village/model/import/columns';
import { importedActivityText } from '@village/model/import/imported-docs';
import { importTemplateNotes, importTemplateRows } from '@village/model/import/template-rows';
import {
  NARELA,
  OFFICE_HEADERS,
} from '../../web/src/features/students/import/testing/office-register';
import { readXlsx } from '../../web/src/lib/spreadsheet/xlsx-read';
import { writeXlsx } from '../../web/src/lib/spreadsheet/xlsx-write';
import { appPath, expectDashboard } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  expectShowing,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// The spreadsheet import (/students/import) and the directory's export, through the app on
// Hosting against the emulators: the importStudents callable writes the students, the functions
// then keep the directory index, the counters and the activity feed.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The functions emulator may still be busy with the triggers of the suites before. */
const FUNCTION_WAIT = { timeout: 180_000 };

/** A CSV as an office's spreadsheet saves it, without the export's formula guard. */
function csvOf(rows: string[][]): Buffer {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n', 'utf8');
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /^Choose (another )?file$/ }).click(),
  ]);
  await chooser.setFiles({ name, mimeType, buffer });
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

const bytesOf = async (file: Download) => readFile((await file.path())!);

/** A figure of the preview, e.g. "Ready to import". */
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"] dd`);

const statCard = (page: Page, label: string) =>
  page.getByRole('listitem', { name: label }).getByTestId('stat-value');

async function storedStudents(orgId: string) {
  return (await adminDb.collection(`organizations/${orgId}/students`).get()).docs;
}

async function importActivities(orgId: string) {
  const snapshot = await adminDb
    .collection(`organizations/${orgId}/activities`)
    .where('type', '==', 'import')
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

async function openImportPage(page: Page, org: StaffSession) {
  await enterOrganization(page, org);
  await page.getByRole('link', { name: 'Student Directory' }).click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(new RegExp(`${appPath('students/import')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Students' })).toBeVisible();
}

/**
 * A register as a school keeps it: its own headers (one the page cannot guess), good rows, rows
 * with errors, a twin of another row and a twin of a student already in the directory.
 */
const REGISTER = [
  ['Student Name', 'DOB', 'Gender', 'Class', 'School', 'Mobile', 'Father'],
  ['Aarav Kumar', '15-08-2012', 'Male', '7th Standard', 'Narela School', '9876543210', 'Suresh'],
  ['Diya Patel', '31-02-2010', 'Female', '5th Standard', 'Narela School', '', ''],
  ['Kabir Khan', '', 'Male', 'Nursery', 'Bawana School', '', ''],
  ['Meera Joshi', '01/02/2011', 'Female', '6th Standard', '', '', ''],
  ['aarav kumar', '15/08/2012', 'Male', '7th standard', 'Other School', '+91 98765 43210', ''],
  ['Rohan Gupta', '05-01-2012', 'Male', '8th Standard', 'Narela School', '9123456789', ''],
  ['Sana Ali', '10/10/2015', 'Female', '2nd Standard', 'Narela School', '', 'Imran Ali'],
  ['Vikram Singh', '2010-03-03', 'Male', 'B.Sc', 'Delhi University', '', ''],
];
const GOOD_NAMES = ['Aarav Kumar', 'Sana Ali', 'Vikram Singh'];

/**
 * A register's students as the office typed them, and what each is stored as. Classes, genders,
 * dates and mobile numbers in the ways offices write them; Hindi names kept exactly.
 */
const OFFICE_STUDENTS: Array<{
  cells: [string, string, CellValue, string, CellValue, CellValue];
  stored: { gender: string; dateOfBirth: string; parentContact: string };
}> = [
  {
    cells: ['आरव कुमार', 'सुरेश कुमार', new Date(Date.UTC(2012, 7, 15)), 'M', 'VII', 9876543210],
    stored: { gender: 'male', dateOfBirth: '2012-08-15', parentContact: '+919876543210' },
  },
  {
    cells: ['Diya Patel', 'Ramesh Patel', '01/02/2013', 'F', 7, '+91 98765 43211'],
    stored: { gender: 'female', dateOfBirth: '2013-02-01', parentContact: '+919876543211' },
  },
  {
    cells: ['प्रिया शर्मा', 'राजेश शर्मा', '05.01.2012', 'महिला', '07', '098765 43212'],
    stored: { gender: 'female', dateOfBirth: '2012-01-05', parentContact: '+919876543212' },
  },
  {
    cells: [
      'Kabir Singh',
      'Harpal Singh',
      new Date(Date.UTC(2011, 11, 3)),
      'Boy',
      '7th',
      9876543213,
    ],
    stored: { gender: 'male', dateOfBirth: '2011-12-03', parentContact: '+919876543213' },
  },
  {
    cells: ['राहुल वर्मा', 'अनिल वर्मा', '23/06/2012', 'पुरुष', 'Class 7', '98765 43214'],
    stored: { gender: 'male', dateOfBirth: '2012-06-23', parentContact: '+919876543214' },
  },
  {
    cells: ['Sana Ali', 'Imran Ali', '17.09.2012', 'Girl', 'कक्षा 7', '+919876543215'],
    stored: { gender: 'female', dateOfBirth: '2012-09-17', parentContact: '+919876543215' },
  },
  {
    cells: ['सीता देवी', 'रामू प्रसाद', new Date(Date.UTC(2013, 3, 30)), 'F', 'VII', 9876543216],
    stored: { gender: 'female', dateOfBirth: '2013-04-30', parentContact: '+919876543216' },
  },
  {
    cells: ['Rohan Gupta', 'Vijay Gupta', '09/11/2012', 'M', '07', '0 98765 43217'],
    stored: { gender: 'male', dateOfBirth: '2012-11-09', parentContact: '+919876543217' },
  },
  {
    cells: ['अर्जुन सिंह यादव', 'महेंद्र यादव', '14.02.2013', 'पुरुष', 'कक्षा 7', 9876543218],
    stored: { gender: 'male', dateOfBirth: '2013-02-14', parentContact: '+919876543218' },
  },
  {
    cells: [
      'Meera Joshi',
      'Anil Joshi',
      new Date(Date.UTC(2012, 4, 1)),
      'Girl',
      'Class 7',
      '+91 9876543219',
    ],
    stored: { gender: 'female', dateOfBirth: '2012-05-01', parentContact: '+919876543219' },
  },
];

/** The register as the office lays it out: a title, a date, a blank row, the headers. */
function officeRegister(): CellValue[][] {
  return [
    [`${NARELA} — Student Register 2025-26`],
    ['As on 01-04-2025'],
    [],
    OFFICE_HEADERS,
    ...OFFICE_STUDENTS.map(({ cells: [name, father, dob, gender, level, mobile] }, index) => [
      index + 1,
      `NRL/2025/${String(101 + index)}`,
      name,
      father,
      dob,
      gender,
      level,
      index % 2 ? 'B' : 'A',
      mobile,
      'Village Holambi Kalan, Delhi',
      // Written once, in a cell merged down the School Name column (officeMerges).
      index === 0 ? NARELA : null,
    ]),
  ];
}

/** The title merged across the columns, and the school merged down its column. */
const officeMerges = [`A1:K1`, `K5:K${4 + OFFICE_STUDENTS.length}`];

/** One primary, two secondary and one higher level. */
const LEVELS_IN_TURN = ['3rd Standard', '7th Standard', '11th Standard', 'B.Com'] as const;

test.describe('student import and export', () => {
  test('the templates list the columns; a file with errors and duplicates imports exactly its good rows, once', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const org = await organizationWithAdmin('Import Test School');
    const [rohan] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Rohan Gupta',
        dateOfBirth: '2012-01-05',
        educationLevel: '8th Standard',
        school: 'Narela School',
        parentContact: '9123456789',
      },
    ]);
    await openImportPage(page, org);

    // (a) The templates: the columns, an example row, and in the workbook a sheet of notes.
    const csvTemplate = await download(page, () =>
      page.getByRole('button', { name: 'Template (CSV)' }).click(),
    );
    expect(csvTemplate.suggestedFilename()).toBe('student-import-template.csv');
    const templateRows = parseCsv((await bytesOf(csvTemplate)).toString('utf8'));
    expect(templateRows[0]).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    expect(templateRows).toEqual(importTemplateRows());
    const xlsxTemplate = await download(page, () =>
      page.getByRole('button', { name: 'Template (Excel .xlsx)' }).click(),
    );
    expect(xlsxTemplate.suggestedFilename()).toBe('student-import-template.xlsx');
    const [students, notes] = readXlsx(await bytesOf(xlsxTemplate));
    // A blank cell of the workbook reads as null, as it is not written at all; so do a row's
    // blank cells after its last filled one.
    const asText = (rows: CellValue[][] | undefined) =>
      rows?.map((row) => {
        const cells = row.map((cell) => cell ?? '');
        while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
        return cells;
      });
    const trimmed = (rows: string[][]) => asText(rows);
    expect(asText(students?.rows)).toEqual(trimmed(importTemplateRows()));
    expect(notes?.name).toBe('Notes');
    expect(asText(notes?.rows)).toEqual(trimmed(importTemplateNotes()));

    // A file that is not a spreadsheet, and one without a header row, say so.
    await chooseFile(page, 'photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await expect(page.getByText('"photo.png" is not a CSV or Excel (.xlsx) file.')).toBeVisible();
    await chooseFile(page, 'rows.csv', 'text/csv', csvOf(REGISTER.slice(1)));
    await expect(page.getByText(/holds a student, not the column headers/)).toBeVisible();

    // (b) The register.
    await chooseFile(page, 'register.csv', 'text/csv', csvOf(REGISTER));
    await expect(
      page.getByText('register.csv: 8 students below the header row.', { exact: true }),
    ).toBeVisible();
    // Guessed: every column but the father's; a required column left out blocks the preview.
    await expect(page.getByLabel('Full Name')).toHaveValue('0');
    await expect(page.getByLabel('Parent / Guardian Name')).toHaveValue('');
    await page.getByLabel('School / College').selectOption({ label: 'Not in the file' });
    await expect(
      page.getByText(/^Choose the column that holds School \/ College: it is required\./),
    ).toBeVisible();
    await expect(figure(page, 'Ready to import')).toHaveCount(0);
    await page.getByLabel('School / College').selectOption({ label: 'Column E: School' });
    await page.getByLabel('Parent / Guardian Name').selectOption({ label: 'Column G: Father' });

    await expect(figure(page, 'Ready to import')).toHaveText('3');
    await expect(figure(page, 'With errors')).toHaveText('3');
    await expect(figure(page, 'Possible duplicates')).toHaveText('2');
    const errors = page.getByRole('table', { name: 'Rows with errors (not imported)' });
    await expect(errors.getByRole('row')).toHaveText([
      /What is wrong/,
      /^Row 3: date of birth 31-02-2010: not a real date/,
      /^Row 5: school or college is missing/,
    ]);
    // A value not understood is said once for the file, not row by row.
    await expect(
      page.getByText("Class 'Nursery' in 1 row: the app starts at 1st Standard", { exact: true }),
    ).toBeVisible();
    const duplicates = page.getByRole('table', { name: 'Possible duplicates' });
    await expect(duplicates.getByRole('row')).toHaveText([
      /Why/,
      /^Row 6 looks like row 2: same name, date of birth and parent contact/,
      new RegExp(
        `^Row 7 looks like Rohan Gupta \\(${rohan!.studentId}\\), already in the directory: same name, date of birth and parent contact`,
      ),
    ]);
    // On a phone 360 px wide the page does not scroll sideways: the tables scroll in their box.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Ticking the box would send the duplicates too; left unticked, only the good rows go.
    const includeDuplicates = page.getByRole('checkbox', {
      name: 'Import possible duplicates too',
    });
    await includeDuplicates.check();
    await expect(page.getByRole('button', { name: 'Import 5 students' })).toBeVisible();
    await includeDuplicates.uncheck();
    await page.getByRole('button', { name: 'Import 3 students' }).click();

    await expect(page.getByText('3 of 3 imported')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(importedActivityText(3), { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    // Exactly the good rows, each once, beside the student who was there.
    const stored = await storedStudents(org.orgId);
    expect(stored.map((doc) => doc.get('name')).sort()).toEqual(
      [...GOOD_NAMES, 'Rohan Gupta'].sort(),
    );
    const sana = stored.find((doc) => doc.get('name') === 'Sana Ali')!;
    expect(sana.id).toMatch(/^import-[0-9a-f]{32}-8$/);
    expect(sana.get('dateOfBirth')).toBe('2015-10-10');
    expect(sana.get('parentName')).toBe('Imran Ali');
    expect(sana.get('category')).toBe('primary');

    await page.getByRole('link', { name: 'Open the Student Directory' }).click();
    await expectShowing(page, 4);
    for (const name of [...GOOD_NAMES, 'Rohan Gupta'])
      await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(1);

    // The dashboard: one activity for the import, and the counters equal to the real count.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expectDashboard(page);
    await expect(statCard(page, 'Total Students')).toHaveText('4', FUNCTION_WAIT);
    await expect(statCard(page, 'Primary Level')).toHaveText('1', FUNCTION_WAIT);
    await expect(statCard(page, 'Secondary Level')).toHaveText('2', FUNCTION_WAIT);
    await expect(statCard(page, 'Higher Education')).toHaveText('1', FUNCTION_WAIT);
    const feed = page.getByRole('list', { name: 'Recent activities' });
    await expect(feed.getByRole('listitem').filter({ hasText: 'Students imported' })).toHaveText([
      /3 students imported/,
    ]);
    for (const name of GOOD_NAMES) await expect(feed.getByText(name)).toHaveCount(0);
    expect(await importActivities(org.orgId)).toEqual([
      expect.objectContaining({ student: importedActivityText(3), studentRef: '' }),
    ]);

    // The same file again: its rows are known as already imported, and nothing is sent.
    await page.goto(appPath('students/import'));
    await chooseFile(page, 'register.csv', 'text/csv', csvOf(REGISTER));
    await page.getByLabel('Parent / Guardian Name').selectOption({ label: 'Column G: Father' });
    await expect(figure(page, 'Already imported from this file')).toHaveText('3', FUNCTION_WAIT);
    await expect(figure(page, 'Ready to import')).toHaveText('0');
    await expect(
      page.getByText(
        'The good rows of this file have already been imported. Only possible duplicates are left: tick Import possible duplicates too to import them.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 students' })).toBeDisabled();
    expect(await storedStudents(org.orgId)).toHaveLength(4);
  });

  test('a register as a school office keeps it imports whole, with no step by hand', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Office Register School');
    // Written as openpyxl or xlsxwriter write an office's register: a merged title, the school
    // in one cell merged down its column, dates as date cells or as text, mobile numbers as
    // numbers or as typed.
    const workbook = Buffer.from(
      writeXlsx([{ name: 'Register 2025-26', rows: officeRegister(), merges: officeMerges }]),
    );
    await openImportPage(page, org);
    await chooseFile(page, 'register-2025-26.xlsx', XLSX_TYPE, workbook);
    await expect(
      page.getByText('register-2025-26.xlsx: 10 students below the header row.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Headers found on row 4; rows 1-3 skipped')).toBeVisible();
    await expect(page.getByLabel('Header row')).toHaveValue('4');
    await expect(page.getByLabel('Full Name')).toHaveValue('2');
    await expect(page.getByLabel('Education Level')).toHaveValue('6');
    await expect(page.getByLabel('School / College')).toHaveValue('10');

    const read = page.getByRole('region', { name: 'How the file was read' });
    await expect(read.getByText(/VII → 7th Standard/)).toBeVisible();
    await expect(read.getByText(/M → Male/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Values not understood' })).toHaveCount(0);
    await expect(figure(page, 'Ready to import')).toHaveText('10');
    await expect(figure(page, 'With errors')).toHaveText('0');
    await expect(figure(page, 'Possible duplicates')).toHaveText('0');

    await page.getByRole('button', { name: 'Import 10 students' }).click();
    await expect(page.getByText('10 of 10 imported')).toBeVisible({ timeout: 90_000 });

    const stored = await storedStudents(org.orgId);
    expect(stored).toHaveLength(OFFICE_STUDENTS.length);
    for (const { cells, stored: expected } of OFFICE_STUDENTS) {
      const [name, father] = cells;
      const doc = stored.find((student) => student.get('name') === name);
      expect(doc, name).toBeDefined();
      // Byte for byte: no normalization of the Devanagari on the way.
      expect(
        Buffer.from(doc!.get('name') as string, 'utf8').equals(Buffer.from(name, 'utf8')),
      ).toBe(true);
      expect(doc!.get('parentName')).toBe(father);
      expect({
        educationLevel: doc!.get('educationLevel'),
        gender: doc!.get('gender'),
        dateOfBirth: doc!.get('dateOfBirth'),
        parentContact: doc!.get('parentContact'),
        school: doc!.get('school'),
      }).toEqual({ educationLevel: '7th Standard', school: NARELA, ...expected });
    }
    // The register's admission numbers and sections are kept, numbers in their stored form.
    const first = stored.find((student) => student.get('name') === OFFICE_STUDENTS[0]!.cells[0])!;
    expect([first.get('admissionNumber'), first.get('section')]).toEqual(['NRL/2025/101', 'A']);

    // A later file with a number already given is refused in the preview, by row and holder.
    await page.getByRole('button', { name: 'Import another file' }).click();
    const later: CellValue[][] = [
      ['Admission No.', 'Student Name', 'Class', 'School Name'],
      ['NRL/2025/120', 'Neha Rawat', 'VIII', NARELA],
      ['nrl/2025/101', 'Ankit Rawat', 'VIII', NARELA],
    ];
    await chooseFile(page, 'later.csv', 'text/csv', csvOf(later as string[][]));
    await expect(figure(page, 'With errors')).toHaveText('1');
    await expect(
      page
        .getByRole('table', { name: 'Rows with errors (not imported)' })
        .getByText(/^Row 3: Admission No\. NRL\/2025\/101 is already used by आरव कुमार/),
    ).toBeVisible();
    await expect(figure(page, 'Ready to import')).toHaveText('1');
  });

  test('an .xlsx of 250 students resumes after a lost answer without a student twice', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const org = await organizationWithAdmin('Workbook Import School');
    const count = 250;
    const rows: CellValue[][] = [
      [
        'Full Name',
        'Date of Birth',
        'Gender',
        'Education Level',
        'School / College',
        'Parent Contact',
      ],
      ...Array.from({ length: count }, (_, index): CellValue[] => [
        `Student ${String(index + 1).padStart(3, '0')} Yadav`,
        // A workbook's dates are dates, and its phone numbers numbers.
        new Date(Date.UTC(2008 + (index % 10), index % 12, 1 + (index % 28))),
        index % 2 ? 'Female' : 'Male',
        EDUCATION_LEVELS[index % EDUCATION_LEVELS.length]!,
        'Bawana Model School',
        9_000_000_000 + index,
      ]),
    ];
    const workbook = Buffer.from(writeXlsx([{ name: 'Register', rows, header: true }]));
    await openImportPage(page, org);
    await chooseFile(
      page,
      'register.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      workbook,
    );
    await expect(figure(page, 'Ready to import')).toHaveText('250');
    await expect(figure(page, 'With errors')).toHaveText('0');

    // The second batch reaches the server, which writes it, but its answer is lost on the way.
    let posts = 0;
    await page.route('**/importStudents', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts !== 2) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Import 250 students' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('200 of 250 imported')).toBeVisible();
    await expect.poll(async () => (await storedStudents(org.orgId)).length).toBe(250);

    await page.unroute('**/importStudents');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('250 of 250 imported')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(importedActivityText(250), { exact: true })).toBeVisible();

    const stored = await storedStudents(org.orgId);
    expect(stored).toHaveLength(count);
    expect(new Set(stored.map((doc) => doc.get('name'))).size).toBe(count);
    const first = stored.find((doc) => doc.get('name') === 'Student 001 Yadav')!;
    expect(first.get('dateOfBirth')).toBe('2008-01-01');
    expect(first.get('parentContact')).toBe('+919000000000');
    // Every student numbered, none twice.
    const ids = stored.map((doc) => doc.get('studentId') as string);
    expect(new Set(ids).size).toBe(count);
    expect(await importActivities(org.orgId)).toEqual([
      expect.objectContaining({ student: importedActivityText(250) }),
    ]);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(statCard(page, 'Total Students')).toHaveText('250', FUNCTION_WAIT);
  });

  test('a large file is read off the main thread; too many rows or bytes are refused', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Large File School');
    const [header, example] = importTemplateRows();
    const students = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        example!.map((cell, column) => (column === 0 ? `Student ${index + 1}` : cell)),
      );
    await openImportPage(page, org);

    // The page has no text field until a file is read: a probe field on it stands for one. It
    // notes how far the reading was when the word was typed in full, and whether the reading
    // moved on after that. A page that read the file on its main thread would fail: the
    // keystrokes would wait for the reading to end, and no progress would be drawn meanwhile.
    await page.evaluate(() => {
      const probe = document.createElement('input');
      probe.setAttribute('aria-label', 'Typing probe');
      document.body.append(probe);
      const progress = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Reading progress"]');
        return bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      };
      const notes = { typedAt: null as number | null, movedOn: false };
      probe.addEventListener('input', () => {
        if (probe.value === 'Kabir') notes.typedAt = progress();
      });
      new MutationObserver(() => {
        const now = progress();
        if (notes.typedAt !== null && now !== null && now > notes.typedAt) notes.movedOn = true;
      }).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
      Object.assign(window, { readingNotes: notes });
    });

    // 20,000 students in a workbook of the template's columns, from the export's own writer.
    const workbook = Buffer.from(
      writeXlsx([{ name: 'Students', rows: [header!, ...students(20_000)], header: true }]),
    );
    await chooseFile(page, 'big.xlsx', XLSX_TYPE, workbook);
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toBeVisible();
    await page.getByLabel('Typing probe').pressSequentially('Kabir');
    await expect(page.getByLabel('Typing probe')).toHaveValue('Kabir');
    // The word was in the field while the file was being read, and the reading went on after.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { readingNotes: { typedAt: number | null; movedOn: boolean } })
              .readingNotes,
        ),
      )
      .toEqual({ typedAt: expect.any(Number), movedOn: true });
    await expect(
      page.getByText('big.xlsx: 20,000 students below the header row.', { exact: true }),
    ).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveCount(0);

    // One student more: read whole (the reader leaves room for rows above the header), then
    // refused with the count and the limit.
    await chooseFile(page, 'too-many.csv', 'text/csv', csvOf([header!, ...students(20_001)]));
    await expect(
      page.getByText(
        'The file has 20,001 rows of students; at most 20,000 can be imported at once. Split it into smaller files.',
        { exact: true },
      ),
    ).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('heading', { name: '3. Match the columns' })).toHaveCount(0);

    // 14.2 MB: refused before it is read.
    const line = Buffer.from(`${example!.join(',')}\r\n`);
    const big = Buffer.alloc(14_200_000, line);
    await chooseFile(page, 'huge.csv', 'text/csv', big);
    await expect(
      page.getByText('This file is 14.2 MB; the limit is 10 MB. Split it into smaller files.', {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('the export holds exactly the students the filter shows, as CSV and as .xlsx', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const org = await organizationWithAdmin('Export Test School');
    // 60 students, levels in turn: the 30 secondary ones fill more than a page of cards.
    const added = await addStudents(
      org.orgId,
      org.uid,
      Array.from({ length: 60 }, (_, index) => ({
        name: `${['Aarav', 'Diya', 'Kabir', 'Meera'][index % 4]} Export ${index + 1}`,
        educationLevel: LEVELS_IN_TURN[index % 4]!,
        school: index === 5 ? '=HYPERLINK("http://x","y")' : 'Narela Public School',
        parentContact: index === 1 ? '9876543210' : '',
      })),
    );
    const secondary = added
      .filter((student) => student.category === 'secondary')
      .map((student) => student.name)
      .sort();
    expect(secondary).toHaveLength(30);

    await enterOrganization(page, org);
    await page.getByRole('link', { name: 'Student Directory' }).click();
    await expectShowing(page, 24, 60);
    await page.getByLabel('Level', { exact: true }).selectOption('secondary');
    // The grid shows a first page of 24; the export has all 30.
    await expectShowing(page, 24, 30);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const csv = await download(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
    expect(csv.suggestedFilename()).toMatch(/^students-export-test-school-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvRows = parseCsv((await bytesOf(csv)).toString('utf8'));
    expect(csvRows[0]?.slice(0, 2)).toEqual(['Student ID', 'Name']);
    expect(
      csvRows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(secondary);
    expect(new Set(csvRows.slice(1).map((row) => row[7]))).toEqual(new Set(['Secondary']));
    expect(csvRows.find((row) => row[1] === 'Diya Export 2')?.[11]).toBe("'+91 98765 43210");
    expect(csvRows.find((row) => row[1] === 'Diya Export 6')?.[8]).toBe(
      '\'=HYPERLINK("http://x","y")',
    );

    // With a search as well: the workbook has the 15 Diyas of the secondary levels.
    await page.getByRole('textbox', { name: 'Search students' }).fill('diya');
    await expectShowing(page, 15);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const xlsx = await download(page, () =>
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    );
    expect(xlsx.suggestedFilename()).toMatch(
      /^students-export-test-school-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const [sheet] = readXlsx(await bytesOf(xlsx));
    expect(sheet!.rows[0]).toEqual(csvRows[0]);
    expect(sheet!.rows.slice(1).map((row) => row[1])).toEqual(
      csvRows
        .slice(1)
        .map((row) => row[1])
        .filter((name) => name?.startsWith('Diya')),
    );
    expect(sheet!.rows).toHaveLength(16);
    // In the workbook the text stays as typed: a text cell is never a formula.
    expect(sheet!.rows.find((row) => row[1] === 'Diya Export 6')?.[8]).toBe(
      '=HYPERLINK("http://x","y")',
    );
  });

  test("a file with the students' details stores their groups, and the export gives them back", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const org = await organizationWithAdmin('Details Import School');
    // Detail columns headed in English and in Hindi, written as offices write them.
    const file = csvOf([
      [
        'Full Name',
        'Education Level',
        'School / College',
        'Social Category',
        'BPL',
        'Impairment types',
        'Height (cm)',
        'मातृभाषा',
        'Mid-day meal',
        'APAAR ID',
      ],
      [
        'Asha Devi',
        'VII',
        'Narela School',
        'obc',
        '1',
        'Blindness; low vision',
        '142',
        'hindi',
        'हाँ',
        '',
      ],
      ['Binod Rai', 'VIII', 'Narela School', 'SC', 'N', '', '', '', '2', ''],
      ['Chetan Das', 'VI', 'Narela School', 'XYZ', '', '', '300', '', '', ''],
      // An APAAR ID needs a parent's consent, which a new student does not have yet.
      ['Deepa Kumari', 'VI', 'Narela School', '', '', '', '', '', '', '123456789012'],
    ]);
    await openImportPage(page, org);
    await chooseFile(page, 'details.csv', 'text/csv', file);
    // The details' columns are matched, in their own section, open since the file has some.
    await expect(page.getByText('7 columns of the file matched')).toBeVisible();
    await expect(page.getByLabel('Social Category')).toHaveValue('3');
    await expect(page.getByLabel('Mother Tongue')).toHaveValue('7');
    const read = page.getByRole('region', { name: 'How the file was read' });
    await expect(read.getByText(/obc → OBC/)).toBeVisible();

    await expect(figure(page, 'Ready to import')).toHaveText('2');
    await expect(figure(page, 'With errors')).toHaveText('2');
    const errors = page.getByRole('table', { name: 'Rows with errors (not imported)' });
    await expect(errors.getByRole('row')).toHaveText([
      /What is wrong/,
      /^Row 4: Social Category XYZ: not one of General, SC, ST, OBC; Height \(cm\) 300: not a number from 30 to 250/,
      /^Row 5: APAAR ID: saved only with a parent’s consent, which an import cannot record; leave the cell empty and add the ID on the student’s page once the consent is given/,
    ]);
    await page.getByRole('button', { name: 'Import 2 students' }).click();
    await expect(page.getByText('2 of 2 imported')).toBeVisible({ timeout: 90_000 });

    const stored = await storedStudents(org.orgId);
    const asha = stored.find((student) => student.get('name') === 'Asha Devi')!;
    expect(asha.get('social')).toEqual({ socialCategory: 'obc', bpl: true });
    expect(asha.get('needs')).toEqual({ impairments: ['blindness', 'lowVision'] });
    expect(asha.get('otherDetails')).toEqual({ heightCm: 142, motherTongue: 'hindi' });
    expect(asha.get('facilities')).toEqual({ midDayMeal: true });
    expect(asha.get('family')).toEqual({});
    const binod = stored.find((student) => student.get('name') === 'Binod Rai')!;
    expect(binod.get('social')).toEqual({ socialCategory: 'sc', bpl: false });
    expect(binod.get('facilities')).toEqual({ midDayMeal: false });

    // The directory's export reads their documents and writes the details back in words.
    await page.getByRole('link', { name: 'Open the Student Directory' }).click();
    await expectShowing(page, 2);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const csv = await download(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
    const rows = parseCsv((await bytesOf(csv)).toString('utf8'));
    const column = (name: string) => rows[0]!.indexOf(name);
    const ashaRow = rows.find((row) => row[1] === 'Asha Devi')!;
    expect(ashaRow[column('Social Category')]).toBe('OBC');
    expect(ashaRow[column('BPL')]).toBe('Yes');
    expect(ashaRow[column('Impairment types')]).toBe('Blindness, Low vision');
    expect(ashaRow[column('Height (cm)')]).toBe('142 cm');
    expect(ashaRow[column('Mother Tongue')]).toBe('Hindi');
    expect(rows.find((row) => row[1] === 'Binod Rai')![column('Mid-day meal')]).toBe('No');
  });
});
