import type { Gender } from './filters';

// The codes of the UDISE+ portal's student data (its bulk-upload template, SDMIS "Bupload",
// and the Student Data Capture Format), beside the values this app stores (issue 27). Stored
// values stay this app's own words; the codes are for the export in the portal's order. Each
// table here is checked against the template's "Field Description & Validation" sheet; the
// tables the template takes from its Master sheet (mother tongue, impairment type, facilities)
// come with the export, from that sheet.

/** A value as the app stores it, its label as staff read it, and the portal's code. */
export interface UdiseCode<V extends string> {
  value: V;
  label: string;
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

/** Minority group: Muslim 1, Christian 2, Sikh 3, Buddhist 4, Parsi 5, Jain 6, not a minority 7. */
export const MINORITY_GROUP_CODES: readonly UdiseCode<MinorityGroup>[] = [
  { value: 'muslim', label: 'Muslim', code: 1 },
  { value: 'christian', label: 'Christian', code: 2 },
  { value: 'sikh', label: 'Sikh', code: 3 },
  { value: 'buddhist', label: 'Buddhist', code: 4 },
  { value: 'parsi', label: 'Parsi', code: 5 },
  { value: 'jain', label: 'Jain', code: 6 },
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
