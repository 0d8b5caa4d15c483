import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '@village/model/directory';
import { distributionOf, studentsText } from './distribution';
import { markerDescription, studentMarkers } from './student-markers';

const STATS = { primary: 120, secondary: 85, higher: 40, recentAdditions: 12, schools: 8 };

describe('distributionOf', () => {
  it('gives each category its rounded share of the total', () => {
    const distribution = distributionOf({
      studentCount: 245,
      stats: STATS,
      levels: { '1st Standard': 70, '5th Standard': 50, '10th Standard': 85, MBA: 40 },
    });
    expect(distribution.categories).toEqual([
      { category: 'primary', label: 'Primary', count: 120, percent: 49 },
      { category: 'secondary', label: 'Secondary', count: 85, percent: 35 },
      { category: 'higher', label: 'Higher Education', count: 40, percent: 16 },
    ]);
    expect(distribution.levels).toEqual([
      { level: '1st Standard', count: 70, percent: 29 },
      { level: '5th Standard', count: 50, percent: 20 },
      { level: '10th Standard', count: 85, percent: 35 },
      { level: 'MBA', count: 40, percent: 16 },
    ]);
    expect(distribution.levelsPending).toBe(false);
  });

  it('is all zeros without students, and notes per-level counts not there yet', () => {
    const empty = distributionOf({
      studentCount: 0,
      stats: { ...STATS, primary: 0, secondary: 0, higher: 0 },
      levels: {},
    });
    expect(empty.categories.map((share) => share.percent)).toEqual([0, 0, 0]);
    expect(empty.levelsPending).toBe(false);
    expect(distributionOf({ studentCount: 245, stats: STATS, levels: {} }).levelsPending).toBe(
      true,
    );
  });

  it('counts students in words', () => {
    expect(studentsText(1)).toBe('1 student');
    expect(studentsText(12500)).toBe('12,500 students');
  });
});

describe('studentMarkers', () => {
  const entry = (
    id: string,
    location: DirectoryEntry['location'],
    course = '',
  ): DirectoryEntry => ({
    id,
    studentId: null,
    name: `Student ${id}`,
    school: 'Delhi Rural University',
    address: '',
    educationLevel: 'B.Sc',
    category: 'higher',
    course,
    gender: null,
    dateOfBirth: null,
    parentName: '',
    parentContact: '',
    status: 'active',
    location,
    updatedAtMs: 0,
    section: '',
    admissionNumber: '',
    socialCategory: '',
    cwsn: null,
  });

  it('makes one marker per located student, titled by name, linking to the profile', () => {
    expect(
      studentMarkers([entry('a', { lat: 28.6, lng: 77.2 }, 'Physics'), entry('b', null)]),
    ).toEqual([
      {
        id: 'a',
        lat: 28.6,
        lng: 77.2,
        title: 'Student a',
        description: 'B.Sc Physics · Delhi Rural University',
        link: { to: '/student/a', label: 'View profile' },
      },
    ]);
    expect(markerDescription({ educationLevel: '5th Standard', course: ' ', school: '' })).toBe(
      '5th Standard',
    );
  });
});
