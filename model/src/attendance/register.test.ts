import { describe, expect, it } from 'vitest';
import {
  attendedPercent,
  childAttendance,
  classKeyOf,
  classOfKey,
  marksOf,
  registerBase,
  registerCounts,
  registerIdOf,
  registerTaken,
  type AttendanceRegister,
} from './register';
import { readRegister } from './register-read';

const BASE = registerBase('2026-12-07', { educationLevel: '7th Standard', section: 'a' }, 4);

function register(patch: Partial<AttendanceRegister> = {}): AttendanceRegister {
  return { ...BASE, people: {}, marks: {}, chosen: {}, ...patch };
}

const people = {
  olga: { name: 'Olga', takenAt: 10 },
  alice: { name: 'Alice', takenAt: null },
};

describe('register ids and class keys', () => {
  it('name a register by its date, level and section as sectionKey writes it', () => {
    expect(registerIdOf('2026-12-07', { educationLevel: '7th Standard', section: ' a ' })).toBe(
      '2026-12-07_7th Standard_A',
    );
    expect(registerIdOf('2026-12-07', { educationLevel: 'B.Sc', section: '' })).toBe(
      '2026-12-07_B.Sc_',
    );
  });

  it('encode a section that would make a path', () => {
    expect(classKeyOf({ educationLevel: '7th Standard', section: 'a/b' })).toBe(
      '7th Standard_A%2FB',
    );
  });

  it.each([' a ', 'a/b', 'A_B', 'अ', '', '%20', 'x_y_z'])(
    'round trip a class with section %j through its key',
    (section) => {
      const key = classKeyOf({ educationLevel: '10th Standard', section });
      expect(classOfKey(key)).toEqual({
        educationLevel: '10th Standard',
        section: section.trim().toUpperCase(),
      });
    },
  );

  it('read no class from a key that is not one', () => {
    expect(classOfKey('7th Standard')).toBeNull();
    expect(classOfKey('13th Standard_A')).toBeNull();
    expect(classOfKey('7th Standard_%E0%A4')).toBeNull();
  });

  it('give a new register the academic year of its date', () => {
    expect(BASE).toEqual({
      date: '2026-12-07',
      startYear: 2026,
      educationLevel: '7th Standard',
      section: 'A',
    });
    expect(registerBase('2027-02-01', { educationLevel: 'B.Sc', section: '' }, 4).startYear).toBe(
      2026,
    );
    expect(registerBase('2026-06-30', { educationLevel: 'B.Sc', section: '' }, 7).startYear).toBe(
      2025,
    );
  });
});

describe("a child's attendance", () => {
  it('is present when nobody marked the child, or there is no register', () => {
    expect(childAttendance(register(), 'ravi')).toEqual({ status: 'present', clash: [] });
    expect(childAttendance(null, 'ravi')).toEqual({ status: 'present', clash: [] });
  });

  it('follows the newest mark when everyone agrees', () => {
    const agreed = register({
      people,
      marks: {
        olga: { ravi: { status: 'absent', at: 5 } },
        alice: { ravi: { status: 'absent', at: 9 } },
      },
    });
    expect(childAttendance(agreed, 'ravi')).toEqual({ status: 'absent', clash: [] });
  });

  it('follows the newest of one person: present undoes an absence', () => {
    const undone = register({ people, marks: { olga: { ravi: { status: 'present', at: 7 } } } });
    expect(childAttendance(undone, 'ravi').status).toBe('present');
  });

  it('is a clash, newest counting meanwhile, when two people differ', () => {
    const clash = register({
      people,
      marks: {
        olga: { ravi: { status: 'absent', at: 5 } },
        alice: { ravi: { status: 'leave', at: 9 } },
      },
    });
    expect(childAttendance(clash, 'ravi')).toEqual({
      status: 'leave',
      clash: [
        { uid: 'alice', name: 'Alice', status: 'leave', at: 9 },
        { uid: 'olga', name: 'Olga', status: 'absent', at: 5 },
      ],
    });
  });

  const clashed = {
    people,
    marks: {
      olga: { ravi: { status: 'absent' as const, at: 5 } },
      alice: { ravi: { status: 'leave' as const, at: 9 } },
    },
  };

  it('is settled by a choice made after the newest mark', () => {
    const settled = register({
      ...clashed,
      chosen: { ravi: { status: 'absent', at: 12, uid: 'alice' } },
    });
    expect(childAttendance(settled, 'ravi')).toEqual({ status: 'absent', clash: [] });
  });

  it('is reopened by a mark newer than the choice', () => {
    const reopened = register({
      ...clashed,
      marks: { ...clashed.marks, olga: { ravi: { status: 'half', at: 15 } } },
      chosen: { ravi: { status: 'absent', at: 12, uid: 'alice' } },
    });
    const child = childAttendance(reopened, 'ravi');
    expect(child.status).toBe('half');
    expect(child.clash.map((mark) => mark.uid)).toEqual(['olga', 'alice']);
  });

  it('lists marks newest first, a person with no entry in people nameless', () => {
    const marks = marksOf(
      register({ marks: { zed: { ravi: { status: 'absent', at: 3 } } } }),
      'ravi',
    );
    expect(marks).toEqual([{ uid: 'zed', name: '', status: 'absent', at: 3 }]);
  });
});

describe('counts', () => {
  const day = register({
    people,
    marks: {
      olga: {
        a: { status: 'absent', at: 1 },
        b: { status: 'leave', at: 1 },
        c: { status: 'half', at: 1 },
        gone: { status: 'absent', at: 1 },
      },
      alice: { b: { status: 'absent', at: 2 } },
    },
  });

  it('count each child on the roll by status, clashes apart, children off it not at all', () => {
    expect(registerCounts(day, ['a', 'b', 'c', 'd', 'e'])).toEqual({
      present: 2,
      absent: 2,
      leave: 0,
      half: 1,
      clashes: 1,
    });
  });

  it('give the percentage attended, a half day counting half', () => {
    expect(attendedPercent({ present: 2, absent: 2, leave: 0, half: 1 })).toBe(50);
    expect(attendedPercent({ present: 2, absent: 0, leave: 1, half: 0 })).toBe(66.7);
    expect(attendedPercent({ present: 0, absent: 0, leave: 0, half: 0 })).toBeNull();
  });

  it('say a register is taken once someone saved it', () => {
    expect(registerTaken(day)).toBe(true);
    expect(registerTaken(register({ people: { alice: people.alice } }))).toBe(false);
    expect(registerTaken(null)).toBe(false);
  });
});

describe('reading a stored register', () => {
  it('keeps what the model accepts and drops each mark, choice or person it refuses', () => {
    const read = readRegister({
      ...BASE,
      people: { olga: people.olga, bad: { name: 42 } },
      marks: {
        olga: { a: { status: 'absent', at: 1 }, b: { status: 'late', at: 1 }, c: 'absent' },
        alice: 'not a map',
      },
      chosen: { a: { status: 'present', at: 2, uid: 'olga' }, b: { status: 'present' } },
    });
    expect(read).toEqual({
      ...BASE,
      people: { olga: people.olga },
      marks: { olga: { a: { status: 'absent', at: 1 } }, alice: {} },
      chosen: { a: { status: 'present', at: 2, uid: 'olga' } },
    });
  });

  it('reads a register nobody marked, and nothing that is not a register', () => {
    expect(readRegister(BASE)).toEqual(register());
    expect(readRegister({ ...BASE, date: '2026-02-30' })).toBeNull();
    expect(readRegister({ ...BASE, educationLevel: '13th Standard' })).toBeNull();
    expect(readRegister(null)).toBeNull();
  });
});
