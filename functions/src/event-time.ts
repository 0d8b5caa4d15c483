import { Timestamp } from 'firebase-admin/firestore';

const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * A CloudEvent's `time` ("2026-11-23T10:15:30.123456Z") as a Timestamp, keeping the sub-millisecond
 * digits that Date drops, so it compares exactly with Firestore's commit times.
 */
export function timestampFromRfc3339(value: string): Timestamp {
  const match = RFC3339.exec(value);
  if (!match) {
    const millis = Date.parse(value);
    if (Number.isNaN(millis)) throw new RangeError(`Not an RFC 3339 time: ${value}`);
    return Timestamp.fromMillis(millis);
  }
  const [, whole, fraction = '', zone] = match;
  const seconds = Date.parse(`${whole}${zone}`) / 1000;
  const nanos = Number(fraction.padEnd(9, '0'));
  return new Timestamp(seconds, nanos);
}

/**
 * The latest moment a CloudEvent's `time` may stand for. With sub-second digits that is the time
 * itself; the emulators send whole seconds, truncated, so the write may have come up to a second
 * later. Used for deletes, whose commit time is known only from the event: a delete is taken as
 * covered by a reconcile only when it surely came before it.
 */
export function latestTimeOf(value: string): Timestamp {
  const time = timestampFromRfc3339(value);
  const match = RFC3339.exec(value);
  return match && match[2] === undefined ? new Timestamp(time.seconds, 999_999_999) : time;
}

/** a <= b for Timestamps. */
export function notAfter(a: Timestamp, b: Timestamp): boolean {
  return a.seconds < b.seconds || (a.seconds === b.seconds && a.nanoseconds <= b.nanoseconds);
}
