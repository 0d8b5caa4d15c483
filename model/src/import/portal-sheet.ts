// The UDISE+ portal's student sheet (udise-template.ts) read back through the import. A header row
// naming the template's columns is the portal's layout; its rows are turned into the import
// template's columns in the app's words (class 3 → "3rd Standard", gender 2 → "Female", a code
// back to the app's value, the office's own codes first), so that the rest of the import reads
// them as it reads any register. Only the columns the app keeps are read: the Aadhaar number
// stays out (it is written only by its own callable), and the previous year's columns belong to
// the year records, not to the student.
import { EDUCATION_LEVELS } from '../levels';
import {
  UDISE_VALUE_CODES,
  type UdiseCodeOverrides,
  type UdiseCodeTableName,
} from '../udise-code-tables';
import {
  UDISE_STATE_CODE_COLUMN,
  UDISE_STUDENT_COLUMNS,
  type UdiseColumnKey,
} from '../udise-template';
import { cellText, type CellValue } from './cell-text';
import type { ImportCells } from './check-row';
import { headerKey } from './column-matching';
import { IMPORT_COLUMNS, type ImportField } from './columns';
import type { ImportTable } from './header-row';

/** How many of the template's headers a row must hold to be the portal's sheet. */
export const PORTAL_MIN_HEADERS = 12;

const PORTAL_HEADER_KEYS = new Map<string, UdiseColumnKey | 'studentStateCode'>(
  [...UDISE_STUDENT_COLUMNS, UDISE_STATE_CODE_COLUMN].map(({ key, header }) => [
    headerKey(header),
    key as UdiseColumnKey,
  ]),
);

/** Which file column (index) holds each of the template's columns that a header row names. */
export function portalColumns(headers: readonly string[]): Partial<Record<UdiseColumnKey, number>> {
  const columns: Partial<Record<string, number>> = {};
  headers.forEach((header, index) => {
    const key = PORTAL_HEADER_KEYS.get(headerKey(header));
    if (key !== undefined && columns[key] === undefined) columns[key] = index;
  });
  return columns;
}

/** How many of the template's headers a row names (a header row's score as the portal's sheet). */
export const portalHeaderCount = (headers: readonly string[]) =>
  Object.keys(portalColumns(headers)).length;

export const isPortalHeader = (headers: readonly string[]) =>
  portalHeaderCount(headers) >= PORTAL_MIN_HEADERS;

/**
 * The app's value of a portal code: the office's own codes first, then the settled ones; undefined
 * for a code neither knows (the cell is kept as written, and the row says it is not understood).
 */
export function udiseValueOfCode(
  table: UdiseCodeTableName,
  code: string,
  overrides: UdiseCodeOverrides = {},
): string | undefined {
  const number = Number(code);
  if (!/^\d+$/.test(code) || !Number.isSafeInteger(number)) return undefined;
  const own = Object.entries(overrides[table] ?? {}).find(([, value]) => value === number);
  if (own) return own[0];
  const settled = (UDISE_VALUE_CODES as Partial<Record<string, Record<string, number | null>>>)[
    table
  ];
  const entry = Object.entries(settled ?? {}).find(([value, known]) => {
    // A settled code the office has given another value is the office's.
    const ownCode = overrides[table]?.[value];
    return (ownCode ?? known) === number;
  });
  return entry?.[0];
}

const GENDERS: Record<string, string> = { '1': 'Male', '2': 'Female', '3': 'Other' };
const SOCIAL_CATEGORIES: Record<string, string> = {
  '1': 'general',
  '2': 'sc',
  '3': 'st',
  '4': 'obc',
};
const NATIONALITIES: Record<string, string> = { '1': 'indian', '2': 'other' };

/** The fields the portal's sheet carries, each with how its cell is made from the sheet's. */
type CellOf = (text: (key: UdiseColumnKey) => string, overrides: UdiseCodeOverrides) => string;

const coded =
  (key: UdiseColumnKey, table: UdiseCodeTableName): CellOf =>
  (text, overrides) =>
    udiseValueOfCode(table, text(key), overrides) ?? text(key);
const mapped =
  (key: UdiseColumnKey, words: Record<string, string>): CellOf =>
  (text) =>
    words[text(key)] ?? text(key);
const copied =
  (key: UdiseColumnKey): CellOf =>
  (text) =>
    text(key);

const scholarshipAnswers = (text: (key: UdiseColumnKey) => string) =>
  [
    ['central', text('centrlSchlrshpYn')],
    ['state', text('stateSchlrshpYn')],
    ['other', text('otherSchlrshpYn')],
  ] as const;

/** The scholarship from its three yes/no columns: the first answered yes, or none when all say no. */
const scholarship: CellOf = (text) => {
  const answers = scholarshipAnswers(text);
  const yes = answers.find(([, answer]) => answer === '1');
  if (yes) return yes[0];
  return answers.every(([, answer]) => answer === '2') ? 'none' : '';
};

