import { describe, expect, it } from 'vitest';
import { DETAIL_FIELD_LABELS } from '../student-detail-labels';
import { DETAIL_FIELDS, STUDENT_DETAIL_GROUPS } from '../student-details';
import { checkImportRow, ROW_PROBLEMS, type ImportCells } from './check-row';
import { guessColumnMapping } from './column-matching';
import { IMPORT_COLUMNS, IMPORT_FIELDS } from './columns';
import { readDetailCell } from './read-details';
import { readImportValue } from './read-value';
import { REGISTER_IMPORT_FIELDS } from './register-columns';
import { importTemplateNotes, importTemplateRows } from './template-rows';

// The student's details in the import: one optional column per field, after the
// register's columns, read as offices write them.

const GOOD: ImportCells = {
  name: 'Aarav Kumar',
  educationLevel: '7th Standard',
  school: 'Government School, Narela',
};

const { social, needs, otherDetails, facilities, family } = STUDENT_DETAIL_GROUPS;

describe('the details columns', () => {
  it('follow the register columns, one per detail field, none required', () => {
    expect(IMPORT_FIELDS).toEqual([...REGISTER_IMPORT_FIELDS, ...DETAIL_FIELDS]);
    const details = IMPORT_COLUMNS.slice(REGISTER_IMPORT_FIELDS.length);
    expect(details.map((column) => column.header)).toEqual(
      DETAIL_FIELDS.map((field) => DETAIL_FIELD_LABELS[field]),
    );
    expect(details.every((column) => !column.required)).toBe(true);
    // The Aadhaar number is never imported, not even its last four digits.
    expect(IMPORT_FIELDS).not.toContain('aadhaarLastFour');
    expect(IMPORT_FIELDS).not.toContain('aadhaarKind');
  });

  it('match their headers in English and in Hindi, and other names registers use', () => {
    const cases: Array<[string, string]> = [
      ['Social Category', 'socialCategory'],
      ['सामाजिक श्रेणी', 'socialCategory'],
      ['BLOOD GROUP', 'bloodGroup'],
      ['रक्त समूह', 'bloodGroup'],
      ['Height (cm)', 'heightCm'],
      ['लंबाई (सेमी)', 'heightCm'],
      ['वजन (किलो)', 'weightKg'],
      ['Impairment types', 'impairments'],
      ['दिव्यांगता के प्रकार', 'impairments'],
      ['Admitted under RTE 12(1)(c)', 'rte'],
      ['निःशुल्क पाठ्यपुस्तकें', 'freeTextbooks'],
      ['PEN', 'pen'],
      ['PIN Code', 'pincode'],
      ['मातृभाषा', 'motherTongue'],
    ];
    for (const [header, field] of cases)
      expect(guessColumnMapping([header]), header).toEqual({ [field]: 0 });
    // The export's Category column is the level's, not the social category.
    expect(guessColumnMapping(['Category'])).toEqual({});
  });

  it("give the parent's column the first pick, as before the details had columns", () => {
    expect(guessColumnMapping(["Father's Name", "Mother's Name"])).toEqual({
      parentName: 0,
      motherName: 1,
    });
    expect(
      guessColumnMapping(['Parent / Guardian Name', "Father's Name", "Mother's Name"]),
    ).toEqual({ parentName: 0, fatherName: 1, motherName: 2 });
  });
});

