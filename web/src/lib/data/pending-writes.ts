import { waitForPendingWrites } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { db } from '../firestore';

/**
 * Writes saved on this device that the server has not acknowledged yet. With Firestore's
 * persistent cache a write is applied locally at once and its promise settles only when the server
 * answers: offline, that is when the connection returns, or never in this page's life.
 *
 * - `waiting`: writes of this page still unacknowledged, by description ("Aarav Sharma").
 * - `earlier`: writes left from an earlier visit (saved offline, then the page was closed or
 *   reloaded): Firestore still holds and sends them; we only learn when they are all through.
 * - `failures`: writes the server refused after they were saved locally, for the user to see.
 */
export interface SyncState {
  waiting: readonly string[];
  earlier: boolean;
  failures: readonly SyncFailure[];
}

export interface SyncFailure {
  id: number;
  description: string;
  message: string;
}

let state: SyncState = { waiting: [], earlier: false, failures: [] };
const listeners = new Set<() => void>();
let nextId = 1;

function update(change: (current: SyncState) => SyncState) {
  state = change(state);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows a write until the server acknowledges or refuses it. Returns the same promise, so a
 * caller online may still await it; offline nobody should.
 */
export function trackWrite<T>(
  write: Promise<T>,
  description: string,
  refusalMessage: (error: unknown) => string,
): Promise<T> {
  update((current) => ({ ...current, waiting: [...current.waiting, description] }));
  const settle = () =>
    update((current) => {
      const index = current.waiting.indexOf(description);
      return index < 0
        ? current
        : { ...current, waiting: current.waiting.filter((_, i) => i !== index) };
    });
  write.then(settle, (error: unknown) => {
    console.error(`Write refused: ${description}`, error);
    settle();
    update((current) => ({
      ...current,
      failures: [
        ...current.failures,
        { id: nextId++, description, message: refusalMessage(error) },
      ],
    }));
  });
  return write;
}

/** A write queued on this device, as a save reports it to the page that made it. */
export interface QueuedWrite {
  /** Whether the device was offline when saving (the write waits for the connection). */
  offline: boolean;
  /** Settles when the server answers. */
  synced: Promise<void>;
}

/**
 * A save's report, taken at the moment of saving: offline, the page says the change waits for
 * the connection instead of waiting for `synced` itself.
 */
export function queuedWrite(synced: Promise<void>): QueuedWrite {
  return { offline: !navigator.onLine, synced };
}

/**
 * Follows a form's save to its end: offline, it is kept on this device (the header's sync status
 * follows it until the server has it) and `offline` says so at once; online, `saved` once the
 * server has it, or `failed`. Never throws.
 */
export async function followSave(
  save: QueuedWrite,
  on: { offline: () => void; saved: () => void; failed: (error: unknown) => void },
): Promise<void> {
  if (save.offline) {
    on.offline();
    return;
  }
  try {
    await save.synced;
    on.saved();
  } catch (error) {
    on.failed(error);
  }
}

export function dismissFailure(id: number) {
  update((current) => ({
    ...current,
    failures: current.failures.filter((failure) => failure.id !== id),
  }));
}

let watchingEarlier = false;

/** Once per page: notices writes an earlier visit left unsent, until they are through. */
export function watchEarlierWrites() {
  if (watchingEarlier) return;
  watchingEarlier = true;
  let settled = false;
  // Resolves at once when nothing is pending; shown only if it takes a moment, to avoid a flash.
  const timer = setTimeout(() => {
    if (!settled) update((current) => ({ ...current, earlier: true }));
  }, 300);
  waitForPendingWrites(db)
    .catch((error: unknown) => console.warn('pending writes', error))
    .finally(() => {
      settled = true;
      clearTimeout(timer);
      update((current) => ({ ...current, earlier: false }));
    });
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, () => state);
}

/** How many changes of this page wait for the server, and whether an earlier visit left some. */
export function unsyncedChanges(sync: SyncState): { count: number; any: boolean } {
  return { count: sync.waiting.length, any: sync.waiting.length > 0 || sync.earlier };
}

/** Whether changes saved on this device (of this page or an earlier visit) wait for the server. */
export function changesWaiting(): boolean {
  return unsyncedChanges(state).any;
}

/** Resolves once every write saved on this device has reached the server. */
export function allChangesSynced(): Promise<void> {
  return waitForPendingWrites(db);
}
