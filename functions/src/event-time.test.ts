import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { latestTimeOf, notAfter, timestampFromRfc3339 } from './event-time';

describe('event times', () => {
  it('keeps the sub-millisecond digits of a CloudEvent time', () => {
    const time = timestampFromRfc3339('2026-11-23T10:15:30.123456Z');
    expect(time.seconds).toBe(Date.UTC(2026, 10, 23, 10, 15, 30) / 1000);
    expect(time.nanoseconds).toBe(123_456_000);
    expect(timestampFromRfc3339('2026-11-23T10:15:30Z').nanoseconds).toBe(0);
    expect(timestampFromRfc3339('2026-11-23T15:45:30.5+05:30').seconds).toBe(time.seconds);
    expect(() => timestampFromRfc3339('yesterday')).toThrow(RangeError);
  });

  it('takes a whole-second time as the end of that second', () => {
    expect(latestTimeOf('2026-11-23T10:15:30Z').nanoseconds).toBe(999_999_999);
    expect(latestTimeOf('2026-11-23T10:15:30.25Z').nanoseconds).toBe(250_000_000);
  });

  it('orders timestamps', () => {
    expect(notAfter(new Timestamp(1, 5), new Timestamp(1, 5))).toBe(true);
    expect(notAfter(new Timestamp(1, 6), new Timestamp(1, 5))).toBe(false);
    expect(notAfter(new Timestamp(0, 999), new Timestamp(1, 0))).toBe(true);
  });
});
