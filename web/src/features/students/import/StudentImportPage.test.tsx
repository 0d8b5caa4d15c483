import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationDocSchema } from '@village/model/organization';
import type { DataState } from '../../../lib/data/state';
import { readyDirectory } from '../../../lib/directory/testing/directory-fixtures';
import type { CurrentOrganization } from '../../../lib/session/current-organization';
import { entry } from '../../../testing/directory-entry';
import type * as UseDirectory from '../api/use-directory';
import type { Directory } from '../api/use-directory';
import type { ReadResponse } from '../../../lib/spreadsheet/read-protocol';
import { writeXlsx } from '../../../lib/spreadsheet/xlsx-write';
import { StudentImportPage } from './StudentImportPage';

// The page with its Firestore reads stood in for: the students already here come from a real
// directory engine (in this thread), as the worker would answer them.
const mocks = vi.hoisted(() => ({
  directory: { status: 'loading' } as DataState<Directory>,
  studentCount: 1,
  udiseSettings: { status: 'ready', data: { code: '', codes: {} } } as const,
}));

vi.mock('../../../lib/session/current-organization', () => ({
  useCurrentOrganization: (): CurrentOrganization => ({
    orgId: 'org-1',
    role: 'org_user',
    organization: {
      ...organizationDocSchema.parse({
        name: 'Narela Public School',
        createdAt: new Date('2024-01-10'),
        createdBy: 'founder',
        studentCount: mocks.studentCount,
      }),
      id: 'org-1',
    },
  }),
}));
vi.mock('../api/udise-settings', () => ({ useUdiseSettings: () => mocks.udiseSettings }));
vi.mock('../api/use-directory', async (importOriginal) => ({
  ...(await importOriginal<typeof UseDirectory>()),
  useDirectory: () => mocks.directory,
}));

const ROHAN = entry({
  id: 'existing-rohan',
  studentId: 'NPS-0042',
  name: 'Rohan Gupta',
  educationLevel: '5th Standard',
});

const FILE = [
  'Full Name,Education Level,School / College',
  'Rohan Gupta,5th Standard,Narela Public School',
  'Meera Devi,3rd Standard,Narela Public School',
].join('\n');

const OFFLINE_MESSAGE =
  'You are offline: the students already in the directory cannot be checked for duplicates. Connect to the internet to continue.';

function renderPage() {
  return render(
    <MemoryRouter>
      <StudentImportPage />
    </MemoryRouter>,
  );
}

async function chooseFile(text = FILE, students = 2) {
  const file = new File([text], 'students.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Spreadsheet file'), file);
  expect(
    await screen.findByText(`students.csv: ${students} students below the header row.`),
  ).toBeVisible();
}

const figure = (label: string) =>
  within(screen.getByLabelText('Preview counts')).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  mocks.studentCount = 1;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StudentImportPage', () => {
  it("checks the rows against every student the directory's engine has, once there are rows", async () => {
    const directory = readyDirectory([ROHAN]);
    const asked = vi.spyOn(directory.data.source, 'query');
    mocks.directory = directory;
    renderPage();
    // Nothing to check yet: the page waits for a file, and no student is asked of the engine.
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(asked).not.toHaveBeenCalled();

    await chooseFile();
    expect(await screen.findByRole('button', { name: 'Import 1 student' })).toBeEnabled();
    expect(figure('Ready to import')).toBe('1');
    expect(figure('Possible duplicates')).toBe('1');
    expect(
      screen.getByText(
        'Row 2 looks like Rohan Gupta (NPS-0042), already in the directory: same name, date of birth and parent contact',
      ),
    ).toBeVisible();
    expect(asked.mock.calls.map(([query]) => query.window)).toEqual([{ kind: 'all' }]);
  });

  it('takes a school typed once for a register that does not name it on each row', async () => {
    mocks.directory = readyDirectory([ROHAN]);
    renderPage();
    await chooseFile(['Student Name,Class', 'Asha Devi,VII', 'Binod Rai,VIII'].join('\n'));
    expect(
      screen.getByText(/Choose the column that holds School \/ College: it is required/),
    ).toBeVisible();
    await userEvent.selectOptions(
      screen.getByLabelText(/^School \/ College/, { selector: 'select' }),
      'The same for every row',
    );
    // Pasted, not typed key by key: each key would check every row again, which is the page's
    // work, not this test's.
    await userEvent.click(screen.getByLabelText(/^School \/ College for every row/));
    await userEvent.paste('Narela Public School');
    expect(await screen.findByRole('button', { name: 'Import 2 students' })).toBeEnabled();
    expect(screen.getByText('Every row: Narela Public School')).toBeVisible();

    // A class typed for every row is read as a cell would be, and refused in words.
    await userEvent.selectOptions(
      screen.getByLabelText(/^Education Level/, { selector: 'select' }),
      'The same for every row',
    );
    await userEvent.click(screen.getByLabelText(/^Education Level for every row/));
    await userEvent.paste('UKG');
    expect(await screen.findByText('UKG: the app starts at 1st Standard')).toBeVisible();
  });

  it('offline, says the rows cannot be checked for duplicates', async () => {
    mocks.directory = { status: 'offline' };
    renderPage();
    await chooseFile();
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });

  it('offline with only the students saved on this device, does not check against those alone', async () => {
    mocks.directory = readyDirectory([ROHAN], { fromCache: true, overlayOnly: 'offline' });
    renderPage();
    await chooseFile();
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();
  });

  it("waits, rather than check against an empty first answer of this device's cache", async () => {
    mocks.studentCount = 5;
    const directory = readyDirectory([], { fromCache: true });
    const asked = vi.spyOn(directory.data.source, 'query');
    mocks.directory = directory;
    renderPage();
    await chooseFile();
    await waitFor(() => expect(asked).toHaveBeenCalled());
    // The engine's empty answer, drawn by the page once it has come.
    const answer = await act(() => asked.mock.results[0]!.value);
    expect(answer.total).toBe(0);
    expect(
      await screen.findByText('Checking the rows against the students already here…'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });

  it('finds the headers below a title, shows the values read, and maps a value for the file', async () => {
    mocks.directory = readyDirectory([ROHAN]);
    renderPage();
    await chooseFile(
      [
        'Narela Public School — Student Register 2025-26,,',
        ',,',
        'Student Name,Class,School Name',
        'Meera Devi,7th standard,Narela Public School',
        'Kabir Singh,Nursery,Narela Public School',
        'Anil Verma,Nursery,Narela Public School',
      ].join('\n'),
      3,
    );
    expect(screen.getByText('Headers found on row 3; rows 1-2 skipped')).toBeVisible();
    const headerRow = screen.getByLabelText('Header row');
    expect(headerRow).toHaveValue('3');
    expect(
      within(headerRow)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Row 1: Narela Public School — Studen…',
      'Row 3: Student Name, Class, School Name',
      'Row 4: Meera Devi, 7th standard, Narela Public School',
      'Row 5: Kabir Singh, Nursery, Narela Public School',
      'Row 6: Anil Verma, Nursery, Narela Public School',
    ]);
    const read = await screen.findByRole('region', { name: 'How the file was read' });
    expect(within(read).getByText('7th standard → 7th Standard')).toBeVisible();
    expect(
      within(read).getByText("Class 'Nursery' in 2 rows: the app starts at 1st Standard"),
    ).toBeVisible();
    await waitFor(() => expect(figure('With errors')).toBe('2'));
    // The Nursery rows are said once above, not row by row.
    expect(
      screen.queryByRole('table', { name: 'Rows with errors (not imported)' }),
    ).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Read Class 'Nursery' as"), '1st Standard');
    expect(screen.getByLabelText("Read Class 'Nursery' as")).toHaveValue('1st Standard');
    await waitFor(() => expect(figure('With errors')).toBe('0'));
    expect(figure('Ready to import')).toBe('3');
  });
});

