import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DIRECTORY_FILTERS,
  directoryMatcher,
  packDirectoryEntry,
  sortDirectory,
  type DirectoryEntry,
  type DirectoryFilters,
} from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import {
  DirectoryEngine,
  everyStudentQuery,
  type DirectoryQuery,
  type ShardLines,
} from './directory-engine';
import { answerDirectoryRequest } from './directory-protocol';

const TODAY = new Date('2025-07-01T12:00:00Z');
const T = 1_700_000_000_000;

function entry(overrides: Partial<DirectoryEntry> & { id: string; name: string }): DirectoryEntry {
  const educationLevel = overrides.educationLevel ?? '10th Standard';
  return {
    studentId: null,
    school: 'Narela Public School',
    address: 'Narela',
    course: '',
    gender: 'female',
    dateOfBirth: '2010-06-15',
    parentName: '',
    parentContact: '',
    status: 'active',
    location: null,
    updatedAtMs: T,
    section: '',
    admissionNumber: '',
    socialCategory: '',
    cwsn: null,
    ...overrides,
    educationLevel,
    category: categoryForLevel(educationLevel),
  };
}

const shard = (id: string, ...entries: DirectoryEntry[]): ShardLines => ({
  id,
  entries: Object.fromEntries(entries.map((each) => [each.id, packDirectoryEntry(each)])),
});

const query = (overrides: Partial<DirectoryQuery> = {}): DirectoryQuery => ({
  filters: DEFAULT_DIRECTORY_FILTERS,
  sort: 'name',
  direction: 'asc',
  todayMs: TODAY.getTime(),
  window: { kind: 'all' },
  ...overrides,
});

const names = (engine: DirectoryEngine, overrides: Partial<DirectoryQuery> = {}) =>
  engine.query(query(overrides)).rows.map((each) => each.name);

const zoya = entry({ id: 'zoya', name: 'Zoya Ali', school: 'Alipur Academy', gender: 'other' });
const aarav = entry({ id: 'aarav', name: 'Aarav Sharma', gender: 'male', dateOfBirth: null });
const diya = entry({ id: 'diya', name: 'Diya Verma', educationLevel: '3rd Standard' });

function loaded(...shards: ShardLines[]) {
  const engine = new DirectoryEngine();
  engine.updateShards(
    shards,
    shards.map((each) => each.id),
  );
  return engine;
}

