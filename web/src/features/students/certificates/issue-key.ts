import { ISSUE_KEY } from '@village/model/certificates';

// The key an Issue TC (or Print a duplicate) sends, kept in this tab's sessionStorage per
// organization and student until the server answers: a retry after a dropped response, even after
// a reload, sends the same key, and the server answers it as the call that got through (the TC
// as first issued, not a DUPLICATE) rather than counting a copy. A storage that is full or
// disabled loses only that help across a reload.

const KEY_PREFIX = 'village-education:tc-issue:';

const storageKey = (orgId: string, studentDocId: string) => `${KEY_PREFIX}${orgId}:${studentDocId}`;

/** A new key: 32 random hex digits. */
export function newIssueKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the student's call not yet answered, else a new one, kept until answered. */
export function pendingIssueKey(
  orgId: string,
  studentDocId: string,
  storage: Storage = sessionStorage,
): string {
  const key = storageKey(orgId, studentDocId);
  try {
    const stored = storage.getItem(key);
    if (stored !== null && ISSUE_KEY.test(stored)) return stored;
  } catch {
    // Unreadable: a new key, as for a first call.
  }
  const issueKey = newIssueKey();
  try {
    storage.setItem(key, issueKey);
  } catch (error) {
    console.warn('TC issue key not kept in this tab', error);
  }
  return issueKey;
}

/** The call was answered: the next Issue or duplicate is a new action, with a new key. */
export function clearIssueKey(
  orgId: string,
  studentDocId: string,
  storage: Storage = sessionStorage,
): void {
  try {
    storage.removeItem(storageKey(orgId, studentDocId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
