// Members of an organization: the userCount / superAdminCount trigger, and the callables that
// change a member's role, make a member super_admin, and remove a member (or let a member leave).
// These callables are the only way to change a member (the rules refuse client writes), and an
// organization never loses its last super_admin: they count the super_admins in their transaction,
// so two changes at once cannot both take one away.
import {
  FieldValue,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onCall, type HttpsError } from 'firebase-functions/https';
import {
  changeMemberRoleInputSchema,
  promoteMemberInputSchema,
  removeMemberInputSchema,
  type ChangeMemberRoleResult,
  type PromoteMemberResult,
  type RemoveMemberResult,
} from '@village/model/callables';
import { COLLECTIONS, membersPath, organizationPath } from '@village/model/paths';
import { isRole, type Role } from '@village/model/roles';
import { db } from './app';
import { callerPerson, memberPerson, recordAudit } from './audit';
import {
  logged,
  memberRef,
  orgName,
  parseInput,
  refuse,
  requireCaller,
  requireRole,
  requireVerifiedCaller,
} from './callable';
import { latestTimeOf } from './event-time';
import { memberDeltas } from './member-deltas';
import { ledgerEntry, ledgerRef, memberCoveredByReconcile } from './ledger';
import { asCount } from './student-facts';
import { runTransaction } from './transactions';

export interface MemberWrite {
  eventId: string;
  orgId: string;
  uid: string;
  /** The role before and after; null where the member document does not exist. */
  beforeRole: string | null;
  afterRole: string | null;
  writeTime: Timestamp;
}

/** Applies one member write to the organization's counters exactly once. Exported for the tests. */
export async function processMemberWrite(
  write: MemberWrite,
): Promise<{ applied: boolean; reason?: string; counted?: boolean }> {
  const deltas = memberDeltas(write.beforeRole, write.afterRole);
  if (deltas.users === 0 && deltas.superAdmins === 0) {
    return { applied: false, reason: 'nothing to count' };
  }
  const orgRef = db.doc(organizationPath(write.orgId));
  const ledger = ledgerRef(write.orgId, write.eventId);
  return runTransaction(async (tx) => {
    const [applied, org] = await Promise.all([tx.get(ledger), tx.get(orgRef)]);
    if (applied.exists) return { applied: false, reason: 'duplicate event' };
    if (!org.exists) return { applied: false, reason: 'organization not found' };
    const counted = !memberCoveredByReconcile(org, write.writeTime);
    if (counted) {
      tx.update(orgRef, {
        userCount: asCount(org.get('userCount')) + deltas.users,
        superAdminCount: asCount(org.get('superAdminCount')) + deltas.superAdmins,
      });
    }
    tx.create(ledger, ledgerEntry('member', { uid: write.uid }));
    return { applied: true, counted };
  });
}

function roleOf(snapshot: DocumentSnapshot): string | null {
  if (!snapshot.exists) return null;
  const role: unknown = snapshot.get('role');
  return typeof role === 'string' ? role : '';
}

