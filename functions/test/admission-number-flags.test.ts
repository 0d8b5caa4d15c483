// A repeated admission number, against the emulators: two students saved with one number (as two
// offline devices would, the save never refused) are both marked with the other, names and ids;
// the mark follows a rename and goes once the number is one student's again, or the other is
// deleted; and it adds no activity to the feed.
import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { categoryForLevel } from '@village/model/levels';
import { activitiesPath, studentsPath } from '@village/model/paths';
import { createOrganization, db, eventually, uniqueOrgId } from './emulator';

const STAFF = 'staff-uid';

function student(name: string, admissionNumber: string): DocumentData {
  const now = new Date();
  return {
    name,
    educationLevel: '7th Standard',
    category: categoryForLevel('7th Standard'),
    school: 'Govt. Primary School, Jaunti',
    status: 'active',
    admissionNumber,
    createdAt: now,
    createdBy: STAFF,
    updatedAt: now,
    updatedBy: STAFF,
  };
}

type Mark = Array<{ id: string; name: string; studentId: string | null }> | undefined;

describe('a repeated admission number (functions emulator)', () => {
  it('is flagged on both students, follows their names and ids, and goes when settled', async () => {
    const orgId = uniqueOrgId('admission');
    await createOrganization(orgId, 'Repeated Number School');
    const students = db.collection(studentsPath(orgId));
    const asha = students.doc('asha');
    const binod = students.doc('binod');
    const chetan = students.doc('chetan');
    // Written at once, as two devices syncing after a day offline.
    await Promise.all([
      asha.set(student('Asha Devi', 'ADM/117')),
      binod.set(student('Binod Rai', 'ADM/117')),
      chetan.set(student('Chetan Das', 'ADM/200')),
    ]);
    const markOf = async (ref: typeof asha) =>
      (await ref.get()).get('admissionNumberSharedWith') as Mark;
    const marks = () => Promise.all([markOf(asha), markOf(binod), markOf(chetan)]);
    // Each names the other, with the studentId the fold gives it.
    const numbered = (mark: Mark) => mark?.length === 1 && typeof mark[0]!.studentId === 'string';
    let [ashaMark, binodMark, chetanMark] = await eventually(
      marks,
      ([a, b]) => numbered(a) && numbered(b),
    );
    expect(ashaMark).toEqual([
      { id: 'binod', name: 'Binod Rai', studentId: (await binod.get()).get('studentId') },
    ]);
    expect(binodMark).toEqual([
      { id: 'asha', name: 'Asha Devi', studentId: (await asha.get()).get('studentId') },
    ]);
    expect(chetanMark).toBeUndefined();

    // A rename is followed in the other's mark.
    await asha.update({ name: 'Asha Kumari', updatedAt: new Date() });
    binodMark = await eventually(
      () => markOf(binod),
      (mark) => mark?.[0]?.name === 'Asha Kumari',
    );
    expect(binodMark?.[0]?.name).toBe('Asha Kumari');

    // A third holder: each is marked with the two others.
    await chetan.update({ admissionNumber: 'ADM/117', updatedAt: new Date() });
    [ashaMark, binodMark, chetanMark] = await eventually(marks, (all) =>
      all.every((mark) => mark?.length === 2),
    );
    expect(ashaMark?.map((other) => other.id)).toEqual(['binod', 'chetan']);
    expect(chetanMark?.map((other) => other.id)).toEqual(['asha', 'binod']);

    // Settled: one number changed, the other holder deleted; the mark goes from the last one.
    await chetan.update({ admissionNumber: 'ADM/201', updatedAt: new Date() });
    await binod.delete();
    [ashaMark, , chetanMark] = await eventually(
      marks,
      ([a, , c]) => a === undefined && c === undefined,
    );
    expect(ashaMark).toBeUndefined();
    expect(chetanMark).toBeUndefined();

    // The marks are the functions' own bookkeeping: the feed has the adds, the rename, the
    // number changes and nothing for a mark.
    const feed = await db.collection(activitiesPath(orgId)).get();
    const kinds = feed.docs.map((doc) => String(doc.get('type'))).sort();
    expect(kinds).toEqual(['add', 'add', 'add', 'update', 'update', 'update']);
  });

  it('removes a mark a client could not write, when it is stale', async () => {
    const orgId = uniqueOrgId('admission');
    await createOrganization(orgId, 'Stale Mark School');
    const lone = db.collection(studentsPath(orgId)).doc('lone');
    await lone.set(student('Lone Student', 'ADM/9'));
    await lone.update({
      admissionNumberSharedWith: [{ id: 'gone', name: 'Gone', studentId: null }],
    });
    // Any change of the number rechecks it: this one leaves the student alone with it.
    await lone.update({ admissionNumber: 'ADM/10', updatedAt: new Date() });
    const mark = await eventually(
      async () => (await lone.get()).get('admissionNumberSharedWith') as Mark,
      (value) => value === undefined,
    );
    expect(mark).toBeUndefined();
  });
});
