import { describe, expect, it } from 'vitest';
import {
  PRE_PRIMARY_PROBLEM,
  readEducationLevel,
  splitClassAndSection,
  splitClassAndStream,
} from './read-class';
import { readRegisterDate, TWO_DIGIT_YEAR_RULE } from './read-date';
import { readMobile } from './read-mobile';
import {
  importChoices,
  readCoordinate,
  readGender,
  readImportValue,
  readStatus,
} from './read-value';

const TODAY = '2026-11-26';

describe('readGender', () => {
  it.each([
    ['M', 'male'],
    ['m.', 'male'],
    [' Male ', 'male'],
    ['MALE', 'male'],
    ['Boy', 'male'],
    ['B', 'male'],
    ['पुरुष', 'male'],
    ['लड़का', 'male'],
    ['लडका', 'male'],
    ['बालक', 'male'],
    ['F', 'female'],
    ['f', 'female'],
    ['Female', 'female'],
    ['girl', 'female'],
    ['G', 'female'],
    ['महिला', 'female'],
    ['लड़की', 'female'],
    ['बालिका', 'female'],
    ['O', 'other'],
    ['Other', 'other'],
    ['Transgender', 'other'],
    ['T', 'other'],
    ['TG', 'other'],
    ['Third Gender', 'other'],
    ['अन्य', 'other'],
    ['ट्रांसजेंडर', 'other'],
  ])('reads %s as %s', (text, gender) => {
    expect(readGender(text)).toEqual({ ok: true, value: gender });
  });

  it('reads "लड़का" written with a precomposed ड़ (U+095C) too', () => {
    expect(readGender('ल\u095Cका')).toEqual({ ok: true, value: 'male' });
  });

  it('reads blank as no gender', () => {
    expect(readGender('  ')).toEqual({ ok: true, value: null });
  });

  it('says which genders it knows', () => {
    expect(readGender('X')).toEqual({
      ok: false,
      problem: 'not a gender the app knows (Male, Female, Other, M, F, Boy, Girl…)',
    });
  });
});

describe('readEducationLevel', () => {
  it.each([
    ['7', '7th Standard'],
    ['07', '7th Standard'],
    ['7th', '7th Standard'],
    ['1st', '1st Standard'],
    ['2nd', '2nd Standard'],
    ['3rd', '3rd Standard'],
    ['12', '12th Standard'],
    ['I', '1st Standard'],
    ['i', '1st Standard'],
    ['II', '2nd Standard'],
    ['iv', '4th Standard'],
    ['vii', '7th Standard'],
    ['VIII', '8th Standard'],
    ['IX', '9th Standard'],
    ['X', '10th Standard'],
    ['XI', '11th Standard'],
    ['XII', '12th Standard'],
    ['Ist', '1st Standard'],
    ['VIIth', '7th Standard'],
    ['Class 7', '7th Standard'],
    ['class7', '7th Standard'],
    ['Class-7', '7th Standard'],
    ['Class VII', '7th Standard'],
    ['CLASS 10th', '10th Standard'],
    ['Std 7', '7th Standard'],
    ['Std. VII', '7th Standard'],
    ['STD.VII', '7th Standard'],
    ['Standard 7', '7th Standard'],
    ['7th Std', '7th Standard'],
    ['7th Std.', '7th Standard'],
    ['7th  standard', '7th Standard'],
    ['7 th Standard', '7th Standard'],
    ['X Class', '10th Standard'],
    ['Grade 7', '7th Standard'],
    ['कक्षा 7', '7th Standard'],
    ['कक्षा VII', '7th Standard'],
    ['कक्षा ७', '7th Standard'],
    ['७', '7th Standard'],
    ['कक्षा 7वीं', '7th Standard'],
    ['10वीं', '10th Standard'],
    ['Diploma', 'Diploma'],
    ['B.Sc', 'B.Sc'],
    ['BSc', 'B.Sc'],
    ['B Sc', 'B.Sc'],
    ['b.sc.', 'B.Sc'],
    ['B.A.', 'B.A'],
    ['M.A', 'M.A'],
    ['MA', 'M.A'],
    ['M.Com', 'M.Com'],
    ['btech', 'B.Tech'],
    ['B.E.', 'B.E'],
    ['mba', 'MBA'],
    ['Ph.D', 'Ph.D'],
    ['PhD', 'Ph.D'],
    ['Post-Doctorate', 'Post Doctorate'],
    ['5th standard', '5th Standard'],
  ])('reads %s as %s', (text, level) => {
    expect(readEducationLevel(text)).toEqual({ ok: true, value: level });
  });

  it.each([
    ['VII-A', '7th Standard'],
    ['7 A', '7th Standard'],
    ['7th-B', '7th Standard'],
    ['10(C)', '10th Standard'],
    ['7A', '7th Standard'],
    ['Class 7 - A', '7th Standard'],
  ])('reads %s, with its section, as %s', (text, level) => {
    expect(readEducationLevel(text)).toEqual({ ok: true, value: level });
  });

  it('reads blank as no level (the row check says it is missing)', () => {
    expect(readEducationLevel(' ')).toEqual({ ok: true, value: null });
  });

  it.each([
    'Nursery',
    'nursery',
    'Pre Nursery',
    'Pre-Nursery',
    'LKG',
    'L.K.G.',
    'UKG',
    'U.K.G',
    'KG',
    'KG-1',
    'KG 2',
    'Pre-Primary',
    'Pre Primary',
    'Playgroup',
    'Play Group',
    'Bal Vatika',
    'Balvatika',
    'Balvatika-3',
    'Anganwadi',
    'नर्सरी',
    'अंगनवाड़ी',
    'आंगनवाड़ी',
    'बालवाटिका',
    'LKG-A',
  ])('refuses %s: the app starts at 1st Standard', (text) => {
    expect(readEducationLevel(text)).toEqual({ ok: false, problem: PRE_PRIMARY_PROBLEM });
    expect(PRE_PRIMARY_PROBLEM).toBe('the app starts at 1st Standard');
  });

  it.each(['0', '00', '13', 'Class 15', '13th Standard', 'Class 0'])(
    'refuses %s as no class',
    (text) => {
      expect(readEducationLevel(text)).toEqual({
        ok: false,
        problem: 'not a class the app knows (1st to 12th Standard, then degrees)',
      });
    },
  );

  it('refuses other words and says what it knows', () => {
    const reading = readEducationLevel('BCA');
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(
      /^not an education level the app knows \(1st to 12th Standard, Diploma, B\.A, .*, Post Doctorate\)$/,
    );
    expect(readEducationLevel('XIII').ok).toBe(false);
  });
});

