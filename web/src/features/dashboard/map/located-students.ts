import { sortDirectory, type DirectoryEntry } from '@village/model/directory';
import type { LatLngLiteral } from '../../../components/map/map-types';

/** A student the map can show: one with a location. */
export type LocatedStudent = DirectoryEntry & { location: LatLngLiteral };

/** The students with a location, sorted by name (the order of the list under the map). */
export function locatedStudents(entries: Iterable<DirectoryEntry>): LocatedStudent[] {
  const located = [...entries].filter((entry): entry is LocatedStudent => entry.location !== null);
  return sortDirectory(located, 'name', 'asc') as LocatedStudent[];
}
