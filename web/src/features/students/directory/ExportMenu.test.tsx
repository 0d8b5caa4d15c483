import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, parseCsv } from '@village/model/csv';
import { sortDirectory } from '@village/model/directory';
import { bytesOf, captureDownloads } from '../../../lib/export/capture-downloads';
import { emptyStudentDetails, type StudentDetails } from '@village/model/student-details';
import { DETAIL_COLUMNS, EXPORT_REGISTER_COLUMNS } from '../../../lib/export/student-rows';
import { REPORT_COLUMNS } from '../../../lib/export/messages';
import type { DirectoryViewProps } from './DirectoryView';
import { readXlsx } from '../../../lib/spreadsheet/xlsx-read';
import { DEFAULT_DIRECTORY_STATE, GRID_BATCH, withFilters } from './directory-state';
import { DirectoryView } from './DirectoryView';
import { directoryEntry, generateDirectoryEntries } from './fixtures';
import { testDirectory } from './testing/test-directory';

const TODAY = new Date('2025-07-01T12:00:00Z');

/** 130 students, 26 levels in turn: 25 of them primary (1st–5th), more than a grid page. */
const STUDENTS = [
  ...generateDirectoryEntries(130),
  directoryEntry({
    id: 'formula',
    name: '=HYPERLINK("http://x","y")',
    educationLevel: '2nd Standard',
  }),
];
const PRIMARY = sortDirectory(
  STUDENTS.filter((student) => student.category === 'primary'),
  'name',
  'asc',
);

afterEach(() => {
  vi.restoreAllMocks();
});

function renderDirectory(
  exportDetails?: DirectoryViewProps['exportDetails'],
  udiseReturn?: DirectoryViewProps['udiseReturn'],
) {
  const state = withFilters(DEFAULT_DIRECTORY_STATE, { category: 'primary' });
  render(
    <MemoryRouter>
      <DirectoryView
        directory={testDirectory(STUDENTS)}
        state={state}
        onStateChange={() => undefined}
        today={TODAY}
        exportName="Narela Public School"
        exportDetails={exportDetails}
        udiseReturn={udiseReturn}
      />
    </MemoryRouter>,
  );
}

async function exportAs(format: 'CSV' | 'Excel (.xlsx)') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  // The menu loads when Export is first pressed.
  await userEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('Export of the directory', () => {
  it('writes every student the filter shows, on every page, as CSV with the report columns', async () => {
    expect(PRIMARY.length).toBeGreaterThan(GRID_BATCH);
    const files = captureDownloads();
    // The first student's document has details; the others' are not on this device.
    const asha: StudentDetails = {
      ...emptyStudentDetails(),
      family: { alternateMobile: '+919876543210' },
      identity: { pen: '12345678901', aadhaarLastFour: '0617', aadhaarKind: 'aadhaar' },
      social: { socialCategory: 'obc', bpl: true },
      needs: { impairments: ['blindness', 'lowVision'] },
      otherDetails: { weightKg: 35.5 },
    };
    const read = vi.fn((ids: readonly string[]) => Promise.resolve(new Map([[ids[0]!, asha]])));
    renderDirectory(read);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${GRID_BATCH} of ${PRIMARY.length} students`,
      ),
    );
    await exportAs('CSV');

    // Written once the directory's engine has handed over every matching student.
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const name = files[0]!.name;
    expect(name).toMatch(/^students-narela-public-school-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await bytesOf(files[0]!.blob),
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...REPORT_COLUMNS, ...EXPORT_REGISTER_COLUMNS, ...DETAIL_COLUMNS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(PRIMARY.map((s) => s.studentId ?? ''));
    // The details of the exported students, read by their ids once, in words after the report's.
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]![0]).toEqual(PRIMARY.map((s) => s.id));
    const cell = (row: string[], column: string) => row[rows[0]!.indexOf(column)];
    const first = rows[1]!;
    // Formatted as the parent contact is, behind the formula guard (which the import reads past).
    expect(cell(first, 'Alternate Mobile')).toBe("'+91 98765 43210");
    expect(cell(first, 'PEN (UDISE+)')).toBe('12345678901');
    expect(cell(first, 'Social Category')).toBe('OBC');
    expect(cell(first, 'BPL')).toBe('Yes');
    expect(cell(first, 'Impairment types')).toBe('Blindness, Low vision');
    expect(cell(first, 'Weight (kg)')).toBe('35.5 kg');
    expect(cell(first, 'Mid-day meal')).toBe('');
    // Never the Aadhaar number, not even its last four digits.
    expect(first.join(',')).not.toContain('0617');
    expect(rows[0]!.filter((header) => /aadhaar/i.test(header))).toEqual(['Name as per Aadhaar']);
    // A student whose document could not be read: the details are blank, the row is there.
    const detailsFrom = REPORT_COLUMNS.length + EXPORT_REGISTER_COLUMNS.length;
    expect(rows[2]!.slice(detailsFrom).every((value) => value === '')).toBe(true);
    expect(rows[2]).toHaveLength(detailsFrom + DETAIL_COLUMNS.length);
    expect(new Set(rows.slice(1).map((row) => row[7]))).toEqual(new Set(['Primary']));
    // The formula guard of the report.
    expect(rows.map((row) => row[1])).toContain('\'=HYPERLINK("http://x","y")');
  });

  it('writes the same rows as an Excel workbook, formula-looking text kept as text', async () => {
    const files = captureDownloads();
    renderDirectory();
    // Export is offered once the directory has answered.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${GRID_BATCH} of ${PRIMARY.length} students`,
      ),
    );
    await exportAs('Excel (.xlsx)');

    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^students-narela-public-school-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = readXlsx(await bytesOf(files[0]!.blob));
    expect(sheet!.name).toBe('Students');
    expect(sheet!.rows[0]).toEqual([
      ...REPORT_COLUMNS,
      ...EXPORT_REGISTER_COLUMNS,
      ...DETAIL_COLUMNS,
    ]);
    expect(sheet!.rows.slice(1).map((row) => row[0])).toEqual(
      PRIMARY.map((s) => s.studentId ?? ''),
    );
    const formula = sheet!.rows.find((row) => row[1] === '=HYPERLINK("http://x","y")');
    expect(formula).toBeDefined();
  });

  it('offers no export of an empty list', async () => {
    render(
      <MemoryRouter>
        <DirectoryView
          directory={testDirectory(STUDENTS)}
          state={withFilters(DEFAULT_DIRECTORY_STATE, { search: 'nobody by this name' })}
          onStateChange={() => undefined}
          today={TODAY}
          exportName="Narela Public School"
        />
      </MemoryRouter>,
    );
    // Once the directory has answered that nobody matches.
    expect(await screen.findByText('No students found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('offers the UDISE+ return only where it is given, for the students the filter shows', async () => {
    const udiseReturn = vi.fn(() => Promise.resolve());
    renderDirectory(undefined, udiseReturn);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${GRID_BATCH} of ${PRIMARY.length} students`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'UDISE+ return (.xlsx)' }));
    await waitFor(() => expect(udiseReturn).toHaveBeenCalledTimes(1));
    const [entries] = udiseReturn.mock.calls[0] as unknown as [{ id: string }[]];
    expect(entries.map(({ id }) => id).sort()).toEqual(PRIMARY.map((student) => student.id).sort());
  });

  it('has no UDISE+ return for a user who may not make it', async () => {
    renderDirectory();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${GRID_BATCH} of ${PRIMARY.length} students`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'UDISE+ return (.xlsx)' })).toBeNull();
  });
});