describe('splitClassAndStream', () => {
  it.each([
    ['11 Science', '11', 'Science'],
    ['XII-Commerce', 'XII', 'Commerce'],
    ['12th (Arts)', '12th', 'Arts'],
    ['XI Non Medical', 'XI', 'Science'],
    ['कक्षा 11 विज्ञान', 'कक्षा 11', 'Science'],
  ])('%s is class %s, stream %s', (text, classText, stream) => {
    expect(splitClassAndStream(text)).toEqual({ classText, stream });
  });

  it.each(['7 Science', 'B.Sc', '11', 'XI-A', 'Science'])('%s has no stream', (text) => {
    expect(splitClassAndStream(text).stream).toBeNull();
  });

  it('reads the class of 11th and 12th with a stream', () => {
    expect(readEducationLevel('11 Science')).toEqual({ ok: true, value: '11th Standard' });
    expect(readEducationLevel('XII Commerce')).toEqual({ ok: true, value: '12th Standard' });
  });
});

describe('splitClassAndSection', () => {
  it.each([
    ['VII-A', 'VII', 'A'],
    ['7 a', '7', 'A'],
    ['7th-B', '7th', 'B'],
    ['10(C)', '10', 'C'],
    ['7A', '7', 'A'],
    ['Class 7 / D', 'Class 7', 'D'],
  ])('splits %s into %s and section %s', (text, classText, section) => {
    expect(splitClassAndSection(text)).toEqual({ classText, section });
  });

  it.each(['VII', 'XI', 'Class 7', 'B.A', 'B Sc', 'Nursery', ' 7 '])(
    'leaves %s whole, with no section',
    (text) => {
      expect(splitClassAndSection(text)).toEqual({ classText: text.trim(), section: null });
    },
  );
});

