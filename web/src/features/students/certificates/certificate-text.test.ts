import { EDUCATION_LEVELS } from '@village/model/levels';
import { classLabel } from '@village/model/progression';
import { describe, expect, it } from 'vitest';
import { studentFixture } from '../profile/student-fixture';
import {
  bonafideBody,
  bonafideRecordLines,
  classText,
  parentNameOf,
  sheetsOf,
} from './certificate-text';
import { classFromQuery } from './class-from-query';
import { certificateTexts } from './testing';
import { sortedByName } from '../../../lib/i18n/format';

const en = certificateTexts('en');
const hi = certificateTexts('hi');

describe('the class on a certificate', () => {
  it('is the model’s class label in English, for every level and with or without a section', () => {
    for (const level of EDUCATION_LEVELS) {
      expect(classText(level, 'A', en)).toBe(classLabel(level, 'A'));
      expect(classText(level, '', en)).toBe(classLabel(level, ''));
    }
  });

  it('is कक्षा in Hindi; a degree keeps its name', () => {
    expect(classText('7th Standard', 'A', hi)).toBe('कक्षा 7-A');
    expect(classText('12th Standard', '', hi)).toBe('कक्षा 12');
    expect(classText('B.Sc', 'B', hi)).toBe('B.Sc-B');
    expect(classText('Diploma', '', hi)).toBe('डिप्लोमा');
  });
});

describe('the bonafide sentence', () => {
  const student = studentFixture({
    name: 'Priya Verma',
    gender: 'female',
    parentName: 'Suresh Verma',
    educationLevel: '7th Standard',
    section: 'A',
  });

  it('says son or daughter by gender, child otherwise', () => {
    expect(bonafideBody(student, '2026-27', en)).toBe(
      'This is to certify that Priya Verma, daughter of Suresh Verma, is a bonafide student of this institution, studying in Class 7-A in the academic year 2026-27.',
    );
    expect(bonafideBody({ ...student, gender: 'male' }, '2026-27', en)).toContain(
      'Priya Verma, son of Suresh Verma,',
    );
    expect(bonafideBody({ ...student, gender: 'other' }, '2026-27', en)).toContain(
      'child of Suresh Verma',
    );
    expect(bonafideBody({ ...student, gender: null }, '2026-27', en)).toContain(
      'child of Suresh Verma',
    );
  });

  it('names no relation when no parent is recorded', () => {
    const body = bonafideBody({ ...student, parentName: '' }, '2026-27', en);
    expect(body).toBe(
      'This is to certify that Priya Verma is a bonafide student of this institution, studying in Class 7-A in the academic year 2026-27.',
    );
  });

  it('falls back to the father, then the mother, of More details', () => {
    expect(parentNameOf({ ...student, parentName: '', family: { fatherName: 'Ramesh' } })).toBe(
      'Ramesh',
    );
    expect(parentNameOf({ ...student, parentName: ' ', family: { motherName: 'Kamla' } })).toBe(
      'Kamla',
    );
  });

  it('is natural Hindi: पुत्री, पुत्र, the class and the year', () => {
    expect(bonafideBody(student, '2026-27', hi)).toBe(
      'प्रमाणित किया जाता है कि Priya Verma, पुत्री Suresh Verma, इस संस्था की वास्तविक विद्यार्थी हैं और शैक्षणिक सत्र 2026-27 में कक्षा 7-A में अध्ययनरत हैं।',
    );
    expect(bonafideBody({ ...student, gender: 'male' }, '2026-27', hi)).toContain(
      'Priya Verma, पुत्र Suresh Verma, इस संस्था के',
    );
  });

  it('adds the date of birth and admission number only when recorded', () => {
    expect(
      bonafideRecordLines(
        { ...student, dateOfBirth: '2013-08-15', admissionNumber: 'ADM/2019/12' },
        'en',
        en,
      ),
    ).toEqual(['Date of birth as per our records: 15 August 2013', 'Admission No.: ADM/2019/12']);
    expect(
      bonafideRecordLines({ ...student, dateOfBirth: null, admissionNumber: '' }, 'en', en),
    ).toEqual([]);
    expect(
      bonafideRecordLines({ ...student, dateOfBirth: '2013-08-15', admissionNumber: '' }, 'hi', hi),
    ).toEqual(['हमारे अभिलेखों के अनुसार जन्म तिथि: 15 अगस्त 2013']);
  });
});

describe('lists and sheets', () => {
  it('sort by name in the language’s collation, whatever the case', () => {
    const names = ['zoya', 'Aarav', 'ravi', 'Ánanya'].map((name, index) =>
      studentFixture({ id: `s${index}`, name }),
    );
    expect(sortedByName(names, 'en').map((s) => s.name)).toEqual([
      'Aarav',
      'Ánanya',
      'ravi',
      'zoya',
    ]);
    const hindi = ['सुनीता', 'अमित', 'करण'].map((name, index) =>
      studentFixture({ id: `h${index}`, name }),
    );
    expect(sortedByName(hindi, 'hi').map((s) => s.name)).toEqual(['अमित', 'करण', 'सुनीता']);
  });

  it('put eight ID cards on a sheet', () => {
    const sheets = sheetsOf(Array.from({ length: 20 }, (_, index) => index));
    expect(sheets.map((sheet) => sheet.length)).toEqual([8, 8, 4]);
    expect(sheetsOf([])).toEqual([]);
  });
});

describe('the class in a printing page’s address', () => {
  it('is a known level and a section of at most 10 characters', () => {
    expect(classFromQuery(new URLSearchParams('level=7th%20Standard&section=%20A%20'))).toEqual({
      educationLevel: '7th Standard',
      section: 'A',
    });
    expect(classFromQuery(new URLSearchParams('level=B.Sc'))).toEqual({
      educationLevel: 'B.Sc',
      section: '',
    });
    expect(classFromQuery(new URLSearchParams('level=13th%20Standard'))).toBeNull();
    expect(classFromQuery(new URLSearchParams('section=A'))).toBeNull();
    expect(
      classFromQuery(new URLSearchParams('level=7th%20Standard&section=ABCDEFGHIJK')),
    ).toBeNull();
  });
});