describe('readDetailCell', () => {
  it('reads a choice by its label or value, in any case, and a few other names', () => {
    for (const text of ['OBC', 'obc', ' Obc ', 'Other Backward Class', 'अन्य पिछड़ा वर्ग'])
      expect(readDetailCell(social.socialCategory, text), text).toEqual({ ok: true, value: 'obc' });
    expect(readDetailCell(social.minorityGroup, 'not a minority')).toEqual({
      ok: true,
      value: 'none',
    });
    expect(readDetailCell(otherDetails.distanceToSchool, 'from1To3')).toEqual({
      ok: true,
      value: 'from1To3',
    });
    // A+ and A- stay apart; "B positive" and "O-ve" as offices write them.
    expect(readDetailCell(otherDetails.bloodGroup, 'a-')).toEqual({ ok: true, value: 'A-' });
    expect(readDetailCell(otherDetails.bloodGroup, 'B positive')).toEqual({
      ok: true,
      value: 'B+',
    });
    expect(readDetailCell(otherDetails.bloodGroup, 'O-ve')).toEqual({ ok: true, value: 'O-' });
  });

  it('reads yes and no in words, letters, Hindi and the portal codes 1 and 2', () => {
    for (const text of ['Yes', 'y', 'YES', 'हाँ', 'हां', '1', 'TRUE'])
      expect(readDetailCell(social.bpl, text), text).toEqual({ ok: true, value: true });
    for (const text of ['No', 'n', 'नहीं', '2', 'false'])
      expect(readDetailCell(social.bpl, text), text).toEqual({ ok: true, value: false });
    expect(readDetailCell(facilities.midDayMeal, 'maybe')).toEqual({
      ok: false,
      problem: 'not Yes or No (also Y, N, 1 for Yes, 2 for No)',
    });
  });

  it('reads several impairments separated by commas or semicolons', () => {
    expect(
      readDetailCell(needs.impairments, 'Low vision; blindness, Autism spectrum disorder;'),
    ).toEqual({ ok: true, value: ['lowVision', 'blindness', 'autism'] });
    expect(readDetailCell(needs.impairments, 'Blindness, Squint')).toEqual({
      ok: false,
      problem: "'Squint' is not one of the values on the template's Notes sheet",
    });
  });

  it('reads numbers as typed, with their unit, within their range', () => {
    expect(readDetailCell(otherDetails.heightCm, '142')).toEqual({ ok: true, value: 142 });
    expect(readDetailCell(otherDetails.weightKg, '35.5 kg')).toEqual({ ok: true, value: 35.5 });
    expect(readDetailCell(needs.disabilityPercent, '40%')).toEqual({ ok: true, value: 40 });
    expect(readDetailCell(needs.disabilityPercent, '०')).toEqual({ ok: true, value: 0 });
    expect(readDetailCell(otherDetails.heightCm, '300')).toEqual({
      ok: false,
      problem: 'not a number from 30 to 250',
    });
    expect(readDetailCell(otherDetails.heightCm, '142.5')).toEqual({
      ok: false,
      problem: 'not a whole number from 30 to 250',
    });
    expect(readDetailCell(needs.disabilityPercent, '%')).toEqual({
      ok: false,
      problem: 'not a number from 0 to 100',
    });
  });

  it('reads a mobile number as the parent contact is read; blank is not recorded', () => {
    expect(readDetailCell(family.alternateMobile, '098765-43210')).toEqual({
      ok: true,
      value: '+919876543210',
    });
    expect(readDetailCell(family.alternateMobile, '12345')).toEqual({
      ok: false,
      problem: 'has 5 digits, not the 10 of a mobile number',
    });
    expect(readDetailCell(social.bpl, '  ')).toEqual({ ok: true, value: undefined });
  });

  it('shows in the preview what will be stored, in words', () => {
    expect(readImportValue('socialCategory', 'obc')).toEqual({ ok: true, shown: 'OBC' });
    expect(readImportValue('bpl', '1')).toEqual({ ok: true, shown: 'Yes' });
    expect(readImportValue('weightKg', '35.5')).toEqual({ ok: true, shown: '35.5 kg' });
    expect(readImportValue('alternateMobile', '9876543210')).toEqual({
      ok: true,
      shown: '+91 98765 43210',
    });
  });
});

