// The directory index against the emulators: the trigger keeps each student's line in its shard,
// whatever the order and number of deliveries; the reconcile repairs an index that drifted; the
// seed's bulk loader writes the same lines the function writes.
import { FieldValue, GeoPoint, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { directoryShardId, unpackDirectoryEntry } from '@village/model/directory';
import { directoryPath, studentsPath } from '@village/model/paths';
import { deriveStudentFields, studentInputSchema } from '@village/model/student';
import { loadBulkStudents } from '../../seed/src/bulk';
import { updateDirectoryEntry } from '../src/directory';
import { DIRECTORY_CHANGE, reconcileCounters } from '../src/reconcile';
import { createOrganization, db, eventually, uniqueOrgId } from './emulator';
import { expectedDirectoryLines } from './directory-lines';

const STAFF = 'staff-uid';
/** Some 300 trigger runs queue in the functions emulator; waiting ends when the index is right. */
const BURST_SETTLE_MS = 120_000;
const LEVELS = ['3rd Standard', '9th Standard', 'B.Sc', 'MBA'] as const;

/** A student as the app stores it (the model's form schema and derived fields). */
function studentData(index: number, overrides: DocumentData = {}): DocumentData {
  const input = studentInputSchema.parse({
    name: `Student ${index}`,
    dateOfBirth: `20${String(10 + (index % 10))}-0${1 + (index % 9)}-1${index % 10}`,
    gender: index % 2 === 0 ? 'female' : 'male',
    educationLevel: LEVELS[index % LEVELS.length],
    school: `School ${index % 3}`,
    address: `House ${index}, Narela`,
    parentName: `Parent ${index}`,
    parentContact: '98765 43210',
  });
  const now = new Date();
  return {
    ...input,
    ...deriveStudentFields(input),
    location: new GeoPoint(28.6 + index / 1000, 77.2),
    createdAt: now,
    createdBy: STAFF,
    updatedAt: now,
    updatedBy: STAFF,
    ...overrides,
  };
}

/** The line of a student in its shard, unpacked, or undefined when it has none. */
async function entryOf(orgId: string, docId: string) {
  const shard = await db.doc(`${directoryPath(orgId)}/${directoryShardId(docId)}`).get();
  const line: unknown = shard.get('entries')?.[docId];
  return typeof line === 'string' ? unpackDirectoryEntry(docId, line) : undefined;
}

/** Every stored line of the organization, by student document id. */
async function storedLines(orgId: string): Promise<Record<string, string>> {
  const shards = await db.collection(directoryPath(orgId)).get();
  return Object.assign({}, ...shards.docs.map((doc) => doc.get('entries') ?? {}));
}

describe('the directory index (functions emulator)', () => {
  it('lists a student on create, with its studentId once assigned, follows updates, drops it on delete', async () => {
    const orgId = uniqueOrgId('directory');
    await createOrganization(orgId, 'Directory Public School');
    const ref = db.collection(studentsPath(orgId)).doc('aarav');
    await ref.create(studentData(1, { name: 'Aarav Sharma' }));

    const listed = await eventually(
      () => entryOf(orgId, 'aarav'),
      (entry) => entry?.studentId === 'DPS-0001',
    );
    expect(listed).toMatchObject({
      name: 'Aarav Sharma',
      studentId: 'DPS-0001',
      educationLevel: '9th Standard',
      category: 'secondary',
      parentContact: '+919876543210',
      location: { lat: 28.601, lng: 77.2 },
    });

    const updatedAt = new Date(Date.now() + 1000);
    await ref.update({ name: 'Aarav Kumar Sharma', status: 'graduated', updatedAt });
    const changed = await eventually(
      () => entryOf(orgId, 'aarav'),
      (entry) => entry?.name === 'Aarav Kumar Sharma',
    );
    expect(changed).toMatchObject({
      status: 'graduated',
      studentId: 'DPS-0001',
      updatedAtMs: updatedAt.getTime(),
    });

    await ref.delete();
    expect(
      await eventually(
        () => entryOf(orgId, 'aarav'),
        (entry) => entry === undefined,
      ),
    ).toBeUndefined();
  });

  it('never resurrects a deleted student nor goes back to older data when an event comes again or late', async () => {
    const orgId = uniqueOrgId('late');
    await createOrganization(orgId, 'Late Events School');
    const students = db.collection(studentsPath(orgId));
    await students.doc('kept').create(studentData(2, { studentId: 'LES-0001' }));
    await students.doc('gone').create(studentData(3, { studentId: 'LES-0002' }));
    await students.doc('kept').update({ name: 'Newer Name', updatedAt: new Date() });
    await students.doc('gone').delete();
    await eventually(
      async () => [await entryOf(orgId, 'kept'), await entryOf(orgId, 'gone')] as const,
      ([kept, gone]) => kept?.name === 'Newer Name' && gone === undefined,
    );

    // Any event for these students, redelivered or arriving after a later one, is processed by
    // reading the student as it is now: the deleted one stays out, the other keeps its new name.
    const again = await Promise.all([
      updateDirectoryEntry(orgId, 'gone'),
      updateDirectoryEntry(orgId, 'gone'),
      updateDirectoryEntry(orgId, 'kept'),
      updateDirectoryEntry(orgId, 'kept'),
    ]);
    expect(again.map(({ result }) => result)).toEqual(['removed', 'removed', 'listed', 'listed']);
    expect(await entryOf(orgId, 'gone')).toBeUndefined();
    expect(await entryOf(orgId, 'kept')).toMatchObject({
      name: 'Newer Name',
      studentId: 'LES-0001',
    });
  });

  it('leaves out a student whose document fails the model, without failing', async () => {
    const orgId = uniqueOrgId('invalid');
    await createOrganization(orgId, 'Invalid Data School');
    const ref = db.collection(studentsPath(orgId)).doc('odd');
    await ref.create(studentData(4, { studentId: 'IDS-0001' }));
    await eventually(
      () => entryOf(orgId, 'odd'),
      (entry) => entry !== undefined,
    );

    // Written past the rules (an import, a hand edit): an unreal date of birth.
    await ref.update({ dateOfBirth: '2023-02-31' });
    expect(
      await eventually(
        () => entryOf(orgId, 'odd'),
        (entry) => entry === undefined,
      ),
    ).toBeUndefined();
    expect((await updateDirectoryEntry(orgId, 'odd')).result).toBe('invalid');

    // Repaired: listed again.
    await ref.update({ dateOfBirth: '2015-02-28', updatedAt: new Date() });
    const back = await eventually(
      () => entryOf(orgId, 'odd'),
      (entry) => entry !== undefined,
    );
    expect(back?.dateOfBirth).toBe('2015-02-28');
  });

  it(
    'equals the students after a burst of concurrent creates, updates and deletes',
    async () => {
      const orgId = uniqueOrgId('burst-directory');
      await createOrganization(orgId, 'Burst Directory Academy');
      const students = db.collection(studentsPath(orgId));
      await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const ref = students.doc(`s${String(i).padStart(2, '0')}`);
          await ref.create(studentData(i));
          if (i % 2 === 0) await ref.update({ school: `Moved School ${i}`, updatedAt: new Date() });
          if (i % 5 === 0) await ref.delete();
        }),
      );
      let expected = await expectedDirectoryLines(orgId);
      const stored = await eventually(
        async () => {
          // The studentIds the function assigns are writes too: compare with the students as they
          // are at each look.
          expected = await expectedDirectoryLines(orgId);
          return storedLines(orgId);
        },
        (lines) =>
          Object.keys(expected).length === 48 &&
          JSON.stringify(Object.entries(lines).sort()) ===
            JSON.stringify(Object.entries(expected).sort()) &&
          Object.values(lines).every((line) => unpackDirectoryEntry('x', line).studentId !== null),
        { timeoutMs: BURST_SETTLE_MS },
      );
      expect(Object.entries(stored).sort()).toEqual(Object.entries(expected).sort());
      expect(Object.keys(stored)).toHaveLength(48);
    },
    BURST_SETTLE_MS + 60_000,
  );

  it('is rebuilt by the reconcile when it drifted', async () => {
    const orgId = uniqueOrgId('reconcile-directory');
    await createOrganization(orgId, 'Reconcile Directory School');
    const students = db.collection(studentsPath(orgId));
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        students.doc(`r${i}`).create(studentData(i, { studentId: `RDS-${1000 + i}` })),
      ),
    );
    await eventually(
      () => storedLines(orgId),
      (lines) => Object.keys(lines).length === 12,
    );

    // Drift, as from a bug or a hand edit: a stale line, a line of a student that does not exist,
    // and a missing line.
    const stale = db.doc(`${directoryPath(orgId)}/${directoryShardId('r1')}`);
    const staleLine = (await stale.get()).get('entries.r1') as string;
    await stale.update({ 'entries.r1': staleLine.replace('Student 1', 'Old Name') });
    await db
      .doc(`${directoryPath(orgId)}/${directoryShardId('ghost')}`)
      .set({ entries: { ghost: staleLine } }, { merge: true });
    const missing = db.doc(`${directoryPath(orgId)}/${directoryShardId('r2')}`);
    await missing.update({ 'entries.r2': FieldValue.delete() });
    expect((await entryOf(orgId, 'r1'))?.name).toBe('Old Name');

    const report = await reconcileCounters(orgId);
    expect(report.changes).toContainEqual({ field: DIRECTORY_CHANGE, before: 3, after: 0 });
    expect(await storedLines(orgId)).toEqual(await expectedDirectoryLines(orgId));
    expect((await entryOf(orgId, 'r1'))?.name).toBe('Student 1');
    expect(await entryOf(orgId, 'ghost')).toBeUndefined();
    expect(await entryOf(orgId, 'r2')).toBeDefined();
    expect(
      (await reconcileCounters(orgId)).changes.filter(
        (change) => change.field === DIRECTORY_CHANGE,
      ),
    ).toEqual([]);
  });

  it("the seed's bulk loader lists its students at once, with the lines the function writes", async () => {
    const orgId = uniqueOrgId('bulk');
    await createOrganization(orgId, 'Bulk Load School');
    const first = await loadBulkStudents(db, { orgId, count: 80, studentIdPrefix: 'BLS' });
    expect(first.created).toBe(80);
    const lines = await storedLines(orgId);
    expect(Object.keys(lines)).toHaveLength(80);
    expect(lines).toEqual(await expectedDirectoryLines(orgId));

    // The trigger's own line for a student is the same line; loading again adds nothing.
    await updateDirectoryEntry(orgId, 'seed-0001');
    await updateDirectoryEntry(orgId, 'seed-0080');
    expect(await storedLines(orgId)).toEqual(lines);
    expect((await loadBulkStudents(db, { orgId, count: 80, studentIdPrefix: 'BLS' })).created).toBe(
      0,
    );
  });
});
