import { describe, expect, it } from 'vitest';
import { NEW_SINCE_LAST_MONTH, NO_EARLIER_MONTH, trendOf } from './trend';

describe('trendOf', () => {
  it('gives the change since last month to one decimal, signed', () => {
    expect(trendOf(245, 233)).toEqual({ text: '+5.2% from last month', direction: 'up' });
    expect(trendOf(74, 75)).toEqual({ text: '-1.3% from last month', direction: 'down' });
    expect(trendOf(110, 100).text).toBe('+10.0% from last month');
    expect(trendOf(1, 3).text).toBe('-66.7% from last month');
  });

  it('says "0.0%" when nothing changed, even for a change too small to show', () => {
    expect(trendOf(100, 100)).toEqual({ text: '0.0% from last month', direction: 'flat' });
    expect(trendOf(100_000, 100_001)).toEqual({ text: '0.0% from last month', direction: 'flat' });
    expect(trendOf(0, 0).text).toBe('0.0% from last month');
  });

  it('has a neutral text without an earlier month, and no percentage of nothing', () => {
    expect(trendOf(12, undefined)).toEqual({ text: NO_EARLIER_MONTH, direction: 'none' });
    expect(NO_EARLIER_MONTH).toBe('No data from last month');
    expect(trendOf(3, 0)).toEqual({ text: NEW_SINCE_LAST_MONTH, direction: 'up' });
  });
});
