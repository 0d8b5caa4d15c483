// Every change to an organization's people goes through a callable function: the rules refuse
// these writes from clients, so that the server's transaction can keep the last super_admin.
// Each rejects with the server's message, written for the user (see lib/functions.ts).
import {
  CALLABLES,
  type ChangeMemberRoleInput,
  type ChangeMemberRoleResult,
  type InviteMemberInput,
  type InviteMemberResult,
  type PromoteMemberInput,
  type PromoteMemberResult,
  type RemoveMemberInput,
  type RemoveMemberResult,
  type ResendInvitationInput,
  type ResendInvitationResult,
  type RevokeInvitationInput,
} from '@village/model/callables';
import { invitationInputSchema, type InvitationInput } from '@village/model/organization';
import type { InvitableRole } from '@village/model/roles';
import { callFunction } from '../../../lib/functions';
import { i18nState } from '../../../lib/i18n/store';

/** Invites with the email in the language the inviter is using the app in, as they wrote it. */
export function inviteMember(orgId: string, input: InvitationInput): Promise<InviteMemberResult> {
  const { email, role } = invitationInputSchema.parse(input);
  return callFunction<InviteMemberInput, InviteMemberResult>(CALLABLES.inviteMember, {
    orgId,
    email,
    role,
    language: i18nState().language,
  });
}

export function revokeInvitation(orgId: string, email: string): Promise<unknown> {
  return callFunction<RevokeInvitationInput, unknown>(CALLABLES.revokeInvitation, {
    orgId,
    email,
  });
}

/** Sends a pending invitation's email again (after its delivery failed). */
export function resendInvitation(orgId: string, email: string): Promise<ResendInvitationResult> {
  return callFunction<ResendInvitationInput, ResendInvitationResult>(CALLABLES.resendInvitation, {
    orgId,
    email,
  });
}

export function changeMemberRole(
  orgId: string,
  uid: string,
  role: InvitableRole,
): Promise<ChangeMemberRoleResult> {
  return callFunction<ChangeMemberRoleInput, ChangeMemberRoleResult>(CALLABLES.changeMemberRole, {
    orgId,
    uid,
    role,
  });
}

/** Makes another member a super_admin too (so that the organization can be handed over). */
export function promoteMember(orgId: string, uid: string): Promise<PromoteMemberResult> {
  return callFunction<PromoteMemberInput, PromoteMemberResult>(CALLABLES.promoteMember, {
    orgId,
    uid,
  });
}

/** Removes a member; with the caller's own uid, the caller leaves the organization. */
export function removeMember(orgId: string, uid: string): Promise<RemoveMemberResult> {
  return callFunction<RemoveMemberInput, RemoveMemberResult>(CALLABLES.removeMember, {
    orgId,
    uid,
  });
}
