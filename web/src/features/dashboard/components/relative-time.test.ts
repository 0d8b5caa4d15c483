import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * 1000, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30_000, '5 minutes ago'],
    [2 * HOUR + 10 * MINUTE, '2 hours ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY + HOUR, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [8 * DAY, 'last week'],
    [20 * DAY, '2 weeks ago'],
    [45 * DAY, 'last month'],
    [200 * DAY, '6 months ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('reads a time ahead of the device clock as "just now"', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('just now');
  });
});