/** The other scholarships answered yes, after the first (the main one). */
const moreScholarships: CellOf = (text) =>
  scholarshipAnswers(text)
    .filter(([, answer]) => answer === '1')
    .slice(1)
    .map(([source]) => source)
    .join(', ');

/**
 * Whether an out-of-school child was mainstreamed, by the office's own codes only: the sheet's
 * labels of its codes were never published, so a code the office has not settled is not read.
 */
const mainstreamed: CellOf = (text, overrides) =>
  udiseValueOfCode('ooscMainstreamed', text('ooscMainstreamedYn'), overrides) ?? '';

export const PORTAL_FIELD_CELLS: Readonly<Partial<Record<ImportField, CellOf>>> = {
  educationLevel: (text) => {
    const number = Number(text('classId'));
    return Number.isInteger(number) && number >= 1 && number <= 12
      ? EDUCATION_LEVELS[number - 1]!
      : text('classId');
  },
  section: copied('sectionId'),
  rollNumber: copied('rollNo'),
  name: copied('studentName'),
  gender: mapped('gender', GENDERS),
  dateOfBirth: copied('studentDob'),
  motherName: copied('motherName'),
  fatherName: copied('fatherName'),
  // The export names a guardian only where the register's parent is neither the mother nor the
  // father; the father, then the mother, otherwise.
  parentName: (text) => text('guardianName') || text('fatherName') || text('motherName'),
  nameAsPerAadhaar: copied('nameAsAadhaar'),
  address: copied('address'),
  pincode: copied('pincode'),
  parentContact: copied('mobileNo_1'),
  alternateMobile: copied('mobileNo_2'),
  email: copied('emailId'),
  motherTongue: coded('motherTongue', 'motherTongue'),
  socialCategory: mapped('socCatId', SOCIAL_CATEGORIES),
  minorityGroup: coded('minorityId', 'minorityGroup'),
  bpl: copied('isBplYn'),
  aay: copied('aayBplYn'),
  ews: copied('ewsYn'),
  cwsn: copied('cwsnYn'),
  impairments: coded('impairmentType', 'impairmentType'),
  nationality: mapped('natIndYn', NATIONALITIES),
  admissionNumber: copied('admnNumber'),
  enrollmentDate: copied('admnStartDate'),
  stream: coded('acdemicStream', 'stream'),
  previousYearStatus: coded('enrStatusPy', 'previousYearStatus'),
  outOfSchool: copied('ooscYn'),
  mainstreamed,
  freeUniforms: copied('uniformFacProvided'),
  freeTextbooks: copied('textBoxFacProvided'),
  scholarship,
  moreScholarships,
  centralScholarship: coded('centrlSchlrshpId', 'centralScholarship'),
  scholarshipAmount: copied('schlrshpAmount'),
  cwsnFacility: coded('facProvidedCwsn', 'cwsnFacility'),
  sld: copied('scrndFrSld'),
  sldType: coded('sldType', 'sldType'),
  asd: copied('scrndFrAsd'),
  adhd: copied('scrndFrAdhd'),
  extraCurricular: copied('isEcActivity'),
  vocational: copied('vocYn'),
  vocationalSector: copied('sector'),
  vocationalJobRole: copied('jobRole'),
  vocationalExam: coded('appVocPy', 'vocationalExam'),
};

/** The import fields the portal's sheet carries, in the import template's order. */
export const PORTAL_FIELDS: readonly ImportField[] = IMPORT_COLUMNS.map(
  ({ field }) => field,
).filter((field) => PORTAL_FIELD_CELLS[field] !== undefined);

/** One row of the portal's sheet as the import's cells, in the app's words. */
export function portalRowCells(
  values: readonly CellValue[],
  columns: Partial<Record<UdiseColumnKey, number>>,
  overrides: UdiseCodeOverrides = {},
): ImportCells {
  const text = (key: UdiseColumnKey) => {
    const index = columns[key];
    return index === undefined ? '' : cellText(values[index]).trim();
  };
  const cells: ImportCells = {};
  for (const field of PORTAL_FIELDS) cells[field] = PORTAL_FIELD_CELLS[field]!(text, overrides);
  return cells;
}

/**
 * A table of the portal's layout as a table of the import template's columns (headed by the
 * template's headers, so that the columns match themselves), its rows in the app's words; any
 * other table as it is. The rows keep their numbers in the file.
 */
export function portalAsImportTable(
  table: ImportTable,
  overrides: UdiseCodeOverrides = {},
): ImportTable {
  const columns = portalColumns(table.headers);
  if (Object.keys(columns).length < PORTAL_MIN_HEADERS) return table;
  const headers = PORTAL_FIELDS.map(
    (field) => IMPORT_COLUMNS.find((column) => column.field === field)!.header,
  );
  const rows = table.rows.map(({ row, values }) => {
    const cells = portalRowCells(values, columns, overrides);
    return { row, values: PORTAL_FIELDS.map((field) => cells[field] ?? '') };
  });
  return { ...table, headers, rows, portal: true };
}
