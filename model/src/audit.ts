import * as z from 'zod/mini';
import { timestampSchema } from './firestore-values';
import { ROLE_LABELS, ROLES, type Role } from './roles';

/**
 * The audit log of people changes: organizations/{orgId}/audit/{id}, one entry per change, written
 * by the people callables in the transaction that makes the change (clients cannot write it), read
 * by the organization's super_admins alone (firestore.rules). After a dispute it says who changed
 * whom, how and when.
 */
export const AUDIT_ACTIONS = [
  'invited',
  'revoked',
  'joined',
  'role_changed',
  'promoted',
  'removed',
  'left',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A person as the log names them: their uid where they have an account here, their name as it
 * was then, and their email. */
export interface AuditPerson {
  uid: string | null;
  name: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** Who made the change (for joined and left, the member themself). */
  actor: AuditPerson;
  /** Whom it was about. */
  target: AuditPerson;
  /** The role before the change (role_changed, promoted, removed, left). */
  fromRole: Role | null;
  /** The role after it (invited and joined: the invited role; role_changed; promoted). */
  toRole: Role | null;
  at: Date;
}

const auditPersonSchema = z.object({
  uid: z.nullable(z.string()),
  name: z.string(),
  email: z.string(),
});

/** An entry as stored (the web reads it through this schema). */
export const auditEntryDocSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  actor: auditPersonSchema,
  target: auditPersonSchema,
  fromRole: z.nullable(z.enum(ROLES)),
  toRole: z.nullable(z.enum(ROLES)),
  at: timestampSchema,
});

/** How many entries the History section shows at a time. */
export const AUDIT_PAGE_SIZE = 20;

const named = (person: AuditPerson) => person.name || person.email || 'Someone';
const role = (value: Role | null) => (value ? ROLE_LABELS[value] : 'a member');

/** One entry in words, e.g. "Asha Verma changed Ravi Kumar's role from Organization User to End
 * User". */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'actor' | 'target' | 'fromRole' | 'toRole'>,
): string {
  const actor = named(entry.actor);
  const target = named(entry.target);
  switch (entry.action) {
    case 'invited':
      return `${actor} invited ${entry.target.email} as ${role(entry.toRole)}`;
    case 'revoked':
      return `${actor} revoked the invitation of ${entry.target.email}`;
    case 'joined':
      return `${target} joined as ${role(entry.toRole)}`;
    case 'role_changed':
      return `${actor} changed ${target}'s role from ${role(entry.fromRole)} to ${role(entry.toRole)}`;
    case 'promoted':
      return `${actor} made ${target} a ${ROLE_LABELS.super_admin} (was ${role(entry.fromRole)})`;
    case 'removed':
      return `${actor} removed ${target} (${role(entry.fromRole)})`;
    case 'left':
      return `${target} left the organization (${role(entry.fromRole)})`;
  }
}
