import type { DirectoryEntry } from '@village/model/directory';
import type { LatLngLiteral } from '../../../components/map/map-types';
import { everyStudentQuery, type DirectoryPage } from '../../../lib/directory/directory-engine';

/** A student the map can show: one with a location. */
export type LocatedStudent = DirectoryEntry & { location: LatLngLiteral };

/** What a map of the organization shows: its located students, and how many students it has. */
export interface LocatedStudents {
  /** Sorted by name (the order of the list under the map). */
  students: readonly LocatedStudent[];
  /** Every student of the organization, located or not. */
  total: number;
}

/**
 * What the maps ask the directory's engine: only the located students, in name order, so that
 * only those are cloned from its worker to the page.
 */
export const LOCATED_STUDENTS_QUERY = everyStudentQuery({ kind: 'all' }, { located: true });

const isLocated = (entry: DirectoryEntry): entry is LocatedStudent => entry.location !== null;

/** The engine's answer to LOCATED_STUDENTS_QUERY, as the maps draw it. */
export function locatedStudentsOf(page: DirectoryPage): LocatedStudents {
  // The engine sent located students only: the filter keeps them all, and tells TypeScript so.
  return { students: page.rows.filter(isLocated), total: page.total };
}
