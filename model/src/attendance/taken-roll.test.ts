import { describe, expect, it } from 'vitest';
import {
  REGISTER_MAX_STUDENTS,
  attendanceRegisterSchema,
  registerBase,
  rollEntryOf,
  rollEntrySchema,
  type AttendanceRegister,
} from './register';
import { readRegister } from './register-read';
import { guardianOf } from './roll-candidate';
import { takenRoll } from './taken-roll';

const BASE = registerBase('2026-12-07', { educationLevel: '7th Standard', section: 'A' }, 4);

const register = (people: AttendanceRegister['people']): AttendanceRegister => ({
  ...BASE,
  people,
  marks: {},
  chosen: {},
});

const asha = { name: 'Asha', rollNumber: '4', admissionNumber: '12', guardian: 'Ramesh' };
const ashaRenamed = {
  name: 'Asha Devi',
  rollNumber: '4',
  admissionNumber: '12',
  guardian: 'Ramesh',
};
const ravi = { name: 'Ravi', rollNumber: '', admissionNumber: '', guardian: '' };

describe('the roll a register was taken with', () => {
  it('is null when nobody recorded one: taken before rolls were, or not taken', () => {
    expect(takenRoll(null)).toBeNull();
    expect(takenRoll(register({}))).toBeNull();
    expect(takenRoll(register({ olga: { name: 'Olga', takenAt: 5 } }))).toBeNull();
  });

  it("is the union of the people's rolls, the latest taker's entry winning", () => {
    const roll = takenRoll(
      register({
        late: { name: 'Late', takenAt: 20, roll: { asha: ashaRenamed } },
        early: { name: 'Early', takenAt: 10, roll: { asha, ravi } },
        old: { name: 'Old', takenAt: 30 },
      }),
    );
    expect(roll).toEqual({ asha: ashaRenamed, ravi });
  });

  it('keeps an empty roll recorded as empty, not as unknown', () => {
    expect(takenRoll(register({ olga: { name: 'Olga', takenAt: 5, roll: {} } }))).toEqual({});
  });

  it('parses a person without a roll (registers stored before) and bounds a roll', () => {
    const parsed = attendanceRegisterSchema.parse({ ...BASE, people: { olga: { name: 'Olga' } } });
    expect(parsed.people.olga).toEqual({ name: 'Olga', takenAt: null });
    const many = Object.fromEntries(
      Array.from({ length: REGISTER_MAX_STUDENTS + 1 }, (_, i) => [`s${i}`, ravi]),
    );
    const tooMany = { ...BASE, people: { olga: { name: 'Olga', takenAt: 1, roll: many } } };
    expect(attendanceRegisterSchema.safeParse(tooMany).success).toBe(false);
    const longName = { olga: { name: 'Olga', takenAt: 1, roll: { a: { name: 'x'.repeat(101) } } } };
    expect(attendanceRegisterSchema.safeParse({ ...BASE, people: longName }).success).toBe(false);
  });

  it('is read entry by entry: an odd entry costs that child, not the taker', () => {
    const read = readRegister({
      ...BASE,
      people: {
        olga: {
          name: 'Olga',
          takenAt: 5,
          roll: { asha, bad: { name: 7 }, ravi: { name: 'Ravi' } },
        },
        alice: { name: 'Alice', takenAt: 6, roll: 'not a map' },
      },
    });
    expect(read?.people).toEqual({
      olga: { name: 'Olga', takenAt: 5, roll: { asha, ravi } },
      alice: { name: 'Alice', takenAt: 6 },
    });
  });
});

describe('a child as a recorded roll keeps them', () => {
  it("names the father, else the parent or guardian; cuts each text to the schema's bound", () => {
    expect(guardianOf({ family: { fatherName: ' Mohan ' }, parentName: 'Sita' })).toBe('Mohan');
    expect(guardianOf({ family: { fatherName: '  ' }, parentName: 'Sita' })).toBe('Sita');
    expect(guardianOf({ parentName: null })).toBe('');
    const entry = rollEntryOf({
      name: 'n'.repeat(120),
      rollNumber: '12345678901',
      admissionNumber: 'a'.repeat(25),
      guardian: 'g'.repeat(101),
    });
    expect(rollEntrySchema.safeParse(entry).success).toBe(true);
    expect(entry.rollNumber).toBe('1234567890');
  });
});
