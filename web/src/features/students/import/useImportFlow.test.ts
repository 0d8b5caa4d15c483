import { act, renderHook, waitFor, type RenderHookResult } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportStudentsInput, ImportStudentsResult } from '@village/model/callables';
import type { DataState } from '../../../lib/data/state';
import { readyDirectory } from '../../../lib/directory/testing/directory-fixtures';
import { CallableError } from '../../../lib/functions';
import type { ReadFileOptions } from '../../../lib/spreadsheet/read-in-worker';
import {
  SpreadsheetFileError,
  TooManyRowsError,
  type SpreadsheetTable,
} from '../../../lib/spreadsheet/spreadsheet-file';
import { entry } from '../../../testing/directory-entry';
import type { CellValue } from '@village/model/import/cell-text';
import type { Directory } from '../api/use-directory';
import { readSpreadsheet } from '../../../lib/spreadsheet/read-file';
import { writeXlsx } from '../../../lib/spreadsheet/xlsx-write';
import { tooManyRowsMessage } from './import-table';
import { useImportFlow, type ImportFlow, type ImportFlowSource } from './useImportFlow';

// The flow with its two ends stood in for: the file's reading (a worker in the app) answers when
// a test says so, and the import's calls are a mock. The plan between them is the real one.

interface FakeReading {
  name: string;
  options: ReadFileOptions;
  answer: (rows: CellValue[][]) => void;
  /** Answers with the table as the reader makes it (a workbook's sheets). */
  answerTable: (table: SpreadsheetTable) => void;
  fail: (error: unknown) => void;
}

const mocks = vi.hoisted(() => ({
  readings: [] as FakeReading[],
  send: vi.fn<(input: ImportStudentsInput) => Promise<ImportStudentsResult>>(),
  udiseSettings: { status: 'ready', data: { code: '', codes: {} } } as const,
}));

vi.mock('../../../lib/spreadsheet/read-in-worker', () => ({
  readSpreadsheetFile: (file: File, options: ReadFileOptions) =>
    new Promise<SpreadsheetTable>((resolve, reject) => {
      mocks.readings.push({
        name: file.name,
        options,
        answer: (rows) => resolve({ kind: 'csv', sheets: [{ name: '', rows }] }),
        answerTable: resolve,
        fail: reject,
      });
    }),
}));
vi.mock('./api/import-students', () => ({ importStudentsBatch: mocks.send }));
vi.mock('../api/udise-settings', () => ({ useUdiseSettings: () => mocks.udiseSettings }));
vi.mock('../api/admission-numbers', () => ({
  findStudentsByAdmissionNumbers: () => Promise.resolve(new Map()),
}));

const HEADERS = ['Full Name', 'Education Level', 'School / College'];
const SCHOOL = 'Narela Public School';
/** Row 2 is a student already in the directory (SUNITA); row 3 is new. */
const ROWS: CellValue[][] = [
  HEADERS,
  ['Sunita Rao', '4th Standard', SCHOOL],
  ['Kabir Singh', '7th Standard', SCHOOL],
];
const SUNITA = entry({ id: 'existing-sunita', name: 'Sunita Rao', educationLevel: '4th Standard' });

const OFFLINE_TEXT =
  'You are offline: the students already in the directory cannot be checked for duplicates. Connect to the internet to continue.';

type Flow = RenderHookResult<ImportFlow, ImportFlowSource>;

function renderFlow(directory: DataState<Directory> = readyDirectory([SUNITA]), studentCount = 1) {
  return renderHook((source: ImportFlowSource) => useImportFlow(source), {
    initialProps: { orgId: 'org-1', studentCount, directory },
  });
}

/** Chooses a file; its reading waits for the test to answer it. */
function choose(flow: Flow, name = 'students.csv') {
  let chosen!: Promise<void>;
  act(() => {
    chosen = flow.result.current.chooseFile(new File(['x'], name));
  });
  return { reading: mocks.readings.at(-1)!, chosen };
}

