// Spreadsheet import of students (/students/import): the template's columns, how a file's headers
// map onto them, how Indian offices write dates, and what is wrong with a row, in words. The web
// page previews with these; the importStudents callable validates every row again with the same
// studentInputSchema before it writes anything.
import { GENDERS, GENDER_LABELS, type Gender } from './filters';
import { EDUCATION_LEVELS, type EducationLevel } from './levels';
import { normalizeIndianMobile } from './phone';
import {
  isRealIsoDate,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  studentInputSchema,
  todayIso,
  type StudentInput,
  type StudentInputDraft,
  type StudentStatus,
} from './student';

/** The template's columns, in order. `latitude`/`longitude` together make the map location. */
export const IMPORT_FIELDS = [
  'name',
  'dateOfBirth',
  'gender',
  'educationLevel',
  'course',
  'school',
  'address',
  'latitude',
  'longitude',
  'parentName',
  'parentContact',
  'parentOccupation',
  'enrollmentDate',
  'status',
  'admissionNumber',
  'section',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ImportColumn {
  field: ImportField;
  /** The template's header. */
  header: string;
  required: boolean;
  /** What the cell may hold, for the template's notes. */
  allowed: string;
  /** Other headers that mean the same column (compared without case, spaces or punctuation). */
  aliases: readonly string[];
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'name',
    header: 'Full Name',
    required: true,
    allowed: 'Text',
    aliases: ['name', 'student name', 'student', 'full name of student'],
  },
  {
    field: 'dateOfBirth',
    header: 'Date of Birth',
    required: false,
    allowed: 'DD-MM-YYYY or DD/MM/YYYY',
    aliases: ['dob', 'birth date', 'date of birth dd-mm-yyyy'],
  },
  {
    field: 'gender',
    header: 'Gender',
    required: false,
    allowed: GENDERS.map((gender) => GENDER_LABELS[gender]).join(', '),
    aliases: ['sex'],
  },
  {
    field: 'educationLevel',
    header: 'Education Level',
    required: true,
    allowed: EDUCATION_LEVELS.join(', '),
    aliases: ['level', 'class', 'standard', 'std', 'education'],
  },
  { field: 'course', header: 'Course', required: false, allowed: 'Text', aliases: ['stream'] },
  {
    field: 'school',
    header: 'School / College',
    required: true,
    allowed: 'Text',
    aliases: ['school', 'college', 'school name', 'institution', 'school or college'],
  },
  {
    field: 'address',
    header: 'Address',
    required: false,
    allowed: 'Text',
    aliases: ['village', 'residence'],
  },
  {
    field: 'latitude',
    header: 'Latitude',
    required: false,
    allowed: 'A number from -90 to 90 (with Longitude)',
    aliases: ['lat'],
  },
  {
    field: 'longitude',
    header: 'Longitude',
    required: false,
    allowed: 'A number from -180 to 180 (with Latitude)',
    aliases: ['lng', 'lon', 'long'],
  },
  {
    field: 'parentName',
    header: 'Parent / Guardian Name',
    required: false,
    allowed: 'Text',
    aliases: [
      'parent name',
      'guardian name',
      'father name',
      'mother name',
      "father's name",
      "mother's name",
      "parent's name",
      "guardian's name",
      'parent',
      'guardian',
    ],
  },
  {
    field: 'parentContact',
    header: 'Parent Contact',
    required: false,
    allowed: '10-digit Indian mobile number',
    aliases: [
      'contact',
      'mobile',
      'phone',
      'parent mobile',
      'parent phone',
      'mobile number',
      'mobile no',
      'phone no',
      'contact no',
      'contact number',
    ],
  },
  {
    field: 'parentOccupation',
    header: 'Parent Occupation',
    required: false,
    allowed: 'Text',
    aliases: ['occupation', 'guardian occupation'],
  },
  {
    field: 'enrollmentDate',
    header: 'Enrollment Date',
    required: false,
    allowed: 'DD-MM-YYYY or DD/MM/YYYY',
    aliases: ['admission date', 'date of admission', 'enrolment date', 'enrolled on'],
  },
  {
    field: 'status',
    header: 'Status',
    required: false,
    allowed: 'Active, Graduated (Active when blank)',
    aliases: [],
  },
  // Not "S.No.", "Sr. No." or "Roll No": a register's serial and roll numbers are not admissions.
  {
    field: 'admissionNumber',
    header: 'Admission No.',
    required: false,
    allowed: 'Letters, digits, spaces and / - . (unique in the organization)',
    aliases: [
      'admission no',
      'admission number',
      'adm no',
      'admn no',
      'scholar no',
      'enrolment no',
      'enrollment no',
      'registration no',
      'reg no',
    ],
  },
  {
    field: 'section',
    header: 'Section',
    required: false,
    allowed: 'Text, e.g. A',
    aliases: ['sec', 'div', 'division'],
  },
];

