import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_DIRECTORY_FILTERS,
  DIRECTORY_BASE_SHARD_COUNT,
  directoryEntryBytes,
  directoryShardBytes,
  directoryShardCountOf,
  directoryShardIndex,
  isDirectoryShardCount,
  NOT_RECORDED,
  sectionsOfClass,
  utf8Bytes,
  directoryMatcher,
  directoryShardDocSchema,
  directoryShardId,
  packDirectoryEntry,
  sortDirectory,
  unpackDirectoryEntry,
  type DirectoryEntry,
  type DirectorySource,
} from './directory';

const source: DirectorySource = {
  studentId: 'NPS-0042',
  name: 'आरव Sharma',
  school: 'Govt. Public School, Narela',
  address: 'House 12\tGali 3\nNarela, Delhi',
  educationLevel: '7th Standard',
  course: '',
  gender: 'male',
  dateOfBirth: '2014-03-15',
  parentName: 'Ravi Sharma',
  parentContact: '+919876543210',
  status: 'active',
  location: { lat: 28.8526712345, lng: 77.0929 },
  updatedAtMs: 1_763_900_000_000,
  section: 'B',
  admissionNumber: 'ADM/1042',
  socialCategory: 'obc',
  cwsn: true,
};

const entry = (overrides: Partial<DirectoryEntry>): DirectoryEntry => ({
  ...unpackDirectoryEntry('x', packDirectoryEntry(source)),
  ...overrides,
});

