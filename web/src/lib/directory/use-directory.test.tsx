import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataState } from '../data/state';
import { entry } from '../../testing/directory-entry';
import { everyStudentQuery, type DirectoryQuery } from './directory-engine';
import { readyDirectory } from './testing/directory-fixtures';
import { useDirectoryAnswer, type Directory } from './use-directory';

const AARAV = entry({ id: 'aarav', name: 'Aarav Sharma' });
const DIYA = entry({ id: 'diya', name: 'Diya Verma', location: { lat: 28.6, lng: 77.2 } });
const ALL = everyStudentQuery({ kind: 'all' });

function renderAnswer(directory: DataState<Directory>, query: DirectoryQuery | null = ALL) {
  return renderHook(
    ({ directory, query }: { directory: DataState<Directory>; query: DirectoryQuery | null }) =>
      useDirectoryAnswer(directory, query),
    { initialProps: { directory, query } },
  );
}

const ids = (state: DataState<{ rows: { id: string }[] }>) =>
  state.status === 'ready' ? state.data.rows.map((row) => row.id) : state.status;

describe('useDirectoryAnswer', () => {
  it("is the directory's state until it is ready, then the engine's answer", async () => {
    const { result, rerender } = renderAnswer({ status: 'offline' });
    expect(result.current).toEqual({ status: 'offline' });
    const directory = readyDirectory([DIYA, AARAV], { fromCache: true });
    rerender({ directory, query: ALL });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(ids(result.current)).toEqual(['aarav', 'diya']));
    expect(result.current).toMatchObject({ fromCache: true, data: { matching: 2, total: 2 } });
  });

  it('asks nothing without a query, and a newer query is loading until answered', async () => {
    const directory = readyDirectory([DIYA, AARAV]);
    const asked = vi.spyOn(directory.data.source, 'query');
    const { result, rerender } = renderAnswer(directory, null);
    expect(result.current).toEqual({ status: 'loading' });
    expect(asked).not.toHaveBeenCalled();
    rerender({ directory, query: ALL });
    await waitFor(() => expect(ids(result.current)).toEqual(['aarav', 'diya']));
    rerender({ directory, query: everyStudentQuery({ kind: 'all' }, { located: true }) });
    // The answer to the old query is not the answer to this one.
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(ids(result.current)).toEqual(['diya']));
  });

  it('keeps the last answer while a new snapshot is asked, but not across organizations', async () => {
    const first = readyDirectory([AARAV], { orgId: 'org-1' });
    const { result, rerender } = renderAnswer(first);
    await waitFor(() => expect(ids(result.current)).toEqual(['aarav']));
    // A new snapshot of the same organization: its answer is on its way, the last one stays.
    const next = readyDirectory([AARAV, DIYA], { orgId: 'org-1' });
    rerender({ directory: next, query: ALL });
    expect(ids(result.current)).toEqual(['aarav']);
    await waitFor(() => expect(ids(result.current)).toEqual(['aarav', 'diya']));
    // Another organization, whose engine has not answered yet: nothing of the first is shown.
    const other = readyDirectory([DIYA], { orgId: 'org-2' });
    vi.spyOn(other.data.source, 'query').mockReturnValue(new Promise(() => {}));
    rerender({ directory: other, query: ALL });
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('is offline while only the students saved on this device are known', () => {
    const directory = readyDirectory([AARAV], { overlayOnly: 'offline', fromCache: true });
    const asked = vi.spyOn(directory.data.source, 'query');
    const { result } = renderAnswer(directory);
    expect(result.current).toEqual({ status: 'offline' });
    expect(asked).not.toHaveBeenCalled();
  });

  it('is loading while only those are known and the server has not answered yet', () => {
    const directory = readyDirectory([AARAV], { overlayOnly: 'loading', fromCache: true });
    const asked = vi.spyOn(directory.data.source, 'query');
    const { result } = renderAnswer(directory);
    expect(result.current).toEqual({ status: 'loading' });
    expect(asked).not.toHaveBeenCalled();
  });

  it("is the engine's error until a later answer", async () => {
    const broken = readyDirectory([AARAV]);
    const error = Object.assign(new Error('bad shard'), { name: 'InvalidDocumentError' });
    vi.spyOn(broken.data.source, 'query').mockRejectedValue(error);
    const { result, rerender } = renderAnswer(broken);
    await waitFor(() => expect(result.current).toEqual({ status: 'error', error }));
    rerender({ directory: readyDirectory([AARAV]), query: ALL });
    await waitFor(() => expect(ids(result.current)).toEqual(['aarav']));
  });
});