describe('checkImportRow with details', () => {
  it('stores each recorded cell in its group, and nothing for the blank ones', () => {
    const check = checkImportRow({
      ...GOOD,
      motherName: ' Sunita Devi ',
      socialCategory: 'sc',
      bpl: 'Y',
      impairments: 'Blindness',
      cwsn: '1',
      heightCm: '142 cm',
      rte: '2',
      midDayMeal: 'हाँ',
      pincode: '110036',
      pen: '',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.student.family).toEqual({ motherName: 'Sunita Devi' });
    expect(check.student.identity).toEqual({});
    expect(check.student.social).toEqual({ socialCategory: 'sc', bpl: true });
    expect(check.student.needs).toEqual({ cwsn: true, impairments: ['blindness'] });
    expect(check.student.otherDetails).toEqual({ heightCm: 142, pincode: '110036' });
    expect(check.student.enrolment).toEqual({ rte: false });
    expect(check.student.facilities).toEqual({ midDayMeal: true });
  });

  it('leaves every group empty when the file has no details', () => {
    const check = checkImportRow(GOOD);
    expect(check.ok && check.student.social).toEqual({});
    expect(check.ok && check.student.facilities).toEqual({});
  });

  it('names the column of a bad cell, with the value and why', () => {
    expect(
      checkImportRow({ ...GOOD, socialCategory: 'BC', bloodGroup: 'C+', escort: 'sometimes' }),
    ).toEqual({
      ok: false,
      problems: [
        'Social Category BC: not one of General, SC, ST, OBC',
        'Blood Group C+: not one of A+, A-, B+, B-, AB+, AB-, O+, O-',
        'Free escort sometimes: not Yes or No (also Y, N, 1 for Yes, 2 for No)',
      ],
    });
    expect(checkImportRow({ ...GOOD, motherTongue: 'Klingon' })).toEqual({
      ok: false,
      problems: ["Mother Tongue Klingon: not one of the values on the template's Notes sheet"],
    });
    // What the schema refuses is named by the field, not by its group.
    expect(checkImportRow({ ...GOOD, pincode: '012345', email: 'asha@' })).toEqual({
      ok: false,
      problems: [
        'Email: enter an email address, e.g. name@example.com',
        'PIN code: enter the 6-digit PIN code',
      ],
    });
  });
});

describe('an APAAR ID in the file', () => {
  it('is refused with the reason: a new student has no parent’s consent on record', () => {
    const check = checkImportRow({ ...GOOD, apaarId: '123456789012', pen: '12345678901' });
    expect(check).toEqual({ ok: false, problems: [ROW_PROBLEMS.apaarConsent] });
    expect(checkImportRow({ ...GOOD, apaarId: ' ', pen: '12345678901' }).ok).toBe(true);
  });
});

describe('the template with details', () => {
  it('heads the details after the register columns, with an example that imports', () => {
    const [header, example] = importTemplateRows();
    expect(header!.slice(0, 16)).toEqual(IMPORT_COLUMNS.slice(0, 16).map((c) => c.header));
    expect(header).toContain('Social Category');
    expect(header!.length).toBe(example!.length);
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((column, i) => [column.field, example![i]]),
    );
    const check = checkImportRow(cells);
    expect(check.ok && check.student.social).toEqual({
      socialCategory: 'obc',
      minorityGroup: 'none',
      bpl: false,
      aay: false,
      ews: false,
    });
  });

  it('notes what each detail column may hold', () => {
    const notes = importTemplateNotes();
    expect(notes).toHaveLength(IMPORT_COLUMNS.length + 1);
    const note = (header: string) => notes.find((row) => row[0] === header);
    expect(note('Social Category')).toEqual([
      'Social Category',
      'No',
      'One of: General; SC; ST; OBC (any case)',
    ]);
    expect(note('BPL')?.[2]).toContain('1 for Yes, 2 for No');
    expect(note('Impairment types')?.[2]).toContain('separated by commas or semicolons');
    expect(note('Height (cm)')?.[2]).toBe('A whole number from 30 to 250 (cm)');
    expect(note('PEN (UDISE+)')?.[2]).toBe('Enter the 11-digit PEN given by the UDISE+ portal');
  });
});
