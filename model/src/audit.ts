import * as z from 'zod/mini';
import { timestampSchema } from './firestore-values';
import type { IdentityAccessReason } from './identity';
import { ROLE_LABELS, ROLES, type Role } from './roles';
import { integer } from './schema';
import { fillTemplate } from './template';

/**
 * The audit log of people changes: organizations/{orgId}/audit/{id}, one entry per change, written
 * by the people callables in the transaction that makes the change (clients cannot write it), read
 * by the organization's super_admins alone (firestore.rules). After a dispute it says who changed
 * whom, how and when. It also says who read, saved or removed which student's Aadhaar number
 * (identity_shown, identity_exported, identity_saved, identity_removed): the Aadhaar callables
 * write the entry in the transaction that reads or writes the number
 * (docs/decisions/identity-numbers.md). A UDISE+ return's numbers, read at once, are one entry
 * (identity_return_exported) that counts them and names no student.
 * And it says who applied a class's year end before its last quarter (progression_early), with
 * the reason they gave.
 */
export const AUDIT_ACTIONS = [
  'invited',
  'revoked',
  'joined',
  'role_changed',
  'promoted',
  'removed',
  'left',
  'identity_shown',
  'identity_exported',
  'identity_saved',
  'identity_removed',
  'identity_return_exported',
  'progression_early',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The entry of a use of the number whole, by why: read (Show, the child's data), written or
 * removed. The entry's target is the student (uid null, email ''), named as the student document
 * has them; it never carries the number.
 */
export const IDENTITY_AUDIT_ACTIONS = {
  show: 'identity_shown',
  export: 'identity_exported',
  save: 'identity_saved',
  remove: 'identity_removed',
} as const satisfies Record<IdentityAccessReason, AuditAction>;

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
  /** Whom it was about (the uses of one student's number: the student). */
  target: AuditPerson;
  /** The role before the change (role_changed, promoted, removed, left). */
  fromRole: Role | null;
  /** The role after it (invited and joined: the invited role; role_changed; promoted). */
  toRole: Role | null;
  /** Why it was done, in the actor's words (progression_early: the class-year is the target). */
  reason?: string | null;
  /** How many there were (identity_return_exported: the numbers read; the target is the
   * organization). */
  count?: number | null;
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
  reason: z._default(z.nullable(z.string()), null),
  count: z._default(z.nullable(integer()), null),
  at: timestampSchema,
});

/** How many entries the History section shows at a time. */
export const AUDIT_PAGE_SIZE = 20;

/** A sentence said by a count: its form for one, and for any other number. */
export interface AuditPluralSentence {
  one: string;
  other: string;
}

/**
 * The entries in words, as templates: `{actor}` made the change, `{target}` is whom it was about
 * (by name), `{email}` their email, `{from}` and `{to}` the roles, `{count}` how many. The web
 * shows them in the person's language from a book whose English values are these (a sentence by
 * count as the book's plural forms).
 */
export const AUDIT_SENTENCES = {
  invited: '{actor} invited {email} as {to}',
  revoked: '{actor} revoked the invitation of {email}',
  joined: '{target} joined as {to}',
  role_changed: "{actor} changed {target}'s role from {from} to {to}",
  promoted: `{actor} made {target} a ${ROLE_LABELS.super_admin} (was {from})`,
  removed: '{actor} removed {target} ({from})',
  left: '{target} left the organization ({from})',
  identity_shown: "{actor} viewed {target}'s Aadhaar number",
  identity_exported: "{actor} downloaded {target}'s data, with the Aadhaar number",
  identity_saved: "{actor} saved {target}'s Aadhaar number",
  identity_removed: "{actor} removed {target}'s Aadhaar number",
  identity_return_exported: {
    one: '{actor} exported the UDISE+ return with {count} Aadhaar number',
    other: '{actor} exported the UDISE+ return with {count} Aadhaar numbers',
  },
  progression_early: '{actor} applied the year end of {target} before its last quarter: “{reason}”',
} as const satisfies Record<AuditAction, string | AuditPluralSentence>;

/** What an entry's sentence says of a person without a name or email, and of a missing role. */
export const AUDIT_SOMEONE = 'Someone';
export const AUDIT_A_MEMBER = 'a member';

/** An entry's values for its sentence, the roles worded by `roleName`. */
export function auditValues(
  entry: Pick<AuditEntry, 'actor' | 'target' | 'fromRole' | 'toRole' | 'reason' | 'count'>,
  words: { roleName: (role: Role) => string; someone: string; aMember: string },
): Record<'actor' | 'target' | 'email' | 'from' | 'to' | 'reason' | 'count', string> {
  const named = (person: AuditPerson) => person.name || person.email || words.someone;
  const role = (value: Role | null) => (value ? words.roleName(value) : words.aMember);
  return {
    actor: named(entry.actor),
    target: named(entry.target),
    email: entry.target.email,
    from: role(entry.fromRole),
    to: role(entry.toRole),
    reason: entry.reason ?? '',
    count: String(entry.count ?? 0),
  };
}

/** One entry in words, e.g. "Asha Verma changed Ravi Kumar's role from Organization User to End
 * User". */
export function auditSentence(
  entry: Pick<
    AuditEntry,
    'action' | 'actor' | 'target' | 'fromRole' | 'toRole' | 'reason' | 'count'
  >,
): string {
  const values = auditValues(entry, {
    roleName: (role) => ROLE_LABELS[role],
    someone: AUDIT_SOMEONE,
    aMember: AUDIT_A_MEMBER,
  });
  const sentence: string | AuditPluralSentence = AUDIT_SENTENCES[entry.action];
  const template =
    typeof sentence === 'string' ? sentence : sentence[entry.count === 1 ? 'one' : 'other'];
  return fillTemplate(template, values);
}
