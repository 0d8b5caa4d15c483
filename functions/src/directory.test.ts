import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  directoryEntryBytes,
  directoryShardId,
  packDirectoryEntry,
  unpackDirectoryEntry,
} from '@village/model/directory';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  directoryBytesDelta,
  directoryDrift,
  directoryShardsOf,
  directorySourceOf,
} from './directory';

const UPDATED = Date.UTC(2026, 10, 23, 10, 30);
const WRITTEN = new Date(Date.UTC(2026, 10, 23, 11));

/** A student document as the app writes it, read back through the Admin SDK. */
function stored(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Aarav Sharma',
    dateOfBirth: '2016-04-12',
    gender: 'male',
    educationLevel: '3rd Standard',
    course: '',
    category: 'primary',
    school: 'Govt Primary School, Narela',
    address: 'House No. 12, Main Road,\nNarela',
    location: new GeoPoint(28.853, 77.092),
    parentName: 'Rajesh Sharma',
    parentContact: '+919876543210',
    parentOccupation: 'Farmer',
    enrollmentDate: '2022-04-01',
    status: 'active',
    studentId: 'NPS-0001',
    createdAt: Timestamp.fromMillis(UPDATED - 1000),
    createdBy: 'olga',
    updatedAt: Timestamp.fromMillis(UPDATED),
    updatedBy: 'olga',
    ...overrides,
  };
}

describe('directorySourceOf', () => {
  it('lists a stored student with its location, studentId and updatedAt', () => {
    expect(directorySourceOf(stored(), WRITTEN)).toEqual({
      ok: true,
      source: {
        studentId: 'NPS-0001',
        name: 'Aarav Sharma',
        school: 'Govt Primary School, Narela',
        address: 'House No. 12, Main Road,\nNarela',
        educationLevel: '3rd Standard',
        course: '',
        gender: 'male',
        dateOfBirth: '2016-04-12',
        parentName: 'Rajesh Sharma',
        parentContact: '+919876543210',
        status: 'active',
        location: { lat: 28.853, lng: 77.092 },
        updatedAtMs: UPDATED,
        // An older document: no section, admission number or details.
        section: '',
        admissionNumber: '',
        socialCategory: '',
        cwsn: null,
      },
    });
  });

  it('lists the section, admission number, social category and CWSN of the document', () => {
    const result = directorySourceOf(
      stored({
        section: 'B',
        admissionNumber: 'ADM/12',
        social: { socialCategory: 'st', bpl: true },
        needs: { cwsn: false },
      }),
      WRITTEN,
    );
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.source).toMatchObject({
      section: 'B',
      admissionNumber: 'ADM/12',
      socialCategory: 'st',
      cwsn: false,
    });
    const line = packDirectoryEntry(result.source);
    expect(line.split('\t').slice(-4)).toEqual(['B', 'ADM/12', '3', 'n']);
    expect(unpackDirectoryEntry('doc-1', line)).toMatchObject({
      section: 'B',
      admissionNumber: 'ADM/12',
      socialCategory: 'st',
      cwsn: false,
    });
  });

  it('reads a missing studentId and location as null, a missing updatedAt as the write time', () => {
    const result = directorySourceOf(
      stored({ studentId: undefined, location: undefined, updatedAt: undefined }),
      WRITTEN,
    );
    expect(result).toMatchObject({
      ok: true,
      source: { studentId: null, location: null, updatedAtMs: WRITTEN.getTime() },
    });
    expect(directorySourceOf(stored({ studentId: null, location: null }), WRITTEN)).toMatchObject({
      ok: true,
      source: { studentId: null, location: null },
    });
  });

  it('packs into a line the web app reads back as the same student', () => {
    const result = directorySourceOf(stored({ name: 'Aarav\tSharma' }), WRITTEN);
    if (!result.ok) throw new Error(result.problems.join('; '));
    const entry = unpackDirectoryEntry('doc-1', packDirectoryEntry(result.source));
    expect(entry).toMatchObject({
      id: 'doc-1',
      studentId: 'NPS-0001',
      name: 'Aarav Sharma', // a tab cannot occur in a line
      category: 'primary',
      location: { lat: 28.853, lng: 77.092 },
      updatedAtMs: UPDATED,
    });
  });

  it.each([
    ['without a name', { name: undefined }],
    ['with an unknown level', { educationLevel: '13th Standard' }],
    ['with an unreal date of birth', { dateOfBirth: '2023-02-31' }],
    ['with a location that is not a GeoPoint', { location: 'Narela' }],
    ['with updatedAt that is not a timestamp', { updatedAt: 'yesterday' }],
    ['with an unformatted contact', { parentContact: '98765 43210' }],
  ])('refuses a student %s, saying why', (_, overrides) => {
    const result = directorySourceOf(stored(overrides), WRITTEN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
  });
});

