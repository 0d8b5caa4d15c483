import type { MapMarker } from '../map-types';

/** A marker's identity across renders of a live list. */
export function markerKey(marker: MapMarker, index: number): string {
  return marker.id ?? `${index}:${marker.lat},${marker.lng}:${marker.title}`;
}
