import { describe, expect, it } from 'vitest';
import { studentCountDelta } from './counter-math';

describe('studentCountDelta', () => {
  it('counts a create as +1, a delete as -1 and an update as 0', () => {
    expect(studentCountDelta(false, true)).toBe(1);
    expect(studentCountDelta(true, false)).toBe(-1);
    expect(studentCountDelta(true, true)).toBe(0);
    expect(studentCountDelta(false, false)).toBe(0);
  });
});