describe('StudentImportPage reading a workbook of several sheets', () => {
  it('reads the sheet that holds the register, and another sheet chosen by its name', async () => {
    mocks.directory = readyDirectory([]);
    renderPage();
    // A cover sheet first, as UDISE+ templates have one; the register on the second sheet.
    const bytes = writeXlsx([
      { name: 'Instructions', rows: [['Student register'], ['Fill in the Students sheet.']] },
      { name: 'Students', rows: FILE.split('\n').map((line) => line.split(',')) },
      { name: 'Blank', rows: [] },
    ]);
    const file = new File([new Uint8Array(bytes)], 'udise.xlsx');
    await userEvent.upload(screen.getByLabelText('Spreadsheet file'), file);
    expect(await screen.findByText('udise.xlsx: 2 students below the header row.')).toBeVisible();
    const sheet = screen.getByLabelText('Sheet');
    expect(sheet).toHaveValue('1');
    // Only the sheets that hold something are offered, by their names.
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Instructions', 'Students']);
    expect(await screen.findByRole('button', { name: 'Import 2 students' })).toBeEnabled();

    await userEvent.selectOptions(sheet, 'Instructions');
    expect(await screen.findByText('udise.xlsx: 1 student below the header row.')).toBeVisible();
    expect(screen.getByText(/Choose the column that holds Full Name/)).toBeVisible();

    await userEvent.selectOptions(sheet, 'Students');
    expect(await screen.findByRole('button', { name: 'Import 2 students' })).toBeEnabled();
  });

  it('offers no choice of sheet for a file of one', async () => {
    mocks.directory = readyDirectory([]);
    renderPage();
    await chooseFile();
    expect(screen.queryByLabelText('Sheet')).not.toBeInTheDocument();
  });
});

/** A reading worker that answers only when told to. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  answer(response: ReadResponse) {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data: response }));
    });
  }
}

describe('StudentImportPage reading a file in a worker', () => {
  beforeEach(() => {
    mocks.directory = readyDirectory([]);
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.made = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const choose = (name: string) =>
    userEvent.upload(screen.getByLabelText('Spreadsheet file'), new File(['x'], name));

  it('shows how far it has read, and the limit when the file has too many rows', async () => {
    renderPage();
    await choose('big.csv');
    FakeWorker.made[0]!.answer({ type: 'progress', done: 0.4 });
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    FakeWorker.made[0]!.answer({ type: 'tooManyRows', maxRows: 20_015 });
    expect(
      await screen.findByText(
        'The file has more than 20,000 rows of students; at most 20,000 can be imported at once. Split it into smaller files.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Reading progress' })).not.toBeInTheDocument();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('ends the reading when another file is chosen, and when the page is left', async () => {
    const page = renderPage();
    await choose('first.csv');
    const [first] = FakeWorker.made;
    expect(first!.terminated).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    await choose('second.csv');
    expect(first!.terminated).toBe(true);
    const second = FakeWorker.made[1]!;
    // The first file's late answer changes nothing.
    first!.answer({ type: 'refused', message: 'The file is empty.' });
    expect(screen.queryByText('The file is empty.')).not.toBeInTheDocument();
    expect(second.terminated).toBe(false);
    page.unmount();
    expect(second.terminated).toBe(true);
  });
});