describe('DirectoryEngine', () => {
  it("sorts names in the reader's language, and finds a name typed in the other script", () => {
    const sunita = entry({ id: 'sunita', name: 'सुनीता देवी' });
    const engine = loaded(shard('shard-01', zoya, sunita, aarav));
    expect(names(engine)).toEqual(['Aarav Sharma', 'Zoya Ali', 'सुनीता देवी']);
    expect(names(engine, { language: 'hi' })).toEqual(['सुनीता देवी', 'Aarav Sharma', 'Zoya Ali']);
    expect(names(engine, { filters: { ...DEFAULT_DIRECTORY_FILTERS, search: 'Suneeta' } })).toEqual(
      ['सुनीता देवी'],
    );
  });

  it('unpacks every shard into one list, in name order, equal to the packed entries', () => {
    const engine = loaded(shard('shard-01', zoya, aarav), shard('shard-02', diya));
    expect(engine.entries()).toEqual([aarav, diya, zoya]);
    expect(engine.query(query())).toMatchObject({ matching: 3, total: 3, page: 0 });
  });

  it('leaves out and reports a line it cannot read, keeping the others', () => {
    const warn = vi.fn();
    const engine = new DirectoryEngine(warn);
    const lines = shard('shard-01', aarav);
    lines.entries['broken'] = '9\tnot a line';
    engine.updateShards([lines], ['shard-01']);
    expect(names(engine)).toEqual(['Aarav Sharma']);
    expect(warn).toHaveBeenCalledWith('Unreadable directory entry broken', expect.any(Error));
  });

  it('keeps the entries of unchanged lines, replaces changed shards and drops gone ones', () => {
    const engine = loaded(shard('shard-01', aarav, zoya), shard('shard-02', diya));
    const [keptAarav] = engine.entries();
    const renamed = { ...zoya, name: 'Zoya Khan', updatedAtMs: T + 1 };
    engine.updateShards([shard('shard-01', aarav, renamed)], ['shard-01']);
    expect(names(engine)).toEqual(['Aarav Sharma', 'Zoya Khan']);
    expect(engine.entries()[0]).toBe(keptAarav);
  });

  it('filters and sorts by the model rules, as the page did on the main thread', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      entry({
        id: `s${index}`,
        name: `Student ${(index * 7) % 60}`,
        school: index % 2 ? 'Bawana Model School' : 'Alipur Academy',
        gender: index % 3 ? 'male' : 'female',
        dateOfBirth: index % 5 ? `20${String(index % 20).padStart(2, '0')}-03-01` : null,
        educationLevel: index % 4 ? '5th Standard' : 'B.Sc',
      }),
    );
    const engine = loaded(
      shard('shard-01', ...many.slice(0, 30)),
      shard('shard-02', ...many.slice(30)),
    );
    const cases: [Partial<DirectoryFilters>, DirectoryQuery['sort'], 'asc' | 'desc'][] = [
      [{}, 'name', 'asc'],
      [{ search: 'MODEL' }, 'age', 'asc'],
      [{ gender: 'female', category: 'primary' }, 'age', 'desc'],
      [{ ageRange: '11-15' }, 'school', 'desc'],
      [{ school: 'academy' }, 'educationLevel', 'asc'],
    ];
    for (const [patch, sort, direction] of cases) {
      const filters = { ...DEFAULT_DIRECTORY_FILTERS, ...patch };
      const expected = sortDirectory(many, sort, direction).filter(
        directoryMatcher(filters, TODAY),
      );
      const page = engine.query(query({ filters, sort, direction }));
      expect(page.rows.map((each) => each.id)).toEqual(expected.map((each) => each.id));
      expect(page.matching).toBe(expected.length);
    }
  });

  it('answers a window: the first students, or a page moved back to the last with rows', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      entry({ id: `s${index}`, name: `Student ${String(index + 1).padStart(2, '0')}` }),
    );
    const engine = loaded(shard('shard-01', ...many));
    const first = engine.query(query({ window: { kind: 'first', count: 24 } }));
    expect(first).toMatchObject({ matching: 30, total: 30, page: 0 });
    expect(first.rows).toHaveLength(24);
    const second = engine.query(query({ window: { kind: 'page', page: 1, size: 25 } }));
    expect(second.rows.map((each) => each.name)).toEqual(
      ['26', '27', '28', '29', '30'].map((n) => `Student ${n}`),
    );
    // Page 40 from a hand-edited link: the last page.
    expect(engine.query(query({ window: { kind: 'page', page: 40, size: 25 } })).page).toBe(1);
    const none = engine.query(
      query({
        filters: { ...DEFAULT_DIRECTORY_FILTERS, search: 'nobody' },
        window: { kind: 'page', page: 3, size: 25 },
      }),
    );
    expect(none).toEqual({ rows: [], matching: 0, total: 30, page: 0 });
  });

  it('answers only the located students, or those of some ids, counted against every student', () => {
    const placed = { lat: 28.85, lng: 77.09 };
    const engine = loaded(
      shard('shard-01', { ...zoya, location: placed }, aarav),
      shard('shard-02', { ...diya, location: placed }),
    );
    const located = engine.query(everyStudentQuery({ kind: 'all' }, { located: true }));
    expect(located.rows.map((each) => each.name)).toEqual(['Diya Verma', 'Zoya Ali']);
    expect(located).toMatchObject({ matching: 2, total: 3 });
    // Ids the directory no longer has are simply not answered.
    const some = engine.query(
      everyStudentQuery({ kind: 'all' }, { ids: ['zoya', 'gone', 'aarav'] }),
    );
    expect(some.rows.map((each) => each.id)).toEqual(['aarav', 'zoya']);
    // The same filters without the option: the kept matches of the last query are not reused.
    expect(engine.query(everyStudentQuery({ kind: 'first', count: 0 }))).toEqual({
      rows: [],
      matching: 3,
      total: 3,
      page: 0,
    });
    expect(engine.query(everyStudentQuery({ kind: 'all' }, { ids: [] })).rows).toEqual([]);
  });

  it('lists the sections of the class asked for, whatever the filters, anew as students change', () => {
    const inA = entry({ id: 'a', name: 'A', educationLevel: '7th Standard', section: 'B' });
    const inB = entry({ id: 'b', name: 'B', educationLevel: '7th Standard', section: 'A' });
    const other = entry({ id: 'c', name: 'C', educationLevel: '8th Standard', section: 'C' });
    const engine = loaded(shard('shard-01', inA, inB, other));
    const sectionsOf = '7th Standard' as const;
    const filters = { ...DEFAULT_DIRECTORY_FILTERS, educationLevel: sectionsOf, section: 'A' };
    expect(engine.query(query({ filters, sectionsOf }))).toMatchObject({
      matching: 1,
      sections: { of: sectionsOf, list: ['A', 'B'] },
    });
    expect(engine.query(query())).not.toHaveProperty('sections.list');
    engine.setOverlay([{ ...other, educationLevel: '7th Standard', updatedAtMs: T + 1 }], []);
    expect(engine.query(query({ sectionsOf })).sections?.list).toEqual(['A', 'B', 'C']);
  });

  it('names the rows whose admission number another student holds, anew as students change', () => {
    const a = entry({ id: 'a', name: 'A', admissionNumber: 'ADM/1' });
    const b = entry({ id: 'b', name: 'B', admissionNumber: 'ADM/2' });
    const c = entry({ id: 'c', name: 'C', admissionNumber: '' });
    const d = entry({ id: 'd', name: 'D', admissionNumber: '' });
    const engine = loaded(shard('shard-01', a, b, c, d));
    expect(engine.query(query())).not.toHaveProperty('sharedAdmissionNumbers');
    // Saved on this device with B's number: both are named, on any page that shows them.
    engine.setOverlay([{ ...c, admissionNumber: 'ADM/2', updatedAtMs: T + 1 }], []);
    expect(engine.query(query()).sharedAdmissionNumbers).toEqual(['b', 'c']);
    expect(
      engine.query(query({ window: { kind: 'page', page: 1, size: 2 } })).sharedAdmissionNumbers,
    ).toEqual(['c']);
    expect(engine.query(query({ window: { kind: 'first', count: 1 } }))).not.toHaveProperty(
      'sharedAdmissionNumbers',
    );
    engine.setOverlay([], ['b']);
    expect(engine.query(query())).not.toHaveProperty('sharedAdmissionNumbers');
  });

  it('lays a newer student over its line, and adds one the index does not have yet', () => {
    const engine = loaded(shard('shard-01', aarav, diya));
    const renamed = { ...aarav, name: 'Aarav Kumar', updatedAtMs: T + 1 };
    const added = entry({ id: 'kabir', name: 'Kabir Khan' });
    engine.setOverlay([renamed, added], []);
    expect(names(engine)).toEqual(['Aarav Kumar', 'Diya Verma', 'Kabir Khan']);
  });

  it('keeps the line when the newest copy is older, or as new and the same', () => {
    const engine = loaded(shard('shard-01', aarav, diya));
    engine.setOverlay([{ ...aarav, name: 'Aarav (old)', updatedAtMs: T - 1 }, { ...diya }], []);
    expect(names(engine)).toEqual(['Aarav Sharma', 'Diya Verma']);
  });

  it('lays a student over its line when as new but different (the index not caught up)', () => {
    const engine = loaded(shard('shard-01', aarav));
    engine.setOverlay([{ ...aarav, studentId: 'NPS-0099' }], []);
    expect(engine.entries()[0]?.studentId).toBe('NPS-0099');
  });

  it('leaves out students deleted on this device, whether indexed or among the newest', () => {
    const engine = loaded(shard('shard-01', aarav, diya));
    const added = entry({ id: 'kabir', name: 'Kabir Khan' });
    engine.setOverlay([added], ['diya', 'kabir']);
    expect(names(engine)).toEqual(['Aarav Sharma']);
    expect(engine.query(query()).total).toBe(1);
  });

  it('answers queries with the same id through the protocol, updates with nothing', () => {
    const engine = new DirectoryEngine();
    expect(
      answerDirectoryRequest(engine, {
        type: 'shards',
        changed: [shard('shard-01', zoya, aarav)],
        present: ['shard-01'],
      }),
    ).toBeNull();
    expect(
      answerDirectoryRequest(engine, { type: 'overlay', recent: [diya], deleted: [] }),
    ).toBeNull();
    const answer = answerDirectoryRequest(engine, {
      type: 'query',
      id: 7,
      query: query({ window: { kind: 'first', count: 2 } }),
    });
    expect(answer).toEqual({
      type: 'page',
      id: 7,
      page: { rows: [aarav, diya], matching: 3, total: 3, page: 0 },
    });
    // Answers cross to the page by structured cloning: plain data only.
    expect(structuredClone(answer)).toEqual(answer);
  });
});
