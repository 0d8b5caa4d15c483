import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyStudentDetails } from '@village/model/student-details';

// The reads stood in for (read-once.ts has its own tests): each query is its `in` chunk of ids,
// answered with the documents held of those ids.
const mocks = vi.hoisted(() => ({
  held: new Map<string, unknown>(),
  asked: [] as string[][],
}));

vi.mock('../../../lib/data/read-once', () => ({
  DOCUMENT_ID: Symbol('documentId'),
  readOnce: ({ where }: { where: [unknown, string, string[]][] }) => {
    const ids = where[0]![2];
    mocks.asked.push(ids);
    return Promise.resolve(
      ids
        .filter((id) => mocks.held.has(id))
        .map((id) => ({ id, ref: { path: `students/${id}` }, data: () => mocks.held.get(id) })),
    );
  },
}));
vi.mock('../../../lib/data/converters', () => ({
  parseDocument: (_schema: unknown, doc: { id: string; data: () => unknown }) => {
    const data = doc.data();
    if (data === 'invalid') throw new Error('not valid');
    return { ...(data as object), id: doc.id };
  },
}));

const { idChunks, readStudentDetails } = await import('./student-details');

const student = (motherName: string) => ({
  ...emptyStudentDetails(),
  family: { motherName },
  name: 'not a detail',
});

beforeEach(() => {
  mocks.held.clear();
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
    mocks.held.set('a', student('Sunita'));
    mocks.held.set('b', 'invalid');
    const ids = ['a', 'b', 'gone', ...Array.from({ length: 40 }, (_, index) => `s${index}`)];
    const details = await readStudentDetails('org-1', ids);
    expect(mocks.asked).toHaveLength(2);
    expect([...details.keys()]).toEqual(['a']);
    expect(details.get('a')).toEqual({
      ...emptyStudentDetails(),
      family: { motherName: 'Sunita' },
    });
  });
});
