// After `npm start` has loaded the sample data, one student is added and removed in an organization
// of its own, which has no members and so is shown to no one, and the time until the functions
// count it is measured: the URL is printed only once an edit made then is counted, so that a
// newcomer's first student is on the dashboard within seconds, not behind a queue of triggers.
import type { Firestore } from 'firebase-admin/firestore';
import { categoryForLevel } from '@village/model/levels';
import { organizationPath, studentsPath } from '@village/model/paths';

export const PROBE_ORG_ID = 'startup-check';
const PROBE_UID = 'startup-check';

export interface ProbeResult {
  /** Seconds from the student's write until the organization's studentCount counted it. */
  countedAfterS: number;
}

/** Polls `read` every 100 ms until it returns true; false once `timeoutMs` has passed. */
async function until(read: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await read()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Adds a student to the probe organization, waits until the functions count it, removes it and
 * waits until that is counted too. Rejects when either takes longer than `timeoutMs`.
 */
export async function probeCounting(db: Firestore, timeoutMs = 120_000): Promise<ProbeResult> {
  const org = db.doc(organizationPath(PROBE_ORG_ID));
  await org.set(
    {
      name: 'Start-up check (no members)',
      description: 'npm start checks here that the functions count an edit at once.',
      createdAt: new Date(),
      createdBy: PROBE_UID,
    },
    { merge: true },
  );
  const countOf = async () => {
    const value: unknown = (await org.get()).get('studentCount');
    return typeof value === 'number' ? value : 0;
  };
  const before = await countOf();
  const now = new Date();
  const student = db.collection(studentsPath(PROBE_ORG_ID)).doc(`probe-${now.getTime()}`);
  const started = Date.now();
  await student.create({
    name: 'Start-up check',
    dateOfBirth: null,
    gender: null,
    educationLevel: '1st Standard',
    category: categoryForLevel('1st Standard'),
    course: '',
    school: 'Start-up check',
    address: '',
    parentName: '',
    parentContact: '',
    parentOccupation: '',
    enrollmentDate: null,
    status: 'active',
    createdAt: now,
    createdBy: PROBE_UID,
    updatedAt: now,
    updatedBy: PROBE_UID,
  });
  if (!(await until(async () => (await countOf()) === before + 1, timeoutMs)))
    throw new Error(`a student added was not counted within ${timeoutMs / 1000} s`);
  const countedAfterS = (Date.now() - started) / 1000;
  await student.delete();
  if (!(await until(async () => (await countOf()) === before, timeoutMs)))
    throw new Error(`a student removed was not counted within ${timeoutMs / 1000} s`);
  return { countedAfterS };
}
