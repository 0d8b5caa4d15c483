/** A reconcile's name as holder of the fold lease starts with this (reconcile.ts, import.ts). */
export const RECONCILE_HOLDER = 'reconcile-';
