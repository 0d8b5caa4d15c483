import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import type { DataState } from '../data/state';
import {
  OrganizationsContext,
  type CurrentOrganization,
  type OrganizationsState,
} from '../session/current-organization';
import { entry } from '../../testing/directory-entry';
import { everyStudentQuery, type DirectoryQuery } from './directory-engine';
import { readyDirectory } from './testing/directory-fixtures';
import {
  directoryCollection,
  useDirectoryAnswer,
  useDirectoryShardCount,
  useKeptWhileLoading,
  type Directory,
} from './use-directory';

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

/** The organization document as the app shell reads it, with `stored` fields. */
function organization(stored: Record<string, unknown>): Organization {
  return {
    id: 'org-1',
    ...organizationDocSchema.parse({
      name: 'Org',
      createdAt: new Date(0),
      createdBy: 'uid',
      ...stored,
    }),
  };
}

function renderShardCount(orgId: string | null, current: CurrentOrganization | undefined) {
  const state = (current: CurrentOrganization | undefined) =>
    ({ current }) as unknown as OrganizationsState;
  let value = state(current);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>
  );
  const hook = renderHook(() => useDirectoryShardCount(orgId), { wrapper });
  return {
    ...hook,
    update(next: CurrentOrganization | undefined) {
      value = state(next);
      hook.rerender();
    },
  };
}

describe('the index the directory reads', () => {
  it('is the one the organization document names: 32 shards until it has grown', () => {
    const current = (stored: Record<string, unknown> | undefined): CurrentOrganization => ({
      orgId: 'org-1',
      role: 'org_user',
      organization: stored ? organization(stored) : undefined,
    });
    // Not loaded yet: nothing is read until the organization document says which index.
    const { result, update } = renderShardCount('org-1', current(undefined));
    expect(result.current).toBeNull();
    update(current({}));
    expect(result.current).toBe(32);
    update(current({ directoryShards: 64 }));
    expect(result.current).toBe(64);
    update(current({ directoryShards: 128 }));
    expect(result.current).toBe(128);
    // A count no index has reads as the first index, never as no directory.
    update(current({ directoryShards: 100 }));
    expect(result.current).toBe(32);
  });

  it('is nothing for an organization that is not the current one', () => {
    const { result } = renderShardCount('org-2', {
      orgId: 'org-1',
      role: 'org_user',
      organization: organization({ directoryShards: 64 }),
    });
    expect(result.current).toBeNull();
  });

  it('lives at directory/ with 32 shards, beside it once grown', () => {
    expect(directoryCollection('org-1', 32).path).toBe('organizations/org-1/directory');
    expect(directoryCollection('org-1', 64).path).toBe(
      'organizations/org-1/directory/shards-64/shards',
    );
  });
});

describe('useKeptWhileLoading', () => {
  type State = DataState<string>;
  const ready = (data: string): State => ({ status: 'ready', data, fromCache: false });

  it('keeps the last ready index while the grown one loads, not across organizations', () => {
    const { result, rerender } = renderHook(
      ({ state, scope }: { state: State; scope: string }) => useKeptWhileLoading(state, scope),
      { initialProps: { state: { status: 'loading' } as State, scope: 'org-1' } },
    );
    expect(result.current).toEqual({ status: 'loading' });
    const old = ready('32 shards');
    rerender({ state: old, scope: 'org-1' });
    expect(result.current).toBe(old);
    // The organization names 64 shards: their query starts, the 32 stay meanwhile.
    rerender({ state: { status: 'loading' }, scope: 'org-1' });
    expect(result.current).toBe(old);
    const grown = ready('64 shards');
    rerender({ state: grown, scope: 'org-1' });
    expect(result.current).toBe(grown);
    // An error is shown as it is; another organization starts from nothing.
    const error: State = { status: 'error', error: new Error('denied') };
    rerender({ state: error, scope: 'org-1' });
    expect(result.current).toBe(error);
    rerender({ state: { status: 'loading' }, scope: 'org-2' });
    expect(result.current).toEqual({ status: 'loading' });
  });
});
