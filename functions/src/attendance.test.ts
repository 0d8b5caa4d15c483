import { describe, expect, it } from 'vitest';
import { attendanceRegisterSchema } from '@village/model/attendance/register';
import {
  arrivedLate,
  arrivedMarks,
  classesMoved,
  registerDigest,
  registerKeyOf,
} from './attendance';

const register = (overrides: Record<string, unknown> = {}) =>
  attendanceRegisterSchema.parse({
    date: '2026-12-07',
    startYear: 2026,
    educationLevel: '7th Standard',
    section: 'A',
    people: { t1: { name: 'Sunita', takenAt: 100 } },
    marks: { t1: { s1: { status: 'absent', at: 90 }, s2: { status: 'half', at: 91 } } },
    ...overrides,
  });

describe('register ids', () => {
  it('reads the day and class of an id, and refuses what is not one', () => {
    expect(registerKeyOf('2026-12-07_7th Standard_A')).toEqual({
      date: '2026-12-07',
      attendanceClass: { educationLevel: '7th Standard', section: 'A' },
    });
    expect(registerKeyOf('2026-12-07_B.Sc_')).toEqual({
      date: '2026-12-07',
      attendanceClass: { educationLevel: 'B.Sc', section: '' },
    });
    expect(registerKeyOf('2026-12-07_7th Standard_a')).toBeNull();
    expect(registerKeyOf('2026-02-30_7th Standard_A')).toBeNull();
    expect(registerKeyOf('2026-12-07_Standard 7_A')).toBeNull();
  });
});

describe('register fingerprints', () => {
  it('change with what counts only', () => {
    const digest = registerDigest(register());
    expect(
      registerDigest(
        register({
          people: { t1: { name: 'Another name', takenAt: 555 } },
          marks: { t1: { s2: { status: 'half', at: 91 }, s1: { status: 'absent', at: 90 } } },
        }),
      ),
    ).toBe(digest);
    expect(
      registerDigest(register({ people: { t1: { name: 'Sunita', takenAt: null } } })),
    ).not.toBe(digest);
    expect(
      registerDigest(register({ marks: { t1: { s1: { status: 'leave', at: 90 } } } })),
    ).not.toBe(digest);
    expect(
      registerDigest(register({ chosen: { s1: { status: 'present', at: 99, uid: 't2' } } })),
    ).not.toBe(digest);
    expect(registerDigest(null)).toBeNull();
  });
});

describe('late marks', () => {
  it('are the marks a write brought: new, or changed in status or time', () => {
    const before = {
      marks: { t1: { s1: { status: 'absent', at: 1 }, s2: { status: 'leave', at: 2 } } },
    };
    const after = {
      marks: {
        t1: {
          s1: { status: 'absent', at: 1 },
          s2: { status: 'present', at: 3 },
          s3: { status: 'half', at: 4 },
        },
        t2: { s1: { status: 'leave', at: 5 } },
      },
    };
    expect(arrivedMarks(before, after)).toEqual([
      { uid: 't1', studentDocId: 's2', at: 3 },
      { uid: 't1', studentDocId: 's3', at: 4 },
      { uid: 't2', studentDocId: 's1', at: 5 },
    ]);
    expect(arrivedMarks(after, after)).toEqual([]);
    expect(arrivedMarks(after, undefined)).toEqual([]);
  });

  it('arrive late after the window has ended in India', () => {
    // A mark of 1 December with a 7-day window may arrive until 8 December ends in India
    // (18:30 UTC).
    expect(arrivedLate('2026-12-01', 7, new Date('2026-12-08T18:29:59Z'))).toBe(false);
    expect(arrivedLate('2026-12-01', 7, new Date('2026-12-08T18:30:00Z'))).toBe(true);
    expect(arrivedLate('2026-12-01', 0, new Date('2026-12-01T12:00:00Z'))).toBe(false);
    expect(arrivedLate('2026-12-01', 0, new Date('2026-12-01T19:00:00Z'))).toBe(true);
  });
});

describe('the classes a student write moves', () => {
  const student = (educationLevel: string, section: string, status = 'active') => ({
    educationLevel,
    section,
    status,
  });

  it('are the one left and the one joined, none for a change within a class', () => {
    expect(classesMoved(student('3rd Standard', 'a '), student('3rd Standard', 'A'))).toEqual([]);
    expect(classesMoved(student('3rd Standard', 'A'), student('3rd Standard', 'B'))).toEqual([
      '3rd Standard_A',
      '3rd Standard_B',
    ]);
    expect(classesMoved(undefined, student('B.Sc', ''))).toEqual(['B.Sc_']);
    expect(
      classesMoved(student('3rd Standard', 'A'), student('3rd Standard', 'A', 'left')),
    ).toEqual(['3rd Standard_A']);
    expect(classesMoved(student('3rd Standard', 'A'), undefined)).toEqual(['3rd Standard_A']);
  });
});
