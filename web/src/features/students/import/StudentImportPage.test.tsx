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
import { StudentImportPage } from './StudentImportPage';

// The page with its Firestore reads stood in for: the students already here come from a real
// directory engine (in this thread), as the worker would answer them.
const mocks = vi.hoisted(() => ({
  directory: { status: 'loading' } as DataState<Directory>,
  studentCount: 1,
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
  render(
    <MemoryRouter>
      <StudentImportPage />
    </MemoryRouter>,
  );
}

async function chooseFile() {
  const file = new File([FILE], 'students.csv', { type: 'text/csv' });
  // jsdom's File cannot read itself as bytes, as the page reads a chosen file.
  Object.defineProperty(file, 'arrayBuffer', {
    value: () => Promise.resolve(new TextEncoder().encode(FILE).buffer),
  });
  await userEvent.upload(screen.getByLabelText('Spreadsheet file'), file);
  expect(await screen.findByText(/students\.csv: 2 students below the header row/)).toBeVisible();
}

/** Lets the page draw what it has been answered. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

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
    // Nothing to check yet: no student is asked of the engine.
    await settle();
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
    expect((await asked.mock.results[0]!.value).total).toBe(0);
    await settle();
    expect(screen.getByText('Checking the rows against the students already here…')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
  });
});
