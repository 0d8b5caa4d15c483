import { answerReadRequest, type ReadRequest, type ReadResponse } from './read-protocol';

// The spreadsheet's reading worker: a chosen file unzipped, parsed and counted off the main thread
// (read-in-worker.ts starts one per file and ends it when the page no longer wants the file), so
// the page keeps answering while a large file is read.

/** The worker's side of its channel (the DOM's types describe the page's, not a worker's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ReadRequest>) => void): void;
  postMessage(response: ReadResponse): void;
};

scope.addEventListener('message', (event) => {
  void answerReadRequest(event.data, (response) => scope.postMessage(response));
});