describe('directory entries', () => {
  it('pack and unpack to the same student (tabs become spaces, line breaks stay)', () => {
    const unpacked = unpackDirectoryEntry('doc1', packDirectoryEntry(source));
    expect(unpacked).toEqual({
      ...source,
      id: 'doc1',
      category: 'secondary',
      address: 'House 12 Gali 3\nNarela, Delhi',
      location: { lat: 28.852671, lng: 77.0929 },
    });
  });

  it('keep empty optional values as null', () => {
    const bare = unpackDirectoryEntry(
      'doc2',
      packDirectoryEntry({
        ...source,
        studentId: null,
        gender: null,
        dateOfBirth: null,
        parentContact: '',
        location: null,
      }),
    );
    expect(bare).toMatchObject({
      studentId: null,
      gender: null,
      dateOfBirth: null,
      location: null,
    });
  });

  it('pack the new fields short: the section, admission number, UDISE+ code and y / n', () => {
    expect(packDirectoryEntry(source).split('\t').slice(-4)).toEqual(['B', 'ADM/1042', '4', 'y']);
    expect(packDirectoryEntry(source).startsWith('2\t')).toBe(true);
    const unrecorded: DirectorySource = {
      ...source,
      section: '',
      admissionNumber: '',
      socialCategory: '',
      cwsn: null,
    };
    expect(packDirectoryEntry(unrecorded).split('\t').slice(-4)).toEqual(['', '', '', '']);
    expect(unpackDirectoryEntry('d', packDirectoryEntry({ ...source, cwsn: false }))).toMatchObject(
      {
        cwsn: false,
      },
    );
  });

  it('read a version-1 line (stored before version 2) with the new fields not recorded', () => {
    // Version 1 is version 2 without its last four fields.
    const v1 = ['1', ...packDirectoryEntry(source).split('\t').slice(1, 15)].join('\t');
    expect(unpackDirectoryEntry('old', v1)).toEqual({
      ...unpackDirectoryEntry('old', packDirectoryEntry(source)),
      section: '',
      admissionNumber: '',
      socialCategory: '',
      cwsn: null,
    });
    // A version-1 line is never the line packed now: the reconcile sees it as drift.
    expect(v1).not.toBe(packDirectoryEntry(source));
    // Each version has its own number of fields.
    expect(() => unpackDirectoryEntry('a', `${v1}\tB\t\t\t`)).toThrow(/version-1 or version-2/);
    expect(() =>
      unpackDirectoryEntry('a', packDirectoryEntry(source).replace(/^2/, '1')),
    ).toThrow();
  });

  it('refuse a line of another version or shape', () => {
    expect(() => unpackDirectoryEntry('a', 'nonsense')).toThrow(/version-2/);
    const line = packDirectoryEntry(source).replace('7th Standard', '13th Standard');
    expect(() => unpackDirectoryEntry('a', line)).toThrow();
  });

  // Field by field (0 is the version): each value a line may not hold.
  it.each([
    [0, '3', /version-2/],
    [2, '', /no name/],
    [5, 'Class 7', /education level/],
    [7, 'boy', /gender/],
    [8, '15-03-2014', /date of birth/],
    [10, '9876543210', /Indian mobile/],
    [11, 'paused', /status/],
    [12, '91', /coordinate/],
    [13, '-180.5', /coordinate/],
    [12, 'north', /coordinate/],
    [14, '-1', /time/],
    [14, '1.5', /time/],
    [14, '', /time/],
    [17, 'obc', /social category/],
    [17, '5', /social category/],
    [18, 'yes', /CWSN/],
  ])('refuse field %i holding "%s"', (index, value, message) => {
    const fields = packDirectoryEntry(source).split('\t');
    fields[index] = value;
    expect(() => unpackDirectoryEntry('doc9', fields.join('\t'))).toThrow(message);
    expect(() => unpackDirectoryEntry('doc9', fields.join('\t'))).toThrow(/doc9/);
  });

  it('spread students over every shard, the same shard for the same id', () => {
    const shards = new Set(Array.from({ length: 2000 }, (_, i) => directoryShardId(`doc${i}`)));
    expect(shards.size).toBe(DIRECTORY_BASE_SHARD_COUNT);
    expect(directoryShardId('abc')).toBe(directoryShardId('abc'));
    expect(directoryShardId('abc')).toMatch(/^shard-\d\d$/);
  });

  it('split each shard in two when the index doubles', () => {
    for (let i = 0; i < 500; i += 1) {
      const id = `doc${i}`;
      for (const count of [32, 64, 128]) {
        const before = directoryShardIndex(id, count);
        expect([before, before + count]).toContain(directoryShardIndex(id, count * 2));
      }
    }
    expect(
      new Set(Array.from({ length: 4000 }, (_, i) => directoryShardId(`d${i}`, 128))).size,
    ).toBe(128);
    expect(directoryShardId('abc', 64)).toMatch(/^shard-\d\d$/);
    expect(directoryShardId('abc', 128)).toMatch(/^shard-\d\d\d$/);
    // 32 shards keep the ids they always had.
    expect(directoryShardId('abc', 32)).toBe(directoryShardId('abc'));
  });

  it('know the shard counts an index can have, 32 when none is named', () => {
    expect([32, 64, 128, 4096].every(isDirectoryShardCount)).toBe(true);
    expect([0, 16, 48, 96, 8192, 64.5, '64', null].some(isDirectoryShardCount)).toBe(false);
    expect(directoryShardCountOf(undefined)).toBe(32);
    expect(directoryShardCountOf(100)).toBe(32);
    expect(directoryShardCountOf(256)).toBe(256);
  });

  it('count bytes as Firestore does: UTF-8, plus one per string', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('राम')).toBe(9);
    expect(utf8Bytes('😀')).toBe(4);
    expect(utf8Bytes('राम शर्मा')).toBe(25);
    expect(directoryEntryBytes('ab', 'राम')).toBe(2 + 1 + 9 + 1);
    expect(directoryEntryBytes('ab', null)).toBe(0);
    expect(directoryShardBytes({ ab: 'राम', c: 'x', bad: 3 })).toBe(13 + 4);
  });
});

describe('directory shard documents', () => {
  it('read a map of document ids to lines, and an absent map as empty', () => {
    const line = packDirectoryEntry(source);
    expect(directoryShardDocSchema.parse({ entries: { a: line, b: line } }).entries).toEqual({
      a: line,
      b: line,
    });
    expect(directoryShardDocSchema.parse({ updatedAt: 1 }).entries).toEqual({});
  });

  it('refuse entries that are not a map of strings', () => {
    for (const entries of [null, 'line', ['line'], { a: 'line', b: 7 }, { a: { line: 'x' } }])
      expect(directoryShardDocSchema.safeParse({ entries }).success, JSON.stringify(entries)).toBe(
        false,
      );
  });
});

