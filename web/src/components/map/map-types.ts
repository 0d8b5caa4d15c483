/** A point on the map, as Google Maps and the model's location both give it. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** SPEC.md §3: a map marker has a position, a title and a description shown in its popup. */
export interface MapMarker extends LatLngLiteral {
  title: string;
  description?: string;
}

/** Why the map is not shown: the fallback panel says it in words and lists the markers. */
export type MapUnavailableReason = 'no-key' | 'offline' | 'failed' | 'auth-failure';
