import { z } from 'zod';

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
export const timestampSchema = z
  .union([z.date(), z.custom<TimestampLike>(isTimestampLike, 'Not a timestamp')])
  .transform((value) => (value instanceof Date ? value : value.toDate()));

/** A GeoPoint as { lat, lng }. */
export const geoPointSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .transform(({ latitude, longitude }) => ({ lat: latitude, lng: longitude }));

/** A counter the Cloud Functions keep: absent until they first run, which reads as 0. */
export const counterSchema = z.number().int().min(0).default(0);
