import * as z from 'zod/mini';
import { checked, integer } from './schema';

// Firestore values as the SDKs hand them over, parsed without importing either SDK: the web app
// and the Admin SDK (functions, seed, tests) have different Timestamp and GeoPoint classes, but
// both give `toDate()` and `latitude`/`longitude`.

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<TimestampLike>).toDate === 'function'
  );
}

/** A Firestore Timestamp (or a Date) as a Date. */
export const timestampSchema = z.pipe(
  z.union([z.date(), z.custom<TimestampLike>(isTimestampLike, 'Not a timestamp')]),
  z.transform((value: Date | TimestampLike) => (value instanceof Date ? value : value.toDate())),
);

/** A GeoPoint as { lat, lng }. */
export const geoPointSchema = z.pipe(
  z.object({
    latitude: checked(z.number(), z.gte(-90), z.lte(90)),
    longitude: checked(z.number(), z.gte(-180), z.lte(180)),
  }),
  z.transform(({ latitude, longitude }: { latitude: number; longitude: number }) => ({
    lat: latitude,
    lng: longitude,
  })),
);

/** A counter the Cloud Functions keep: absent until they first run, which reads as 0. */
export const counterSchema = z._default(checked(integer(), z.gte(0)), 0);

/**
 * A stored value as plain JSON (times as ISO instants), as the child's data file writes a field the
 * model does not know: what either SDK handed over, without its classes' innards.
 */
export function plainValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  // A Firestore Timestamp of either SDK.
  if (typeof object.toDate === 'function') return plainValue((object.toDate as () => unknown)());
  // Bytes (Firestore's Bytes class).
  if (typeof object.toBase64 === 'function') return (object.toBase64 as () => string)();
  if (Array.isArray(value)) return value.map(plainValue);
  // A GeoPoint: its fields are getters, so read them by name.
  if (typeof object.latitude === 'number' && typeof object.longitude === 'number') {
    return { latitude: object.latitude, longitude: object.longitude };
  }
  // A DocumentReference: its path, not the SDK's innards.
  if (typeof object.path === 'string' && Object.getPrototypeOf(value) !== Object.prototype) {
    return object.path;
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, plainValue(item)]));
}
