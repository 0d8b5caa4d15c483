import { DirectoryEngine, type DirectoryPage, type DirectoryQuery } from './directory-engine';
import {
  answerDirectoryRequest,
  type DirectoryRequest,
  type DirectoryResponse,
} from './directory-protocol';

// The page's side of the directory's engine: a Web Worker (directory.worker.ts) where the browser
// has them, else (the unit tests' DOM in Node) the same engine in this thread, answering in a later task
// as the worker would.

export type DirectoryUpdate = Exclude<DirectoryRequest, { type: 'query' }>;

export interface DirectoryClient {
  /** Changes the index (its shards, or the students laid over it); later queries see it. */
  update(update: DirectoryUpdate): void;
  /** A page of the students matching `query`, as of every update made before it. */
  query(query: DirectoryQuery): Promise<DirectoryPage>;
  /** Stops the worker; the queries still waiting fail (an export waiting is told, not left). */
  close(): void;
}

interface Channel {
  send(request: DirectoryRequest): void;
  close(): void;
}

function workerChannel(
  receive: (response: DirectoryResponse) => void,
  fail: (error: Error) => void,
): Channel {
  const worker = new Worker(new URL('./directory.worker.ts', import.meta.url), {
    type: 'module',
    name: 'directory',
  });
  worker.addEventListener('message', (event: MessageEvent<DirectoryResponse>) =>
    receive(event.data),
  );
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(new Error(`The directory's worker failed: ${event.message}`));
  });
  worker.addEventListener('messageerror', () =>
    fail(new Error("A message of the directory's worker could not be read")),
  );
  return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
}

function inProcessChannel(receive: (response: DirectoryResponse) => void): Channel {
  const engine = new DirectoryEngine((message, error) => console.warn(message, error));
  let open = true;
  return {
    send(request) {
      const response = answerDirectoryRequest(engine, request);
      if (response)
        setTimeout(() => {
          if (open) receive(response);
        }, 0);
    },
    close() {
      open = false;
    },
  };
}

/** A client of a new engine: in a Web Worker, or in this thread where there is no Worker. */
export function createDirectoryClient(): DirectoryClient {
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (page: DirectoryPage) => void; reject: (error: Error) => void }
  >();
  const receive = (response: DirectoryResponse) => {
    const query = waiting.get(response.id);
    if (!query) return;
    waiting.delete(response.id);
    if (response.type === 'page') query.resolve(response.page);
    else query.reject(new Error(response.message));
  };
  // Once the worker has failed (its script did not load, say), no answer will come.
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure = error;
    for (const query of waiting.values()) query.reject(error);
    waiting.clear();
  };
  const channel =
    typeof Worker === 'undefined' ? inProcessChannel(receive) : workerChannel(receive, fail);
  return {
    update: (update) => channel.send(update),
    query(query) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        channel.send({ type: 'query', id, query });
      });
    },
    close() {
      channel.close();
      fail(new Error('The directory was closed before it answered'));
    },
  };
}

/**
 * Asks for the latest of a stream of queries (each keystroke makes one): one query in flight at a
 * time; a query asked meanwhile waits, replacing any that was waiting, and an answer is only
 * handed on while no newer query waits. So typing never queues work for the old texts, and a
 * result for an old query never replaces a newer one.
 */
export class LatestQuery {
  private inFlight = false;
  private waiting: {
    ask: () => Promise<DirectoryPage>;
    onPage: (page: DirectoryPage) => void;
    onError: (error: Error) => void;
  } | null = null;
  private cancelled = false;

  /** `ask` makes the query (a client's `query`, say); its answer goes to `onPage`. */
  ask(
    ask: () => Promise<DirectoryPage>,
    onPage: (page: DirectoryPage) => void,
    onError: (error: Error) => void,
  ): void {
    this.waiting = { ask, onPage, onError };
    if (!this.inFlight) this.next();
  }

  /** Nothing more is asked or handed on. */
  cancel(): void {
    this.cancelled = true;
    this.waiting = null;
  }

  private next(): void {
    const asked = this.waiting;
    if (!asked || this.cancelled) return;
    this.waiting = null;
    this.inFlight = true;
    const settle = (hand: () => void) => {
      this.inFlight = false;
      if (this.cancelled) return;
      // A newer query is waiting: this answer is already old.
      if (this.waiting) this.next();
      else hand();
    };
    let answer: Promise<DirectoryPage>;
    try {
      answer = asked.ask();
    } catch (error) {
      answer = Promise.reject(error as Error);
    }
    answer.then(
      (page) => settle(() => asked.onPage(page)),
      (error: unknown) => settle(() => asked.onError(error as Error)),
    );
  }
}
