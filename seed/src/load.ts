// Loads the sample data (generate.ts) into the emulators through the Admin SDK: the demo accounts,
// the organizations, their members, month-end figures, the pending invitation, the students with
// their directory lines, and a few recent activities. Creates only what is missing
// (create-missing.ts), so that running it twice adds nothing.
import type { Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  GeoPoint,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { ACTIVITY_ACTIONS } from '@village/model/activity';
import {
  DIRECTORY_BASE_SHARD_COUNT,
  directoryShardBytes,
  directoryShardId,
  directorySourceOf,
  packDirectoryEntry,
} from '@village/model/directory';
import {
  activitiesPath,
  COLLECTIONS,
  directoryShardsPath,
  monthlyStatsPath,
  organizationPath,
} from '@village/model/paths';
import { OFF_ROLL_COUNTERS, OFF_ROLL_STATUSES } from '@village/model/stats';
import { sampleClassListDocs } from './attendance-load';
import { createMissing } from './create-missing';
import { DEMO_ACCOUNTS, DEMO_INVITEE, DEMO_PASSWORD, type SampleData } from './generate';
import type { SampleStudent } from './sample-student';

export interface LoadReport {
  accountsCreated: number;
  organizationsCreated: number;
  membersCreated: number;
  studentsCreated: number;
  invitationsCreated: number;
  monthlyStatsCreated: number;
  activitiesCreated: number;
}

/** Creates what is missing and leaves what exists alone: running it twice adds nothing. */
export async function loadSampleData(
  db: Firestore,
  auth: Auth,
  data: SampleData,
  log: (message: string) => void = () => {},
): Promise<LoadReport> {
  const report: LoadReport = {
    accountsCreated: 0,
    organizationsCreated: 0,
    membersCreated: 0,
    studentsCreated: 0,
    invitationsCreated: 0,
    monthlyStatsCreated: 0,
    activitiesCreated: 0,
  };

  for (const account of [...DEMO_ACCOUNTS, DEMO_INVITEE]) {
    const exists = await auth.getUser(account.uid).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
    if (!exists) {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.displayName,
        emailVerified: true,
      });
      report.accountsCreated += 1;
    }
    await createMissing(db, [
      [
        db.doc(`${COLLECTIONS.users}/${account.uid}`),
        { displayName: account.displayName, email: account.email, createdAt: new Date() },
      ],
    ]);
  }

  report.organizationsCreated = await createMissing(
    db,
    data.organizations.map(({ id, ...organization }) => [
      db.doc(organizationPath(id)),
      organization,
    ]),
  );
  log(`organizations: ${report.organizationsCreated} created`);

  report.membersCreated = await createMissing(
    db,
    data.members.map(({ orgId, ...member }) => [
      db.doc(`${organizationPath(orgId)}/${COLLECTIONS.members}/${member.uid}`),
      { ...member, status: 'active' },
    ]),
  );
  log(`members: ${report.membersCreated} created`);

  report.monthlyStatsCreated = await createMissing(
    db,
    data.monthlyStats.map(({ orgId, ...figures }) => [
      db.doc(`${monthlyStatsPath(orgId)}/${figures.month}`),
      { ...figures, updatedAt: new Date() },
    ]),
  );

  report.invitationsCreated = await createMissing(
    db,
    data.invitations.map(({ orgId, ...invitation }) => [
      db.doc(`${organizationPath(orgId)}/${COLLECTIONS.invitations}/${invitation.email}`),
      // No mail for the sample invitation: its invitee is a demo account on the emulators.
      { ...invitation, status: 'pending', delivery: { state: 'skipped' } },
    ]),
  );

  report.studentsCreated = await createStudents(db, data.students, (done, total) =>
    log(`students: ${done}/${total} written`),
  );
  log(`students: ${report.studentsCreated} created`);
  await createMissing(db, sampleClassListDocs(db, data));
  report.activitiesCreated = await createMissing(db, sampleActivities(db, data));
  return report;
}

/** Recent Activities of a sample organization: its newest additions, as the feed would show them. */
const SAMPLE_ACTIVITIES = 12;

