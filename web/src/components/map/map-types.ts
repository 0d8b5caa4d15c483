/** A point on the map, as Google Maps and the model's location both give it. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** A map marker: a position, a title and a description for its popup (docs/product.md, "Map"). */
export interface MapMarker extends LatLngLiteral {
  title: string;
  description?: string;
  /**
   * A stable identity (e.g. the student's document id): a live list that changes keeps the other
   * markers as they are. Without it, markers are told apart by position and title.
   */
  id?: string;
  /** An app link shown in the popup and in the fallback list (e.g. the student's profile). */
  link?: MapMarkerLink;
}

export interface MapMarkerLink {
  /** A path of the app (paths.student(id)), followed by the router. */
  to: string;
  /** The link's text, e.g. "View profile". */
  label: string;
}

/** Why the map is not shown: the fallback panel says it in words and lists the markers. */
export type MapUnavailableReason = 'no-key' | 'offline' | 'failed' | 'auth-failure';

/** Why Google's map itself could not be shown: its script failed or Google refused the key. */
export type MapLoadFailure = Extract<MapUnavailableReason, 'failed' | 'auth-failure'>;
