// What a reconcile reads, and how it finds drift: one read-only snapshot of an organization (its
// counters, members, students, directory shards, school tally and this month's figures), and the
// exact counters recounted from it, compared with the stored ones.
import {
  FieldPath,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { CounterChange } from '@village/model/callables';
import {
  directoryShardsPath,
  membersPath,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { db } from '../app';
import { refuse } from '../callable';
import { renewFoldLease } from '../counter-fold';
import {
  directoryStateRef,
  layoutOf,
  type DirectoryLayout,
  type StoredStudent,
} from '../directory';
import { schoolsRef } from '../ledger';
import {
  levelsFromMap,
  monthlyFigures,
  recountFacts,
  schoolsFromList,
  studentFacts,
  type CounterState,
  type StudentFacts,
} from '../student-facts';

/** Students read per page of the scan (whole documents: the directory lists most fields). */
export const SCAN_PAGE = 1000;

/** A directory shard's stored lines by student id; none when the field is missing or malformed. */
export function storedEntries(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The organization's members and its super_admins, counted in `tx` (two aggregation reads). */
export function countMembers(tx: Transaction, orgId: string) {
  const members = db.collection(membersPath(orgId));
  return Promise.all([
    tx.get(members.count()),
    tx.get(members.where('role', '==', 'super_admin').count()),
  ]);
}

/** What the read-only snapshot found. */
export interface Snapshot {
  readTime: Timestamp;
  /** The month ("YYYY-MM") whose figures were read and are recounted. */
  month: string;
  org: DocumentSnapshot;
  studentTotal: number;
  userCount: number;
  superAdminCount: number;
  facts: StudentFacts[];
  directory: StoredStudent[];
  /** The index's layout, and its shards in use: their lines and counted bytes. */
  layout: DirectoryLayout;
  storedShards: Map<string, Record<string, unknown>>;
  storedBytes: Map<string, unknown>;
  schoolsDoc: DocumentSnapshot;
  monthly: DocumentSnapshot;
}

/**
 * One consistent snapshot at the transaction's read time, read without locks: a read-only
 * transaction. The students are read page by page, renewing the lease of `holder` between pages.
 */
export async function readSnapshot(
  orgId: string,
  month: string,
  holder: string,
): Promise<Snapshot> {
  const orgRef = db.doc(organizationPath(orgId));
  const students = db.collection(studentsPath(orgId));
  return db.runTransaction(
    async (tx) => {
      const [org, studentCount, [memberCount, superAdmins], schoolsDoc, monthly, directoryState] =
        await Promise.all([
          tx.get(orgRef),
          tx.get(students.count()),
          countMembers(tx, orgId),
          tx.get(schoolsRef(orgId)),
          tx.get(db.doc(`${monthlyStatsPath(orgId)}/${month}`)),
          tx.get(directoryStateRef(orgId)),
        ]);
      const layout = layoutOf(directoryState);
      const shards = await tx.get(db.collection(directoryShardsPath(orgId, layout.shards)));
      if (!org.exists) throw refuse('not-found', 'organizationNotFound', { orgId });
      const facts: StudentFacts[] = [];
      const scanned: StoredStudent[] = [];
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        let page = students.orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
        if (last) page = page.startAfter(last);
        const docs = (await tx.get(page)).docs;
        for (const doc of docs) {
          facts.push(studentFacts(doc.data(), doc.createTime.toDate()));
          scanned.push({ id: doc.id, data: doc.data(), updateTime: doc.updateTime.toDate() });
        }
        if (docs.length < SCAN_PAGE) break;
        last = docs[docs.length - 1];
        // A large organization takes longer than the lease: keep it, or stop.
        await renewFoldLease(orgId, holder);
      }
      return {
        readTime: org.readTime,
        month,
        org,
        studentTotal: studentCount.data().count,
        userCount: memberCount.data().count,
        superAdminCount: superAdmins.data().count,
        facts,
        directory: scanned,
        layout,
        storedShards: new Map(
          shards.docs.map((doc) => [doc.id, storedEntries(doc.get('entries'))] as const),
        ),
        storedBytes: new Map(shards.docs.map((doc) => [doc.id, doc.get('bytes')] as const)),
        schoolsDoc,
        monthly,
      };
    },
    { readOnly: true },
  );
}

type Stored = number | string | null;

/** A stored field as the report shows it: a number or a string, else null. */
function stored(value: unknown): Stored {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function sameTally(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, count]) => b.get(key) === count);
}

