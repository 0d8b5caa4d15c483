import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '@village/model/constants';
import { entry } from '../report/entry-fixture';
import { fitView, locatedStudents, markerOf } from './located-students';

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

describe('markerOf', () => {
  it('titles the popup with the name, and describes the level, course and school', () => {
    const student = entry({
      id: 'k',
      name: 'Kavya Raghav',
      educationLevel: 'B.Sc',
      course: 'Computer Science',
      school: 'Delhi University',
      location: { lat: 28.61, lng: 77.21 },
    });
    expect(markerOf(locatedStudents([student])[0]!)).toEqual({
      lat: 28.61,
      lng: 77.21,
      title: 'Kavya Raghav',
      description: 'B.Sc (Computer Science)\nDelhi University',
    });
  });
});

describe('fitView', () => {
  it('uses the default centre and zoom without points', () => {
    expect(fitView([])).toEqual({ center: MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom });
  });

  it('centres on one point at street level', () => {
    expect(fitView([{ lat: 28.7, lng: 77.1 }])).toEqual({
      center: { lat: 28.7, lng: 77.1 },
      zoom: 15,
    });
  });

  it('fits villages a few kilometres apart at a town zoom, centred between them', () => {
    const view = fitView([
      { lat: 28.85, lng: 77.09 },
      { lat: 28.78, lng: 77.16 },
    ]);
    expect(view.center.lat).toBeCloseTo(28.815, 6);
    expect(view.center.lng).toBeCloseTo(77.125, 6);
    // 0.07° of latitude at 28.8° N is 465 px at zoom 13, within the 520 px fitted to.
    expect(view.zoom).toBe(13);
  });

  it('zooms out as far as a continent, never further', () => {
    expect(
      fitView([
        { lat: 8, lng: 68 },
        { lat: 35, lng: 97 },
      ]).zoom,
    ).toBe(4);
    expect(
      fitView([
        { lat: -60, lng: -170 },
        { lat: 70, lng: 170 },
      ]).zoom,
    ).toBe(3);
  });
});
