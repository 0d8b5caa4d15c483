import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportStudentsInput, ImportStudentsResult } from '@village/model/callables';
import { IMPORT_BATCH_SIZE } from '@village/model/limits';
import type { StudentInput } from '@village/model/student';
import { emptyStudentDetails } from '@village/model/student-details';
import type { GoodRow } from '@village/model/import/check-rows';
import { fromRuns, loadImportedRows, saveImportedRows, toRuns } from './import-resume';
import { runImport, type ImportProgress } from './import-run';

const student = (name: string): StudentInput => ({
  name,
  dateOfBirth: null,
  gender: null,
  educationLevel: '7th Standard',
  course: '',
  school: 'Narela School',
  address: '',
  location: null,
  parentName: '',
  parentContact: '',
  parentOccupation: '',
  enrollmentDate: null,
  status: 'active',
  admissionNumber: '',
  section: '',
  ...emptyStudentDetails(),
});

/** 450 rows, file rows 2…451: three batches of 200, 200 and 50. */
const ROWS: GoodRow[] = Array.from({ length: 450 }, (_, index) => ({
  row: index + 2,
  name: `Student ${index}`,
  student: student(`Student ${index}`),
}));

/**
 * The server's contract, in memory: each row's document is created once, whatever the calls. One
 * call (by its number, from 1) can be made to fail before it writes, or after (the answer lost).
 */
function fakeServer() {
  const written = new Set<number>();
  const calls: number[][] = [];
  let failure: { call: number; when: 'before-write' | 'after-write' } | null = null;
  return {
    written,
    calls,
    fail(call: number, when: 'before-write' | 'after-write') {
      failure = { call, when };
    },
    async send(input: ImportStudentsInput): Promise<ImportStudentsResult> {
      calls.push(input.rows.map((row) => row.row));
      const failing = failure?.call === calls.length ? failure.when : null;
      if (failing === 'before-write') throw new Error('connection lost');
      let created = 0;
      for (const { row } of input.rows) {
        if (!written.has(row)) {
          written.add(row);
          created += 1;
        }
      }
      if (failing === 'after-write') throw new Error('answer lost');
      return {
        created,
        alreadyImported: input.rows.length - created,
        importedSoFar: written.size,
      };
    },
  };
}

describe('runImport', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the rows in batches, one after the other, and reports each step', async () => {
    const server = fakeServer();
    const progress: ImportProgress[] = [];
    const outcome = await runImport({
      orgId: 'org',
      importId: 'import-a',
      rows: ROWS,
      send: (input) => server.send(input),
      onProgress: (step) => progress.push(step),
    });
    expect(server.calls.map((rows) => rows.length)).toEqual([IMPORT_BATCH_SIZE, 200, 50]);
    expect(server.calls.flat()).toEqual(ROWS.map((row) => row.row));
    expect(progress).toEqual([
      { done: 0, total: 450 },
      { done: 200, total: 450 },
      { done: 400, total: 450 },
      { done: 450, total: 450 },
    ]);
    expect(outcome).toEqual({ created: 450, alreadyImported: 0, importedSoFar: 450 });
  });

  it('stops at a failed batch, and resumes there without a student twice', async () => {
    const server = fakeServer();
    const progress: ImportProgress[] = [];
    const options = {
      orgId: 'org',
      importId: 'import-b',
      rows: ROWS,
      send: (input: ImportStudentsInput) => server.send(input),
      onProgress: (step: ImportProgress) => progress.push(step),
    };
    // The second batch is written, but its answer never arrives.
    server.fail(2, 'after-write');
    await expect(runImport(options)).rejects.toThrow('answer lost');
    expect(progress.at(-1)).toEqual({ done: 200, total: 450 });
    expect(server.written.size).toBe(400);

    // Resume: from the second batch (the server says it was already imported), then the third.
    progress.length = 0;
    const outcome = await runImport(options);
    expect(server.calls.slice(2)).toEqual(
      [ROWS.slice(200, 400), ROWS.slice(400)].map((rows) => rows.map((row) => row.row)),
    );
    expect(progress).toEqual([
      { done: 200, total: 450 },
      { done: 400, total: 450 },
      { done: 450, total: 450 },
    ]);
    expect(outcome).toEqual({ created: 50, alreadyImported: 200, importedSoFar: 450 });
    expect(server.written.size).toBe(450);
  });

  it('stops before anything is written when the connection is gone, and resumes from the start', async () => {
    const server = fakeServer();
    const options = {
      orgId: 'org',
      importId: 'import-e',
      rows: ROWS.slice(0, 3),
      send: (input: ImportStudentsInput) => server.send(input),
      onProgress: () => undefined,
    };
    server.fail(1, 'before-write');
    await expect(runImport(options)).rejects.toThrow('connection lost');
    expect(server.written.size).toBe(0);
    expect(await runImport(options)).toEqual({ created: 3, alreadyImported: 0, importedSoFar: 3 });
  });

  it('after a reload, skips the batches this tab saw confirmed', async () => {
    const server = fakeServer();
    const send = (input: ImportStudentsInput) => server.send(input);
    saveImportedRows('import-c', [2, 3, 4]);
    await runImport({
      orgId: 'org',
      importId: 'import-c',
      rows: ROWS.slice(0, 5),
      send,
      onProgress: () => undefined,
    });
    expect(server.calls).toEqual([[5, 6]]);
    expect([...loadImportedRows('import-c')]).toEqual([2, 3, 4, 5, 6]);
  });

  it('sends nothing when every row was confirmed before', async () => {
    const server = fakeServer();
    saveImportedRows('import-d', [2, 3]);
    const outcome = await runImport({
      orgId: 'org',
      importId: 'import-d',
      rows: ROWS.slice(0, 2),
      send: (input) => server.send(input),
      onProgress: () => undefined,
    });
    expect(server.calls).toEqual([]);
    expect(outcome).toEqual({ created: 0, alreadyImported: 0, importedSoFar: null });
  });
});

describe('import resume storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps rows as runs', () => {
    expect(toRuns([5, 2, 3, 4, 9, 10, 3])).toEqual([
      [2, 5],
      [9, 10],
    ]);
    expect([...fromRuns([[2, 4]])]).toEqual([2, 3, 4]);
  });

  it('reads nothing from a missing or hand-edited entry', () => {
    expect(loadImportedRows('none').size).toBe(0);
    sessionStorage.setItem('village-education:import:bad', '{"rows":1}');
    expect(loadImportedRows('bad').size).toBe(0);
    sessionStorage.setItem('village-education:import:bad', 'not json');
    expect(loadImportedRows('bad').size).toBe(0);
  });
});
