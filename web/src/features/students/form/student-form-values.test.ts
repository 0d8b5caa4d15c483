import dayjs from 'dayjs';
import { todayIso } from '@village/model/student';
import { describe, expect, it } from 'vitest';
import {
  checkStudentForm,
  initialFormState,
  NOT_A_REAL_DATE,
  type StudentFormState,
} from './student-form-values';

const filled: StudentFormState = {
  ...initialFormState(undefined, 'add'),
  name: ' Aarav Sharma ',
  educationLevel: '10th Standard',
  school: 'Govt. High School',
};

describe('initialFormState', () => {
  it('starts an added student enrolled today, with nothing else filled in', () => {
    const state = initialFormState(undefined, 'add');
    expect(state.enrollmentDate?.format('YYYY-MM-DD')).toBe(todayIso());
    expect(state).toMatchObject({ name: '', educationLevel: '', gender: '', location: null });
    expect(state.dateOfBirth).toBeNull();
  });

  it("keeps an edited record's empty enrollment date empty and shows its phone readably", () => {
    const state = initialFormState(
      { enrollmentDate: null, parentContact: '+919876543210', status: 'graduated' },
      'edit',
    );
    expect(state.enrollmentDate).toBeNull();
    expect(state.parentContact).toBe('+91 98765 43210');
    expect(state.status).toBe('graduated');
  });
});

describe('checkStudentForm', () => {
  it.each([
    ['name', { name: '   ' }],
    ['education level', { educationLevel: '' as const }],
    ['school', { school: ' ' }],
  ])('reports a missing %s as missing-required', (_, change) => {
    expect(checkStudentForm({ ...filled, ...change }).outcome).toBe('missing-required');
  });

  it('reports an invalid Dayjs (a half-typed or unreal date) as not a real date', () => {
    const check = checkStudentForm({
      ...filled,
      enrollmentDate: dayjs(Number.NaN),
    });
    expect(check).toEqual({ outcome: 'invalid', errors: { enrollmentDate: NOT_A_REAL_DATE } });
  });

  it('refuses a date before 1900 and a future date of birth with the model messages', () => {
    expect(checkStudentForm({ ...filled, dateOfBirth: dayjs('1899-12-31') })).toEqual({
      outcome: 'invalid',
      errors: { dateOfBirth: NOT_A_REAL_DATE },
    });
    expect(checkStudentForm({ ...filled, dateOfBirth: dayjs().add(2, 'day') })).toEqual({
      outcome: 'invalid',
      errors: { dateOfBirth: 'The date of birth cannot be in the future' },
    });
  });

  it('gives the parsed values when valid', () => {
    const check = checkStudentForm({
      ...filled,
      parentContact: '098765-43210',
      dateOfBirth: dayjs('2010-01-05'),
    });
    expect(check.outcome).toBe('valid');
    if (check.outcome !== 'valid') return;
    expect(check.values).toMatchObject({
      name: 'Aarav Sharma',
      parentContact: '+919876543210',
      dateOfBirth: '2010-01-05',
      enrollmentDate: todayIso(),
      gender: null,
      status: 'active',
    });
  });
});
