import type { DirectoryEntry } from '@village/model/directory';
import type { MapMarker } from '../../../components/map/map-types';
import { paths } from '../../../lib/paths';

/** "B.Sc Computer Science · Delhi Rural University": level (with course) · school. */
export function markerDescription(
  entry: Pick<DirectoryEntry, 'educationLevel' | 'course' | 'school'>,
) {
  const level = entry.course.trim()
    ? `${entry.educationLevel} ${entry.course.trim()}`
    : entry.educationLevel;
  return entry.school.trim() ? `${level} · ${entry.school.trim()}` : level;
}

/** One marker per student with a location: the name as the popup's title, a link to the profile. */
export function studentMarkers(entries: Iterable<DirectoryEntry>): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const entry of entries) {
    if (!entry.location) continue;
    markers.push({
      id: entry.id,
      lat: entry.location.lat,
      lng: entry.location.lng,
      title: entry.name,
      description: markerDescription(entry),
      link: { to: paths.student(entry.id), label: 'View profile' },
    });
  }
  return markers;
}
