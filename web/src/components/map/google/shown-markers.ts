import type { MapMarker } from '../map-types';
import { markerKey } from './marker-key';

type MarkerElement = google.maps.marker.AdvancedMarkerElement;

/** A marker on the clustered map: its element, made once, and the marker it shows now. */
export interface ShownMarker {
  element: MarkerElement;
  marker: MapMarker;
}

/**
 * Brings the shown markers (by markerKey) in line with a new list: a marker that stays where it
 * was keeps its element (retitled), one that moved or is new gets a fresh one from `create`, one
 * that left the list is dropped. Returns the elements for the clusterer to remove and to add.
 */
export function syncShownMarkers(
  shown: Map<string, ShownMarker>,
  markers: readonly MapMarker[],
  create: (key: string, marker: MapMarker) => ShownMarker,
): { removed: MarkerElement[]; added: MarkerElement[] } {
  const next = new Map(markers.map((marker, index) => [markerKey(marker, index), marker] as const));
  const removed: MarkerElement[] = [];
  for (const [key, { element }] of shown) {
    if (!next.has(key)) {
      removed.push(element);
      shown.delete(key);
    }
  }
  const added: MarkerElement[] = [];
  for (const [key, marker] of next) {
    const known = shown.get(key);
    if (known && known.marker.lat === marker.lat && known.marker.lng === marker.lng) {
      known.marker = marker;
      known.element.title = marker.title;
      continue;
    }
    if (known) removed.push(known.element);
    const entry = create(key, marker);
    shown.set(key, entry);
    added.push(entry.element);
  }
  return { removed, added };
}
