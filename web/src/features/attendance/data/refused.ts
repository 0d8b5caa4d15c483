import { useSyncExternalStore } from 'react';
import type { RegisterSave } from './registers';

// Saves the server refused (a closed month): kept in this device's storage, so that a teacher who
// marked offline and synced days later still sees which marks did not count, and why, after a
// reload, until they retry or discard them.

export interface RefusedSave {
  /** Unique on this device: the register and the time it was refused. */
  key: string;
  className: string;
  save: RegisterSave;
}

const STORAGE_KEY = 'village-education.attendance.refused';
const listeners = new Set<() => void>();
let cached: { raw: string | null; saves: RefusedSave[] } = { raw: null, saves: [] };

function read(): RefusedSave[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return cached.saves;
  }
  if (raw === cached.raw) return cached.saves;
  let saves: RefusedSave[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) saves = parsed as RefusedSave[];
  } catch {
    saves = [];
  }
  cached = { raw, saves };
  return saves;
}

function write(saves: RefusedSave[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saves));
  } catch (error) {
    console.warn('Could not keep the refused marks on this device', error);
  }
  listeners.forEach((listener) => listener());
}

export function keepRefused(save: RegisterSave, className: string) {
  const key = `${save.base.date}_${save.base.educationLevel}_${save.base.section}_${Date.now()}`;
  write([...read(), { key, className, save }]);
}

export function discardRefused(key: string) {
  write(read().filter((entry) => entry.key !== key));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The refused saves of one organization kept on this device. */
export function useRefusedSaves(orgId: string): RefusedSave[] {
  const all = useSyncExternalStore(subscribe, read, () => cached.saves);
  return all.filter((entry) => entry.save.orgId === orgId);
}
