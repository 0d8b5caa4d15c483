import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups digits the Indian way, as toLocaleString("en-IN") does', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 1_25_000, 10_00_00_000, -4_560])
      expect(formatCount(value)).toBe(value.toLocaleString('en-IN'));
    expect(formatCount(1_25_000)).toBe('1,25,000');
  });
});
