import * as z from 'zod/mini';
import { ISO_DATE, isRealIsoDate } from './dates';
import { atMost, checked, integer } from './schema';

// Certificates an office prints. The bonafide certificate, the ID cards and the class
// register list are printed from what is stored; the transfer certificate (TC) carries a number,
// serial per organization and without gaps, that only the issueTransferCertificate callable
// assigns, in a transaction with the student's record of it.

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
 * students/{id}.transferCertificate, written only by issueTransferCertificate: the TC's number,
 * the day it was first issued and its details; `copies` counts the duplicates printed since.
 */
export const transferCertificateRecordSchema = z.extend(transferCertificateDetailsSchema, {
  number: checked(integer(), z.gte(1)),
  issuedOn: isoDate,
  issuedBy: z.string(),
  copies: z._default(checked(integer(), z.gte(0)), 0),
});
export type TransferCertificateRecord = z.output<typeof transferCertificateRecordSchema>;

/** "TC No. 17" as printed: the serial number, no padding (offices write it by hand that way). */
export const transferCertificateNumberText = (number: number) => `TC No. ${number}`;
