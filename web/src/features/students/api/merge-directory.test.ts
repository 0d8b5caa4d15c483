import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '@village/model/directory';
import { directoryEntry } from '../directory/fixtures';
import { studentFixture } from '../profile/student-fixture';
import { directoryEntryOf, mergeDirectory } from './merge-directory';

const T = new Date('2024-01-10T10:00:00Z');
const indexOf = (...entries: DirectoryEntry[]) =>
  new Map(entries.map((entry) => [entry.id, entry]));
const NONE: ReadonlySet<string> = new Set();

function listed(state: ReturnType<typeof mergeDirectory>) {
  if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
  return state.data.entries;
}

describe('mergeDirectory', () => {
  const aarav = studentFixture({ id: 'aarav', name: 'Aarav Sharma', updatedAt: T });
  const indexed = indexOf(
    directoryEntryOf(aarav),
    directoryEntry({ id: 'diya', name: 'Diya Verma', updatedAtMs: T.getTime() }),
  );

  it('hands over the same list, the index own, while the newest students add nothing', () => {
    const first = listed(mergeDirectory(indexed, [aarav], new Set(), false, NONE));
    expect(first.map((entry) => entry.name)).toEqual(['Aarav Sharma', 'Diya Verma']);
    // A later snapshot of the same students (a metadata change, say): the very same list, so the
    // page's sort and filters, memoised on it, are not done again.
    const second = listed(mergeDirectory(indexed, [{ ...aarav }], new Set(), true, NONE));
    expect(second).toBe(first);
    // An older copy of a student than the index has changes nothing either.
    const older = { ...aarav, name: 'Aarav (old)', updatedAt: new Date(T.getTime() - 1) };
    expect(listed(mergeDirectory(indexed, [older], new Set(), false, NONE))).toBe(first);
  });

  it('lays a newer student over its line, and adds one the index does not have yet', () => {
    const renamed = { ...aarav, name: 'Aarav Kumar', updatedAt: new Date(T.getTime() + 1) };
    const added = studentFixture({ id: 'kabir', name: 'Kabir Khan', updatedAt: T });
    const entries = listed(mergeDirectory(indexed, [renamed, added], new Set(), false, NONE));
    expect(entries.map((entry) => entry.name)).toEqual(['Aarav Kumar', 'Diya Verma', 'Kabir Khan']);
    expect(indexed.get('aarav')?.name).toBe('Aarav Sharma');
  });

  it('lays a student over its line when as new but different (the index not caught up)', () => {
    const numbered = { ...aarav, studentId: 'NPS-0099' };
    const entries = listed(mergeDirectory(indexed, [numbered], new Set(), false, NONE));
    expect(entries.find((entry) => entry.id === 'aarav')?.studentId).toBe('NPS-0099');
  });

  it('leaves out students deleted on this device, whether indexed or among the newest', () => {
    const added = studentFixture({ id: 'kabir', name: 'Kabir Khan', updatedAt: T });
    const deleted = new Set(['diya', 'kabir']);
    const entries = listed(mergeDirectory(indexed, [aarav, added], new Set(), false, deleted));
    expect(entries.map((entry) => entry.id)).toEqual(['aarav']);
  });

  it('keeps the pending ids and where the data came from', () => {
    const state = mergeDirectory(indexed, [aarav], new Set(['aarav']), true, NONE);
    expect(state).toMatchObject({ status: 'ready', fromCache: true });
    if (state.status === 'ready') expect([...state.data.pendingIds]).toEqual(['aarav']);
  });
});
