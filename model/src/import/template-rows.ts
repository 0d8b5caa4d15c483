// The import template's rows: its header and an example student that imports as it is, and the
// notes sheet saying, for each column, whether it is required and what it may hold.
import { DETAIL_FIELDS, type DetailFieldKey } from '../student-details';
import { IMPORT_COLUMNS } from './columns';

/** The example student's details, as an office would write them (the rest left blank). */
const DETAIL_EXAMPLE: Partial<Record<DetailFieldKey, string>> = {
  motherName: 'Sunita Devi',
  fatherName: 'Suresh Kumar',
  nameAsPerAadhaar: 'Aarav Kumar',
  nameInEnglish: 'Aarav Kumar',
  socialCategory: 'OBC',
  minorityGroup: 'Not a minority',
  bpl: 'No',
  aay: 'No',
  ews: 'No',
  cwsn: 'No',
  sld: 'No',
  asd: 'No',
  adhd: 'No',
  motherTongue: 'Hindi',
  bloodGroup: 'B+',
  nationality: 'Indian',
  heightCm: '142',
  weightKg: '35.5',
  distanceToSchool: '1 to 3 km',
  pincode: '110036',
  extraCurricular: 'Yes',
  rollNumber: '17',
  mediumOfInstruction: 'Hindi',
  rte: 'No',
  previousYearStatus: 'In this school',
  outOfSchool: 'No',
  freeTextbooks: 'Yes',
  freeUniforms: 'Yes',
  transport: 'No',
  bicycle: 'No',
  escort: 'No',
  hostel: 'No',
  midDayMeal: 'Yes',
  scholarship: 'None',
};

/** The template's rows: the header, then one example row. */
export function importTemplateRows(): string[][] {
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    [
      'Aarav Kumar',
      '15-08-2012',
      'Male',
      '7th Standard',
      '',
      'Government Senior Secondary School, Narela',
      'Village Holambi Kalan, Delhi',
      '28.8530',
      '77.0920',
      'Suresh Kumar',
      '9876543210',
      'Farmer',
      '01/04/2024',
      'Active',
      '2024/117',
      'A',
      ...DETAIL_FIELDS.map((field) => DETAIL_EXAMPLE[field] ?? ''),
    ],
  ];
}

/** The template's notes: each column, whether it is required, and what it may hold. */
export function importTemplateNotes(): string[][] {
  return [
    ['Column', 'Required', 'Allowed values'],
    ...IMPORT_COLUMNS.map((column) => [
      column.header,
      column.required ? 'Yes' : 'No',
      column.allowed,
    ]),
  ];
}