/** The exact counters recounted from a snapshot, and where the stored ones differ from them. */
export interface CounterDiff {
  truth: CounterState;
  /** The recounted per-level counts and school tally (empty when there are no students). */
  levels: Map<string, number>;
  tally: Map<string, number>;
  /** The month's figures as monthlyStats/{month} stores them. */
  figures: { month: string } & ReturnType<typeof monthlyFigures>;
  changes: CounterChange[];
  /** Whether anything but the month's figures drifted: the organization or its school tally. */
  countersDrifted: boolean;
  monthlyDrifted: boolean;
}

/** Recounts the snapshot's students and lists every stored counter that differs, per field. */
export function diffCounters(snapshot: Snapshot): CounterDiff {
  const { org, schoolsDoc, monthly, month } = snapshot;
  const truth = recountFacts(snapshot.facts, month);
  const scanned = truth.studentCount + truth.graduatedCount + truth.leftCount;
  if (scanned !== snapshot.studentTotal) {
    // The scan and the aggregation read one snapshot: they cannot differ unless paging is broken.
    throw new Error(`Scan found ${scanned} students, the count ${snapshot.studentTotal}`);
  }
  // The month the counters were first kept on the roll stays; an organization counted before that
  // meaning is brought over now (the recount is of it), and from this month its trend compares.
  const storedSince: unknown = org.get('onRollSince');
  truth.onRollSince = typeof storedSince === 'string' ? storedSince : month;

  const changes: CounterChange[] = [];
  const compare = (field: string, after: number | string) => {
    const before = stored(org.get(field));
    if (before !== after) changes.push({ field, before, after });
  };
  compare('studentCount', truth.studentCount);
  compare('userCount', snapshot.userCount);
  compare('superAdminCount', snapshot.superAdminCount);
  compare('graduatedCount', truth.graduatedCount);
  compare('leftCount', truth.leftCount);
  compare('onRollSince', truth.onRollSince);
  for (const [key, value] of Object.entries(truth.stats)) compare(`stats.${key}`, value);
  compare('statsMonth', month);
  // Per level, so that the report names the levels that drifted. A missing map with students
  // counted (counted before the per-level counts existed) is drift too: until it is written, the
  // fold leaves the per-level counts alone.
  const storedLevels = levelsFromMap(org.get('levels'));
  const levels = truth.levels ?? new Map<string, number>();
  for (const level of new Set([...storedLevels.keys(), ...levels.keys()])) {
    const before = storedLevels.get(level) ?? 0;
    const after = levels.get(level) ?? 0;
    if (before !== after) changes.push({ field: `levels.${level}`, before, after });
  }
  if (org.get('levels') === undefined && truth.studentCount > 0) {
    changes.push({ field: 'levels', before: null, after: levels.size });
  }
  const storedTally = schoolsFromList(schoolsDoc.get('schools'));
  const tally = truth.schools ?? new Map<string, number>();
  if (!sameTally(storedTally, tally)) {
    changes.push({
      field: 'private/schools (distinct keys)',
      before: storedTally.size,
      after: tally.size,
    });
  }
  const countersDrifted = changes.length > 0;
  const figures = { month, ...monthlyFigures(truth) };
  const monthlyChanges = Object.entries(figures).filter(
    ([field, value]) => stored(monthly.get(field)) !== value,
  );
  for (const [field, value] of monthlyChanges) {
    changes.push({
      field: `monthlyStats/${month}.${field}`,
      before: stored(monthly.get(field)),
      after: value,
    });
  }
  return {
    truth,
    levels,
    tally,
    figures,
    changes,
    countersDrifted,
    monthlyDrifted: monthlyChanges.length > 0,
  };
}
