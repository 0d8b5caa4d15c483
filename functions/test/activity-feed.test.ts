// The activity feed's pruning against the Firestore emulator: exactly its bound however many
// prunings run at once, one pruner at a time by its lease, and a dead pruner's claim not in the way.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEED_SIZE } from '@village/model/activity';
import { activitiesPath } from '@village/model/paths';
import { FEED_SLACK, feedLeaseRef, pruneActivities } from '../src/activity-feed';
import { createOrganization, db, sleep, uniqueOrgId } from './emulator';

const STAFF = 'staff-uid';

/** An organization whose feed holds `total` activities, a second apart, a00 the oldest. */
async function feedOf(name: string, total: number) {
  const orgId = uniqueOrgId('prune');
  await createOrganization(orgId, name);
  const feed = db.collection(activitiesPath(orgId));
  const start = Date.now() - 3_600_000;
  const batch = db.batch();
  for (let i = 0; i < total; i += 1) {
    batch.set(feed.doc(`a${String(i).padStart(3, '0')}`), {
      type: 'add',
      action: 'New student added',
      student: `Student ${i}`,
      studentRef: `s${i}`,
      at: new Date(start + i * 1000),
      by: STAFF,
      byName: 'Staff',
    });
  }
  await batch.commit();
  const kept = async () => (await feed.orderBy('at', 'asc').get()).docs.map((doc) => doc.id);
  return { orgId, kept };
}

const idOf = (i: number) => `a${String(i).padStart(3, '0')}`;

describe('the activity feed (Firestore emulator)', () => {
  it('prunes the feed to exactly its bound, newest kept, however many prunings run at once', async () => {
    const total = ACTIVITY_FEED_SIZE + 17;
    const { orgId, kept } = await feedOf('Prune School', total);

    // Each pruning alone would delete the 17 oldest; together, however they overlap (one counting
    // while another deletes), they must not delete more.
    const deleted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sleep(i * 4).then(() => pruneActivities(orgId))),
    );
    const ids = await kept();
    expect(ids).toHaveLength(ACTIVITY_FEED_SIZE);
    expect(ids[0]).toBe(idOf(total - ACTIVITY_FEED_SIZE));
    expect(deleted.reduce((sum, n) => sum + n, 0)).toBe(total - ACTIVITY_FEED_SIZE);
    expect(await pruneActivities(orgId)).toBe(0);
  });

  it('lets FEED_SLACK activities gather beyond the bound before an event prunes, then prunes to it', async () => {
    const { orgId, kept } = await feedOf('Slack School', ACTIVITY_FEED_SIZE + FEED_SLACK);
    expect(await pruneActivities(orgId, { slack: FEED_SLACK })).toBe(0);
    await db.doc(`${activitiesPath(orgId)}/${idOf(ACTIVITY_FEED_SIZE + FEED_SLACK)}`).set({
      type: 'add',
      action: 'New student added',
      student: 'One More',
      studentRef: 'one-more',
      at: new Date(),
      by: STAFF,
      byName: 'Staff',
    });
    expect(await pruneActivities(orgId, { slack: FEED_SLACK })).toBe(FEED_SLACK + 1);
    const ids = await kept();
    expect(ids).toHaveLength(ACTIVITY_FEED_SIZE);
    expect(ids.at(-1)).toBe(idOf(ACTIVITY_FEED_SIZE + FEED_SLACK));
  });

  it('leaves the work to a live pruner, and takes over from one whose claim expired', async () => {
    const total = ACTIVITY_FEED_SIZE + 5;
    const { orgId, kept } = await feedOf('Lease School', total);
    const lease = feedLeaseRef(orgId);

    // Another pruner is at work: this one deletes nothing (that one counts again when done).
    await lease.set({ holder: 'another-pruner', until: Timestamp.fromMillis(Date.now() + 60_000) });
    expect(await pruneActivities(orgId)).toBe(0);
    expect(await kept()).toHaveLength(total);

    // That pruner died: once its claim has expired, the next pruning does the work and lets go.
    await lease.set({ holder: 'another-pruner', until: Timestamp.fromMillis(Date.now() - 1) });
    expect(await pruneActivities(orgId)).toBe(5);
    expect((await kept())[0]).toBe(idOf(5));
    expect((await lease.get()).data()).toEqual({ holder: null, until: null });
  });
});