/** Chooses a file read as `rows`, and waits until the flow has it. */
async function chooseRead(flow: Flow, rows: CellValue[][] = ROWS) {
  const { reading, chosen } = choose(flow);
  reading.answer(rows);
  await act(() => chosen);
}

async function untilPreview(flow: Flow) {
  await waitFor(() => expect(flow.result.current.preview).not.toBeNull());
  return flow.result.current.preview!;
}

const sentRows = () => mocks.send.mock.calls.flatMap(([input]) => input.rows.map(({ row }) => row));

beforeEach(() => {
  mocks.readings = [];
  mocks.send.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  // Where the import's confirmed rows are kept, for a resume: each test imports afresh.
  sessionStorage.clear();
});

describe('useImportFlow reading a file', () => {
  it('shows how far it has read, then the table, a guessed mapping and the checked rows', async () => {
    const flow = renderFlow();
    expect(flow.result.current).toMatchObject({ reading: null, file: null, checked: null });
    const { reading, chosen } = choose(flow);
    // 20,000 students, their header and up to 14 rows above it (a register's title).
    expect(reading.options.maxRows).toBe(20_015);
    expect(flow.result.current.reading).toBe(0);
    act(() => reading.options.onProgress?.(0.4));
    expect(flow.result.current.reading).toBe(0.4);

    reading.answer(ROWS);
    await act(() => chosen);
    const { file, mapping, checked, reading: shareRead } = flow.result.current;
    expect(shareRead).toBeNull();
    expect(file?.name).toBe('students.csv');
    expect(file?.table.headers).toEqual(HEADERS);
    expect(mapping).toEqual({ name: 0, educationLevel: 1, school: 2 });
    expect(checked?.good.map(({ name }) => name)).toEqual(['Sunita Rao', 'Kabir Singh']);
    expect(checked?.bad).toEqual([]);
  });

  it.each([
    ['the reader refuses it', new SpreadsheetFileError('The file is empty.'), 'The file is empty.'],
    ['it has too many rows', new TooManyRowsError(20_015), tooManyRowsMessage()],
  ])('says why a file cannot be imported when %s', async (_, error, message) => {
    const flow = renderFlow();
    const { reading, chosen } = choose(flow);
    reading.fail(error);
    await act(() => chosen);
    expect(flow.result.current).toMatchObject({ fileError: message, file: null, reading: null });
  });

  it('says why a table read cannot be imported', async () => {
    const flow = renderFlow();
    await chooseRead(flow, [HEADERS]);
    expect(flow.result.current.fileError).toBe(
      'The file has column headers but no students below them.',
    );
    expect(flow.result.current.file).toBeNull();
  });

  it('asks for a CSV or .xlsx file when the reading broke for another reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flow = renderFlow();
    const { reading, chosen } = choose(flow);
    reading.fail(new Error('worker crashed'));
    await act(() => chosen);
    expect(flow.result.current.fileError).toBe(
      'The file could not be read. Check that it is a CSV or .xlsx file and try again.',
    );
    expect(logged).toHaveBeenCalledWith('File not read', expect.any(Error));
  });

  it('clears the last error and file when another file is chosen', async () => {
    const flow = renderFlow();
    await chooseRead(flow, [HEADERS]);
    expect(flow.result.current.fileError).not.toBeNull();
    choose(flow);
    expect(flow.result.current).toMatchObject({ fileError: null, file: null, reading: 0 });
  });

  it('ends a reading when another file is chosen: its late answer changes nothing', async () => {
    const flow = renderFlow();
    const first = choose(flow, 'first.csv');
    const second = choose(flow, 'second.csv');
    expect(first.reading.options.signal?.aborted).toBe(true);
    expect(second.reading.options.signal?.aborted).toBe(false);
    first.reading.fail(new SpreadsheetFileError('The file is empty.'));
    await act(() => first.chosen);
    expect(flow.result.current).toMatchObject({ fileError: null, reading: 0 });

    second.reading.answer(ROWS);
    await act(() => second.chosen);
    expect(flow.result.current.file?.name).toBe('second.csv');
  });

  it('ends the reading when the page is left', () => {
    const flow = renderFlow();
    const { reading } = choose(flow);
    flow.unmount();
    expect(reading.options.signal?.aborted).toBe(true);
  });
});

