import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@village/model/csv';
import { ToastProvider } from '../../../components/toast';
import { readyDirectory } from '../../../lib/directory/testing/directory-fixtures';
import { CsvDownload } from './CsvDownload';
import { entry } from '../../../testing/directory-entry';
import { REPORT_COLUMNS } from '../../../lib/export/messages';
import { bytesOf, captureDownloads } from '../../../lib/export/capture-downloads';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../../lib/i18n/store';
import { Suspense } from 'react';

const NOW = new Date('2025-07-01T06:30:00Z');

const STUDENTS = [
  entry({
    id: 'z',
    name: 'Zoya Ali',
    educationLevel: 'B.Com',
    dateOfBirth: '2004-02-29',
    parentContact: '+918765432109',
  }),
  entry({ id: 'f', name: '=1+2', educationLevel: '5th Standard' }),
  entry({ id: 'h', name: 'अनन्या शर्मा', school: 'राजकीय विद्यालय, नरेला' }),
];

const ready = (entries = STUDENTS, fromCache = false) => readyDirectory(entries, { fromCache });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CsvDownload', () => {
  it('downloads every student, sorted by name, as a UTF-8 CSV with a BOM', async () => {
    const files = captureDownloads();
    const directory = ready();
    const asked = vi.spyOn(directory.data.source, 'query');
    render(
      <CsvDownload
        organizationName="Narela Public School"
        studentCount={3}
        directory={directory}
        now={() => NOW}
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading students…' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '3 students in the file, sorted by name.',
      ),
    );
    // Counted by the directory's engine: no student crossed to the page for it.
    expect(asked.mock.calls.map(([query]) => query.window)).toEqual([{ kind: 'first', count: 0 }]);
    expect((await asked.mock.results[0]!.value).rows).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    // The students are asked for when the file is: every one of them.
    expect(asked.mock.calls[1]?.[0].window).toEqual({ kind: 'all' });
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const [file] = files;
    expect(file?.name).toBe('village-education-narela-public-school-students-2025-07-01.csv');
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(file!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Decoded as UTF-8, keeping the BOM (TextDecoder drops it unless told not to).
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(["'=1+2", 'Zoya Ali', 'अनन्या शर्मा']);
    const zoya = rows[2]!;
    expect(zoya[3]).toBe('29-02-2004');
    expect(zoya[4]).toBe('21');
    expect(zoya[7]).toBe('Higher Education');
    expect(zoya[11]).toBe("'+91 87654 32109");
    expect(rows[3]?.[8]).toBe('राजकीय विद्यालय, नरेला');
  });

  it.each([
    ['loading', { status: 'loading' } as const, 'Loading students…'],
    ['offline', { status: 'offline' } as const, 'Offline: students not on this device'],
  ])('while %s says so and makes no file', async (_, directory, label) => {
    const files = captureDownloads();
    render(<CsvDownload organizationName="School" studentCount={3} directory={directory} />);
    const button = screen.getByRole('button', { name: label });
    expect(button).toBeDisabled();
    await userEvent.click(button).catch(() => {});
    expect(files).toHaveLength(0);
  });

  it('offline says what to do', () => {
    render(
      <CsvDownload organizationName="School" studentCount={3} directory={{ status: 'offline' }} />,
    );
    expect(screen.getByText(/Connect to the internet to download the report/)).toBeVisible();
  });

  it('refused by the rules shows the reason', () => {
    const error = Object.assign(new Error('denied'), { code: 'permission-denied' });
    render(
      <CsvDownload
        organizationName="School"
        studentCount={3}
        directory={{ status: 'error', error }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByText('You do not have access to these records.')).toBeVisible();
  });

  it('offline with only the students saved on this device, says it has not the list', () => {
    render(
      <CsvDownload
        organizationName="School"
        studentCount={3}
        directory={readyDirectory(STUDENTS, { fromCache: true, overlayOnly: 'offline' })}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Offline: students not on this device' }),
    ).toBeDisabled();
    expect(screen.getByText(/Connect to the internet to download the report/)).toBeVisible();
  });

  it("shows the reason when the directory's engine cannot answer", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = Object.assign(new Error('bad shard'), { name: 'InvalidDocumentError' });
    const directory = ready();
    vi.spyOn(directory.data.source, 'query').mockRejectedValue(error);
    render(<CsvDownload organizationName="School" studentCount={3} directory={directory} />);
    expect(
      await screen.findByText('A stored record could not be read. Please tell your administrator.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says so when the file cannot be made, and makes none', async () => {
    const files = captureDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const directory = ready();
    const { query } = directory.data.source;
    // The count is answered; the students, asked for the file, are not.
    vi.spyOn(directory.data.source, 'query').mockImplementation((asked) =>
      asked.window.kind === 'all' ? Promise.reject(new Error('worker gone')) : query(asked),
    );
    render(
      <ToastProvider>
        <CsvDownload organizationName="School" studentCount={3} directory={directory} />
      </ToastProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Report not downloaded')).toBeVisible();
    expect(files).toHaveLength(0);
  });

  it('does not take an empty first answer from the cache for an empty organization', async () => {
    const empty = ready([], true);
    // An organization that really has no students gets a file with the header alone.
    const { rerender } = render(
      <CsvDownload organizationName="School" studentCount={0} directory={empty} />,
    );
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('0 students in the file');
    // The same answer while the counters say there are students: the server's is on its way.
    rerender(<CsvDownload organizationName="School" studentCount={3} directory={empty} />);
    expect(screen.getByRole('button', { name: 'Loading students…' })).toBeDisabled();
  });

  it('offline with a cached list says the file is the copy on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <CsvDownload organizationName="School" studentCount={3} directory={ready(STUDENTS, true)} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are offline: the list is the copy saved on this device.',
      ),
    );
  });

  it('speaks Hindi: the count, the offline note and a refusal', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refused = {
      status: 'error',
      error: Object.assign(new Error('denied'), { code: 'permission-denied' }),
    } as const;
    const { rerender } = render(
      <I18nProvider>
        <Suspense fallback={null}>
          <CsvDownload
            organizationName="School"
            studentCount={3}
            directory={ready(STUDENTS, true)}
          />
        </Suspense>
      </I18nProvider>,
    );
    await act(() => activateLanguage('hi'));
    try {
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'फ़ाइल में 3 विद्यार्थी, नाम के क्रम में। आप ऑफ़लाइन हैं: सूची इस डिवाइस पर सहेजी गई प्रति है।',
        ),
      );
      expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeEnabled();
      // The file's headers in Hindi (the import reads them back); the cells as stored.
      const files = captureDownloads();
      await userEvent.click(screen.getByRole('button', { name: 'CSV डाउनलोड करें' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const rows = parseCsv(new TextDecoder().decode(await bytesOf(files[0]!.blob)));
      expect(rows[0]?.slice(0, 3)).toEqual(['विद्यार्थी आईडी', 'नाम', 'लिंग']);
      expect(rows[1]?.[7]).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
      rerender(
        <I18nProvider>
          <Suspense fallback={null}>
            <CsvDownload organizationName="School" studentCount={3} directory={refused} />
          </Suspense>
        </I18nProvider>,
      );
      expect(screen.getByText('आपको इन रिकॉर्ड को देखने की अनुमति नहीं है।')).toBeVisible();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
