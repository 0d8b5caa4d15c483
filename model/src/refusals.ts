import { ROLE_LABELS, isRole, type Role } from './roles';
import { fillTemplate } from './template';

/**
 * The callables' refusals, in English, as templates with `{values}`. The functions send the English
 * text as the HttpsError's message (logs, and any client that reads only the message) and the key
 * with its values as its details ({ message: key, values }); the web shows the text in the
 * person's language from a book whose English values are these very templates.
 *
 * Two values are not shown as they are: `action` is a key of REFUSAL_ACTIONS, and `roles` a list
 * of role ids joined by commas, so that each language can word them; `count` chooses the form of a
 * text that has plural forms.
 */
export const REFUSALS = {
  appCheck:
    'This request did not come from the Village Education app. Reload the app and try again.',
  signInFirst: 'Sign in first.',
  verifyEmailTo:
    'Verify your email address to {action}: open the link we sent you, or use Resend verification email on Select Organization.',
  invalidRequest: 'Invalid request ({problems}).',
  repeatedRow: 'Invalid request (rows: a row number is repeated).',
  apaarWithoutConsent:
    'An APAAR ID is saved only with a parent’s consent, which an import cannot record (rows {rows}). Leave those cells empty. Nothing of this batch was imported.',
  organizationNotFound: 'Organization {orgId} was not found.',
  notMember: 'You are not a member of {org}.',
  onlyRoles: 'Only a {roles} can {action} in {org}.',
  notConfirmed:
    'The server could not confirm that this was saved. Reload to check, and try again if it was not.',
  failed: '{callable} failed; nothing was changed. Try again.',
  ownRole: 'You cannot change your own role.',
  userNotMember: 'That user is not a member of {org}.',
  // A member without a name or email on their member document: "That user" for {name}, each
  // language's own words, with the verb agreeing with them.
  unnamedAlreadySuperAdmin: `That user is already a ${ROLE_LABELS.super_admin} of {org}.`,
  unnamedNotActiveMember: 'That user is not an active member of {org}.',
  keepSuperAdmin: `{org} must keep at least one ${ROLE_LABELS.super_admin}.`,
  lastSuperAdmin: `You are the last ${ROLE_LABELS.super_admin} of {org}: make another member a ${ROLE_LABELS.super_admin} before you leave.`,
  alreadySuperAdminYourself: `You are already a ${ROLE_LABELS.super_admin} of {org}.`,
  alreadySuperAdmin: `{name} is already a ${ROLE_LABELS.super_admin} of {org}.`,
  notActiveMember: '{name} is not an active member of {org}.',
  emailsPerDay:
    'This organization has sent {count} invitation emails today, the most allowed in a day. Try again tomorrow.',
  inviterEmailsPerDay:
    'You have sent {count} invitation emails today across your organizations, the most allowed in a day. Try again tomorrow.',
  pendingInvitations:
    'This organization has {count} pending invitations, the most allowed. Revoke the ones no longer needed, then try again.',
  alreadyMember: '{email} is already a member of {org}.',
  alreadyInvited: 'An invitation for {email} to {org} is already pending.',
  alreadyAccepted: '{email} has already accepted the invitation.',
  invitationRevoked: 'The invitation for {email} has been revoked.',
  invitationNotPending: 'The invitation for {email} is no longer pending.',
  noInvitation: 'There is no invitation for {email} to {org}.',
  invitationExpired: 'The invitation for {email} has expired: invite them again.',
  emailOnItsWay: 'The invitation email to {email} is already on its way.',
  noEmailToMatch: 'Your account has no email address to match.',
  verifyBeforeAccepting: 'Verify your email address before accepting an invitation.',
  alreadyMemberYourself: 'You are already a member of {org}.',
  thisInvitationRevoked: 'This invitation was revoked.',
  thisInvitationUsed: 'This invitation was already used.',
  thisInvitationExpired: 'This invitation has expired: ask for a new one.',
  thisInvitationNoRole: 'This invitation has no valid role.',
  countersBeingChecked: 'The counters are being checked right now. Try again in a minute.',
  countersBeingUpdated: 'The counters are being updated right now. Try again in a few minutes.',
  countersCheckedRecently: {
    one: 'The counters were checked less than 10 minutes ago. Try again in {count} minute.',
    other: 'The counters were checked less than 10 minutes ago. Try again in {count} minutes.',
  },
  admissionNumbersTaken:
    'Admission numbers must be unique in the organization. {clashes}. Nothing of this batch was imported.',
  admissionNumbersTakenAndMore: {
    one: 'Admission numbers must be unique in the organization. {clashes}; and {count} more row. Nothing of this batch was imported.',
    other:
      'Admission numbers must be unique in the organization. {clashes}; and {count} more rows. Nothing of this batch was imported.',
  },
  directoryFull:
    'The student directory was full and is being enlarged. Try the import again in a minute.',
  repeatedStudent: 'Invalid request (entries: a student is listed twice).',
  progressionFutureYear:
    'The academic year {year} has not begun yet: a progression is applied to the current year or an earlier one.',
  progressionStudentMissing:
    'A student of this list was not found (deleted meanwhile?). Reload the list and apply again.',
  progressionNotInClass:
    '{name} is no longer on this class’s roll. Reload the list and apply again.',
  progressionOutcomeNotAllowed: 'The outcome chosen for {name} is not possible in this class.',
  progressionClosed:
    'This class’s progression for {year} is already closed: it cannot be changed any more.',
  progressionNotYetOpen:
    'The year end of {year} can be applied from {date}, when its last quarter begins. Before then only a Super Admin can apply it, giving a reason.',
  progressionReasonNeeded:
    'The year {year} is not in its last quarter until {date}: give the reason for applying its year end now. It is recorded in the History.',
  studentNotFound: 'That student was not found in {org}.',
} as const;

