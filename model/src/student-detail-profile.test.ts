import { describe, expect, it } from 'vitest';
import { formatIndianMobile } from './phone';
import { detailValueText } from './student-detail-labels';
import { studentDetailsSchema } from './student-details-schema';
import {
  askedAnswers,
  DETAIL_MESSAGES,
  detailFieldAsked,
  scholarshipSources,
  STUDENT_DETAIL_GROUPS,
  type DetailGroupName,
} from './student-details';
import { portalNameProblem } from './udise-checks';

// The profile fields the UDISE+ sheet asks beyond the register's: the name in English letters,
// the main impairment, SLD, autism, ADHD, the CWSN facility, extra-curricular activity, an
// out-of-school child, vocational courses and the scholarships.

function parse(group: DetailGroupName, draft: Record<string, unknown>) {
  return studentDetailsSchema.shape[group].safeParse(draft);
}

function stored(group: DetailGroupName, draft: Record<string, unknown>) {
  const result = parse(group, draft);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data as Record<string, unknown>;
}

const refused = (group: DetailGroupName, draft: Record<string, unknown>) =>
  parse(group, draft).success === false;

describe('the name in English letters', () => {
  it('is stored as the portal takes it: runs of spaces made one, ends trimmed', () => {
    expect(stored('identity', { nameInEnglish: '  Sita   Kumari ' })).toEqual({
      nameInEnglish: 'Sita Kumari',
    });
    expect(stored('identity', { nameInEnglish: 'Abc' })).toEqual({ nameInEnglish: 'Abc' });
    expect(stored('identity', { nameInEnglish: 'A'.repeat(50) })).toEqual({
      nameInEnglish: 'A'.repeat(50),
    });
  });

  it('refuses what the portal refuses: other letters, signs, under 3 or over 50 characters', () => {
    for (const typed of ['सीता कुमारी', 'S.K. Sharma', 'Sita-Kumari', 'Ab', 'A'.repeat(51), 'R2'])
      expect(refused('identity', { nameInEnglish: typed }), typed).toBe(true);
    const result = parse('identity', { nameInEnglish: 'सीता' });
    expect(result.error?.issues[0]?.message).toBe(DETAIL_MESSAGES.latinName);
  });

  it('accepts exactly the names the export would not question', () => {
    for (const name of ['Sita Kumari', 'Ram', 'Mohd Arif Khan', 'Ab', 'S K', 'Rām'])
      expect(!refused('identity', { nameInEnglish: name }), name).toBe(
        portalNameProblem(name) === undefined,
      );
  });
});

describe('the main impairment', () => {
  it('is one of the impairments recorded', () => {
    expect(
      stored('needs', {
        cwsn: true,
        impairments: ['hearing', 'blindness'],
        primaryImpairment: 'hearing',
      }),
    ).toEqual({ cwsn: true, impairments: ['blindness', 'hearing'], primaryImpairment: 'hearing' });
  });

  it('is refused at its own field when not among them, or with none recorded', () => {
    const result = studentDetailsSchema.safeParse({
      needs: { cwsn: true, impairments: ['blindness', 'hearing'], primaryImpairment: 'lowVision' },
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['needs', 'primaryImpairment'],
        message: DETAIL_MESSAGES.amongTicked,
      }),
    ]);
    expect(refused('needs', { primaryImpairment: 'blindness' })).toBe(true);
    expect(refused('needs', { impairments: ['blindness'], primaryImpairment: 'telepathy' })).toBe(
      true,
    );
  });
});

