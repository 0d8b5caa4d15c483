import { describe, expect, it } from 'vitest';
import { entry } from '../../../testing/directory-entry';
import { locatedStudents } from './located-students';

describe('locatedStudents', () => {
  it('keeps the students with a location, sorted by name', () => {
    const students = locatedStudents([
      entry({ id: 'z', name: 'Zoya Ali', location: { lat: 28.8, lng: 77.1 } }),
      entry({ id: 'n', name: 'No Place' }),
      entry({ id: 'a', name: 'aarav', location: { lat: 28.7, lng: 77.2 } }),
    ]);
    expect(students.map((student) => student.id)).toEqual(['a', 'z']);
  });
});