export type RefusalKey = keyof typeof REFUSALS;

/** What a refusal says its caller may not do ("Only a Super Admin can change roles in …"). */
export const REFUSAL_ACTIONS = {
  changeRoles: 'change roles',
  removeMembers: 'remove members',
  promoteMembers: 'promote members',
  makeSuperAdmins: `make members ${ROLE_LABELS.super_admin}`,
  inviteMembers: 'invite members',
  revokeInvitations: 'revoke invitations',
  resendInvitations: 'resend invitations',
  importStudents: 'import students',
  reconcileCounters: 'reconcile the counters',
  applyProgression: 'apply the year-end progression',
  issueCertificates: 'issue transfer certificates',
  saveAadhaar: 'save Aadhaar numbers',
  removeAadhaar: 'remove Aadhaar numbers',
  seeAadhaar: 'see Aadhaar numbers in full',
} as const;

export type RefusalAction = keyof typeof REFUSAL_ACTIONS;

export type RefusalValues = Record<string, string | number>;

/**
 * The lists a refusal names, by the value they fill ({problems}, {clashes}): each entry in English
 * by the template here, the entries joined by LIST_SEPARATOR. An entry's `text` is English written
 * by shared code (a validation message of the model), which the web says again in the reader's
 * language; its other values (a field's path, a row) are shown as they are.
 */
export const REFUSAL_LIST_ITEMS = {
  problems: '{path}: {text}',
  clashes: 'Row {row}: {text}',
} as const;

export type RefusalListName = keyof typeof REFUSAL_LIST_ITEMS;
export type RefusalListEntry = RefusalValues & { text: string };
export type RefusalLists = Partial<Record<RefusalListName, RefusalListEntry[]>>;

const LIST_SEPARATOR = '; ';

/**
 * The values that the lists fill, each entry worded by `word` (English by default): the functions
 * put the English in the refusal's values too, so that a client which does not read the lists (an
 * older web app) still says them.
 */
export function refusalListValues(
  lists: RefusalLists,
  word: (name: RefusalListName, entry: RefusalListEntry) => string = (name, entry) =>
    fillTemplate(REFUSAL_LIST_ITEMS[name], entry),
): RefusalValues {
  const values: RefusalValues = {};
  for (const name of Object.keys(REFUSAL_LIST_ITEMS) as RefusalListName[]) {
    const entries = lists[name];
    if (entries) values[name] = entries.map((entry) => word(name, entry)).join(LIST_SEPARATOR);
  }
  return values;
}

/** The details of a refusal's HttpsError: its key and values, for the web to word. */
export interface RefusalDetails {
  message: RefusalKey;
  values?: RefusalValues;
  lists?: RefusalLists;
}

const isListEntry = (entry: unknown): entry is RefusalListEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as { text?: unknown }).text === 'string' &&
  Object.values(entry).every((value) => typeof value === 'string' || typeof value === 'number');

/** The well-formed lists of a refusal's details; anything else in `lists` is left out. */
export function refusalLists(details: RefusalDetails): RefusalLists {
  const lists: RefusalLists = {};
  const sent = details.lists as Record<string, unknown> | undefined;
  if (typeof sent !== 'object' || sent === null) return lists;
  for (const name of Object.keys(REFUSAL_LIST_ITEMS) as RefusalListName[]) {
    const entries = Object.hasOwn(sent, name) ? sent[name] : undefined;
    if (Array.isArray(entries) && entries.every(isListEntry)) lists[name] = entries;
  }
  return lists;
}

export function isRefusalDetails(value: unknown): value is RefusalDetails {
  const details = value as { message?: unknown; values?: unknown } | null;
  return (
    typeof details?.message === 'string' &&
    Object.hasOwn(REFUSALS, details.message) &&
    (details.values === undefined ||
      (typeof details.values === 'object' && details.values !== null))
  );
}

export function isRefusalAction(value: unknown): value is RefusalAction {
  return typeof value === 'string' && Object.hasOwn(REFUSAL_ACTIONS, value);
}

/** The role ids of a `roles` value ("super_admin,org_user"), unknown ones left out. */
export function refusalRoles(value: string | number | undefined): Role[] {
  return String(value ?? '')
    .split(',')
    .filter(isRole);
}

/** A refusal's English text: what its HttpsError's message says. */
export function refusalText(key: RefusalKey, values: RefusalValues = {}): string {
  const entry: string | { one: string; other: string } = REFUSALS[key];
  const template =
    typeof entry === 'string' ? entry : Number(values.count) === 1 ? entry.one : entry.other;
  const words: RefusalValues = { ...values };
  if (isRefusalAction(values.action)) words.action = REFUSAL_ACTIONS[values.action];
  if ('roles' in values) {
    words.roles = refusalRoles(values.roles)
      .map((role) => ROLE_LABELS[role])
      .join(' or ');
  }
  return fillTemplate(template, words);
}
