import { describe, expect, it } from 'vitest';
import { checkImportRow, duplicateKey, type ImportCells } from './check-row';
import { guessColumnMapping } from './column-matching';
import { IMPORT_COLUMNS } from './columns';
import {
  importedActivityText,
  importedStudentDocId,
  isImportedStudentDocId,
} from './imported-docs';
import { matchEducationLevel } from './read-class';
import { formatImportDate, parseImportDate } from './read-date';
import { importTemplateNotes, importTemplateRows } from './template-rows';

const GOOD: ImportCells = {
  name: '  Aarav   Kumar ',
  dateOfBirth: '15-08-2012',
  gender: 'male',
  educationLevel: '7th standard',
  school: 'Government School, Narela',
  parentContact: '98765 43210',
};

describe('guessColumnMapping', () => {
  it('matches the template headers, whatever their case, spaces and punctuation', () => {
    const headers = IMPORT_COLUMNS.map((column) => column.header.toUpperCase());
    const mapping = guessColumnMapping(headers);
    IMPORT_COLUMNS.forEach((column, index) => expect(mapping[column.field]).toBe(index));
  });

  it('matches the usual other names of a column and leaves the rest unmapped', () => {
    const mapping = guessColumnMapping([
      'Sr. No.',
      'Student Name',
      'DOB',
      'Class',
      'School_Name',
      'Mobile No',
      "Father's Name",
    ]);
    expect(mapping).toEqual({
      name: 1,
      dateOfBirth: 2,
      educationLevel: 3,
      school: 4,
      parentContact: 5,
      parentName: 6,
    });
  });

  it("maps a register's Admission No. and Section, never its serial or roll number", () => {
    const mapping = guessColumnMapping([
      'S.No.',
      'Sr. No.',
      'Roll No',
      'Adm. No.',
      'Name of Student',
      'Class',
      'Sec',
    ]);
    expect(mapping.admissionNumber).toBe(3);
    expect(mapping.section).toBe(6);
    for (const serial of ['S.No.', 'Sr. No.', 'Sr No', 'Serial No']) {
      expect(guessColumnMapping([serial]), serial).toEqual({});
    }
    // A roll number is the details' own (UDISE+ asks it), never the admission number.
    for (const roll of ['Roll No', 'Roll Number', 'अनुक्रमांक']) {
      expect(guessColumnMapping([roll]), roll).toEqual({ rollNumber: 0 });
    }
    for (const header of [
      'Admission No.',
      'Admission Number',
      'Admn No',
      'Scholar No.',
      'Enrolment No',
      'Enrollment No.',
      'Registration No',
      'Reg. No.',
    ]) {
      expect(guessColumnMapping([header]), header).toEqual({ admissionNumber: 0 });
    }
    expect(guessColumnMapping(['Division'])).toEqual({ section: 0 });
  });

  it('gives a column to one field only', () => {
    // "Name" is an alias of the student's name; the parent column must not take it again.
    const mapping = guessColumnMapping(['Name', 'Parent', 'Level', 'School']);
    expect(mapping.name).toBe(0);
    expect(mapping.parentName).toBe(1);
  });

  it("reads a Hindi register's headers, with or without the nukta and the danda", () => {
    const mapping = guessColumnMapping([
      'क्रमांक',
      'विद्यार्थी का नाम',
      'जन्म तिथि',
      'लिंग',
      'कक्षा',
      'विद्यालय',
      'पता',
      'अभिभावक का नाम',
      'मोबाइल नं।',
      'फोन',
      'प्रवेश तिथि',
      'स्थिति',
      'प्रवेश संख्या',
      'सेक्शन',
    ]);
    expect(mapping).toEqual({
      name: 1,
      dateOfBirth: 2,
      gender: 3,
      educationLevel: 4,
      school: 5,
      address: 6,
      parentName: 7,
      parentContact: 8,
      enrollmentDate: 10,
      status: 11,
      admissionNumber: 12,
      section: 13,
    });
    expect(guessColumnMapping(['नाम', 'फ़ोन'])).toEqual({ name: 0, parentContact: 1 });
    expect(guessColumnMapping(['पूरा नाम', 'विद्यालय / महाविद्यालय', 'अभिभावक'])).toEqual({
      name: 0,
      school: 1,
      parentName: 2,
    });
  });

  it("reads the directory export's English headers back", () => {
    expect(guessColumnMapping(['Name', 'School / College', 'Parent / Guardian'])).toEqual({
      name: 0,
      school: 1,
      parentName: 2,
    });
  });
});