describe('the other profile fields', () => {
  it('take the values of their tables and limits', () => {
    expect(
      stored('needs', {
        cwsnFacility: 'hearingAid',
        sld: true,
        sldType: 'dyslexia',
        asd: false,
        adhd: false,
      }),
    ).toEqual({
      cwsnFacility: 'hearingAid',
      sld: true,
      sldType: 'dyslexia',
      asd: false,
      adhd: false,
    });
    expect(stored('otherDetails', { extraCurricular: true })).toEqual({ extraCurricular: true });
    expect(
      stored('enrolment', {
        stream: 'other',
        outOfSchool: true,
        mainstreamed: false,
        vocational: true,
        vocationalSector: ' 61 ',
        vocationalJobRole: '1234',
        vocationalExam: 'notAppeared',
      }),
    ).toEqual({
      stream: 'other',
      outOfSchool: true,
      mainstreamed: false,
      vocational: true,
      vocationalSector: '61',
      vocationalJobRole: '1234',
      vocationalExam: 'notAppeared',
    });
    for (const [group, draft] of [
      ['needs', { cwsnFacility: 'Braille books' }],
      ['needs', { sldType: 'reading' }],
      ['needs', { asd: 'yes' }],
      ['enrolment', { vocationalSector: '0' }],
      ['enrolment', { vocationalJobRole: '100000' }],
      ['enrolment', { vocationalSector: '6a' }],
      ['enrolment', { vocationalExam: 'failed' }],
    ] as const)
      expect(refused(group, draft), JSON.stringify(draft)).toBe(true);
  });

  it('keep the scholarships: the main one, the more in their order, a code and an amount', () => {
    expect(
      stored('facilities', {
        scholarship: 'state',
        moreScholarships: ['other', 'central'],
        centralScholarship: 'nmms',
        scholarshipAmount: '12000',
      }),
    ).toEqual({
      scholarship: 'state',
      moreScholarships: ['central', 'other'],
      centralScholarship: 'nmms',
      scholarshipAmount: 12000,
    });
    for (const draft of [
      { moreScholarships: ['none'] },
      { centralScholarship: 'NMMS' },
      { scholarshipAmount: 0 },
      { scholarshipAmount: 50_001 },
      { scholarshipAmount: 100.5 },
    ])
      expect(refused('facilities', draft), JSON.stringify(draft)).toBe(true);
  });

  it('are said in words: an amount in rupees, an id as its digits', () => {
    const { facilities, enrolment } = STUDENT_DETAIL_GROUPS;
    const words = (spec: Parameters<typeof detailValueText>[0], value: unknown) =>
      detailValueText(spec, value, formatIndianMobile);
    expect(words(facilities.scholarshipAmount, 12000)).toBe('₹12000');
    expect(words(enrolment.vocationalSector, '61')).toBe('61');
    expect(words(facilities.moreScholarships, ['central', 'other'])).toBe(
      'Central government, Other',
    );
  });
});

describe('the fields asked only with another answer', () => {
  it('are asked with that answer', () => {
    expect(detailFieldAsked('cwsnFacility', { cwsn: true })).toBe(true);
    expect(detailFieldAsked('cwsnFacility', { cwsn: false })).toBe(false);
    expect(detailFieldAsked('primaryImpairment', { cwsn: true, impairments: ['blindness'] })).toBe(
      false,
    );
    expect(
      detailFieldAsked('primaryImpairment', { cwsn: true, impairments: ['blindness', 'hearing'] }),
    ).toBe(true);
    expect(detailFieldAsked('sldType', { sld: true })).toBe(true);
    expect(detailFieldAsked('mainstreamed', { outOfSchool: false })).toBe(false);
    expect(detailFieldAsked('vocationalJobRole', { vocational: true })).toBe(true);
    expect(detailFieldAsked('moreScholarships', { scholarship: 'none' })).toBe(false);
    expect(detailFieldAsked('centralScholarship', { scholarship: 'state' })).toBe(false);
    expect(
      detailFieldAsked('centralScholarship', {
        scholarship: 'state',
        moreScholarships: ['central'],
      }),
    ).toBe(true);
    expect(detailFieldAsked('scholarshipAmount', { scholarship: 'other' })).toBe(true);
    // The others always.
    expect(detailFieldAsked('sld', {})).toBe(true);
  });

  it('are cleared without it, and the main scholarship is not repeated among the more', () => {
    expect(
      askedAnswers({ cwsn: false, impairments: ['blindness'], cwsnFacility: 'braces', sld: true }),
    ).toEqual({ cwsn: false, impairments: null, cwsnFacility: null, sld: true });
    expect(askedAnswers({ scholarship: 'state', moreScholarships: ['central', 'state'] })).toEqual({
      scholarship: 'state',
      moreScholarships: ['central'],
    });
    expect(
      askedAnswers({ scholarship: 'none', moreScholarships: ['central'], scholarshipAmount: 5 }),
    ).toEqual({
      scholarship: 'none',
      moreScholarships: null,
      scholarshipAmount: null,
    });
  });

  it('say who gives the scholarships received', () => {
    expect(scholarshipSources({})).toEqual([]);
    expect(scholarshipSources({ scholarship: 'none' })).toEqual([]);
    expect(scholarshipSources({ scholarship: 'state', moreScholarships: ['central'] })).toEqual([
      'central',
      'state',
    ]);
  });
});
