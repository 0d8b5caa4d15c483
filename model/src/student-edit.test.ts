import { describe, expect, it } from 'vitest';
import {
  changedStudentFields,
  keepingTheirs,
  planStudentEdit,
  STUDENT_DERIVED_INPUTS,
  STUDENT_FIELD_LABELS,
  STUDENT_FIELDS,
  studentEditData,
  studentEditWrites,
} from './student-edit';
import { studentFieldText } from './student-field-text';
import { deriveStudentFields, studentInputSchema, type StudentInput } from './student';

const base: StudentInput = studentInputSchema.parse({
  name: 'Aarav Sharma',
  dateOfBirth: '2016-04-12',
  gender: 'male',
  educationLevel: '3rd Standard',
  school: 'Govt Primary School, Narela',
  address: 'House 12, Main Road',
  location: { lat: 28.853, lng: 77.092 },
  parentName: 'Rajesh Sharma',
  parentContact: '98765 43210',
  parentOccupation: 'Farmer',
  enrollmentDate: '2022-04-01',
});

const withChanges = (changes: Partial<StudentInput>): StudentInput => ({ ...base, ...changes });

describe('changedStudentFields', () => {
  it('is empty for an unchanged edit', () => {
    expect(changedStudentFields(base, { ...base })).toEqual([]);
  });

  it('lists the changed fields in form order', () => {
    expect(
      changedStudentFields(base, withChanges({ parentOccupation: 'Teacher', name: 'Aarav S' })),
    ).toEqual(['name', 'parentOccupation']);
  });

  it('includes the section and admission number, and writes only them when only they changed', () => {
    const edited = withChanges({ section: 'B', admissionNumber: 'ADM12' });
    expect(changedStudentFields(base, edited)).toEqual(['section', 'admissionNumber']);
    const plan = planStudentEdit(base, base, edited);
    expect(plan.written).toEqual(['section', 'admissionNumber']);
    expect(studentEditData(edited, plan.written)).toEqual({
      section: 'B',
      admissionNumber: 'ADM12',
    });
    expect(STUDENT_FIELD_LABELS.admissionNumber).toBe('Admission No.');
  });

  it('compares locations by their coordinates, whatever the key order', () => {
    const sameCopy = withChanges({ location: { lng: 77.092, lat: 28.853 } });
    expect(changedStudentFields(base, sameCopy)).toEqual([]);
    expect(changedStudentFields(base, withChanges({ location: null }))).toEqual(['location']);
    expect(
      changedStudentFields(base, withChanges({ location: { lat: 28.853, lng: 77.1 } })),
    ).toEqual(['location']);
  });

  it('labels every field of the input schema', () => {
    expect([...STUDENT_FIELDS].sort()).toEqual(Object.keys(base).sort());
    expect(STUDENT_FIELD_LABELS.school).toBe('School/College Name');
  });
});

describe('planStudentEdit', () => {
  it('writes nothing when nothing changed, whatever changed elsewhere', () => {
    const current = withChanges({ school: 'Narela Model School' });
    expect(planStudentEdit(base, current, { ...base })).toEqual({
      changed: [],
      written: [],
      detailFields: {},
      conflicts: [],
    });
  });

  it('writes only the changed fields: a change elsewhere to another field stays', () => {
    const current = withChanges({ school: 'Narela Model School' });
    const edited = withChanges({ parentOccupation: 'Teacher' });
    const plan = planStudentEdit(base, current, edited);
    expect(plan).toEqual({
      changed: ['parentOccupation'],
      written: ['parentOccupation'],
      detailFields: {},
      conflicts: [],
    });
    expect(studentEditData(edited, plan.written)).toEqual({ parentOccupation: 'Teacher' });
  });

  it('reports a field changed both here and elsewhere, with both values', () => {
    const current = withChanges({ name: 'Aarav Kumar', school: 'Narela Model School' });
    const edited = withChanges({ name: 'Aarav K. Sharma', address: 'House 14' });
    const plan = planStudentEdit(base, current, edited);
    expect(plan.written).toEqual(['name', 'address']);
    expect(plan.conflicts).toEqual([
      {
        field: 'name',
        label: 'Full Name',
        base: 'Aarav Sharma',
        theirs: 'Aarav Kumar',
        yours: 'Aarav K. Sharma',
      },
    ]);
  });

  it('sees no conflict where both made the same change, and needs no write for it', () => {
    const current = withChanges({ name: 'Aarav Kumar' });
    const plan = planStudentEdit(base, current, withChanges({ name: 'Aarav Kumar' }));
    expect(plan).toEqual({ changed: ['name'], written: [], detailFields: {}, conflicts: [] });
  });

  it('sees no conflict where the record still holds the base value', () => {
    const plan = planStudentEdit(base, base, withChanges({ gender: null, location: null }));
    expect(plan.conflicts).toEqual([]);
    expect(plan.written).toEqual(['gender', 'location']);
  });

  it('writes the level with the category derived from it', () => {
    const edited = withChanges({ educationLevel: '8th Standard' });
    const plan = planStudentEdit(base, base, edited);
    expect(studentEditData(edited, plan.written)).toEqual({
      educationLevel: '8th Standard',
      category: 'secondary',
    });
  });

  it('keeps a status changed elsewhere (a graduation) when the form carried the old one', () => {
    const current = withChanges({ status: 'graduated' });
    const edited = withChanges({ course: 'Maths' });
    const plan = planStudentEdit(base, current, edited);
    expect(plan.written).toEqual(['course']);
    expect(plan.conflicts).toEqual([]);
  });

  it('keeping theirs drops the conflicting fields and keeps the other changes', () => {
    const current = withChanges({ name: 'Aarav Kumar' });
    const edited = withChanges({ name: 'Aarav K. Sharma', address: 'House 14' });
    const first = planStudentEdit(base, current, edited);
    const resolved = keepingTheirs(edited, first.conflicts, current);
    const plan = planStudentEdit(base, current, resolved);
    expect(plan.conflicts).toEqual([]);
    expect(studentEditData(resolved, plan.written)).toEqual({ address: 'House 14' });
  });
});

