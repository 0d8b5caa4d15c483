import type { DirectoryEntry } from '@village/model/directory';
import type { MapMarker } from '../../../components/map/map-types';
import { englishText, type Translate } from '../../../lib/i18n/catalog';
import { levelLabel } from '../../../lib/i18n/labels';
import { paths } from '../../../lib/paths';
import { dashboardMessages } from '../messages';

/**
 * "B.Sc Computer Science · Delhi Rural University": level (with course) · school, the level in the
 * language of `t` (the core catalog's; English by default).
 */
export function markerDescription(
  entry: Pick<DirectoryEntry, 'educationLevel' | 'course' | 'school'>,
  t: Translate = englishText,
) {
  const levelName = levelLabel(entry.educationLevel, t);
  const level = entry.course.trim() ? `${levelName} ${entry.course.trim()}` : levelName;
  return entry.school.trim() ? `${level} · ${entry.school.trim()}` : level;
}

/**
 * One marker per student with a location: the name as the popup's title, a link to the profile
 * (`viewProfile`: its text in the reader's language).
 */
export function studentMarkers(
  entries: Iterable<DirectoryEntry>,
  t: Translate = englishText,
  viewProfile: string = dashboardMessages.en['marker.viewProfile'],
): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const entry of entries) {
    if (!entry.location) continue;
    markers.push({
      id: entry.id,
      lat: entry.location.lat,
      lng: entry.location.lng,
      title: entry.name,
      description: markerDescription(entry, t),
      link: { to: paths.student(entry.id), label: viewProfile },
    });
  }
  return markers;
}