describe('parseImportDate', () => {
  it.each([
    ['15-08-2012', '2012-08-15'],
    ['15/08/2012', '2012-08-15'],
    ['5/8/2012', '2012-08-05'],
    ['05.08.2012', '2012-08-05'],
    ['2012-08-15', '2012-08-15'],
    ['29-02-2024', '2024-02-29'],
    ['15 Aug 2012', '2012-08-15'],
    ['5/8/12', '2012-08-05'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseImportDate(text)).toEqual({ ok: true, iso });
  });

  it('reads blank as no date', () => {
    expect(parseImportDate('  ')).toEqual({ ok: true, iso: null });
  });

  it('refuses a date that does not exist, and text that is not a date, in words', () => {
    expect(parseImportDate('31-02-2010')).toEqual({ ok: false, problem: 'not a real date' });
    expect(parseImportDate('29-02-2023')).toEqual({ ok: false, problem: 'not a real date' });
    expect(parseImportDate('08-15-2012')).toEqual({ ok: false, problem: 'not a real date' });
    expect(parseImportDate('15 Agu 2012')).toEqual({
      ok: false,
      problem: 'not a date in the form DD-MM-YYYY',
    });
  });

  it('writes dates back day first', () => {
    expect(formatImportDate('2012-08-15')).toBe('15-08-2012');
    expect(formatImportDate(null)).toBe('');
  });
});

describe('matchEducationLevel', () => {
  it.each([
    ['5th standard', '5th Standard'],
    ['5TH STANDARD', '5th Standard'],
    ['b.sc', 'B.Sc'],
    ['BSc', 'B.Sc'],
    ['phd', 'Ph.D'],
    ['M.Com', 'M.Com'],
    ['VII', '7th Standard'],
    ['Class 7', '7th Standard'],
  ])('reads %s as %s', (text, level) => {
    expect(matchEducationLevel(text)).toBe(level);
  });

  it('knows no level outside the 26', () => {
    expect(matchEducationLevel('Class 15')).toBeUndefined();
    expect(matchEducationLevel('13th Standard')).toBeUndefined();
    expect(matchEducationLevel('Nursery')).toBeUndefined();
    expect(matchEducationLevel('')).toBeUndefined();
  });
});

describe('checkImportRow', () => {
  it('turns a good row into the student the form would save', () => {
    const result = checkImportRow(GOOD);
    expect(result).toEqual({
      ok: true,
      student: expect.objectContaining({
        name: 'Aarav   Kumar',
        dateOfBirth: '2012-08-15',
        gender: 'male',
        educationLevel: '7th Standard',
        school: 'Government School, Narela',
        parentContact: '+919876543210',
        status: 'active',
        location: null,
        enrollmentDate: null,
      }),
    });
  });

  it('reads a location from latitude and longitude, and a status', () => {
    const result = checkImportRow({
      ...GOOD,
      latitude: '28.853',
      longitude: '77.092',
      status: 'Graduated',
      enrollmentDate: '01/04/2024',
    });
    expect(result.ok && result.student).toMatchObject({
      location: { lat: 28.853, lng: 77.092 },
      status: 'graduated',
      enrollmentDate: '2024-04-01',
    });
  });

  it('says what is wrong with 31-02-2010 in words', () => {
    expect(checkImportRow({ ...GOOD, dateOfBirth: '31-02-2010' })).toEqual({
      ok: false,
      problems: ['date of birth 31-02-2010: not a real date'],
    });
  });

  it('lists every problem of a row', () => {
    const result = checkImportRow({
      name: 'Diya',
      educationLevel: 'Class 15',
      gender: 'X',
      parentContact: '12345',
      latitude: '28.8',
      status: 'Paused',
      enrollmentDate: '1/4/50',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'enrollment date 1/4/50: the year 50 could be 1950 or 2050: write the year in full',
      'gender X: not a gender the app knows (Male, Female, Other, M, F, Boy, Girl…)',
      'education level Class 15: not a class the app knows (1st to 12th Standard, then degrees)',
      'status Paused: not a status the app knows (Active, Graduated, Left, Studying, Enrolled, Passed out, Alumni, TC issued)',
      'latitude and longitude must be given together',
      'parent contact 12345: has 5 digits, not the 10 of a mobile number',
      'school or college is missing',
    ]);
  });

  it('reads the cells as school offices write them', () => {
    const result = checkImportRow(
      {
        name: 'Diya Patel',
        dateOfBirth: '5/6/12',
        gender: 'लड़की',
        educationLevel: 'Std. VII-B',
        school: 'Narela School',
        parentContact: '098765-43210',
        enrollmentDate: '1-Apr-24',
        status: 'Studying',
      },
      '2026-11-26',
    );
    expect(result.ok && result.student).toMatchObject({
      dateOfBirth: '2012-06-05',
      gender: 'female',
      educationLevel: '7th Standard',
      parentContact: '+919876543210',
      enrollmentDate: '2024-04-01',
      status: 'active',
    });
  });

  it('takes the section from the class cell when the register has no section column', () => {
    const fromClass = checkImportRow({ ...GOOD, educationLevel: 'VII-B' });
    expect(fromClass.ok && fromClass.student).toMatchObject({
      educationLevel: '7th Standard',
      section: 'B',
    });
    const ownColumn = checkImportRow({ ...GOOD, educationLevel: 'VII-B', section: 'Rose' });
    expect(ownColumn.ok && ownColumn.student.section).toBe('Rose');
  });

  it('keeps the stream of 11th and 12th as the course unless the row has one', () => {
    const stream = checkImportRow({ ...GOOD, educationLevel: 'XI Science', course: '' });
    expect(stream.ok && stream.student).toMatchObject({
      educationLevel: '11th Standard',
      course: 'Science',
    });
    const course = checkImportRow({ ...GOOD, educationLevel: '12 Commerce', course: 'Accounts' });
    expect(course.ok && course.student.course).toBe('Accounts');
  });

  it('refuses a pre-primary class and a bad coordinate, naming the value', () => {
    const result = checkImportRow({
      ...GOOD,
      educationLevel: 'Nursery',
      latitude: '95',
      longitude: '77',
    });
    expect(!result.ok && result.problems).toEqual([
      'education level Nursery: the app starts at 1st Standard',
      'latitude 95: not a number from -90 to 90',
    ]);
  });

  it('requires the name, the level and the school', () => {
    const result = checkImportRow({});
    expect(!result.ok && result.problems).toEqual([
      'education level is missing',
      'full name is missing',
      'school or college is missing',
    ]);
  });

  it('refuses a date of birth in the future', () => {
    const next = new Date().getUTCFullYear() + 2;
    const result = checkImportRow({ ...GOOD, dateOfBirth: `01-01-${next}` });
    expect(!result.ok && result.problems).toEqual([`date of birth 01-01-${next}: in the future`]);
  });
});

