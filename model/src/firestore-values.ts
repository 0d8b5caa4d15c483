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