// organizations/{orgId}/members/{uid}
export const onMemberWritten = onDocumentWritten(
  { document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.members}/{uid}`, retry: true },
  async (event) => {
    const change = event.data;
    if (!change) return;
    const { orgId, uid } = event.params;
    const writeTime =
      change.after.exists && change.after.updateTime
        ? change.after.updateTime
        : latestTimeOf(event.time);
    const fields = { orgId, uid, eventId: event.id };
    try {
      const result = await processMemberWrite({
        eventId: event.id,
        orgId,
        uid,
        beforeRole: roleOf(change.before),
        afterRole: roleOf(change.after),
        writeTime,
      });
      logger.info('member write processed', { ...fields, ...result });
    } catch (error) {
      logger.error('member write failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);

/**
 * Refuses, with the refusal `refusal` makes, to take the super_admin role away from `uid` when no other member of
 * the organization has it (read in the transaction). Other roles pass.
 */
async function keepAnotherSuperAdmin(
  tx: Transaction,
  orgId: string,
  uid: string,
  role: Role,
  refusal: () => HttpsError,
): Promise<void> {
  if (role !== 'super_admin') return;
  const superAdmins = await tx.get(
    db.collection(membersPath(orgId)).where('role', '==', 'super_admin').select().limit(2),
  );
  if (!superAdmins.docs.some((doc) => doc.id !== uid)) {
    throw refusal();
  }
}

// Callable: a super_admin changes another member's role to org_user or end_user.
export const changeMemberRole = onCall(async (request): Promise<ChangeMemberRoleResult> => {
  const caller = requireVerifiedCaller(request, 'changeRoles');
  const input = parseInput(changeMemberRoleInputSchema, request.data);
  const fields = { orgId: input.orgId, uid: input.uid, role: input.role, by: caller.uid };
  return logged('changeMemberRole', fields, () =>
    runTransaction(async (tx) => {
      const { org, member: me } = await requireRole(
        tx,
        input.orgId,
        caller.uid,
        ['super_admin'],
        'changeRoles',
      );
      if (input.uid === caller.uid) {
        throw refuse('permission-denied', 'ownRole');
      }
      const target = await tx.get(memberRef(input.orgId, input.uid));
      const previousRole: unknown = target.get('role');
      if (!target.exists || !isRole(previousRole)) {
        throw refuse('not-found', 'userNotMember', { org: orgName(org) });
      }
      await keepAnotherSuperAdmin(tx, input.orgId, input.uid, previousRole, () =>
        refuse('failed-precondition', 'keepSuperAdmin', { org: orgName(org) }),
      );
      if (previousRole !== input.role) {
        tx.update(target.ref, {
          role: input.role,
          updatedAt: FieldValue.serverTimestamp(),
          updatedBy: caller.uid,
        });
        recordAudit(tx, input.orgId, {
          action: 'role_changed',
          actor: callerPerson(caller, me),
          target: memberPerson(target),
          fromRole: previousRole,
          toRole: input.role,
        });
      }
      return { orgId: input.orgId, uid: input.uid, role: input.role, previousRole };
    }),
  );
});

// Callable: a super_admin removes another member; any member removes themself (leaves). The member
// document goes at once, and with it every access the rules grant through it.
export const removeMember = onCall(async (request): Promise<RemoveMemberResult> => {
  const caller = requireCaller(request);
  const input = parseInput(removeMemberInputSchema, request.data);
  const leaving = input.uid === caller.uid;
  // Leaving takes access away from the caller alone: it needs no verified email; removing another
  // member does.
  if (!leaving) requireVerifiedCaller(request, 'removeMembers');
  const fields = { orgId: input.orgId, uid: input.uid, by: caller.uid, leaving };
  return logged('removeMember', fields, () =>
    runTransaction(async (tx) => {
      const allowed: readonly Role[] = leaving
        ? ['super_admin', 'org_user', 'end_user']
        : ['super_admin'];
      const { org, member: me } = await requireRole(
        tx,
        input.orgId,
        caller.uid,
        allowed,
        'removeMembers',
      );
      const target = await tx.get(memberRef(input.orgId, input.uid));
      const removedRole: unknown = target.get('role');
      if (!target.exists || !isRole(removedRole)) {
        throw refuse('not-found', 'userNotMember', { org: orgName(org) });
      }
      await keepAnotherSuperAdmin(tx, input.orgId, input.uid, removedRole, () =>
        refuse('failed-precondition', leaving ? 'lastSuperAdmin' : 'keepSuperAdmin', {
          org: orgName(org),
        }),
      );
      tx.delete(target.ref);
      recordAudit(tx, input.orgId, {
        action: leaving ? 'left' : 'removed',
        actor: callerPerson(caller, me),
        target: memberPerson(target),
        fromRole: removedRole,
      });
      return { orgId: input.orgId, uid: input.uid, removedRole };
    }),
  );
});

/**
 * A member's name for a message: the name on their member document, else their email, else ''
 * (the refusal then has an unnamed form, worded in each language).
 */
function displayName(member: DocumentSnapshot): string {
  const name: unknown = member.get('name');
  const email: unknown = member.get('email');
  if (typeof name === 'string' && name.trim()) return name.trim();
  return typeof email === 'string' ? email : '';
}

// Callable: a super_admin makes another active member a super_admin too, so that an organization
// can be handed over (its founder may then leave). The role pickers of changeMemberRole never
// offer super_admin: this is the one way to it.
export const promoteMember = onCall(async (request): Promise<PromoteMemberResult> => {
  const caller = requireVerifiedCaller(request, 'promoteMembers');
  const input = parseInput(promoteMemberInputSchema, request.data);
  const fields = { orgId: input.orgId, uid: input.uid, by: caller.uid };
  return logged('promoteMember', fields, () =>
    runTransaction(async (tx) => {
      const { org, member: me } = await requireRole(
        tx,
        input.orgId,
        caller.uid,
        ['super_admin'],
        'makeSuperAdmins',
      );
      if (input.uid === caller.uid) {
        throw refuse('failed-precondition', 'alreadySuperAdminYourself', { org: orgName(org) });
      }
      const target = await tx.get(memberRef(input.orgId, input.uid));
      const previousRole: unknown = target.get('role');
      if (!target.exists || !isRole(previousRole)) {
        throw refuse('not-found', 'userNotMember', { org: orgName(org) });
      }
      const name = displayName(target);
      if (previousRole === 'super_admin') {
        throw name
          ? refuse('already-exists', 'alreadySuperAdmin', { name, org: orgName(org) })
          : refuse('already-exists', 'unnamedAlreadySuperAdmin', { org: orgName(org) });
      }
      if (target.get('status') !== 'active') {
        throw name
          ? refuse('failed-precondition', 'notActiveMember', { name, org: orgName(org) })
          : refuse('failed-precondition', 'unnamedNotActiveMember', { org: orgName(org) });
      }
      tx.update(target.ref, {
        role: 'super_admin',
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: caller.uid,
      });
      recordAudit(tx, input.orgId, {
        action: 'promoted',
        actor: callerPerson(caller, me),
        target: memberPerson(target),
        fromRole: previousRole,
        toRole: 'super_admin',
      });
      return { orgId: input.orgId, uid: input.uid, previousRole };
    }),
  );
});