describe('duplicateKey', () => {
  const student = {
    name: 'Aarav Kumar',
    dateOfBirth: '2012-08-15',
    parentContact: '+919876543210',
  };

  it('folds case and spaces in the name and reads the phone in any form', () => {
    expect(
      duplicateKey({
        name: '  aarav   KUMAR',
        dateOfBirth: '2012-08-15',
        parentContact: '098765 43210',
      }),
    ).toBe(duplicateKey(student));
  });

  it('tells apart another date of birth or another parent contact', () => {
    expect(duplicateKey({ ...student, dateOfBirth: '2012-08-16' })).not.toBe(duplicateKey(student));
    expect(duplicateKey({ ...student, parentContact: '+919876543211' })).not.toBe(
      duplicateKey(student),
    );
    expect(duplicateKey({ ...student, dateOfBirth: null })).not.toBe(duplicateKey(student));
  });
});

describe('checkImportRow: admission number and section', () => {
  it('imports them trimmed, the number in its stored form', () => {
    const check = checkImportRow({ ...GOOD, admissionNumber: ' adm 2019/12 ', section: ' B ' });
    expect(check.ok && check.student).toMatchObject({
      admissionNumber: 'ADM2019/12',
      section: 'B',
    });
    const blank = checkImportRow(GOOD);
    expect(blank.ok && blank.student).toMatchObject({ admissionNumber: '', section: '' });
  });

  it('says what is wrong with them', () => {
    expect(checkImportRow({ ...GOOD, admissionNumber: 'ADM#12' })).toEqual({
      ok: false,
      problems: ['admission number: use only letters, digits, spaces and / - .'],
    });
    expect(checkImportRow({ ...GOOD, section: 'x'.repeat(11) })).toEqual({
      ok: false,
      problems: ['section: at most 10 characters'],
    });
  });
});

describe('template and ids', () => {
  it('has the columns as its header and an example row that imports', () => {
    const [header, example] = importTemplateRows();
    expect(header).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((column, index) => [column.field, example![index]]),
    );
    expect(checkImportRow(cells).ok).toBe(true);
  });

  it('notes each column with whether it is required and what it may hold', () => {
    const notes = importTemplateNotes();
    expect(notes[0]).toEqual(['Column', 'Required', 'Allowed values']);
    expect(notes).toContainEqual(['Full Name', 'Yes', 'Text']);
    expect(notes.find((row) => row[0] === 'Education Level')?.[2]).toContain('Post Doctorate');
  });

  it('names each row by its import and its row, and the activity by its count', () => {
    expect(importedStudentDocId('abcdef12', 14)).toBe('import-abcdef12-14');
    expect(isImportedStudentDocId('import-abcdef12-14')).toBe(true);
    expect(isImportedStudentDocId('e2e-1')).toBe(false);
    expect(importedActivityText(1)).toBe('1 student imported');
    expect(importedActivityText(12)).toBe('12 students imported');
  });
});
