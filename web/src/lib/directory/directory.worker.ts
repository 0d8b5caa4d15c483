import { DirectoryEngine } from './directory-engine';
import {
  answerDirectoryRequest,
  type DirectoryRequest,
  type DirectoryResponse,
} from './directory-protocol';

// The directory's worker: the index unpacked, searched, filtered and sorted off the main thread
// (directory-client.ts starts it). Small on purpose: the engine and the model's directory rules.

/** The worker's side of its channel (the DOM's types describe the page's, not a worker's). */
const scope = self as unknown as {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<DirectoryRequest>) => void,
  ): void;
  postMessage(response: DirectoryResponse): void;
};

const engine = new DirectoryEngine((message, error) => console.warn(message, error));

scope.addEventListener('message', (event) => {
  const response = answerDirectoryRequest(engine, event.data);
  if (response) scope.postMessage(response);
});
