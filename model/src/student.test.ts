import { describe, expect, it } from 'vitest';
import { isRealIsoDate, todayIso } from './dates';
import { admissionNumberKey, admissionNumberQueryChunks } from './admission-number-key';
import {
  admissionNumberInUseText,
  deriveStudentFields,
  initials,
  studentDocSchema,
  studentInputSchema,
  storedStudentSchema,
} from './student';
import { formatIndianMobile, normalizeIndianMobile } from './phone';

const valid = {
  name: ' Aarav Sharma ',
  educationLevel: '5th Standard',
  school: 'Govt Primary School, Narela',
};

describe('studentInputSchema', () => {
  it('accepts the three required fields and fills defaults', () => {
    const parsed = studentInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Aarav Sharma',
      school: 'Govt Primary School, Narela',
      status: 'active',
      gender: null,
      address: '',
      parentContact: '',
      section: '',
      admissionNumber: '',
    });
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['school', { ...valid, school: '' }],
    ['educationLevel', { ...valid, educationLevel: '13th Standard' }],
    ['name', { ...valid, name: 'x'.repeat(101) }],
    ['parentContact', { ...valid, parentContact: '12345' }],
    ['dateOfBirth', { ...valid, dateOfBirth: '2015-02-30x' }],
    ['gender', { ...valid, gender: 'unknown' }],
    ['section', { ...valid, section: 'x'.repeat(11) }],
    ['section', { ...valid, section: 7 }],
    ['admissionNumber', { ...valid, admissionNumber: '1'.repeat(21) }],
    ['admissionNumber', { ...valid, admissionNumber: 'ADM#12' }],
    ['admissionNumber', { ...valid, admissionNumber: 12 }],
  ])('rejects a bad %s', (field, input) => {
    const result = studentInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('stores phone numbers as +91 and ten digits', () => {
    expect(studentInputSchema.parse({ ...valid, parentContact: '98765 43210' }).parentContact).toBe(
      '+919876543210',
    );
  });
});

describe('section and admission number', () => {
  it('trims the section and stores the admission number as its key', () => {
    const parsed = studentInputSchema.parse({
      ...valid,
      section: '  B ',
      admissionNumber: ' adm 2019/12-a.1 ',
    });
    expect(parsed).toMatchObject({ section: 'B', admissionNumber: 'ADM2019/12-A.1' });
    expect(studentInputSchema.parse({ ...valid, admissionNumber: '   ' }).admissionNumber).toBe('');
  });

  it('compares admission numbers without case or spaces', () => {
    expect(admissionNumberKey(' adm 12 / a ')).toBe('ADM12/A');
    expect(admissionNumberKey('ADM12/A')).toBe(admissionNumberKey('Adm 12/a'));
    expect(admissionNumberKey('12')).not.toBe(admissionNumberKey('12A'));
    expect(admissionNumberKey('')).toBe('');
  });

  it("reads older documents without them as '' and refuses a stored number not in key form", () => {
    const stored = {
      ...deriveStudentFields({ educationLevel: '5th Standard' }),
      ...studentInputSchema.parse(valid),
      createdBy: 'uid',
      updatedBy: 'uid',
    };
    const { section: _section, admissionNumber: _number, ...older } = stored;
    expect(storedStudentSchema.safeParse(older).success).toBe(true);
    const read = studentDocSchema.parse({
      ...older,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(read).toMatchObject({ section: '', admissionNumber: '' });
    expect(storedStudentSchema.safeParse({ ...older, admissionNumber: 'adm 12' }).success).toBe(
      false,
    );
    expect(storedStudentSchema.safeParse({ ...older, admissionNumber: 'ADM12' }).success).toBe(
      true,
    );
  });

  it('chunks numbers for in queries: keys, each once, no blanks, at most 30 a query', () => {
    expect(admissionNumberQueryChunks([])).toEqual([]);
    expect(admissionNumberQueryChunks(['adm 1', 'ADM1', '', '  ', '2'])).toEqual([['ADM1', '2']]);
    const numbers = Array.from({ length: 61 }, (_, index) => String(index));
    const chunks = admissionNumberQueryChunks([...numbers, ...numbers]);
    expect(chunks.map((chunk) => chunk.length)).toEqual([30, 30, 1]);
    expect(chunks.flat()).toEqual(numbers);
  });

  it('says who holds a number already', () => {
    expect(admissionNumberInUseText('123', { name: 'Aarav Kumar', studentId: 'NPS-0042' })).toBe(
      'Admission No. 123 is already used by Aarav Kumar (NPS-0042)',
    );
    expect(admissionNumberInUseText('123', { name: 'Aarav Kumar', studentId: null })).toBe(
      'Admission No. 123 is already used by Aarav Kumar',
    );
  });
});

describe('phone numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['5876543210', undefined],
    ['98765', undefined],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it('formats for display', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
  });
});

describe('derived fields', () => {
  it('derives the category from the level', () => {
    expect(deriveStudentFields({ ...valid, educationLevel: 'B.Sc' }).category).toBe('higher');
    expect(deriveStudentFields({ ...valid, educationLevel: '7th Standard' }).category).toBe(
      'secondary',
    );
  });

  it('gives avatar initials', () => {
    expect(initials('Aarav Kumar Sharma')).toBe('AS');
    expect(initials('priya')).toBe('P');
    expect(initials('')).toBe('');
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2023-02-31', false],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['2023-04-31', false],
    ['1899-12-31', false],
    ['2023-2-3', false],
  ])('%s is a real date: %s', (value, expected) => {
    expect(isRealIsoDate(value)).toBe(expected);
  });

  it('refuses an unreal date and a birth in the future in the schema', () => {
    const unreal = studentInputSchema.safeParse({ ...valid, dateOfBirth: '2023-02-31' });
    expect(unreal.error?.issues[0]?.message).toBe('Not a real date');
    const future = studentInputSchema.safeParse({ ...valid, dateOfBirth: '2999-01-01' });
    expect(future.error?.issues[0]?.message).toBe('The date of birth cannot be in the future');
    const enrolled = studentInputSchema.safeParse({ ...valid, enrollmentDate: '2023-02-31' });
    expect(enrolled.success).toBe(false);
  });

  it("counts today in India's time zone", () => {
    expect(todayIso(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });
});
