import { describe, expect, it } from 'vitest';
import { udiseExport, type UdiseExportSettings } from './udise-export';
import { udiseColumnIndex, type UdiseColumnKey } from './udise-template';
import { udiseTestStudent } from './udise-test-student';

// The sheet's profile columns past the register's (udise-profile-cells.ts), and the name the
// portal takes for a register in Devanagari.

const SETTINGS: UdiseExportSettings = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42 } },
};

/** A student complete for the return, in 10th Standard unless patched. */
const student = (id: string, patch: Record<string, unknown> = {}) =>
  udiseTestStudent(id, {
    educationLevel: '10th Standard',
    dateOfBirth: '2011-06-05',
    section: 'A',
    social: { socialCategory: 'obc', minorityGroup: 'none', bpl: false },
    ...patch,
  });

function exported(patch: Record<string, unknown>, settings = SETTINGS) {
  const result = udiseExport([student('1', patch)], settings);
  const row = result.rows[0]!;
  return {
    cell: (key: UdiseColumnKey) => row[udiseColumnIndex(key)],
    checks: result.checks.map(({ column, problem, severity, value }) =>
      value === undefined ? { column, problem, severity } : { column, problem, severity, value },
    ),
  };
}

describe("the return's profile columns", () => {
  it('fill every column from a student with every profile field recorded', () => {
    const { cell, checks } = exported({
      needs: {
        cwsn: true,
        impairments: ['lowVision', 'hearing'],
        primaryImpairment: 'hearing',
        cwsnFacility: 'hearingAid',
        sld: true,
        sldType: 'dyscalculia',
        asd: false,
        adhd: true,
      },
      otherDetails: { motherTongue: 'hindi', pincode: '110040', extraCurricular: true },
      enrolment: {
        rollNumber: '7',
        previousYearStatus: 'sameSchool',
        outOfSchool: true,
        mainstreamed: true,
        vocational: true,
        vocationalSector: '68',
        vocationalJobRole: '1042',
        vocationalExam: 'passed',
      },
      facilities: {
        scholarship: 'state',
        moreScholarships: ['central'],
        centralScholarship: 'nmms',
        scholarshipAmount: 12000,
      },
    });
    // The main impairment, not the first recorded.
    expect(cell('impairmentType')).toBe(3);
    expect(cell('facProvidedCwsn')).toBe(9);
    expect([cell('scrndFrSld'), cell('sldType'), cell('scrndFrAsd'), cell('scrndFrAdhd')]).toEqual([
      1, 2, 2, 1,
    ]);
    expect(cell('isEcActivity')).toBe(1);
    expect(cell('ooscYn')).toBe(1);
    expect([cell('centrlSchlrshpYn'), cell('stateSchlrshpYn'), cell('otherSchlrshpYn')]).toEqual([
      1, 1, 2,
    ]);
    expect(cell('centrlSchlrshpId')).toBe(10);
    expect(cell('schlrshpAmount')).toBe(12000);
    expect([cell('vocYn'), cell('sector'), cell('jobRole'), cell('appVocPy')]).toEqual([
      1, 68, 1042, 1,
    ]);
    // The office has not settled the mainstreaming's codes: empty, and checked first.
    expect(cell('ooscMainstreamedYn')).toBeUndefined();
    expect(checks).toEqual([
      { column: 'ooscMainstreamedYn', problem: 'codeNotSet', severity: 'refused', value: 'yes' },
    ]);
  });

  it("write the mainstreaming by the office's codes", () => {
    const { cell, checks } = exported(
      { enrolment: { outOfSchool: true, mainstreamed: false } },
      { ...SETTINGS, overrides: { ...SETTINGS.overrides, ooscMainstreamed: { yes: 1, no: 2 } } },
    );
    expect(cell('ooscMainstreamedYn')).toBe(2);
    expect(checks).toEqual([]);
  });

  it('fall back to the first impairment, and leave empty what is not recorded', () => {
    const { cell, checks } = exported({
      needs: { cwsn: true, impairments: ['lowVision', 'hearing'] },
    });
    expect(cell('impairmentType')).toBe(2);
    for (const key of [
      'ooscYn',
      'ooscMainstreamedYn',
      'centrlSchlrshpYn',
      'centrlSchlrshpId',
      'schlrshpAmount',
      'facProvidedCwsn',
      'scrndFrSld',
      'sldType',
      'isEcActivity',
      'vocYn',
      'sector',
    ] as const)
      expect(cell(key), key).toBeUndefined();
    expect(checks).toEqual([]);
  });

  it('ask the amount with any scholarship, the code with a central one, the SLD type with an SLD', () => {
    const { cell, checks } = exported({
      needs: { cwsn: false, sld: true },
      facilities: { scholarship: 'central' },
    });
    expect([cell('centrlSchlrshpYn'), cell('stateSchlrshpYn'), cell('otherSchlrshpYn')]).toEqual([
      1, 2, 2,
    ]);
    expect(checks).toEqual([
      { column: 'centrlSchlrshpId', problem: 'required', severity: 'questioned' },
      { column: 'schlrshpAmount', problem: 'required', severity: 'refused' },
      { column: 'sldType', problem: 'required', severity: 'questioned' },
    ]);
    // No scholarship: three noes, and nothing to ask.
    const none = exported({ facilities: { scholarship: 'none', scholarshipAmount: 500 } });
    expect([none.cell('centrlSchlrshpYn'), none.cell('schlrshpAmount')]).toEqual([2, undefined]);
    expect(none.checks).toEqual([]);
  });

  it('leave the vocational columns empty below class IX', () => {
    const enrolment = { vocational: true, vocationalSector: '68', vocationalJobRole: '1042' };
    const { cell } = exported({
      educationLevel: '8th Standard',
      dateOfBirth: '2013-06-05',
      enrolment,
    });
    expect([cell('vocYn'), cell('sector'), cell('jobRole')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(exported({ enrolment }).cell('vocYn')).toBe(1);
  });
});

describe("the return's student name", () => {
  it('is the confirmed spelling in English letters of a name in Devanagari', () => {
    const { cell, checks } = exported({
      name: 'सीता कुमारी',
      gender: 'female',
      identity: { nameInEnglish: 'Sita Kumari' },
    });
    expect(cell('studentName')).toBe('Sita Kumari');
    expect(checks).toEqual([]);
  });

  it('is the register’s name, questioned, while no spelling is confirmed', () => {
    const { cell, checks } = exported({ name: 'सीता कुमारी' });
    expect(cell('studentName')).toBe('सीता कुमारी');
    expect(checks).toEqual([
      { column: 'studentName', problem: 'nameLetters', severity: 'refused', value: 'सीता कुमारी' },
    ]);
  });

  it('is the register’s name when that is in English letters already', () => {
    const { cell } = exported({ name: 'Sita Kumari', identity: { nameInEnglish: 'Seeta Kumari' } });
    expect(cell('studentName')).toBe('Sita Kumari');
  });
});
