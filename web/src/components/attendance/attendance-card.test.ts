import { describe, expect, it } from 'vitest';
import { attendanceDayOf, type AttendanceClasses } from '@village/model/attendance/totals';
import { classesTaken, unmarkedClasses } from './attendance-card';

const counts = { present: 20, absent: 2, leave: 0, half: 0 };
const CLASSES: AttendanceClasses = {
  classes: {
    '8th Standard_A': { educationLevel: '8th Standard', section: 'A', students: 30 },
    '7th Standard_B': { educationLevel: '7th Standard', section: 'B', students: 25 },
    '7th Standard_A': { educationLevel: '7th Standard', section: 'A', students: 22 },
    '1st Standard_': { educationLevel: '1st Standard', section: '', students: 12 },
    '9th Standard_C': { educationLevel: '9th Standard', section: 'C', students: 0 },
  },
};

describe("the dashboard's classes not marked yet", () => {
  it('are the classes minus those taken today, in level then section order', () => {
    const day = attendanceDayOf('2026-12-07', {
      '7th Standard_B': { educationLevel: '7th Standard', section: 'B', ...counts },
    });
    expect(unmarkedClasses(CLASSES, day).map((entry) => entry.key)).toEqual([
      '1st Standard_',
      '7th Standard_A',
      '8th Standard_A',
    ]);
    expect(classesTaken(day)).toBe(1);
  });

  it('are every class with students when nothing is taken, and none without classes', () => {
    expect(unmarkedClasses(CLASSES, null)).toHaveLength(4);
    expect(unmarkedClasses(null, null)).toEqual([]);
    expect(classesTaken(null)).toBe(0);
  });
});
