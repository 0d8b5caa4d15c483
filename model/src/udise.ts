import type { Gender } from './filters';

// The codes of the UDISE+ portal's student data (its bulk-upload template, SDMIS "Bupload",
// and the Student Data Capture Format), beside the values this app stores. Stored
// values stay this app's own words; the codes are for the export in the portal's order. Each
// table here is checked against the template's "Field Description & Validation" sheet; the
// tables the template takes from its Master sheet (mother tongue, impairment type, facilities)
// come with the export, from that sheet.

/**
 * A value as the app stores it, its label as staff read it (in English; the web translates it by
 * value), and the portal's code: null where the code is taken from the template's Master sheet and
 * is not yet checked against it (the export fills those in).
 */
export interface UdiseChoice<V extends string> {
  value: V;
  label: string;
  code: number | null;
}

/** A choice whose code is checked against the template. */
export interface UdiseCode<V extends string> extends UdiseChoice<V> {
  code: number;
}

/** Gender: Male 1, Female 2, Transgender 3 (the app's "Other"). */
export const UDISE_GENDER_CODES: Readonly<Record<Gender, number>> = {
  male: 1,
  female: 2,
  other: 3,
};

export const SOCIAL_CATEGORIES = ['general', 'sc', 'st', 'obc'] as const;
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];

/** Social category: General 1, SC 2, ST 3, OBC 4. */
export const SOCIAL_CATEGORY_CODES: readonly UdiseCode<SocialCategory>[] = [
  { value: 'general', label: 'General', code: 1 },
  { value: 'sc', label: 'SC', code: 2 },
  { value: 'st', label: 'ST', code: 3 },
  { value: 'obc', label: 'OBC', code: 4 },
];

export const MINORITY_GROUPS = [
  'muslim',
  'christian',
  'sikh',
  'buddhist',
  'parsi',
  'jain',
  'none',
] as const;
export type MinorityGroup = (typeof MINORITY_GROUPS)[number];

/**
 * Minority group: Muslim 1, Christian 2, Sikh 3, Buddhist 4, not a minority 7. Parsi and Jain
 * have no code here: the sources disagree on 5 and 6, and the office settles them
 * (udise-code-tables.ts).
 */
export const MINORITY_GROUP_CODES: readonly UdiseChoice<MinorityGroup>[] = [
  { value: 'muslim', label: 'Muslim', code: 1 },
  { value: 'christian', label: 'Christian', code: 2 },
  { value: 'sikh', label: 'Sikh', code: 3 },
  { value: 'buddhist', label: 'Buddhist', code: 4 },
  { value: 'parsi', label: 'Parsi', code: null },
  { value: 'jain', label: 'Jain', code: null },
  { value: 'none', label: 'Not a minority', code: 7 },
];

/** The portal's answer to a yes / no question (BPL, AAY, EWS, CWSN, ...): Yes 1, No 2. */
export function udiseYesNo(value: boolean): 1 | 2 {
  return value ? 1 : 2;
}

/** The portal's code of a stored value, from one of the tables above. */
export function udiseCodeOf<V extends string>(table: readonly UdiseCode<V>[], value: V): number {
  const row = table.find((entry) => entry.value === value);
  if (!row) throw new Error(`no UDISE+ code for ${value}`);
  return row.code;
}

