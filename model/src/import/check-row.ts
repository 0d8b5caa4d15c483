// One row of a file checked: each cell read as offices write it, then the whole as the student the
// form would save (studentInputSchema), or every problem with it in words. The web previews with
// it, row by row, before anything is sent.
import type { Gender } from '../filters';
import type { EducationLevel } from '../levels';
import { normalizeIndianMobile } from '../phone';
import { DETAIL_FIELD_LABELS } from '../student-detail-labels';
import {
  DETAIL_FIELD_GROUPS,
  DETAIL_FIELDS,
  DETAIL_GROUP_NAMES,
  detailFieldSpec,
  emptyStudentDetails,
  type DetailGroupName,
} from '../student-details';
import { todayIso } from '../dates';
import {
  studentInputSchema,
  type StudentInput,
  type StudentInputDraft,
  type StudentStatus,
} from '../student';
import { fillTemplate } from '../template';
import type { ImportField } from './columns';
import { readEducationLevel, splitClassAndSection, splitClassAndStream } from './read-class';
import { readRegisterDate } from './read-date';
import { readDetailCell } from './read-details';
import { readMobile } from './read-mobile';
import type { ValueReading } from './read-text';
import { readCoordinate, readGender, readStatus } from './read-value';

/** One row of the file, as text per field (missing columns read as ''). */
export type ImportCells = Partial<Record<ImportField, string>>;

export type RowCheck = { ok: true; student: StudentInput } | { ok: false; problems: string[] };

/**
 * The forms of a row's problems: a value that cannot be read (REGISTER_PROBLEMS says why), a
 * field missing, the location half given, or the schema's message. The web says them in another
 * language by these very texts.
 */
export const ROW_PROBLEMS = {
  value: '{field} {value}: {problem}',
  missing: '{field} is missing',
  together: 'latitude and longitude must be given together',
  schema: '{field}: {message}',
  /** A row of the UDISE+ portal's sheet that is a student already here, whose record is not read. */
  matchNotRead:
    'this student is already here, and their record could not be read on this device: try again online',
  apaarConsent:
    'APAAR ID: saved only with a parent’s consent, which an import cannot record; leave the cell empty and add the ID on the student’s page once the consent is given',
} as const;

/** Each field as a row's problems name it ("date of birth 31-02-2010: not a real date"). */
export const IMPORT_FIELD_NAMES: Record<ImportField, string> = {
  // The details by their labels ("Blood Group C+: not one of …"), which the template heads with.
  ...DETAIL_FIELD_LABELS,
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
 * What one row would import as, or every problem with it in words ("date of birth 31-02-2010:
 * not a real date", "education level Nursery: the app starts at 1st Standard"), for "Row 14: …"
 * in the preview and in the callable's answer. Each cell is read by its reader (read-*.ts); `today`
 * (YYYY-MM-DD, India's today by default) decides future dates and two-digit years.
 */
export function checkImportRow(cells: ImportCells, today: string = todayIso()): RowCheck {
  const text = (field: ImportField) => (cells[field] ?? '').trim();
  const problems: string[] = [];
  /** The value read from a field's cell, or undefined after noting the problem. */
  const read = <T>(field: ImportField, reading: ValueReading<T>): T | undefined => {
    if (reading.ok) return reading.value;
    problems.push(
      fillTemplate(ROW_PROBLEMS.value, {
        field: IMPORT_FIELD_NAMES[field],
        value: text(field),
        problem: reading.problem,
      }),
    );
    return undefined;
  };

  const dateOfBirth = read(
    'dateOfBirth',
    readRegisterDate(text('dateOfBirth'), 'dateOfBirth', today),
  );
  const enrollmentDate = read(
    'enrollmentDate',
    readRegisterDate(text('enrollmentDate'), 'enrollmentDate', today),
  );
  const gender: Gender | null | undefined = read('gender', readGender(text('gender')));

  let educationLevel: EducationLevel | null | undefined = null;
  const missing = (field: ImportField) =>
    problems.push(fillTemplate(ROW_PROBLEMS.missing, { field: IMPORT_FIELD_NAMES[field] }));
  if (!text('educationLevel')) missing('educationLevel');
  else educationLevel = read('educationLevel', readEducationLevel(text('educationLevel')));

  const status: StudentStatus | undefined = read('status', readStatus(text('status')));

  let location: { lat: number; lng: number } | null = null;
  if (text('latitude') || text('longitude')) {
    if (!text('latitude') || !text('longitude')) {
      problems.push(ROW_PROBLEMS.together);
    } else {
      const lat = read('latitude', readCoordinate(text('latitude'), 'latitude'));
      const lng = read('longitude', readCoordinate(text('longitude'), 'longitude'));
      if (typeof lat === 'number' && typeof lng === 'number') location = { lat, lng };
    }
  }

  const parentContact = read('parentContact', readMobile(text('parentContact')));
  if (!text('name')) missing('name');
  if (!text('school')) missing('school');
  // The details: each cell read as offices write it, into its group (blank is not recorded).
  const details = emptyStudentDetails() as Record<DetailGroupName, Record<string, unknown>>;
  for (const field of DETAIL_FIELDS) {
    if (!text(field)) continue;
    const value = read(field, readDetailCell(detailFieldSpec(field)!, text(field)));
    if (value !== undefined) details[DETAIL_FIELD_GROUPS[field]][field] = value;
  }
  // A new student has no consent on record, and the rules refuse an APAAR ID without one.
  if (details.identity.apaarId !== undefined) problems.push(ROW_PROBLEMS.apaarConsent);
  if (problems.length > 0) return { ok: false, problems };

  const draft: StudentInputDraft = {
    name: text('name'),
    dateOfBirth: dateOfBirth ?? null,
    gender: gender ?? null,
    educationLevel: educationLevel!,
    // "XI Science" keeps its stream as the course when the register has no course column.
    course: text('course') || (splitClassAndStream(text('educationLevel')).stream ?? ''),
    school: text('school'),
    address: text('address'),
    location,
    parentName: text('parentName'),
    parentContact: parentContact ?? '',
    parentOccupation: text('parentOccupation'),
    enrollmentDate: enrollmentDate ?? null,
    status: status ?? 'active',
    admissionNumber: text('admissionNumber'),
    // "VII-A" in the class column gives the section when the register has no section column.
    section: text('section') || (splitClassAndSection(text('educationLevel')).section ?? ''),
    ...(details as ReturnType<typeof emptyStudentDetails>),
  };
  return checkedStudent(draft);
}

/** The student the form would save, or the schema's problems in a row's words. */
export function checkedStudent(draft: StudentInputDraft): RowCheck {
  const parsed = studentInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, student: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      // A detail's issue is at [group, field]: the row names the field.
      const [first, second] = issue.path.map(String);
      const isGroup = (DETAIL_GROUP_NAMES as readonly string[]).includes(first ?? '');
      const field = ((isGroup ? second : first) ?? '') as ImportField;
      const name = IMPORT_FIELD_NAMES[field] ?? field;
      return fillTemplate(ROW_PROBLEMS.schema, {
        field: name,
        message: `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`,
      });
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
