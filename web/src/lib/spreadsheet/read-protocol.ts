import { readSpreadsheet } from './read-file';
import { SpreadsheetFileError, TooManyRowsError, type SpreadsheetTable } from './spreadsheet-file';
import { SPREADSHEET_REFUSALS } from './refusals';

// The messages between the page and the spreadsheet's reading worker (read.worker.ts), and how a
// file is read to answer them: one module, used by the worker and by the in-process fallback
// alike.

export interface ReadRequest {
  /** The chosen file itself: the worker reads its bytes, so the page never holds them. */
  file: File;
  maxRows?: number;
}

export type ReadResponse =
  | { type: 'progress'; done: number }
  | { type: 'read'; table: SpreadsheetTable }
  /** A file the reader refuses: the message is for the user. */
  | { type: 'refused'; message: string }
  | { type: 'tooManyRows'; maxRows: number }
  | { type: 'failed'; message: string };

/** Reads the file, posting its progress, then its rows or why it could not be read. */
export async function answerReadRequest(
  request: ReadRequest,
  post: (response: ReadResponse) => void,
): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.file.arrayBuffer());
  } catch (error) {
    console.warn('File not read', error);
    post({ type: 'refused', message: SPREADSHEET_REFUSALS.notOpened });
    return;
  }
  try {
    const table = await readSpreadsheet(request.file.name, bytes, {
      maxRows: request.maxRows,
      onProgress: (done) => post({ type: 'progress', done }),
    });
    post({ type: 'read', table });
  } catch (error) {
    if (error instanceof SpreadsheetFileError) post({ type: 'refused', message: error.message });
    else if (error instanceof TooManyRowsError)
      post({ type: 'tooManyRows', maxRows: error.maxRows });
    else post({ type: 'failed', message: String(error) });
  }
}
