import type { MapUnavailableReason } from './map-types';
import { mapMessages } from './messages';

/** The Google Maps key of this build ('' when none is configured). Read at render: tests stub it. */
export function mapsApiKey(): string {
  return String(import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '').trim();
}

/**
 * Advanced markers need a map id; Google's DEMO_MAP_ID works for any key, and a deployment
 * with its own styled map sets VITE_GOOGLE_MAPS_MAP_ID.
 */
export function mapsMapId(): string {
  return String(import.meta.env.VITE_GOOGLE_MAPS_MAP_ID ?? '').trim() || 'DEMO_MAP_ID';
}

/** What the fallback panel tells the user, one sentence per reason: the keys of its texts. */
export const unavailableMessageKey = (reason: MapUnavailableReason) =>
  `unavailable.${reason}` as const;

/** The reasons in English, for the console. */
export const MAP_UNAVAILABLE_MESSAGES: Record<MapUnavailableReason, string> = {
  'no-key': mapMessages.en[unavailableMessageKey('no-key')],
  offline: mapMessages.en[unavailableMessageKey('offline')],
  failed: mapMessages.en[unavailableMessageKey('failed')],
  'auth-failure': mapMessages.en[unavailableMessageKey('auth-failure')],
};

/** Developers need the reason too; a page with several maps (or re-renders) logs it once. */
const logged = new Set<MapUnavailableReason>();

export function logMapUnavailable(reason: MapUnavailableReason, detail?: unknown): void {
  if (logged.has(reason)) return;
  logged.add(reason);
  // eslint-disable-next-line village/no-literal-text -- a line for the console, not for the reader
  const message = `Map unavailable (${reason}): ${MAP_UNAVAILABLE_MESSAGES[reason]}`;
  // No key and offline are expected situations; a failed load is a fault to look into.
  if (reason === 'no-key' || reason === 'offline') console.warn(message);
  else console.error(message, ...(detail === undefined ? [] : [detail]));
}
