import type { AttendanceRegister } from '@village/model/attendance/register';
import { describe, expect, it } from 'vitest';
import { sortRoll } from '../data/roll-order';
import {
  countsOnScreen,
  marksToSave,
  settledDraft,
  statusOnScreen,
  takers,
  tapped,
} from './marking-state';

const register = (overrides: Partial<AttendanceRegister> = {}): AttendanceRegister => ({
  date: '2026-12-07',
  startYear: 2026,
  educationLevel: '3rd Standard',
  section: 'A',
  people: {},
  marks: {},
  chosen: {},
  ...overrides,
});

const roll = ['s1', 's2', 's3', 's4'];

describe('the marking list', () => {
  it('starts everyone present, and a tap toggles absent', () => {
    expect(roll.map((id) => statusOnScreen(null, {}, id))).toEqual(Array(4).fill('present'));
    expect(tapped('present')).toBe('absent');
    expect(tapped('absent')).toBe('present');
    expect(tapped('leave')).toBe('absent');
    expect(countsOnScreen(null, roll, { s1: 'absent', s2: 'half' })).toEqual({
      present: 2,
      absent: 1,
      leave: 0,
      half: 1,
    });
  });

  it('saves only the children whose status differs from what counts, present to undo', () => {
    const earlier = register({
      people: { u1: { name: 'Tara', takenAt: 1 } },
      marks: { u1: { s1: { status: 'absent', at: 1 }, s2: { status: 'leave', at: 1 } } },
    });
    const draft = { s1: 'present', s2: 'leave', s3: 'absent' } as const;
    expect(marksToSave(earlier, roll, draft, 50)).toEqual({
      s1: { status: 'present', at: 50 },
      s3: { status: 'absent', at: 50 },
    });
    // A child no longer on the roll is not written.
    expect(marksToSave(null, roll, { gone: 'absent' }, 50)).toEqual({});
  });

  it('shows the register as another phone left it, dropping choices it already matches', () => {
    const other = register({
      people: { u2: { name: 'Ravi', takenAt: 5 } },
      marks: { u2: { s1: { status: 'absent', at: 5 } } },
    });
    expect(statusOnScreen(other, {}, 's1')).toBe('absent');
    expect(settledDraft(other, { s1: 'absent', s2: 'half' })).toEqual({ s2: 'half' });
  });

  it('names who took the register, latest first, and not those who only chose', () => {
    const taken = register({
      people: {
        u1: { name: 'Tara', takenAt: 10 },
        u2: { name: 'Ravi', takenAt: 20 },
        u3: { name: 'Asha', takenAt: null },
      },
    });
    expect(takers(taken).map((person) => person.name)).toEqual(['Ravi', 'Tara']);
    expect(takers(null)).toEqual([]);
  });

  it('orders the roll by roll number, in numeric order, then by name; no roll number last', () => {
    const child = (id: string, rollNumber: string, name: string) => ({
      id,
      rollNumber,
      admissionNumber: `A-${id}`,
      name,
      guardian: '',
    });
    const sorted = sortRoll([
      child('a', '', 'Zoya'),
      child('b', '10', 'Ravi'),
      child('c', '2', 'Meena'),
      child('d', '', 'Anil'),
      child('e', '2', 'Aarav'),
    ]);
    expect(sorted.map((student) => student.id)).toEqual(['e', 'c', 'b', 'd', 'a']);
  });
});
