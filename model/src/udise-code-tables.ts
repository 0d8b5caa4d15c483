// The code tables of the UDISE+ student sheet, each with what the public record says of it
// (docs/udise/student-upload-template.md, section 3) and how sure that record is. Where sources
// disagree, or a list was never published, the codes are not filled in here: the office reads them
// from the Master sheet of the template it downloads and keeps them in its organization's UDISE+
// settings (UdiseCodeOverrides). A code nobody has settled leaves its cell empty and puts the
// student on the export's "Check first" sheet: a guessed code would be filed as the truth.

import { UDISE_PROFILE_CODE_TABLES, UDISE_PROFILE_VALUE_CODES } from './udise-profile-codes';

/**
 * verbatim: seen in a template, its validation sheet or the portal's own upload code;
 * secondary: seen in third-party code or explainers only.
 */
export type UdiseConfidence = 'verbatim' | 'secondary';

export interface UdiseCodeEntry {
  code: number;
  /** As the source writes it. */
  label: string;
}

export interface UdiseCodeTable {
  /** Its section in the fact sheet. */
  section: string;
  title: string;
  confidence: UdiseConfidence;
  /** The codes the sources agree on. */
  codes: readonly UdiseCodeEntry[];
  /** Codes an office must settle from its template's Master sheet, and why. */
  settle?: string;
}

export const UDISE_CODE_TABLES = {
  gender: {
    section: '3.1',
    title: 'Gender',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'Male' },
      { code: 2, label: 'Female' },
      { code: 3, label: 'Transgender' },
    ],
  },
  socialCategory: {
    section: '3.2',
    title: 'Social category',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'General' },
      { code: 2, label: 'SC' },
      { code: 3, label: 'ST' },
      { code: 4, label: 'OBC' },
    ],
  },
  minorityGroup: {
    section: '3.3',
    title: 'Minority group',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'Muslim' },
      { code: 2, label: 'Christian' },
      { code: 3, label: 'Sikh' },
      { code: 4, label: 'Buddhist' },
      { code: 7, label: 'Not Minority' },
    ],
    settle: 'Parsi and Jain: the validation sheet has 5 Parsi, 6 Jain; the live portal 5 Jain.',
  },
  yesNo: {
    section: '3.4',
    title: 'Yes / No',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'Yes' },
      { code: 2, label: 'No' },
    ],
  },
  impairmentType: {
    section: '3.6',
    title: 'CWSN impairment type',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'Blindness' },
      { code: 2, label: 'Low-Vision' },
      { code: 3, label: 'Hearing impairment (deaf and hard of hearing)' },
      { code: 4, label: 'Speech and Language (disability)' },
      { code: 5, label: 'Locomotor Disability' },
      { code: 6, label: 'Mental illness' },
      { code: 7, label: 'Specific Learning Disabilities' },
      { code: 8, label: 'Cerebral palsy' },
      { code: 9, label: 'Autism Spectrum Disorder' },
      { code: 10, label: 'Multiple Disability incl. deaf, blindness' },
      { code: 11, label: 'Leprosy Cured students' },
      { code: 12, label: 'Dwarfism' },
      { code: 13, label: 'Intellectual Disability' },
      { code: 14, label: 'Muscular Dystrophy' },
      { code: 15, label: 'Chronic Neurological conditions' },
      { code: 16, label: 'Multiple Sclerosis' },
      { code: 17, label: 'Thalassemia' },
      { code: 18, label: 'Haemophilia' },
      { code: 19, label: 'Sickle Cell disease' },
      { code: 20, label: 'Acid Attack victim' },
      { code: 21, label: "Parkinson's disease" },
    ],
  },
  motherTongue: {
    section: '3.8',
    title: 'Mother tongue',
    confidence: 'secondary',
    codes: [],
    settle: "The portal's mother-tongue list was never published whole: every code.",
  },
  stream: {
    section: '3.10',
    title: 'Stream (classes XI and XII)',
    confidence: 'verbatim',
    codes: [
      { code: 3, label: 'Commerce' },
      { code: 4, label: 'Vocational' },
      { code: 5, label: 'Other' },
    ],
    settle:
      'Arts and Science: the 2022-23 template has 1 Arts, 2 Science; the live portal 1 Science.',
  },
  previousYearStatus: {
    section: '3.11',
    title: 'Previous academic year schooling status',
    confidence: 'secondary',
    codes: [
      { code: 1, label: 'Studied at Current/Same School' },
      { code: 2, label: 'Studied at Other School' },
      { code: 3, label: 'Anganwadi/ECCE Centre' },
      { code: 4, label: 'None/Not Studying' },
    ],
  },
  examAppeared: {
    section: '3.12',
    title: 'Appeared for exam in previous class',
    confidence: 'verbatim',
    codes: [
      { code: 1, label: 'Appeared' },
      { code: 2, label: 'Not Appeared' },
    ],
  },
  examResult: {
    section: '3.12',
    title: 'Result of previous exam',
    confidence: 'secondary',
    // The portal's own list and a weaker source agree on these; 2 ("with grace") the portal
    // refuses now, and no year-end outcome is it.
    codes: [
      { code: 1, label: 'Promoted/Passed' },
      { code: 3, label: 'Not Promoted/Not Passed/Repeater' },
      { code: 4, label: 'Promoted/Passed without Examination' },
    ],
  },
  admittedUnder: {
    section: '3.13',
    title: 'Admitted / enrolled under (private unaided schools)',
    confidence: 'secondary',
    codes: [],
    settle: 'Only a weak source labels the codes 1 to 5 (1 Section 12 of the RTE): every code.',
  },
  // The student profile's tables past the register's: in udise-profile-codes.ts.
  ...UDISE_PROFILE_CODE_TABLES,
} as const satisfies Record<string, UdiseCodeTable>;

