import { MAP_DEFAULTS } from '@village/model/constants';
import { sortDirectory, type DirectoryEntry } from '@village/model/directory';
import type { LatLngLiteral, MapMarker } from '../../../components/map/map-types';

/** A student the map can show: one with a location. */
export type LocatedStudent = DirectoryEntry & { location: LatLngLiteral };

/** The students with a location, sorted by name (the order of the list under the map). */
export function locatedStudents(entries: Iterable<DirectoryEntry>): LocatedStudent[] {
  const located = [...entries].filter((entry): entry is LocatedStudent => entry.location !== null);
  return sortDirectory(located, 'name', 'asc') as LocatedStudent[];
}

/** The marker's popup: the name as its title, the level and school below it. */
export function markerOf(student: LocatedStudent): MapMarker {
  const level = student.course
    ? `${student.educationLevel} (${student.course})`
    : student.educationLevel;
  return {
    lat: student.location.lat,
    lng: student.location.lng,
    title: student.name,
    description: `${level}\n${student.school}`,
  };
}

export interface MapView {
  center: LatLngLiteral;
  zoom: number;
}

/** The map's area in pixels that the view is fitted to (a laptop screen's content area). */
const VIEWPORT = { width: 900, height: 520 };
const TILE = 256;
const MIN_ZOOM = 3;
/** One student, or several at one place: close enough to see the street. */
const MAX_ZOOM = 15;

/** Web Mercator's y of a latitude, in the unit square's scale (0..1 over the world). */
function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/**
 * The centre and zoom that show every point: the middle of their bounding box, and the largest
 * zoom at which the box fits VIEWPORT. No points: the app's default centre and zoom.
 */
export function fitView(points: readonly LatLngLiteral[]): MapView {
  if (points.length === 0) return { center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  const lngFraction = (east - west) / 360;
  const latFraction = Math.abs(mercatorY(south) - mercatorY(north));
  const zoomFor = (fraction: number, pixels: number) =>
    fraction > 0 ? Math.log2(pixels / (TILE * fraction)) : MAX_ZOOM;
  const zoom = Math.floor(
    Math.min(zoomFor(lngFraction, VIEWPORT.width), zoomFor(latFraction, VIEWPORT.height)),
  );
  return {
    center: { lat: (north + south) / 2, lng: (east + west) / 2 },
    zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)),
  };
}
