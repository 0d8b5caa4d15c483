// The codes of the UDISE+ student sheet's profile columns past the register's (scholarships, the
// CWSN facility, SLD, vocational courses, out-of-school children), as the fact sheet has them
// (docs/udise/student-upload-template.md, section 3): part of udise-code-tables.ts's tables,
// kept apart for their length. The tables with codes come from secondary sources, each within the
// range the portal's upload code checks (the fact sheet's section 2), and no source disagrees with
// them; the mainstreaming's codes the office settles.
import type { UdiseCodeTable } from './udise-code-tables';

export const UDISE_PROFILE_CODE_TABLES = {
  ooscMainstreamed: {
    section: '3.4',
    title: 'When the child is mainstreamed (out-of-school child)',
    confidence: 'secondary',
    codes: [],
    settle:
      "The template's labels of its codes 1 and 2 were never found; the live portal asks it as 1 Yes, 2 No.",
  },
  centralScholarship: {
    section: '3.9',
    title: 'Name of central scholarship',
    confidence: 'secondary',
    codes: [
      { code: 1, label: 'Pre Matric Scholarships Scheme for Minorities (MoMA)' },
      { code: 2, label: 'Post Matric Scholarships Scheme for Minorities (MoMA)' },
      { code: 3, label: 'Begum Hazrat Mahal National Scholarship (MoMA)' },
      { code: 4, label: 'Pre-matric Scholarship for Students with Disabilities (DEPwD)' },
      { code: 5, label: 'Post-matric Scholarship for Students with Disabilities (DEPwD)' },
      { code: 6, label: 'Post Matric Scholarship for SC students (All States) (MoSJE)' },
      {
        code: 7,
        label: 'Pre Matric Scholarship for SC students for Class IX and X (All States) (MoSJE)',
      },
      {
        code: 8,
        label:
          'Financial Assistance for Education of the Wards of Beedi/Cine/IOMC/LSDM Workers – Post-Matric (MoLE)',
      },
      {
        code: 9,
        label:
          'Financial Assistance for Education of the Wards of Beedi/Cine/IOMC/LSDM Workers – Pre-Matric (MoLE)',
      },
      { code: 10, label: 'National Means Cum Merit Scholarship (DoSEL)' },
      {
        code: 11,
        label: "PM's Scholarship Scheme for Central Armed Police Forces and Assam Rifles",
      },
      {
        code: 12,
        label:
          "PM's Scholarship Scheme for wards of States/UTs Police Personnel martyred during Terror/Naxal attacks",
      },
      { code: 13, label: "PM's Scholarship Scheme for RPF/RPSF" },
      {
        code: 14,
        label:
          'Financial Support to students of NER for Higher Professional Courses (NEC Merit Scholarship)',
      },
      { code: 15, label: 'Other Central Scholarships' },
    ],
  },
  cwsnFacility: {
    section: '3.7',
    title: 'Facility provided to the CWSN',
    confidence: 'secondary',
    // The pre-2018 list numbered the same facilities otherwise; these are the portal's.
    codes: [
      { code: 1, label: 'Braille Book' },
      { code: 2, label: 'Braille Kit' },
      { code: 3, label: 'Braces' },
      { code: 4, label: 'Tri-cycle' },
      { code: 5, label: 'Stipend' },
      { code: 6, label: 'Crutches' },
      { code: 7, label: 'Caliper' },
      { code: 8, label: 'Low Vision Kit' },
      { code: 9, label: 'Hearing Aid' },
      { code: 10, label: 'Wheel Chair' },
      { code: 11, label: 'Escort' },
      { code: 12, label: 'Other' },
    ],
  },
  sldType: {
    section: '3.15',
    title: 'Type of specific learning disability (SLD)',
    confidence: 'secondary',
    codes: [
      { code: 1, label: 'Dysgraphia' },
      { code: 2, label: 'Dyscalculia' },
      { code: 3, label: 'Dyslexia' },
    ],
  },
  vocationalExam: {
    section: '3.16',
    title: 'Appeared in vocational exam, previous class',
    confidence: 'secondary',
    codes: [
      { code: 1, label: 'Appeared and Passed' },
      { code: 2, label: 'Appeared and Not Passed' },
      { code: 3, label: 'Not Applicable' },
      { code: 4, label: 'Not Appeared' },
    ],
  },
} as const satisfies Record<string, UdiseCodeTable>;

/** The app's stored values and their codes (null: the office settles it). */
export const UDISE_PROFILE_VALUE_CODES = {
  ooscMainstreamed: { yes: null, no: null },
  centralScholarship: {
    preMatricMinorities: 1,
    postMatricMinorities: 2,
    begumHazratMahal: 3,
    preMatricDisabilities: 4,
    postMatricDisabilities: 5,
    postMatricSc: 6,
    preMatricSc: 7,
    workersWardsPostMatric: 8,
    workersWardsPreMatric: 9,
    nmms: 10,
    pmsCapf: 11,
    pmsStatePolice: 12,
    pmsRpf: 13,
    necMerit: 14,
    otherCentral: 15,
  },
  cwsnFacility: {
    brailleBooks: 1,
    brailleKit: 2,
    braces: 3,
    tricycle: 4,
    stipend: 5,
    crutches: 6,
    calliper: 7,
    lowVisionKit: 8,
    hearingAid: 9,
    wheelchair: 10,
    escort: 11,
    other: 12,
  },
  sldType: { dysgraphia: 1, dyscalculia: 2, dyslexia: 3 },
  vocationalExam: { passed: 1, notPassed: 2, notApplicable: 3, notAppeared: 4 },
} as const satisfies Partial<
  Record<keyof typeof UDISE_PROFILE_CODE_TABLES, Record<string, number | null>>
>;