/** Languages: the 22 of the Eighth Schedule, English, and any other (mother tongue, medium). */
export const INDIAN_LANGUAGE_CODES = [
  { value: 'assamese', label: 'Assamese', code: null },
  { value: 'bengali', label: 'Bengali', code: null },
  { value: 'bodo', label: 'Bodo', code: null },
  { value: 'dogri', label: 'Dogri', code: null },
  { value: 'english', label: 'English', code: null },
  { value: 'gujarati', label: 'Gujarati', code: null },
  { value: 'hindi', label: 'Hindi', code: null },
  { value: 'kannada', label: 'Kannada', code: null },
  { value: 'kashmiri', label: 'Kashmiri', code: null },
  { value: 'konkani', label: 'Konkani', code: null },
  { value: 'maithili', label: 'Maithili', code: null },
  { value: 'malayalam', label: 'Malayalam', code: null },
  { value: 'manipuri', label: 'Manipuri', code: null },
  { value: 'marathi', label: 'Marathi', code: null },
  { value: 'nepali', label: 'Nepali', code: null },
  { value: 'odia', label: 'Odia', code: null },
  { value: 'punjabi', label: 'Punjabi', code: null },
  { value: 'sanskrit', label: 'Sanskrit', code: null },
  { value: 'santali', label: 'Santali', code: null },
  { value: 'sindhi', label: 'Sindhi', code: null },
  { value: 'tamil', label: 'Tamil', code: null },
  { value: 'telugu', label: 'Telugu', code: null },
  { value: 'urdu', label: 'Urdu', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The 21 disabilities of the Rights of Persons with Disabilities Act, 2016 (its schedule). */
export const IMPAIRMENT_CODES = [
  { value: 'blindness', label: 'Blindness', code: null },
  { value: 'lowVision', label: 'Low vision', code: null },
  { value: 'leprosyCured', label: 'Leprosy cured person', code: null },
  { value: 'hearing', label: 'Hearing impairment (deaf and hard of hearing)', code: null },
  { value: 'locomotor', label: 'Locomotor disability', code: null },
  { value: 'dwarfism', label: 'Dwarfism', code: null },
  { value: 'intellectual', label: 'Intellectual disability', code: null },
  { value: 'mentalIllness', label: 'Mental illness', code: null },
  { value: 'autism', label: 'Autism spectrum disorder', code: null },
  { value: 'cerebralPalsy', label: 'Cerebral palsy', code: null },
  { value: 'muscularDystrophy', label: 'Muscular dystrophy', code: null },
  { value: 'chronicNeurological', label: 'Chronic neurological conditions', code: null },
  { value: 'learning', label: 'Specific learning disabilities', code: null },
  { value: 'multipleSclerosis', label: 'Multiple sclerosis', code: null },
  { value: 'speechLanguage', label: 'Speech and language disability', code: null },
  { value: 'thalassemia', label: 'Thalassemia', code: null },
  { value: 'hemophilia', label: 'Hemophilia', code: null },
  { value: 'sickleCell', label: 'Sickle cell disease', code: null },
  { value: 'multiple', label: 'Multiple disabilities including deaf-blindness', code: null },
  { value: 'acidAttack', label: 'Acid attack victim', code: null },
  { value: 'parkinsons', label: "Parkinson's disease", code: null },
] as const satisfies readonly UdiseChoice<string>[];

export const BLOOD_GROUP_CODES = [
  { value: 'A+', label: 'A+', code: null },
  { value: 'A-', label: 'A-', code: null },
  { value: 'B+', label: 'B+', code: null },
  { value: 'B-', label: 'B-', code: null },
  { value: 'AB+', label: 'AB+', code: null },
  { value: 'AB-', label: 'AB-', code: null },
  { value: 'O+', label: 'O+', code: null },
  { value: 'O-', label: 'O-', code: null },
] as const satisfies readonly UdiseChoice<string>[];

export const NATIONALITY_CODES = [
  { value: 'indian', label: 'Indian', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** How far the student lives from the school, in the portal's four bands. */
export const DISTANCE_TO_SCHOOL_CODES = [
  { value: 'under1', label: 'Less than 1 km', code: null },
  { value: 'from1To3', label: '1 to 3 km', code: null },
  { value: 'from3To5', label: '3 to 5 km', code: null },
  { value: 'over5', label: 'More than 5 km', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The stream of a student in class XI or XII. */
export const STREAM_CODES = [
  { value: 'science', label: 'Science', code: null },
  { value: 'arts', label: 'Arts', code: null },
  { value: 'commerce', label: 'Commerce', code: null },
  { value: 'vocational', label: 'Vocational', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** Where the student was in the previous academic year. */
export const PREVIOUS_YEAR_STATUS_CODES = [
  { value: 'sameSchool', label: 'In this school', code: null },
  { value: 'anotherSchool', label: 'In another school', code: null },
  { value: 'anganwadi', label: 'Anganwadi / ECCE centre', code: null },
  { value: 'none', label: 'Not in school', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** A scholarship received this year, by who gives it. */
export const SCHOLARSHIP_CODES = [
  { value: 'central', label: 'Central government', code: null },
  { value: 'state', label: 'State government', code: null },
  { value: 'other', label: 'Other', code: null },
  { value: 'none', label: 'None', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The sources of the scholarships a student receives besides the main one (`scholarship`). */
export const SCHOLARSHIP_SOURCE_CODES = [
  { value: 'central', label: 'Central government', code: null },
  { value: 'state', label: 'State government', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The central government's scholarship schemes, as the portal's Master sheet lists them. */
export const CENTRAL_SCHOLARSHIP_CODES = [
  { value: 'preMatricMinorities', label: 'Pre-matric, minorities (MoMA)', code: null },
  { value: 'postMatricMinorities', label: 'Post-matric, minorities (MoMA)', code: null },
  { value: 'begumHazratMahal', label: 'Begum Hazrat Mahal National Scholarship', code: null },
  { value: 'preMatricDisabilities', label: 'Pre-matric, students with disabilities', code: null },
  { value: 'postMatricDisabilities', label: 'Post-matric, students with disabilities', code: null },
  { value: 'postMatricSc', label: 'Post-matric, SC students (MoSJE)', code: null },
  { value: 'preMatricSc', label: 'Pre-matric, SC students of IX and X (MoSJE)', code: null },
  {
    value: 'workersWardsPostMatric',
    label: 'Wards of beedi, cine, mine workers, post-matric',
    code: null,
  },
  {
    value: 'workersWardsPreMatric',
    label: 'Wards of beedi, cine, mine workers, pre-matric',
    code: null,
  },
  { value: 'nmms', label: 'National Means-cum-Merit Scholarship', code: null },
  { value: 'pmsCapf', label: "PM's Scholarship, CAPF and Assam Rifles", code: null },
  { value: 'pmsStatePolice', label: "PM's Scholarship, wards of police martyrs", code: null },
  { value: 'pmsRpf', label: "PM's Scholarship, RPF and RPSF", code: null },
  { value: 'necMerit', label: 'NEC Merit Scholarship (North East)', code: null },
  { value: 'otherCentral', label: 'Another central scholarship', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** What a child with special needs received for them (the portal takes one). */
export const CWSN_FACILITY_CODES = [
  { value: 'brailleBooks', label: 'Braille books', code: null },
  { value: 'brailleKit', label: 'Braille kit', code: null },
  { value: 'braces', label: 'Braces', code: null },
  { value: 'tricycle', label: 'Tricycle', code: null },
  { value: 'stipend', label: 'Stipend', code: null },
  { value: 'crutches', label: 'Crutches', code: null },
  { value: 'calliper', label: 'Calliper', code: null },
  { value: 'lowVisionKit', label: 'Low vision kit', code: null },
  { value: 'hearingAid', label: 'Hearing aid', code: null },
  { value: 'wheelchair', label: 'Wheelchair', code: null },
  { value: 'escort', label: 'Escort', code: null },
  { value: 'other', label: 'Other', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The kind of a specific learning disability (SLD). */
export const SLD_TYPE_CODES = [
  { value: 'dysgraphia', label: 'Dysgraphia (writing)', code: null },
  { value: 'dyscalculia', label: 'Dyscalculia (numbers)', code: null },
  { value: 'dyslexia', label: 'Dyslexia (reading)', code: null },
] as const satisfies readonly UdiseChoice<string>[];

/** The vocational subject's examination in the previous class. */
export const VOCATIONAL_EXAM_CODES = [
  { value: 'passed', label: 'Appeared and passed', code: null },
  { value: 'notPassed', label: 'Appeared, not passed', code: null },
  { value: 'notApplicable', label: 'Not applicable', code: null },
  { value: 'notAppeared', label: 'Did not appear', code: null },
] as const satisfies readonly UdiseChoice<string>[];
