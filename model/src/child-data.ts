// "Download this child's data" (issue 27): everything the school holds about one child in Village
// Education, as one JSON file a super_admin hands to the parent. Pure: the web's data module reads
// the documents from the server and this turns them into the file's text, in readable English
// (labels as keys; dates YYYY-MM-DD; choices, yes / no and mobile numbers in words).
//
// Nothing stored is left out silently: a field of the student document this file does not know (a
// newer app's, or one written by hand) goes in as it is, under its own key, and so does anything
// of the consent document that is not a consent as the model reads it.
import { ACTIVITY_ACTIONS, type Activity } from './activity';
import { auditSentence, type AuditEntry } from './audit';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_RELATION_LABELS,
  consentOf,
  type ConsentPurpose,
} from './consent';
import { IST_OFFSET_MS, todayIso } from './dates';
import { GENDER_LABELS } from './filters';
import { academicYearStarting } from './academic-year';
import { transferCertificateNumberText } from './certificates';
import { formatAadhaar, maskAadhaar } from './identity';
import { CATEGORY_LABELS } from './levels';
import { formatIndianMobile } from './phone';
import { STUDENT_STATUS_LABELS, studentDocSchema, type Student } from './student';
import { DETAIL_FIELD_LABELS, DETAIL_GROUP_LABELS, detailValueText } from './student-detail-labels';
import {
  DETAIL_GROUP_NAMES,
  recordedDetailFields,
  STUDENT_DETAIL_GROUPS,
  type DetailGroupName,
} from './student-details';

/** A register field of the student document: every stored field but the detail groups. */
export type StudentRegisterField = Exclude<keyof Student, DetailGroupName | 'id'>;

/** The register fields' labels, in the file's order (typed complete: a new field needs one). */
export const CHILD_DATA_FIELD_LABELS: Readonly<Record<StudentRegisterField, string>> = {
  name: 'Full Name',
  studentId: 'Student ID',
  admissionNumber: 'Admission No.',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  educationLevel: 'Education Level',
  category: 'Category',
  course: 'Course',
  section: 'Section',
  school: 'School / College',
  enrollmentDate: 'Enrollment Date',
  status: 'Status',
  parentName: 'Parent / Guardian Name',
  parentContact: 'Parent / Guardian Mobile',
  parentOccupation: 'Parent / Guardian Occupation',
  address: 'Address',
  location: 'Location on the map',
  createdAt: 'Record created on',
  createdBy: 'Record created by (account ID)',
  updatedAt: 'Record last changed on',
  updatedBy: 'Record last changed by (account ID)',
  progressedIn: 'Last year-end progression',
  transferCertificate: 'Transfer certificate',
};

/** The file's section titles and fixed words, in English. */
export const CHILD_DATA_WORDS = {
  about: 'About this file',
  organization: 'Organization',
  exportedOn: 'Exported on',
  exportedBy: 'Exported by',
  note: 'Note',
  /** {organization}: its name; {name}: the child's. */
  noteText:
    'This file holds everything {organization} holds about {name} in Village Education: the student record, its More details, the Aadhaar number, the parent’s consents, and the entries about the record that the activity feed and the organization’s History still keep.',
  student: 'Student',
  aadhaar: 'Aadhaar number',
  aadhaarNumber: 'Number',
  aadhaarKind: 'Kind',
  aadhaarKinds: { aadhaar: 'Aadhaar number', enrolment: 'Aadhaar enrolment ID' },
  /** The number could not be read whole: only what the student document keeps of it. */
  aadhaarMaskedNote: 'Only the last four digits could be read',
  consents: 'Consents',
  givenBy: 'Given by',
  relation: 'Relation to the child',
  givenOn: 'Given on',
  withdrawnOn: 'Withdrawn on',
  notWithdrawn: 'Not withdrawn',
  consentsChangedOn: 'Consents last changed on',
  consentsChangedBy: 'Consents last changed by (account ID)',
  history: 'History',
  when: 'When',
  what: 'What',
  by: 'By',
  someone: 'Someone',
  notRecorded: 'Not recorded',
  latitude: 'Latitude',
  longitude: 'Longitude',
  /** Fields stored that this file does not know, as they are. */
  otherFields: 'Other stored fields',
} as const;

/** What was read for the file. */
export interface ChildDataInput {
  /** The student, as the model reads the document. */
  student: Student;
  /** The student document's data as stored: its fields the model does not know go in as they are. */
  storedStudent: Readonly<Record<string, unknown>>;
  /** The Aadhaar number's digits (private/identity), or null when none was read. */
  aadhaar: string | null;
  /** students/{id}/consents/current's data, or null when there is none. */
  storedConsents: Readonly<Record<string, unknown>> | null;
  /** The activity feed's entries about the child. */
  activities: readonly Activity[];
  /** The organization's History entries about the child (e.g. the Shows of the Aadhaar number). */
  auditEntries: readonly AuditEntry[];
  organizationName: string;
  /** Who downloads it (their member name). */
  exporterName: string;
  now: Date;
}

