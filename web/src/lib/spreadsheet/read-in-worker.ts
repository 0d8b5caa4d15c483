import {
  checkSize,
  SpreadsheetFileError,
  TooManyRowsError,
  type SpreadsheetTable,
} from './spreadsheet-file';
import type { ReadRequest, ReadResponse } from './read-protocol';

// The page's side of the spreadsheet's reading worker (read.worker.ts): one worker per file, ended
// as soon as the file is read or no longer wanted. Where there is no Worker (the unit tests' DOM in Node)
// the same reading runs in this thread.

export interface ReadFileOptions {
  /** Reading stops, with a TooManyRowsError, past this many rows that hold something. */
  maxRows?: number;
  /** The share of the file read so far, 0 to 1. */
  onProgress?: (done: number) => void;
  /** Aborting ends the worker; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

interface Channel {
  start(request: ReadRequest): void;
  close(): void;
}

function workerChannel(receive: (response: ReadResponse) => void, fail: (error: Error) => void) {
  const worker = new Worker(new URL('./read.worker.ts', import.meta.url), {
    type: 'module',
    name: 'spreadsheet',
  });
  worker.addEventListener('message', (event: MessageEvent<ReadResponse>) => receive(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(new Error(`The spreadsheet's worker failed: ${event.message}`));
  });
  worker.addEventListener('messageerror', () =>
    fail(new Error("A message of the spreadsheet's worker could not be read")),
  );
  return {
    start: (request: ReadRequest) => worker.postMessage(request),
    close: () => worker.terminate(),
  };
}

function inProcessChannel(
  receive: (response: ReadResponse) => void,
  fail: (error: Error) => void,
): Channel {
  let open = true;
  return {
    start(request) {
      // Loaded only here: the reading code stays out of the page's own bundle.
      import('./read-protocol')
        .then(({ answerReadRequest }) =>
          answerReadRequest(request, (response) => {
            if (open) receive(response);
          }),
        )
        .catch((error: unknown) => fail(error as Error));
    },
    close() {
      open = false;
    },
  };
}

/**
 * A chosen file's rows (a CSV's, or each sheet's of a workbook), read off the main thread. A file
 * of the wrong size is refused before any of it is read.
 */
export function readSpreadsheetFile(
  file: File,
  options: ReadFileOptions = {},
): Promise<SpreadsheetTable> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    checkSize(file.size);
    let channel: Channel | null = null;
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', abort);
      channel?.close();
      channel = null;
      settle();
    };
    function abort() {
      finish(() => reject(signal!.reason as Error));
    }
    const receive = (response: ReadResponse) => {
      switch (response.type) {
        case 'progress':
          options.onProgress?.(response.done);
          return;
        case 'read':
          return finish(() => resolve(response.table));
        case 'refused':
          return finish(() => reject(new SpreadsheetFileError(response.message)));
        case 'tooManyRows':
          return finish(() => reject(new TooManyRowsError(response.maxRows)));
        case 'failed':
          return finish(() => reject(new Error(response.message)));
      }
    };
    const fail = (error: Error) => finish(() => reject(error));
    signal?.addEventListener('abort', abort);
    channel =
      typeof Worker === 'undefined'
        ? inProcessChannel(receive, fail)
        : workerChannel(receive, fail);
    channel.start({ file, maxRows: options.maxRows });
  });
}
