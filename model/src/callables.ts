import * as z from 'zod/mini';
import { invitationInputSchema, languageSchema, ORGANIZATION_MESSAGES } from './organization';
import { IMPORT_BATCH_SIZE } from './limits';
import { studentInputSchema } from './student';
import { INVITABLE_ROLES, type InvitableRole, type Role } from './roles';
import { checked, integer } from './schema';
import type { OrganizationCounters } from './stats';

/**
 * The callable Cloud Functions (`httpsCallable(functions, name)`): their names, the input each one
 * accepts and what it returns. The functions validate with these same schemas and answer bad
 * input with an HttpsError (invalid-argument, permission-denied, not-found, already-exists,
 * failed-precondition, unauthenticated).
 */
export const CALLABLES = {
  inviteMember: 'inviteMember',
  revokeInvitation: 'revokeInvitation',
  acceptInvitation: 'acceptInvitation',
  changeMemberRole: 'changeMemberRole',
  removeMember: 'removeMember',
  promoteMember: 'promoteMember',
  resendInvitation: 'resendInvitation',
  reconcileOrganization: 'reconcileOrganization',
  importStudents: 'importStudents',
  applyProgression: 'applyProgression',
  issueTransferCertificate: 'issueTransferCertificate',
  setAadhaar: 'setAadhaar',
  revealAadhaar: 'revealAadhaar',
  udiseAadhaarNumbers: 'udiseAadhaarNumbers',
} as const;

/** A Firestore document id: no slash, not "." or "..", not of the reserved form __x__. */
export const documentIdSchema = checked(
  z.string(),
  z.trim(),
  z.minLength(1, 'Required'),
  z.maxLength(1500, 'Not a valid id'),
  z.refine(
    (value: string) =>
      !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/.test(value),
    'Not a valid id',
  ),
);

const orgScoped = z.object({ orgId: documentIdSchema });

/**
 * `language`: the language the inviter is using the app in, which the invitation email is written
 * in (without it, the language of the inviter's profile).
 */
export const inviteMemberInputSchema = z.extend(orgScoped, {
  ...invitationInputSchema.shape,
  language: z.optional(languageSchema),
});
export type InviteMemberInput = z.input<typeof inviteMemberInputSchema>;
export interface InviteMemberResult {
  orgId: string;
  email: string;
  role: InvitableRole;
  status: 'pending';
  expiresAt: string;
  /** The link the email carries: the app's organization selection with the invitation. */
  link: string;
}

export const revokeInvitationInputSchema = z.extend(orgScoped, {
  email: invitationInputSchema.shape.email,
});
export type RevokeInvitationInput = z.input<typeof revokeInvitationInputSchema>;

export const acceptInvitationInputSchema = orgScoped;
export type AcceptInvitationInput = z.input<typeof acceptInvitationInputSchema>;
export interface AcceptInvitationResult {
  orgId: string;
  role: InvitableRole;
}

export const changeMemberRoleInputSchema = z.extend(orgScoped, {
  uid: documentIdSchema,
  role: z.enum(INVITABLE_ROLES, ORGANIZATION_MESSAGES.invitableRole),
});
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleInputSchema>;
export interface ChangeMemberRoleResult {
  orgId: string;
  uid: string;
  role: InvitableRole;
  previousRole: Role;
}

/** Removes another member (super_admin), or the caller leaves (any member): uid is the caller's. */
export const removeMemberInputSchema = z.extend(orgScoped, { uid: documentIdSchema });
export type RemoveMemberInput = z.input<typeof removeMemberInputSchema>;
export interface RemoveMemberResult {
  orgId: string;
  uid: string;
  removedRole: Role;
}

/**
 * A super_admin makes another active member a super_admin too (hand-over: the founder may then
 * leave). A separate action: changeMemberRole offers only the invitable roles.
 */
export const promoteMemberInputSchema = z.extend(orgScoped, { uid: documentIdSchema });
export type PromoteMemberInput = z.input<typeof promoteMemberInputSchema>;
export interface PromoteMemberResult {
  orgId: string;
  uid: string;
  previousRole: Role;
}

/**
 * A super_admin sends a pending, unexpired invitation's email again: its delivery goes back to
 * queued, a new attempt (refused while the email is queued or being sent: isDeliveryInFlight).
 */
export const resendInvitationInputSchema = revokeInvitationInputSchema;
export type ResendInvitationInput = z.input<typeof resendInvitationInputSchema>;
export interface ResendInvitationResult {
  orgId: string;
  email: string;
}

export const reconcileOrganizationInputSchema = orgScoped;
export type ReconcileOrganizationInput = z.input<typeof reconcileOrganizationInputSchema>;

/** One counter the reconcile found wrong, with the value it had and the one it now has. */
export interface CounterChange {
  field: string;
  before: number | string | null;
  after: number | string | null;
}

export interface ReconcileReport {
  orgId: string;
  month: string;
  /** The exact figures, recounted from the documents. */
  counters: OrganizationCounters & { userCount: number; superAdminCount: number };
  /** Empty when nothing had drifted. */
  changes: CounterChange[];
}

/**
 * One batch of a spreadsheet import (model/src/import/). `importId` names the import
 * (the web derives it from the organization and the file's content), so a batch sent again, after
 * a dropped connection or a reload, lands on the same documents and creates nothing twice.
 */
export const importStudentsInputSchema = z.extend(orgScoped, {
  importId: checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a valid import id')),
  rows: checked(
    z.array(
      z.object({
        /** The row's number in the file (the header is row 1), for its document id and messages. */
        row: checked(
          integer(),
          z.gte(2, 'Not a row of the file'),
          z.lte(1_000_000, 'Not a row of the file'),
        ),
        student: studentInputSchema,
      }),
    ),
    z.minLength(1, 'No rows to import'),
    z.maxLength(IMPORT_BATCH_SIZE, `At most ${IMPORT_BATCH_SIZE} rows per call`),
  ),
});
export type ImportStudentsInput = z.input<typeof importStudentsInputSchema>;
export type ImportStudentsRequest = z.output<typeof importStudentsInputSchema>;
export interface ImportStudentsResult {
  /** Rows written by this call. */
  created: number;
  /** Rows already imported by an earlier call of the same import (a resumed batch). */
  alreadyImported: number;
  /** All students of this import so far, as its activity says: "N students imported". */
  importedSoFar: number;
}
