import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_ID, readOnce, type QueryShape } from './read-once';

// Both SDKs stood in for: a query is the SDK that built it and its filters; Lite answers from the
// server, the app's Firestore from the server (getDocs) or this device's copy (getDocsFromCache).
type Built = { sdk: string; filters: unknown[] };
const { mocks, kit, answer } = vi.hoisted(() => {
  const mocks = {
    liteFails: false,
    cacheFails: false,
    changesWaiting: false,
    read: [] as string[],
  };
  const kit = (sdk: string) => ({
    collection: (_db: unknown, path: string) => ({ sdk, path }),
    collectionGroup: (_db: unknown, id: string) => ({ sdk, group: id }),
    documentId: () => '__name__',
    where: (field: unknown, op: string, value: unknown) => [field, op, value],
    query: (_source: unknown, ...filters: unknown[]): Built => ({ sdk, filters }),
  });
  const answer = (from: string, query: Built) => {
    mocks.read.push(`${from} via ${query.sdk}`);
    return { docs: [{ id: from, ref: { path: `students/${from}` }, data: () => query.filters }] };
  };
  return { mocks, kit, answer };
});

vi.mock('firebase/firestore', () => ({
  ...kit('app'),
  getDocs: (query: Built) => Promise.resolve(answer('server', query)),
  getDocsFromCache: (query: Built) =>
    mocks.cacheFails
      ? Promise.reject(new Error('not cached'))
      : Promise.resolve(answer('cache', query)),
}));
vi.mock('./lite-reads', () => ({
  liteKit: kit('lite'),
  liteFirestore: {},
  liteGetDocs: (query: Built) =>
    mocks.liteFails
      ? Promise.reject(new Error('unavailable'))
      : Promise.resolve(answer('server', query)),
}));
vi.mock('../firestore', () => ({ db: {} }));
vi.mock('./pending-writes', () => ({ changesWaiting: () => mocks.changesWaiting }));

const SHAPE: QueryShape = {
  collection: 'organizations/org-1/students',
  where: [
    ['status', '==', 'active'],
    [DOCUMENT_ID, 'in', ['a', 'b']],
  ],
};

beforeEach(() => {
  Object.assign(mocks, { liteFails: false, cacheFails: false, changesWaiting: false, read: [] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readOnce', () => {
  it('reads the server once through Lite, the filters as described', async () => {
    const docs = await readOnce(SHAPE);
    expect(mocks.read).toEqual(['server via lite']);
    expect(docs?.[0]?.data()).toEqual([
      ['status', '==', 'active'],
      ['__name__', 'in', ['a', 'b']],
    ]);
  });

  it("asks the app's Firestore while changes of this device wait, so that they are in it", async () => {
    mocks.changesWaiting = true;
    await readOnce(SHAPE);
    expect(mocks.read).toEqual(['server via app']);
  });

  it("uses this device's copy when the server cannot answer, or the device is offline", async () => {
    mocks.liteFails = true;
    expect((await readOnce(SHAPE))?.[0]?.id).toBe('cache');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mocks.read = [];
    await readOnce(SHAPE);
    expect(mocks.read).toEqual(['cache via app']);
  });

  it("fails rather than answer with this device's copy when asked for the server's only", async () => {
    mocks.liteFails = true;
    await expect(readOnce(SHAPE, { serverOnly: true })).rejects.toThrow('unavailable');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(readOnce(SHAPE, { serverOnly: true })).rejects.toThrow('Offline');
    expect(mocks.read).toEqual([]);
  });

  it('answers null when neither the server nor this device has the documents', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mocks.cacheFails = true;
    expect(await readOnce(SHAPE)).toBeNull();
  });
});
