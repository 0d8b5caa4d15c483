/** +1 when a student document appears, -1 when it goes, 0 for an update. */
export function studentCountDelta(existedBefore: boolean, existsAfter: boolean): -1 | 0 | 1 {
  if (existedBefore === existsAfter) return 0;
  return existsAfter ? 1 : -1;
}