export { IMPORT_BATCH_SIZE } from './limits';
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;

function headerKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Which file column (index) feeds each field: headers equal to the template's, or one of its
 * aliases, without regard to case, spaces or punctuation. Unmatched fields are left out; the page
 * lets the user pick them.
 */
export function guessColumnMapping(
  headers: readonly string[],
): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const column of IMPORT_COLUMNS) {
    const names = new Set([column.header, column.field, ...column.aliases].map(headerKey));
    const index = headers.findIndex((header, at) => !taken.has(at) && names.has(headerKey(header)));
    if (index >= 0) {
      mapping[column.field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

export type DateReading = { ok: true; iso: string | null } | { ok: false; problem: string };

/**
 * A date as Indian offices write it, DD-MM-YYYY or DD/MM/YYYY (also with dots or one-digit day and
 * month), or YYYY-MM-DD; blank is no date.
 */
export function parseImportDate(text: string): DateReading {
  const value = text.trim();
  if (value === '') return { ok: true, iso: null };
  const dmy = DAY_MONTH_YEAR.exec(value);
  const ymd = dmy ? null : ISO_LIKE.exec(value);
  if (!dmy && !ymd) return { ok: false, problem: 'is not a date in the form DD-MM-YYYY' };
  const [day, month, year] = dmy ? [dmy[1], dmy[2], dmy[3]] : [ymd![3], ymd![2], ymd![1]];
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return isRealIsoDate(iso) ? { ok: true, iso } : { ok: false, problem: 'is not a real date' };
}

/** "2010-02-28" → "28-02-2010", as the template and the export write dates. */
export function formatImportDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

function matchChoice<T extends string>(
  value: string,
  choices: readonly T[],
  label: (choice: T) => string,
): T | undefined {
  const key = headerKey(value);
  return choices.find((choice) => headerKey(choice) === key || headerKey(label(choice)) === key);
}

/** The level for "5th Standard", "5th standard", "b.sc", "BSc", "Ph.D"...; undefined otherwise. */
export function matchEducationLevel(value: string): EducationLevel | undefined {
  return matchChoice(value, EDUCATION_LEVELS, (level) => level);
}

/** One row of the file, as text per field (missing columns read as ''). */
export type ImportCells = Partial<Record<ImportField, string>>;

export type RowCheck = { ok: true; student: StudentInput } | { ok: false; problems: string[] };

const FIELD_NAMES: Record<ImportField, string> = {
  name: 'full name',
  dateOfBirth: 'date of birth',
  gender: 'gender',
  educationLevel: 'education level',
  course: 'course',
  school: 'school or college',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  parentName: 'parent or guardian name',
  parentContact: 'parent contact',
  parentOccupation: 'parent occupation',
  enrollmentDate: 'enrollment date',
  status: 'status',
  admissionNumber: 'admission number',
  section: 'section',
};

/**
 * What one row would import as, or every problem with it in words ("date of birth 31-02-2010 is
 * not a real date"), for "Row 14: …" in the preview and in the callable's answer.
 */
export function checkImportRow(cells: ImportCells): RowCheck {
  const text = (field: ImportField) => (cells[field] ?? '').trim();
  const problems: string[] = [];
  const quoted = (field: ImportField) => `${FIELD_NAMES[field]} ${text(field)}`;

  const dates: Partial<Record<'dateOfBirth' | 'enrollmentDate', string | null>> = {};
  for (const field of ['dateOfBirth', 'enrollmentDate'] as const) {
    const reading = parseImportDate(text(field));
    if (reading.ok) dates[field] = reading.iso;
    else problems.push(`${quoted(field)} ${reading.problem}`);
  }
  if (dates.dateOfBirth && dates.dateOfBirth > todayIso()) {
    problems.push(`${quoted('dateOfBirth')} is in the future`);
  }

  let gender: Gender | null = null;
  if (text('gender')) {
    const matched = matchChoice(text('gender'), GENDERS, (choice) => GENDER_LABELS[choice]);
    if (matched) gender = matched;
    else problems.push(`${quoted('gender')} is not one of ${IMPORT_COLUMNS[2]!.allowed}`);
  }

  let educationLevel: EducationLevel | undefined;
  if (!text('educationLevel')) problems.push('education level is missing');
  else {
    educationLevel = matchEducationLevel(text('educationLevel'));
    if (!educationLevel) problems.push(`${quoted('educationLevel')} is not one of the 26 levels`);
  }

  let status: StudentStatus = 'active';
  if (text('status')) {
    const matched = matchChoice(
      text('status'),
      STUDENT_STATUSES,
      (choice) => STUDENT_STATUS_LABELS[choice],
    );
    if (matched) status = matched;
    else problems.push(`${quoted('status')} is not Active or Graduated`);
  }

  let location: { lat: number; lng: number } | null = null;
  if (text('latitude') || text('longitude')) {
    const lat = Number(text('latitude'));
    const lng = Number(text('longitude'));
    if (!text('latitude') || !text('longitude')) {
      problems.push('latitude and longitude must be given together');
    } else if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
      problems.push(`${quoted('latitude')} is not a number from -90 to 90`);
    } else if (!Number.isFinite(lng) || lng < -180 || lng > 180) {
      problems.push(`${quoted('longitude')} is not a number from -180 to 180`);
    } else location = { lat, lng };
  }

  if (text('parentContact') && !normalizeIndianMobile(text('parentContact'))) {
    problems.push(`${quoted('parentContact')} is not a 10-digit Indian mobile number`);
  }
  if (!text('name')) problems.push('full name is missing');
  if (!text('school')) problems.push('school or college is missing');
  if (problems.length > 0) return { ok: false, problems };

  const draft: StudentInputDraft = {
    name: text('name'),
    dateOfBirth: dates.dateOfBirth ?? null,
    gender,
    educationLevel: educationLevel!,
    course: text('course'),
    school: text('school'),
    address: text('address'),
    location,
    parentName: text('parentName'),
    parentContact: text('parentContact'),
    parentOccupation: text('parentOccupation'),
    enrollmentDate: dates.enrollmentDate ?? null,
    status,
    admissionNumber: text('admissionNumber'),
    section: text('section'),
  };
  const parsed = studentInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, student: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '') as ImportField;
      const name = FIELD_NAMES[field] ?? field;
      return `${name}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
    }),
  };
}

/**
 * Students that are probably the same person: the same name (case and spaces folded), date of
 * birth and parent contact. Compared within the file and against the organization's students.
 */
export function duplicateKey(
  student: Pick<StudentInput, 'name' | 'dateOfBirth' | 'parentContact'>,
): string {
  const name = student.name.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${name}|${student.dateOfBirth ?? ''}|${normalizeIndianMobile(student.parentContact) ?? student.parentContact}`;
}

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

/**
 * The document id of an imported row: the same file row always lands on the same document, so a
 * batch sent again after a dropped connection creates nothing twice.
 */
export function importedStudentDocId(importId: string, row: number): string {
  return `import-${importId}-${row}`;
}

/** Whether a student document was created by an import (its add is in the import's activity). */
export function isImportedStudentDocId(docId: string): boolean {
  return docId.startsWith('import-');
}

/** The activity of one import: "N students imported". */
export function importedActivityText(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'} imported`;
}
