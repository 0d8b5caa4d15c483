import { COLLECTIONS, membersPath } from '@village/model/paths';
import { db } from './app';

const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 1000;
const cache = new Map<string, { name: string; until: number }>();

/**
 * A user's name as their organization knows it: the member document's name, else their profile's
 * displayName, else ''. Cached for a few minutes per instance: a bulk import by one staff member
 * reads it once, not once per student.
 */
export async function memberName(orgId: string, uid: string): Promise<string> {
  const key = `${orgId}/${uid}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.name;
  const member = await db.doc(`${membersPath(orgId)}/${uid}`).get();
  let name: unknown = member.get('name');
  if (typeof name !== 'string' || !name.trim()) {
    name = (await db.doc(`${COLLECTIONS.users}/${uid}`).get()).get('displayName');
  }
  const result = typeof name === 'string' ? name.trim() : '';
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { name: result, until: Date.now() + TTL_MS });
  return result;
}
