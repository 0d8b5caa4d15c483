import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyStudentDetails } from '@village/model/student-details';

// The reads stood in for: each query is its `in` chunk of ids; the server and the cache answer
// with the documents they hold of those ids.
const mocks = vi.hoisted(() => ({
  server: new Map<string, unknown>(),
  cache: new Map<string, unknown>(),
  serverFails: false,
  asked: [] as string[][],
}));

function snapshot(ids: readonly string[], held: Map<string, unknown>) {
  return {
    docs: ids
      .filter((id) => held.has(id))
      .map((id) => ({
        id,
        data: () => {
          const data = held.get(id);
          if (data === 'invalid') throw new Error('not valid');
          return data;
        },
      })),
  };
}

vi.mock('firebase/firestore', () => ({
  documentId: () => '__name__',
  where: (_field: string, _op: string, ids: string[]) => ids,
  query: (_collection: unknown, ids: string[]) => ids,
  getDocs: (ids: string[]) => {
    mocks.asked.push(ids);
    return mocks.serverFails
      ? Promise.reject(new Error('unavailable'))
      : Promise.resolve(snapshot(ids, mocks.server));
  },
  getDocsFromCache: (ids: string[]) => Promise.resolve(snapshot(ids, mocks.cache)),
}));
vi.mock('./student-refs', () => ({ studentsCollection: () => 'students' }));

const { idChunks, readStudentDetails } = await import('./student-details');

const student = (motherName: string) => ({
  ...emptyStudentDetails(),
  family: { motherName },
  name: 'not a detail',
});

beforeEach(() => {
  mocks.server.clear();
  mocks.cache.clear();
  mocks.serverFails = false;
  mocks.asked = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStudentDetails', () => {
  it('asks by id in chunks of 30, each id once', () => {
    const ids = Array.from({ length: 65 }, (_, index) => `s${index}`);
    expect(idChunks([...ids, 's0']).map((chunk) => chunk.length)).toEqual([30, 30, 5]);
  });

  it("gives each student's groups by id, and leaves out the documents it cannot read", async () => {
    mocks.server.set('a', student('Sunita'));
    mocks.server.set('b', 'invalid');
    const ids = ['a', 'b', 'gone', ...Array.from({ length: 40 }, (_, index) => `s${index}`)];
    const details = await readStudentDetails('org-1', ids);
    expect(mocks.asked).toHaveLength(2);
    expect([...details.keys()]).toEqual(['a']);
    expect(details.get('a')).toEqual({
      ...emptyStudentDetails(),
      family: { motherName: 'Sunita' },
    });
  });

  it("uses this device's copy when the server cannot answer, or the device is offline", async () => {
    mocks.cache.set('a', student('Sunita'));
    mocks.serverFails = true;
    expect([...(await readStudentDetails('org-1', ['a', 'b'])).keys()]).toEqual(['a']);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mocks.asked = [];
    expect([...(await readStudentDetails('org-1', ['a'])).keys()]).toEqual(['a']);
    expect(mocks.asked).toEqual([]);
  });
});
