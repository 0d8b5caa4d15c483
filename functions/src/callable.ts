// Shared by the callable functions: who is calling, input validation, role checks. Every failure
// becomes an HttpsError with a message meant for the user; nothing is written before the checks.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { membersPath, organizationPath } from '@village/model/paths';
import {
  REFUSALS,
  refusalListValues,
  refusalText,
  type RefusalAction,
  type RefusalDetails,
  type RefusalKey,
  type RefusalLists,
  type RefusalValues,
} from '@village/model/refusals';
import { isRole, type Role } from '@village/model/roles';
import { db } from './app';
import { ENFORCE_APP_CHECK } from './params';
import { isClosedTransaction } from './transactions';

// zod/mini carries no messages of its own: the model words what a user may get wrong, and English
// messages for the rest (a number where a string belongs) make the HttpsError say what was wrong.
z.config(en());

export interface Caller {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** What a call without a valid App Check token is told: it did not come from our web app. */
export const APP_CHECK_REFUSAL = REFUSALS.appCheck;

type FunctionsErrorCode = ConstructorParameters<typeof HttpsError>[0];

/**
 * A refusal for the user: its English text as the message (what logs and the tests read), and its
 * key and values as the details, so that the web can say it in the person's language. The entries
 * of `lists` are in the details one by one, for the web to word each, and in the values joined.
 */
export function refuse(
  code: FunctionsErrorCode,
  key: RefusalKey,
  values?: RefusalValues,
  lists?: RefusalLists,
): HttpsError {
  const words = lists ? { ...values, ...refusalListValues(lists) } : values;
  const details: RefusalDetails = words ? { message: key, values: words } : { message: key };
  if (lists) details.lists = lists;
  return new HttpsError(code, refusalText(key, words), details);
}

/**
 * The signed-in caller of a callable, from our own app: every callable starts here. With App Check
 * enforced (the ENFORCE_APP_CHECK param, on by default) a request without a valid token is refused
 * before anything else is read; the SDK has already verified a token that was sent.
 */
export function requireCaller(
  request: CallableRequest<unknown>,
  { enforceAppCheck = ENFORCE_APP_CHECK.value() }: { enforceAppCheck?: boolean } = {},
): Caller {
  if (enforceAppCheck && !request.app) {
    logger.warn('callable refused: no valid App Check token', { uid: request.auth?.uid });
    throw refuse('failed-precondition', 'appCheck');
  }
  const auth = request.auth;
  if (!auth) throw refuse('unauthenticated', 'signInFirst');
  const token = auth.token as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : undefined,
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : undefined,
  };
}

/**
 * The caller, who must have a verified email address to `action` ("invite members"): an account
 * anyone can make with someone else's address must not send our invitation emails or manage
 * people. Google accounts are verified; email accounts after they open the link sent at sign-up.
 */
export function requireVerifiedCaller(
  request: CallableRequest<unknown>,
  action: RefusalAction,
): Caller {
  const caller = requireCaller(request);
  if (!caller.emailVerified) {
    throw refuse('failed-precondition', 'verifyEmailTo', { action });
  }
  return caller;
}

/** Parses the callable's data with a model schema; bad input is invalid-argument, naming the field. */
export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : 'input',
    text: issue.message,
  }));
  throw refuse('invalid-argument', 'invalidRequest', undefined, { problems });
}

export const orgRef = (orgId: string) => db.doc(organizationPath(orgId));
export const memberRef = (orgId: string, uid: string) => db.doc(`${membersPath(orgId)}/${uid}`);

/**
 * Reads the organization and the caller's membership in the transaction; not-found without the
 * organization, permission-denied unless the caller holds one of `roles` in it.
 */
export async function requireRole(
  tx: Transaction,
  orgId: string,
  uid: string,
  roles: readonly Role[],
  action: RefusalAction,
): Promise<{ org: DocumentSnapshot; role: Role; member: DocumentSnapshot }> {
  const [org, member] = await Promise.all([tx.get(orgRef(orgId)), tx.get(memberRef(orgId, uid))]);
  if (!org.exists) throw refuse('not-found', 'organizationNotFound', { orgId });
  const role: unknown = member.get('role');
  if (!member.exists || !isRole(role)) {
    throw refuse('permission-denied', 'notMember', { org: orgName(org) });
  }
  if (!roles.includes(role)) {
    throw refuse('permission-denied', 'onlyRoles', {
      roles: roles.join(','),
      action,
      org: orgName(org),
    });
  }
  return { org, role, member };
}

export function orgName(org: DocumentSnapshot): string {
  const name: unknown = org.get('name');
  return typeof name === 'string' && name ? name : org.id;
}

/** Logs the outcome of a callable with structured fields; errors that are not HttpsError become internal. */
export async function logged<T>(
  name: string,
  fields: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    logger.info(`${name} done`, { ...fields });
    return result;
  } catch (error) {
    if (error instanceof HttpsError) {
      logger.warn(`${name} refused`, { ...fields, code: error.code, message: error.message });
      throw error;
    }
    logger.error(`${name} failed`, { ...fields, error: String(error) });
    if (isClosedTransaction(error)) {
      // Left by runTransaction when its commit may have gone through (see mayRunAgain), or after
      // its last try.
      throw refuse('unavailable', 'notConfirmed');
    }
    throw refuse('internal', 'failed', { callable: name });
  }
}