/** A register with its title on row 1, a blank row 2 and the headers on row 3. */
const REGISTER: CellValue[][] = [
  ['Narela Public School — Student Register 2025-26', null, null],
  [],
  ['Student Name', 'Class', 'School Name'],
  ['Sunita Rao', '4th Standard', SCHOOL],
  ['Kabir Singh', 'Nursery', SCHOOL],
  ['Anil Verma', 'Nursery', SCHOOL],
];

describe('useImportFlow finding the header row', () => {
  it('skips the title above the headers, and re-reads the rows kept for another header row', async () => {
    const flow = renderFlow();
    await chooseRead(flow, REGISTER);
    const { file, mapping } = flow.result.current;
    expect(file?.table.headerRow).toBe(3);
    expect(file?.table.candidates.map(({ row }) => row)).toEqual([1, 3, 4, 5, 6]);
    expect(file?.table.rows.map(({ row }) => row)).toEqual([4, 5, 6]);
    expect(mapping).toEqual({ name: 0, educationLevel: 1, school: 2 });

    // Row 4 as the header: no column is named any more, and the file is not read again.
    act(() => flow.result.current.setHeaderRow(4));
    expect(mocks.readings).toHaveLength(1);
    expect(flow.result.current.file?.table).toMatchObject({
      headerRow: 4,
      headers: ['Sunita Rao', '4th Standard', SCHOOL],
    });
    expect(flow.result.current.file?.table.rows.map(({ row }) => row)).toEqual([5, 6]);
    expect(flow.result.current).toMatchObject({ mapping: {}, checked: null, fileError: null });

    // The last row cannot be the header: said, and the table stays as it was.
    act(() => flow.result.current.setHeaderRow(6));
    expect(flow.result.current.fileError).toBe(
      'The file has column headers but no students below them.',
    );
    expect(flow.result.current.file?.table.headerRow).toBe(4);

    act(() => flow.result.current.setHeaderRow(3));
    expect(flow.result.current.fileError).toBeNull();
    expect(flow.result.current.mapping).toEqual({ name: 0, educationLevel: 1, school: 2 });
  });
});

describe('useImportFlow reading a workbook of several sheets', () => {
  it('reads the register from the sheet after a cover sheet, and another sheet when asked', async () => {
    // Written and read as the app does: a cover sheet first, as UDISE+ templates have one.
    const bytes = writeXlsx([
      { name: 'Instructions', rows: [['Student register'], ['Fill in the Students sheet.']] },
      { name: 'Students', rows: ROWS },
    ]);
    const table = await readSpreadsheet('udise.xlsx', bytes);
    const flow = renderFlow();
    const { reading, chosen } = choose(flow, 'udise.xlsx');
    reading.answerTable(table);
    await act(() => chosen);
    const { file, mapping, checked } = flow.result.current;
    expect(file?.sheets.map(({ name }) => name)).toEqual(['Instructions', 'Students']);
    expect(file?.sheet).toBe(1);
    expect(file?.table.headers).toEqual(HEADERS);
    expect(file?.table.rows.map(({ row }) => row)).toEqual([2, 3]);
    expect(mapping).toEqual({ name: 0, educationLevel: 1, school: 2 });
    expect(checked?.good.map(({ name }) => name)).toEqual(['Sunita Rao', 'Kabir Singh']);

    // The cover sheet, when asked for: read from the rows kept, not the file again.
    act(() => flow.result.current.setSheet(0));
    expect(mocks.readings).toHaveLength(1);
    expect(flow.result.current.file?.sheet).toBe(0);
    expect(flow.result.current.file?.table.headers).toEqual(['Student register']);
    expect(flow.result.current).toMatchObject({ mapping: {}, checked: null });

    act(() => flow.result.current.setSheet(1));
    expect(flow.result.current.mapping).toEqual({ name: 0, educationLevel: 1, school: 2 });
  });
});

