// The details in English words: the sections' and fields' labels, and a recorded value as the
// profile, the exports and the child's data file say it. The web's books translate by these texts.
import {
  DETAIL_CHOICE_TABLES,
  type DetailChoiceTable,
  type DetailFieldKey,
  type DetailFieldSpec,
  type DetailGroupName,
} from './student-details';
import type { UdiseChoice } from './udise';

/** The sections' titles in the form and on the profile. */
export const DETAIL_GROUP_LABELS: Readonly<Record<DetailGroupName, string>> = {
  family: 'Family',
  identity: 'Identity numbers',
  social: 'Social category',
  needs: 'Special needs',
  otherDetails: 'Other details',
  enrolment: 'Enrolment',
  facilities: 'Facilities received this year',
};

/** Each field's label (field names are unique across the groups). */
export const DETAIL_FIELD_LABELS: Readonly<Record<DetailFieldKey, string>> = {
  motherName: "Mother's Name",
  fatherName: "Father's Name",
  alternateMobile: 'Alternate Mobile',
  email: 'Email',
  nameAsPerAadhaar: 'Name as per Aadhaar',
  pen: 'PEN (UDISE+)',
  apaarId: 'APAAR ID',
  nameInEnglish: 'Name in English letters (for UDISE+)',
  socialCategory: 'Social Category',
  minorityGroup: 'Minority Group',
  bpl: 'BPL',
  aay: 'AAY (Antyodaya) card',
  ews: 'EWS / disadvantaged group',
  cwsn: 'Child with special needs',
  impairments: 'Impairment types',
  primaryImpairment: 'Main impairment (for UDISE+)',
  disabilityCertificate: 'Disability certificate',
  disabilityPercent: 'Disability percentage',
  cwsnFacility: 'Facility received for special needs',
  sld: 'Specific learning disability (SLD)',
  sldType: 'Type of learning disability',
  asd: 'Autism spectrum disorder (ASD)',
  adhd: 'Attention deficit hyperactivity disorder (ADHD)',
  motherTongue: 'Mother Tongue',
  bloodGroup: 'Blood Group',
  nationality: 'Nationality',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
  distanceToSchool: 'Distance from home to school',
  pincode: 'PIN code',
  extraCurricular: 'Takes part in extra-curricular activities',
  rollNumber: 'Roll No.',
  mediumOfInstruction: 'Medium of instruction',
  stream: 'Stream (XI-XII)',
  rte: 'Admitted under RTE 12(1)(c)',
  previousYearStatus: 'Last year the student was',
  outOfSchool: 'Out-of-school child (OoSC)',
  mainstreamed: 'Mainstreamed into school',
  vocational: 'Vocational course',
  vocationalSector: 'Vocational trade / sector ID',
  vocationalJobRole: 'Vocational job role ID',
  vocationalExam: 'Vocational exam in the previous class',
  freeTextbooks: 'Free textbooks',
  freeUniforms: 'Free uniforms',
  transport: 'Free transport',
  bicycle: 'Free bicycle',
  escort: 'Free escort',
  hostel: 'Free hostel',
  midDayMeal: 'Mid-day meal',
  scholarship: 'Scholarship',
  moreScholarships: 'More scholarships',
  centralScholarship: 'Name of the central scholarship',
  scholarshipAmount: 'Scholarship amount (₹)',
};

/** The label of a stored choice, in English. */
export function choiceLabel(table: DetailChoiceTable, value: string): string {
  const options: readonly UdiseChoice<string>[] = DETAIL_CHOICE_TABLES[table];
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Yes / no as the profile and the exports say them, in English. */
export const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;

/** The words a value is said in: English here; the web gives the reader's language. */
export interface DetailWords {
  choice: (table: DetailChoiceTable, value: string) => string;
  yes: string;
  no: string;
  unit: (unit: 'cm' | 'kg') => string;
}

export const ENGLISH_DETAIL_WORDS: DetailWords = {
  choice: choiceLabel,
  yes: YES_NO_LABELS.yes,
  no: YES_NO_LABELS.no,
  unit: (unit) => unit,
};

/**
 * A recorded field's value in words (English unless `words` says otherwise), with `formatMobile`
 * for a phone: a choice by its label, yes / no, a number with its unit, several choices joined.
 */
export function detailValueText(
  spec: DetailFieldSpec,
  value: unknown,
  formatMobile: (stored: string) => string,
  words: DetailWords = ENGLISH_DETAIL_WORDS,
): string {
  switch (spec.kind) {
    case 'choice':
      return words.choice(spec.table, String(value));
    case 'multi':
      return (value as string[]).map((item) => words.choice(spec.table, item)).join(', ');
    case 'yesNo':
      return value ? words.yes : words.no;
    case 'number':
      if (spec.unit === '%') return `${String(value)}%`;
      if (spec.unit === 'rupees') return `₹${String(value)}`;
      return spec.unit ? `${String(value)} ${words.unit(spec.unit)}` : String(value);
    case 'phone':
      return formatMobile(String(value));
    default:
      return String(value);
  }
}
