// "Download this child's data": everything the school holds about one child in Village
// Education, as one JSON file a super_admin hands to the parent. Pure: the web's data module reads
// the documents from the server and this turns them into the file's text, in readable English
// (labels as keys; dates YYYY-MM-DD; choices, yes / no and mobile numbers in words).
//
// Nothing stored is left out silently: a field of the student document this file does not know (a
// newer app's, or one written by hand) goes in as it is, under its own key, and so does anything
// of the consent document that is not a consent as the model reads it.
//
// The file's words are in child-data-words.ts, its sections in child-data-sections.ts.
import type { Activity } from './activity';
import type { AuditEntry } from './audit';
import {
  aadhaarSection,
  consentSection,
  detailSection,
  historySection,
  registerValue,
} from './child-data-sections';
import {
  CHILD_DATA_FIELD_LABELS,
  CHILD_DATA_WORDS,
  type StudentRegisterField,
} from './child-data-words';
import { todayIso } from './dates';
import { plainValue } from './firestore-values';
import { studentDocSchema, type Student } from './student';
import { DETAIL_GROUP_LABELS } from './student-detail-labels';
import { DETAIL_GROUP_NAMES } from './student-details';

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
  file[CHILD_DATA_WORDS.history] = historySection(input.activities, input.auditEntries);
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
