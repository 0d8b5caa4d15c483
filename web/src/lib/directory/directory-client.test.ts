import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DIRECTORY_FILTERS, packDirectoryEntry } from '@village/model/directory';
import { entry } from '../../testing/directory-entry';
import { DirectoryEngine, type DirectoryPage, type DirectoryQuery } from './directory-engine';
import { answerDirectoryRequest, type DirectoryRequest } from './directory-protocol';
import { createDirectoryClient, LatestQuery, type DirectoryClient } from './directory-client';

const query = (search: string): DirectoryQuery => ({
  filters: { ...DEFAULT_DIRECTORY_FILTERS, search },
  sort: 'name',
  direction: 'asc',
  todayMs: Date.UTC(2025, 6, 1),
  window: { kind: 'all' },
});

const student = (name: string, school = 'Narela Public School') =>
  entry({ id: name, name, school, educationLevel: '5th Standard', updatedAtMs: 1 });
const line = (name: string) => packDirectoryEntry(student(name));

describe('createDirectoryClient, without Worker (the test DOM)', () => {
  it('runs the engine in this thread, answering later, after the updates sent before', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = createDirectoryClient();
    client.update({
      type: 'shards',
      changed: [{ id: 'shard-00', entries: { a: line('Aarav'), d: line('Diya') } }],
      present: ['shard-00'],
    });
    let answered = false;
    const page = client.query(query('')).then((answer) => {
      answered = true;
      return answer;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    expect((await page).rows.map((entry) => entry.name)).toEqual(['Aarav', 'Diya']);
    client.update({ type: 'overlay', recent: [], deleted: ['a'] });
    expect((await client.query(query(''))).rows.map((entry) => entry.id)).toEqual(['d']);
    client.close();
  });
});

/** A stand-in for the browser's Worker: the engine behind structured-cloned messages. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly engine = new DirectoryEngine();
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: DirectoryRequest) {
    const response = answerDirectoryRequest(this.engine, structuredClone(request));
    if (response)
      setTimeout(() =>
        this.dispatchEvent(new MessageEvent('message', { data: structuredClone(response) })),
      );
  }
  terminate() {
    this.terminated = true;
  }
  /** The script failed (did not load, say). */
  crash() {
    const event = new Event('error') as Event & { message: string };
    event.message = 'failed to load';
    this.dispatchEvent(event);
  }
}

describe('createDirectoryClient, with Worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('starts the module worker and talks to it by messages', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createDirectoryClient();
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/directory\.worker\.ts$/);
    expect(worker?.options.type).toBe('module');
    client.update({
      type: 'shards',
      changed: [{ id: 'shard-00', entries: { a: line('Aarav'), d: line('Diya') } }],
      present: ['shard-00'],
    });
    const page = await client.query(query('diy'));
    expect(page.rows.map((entry) => entry.name)).toEqual(['Diya']);
    client.close();
    expect(worker?.terminated).toBe(true);
  });

  it('fails the queries still waiting when it is closed, rather than leave them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createDirectoryClient();
    const waiting = client.query(query(''));
    client.close();
    await expect(waiting).rejects.toThrow('closed before it answered');
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('fails the queries waiting, and every later one, once the worker has failed', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = createDirectoryClient();
    const waiting = client.query(query(''));
    FakeWorker.made[0]!.crash();
    await expect(waiting).rejects.toThrow(/failed to load/);
    await expect(client.query(query(''))).rejects.toThrow(/failed to load/);
  });
});

/** A client whose answers come when the test says, recording what it was asked. */
function manualClient() {
  const asked: { query: DirectoryQuery; answer: (page: DirectoryPage) => void }[] = [];
  const client: DirectoryClient = {
    update: () => undefined,
    query: (query) => new Promise((answer) => asked.push({ query, answer })),
    close: () => undefined,
  };
  return { client, asked };
}

const pageOf = (name: string): DirectoryPage => ({
  rows: [student(name, '')],
  matching: 1,
  total: 1,
  page: 0,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LatestQuery', () => {
  it('keeps one query in flight, asks only the newest of those typed meanwhile, and drops old answers', async () => {
    const { client, asked } = manualClient();
    const latest = new LatestQuery();
    const shown: string[] = [];
    const show = (page: DirectoryPage) => shown.push(page.rows[0]!.name);
    latest.ask(
      () => client.query(query('a')),
      show,
      () => undefined,
    );
    latest.ask(
      () => client.query(query('aa')),
      show,
      () => undefined,
    );
    latest.ask(
      () => client.query(query('aar')),
      show,
      () => undefined,
    );
    expect(asked.map(({ query }) => query.filters.search)).toEqual(['a']);

    // The answer to "a" comes while "aar" waits: it is not shown, "aar" is asked.
    asked[0]!.answer(pageOf('for a'));
    await flush();
    expect(shown).toEqual([]);
    expect(asked.map(({ query }) => query.filters.search)).toEqual(['a', 'aar']);

    asked[1]!.answer(pageOf('for aar'));
    await flush();
    expect(shown).toEqual(['for aar']);
  });

  it('hands nothing on once cancelled', async () => {
    const { client, asked } = manualClient();
    const latest = new LatestQuery();
    const shown: string[] = [];
    latest.ask(
      () => client.query(query('a')),
      (page) => shown.push(page.rows[0]!.name),
      () => undefined,
    );
    latest.cancel();
    asked[0]!.answer(pageOf('for a'));
    await flush();
    expect(shown).toEqual([]);
  });
});
