import * as z from 'zod/mini';
import { ISO_DATE, isRealIsoDate } from './dates';
import { EDUCATION_LEVELS } from './levels';
import { atMost, checked, integer } from './schema';

// Certificates an office prints. The bonafide certificate, the ID cards and the class
// register list are printed from what is stored; the transfer certificate (TC) carries a number,
// serial per organization and without gaps, that only the issueTransferCertificate callable
// assigns, in a transaction with the student's record of it. A TC prints the student as they were
// the day it was issued (its snapshot), and stays in the organization's register after the student
// is deleted: a school signs and stamps it, so no later edit may change what a reprint says.

export const CERTIFICATE_LIMITS = {
  reasonForLeaving: 200,
  conduct: 50,
} as const;

export const QUALIFIED_FOR_PROMOTION = ['yes', 'no', 'notApplicable'] as const;
export type QualifiedForPromotion = (typeof QUALIFIED_FOR_PROMOTION)[number];
export const QUALIFIED_FOR_PROMOTION_LABELS: Record<QualifiedForPromotion, string> = {
  yes: 'Yes',
  no: 'No',
  notApplicable: 'Not applicable',
};

const isoDate = checked(
  z.string(),
  z.regex(ISO_DATE, 'Use the form YYYY-MM-DD'),
  z.refine(isRealIsoDate, 'Not a real date'),
);

/** What the office writes on a TC when it issues it. */
export const transferCertificateDetailsSchema = z.object({
  leavingDate: isoDate,
  reasonForLeaving: checked(z.string(), z.trim(), atMost(CERTIFICATE_LIMITS.reasonForLeaving)),
  conduct: checked(z.string(), z.trim(), atMost(CERTIFICATE_LIMITS.conduct)),
  qualifiedForPromotion: z.enum(QUALIFIED_FOR_PROMOTION),
});
export type TransferCertificateDetails = z.output<typeof transferCertificateDetailsSchema>;

/**
 * The key the browser sends with each Issue (or Print a duplicate): a call sent again with the
 * key of the call that recorded the TC, or of the last duplicate, is answered as that call was,
 * and counts nothing (a retry after a dropped response).
 */
export const ISSUE_KEY = /^[A-Za-z0-9_-]{16,64}$/;
export const issueKeySchema = checked(
  z.string(),
  z.regex(ISSUE_KEY, 'Use 16 to 64 letters, digits, - or _'),
);

/**
 * The student as the TC prints them, copied the day it is issued: reprints and duplicates print
 * this, whatever was edited, promoted or deleted since. The class last studied is the student's
 * record of the academic year of the leaving date (years/{startYear}, `classYear`) when that year
 * was closed for them, else the class they were in at issue (`classYear` null).
 */
export const transferCertificateSnapshotSchema = z.object({
  admissionNumber: z.string(),
  name: z.string(),
  guardianName: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  dateOfBirth: z.nullable(z.string()),
  admissionDate: z.nullable(z.string()),
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: z.string(),
  classYear: z.nullable(integer()),
});
export type TransferCertificateSnapshot = z.output<typeof transferCertificateSnapshotSchema>;

/** What a snapshot is taken from: the student's stored fields (and More details, Family). */
export interface TransferCertificateSource {
  admissionNumber?: string;
  name: string;
  parentName: string;
  family?: unknown;
  dateOfBirth: string | null;
  enrollmentDate: string | null;
  educationLevel: TransferCertificateSnapshot['educationLevel'];
  section?: string;
}

const familyName = (family: unknown, key: 'fatherName' | 'motherName'): string => {
  const value: unknown =
    typeof family === 'object' && family !== null ? (family as Record<string, unknown>)[key] : '';
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The snapshot of `student`, the class last studied being `year`'s when given (the student's
 * record of the leaving date's academic year), else the student's class now.
 */
export function transferCertificateSnapshot(
  student: TransferCertificateSource,
  year: {
    startYear: number;
    educationLevel: TransferCertificateSnapshot['educationLevel'];
    section: string;
  } | null,
): TransferCertificateSnapshot {
  return {
    admissionNumber: student.admissionNumber?.trim() ?? '',
    name: student.name.trim(),
    guardianName: student.parentName.trim(),
    fatherName: familyName(student.family, 'fatherName'),
    motherName: familyName(student.family, 'motherName'),
    dateOfBirth: student.dateOfBirth,
    admissionDate: student.enrollmentDate,
    educationLevel: year ? year.educationLevel : student.educationLevel,
    section: (year ? year.section : (student.section ?? '')).trim(),
    classYear: year ? year.startYear : null,
  };
}

/** The parent a certificate names: the guardian of the register, else the father, else the mother. */
export const printedParentName = (snapshot: TransferCertificateSnapshot): string =>
  snapshot.guardianName || snapshot.fatherName || snapshot.motherName;

/**
 * students/{id}.transferCertificate, written only by issueTransferCertificate: the TC's number,
 * the day it was first issued, its details and (since snapshots were kept) the student as printed;
 * `copies` counts the duplicates printed since. A record without a snapshot (issued before them)
 * prints from the student as they are now.
 */
export const transferCertificateRecordSchema = z.extend(transferCertificateDetailsSchema, {
  number: checked(integer(), z.gte(1)),
  issuedOn: isoDate,
  issuedBy: z.string(),
  copies: z._default(checked(integer(), z.gte(0)), 0),
  snapshot: z.optional(transferCertificateSnapshotSchema),
  /** The key of the call that issued it, and of the call that printed the last duplicate. */
  issueKey: z.optional(z.string()),
  lastCopyKey: z.optional(z.string()),
});
export type TransferCertificateRecord = z.output<typeof transferCertificateRecordSchema>;
/** A TC as the callable answers it: without who issued it and the calls' keys. */
export type IssuedTransferCertificate = Omit<
  TransferCertificateRecord,
  'issuedBy' | 'issueKey' | 'lastCopyKey'
>;

/**
 * organizations/{orgId}/certificates/{number}: the organization's register of TCs, one line per
 * number, written by issueTransferCertificate in the transaction that issues it (and counts a
 * duplicate); staff read it. It outlives the student, so a number once given stays accounted for.
 */
export const certificateRegisterEntrySchema = z.object({
  number: checked(integer(), z.gte(1)),
  studentDocId: z.string(),
  studentName: z.string(),
  issuedOn: isoDate,
  copies: z._default(checked(integer(), z.gte(0)), 0),
});
export type CertificateRegisterEntry = z.output<typeof certificateRegisterEntrySchema>;

/** "TC No. 17" as printed: the serial number, no padding (offices write it by hand that way). */
export const transferCertificateNumberText = (number: number) => `TC No. ${number}`;
