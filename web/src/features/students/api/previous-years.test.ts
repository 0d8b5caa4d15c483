import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Firestore stood in for: a query is its source and filters; the server holds year records (by
// student) and attendance totals (by student), and answers a query with those its filters match.
interface Filter {
  field: string;
  op: string;
  value: unknown;
}
interface Source {
  kind: 'group' | 'collection';
  path: string;
}
const mocks = vi.hoisted(() => ({
  records: new Map<string, Record<string, unknown>>(),
  /** Records only a read by path finds: written before they carried orgId. */
  unlisted: new Map<string, Record<string, unknown>>(),
  attended: new Map<string, number>(),
  asked: [] as { source: Source; filters: Filter[] }[],
  read: [] as string[],
}));

const converted = <T extends object>(value: T) => ({ ...value, withConverter: () => value });

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, path: string, id: string) => converted({ path: `${path}/${id}` }),
  getDoc: ({ path }: { path: string }) => {
    mocks.read.push(path);
    const id = path.split('/')[3]!;
    const record = mocks.unlisted.get(id);
    return Promise.resolve({ exists: () => record !== undefined, data: () => record });
  },
  getDocFromCache: () => Promise.reject(new Error('not in the cache')),
}));
vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/data/converters', () => ({
  schemaConverter: () => ({}),
  parseDocument: (_schema: unknown, doc: { id: string; data: () => object }) => ({
    ...doc.data(),
    id: doc.id,
  }),
}));
vi.mock('../../../lib/data/read-once', async () => {
  const DOCUMENT_ID = Symbol('documentId');
  return {
    DOCUMENT_ID,
    readOnce: (shape: {
      collection: string;
      group?: boolean;
      where: [string | symbol, string, unknown][];
    }) => {
      const source: Source = { kind: shape.group ? 'group' : 'collection', path: shape.collection };
      const filters = shape.where.map(([field, op, value]) => ({
        field: field === DOCUMENT_ID ? '__name__' : String(field),
        op,
        value,
      }));
      mocks.asked.push({ source, filters });
      const value = (field: string) => filters.find((filter) => filter.field === field)?.value;
      if (source.kind === 'group') {
        return Promise.resolve(
          [...mocks.records]
            .filter(([, record]) => record.orgId === value('orgId'))
            .filter(([, record]) => record.startYear === value('startYear'))
            .filter(([, record]) =>
              (value('nextLevel') as string[]).includes(String(record.nextLevel)),
            )
            .map(([id, record]) => ({
              id: '2025',
              ref: { path: `organizations/org-1/students/${id}/years/2025` },
              data: () => record,
            })),
        );
      }
      const ids = value('__name__') as string[] | undefined;
      return Promise.resolve(
        [...mocks.attended]
          .filter(([id]) => !ids || ids.includes(`2025_${id}`))
          .map(([id, attended]) => ({
            id: `2025_${id}`,
            ref: { path: `attendanceTotals/2025_${id}` },
            data: () => ({ studentDocId: id, attended }),
          })),
      );
    },
  };
});

const { readPreviousYears } = await import('./previous-years');

const SESSION = { startYear: 2026, start: '2026-04-01' };
const record = (daysAttended: number | null, orgId = 'org-1') => ({
  orgId,
  startYear: 2025,
  educationLevel: '5th Standard',
  outcome: 'promoted',
  marks: 70,
  daysAttended,
  nextLevel: '6th Standard',
});
const LEVELS = ['6th Standard'] as const;
type Reading = Parameters<typeof readPreviousYears>[3];
const students = (entries: [string, { progressedIn?: number; enrollmentDate: string | null }][]) =>
  Promise.resolve(new Map(entries)) as Reading;

beforeEach(() => {
  mocks.records.clear();
  mocks.unlisted.clear();
  mocks.attended.clear();
  mocks.asked = [];
  mocks.read = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPreviousYears', () => {
  it("lists the organization's records of last year in one query, and reads the totals wanted by id", async () => {
    mocks.records.set('a', record(190));
    mocks.records.set('b', record(null));
    mocks.records.set('other', record(200, 'org-2'));
    mocks.attended.set('a', 201).set('b', 180.5).set('c', 99).set('new', 3);
    const years = await readPreviousYears(
      'org-1',
      SESSION,
      LEVELS,
      students([
        ['a', { progressedIn: 2025, enrollmentDate: '2024-06-01' }],
        ['b', { progressedIn: 2025, enrollmentDate: '2024-06-01' }],
        ['c', { enrollmentDate: null }],
        ['new', { enrollmentDate: '2026-06-01' }],
      ]),
    );
    const group = mocks.asked.filter(({ source }) => source.kind === 'group');
    expect(group).toEqual([
      {
        source: expect.objectContaining({ path: 'years' }),
        filters: [
          { field: 'orgId', op: '==', value: 'org-1' },
          { field: 'startYear', op: '==', value: 2025 },
          { field: 'nextLevel', op: 'in', value: ['6th Standard'] },
        ],
      },
    ]);
    // The totals of b (a record without days), while the students are read; then of c (here
    // before the session, with no record).
    const totals = mocks.asked.filter(({ source }) => source.kind === 'collection');
    expect(totals.map(({ filters }) => filters)).toEqual([
      [{ field: '__name__', op: 'in', value: ['2025_b'] }],
      [{ field: '__name__', op: 'in', value: ['2025_c'] }],
    ]);
    expect(Object.fromEntries(years)).toEqual({
      a: { educationLevel: '5th Standard', outcome: 'promoted', marks: 70, attendedDays: 190 },
      b: { educationLevel: '5th Standard', outcome: 'promoted', marks: 70, attendedDays: 180 },
      c: { attendedDays: 99 },
    });
    expect(mocks.read).toEqual([]);
  });

  it('reads by its path the record of a student whose year was closed before records named the organization', async () => {
    mocks.unlisted.set('old', record(150));
    mocks.unlisted.set('open', record(150));
    const years = await readPreviousYears(
      'org-1',
      SESSION,
      LEVELS,
      students([
        ['old', { progressedIn: 2025, enrollmentDate: null }],
        ['open', { progressedIn: 2024, enrollmentDate: null }],
      ]),
    );
    expect(mocks.read).toEqual(['organizations/org-1/students/old/years/2025']);
    expect(years.get('old')).toMatchObject({ outcome: 'promoted', attendedDays: 150 });
    expect(years.has('open')).toBe(false);
  });

  it("reads the year's totals in one query when many students want them", async () => {
    const ids = Array.from({ length: 151 }, (_, index) => `s${index}`);
    mocks.attended.set('s7', 120);
    const years = await readPreviousYears(
      'org-1',
      SESSION,
      LEVELS,
      students(ids.map((id) => [id, { enrollmentDate: null }])),
    );
    const totals = mocks.asked.filter(({ source }) => source.kind === 'collection');
    expect(totals.map(({ filters }) => filters)).toEqual([
      [{ field: 'startYear', op: '==', value: 2025 }],
    ]);
    expect(Object.fromEntries(years)).toEqual({ s7: { attendedDays: 120 } });
  });
});