describe('directory filters', () => {
  const today = new Date('2026-11-23T00:00:00Z');
  const students = [
    entry({
      id: '1',
      name: 'Aarav Sharma',
      school: 'Narela Public School',
      dateOfBirth: '2016-01-10',
    }),
    entry({
      id: '2',
      name: 'Priya Verma',
      school: 'Delhi Rural University',
      educationLevel: 'B.Sc',
      category: 'higher',
      gender: 'female',
      address: 'Village Bawana, Delhi',
      dateOfBirth: '2004-06-01',
    }),
    entry({ id: '3', name: 'Karan', school: 'Gyan Jyoti Academy', dateOfBirth: null }),
  ];
  const ids = (filters: Partial<typeof DEFAULT_DIRECTORY_FILTERS>) =>
    students
      .filter(directoryMatcher({ ...DEFAULT_DIRECTORY_FILTERS, ...filters }, today))
      .map((s) => s.id);

  it('search finds text inside the name or the school, whatever the case', () => {
    expect(ids({ search: 'ARAV' })).toEqual(['1']);
    expect(ids({ search: 'rural' })).toEqual(['2']);
    expect(ids({ search: '  jyoti ' })).toEqual(['3']);
    expect(ids({ search: 'bawana' })).toEqual([]);
  });

  it('apply level, category, gender, location, school and age range together', () => {
    expect(ids({ category: 'higher' })).toEqual(['2']);
    expect(ids({ educationLevel: 'B.Sc' })).toEqual(['2']);
    expect(ids({ gender: 'female' })).toEqual(['2']);
    expect(ids({ location: 'bawana' })).toEqual(['2']);
    expect(ids({ school: 'public' })).toEqual(['1']);
    expect(ids({ ageRange: '5-10' })).toEqual(['1']);
    expect(ids({ ageRange: '21+' })).toEqual(['2']);
    expect(ids({ ageRange: '11-15' })).toEqual([]);
    expect(ids({ gender: 'female', category: 'primary' })).toEqual([]);
  });

  it('filter by section, social category and CWSN, alone and together', () => {
    const more = [
      entry({ id: 'a', section: 'A', socialCategory: 'sc', cwsn: false }),
      entry({ id: 'b', section: 'B', socialCategory: 'sc', cwsn: true }),
      entry({ id: 'c', section: 'B', socialCategory: '', cwsn: null }),
      entry({ id: 'd', section: 'B', educationLevel: '8th Standard', socialCategory: 'general' }),
    ];
    const found = (filters: Partial<typeof DEFAULT_DIRECTORY_FILTERS>) =>
      more.filter(directoryMatcher({ ...DEFAULT_DIRECTORY_FILTERS, ...filters })).map((s) => s.id);
    expect(found({ section: 'B' })).toEqual(['b', 'c', 'd']);
    expect(found({ section: ' B ' })).toEqual(['b', 'c', 'd']);
    expect(found({ section: 'b' })).toEqual([]);
    expect(found({ educationLevel: '7th Standard', section: 'B' })).toEqual(['b', 'c']);
    expect(found({ socialCategory: 'sc' })).toEqual(['a', 'b']);
    expect(found({ socialCategory: 'general' })).toEqual(['d']);
    expect(found({ socialCategory: 'obc' })).toEqual([]);
    expect(found({ socialCategory: NOT_RECORDED })).toEqual(['c']);
    expect(found({ cwsn: 'yes' })).toEqual(['b', 'd']);
    expect(found({ cwsn: 'no' })).toEqual(['a']);
    expect(found({ cwsn: NOT_RECORDED })).toEqual(['c']);
    expect(found({ socialCategory: 'sc', cwsn: 'yes', section: 'B' })).toEqual(['b']);
    expect(found({ socialCategory: 'sc', cwsn: 'no', section: 'B' })).toEqual([]);
    expect(found({ educationLevel: '8th Standard', cwsn: 'yes', gender: 'male' })).toEqual(['d']);
  });

  it('list the sections a class has, each once, in order', () => {
    const sections = ['B', 'A', '', 'B', '10', '2'].map((section, i) =>
      entry({ id: String(i), section }),
    );
    sections.push(entry({ id: 'x', section: 'Z', educationLevel: '8th Standard' }));
    expect(sectionsOfClass(sections, '7th Standard')).toEqual(['2', '10', 'A', 'B']);
    expect(sectionsOfClass(sections, '8th Standard')).toEqual(['Z']);
    expect(sectionsOfClass(sections, '1st Standard')).toEqual([]);
  });

  it('count the active filters, not the search', () => {
    expect(activeFilterCount(DEFAULT_DIRECTORY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_DIRECTORY_FILTERS, search: 'x', gender: 'male', school: ' ' }),
    ).toBe(1);
    expect(
      activeFilterCount({ ...DEFAULT_DIRECTORY_FILTERS, category: 'primary', location: 'Narela' }),
    ).toBe(2);
    expect(
      activeFilterCount({
        ...DEFAULT_DIRECTORY_FILTERS,
        section: 'A',
        socialCategory: NOT_RECORDED,
        cwsn: 'no',
      }),
    ).toBe(3);
  });

  it('sort by a column either way, ties by name', () => {
    expect(sortDirectory(students, 'name', 'asc').map((s) => s.id)).toEqual(['1', '3', '2']);
    expect(sortDirectory(students, 'educationLevel', 'desc').map((s) => s.id)).toEqual([
      '2',
      '1',
      '3',
    ]);
    // Youngest first in ascending age; no date of birth last.
    expect(sortDirectory(students, 'age', 'asc').map((s) => s.id)).toEqual(['1', '2', '3']);
    expect(sortDirectory(students, 'age', 'desc').map((s) => s.id)).toEqual(['2', '1', '3']);
  });
});