/** "2026-11-27 15:30 IST": an instant as India's clock read it. */
export function indianDateTime(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)} IST`;
}

/** A value stored in a field this file does not know, as plain JSON (times as ISO instants). */
export function plainValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  // A Firestore Timestamp of either SDK.
  if (typeof object.toDate === 'function') return plainValue((object.toDate as () => unknown)());
  // Bytes (Firestore's Bytes class).
  if (typeof object.toBase64 === 'function') return (object.toBase64 as () => string)();
  if (Array.isArray(value)) return value.map(plainValue);
  // A GeoPoint: its fields are getters, so read them by name.
  if (typeof object.latitude === 'number' && typeof object.longitude === 'number') {
    return { latitude: object.latitude, longitude: object.longitude };
  }
  // A DocumentReference: its path, not the SDK's innards.
  if (typeof object.path === 'string' && Object.getPrototypeOf(value) !== Object.prototype) {
    return object.path;
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, plainValue(item)]));
}

const orNotRecorded = (text: string | null | undefined) =>
  text ? text : CHILD_DATA_WORDS.notRecorded;

/** One register field's value in words. */
function registerValue(student: Student, field: StudentRegisterField): unknown {
  switch (field) {
    case 'gender':
      return student.gender ? GENDER_LABELS[student.gender] : CHILD_DATA_WORDS.notRecorded;
    case 'category':
      return CATEGORY_LABELS[student.category];
    case 'status':
      return STUDENT_STATUS_LABELS[student.status];
    case 'parentContact':
      return orNotRecorded(student.parentContact && formatIndianMobile(student.parentContact));
    case 'location':
      return student.location
        ? {
            [CHILD_DATA_WORDS.latitude]: student.location.lat,
            [CHILD_DATA_WORDS.longitude]: student.location.lng,
          }
        : CHILD_DATA_WORDS.notRecorded;
    case 'createdAt':
    case 'updatedAt':
      return indianDateTime(student[field]);
    case 'progressedIn':
      return orNotRecorded(
        student.progressedIn === undefined ? '' : academicYearStarting(student.progressedIn).label,
      );
    case 'transferCertificate':
      return orNotRecorded(
        student.transferCertificate &&
          `${transferCertificateNumberText(student.transferCertificate.number)}, ${student.transferCertificate.issuedOn}`,
      );
    default:
      return orNotRecorded(student[field]);
  }
}

/** The identity group's fields that describe the Aadhaar number: said in its own section. */
const AADHAAR_SUMMARY_FIELDS: readonly string[] = ['aadhaarLastFour', 'aadhaarKind'];

/** A detail group in words: its recorded fields, then any stored key the model does not know. */
function detailSection(
  name: DetailGroupName,
  student: Student,
  stored: unknown,
): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const { field, spec, value } of recordedDetailFields(name, student[name])) {
    section[DETAIL_FIELD_LABELS[field]] = detailValueText(spec, value, formatIndianMobile);
  }
  const known = new Set([
    ...Object.keys(STUDENT_DETAIL_GROUPS[name]),
    ...(name === 'identity' ? AADHAAR_SUMMARY_FIELDS : []),
  ]);
  if (typeof stored === 'object' && stored !== null) {
    for (const [key, value] of Object.entries(stored)) {
      if (!known.has(key)) section[key] = plainValue(value);
    }
  }
  return section;
}

function aadhaarSection(student: Student, digits: string | null): unknown {
  const { aadhaarLastFour, aadhaarKind } = student.identity;
  if (digits) {
    const kind = digits.length === 28 ? 'enrolment' : 'aadhaar';
    return {
      [CHILD_DATA_WORDS.aadhaarNumber]: formatAadhaar(digits),
      [CHILD_DATA_WORDS.aadhaarKind]: CHILD_DATA_WORDS.aadhaarKinds[kind],
    };
  }
  if (aadhaarLastFour) {
    // The student document says there is a number, but it was not read: say so, never hide it.
    return {
      [CHILD_DATA_WORDS.aadhaarNumber]: maskAadhaar(aadhaarLastFour, aadhaarKind),
      [CHILD_DATA_WORDS.aadhaarKind]: CHILD_DATA_WORDS.aadhaarKinds[aadhaarKind ?? 'aadhaar'],
      [CHILD_DATA_WORDS.note]: CHILD_DATA_WORDS.aadhaarMaskedNote,
    };
  }
  return CHILD_DATA_WORDS.notRecorded;
}

function consentSection(stored: Readonly<Record<string, unknown>> | null): Record<string, unknown> {
  const consent = consentOf(stored ?? undefined);
  const section: Record<string, unknown> = {};
  for (const purpose of CONSENT_PURPOSES) {
    const entry = consent[purpose];
    section[CONSENT_PURPOSE_LABELS[purpose]] = entry
      ? {
          [CHILD_DATA_WORDS.givenBy]: entry.givenBy,
          [CHILD_DATA_WORDS.relation]: CONSENT_RELATION_LABELS[entry.relation],
          [CHILD_DATA_WORDS.givenOn]: entry.givenOn,
          [CHILD_DATA_WORDS.withdrawnOn]: entry.withdrawnOn ?? CHILD_DATA_WORDS.notWithdrawn,
        }
      : CHILD_DATA_WORDS.notRecorded;
  }
  // Who last changed them, when; and what the model could not read as a consent (an unknown
  // key, a malformed entry), as it is.
  for (const [key, value] of Object.entries(stored ?? {})) {
    const changedOn = plainValue(value);
    if (key === 'updatedAt' && typeof changedOn === 'string')
      section[CHILD_DATA_WORDS.consentsChangedOn] = indianDateTime(new Date(changedOn));
    else if (key === 'updatedBy' && typeof value === 'string')
      section[CHILD_DATA_WORDS.consentsChangedBy] = value;
    else if (
      !(CONSENT_PURPOSES as readonly string[]).includes(key) ||
      consent[key as ConsentPurpose] === undefined
    )
      section[key] = plainValue(value);
  }
  return section;
}

interface HistoryLine {
  at: Date;
  line: Record<string, string>;
}

function historySection(input: ChildDataInput): Array<Record<string, string>> {
  const lines: HistoryLine[] = [
    ...input.activities.map((activity) => ({
      at: activity.at,
      what: activity.action || ACTIVITY_ACTIONS[activity.type],
      by: activity.byName,
    })),
    ...input.auditEntries.map((entry) => ({
      at: entry.at,
      what: auditSentence(entry),
      by: entry.actor.name || entry.actor.email,
    })),
  ].map(({ at, what, by }) => ({
    at,
    line: {
      [CHILD_DATA_WORDS.when]: indianDateTime(at),
      [CHILD_DATA_WORDS.what]: what,
      [CHILD_DATA_WORDS.by]: by || CHILD_DATA_WORDS.someone,
    },
  }));
  // Oldest first: the record's story as it happened.
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ line }) => line);
}

/** The stored fields of the student document the model reads (the rest go in as they are). */
const STUDENT_DOCUMENT_FIELDS = new Set(Object.keys(studentDocSchema.shape));

/**
 * The file's content: a JSON document, pretty-printed, its sections in order: about, student,
 * each More details group with something recorded, Aadhaar number, consents, history, and the
 * stored fields this file does not know (only when there are some).
 */
export function childDataText(input: ChildDataInput): string {
  const { student, storedStudent } = input;
  const file: Record<string, unknown> = {
    [CHILD_DATA_WORDS.about]: {
      [CHILD_DATA_WORDS.organization]: input.organizationName,
      [CHILD_DATA_WORDS.exportedOn]: todayIso(input.now),
      [CHILD_DATA_WORDS.exportedBy]: input.exporterName || CHILD_DATA_WORDS.someone,
      [CHILD_DATA_WORDS.note]: CHILD_DATA_WORDS.noteText
        .replace('{organization}', () => input.organizationName)
        .replace('{name}', () => student.name),
    },
    [CHILD_DATA_WORDS.student]: Object.fromEntries(
      (Object.keys(CHILD_DATA_FIELD_LABELS) as StudentRegisterField[]).map((field) => [
        CHILD_DATA_FIELD_LABELS[field],
        registerValue(student, field),
      ]),
    ),
  };
  for (const group of DETAIL_GROUP_NAMES) {
    const section = detailSection(group, student, storedStudent[group]);
    if (Object.keys(section).length > 0) file[DETAIL_GROUP_LABELS[group]] = section;
  }
  file[CHILD_DATA_WORDS.aadhaar] = aadhaarSection(student, input.aadhaar);
  file[CHILD_DATA_WORDS.consents] = consentSection(input.storedConsents);
  file[CHILD_DATA_WORDS.history] = historySection(input);
  const unknown = Object.entries(storedStudent).filter(
    ([key]) => !STUDENT_DOCUMENT_FIELDS.has(key),
  );
  if (unknown.length > 0) {
    file[CHILD_DATA_WORDS.otherFields] = Object.fromEntries(
      unknown.map(([key, value]) => [key, plainValue(value)]),
    );
  }
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A name as an ASCII file-name part: "Ravi Kumar" → "ravi-kumar"; "" when nothing is left. */
export function asciiSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** "ravi-kumar-data-2026-11-27.json", dated today in India; a name without Latin letters is "student". */
export function childDataFileName(name: string, now: Date): string {
  return `${asciiSlug(name) || 'student'}-data-${todayIso(now)}.json`;
}
