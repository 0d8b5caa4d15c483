import dayjs from 'dayjs';
import { CONSENT_MESSAGES } from '@village/model/consent';
import { todayIso } from '@village/model/dates';
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

describe('checkStudentForm and the consents', () => {
  const withApaar = (state: StudentFormState, apaarId: string): StudentFormState => ({
    ...state,
    details: { ...state.details, identity: { ...state.details.identity, apaarId } },
  });
  const given = {
    status: 'given' as const,
    givenBy: ' Sunita Devi ',
    relation: 'mother' as const,
    givenOn: '2026-01-05',
    withdrawnOn: '',
  };

  it('refuses a new APAAR ID without its consent, at the field', () => {
    const check = checkStudentForm(withApaar(filled, '1234 5678 9012'));
    expect(check).toMatchObject({
      outcome: 'invalid',
      errors: { 'identity.apaarId': CONSENT_MESSAGES.apaarNeedsConsent },
    });
  });

  it('saves a new APAAR ID with its consent, both as the model stores them', () => {
    const state = withApaar(
      { ...filled, consent: { ...filled.consent, apaar: given } },
      '1234 5678 9012',
    );
    const check = checkStudentForm(state);
    expect(check).toMatchObject({
      outcome: 'valid',
      values: { identity: { apaarId: '123456789012' } },
      consent: { apaar: { givenBy: 'Sunita Devi', relation: 'mother', givenOn: '2026-01-05' } },
    });
  });

  it('keeps an APAAR ID saved before any consent, but refuses another one', () => {
    const opened = initialFormState({ identity: { apaarId: '123456789012' } }, 'edit');
    const state = {
      ...opened,
      name: 'Aarav',
      educationLevel: '5th Standard' as const,
      school: 'X',
    };
    expect(checkStudentForm(state).outcome).toBe('valid');
    expect(checkStudentForm(withApaar(state, '')).outcome).toBe('valid');
    expect(checkStudentForm(withApaar(state, '210987654321')).outcome).toBe('invalid');
  });

  it('reads the stored consents into the form and back unchanged', () => {
    const stored = {
      apaar: { givenBy: 'Sunita Devi', relation: 'mother' as const, givenOn: '2026-01-05' },
      sharing: {
        givenBy: 'Rajesh',
        relation: 'father' as const,
        givenOn: '2026-01-05',
        withdrawnOn: '2026-02-01',
      },
    };
    const state = { ...filled, consent: initialFormState(undefined, 'edit', stored).consent };
    expect(state.consent.sharing.status).toBe('withdrawn');
    expect(checkStudentForm(state)).toMatchObject({ outcome: 'valid', consent: stored });
  });

  it('asks for the date of a consent left without one', () => {
    const check = checkStudentForm({
      ...filled,
      consent: { ...filled.consent, photos: { ...given, givenOn: '' } },
    });
    expect(check).toMatchObject({
      outcome: 'invalid',
      errors: { 'consent.photos.givenOn': CONSENT_MESSAGES.dateRequired },
    });
  });
});