describe('useImportFlow values not understood', () => {
  it('says each once, and reads it as the known value chosen for the whole file', async () => {
    const flow = renderFlow();
    await chooseRead(flow, REGISTER);
    expect(flow.result.current.checked?.bad.map(({ row, problems }) => [row, problems])).toEqual([
      [5, []],
      [6, []],
    ]);
    expect(flow.result.current.understood?.unread).toMatchObject([
      { field: 'educationLevel', header: 'Class', value: 'Nursery', rows: 2 },
    ]);

    act(() => flow.result.current.setValueOverride('educationLevel', 'Nursery', '1st Standard'));
    expect(flow.result.current.valueOverrides).toEqual({
      educationLevel: { Nursery: '1st Standard' },
    });
    const { checked, understood } = flow.result.current;
    expect(checked?.bad).toEqual([]);
    expect(checked?.good.map(({ student }) => student.educationLevel)).toEqual([
      '4th Standard',
      '1st Standard',
      '1st Standard',
    ]);
    expect(understood?.unread[0]?.replacement).toBe('1st Standard');
    const preview = await untilPreview(flow);
    expect(preview.ready.map(({ row }) => row)).toEqual([5, 6]);

    // Back to not understood; another file forgets the choice.
    act(() => flow.result.current.setValueOverride('educationLevel', 'Nursery', null));
    expect(flow.result.current.checked?.bad).toHaveLength(2);
    act(() => flow.result.current.setValueOverride('educationLevel', 'Nursery', '1st Standard'));
    await chooseRead(flow, REGISTER);
    expect(flow.result.current.valueOverrides).toEqual({});
    expect(flow.result.current.checked?.bad).toHaveLength(2);
  });
});

describe('useImportFlow checking the rows', () => {
  it('checks nothing while a required field has no column', async () => {
    const flow = renderFlow();
    await chooseRead(flow);
    act(() => flow.result.current.setMapping({ name: 0, educationLevel: 1 }));
    expect(flow.result.current).toMatchObject({ checked: null, preview: null, toSend: [] });
    expect(flow.result.current.waitingMessage).toBeNull();
  });

  it('sorts the rows against the students already here; duplicates only when asked', async () => {
    const flow = renderFlow();
    await chooseRead(flow);
    const preview = await untilPreview(flow);
    expect(preview.ready.map(({ row }) => row)).toEqual([3]);
    expect(preview.duplicates.map(({ row }) => row)).toEqual([2]);
    expect(flow.result.current.toSend.map(({ row }) => row)).toEqual([3]);
    expect(flow.result.current.nothingLeft).toBeNull();

    act(() => flow.result.current.setIncludeDuplicates(true));
    expect(flow.result.current.toSend.map(({ row }) => row)).toEqual([2, 3]);
  });

  it('says when only possible duplicates are left', async () => {
    const flow = renderFlow();
    await chooseRead(flow, ROWS.slice(0, 2));
    await untilPreview(flow);
    expect(flow.result.current.toSend).toEqual([]);
    expect(flow.result.current.nothingLeft).toBe(
      'Only possible duplicates are left: tick Import possible duplicates too to import them.',
    );
  });

  it('says offline that the rows cannot be checked, once there are rows', async () => {
    const flow = renderFlow({ status: 'offline' });
    expect(flow.result.current.waitingMessage).toBeNull();
    await chooseRead(flow);
    expect(flow.result.current.waitingMessage).toBe(OFFLINE_TEXT);
    expect(flow.result.current.preview).toBeNull();
  });

  it("says why the directory's students could not be read", async () => {
    const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    const flow = renderFlow({ status: 'error', error: refused });
    await chooseRead(flow);
    expect(flow.result.current.waitingMessage).toBe('You do not have access to these records.');
  });

  it('says so when this browser cannot compute the import id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('Not a secure context'));
    const flow = renderFlow();
    await chooseRead(flow);
    await waitFor(() =>
      expect(flow.result.current.waitingMessage).toBe(
        'This browser could not prepare the import. Open the app over its https address and try again.',
      ),
    );
    expect(flow.result.current.preview).toBeNull();
  });

  it('waits rather than check against an empty cached answer while there are students', async () => {
    const directory = readyDirectory([], { fromCache: true });
    const asked = vi.spyOn(directory.data.source, 'query');
    const flow = renderFlow(directory, 5);
    await chooseRead(flow);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await act(() => asked.mock.results[0]!.value);
    expect(flow.result.current).toMatchObject({ preview: null, waitingMessage: null });
    // The same answer is believed once the counters say there is nobody.
    flow.rerender({ orgId: 'org-1', studentCount: 0, directory });
    expect((await untilPreview(flow)).ready).toHaveLength(2);
  });
});

