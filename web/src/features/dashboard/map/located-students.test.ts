import { describe, expect, it } from 'vitest';
import { engineOf } from '../../../lib/directory/testing/directory-fixtures';
import { entry } from '../../../testing/directory-entry';
import { LOCATED_STUDENTS_QUERY, locatedStudentsOf } from './located-students';

describe('LOCATED_STUDENTS_QUERY', () => {
  it('answers the students with a location, sorted by name, and counts every student', () => {
    const engine = engineOf([
      entry({ id: 'z', name: 'Zoya Ali', location: { lat: 28.8, lng: 77.1 } }),
      entry({ id: 'n', name: 'No Place' }),
      entry({ id: 'a', name: 'aarav', location: { lat: 28.7, lng: 77.2 } }),
    ]);
    const page = engine.query(LOCATED_STUDENTS_QUERY);
    // Only the located students cross from the worker.
    expect(page.rows.map((student) => student.id)).toEqual(['a', 'z']);
    const located = locatedStudentsOf(page);
    expect(located.students.map((student) => student.location)).toEqual([
      { lat: 28.7, lng: 77.2 },
      { lat: 28.8, lng: 77.1 },
    ]);
    expect(located.total).toBe(3);
  });
});