describe('an edit of a "More details" group', () => {
  const family = (values: Record<string, unknown>) =>
    withChanges({ family: { motherName: 'Sunita Devi', ...values } });
  const before = family({});

  it("writes field by field: another device's change to another field of the group stays", () => {
    // This device adds the father's name; another, meanwhile, changed the mother's name.
    const current = family({ motherName: 'Sunita Sharma' });
    const edited = family({ fatherName: 'Rajesh Sharma' });
    const plan = planStudentEdit(before, current, edited);
    expect(plan).toMatchObject({ written: ['family'], detailFields: { family: ['fatherName'] } });
    expect(plan.conflicts).toEqual([]);
    expect(studentEditWrites(edited, plan)).toEqual({
      data: { 'family.fatherName': 'Rajesh Sharma' },
      removed: [],
    });
  });

  it('removes a field the form cleared, and nothing else of the group', () => {
    const edited = withChanges({ family: {} });
    const plan = planStudentEdit(before, before, edited);
    expect(studentEditWrites(edited, plan)).toEqual({ data: {}, removed: ['family.motherName'] });
  });

  it('does not bring back an old value of a field it did not change (the Aadhaar summary)', () => {
    const stored = withChanges({ identity: { aadhaarLastFour: '4321', aadhaarKind: 'aadhaar' } });
    const opened = withChanges({ identity: { aadhaarLastFour: '1234', aadhaarKind: 'aadhaar' } });
    const edited = withChanges({
      identity: { aadhaarLastFour: '1234', aadhaarKind: 'aadhaar', pen: '12345678901' },
    });
    const plan = planStudentEdit(opened, stored, edited);
    expect(studentEditWrites(edited, plan).data).toEqual({ 'identity.pen': '12345678901' });
  });

  it('is a conflict only where both changed the same field; keeping theirs keeps my others', () => {
    const current = family({ motherName: 'Sunita Sharma' });
    const edited = family({ motherName: 'Sunita Kumari', fatherName: 'Rajesh Sharma' });
    const first = planStudentEdit(before, current, edited);
    expect(first.conflicts.map((conflict) => conflict.field)).toEqual(['family']);
    const resolved = keepingTheirs(edited, first.conflicts, current);
    expect(resolved.family).toEqual({ motherName: 'Sunita Sharma', fatherName: 'Rajesh Sharma' });
    const plan = planStudentEdit(before, current, resolved);
    expect(plan.conflicts).toEqual([]);
    expect(studentEditWrites(resolved, plan).data).toEqual({
      'family.fatherName': 'Rajesh Sharma',
    });
  });

  it('writes the register fields whole beside the group fields', () => {
    const edited = family({ fatherName: 'Rajesh Sharma', motherName: 'Sunita Devi' });
    const plan = planStudentEdit(before, before, { ...edited, educationLevel: '4th Standard' });
    expect(studentEditWrites({ ...edited, educationLevel: '4th Standard' }, plan).data).toEqual({
      educationLevel: '4th Standard',
      category: deriveStudentFields({ ...edited, educationLevel: '4th Standard' }).category,
      'family.fatherName': 'Rajesh Sharma',
    });
  });
});

describe('derived fields', () => {
  it('depend on exactly the inputs STUDENT_DERIVED_INPUTS names', () => {
    // Derived from those inputs alone, with every other field changed: the same values.
    const other = studentInputSchema.parse({
      name: 'Someone Else',
      educationLevel: base.educationLevel,
      school: 'Another School',
      status: 'graduated',
    });
    for (const [key, inputs] of Object.entries(STUDENT_DERIVED_INPUTS)) {
      const mixed = { ...other };
      for (const field of inputs) Object.assign(mixed, { [field]: base[field] });
      const derived = key as keyof ReturnType<typeof deriveStudentFields>;
      expect(deriveStudentFields(mixed)[derived]).toBe(deriveStudentFields(base)[derived]);
    }
  });
});

describe('studentFieldText', () => {
  it.each([
    ['dateOfBirth', '2016-04-02', '2 April 2016'],
    ['enrollmentDate', null, 'Not recorded'],
    ['gender', 'female', 'Female'],
    ['gender', null, 'Not recorded'],
    ['parentContact', '+919876543210', '+91 98765 43210'],
    ['course', '', 'Not recorded'],
    ['location', { lat: 28.853, lng: 77.092 }, '28.85300, 77.09200'],
    ['status', 'graduated', 'Graduated'],
    ['name', 'Aarav Sharma', 'Aarav Sharma'],
  ] as const)('shows %s = %j as "%s"', (field, value, text) => {
    expect(studentFieldText(field, value as never)).toBe(text);
  });
});