describe('useImportFlow importing', () => {
  const answered = (created: number): ImportStudentsResult => ({
    created,
    alreadyImported: 0,
    importedSoFar: created,
  });

  it('sends the rows to import, is busy meanwhile, and ends with the outcome', async () => {
    let answer!: (result: ImportStudentsResult) => void;
    mocks.send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const flow = renderFlow();
    await chooseRead(flow);
    await untilPreview(flow);
    act(() => flow.result.current.startImport());
    expect(flow.result.current).toMatchObject({ busy: true, started: true });
    expect(mocks.send).toHaveBeenCalledWith(
      expect.objectContaining({
        orgId: 'org-1',
        importId: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    );
    expect(sentRows()).toEqual([3]);

    act(() => answer(answered(1)));
    await waitFor(() => expect(flow.result.current.busy).toBe(false));
    expect(flow.result.current.started).toBe(true);
    expect(flow.result.current.run.state).toMatchObject({
      status: 'finished',
      progress: { done: 1, total: 1 },
      outcome: { created: 1, importedSoFar: 1 },
    });
  });

  it('sends nothing while nothing is left to import', async () => {
    const flow = renderFlow();
    await chooseRead(flow, ROWS.slice(0, 2));
    await untilPreview(flow);
    act(() => flow.result.current.startImport());
    expect(mocks.send).not.toHaveBeenCalled();
    expect(flow.result.current.started).toBe(false);
  });

  const offline = new CallableError('unavailable', 'You are offline.');
  it.each([
    ["with the call's error", offline, offline],
    // No error of the server's: the panel says that the rest can be resumed.
    ['and says the rest can be resumed', new Error('socket closed'), null],
  ])('stops on a failed call %s', async (_, error, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocks.send.mockRejectedValue(error);
    const flow = renderFlow();
    await chooseRead(flow);
    await untilPreview(flow);
    act(() => flow.result.current.startImport());
    await waitFor(() => expect(flow.result.current.busy).toBe(false));
    expect(flow.result.current.run.state).toMatchObject({ status: 'failed', error: failure });
  });

  it('starts over with no file, no mapping and no run', async () => {
    mocks.send.mockResolvedValue(answered(1));
    const flow = renderFlow();
    await chooseRead(flow);
    await untilPreview(flow);
    act(() => flow.result.current.setIncludeDuplicates(true));
    act(() => flow.result.current.startImport());
    await waitFor(() => expect(flow.result.current.run.state.status).toBe('finished'));

    act(() => flow.result.current.startOver());
    expect(flow.result.current).toMatchObject({
      file: null,
      fileError: null,
      mapping: {},
      includeDuplicates: false,
      checked: null,
      started: false,
    });
    expect(flow.result.current.run.state).toEqual({ status: 'idle' });
  });
});