export type UdiseCodeTableName = keyof typeof UDISE_CODE_TABLES;

/** The tables whose codes an office fills in, each by the app's value (its own words). */
export type UdiseCodeOverrides = Partial<Record<UdiseCodeTableName, Record<string, number>>>;

/**
 * The app's stored values and their codes, where the record settles them; null where the office
 * must (UDISE_CODE_TABLES' `settle`).
 */
export const UDISE_VALUE_CODES = {
  minorityGroup: {
    muslim: 1,
    christian: 2,
    sikh: 3,
    buddhist: 4,
    parsi: null,
    jain: null,
    none: 7,
  },
  impairmentType: {
    blindness: 1,
    lowVision: 2,
    hearing: 3,
    speechLanguage: 4,
    locomotor: 5,
    mentalIllness: 6,
    learning: 7,
    cerebralPalsy: 8,
    autism: 9,
    multiple: 10,
    leprosyCured: 11,
    dwarfism: 12,
    intellectual: 13,
    muscularDystrophy: 14,
    chronicNeurological: 15,
    multipleSclerosis: 16,
    thalassemia: 17,
    hemophilia: 18,
    sickleCell: 19,
    acidAttack: 20,
    parkinsons: 21,
  },
  stream: { science: null, arts: null, commerce: 3, vocational: 4, other: 5 },
  previousYearStatus: { sameSchool: 1, anotherSchool: 2, anganwadi: 3, none: 4 },
  ...UDISE_PROFILE_VALUE_CODES,
} as const satisfies Partial<Record<UdiseCodeTableName, Record<string, number | null>>>;

/**
 * The code of a stored value: the office's own, else the settled one; undefined when neither is
 * known (the cell stays empty and the student is to be checked).
 */
export function udiseValueCode(
  table: UdiseCodeTableName,
  value: string,
  overrides: UdiseCodeOverrides = {},
): number | undefined {
  const own = overrides[table]?.[value];
  if (own !== undefined) return own;
  const settled = (UDISE_VALUE_CODES as Partial<Record<string, Record<string, number | null>>>)[
    table
  ]?.[value];
  return settled ?? undefined;
}