function sampleActivities(
  db: Firestore,
  data: SampleData,
): Array<readonly [DocumentReference, Record<string, unknown>]> {
  const names = new Map(
    data.members.map((member) => [`${member.orgId}/${member.uid}`, member.name]),
  );
  return data.organizations.flatMap((org) =>
    data.students
      .filter((student) => student.orgId === org.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, SAMPLE_ACTIVITIES)
      .map(
        (student) =>
          [
            db.doc(`${activitiesPath(org.id)}/sample-${student.id}`),
            {
              type: 'add',
              action: ACTIVITY_ACTIONS.add,
              student: student.name,
              studentRef: student.id,
              at: student.createdAt,
              by: student.createdBy,
              byName: names.get(`${org.id}/${student.createdBy}`) ?? '',
            },
          ] as const,
      ),
  );
}

/**
 * Creates the students that do not exist yet and, in the same batches, their lines in the
 * directory index (organizations/{orgId}/directory/{shardId}), so that the directory is complete
 * as soon as this returns. The function that keeps the index writes the same lines again when its
 * triggers run: a line is packed from the stored student either way. Students that exist already
 * are left alone, and so are their lines. Returns how many it created.
 */
export async function createStudents(
  db: Firestore,
  students: readonly SampleStudent[],
  progress?: (done: number, total: number) => void,
  { withLines = true }: { withLines?: boolean } = {},
): Promise<number> {
  return createMissing(
    db,
    students.map(({ orgId, id, location, ...student }) => [
      db.doc(`${organizationPath(orgId)}/${COLLECTIONS.students}/${id}`),
      { ...student, location: location ? new GeoPoint(location.lat, location.lng) : null },
    ]),
    {
      progress,
      alongside: (batch, created) => {
        if (!withLines) return;
        for (const [path, entries] of directoryShardsOf(created.map((index) => students[index]!)))
          batch.set(
            db.doc(path),
            {
              entries,
              // Only students created here: their lines are new to the shard.
              bytes: FieldValue.increment(directoryShardBytes(entries)),
              updatedAt: FieldValue.serverTimestamp(),
            },
            { merge: true },
          );
      },
    },
  );
}

/** The directory lines of these students, by shard document path, in an index of `shardCount`. */
export function directoryShardsOf(
  students: readonly SampleStudent[],
  shardCount = DIRECTORY_BASE_SHARD_COUNT,
): Map<string, Record<string, string>> {
  const shards = new Map<string, Record<string, string>>();
  for (const student of students) {
    const path = `${directoryShardsPath(student.orgId, shardCount)}/${directoryShardId(student.id, shardCount)}`;
    const entries = shards.get(path) ?? {};
    entries[student.id] = packDirectoryEntry(directorySourceOf(student));
    shards.set(path, entries);
  }
  return shards;
}

export interface CounterCheck {
  orgId: string;
  expectedStudents: number;
  studentCount: number | undefined;
  expectedUsers: number;
  userCount: number | undefined;
}

function countedStudents(org: DocumentSnapshot): number | undefined {
  const onRoll: unknown = org.get('studentCount');
  if (typeof onRoll !== 'number') return undefined;
  const offRoll = OFF_ROLL_STATUSES.map((status) => org.get(OFF_ROLL_COUNTERS[status]) as unknown);
  return offRoll.reduce<number>(
    (sum, count) => sum + (typeof count === 'number' ? count : 0),
    onRoll,
  );
}

/** Reads each organization's counters beside the true number of its documents. */
export async function checkCounters(
  db: Firestore,
  orgIds: readonly string[],
): Promise<CounterCheck[]> {
  return Promise.all(
    orgIds.map(async (orgId) => {
      const org = db.doc(organizationPath(orgId));
      const [snapshot, students, members] = await Promise.all([
        org.get(),
        org.collection(COLLECTIONS.students).count().get(),
        org.collection(COLLECTIONS.members).count().get(),
      ]);
      return {
        orgId,
        expectedStudents: students.data().count,
        // Every student counts once: on the roll, or as graduated or left.
        studentCount: countedStudents(snapshot),
        expectedUsers: members.data().count,
        userCount: snapshot.get('userCount') as number | undefined,
      };
    }),
  );
}
