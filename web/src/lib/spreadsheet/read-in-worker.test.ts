import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpreadsheetFileError, TooManyRowsError } from './spreadsheet-file';
import { readSpreadsheetFile } from './read-in-worker';
import type { ReadRequest, ReadResponse } from './read-protocol';

/** A Worker that answers as the test says, and remembers what it was asked and whether it ended. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  requests: ReadRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: ReadRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(response: ReadResponse) {
    this.dispatchEvent(new MessageEvent('message', { data: response }));
  }
}

const file = (size = 10) => new File([new Uint8Array(size).fill(65)], 'students.csv');

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('readSpreadsheetFile', () => {
  it('reads in a worker, tells its progress, and ends the worker once read', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const progress: number[] = [];
    const chosen = file();
    const read = readSpreadsheetFile(chosen, {
      maxRows: 7,
      onProgress: (done) => progress.push(done),
    });
    const [worker] = FakeWorker.made;
    expect(worker!.requests).toEqual([{ file: chosen, maxRows: 7 }]);
    worker!.answer({ type: 'progress', done: 0.5 });
    const table = { kind: 'csv' as const, sheets: [{ name: '', rows: [['A']] }] };
    worker!.answer({ type: 'read', table });
    await expect(read).resolves.toEqual(table);
    expect(progress).toEqual([0.5]);
    expect(worker!.terminated).toBe(true);
  });

  it("passes on the worker's refusals as the reader's errors", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const refused = readSpreadsheetFile(file());
    FakeWorker.made[0]!.answer({ type: 'refused', message: 'The file is empty.' });
    await expect(refused).rejects.toThrow(new SpreadsheetFileError('The file is empty.'));
    const tooMany = readSpreadsheetFile(file(), { maxRows: 3 });
    FakeWorker.made[1]!.answer({ type: 'tooManyRows', maxRows: 3 });
    await expect(tooMany).rejects.toBeInstanceOf(TooManyRowsError);
  });

  it('ends the worker when the reading is aborted', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const read = readSpreadsheetFile(file(), { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('refuses a file over 10 MB without starting a worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const big = file();
    Object.defineProperty(big, 'size', { value: 14_200_000 });
    await expect(readSpreadsheetFile(big)).rejects.toThrow(
      'This file is 14.2 MB; the limit is 10 MB. Split it into smaller files.',
    );
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('reads in this thread where there is no Worker', async () => {
    const chosen = new File(['A\nB'], 'students.csv');
    await expect(readSpreadsheetFile(chosen)).resolves.toEqual({
      kind: 'csv',
      sheets: [{ name: '', rows: [['A'], ['B']] }],
    });
  });
});