describe('readRegisterDate', () => {
  it.each([
    ['15-08-2012', '2012-08-15'],
    ['15/08/2012', '2012-08-15'],
    ['15.08.2012', '2012-08-15'],
    ['5/8/2012', '2012-08-05'],
    ['5-8-2012', '2012-08-05'],
    ['15 / 08 / 2012', '2012-08-15'],
    ['2012-08-15', '2012-08-15'],
    ['2012/8/5', '2012-08-05'],
    ['29-02-2024', '2024-02-29'],
    ['15 Aug 2012', '2012-08-15'],
    ['15-Aug-2012', '2012-08-15'],
    ['15th August, 2012', '2012-08-15'],
    ['5 Sept 2012', '2012-09-05'],
    ['15-08-2012 00:00:00', '2012-08-15'],
    ['१५-०८-२०१२', '2012-08-15'],
  ])('reads %s as %s', (text, iso) => {
    expect(readRegisterDate(text, 'dateOfBirth', TODAY)).toEqual({ ok: true, value: iso });
    expect(readRegisterDate(text, 'enrollmentDate', TODAY)).toEqual({ ok: true, value: iso });
  });

  it('reads blank as no date', () => {
    expect(readRegisterDate(' ', 'dateOfBirth', TODAY)).toEqual({ ok: true, value: null });
  });

  it('refuses a date that does not exist, and text that is not a date, in words', () => {
    for (const text of ['31/02/2010', '29-02-2023', '08-15-2012', '00-05-2012', '31-04-10'])
      expect(readRegisterDate(text, 'dateOfBirth', TODAY)).toEqual({
        ok: false,
        problem: 'not a real date',
      });
    for (const text of ['tomorrow', '15082012', '2012', '15 Agu 2012'])
      expect(readRegisterDate(text, 'dateOfBirth', TODAY)).toEqual({
        ok: false,
        problem: 'not a date in the form DD-MM-YYYY',
      });
  });

  it('refuses a date of birth after today, not an enrollment date', () => {
    expect(readRegisterDate('27-11-2026', 'dateOfBirth', TODAY)).toEqual({
      ok: false,
      problem: 'in the future',
    });
    expect(readRegisterDate('26-11-2026', 'dateOfBirth', TODAY)).toEqual({
      ok: true,
      value: '2026-11-26',
    });
    expect(readRegisterDate('01-04-2027', 'enrollmentDate', TODAY)).toEqual({
      ok: true,
      value: '2027-04-01',
    });
  });

  describe('two-digit years (TWO_DIGIT_YEAR_RULE)', () => {
    it('says the rule in words', () => {
      expect(TWO_DIGIT_YEAR_RULE).toBe(
        'A two-digit year is read as 20YY when that date is not after today (5/6/12 is 05-06-2012); ' +
          'otherwise, for a date of birth only, as 19YY when the student would be 40 or younger ' +
          '(3/4/98 is 03-04-1998). Any other two-digit year is refused: write the year in full.',
      );
    });

    it.each([
      ['5/6/12', '2012-06-05'],
      ['05-06-00', '2000-06-05'],
      ['26/11/26', '2026-11-26'],
      ['3/4/98', '1998-04-03'],
      ['27/11/86', '1986-11-27'],
      ['26/11/86', '1986-11-26'],
      ['27/11/85', '1985-11-27'],
      ['15-Aug-99', '1999-08-15'],
    ])('reads the date of birth %s as %s', (text, iso) => {
      expect(readRegisterDate(text, 'dateOfBirth', TODAY)).toEqual({ ok: true, value: iso });
    });

    it.each([
      ['27/11/26', 'the year 26 could be 1926 or 2026: write the year in full'],
      ['26/11/85', 'the year 85 could be 1985 or 2085: write the year in full'],
      ['1/1/50', 'the year 50 could be 1950 or 2050: write the year in full'],
      ['1/1/27', 'the year 27 could be 1927 or 2027: write the year in full'],
    ])('refuses the date of birth %s', (text, problem) => {
      expect(readRegisterDate(text, 'dateOfBirth', TODAY)).toEqual({ ok: false, problem });
    });

    it('reads an enrollment date as 20YY up to today and refuses the rest', () => {
      expect(readRegisterDate('1/4/24', 'enrollmentDate', TODAY)).toEqual({
        ok: true,
        value: '2024-04-01',
      });
      expect(readRegisterDate('1/4/27', 'enrollmentDate', TODAY)).toEqual({
        ok: false,
        problem: 'the year 27 could be 1927 or 2027: write the year in full',
      });
      expect(readRegisterDate('1/4/98', 'enrollmentDate', TODAY)).toEqual({
        ok: false,
        problem: 'the year 98 could be 1998 or 2098: write the year in full',
      });
    });
  });
});