describe('directory names in Devanagari and Latin letters', () => {
  const students = [
    entry({ id: 'ram', name: 'राम शर्मा', school: 'राजकीय विद्यालय' }),
    entry({ id: 'sunita', name: 'Sunita Devi', school: 'Narela Public School' }),
    entry({ id: 'chaudhary', name: 'Kavita Chaudhary', school: 'Alipur Academy' }),
    entry({ id: 'shyam', name: 'श्याम सिंह', school: 'Alipur Academy' }),
    entry({ id: 'priya', name: 'Priya Verma', school: 'Alipur Academy' }),
  ];
  const found = (search: string) =>
    students.filter(directoryMatcher({ ...DEFAULT_DIRECTORY_FILTERS, search })).map((s) => s.id);

  it.each([
    ['Ram', ['ram']],
    ['raam sharma', ['ram']],
    ['राम', ['ram']],
    ['सुनीता', ['sunita']],
    ['Suneeta', ['sunita']],
    ['सुनीता देवी', ['sunita']],
    ['चौधरी', ['chaudhary']],
    ['Choudhary', ['chaudhary']],
    ['Shyam Singh', ['shyam']],
    ['syam', ['shyam']],
    ['प्रिया', ['priya']],
    // Today's match in the name and the school stays.
    ['alipur', ['chaudhary', 'shyam', 'priya']],
    ['विद्यालय', ['ram']],
    // A key of one letter ("sh" is s) finds only the names that have the letters typed.
    ['sh', []],
    ['Geeta', []],
  ])('"%s" finds %j', (search, ids) => {
    expect(found(search)).toEqual(ids);
  });

  it('sort in the order of the language: Devanagari first in Hindi, Latin first in English', () => {
    const names = (language?: string) =>
      sortDirectory(students, 'name', 'asc', language).map((s) => s.name);
    expect(names()).toEqual([
      'Kavita Chaudhary',
      'Priya Verma',
      'Sunita Devi',
      'राम शर्मा',
      'श्याम सिंह',
    ]);
    expect(names('en')).toEqual(names());
    expect(names('hi')).toEqual([
      'राम शर्मा',
      'श्याम सिंह',
      'Kavita Chaudhary',
      'Priya Verma',
      'Sunita Devi',
    ]);
  });

  it('keep the order of Latin names in Hindi as in English', () => {
    const latin = [
      'Zoya 10',
      'zoya 9',
      'Émile',
      'Emil',
      'aarav',
      "O'Brien",
      'Obrien',
      'de Souza',
    ].map((name, index) => entry({ id: String(index), name }));
    const order = (language: string) =>
      sortDirectory(latin, 'name', 'asc', language).map((s) => s.id);
    expect(order('hi')).toEqual(order('en'));
    expect(sortDirectory(latin, 'name', 'desc', 'hi').map((s) => s.id)).toEqual(
      order('en').reverse(),
    );
  });
});
