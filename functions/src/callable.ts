// Shared by the callable functions: who is calling, input validation, role checks. Every failure
// becomes an HttpsError with a message meant for the user; nothing is written before the checks.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { membersPath, organizationPath } from '@village/model/paths';
import { isRole, ROLE_LABELS, type Role } from '@village/model/roles';
import { db } from './app';
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

export function requireCaller(request: CallableRequest<unknown>): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const token = auth.token as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email.toLowerCase() : undefined,
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : undefined,
  };
}

/** Parses the callable's data with a model schema; bad input is invalid-argument, naming the field. */
export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
  throw new HttpsError('invalid-argument', `Invalid request (${message}).`);
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
  action: string,
): Promise<{ org: DocumentSnapshot; role: Role }> {
  const [org, member] = await Promise.all([tx.get(orgRef(orgId)), tx.get(memberRef(orgId, uid))]);
  if (!org.exists) throw new HttpsError('not-found', `Organization ${orgId} was not found.`);
  const role: unknown = member.get('role');
  if (!member.exists || !isRole(role)) {
    throw new HttpsError('permission-denied', `You are not a member of ${orgName(org)}.`);
  }
  if (!roles.includes(role)) {
    const who = roles.map((allowed) => ROLE_LABELS[allowed]).join(' or ');
    throw new HttpsError('permission-denied', `Only a ${who} can ${action} in ${orgName(org)}.`);
  }
  return { org, role };
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
      throw new HttpsError(
        'unavailable',
        'The server could not confirm that this was saved. Reload to check, and try again if it was not.',
      );
    }
    throw new HttpsError('internal', `${name} failed; nothing was changed. Try again.`);
  }
}