describe('readMobile', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '98765.43210',
    '(98765) 43210',
    '098765 43210',
    '09876543210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '(+91) 98765 43210',
    '919876543210',
    '91 9876543210',
    '0091 98765 43210',
    "'+919876543210",
    '9876543210.0',
  ])('reads %s as +919876543210', (text) => {
    expect(readMobile(text)).toEqual({ ok: true, value: '+919876543210' });
  });

  it('reads blank as no number', () => {
    expect(readMobile('  ')).toEqual({ ok: true, value: '' });
  });

  it.each([
    [
      '9.87654E+09',
      'the spreadsheet wrote the number in E notation and lost its last digits: format the column as text and type the numbers again',
    ],
    ['9.87654e+9', expect.stringMatching(/^the spreadsheet wrote the number in E notation/)],
    ['011-23456789', 'not a mobile number (a mobile number starts with 6, 7, 8 or 9)'],
    ['2345678901', 'not a mobile number (a mobile number starts with 6, 7, 8 or 9)'],
    ['12345', 'has 5 digits, not the 10 of a mobile number'],
    ['98765432101', 'has 11 digits, not the 10 of a mobile number'],
    ['9876543210 / 9123456789', 'more than one number: keep one mobile number'],
    ['9876543210, 9123456789', 'more than one number: keep one mobile number'],
    ['+44 7911 123456', 'not an Indian mobile number (+91)'],
    ['call father', 'not a phone number'],
    ['98765x43210', 'not a phone number'],
  ])('refuses %s', (text, problem) => {
    expect(readMobile(text)).toEqual({ ok: false, problem });
  });
});

describe('readStatus', () => {
  it.each([
    ['Active', 'active'],
    ['active', 'active'],
    ['Studying', 'active'],
    ['Current', 'active'],
    ['Enrolled', 'active'],
    ['', 'active'],
    ['Graduated', 'graduated'],
    ['Passed out', 'graduated'],
    ['Pass-out', 'graduated'],
    ['Passout', 'graduated'],
    ['Alumni', 'graduated'],
  ])('reads %j as %s', (text, status) => {
    expect(readStatus(text)).toEqual({ ok: true, value: status });
  });

  it('says which statuses it knows', () => {
    expect(readStatus('Paused')).toEqual({
      ok: false,
      problem:
        'not a status the app knows (Active, Graduated, Left, Studying, Enrolled, Passed out, Alumni, TC issued)',
    });
  });
});

describe('readCoordinate', () => {
  it('reads a number within its range, and blank as none', () => {
    expect(readCoordinate(' 28.853 ', 'latitude')).toEqual({ ok: true, value: 28.853 });
    expect(readCoordinate('-180', 'longitude')).toEqual({ ok: true, value: -180 });
    expect(readCoordinate('', 'latitude')).toEqual({ ok: true, value: null });
    expect(readCoordinate('95', 'latitude')).toEqual({
      ok: false,
      problem: 'not a number from -90 to 90',
    });
    expect(readCoordinate('east', 'longitude')).toEqual({
      ok: false,
      problem: 'not a number from -180 to 180',
    });
  });
});

describe('readImportValue', () => {
  it.each([
    ['educationLevel', 'VII', '7th Standard'],
    ['gender', 'F', 'Female'],
    ['gender', '', ''],
    ['parentContact', '9876543210', '+91 98765 43210'],
    ['parentContact', '', ''],
    ['dateOfBirth', '5/6/12', '05-06-2012'],
    ['enrollmentDate', '2024-04-01', '01-04-2024'],
    ['dateOfBirth', '', ''],
    ['status', 'Passed out', 'Graduated'],
    ['status', '', 'Active'],
    ['latitude', '28.8530', '28.853'],
    ['name', '  Aarav  Kumar ', 'Aarav  Kumar'],
    ['school', ' Narela School', 'Narela School'],
    ['admissionNumber', 'nrl/2025 101', 'NRL/2025101'],
  ] as const)('shows %s %j as %j', (field, text, shown) => {
    expect(readImportValue(field, text, TODAY)).toEqual({ ok: true, shown });
  });

  it('gives the problem of a value it cannot read', () => {
    expect(readImportValue('educationLevel', 'Nursery')).toEqual({
      ok: false,
      problem: 'the app starts at 1st Standard',
    });
    expect(readImportValue('dateOfBirth', '31/02/2010')).toEqual({
      ok: false,
      problem: 'not a real date',
    });
  });
});

describe('importChoices', () => {
  it('lists the labels of the enumerated fields, which read back as themselves', () => {
    expect(importChoices('gender')).toEqual(['Male', 'Female', 'Other']);
    expect(importChoices('status')).toEqual(['Active', 'Graduated', 'Left']);
    const levels = importChoices('educationLevel');
    expect(levels).toHaveLength(26);
    for (const level of levels ?? [])
      expect(readImportValue('educationLevel', level)).toEqual({ ok: true, shown: level });
    for (const field of ['gender', 'status'] as const)
      for (const label of importChoices(field) ?? [])
        expect(readImportValue(field, label)).toEqual({ ok: true, shown: label });
  });

  it('has no list for the other fields', () => {
    expect(importChoices('name')).toBeNull();
    expect(importChoices('dateOfBirth')).toBeNull();
    expect(importChoices('parentContact')).toBeNull();
  });
});
