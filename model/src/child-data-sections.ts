// The child's data file's sections (child-data.ts), each in readable English: the register
// fields, a More details group, the Aadhaar number, the consents and the history. What the model
// does not read (an unknown key, a malformed consent) goes in as it is stored.
import { ACTIVITY_ACTIONS, type Activity } from './activity';
import { academicYearStarting } from './academic-year';
import { auditSentence, type AuditEntry } from './audit';
import { transferCertificateNumberText } from './certificates';
import { CHILD_DATA_WORDS, type StudentRegisterField } from './child-data-words';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_RELATION_LABELS,
  consentOf,
  type ConsentPurpose,
} from './consent';
import { indianDateTime } from './dates';
import { GENDER_LABELS } from './filters';
import { plainValue } from './firestore-values';
import { formatAadhaar, maskAadhaar } from './identity';
import { CATEGORY_LABELS } from './levels';
import { formatIndianMobile } from './phone';
import { STUDENT_STATUS_LABELS, type Student } from './student';
import { DETAIL_FIELD_LABELS, detailValueText } from './student-detail-labels';
import {
  recordedDetailFields,
  STUDENT_DETAIL_GROUPS,
  type DetailGroupName,
} from './student-details';

const orNotRecorded = (text: string | null | undefined) =>
  text ? text : CHILD_DATA_WORDS.notRecorded;

/** One register field's value in words. */
export function registerValue(student: Student, field: StudentRegisterField): unknown {
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
    case 'admissionNumberSharedWith':
      return (
        student.admissionNumberSharedWith
          ?.map(({ name, studentId }) => (studentId ? `${name} (${studentId})` : name))
          .join(', ') || CHILD_DATA_WORDS.noOneElse
      );
    default:
      return orNotRecorded(student[field]);
  }
}

/** The identity group's fields that describe the Aadhaar number: said in its own section. */
const AADHAAR_SUMMARY_FIELDS: readonly string[] = ['aadhaarLastFour', 'aadhaarKind'];

/** A detail group in words: its recorded fields, then any stored key the model does not know. */
export function detailSection(
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

/** The Aadhaar number: read whole, or what the student document keeps of it, or not recorded. */
export function aadhaarSection(student: Student, digits: string | null): unknown {
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

/** Each purpose's consent, who last changed them and when, and anything not read as a consent. */
export function consentSection(
  stored: Readonly<Record<string, unknown>> | null,
): Record<string, unknown> {
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

/** The activity feed's and the History's entries about the child, oldest first. */
export function historySection(
  activities: readonly Activity[],
  auditEntries: readonly AuditEntry[],
): Array<Record<string, string>> {
  const lines: HistoryLine[] = [
    ...activities.map((activity) => ({
      at: activity.at,
      what: activity.action || ACTIVITY_ACTIONS[activity.type],
      by: activity.byName,
    })),
    ...auditEntries.map((entry) => ({
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