describe('directoryShardsOf and directoryDrift', () => {
  const students = ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({
    id,
    data: stored({ name: `Student ${id}`, studentId: `NPS-000${index + 1}` }),
    updateTime: WRITTEN,
  }));
  const broken = { id: 'broken', data: stored({ school: '' }), updateTime: WRITTEN };

  it("puts every valid student's line in its shard and names the invalid ones", () => {
    const { shards, invalid } = directoryShardsOf([...students, broken], 32);
    expect(invalid).toEqual(['broken']);
    const listed = [...shards.entries()].flatMap(([shardId, entries]) =>
      Object.keys(entries).map((id) => [id, shardId]),
    );
    expect(listed.sort()).toEqual(students.map(({ id }) => [id, directoryShardId(id)]).sort());
    const firstShard = shards.get(directoryShardId('a'));
    expect(unpackDirectoryEntry('a', firstShard?.a ?? '').name).toBe('Student a');
  });

  it('places the lines in the shards of a grown index', () => {
    const { shards } = directoryShardsOf(students, 128);
    for (const { id } of students)
      expect(shards.get(directoryShardId(id, 128))?.[id]).toBeDefined();
    expect([...shards.keys()].every((shardId) => /^shard-\d{3}$/.test(shardId))).toBe(true);
  });

  it('counts the wrong, missing and extra lines, shard by shard', () => {
    const { shards } = directoryShardsOf(students, 32);
    expect(directoryDrift(shards, shards)).toEqual({ wrongLines: 0, lines: new Map() });
    // A stored shard that is empty and a shard not stored at all are the same.
    expect(directoryDrift(new Map([['shard-99', {}]]), new Map())).toEqual({
      wrongLines: 0,
      lines: new Map(),
    });

    const shardA = directoryShardId('a');
    const stale = new Map(shards);
    stale.set(shardA, { ...shards.get(shardA), a: 'stale line', ghost: 'deleted student' });
    const shardB = directoryShardId('b');
    if (shardB !== shardA) stale.delete(shardB);
    const drift = directoryDrift(stale, shards);
    expect([...drift.lines.keys()].sort()).toEqual([...new Set([shardA, shardB])].sort());
    expect(drift.lines.get(shardA)).toEqual(expect.arrayContaining(['a', 'ghost']));
    const missing = shardB !== shardA ? Object.keys(shards.get(shardB) ?? {}).length : 0;
    expect(drift.wrongLines).toBe(2 + missing);
  });

  it('finds the version-1 lines stored before version 2 to be drift, so the reconcile rewrites them', () => {
    const { shards } = directoryShardsOf(students, 32);
    const shardA = directoryShardId('a');
    const lineA = shards.get(shardA)?.a ?? '';
    // The line a version-1 function wrote: the same student, without the last four fields.
    const v1 = ['1', ...lineA.split('\t').slice(1, 15)].join('\t');
    expect(unpackDirectoryEntry('a', v1).name).toBe('Student a');
    const stored = new Map(shards);
    stored.set(shardA, { ...shards.get(shardA), a: v1 });
    const drift = directoryDrift(stored, shards);
    expect(drift.wrongLines).toBe(1);
    expect(drift.lines.get(shardA)).toEqual(['a']);
  });
});

describe('directoryBytesDelta', () => {
  const snapshot = (data: Record<string, unknown> | null) =>
    ({
      exists: data !== null,
      data: () => data ?? undefined,
      updateTime: Timestamp.fromDate(WRITTEN),
    }) as unknown as DocumentSnapshot;
  const lineBytes = (id: string, data: Record<string, unknown>) => {
    const result = directorySourceOf(data, WRITTEN);
    if (!result.ok) throw new Error('invalid');
    return directoryEntryBytes(id, packDirectoryEntry(result.source));
  };

  it("counts a line's bytes in on create, the difference on update, out on delete", () => {
    const short = stored({ name: 'Ram' });
    const long = stored({ name: 'राम प्रसाद शर्मा' });
    expect(directoryBytesDelta('s1', snapshot(null), snapshot(short))).toBe(lineBytes('s1', short));
    expect(directoryBytesDelta('s1', snapshot(short), snapshot(long))).toBe(
      lineBytes('s1', long) - lineBytes('s1', short),
    );
    expect(directoryBytesDelta('s1', snapshot(long), snapshot(null))).toBe(-lineBytes('s1', long));
    // An invalid document has no line.
    expect(directoryBytesDelta('s1', snapshot(null), snapshot(stored({ school: '' })))).toBe(0);
  });

  it("leaves an imported student's create to the import, which counted it", () => {
    const data = stored();
    expect(directoryBytesDelta('import-abc-2', snapshot(null), snapshot(data))).toBe(0);
    expect(directoryBytesDelta('import-abc-2', snapshot(data), snapshot(null))).toBe(
      -lineBytes('import-abc-2', data),
    );
  });
});
