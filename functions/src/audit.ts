// The audit log of people changes (model/src/audit.ts): one entry per change, written by the people
// callables in the transaction that makes the change, so that there is never a change without its
// entry, nor an entry for a change that did not happen. The Aadhaar callables (aadhaar.ts) write
// theirs likewise, in the transaction that reads or writes the number, as does the UDISE+ return's
// read of its numbers (udise-aadhaar.ts).
import {
  FieldValue,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AuditAction, AuditPerson } from '@village/model/audit';
import { auditPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { db } from './app';
import type { Caller } from './callable';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A member as the log names them, from their member document. */
export function memberPerson(member: DocumentSnapshot): AuditPerson {
  return { uid: member.id, name: text(member.get('name')), email: text(member.get('email')) };
}

/** A student as the log names them (the uses of their Aadhaar number): by their name alone. */
export function studentPerson(student: DocumentSnapshot): AuditPerson {
  return { uid: null, name: text(student.get('name')), email: '' };
}

/** The caller, named as on their member document where they have one, else as in their token. */
export function callerPerson(caller: Caller, member?: DocumentSnapshot): AuditPerson {
  return {
    uid: caller.uid,
    name: text(member?.get('name')) || text(caller.name),
    email: text(member?.get('email')) || (caller.email ?? ''),
  };
}

/** What an entry says, before its time. */
export interface AuditEntryInput {
  action: AuditAction;
  actor: AuditPerson;
  target: AuditPerson;
  fromRole?: Role;
  toRole?: Role;
  /** Why, in the actor's words (progression_early). */
  reason?: string;
  /** How many (identity_return_exported: the numbers read). */
  count?: number;
}

/** An entry as stored (auditEntryDocSchema), at `at`. */
function auditDoc(entry: AuditEntryInput, at: Timestamp | FieldValue) {
  return {
    action: entry.action,
    actor: entry.actor,
    target: entry.target,
    fromRole: entry.fromRole ?? null,
    toRole: entry.toRole ?? null,
    // Only entries with a reason carry the field: the others are stored as before.
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.count === undefined ? {} : { count: entry.count }),
    at,
  };
}

export function recordAudit(
  tx: Transaction,
  orgId: string,
  entry: AuditEntryInput,
  entryId?: string,
): void {
  const collection = db.collection(auditPath(orgId));
  const ref = entryId === undefined ? collection.doc() : collection.doc(entryId);
  tx.create(ref, auditDoc(entry, FieldValue.serverTimestamp()));
}
