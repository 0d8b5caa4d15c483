import type { User } from 'firebase/auth';
import type { DirectoryEntry } from '@village/model/directory';
import type { CheckedRows } from '@village/model/import/check-rows';
import type { ColumnMapping, ValueOverrides } from '@village/model/import/column-matching';
import type { ImportTable } from '@village/model/import/header-row';
import { matchPortalRows } from '@village/model/import/portal-updates';
import type { Student } from '@village/model/student';
import type { UdiseCodeOverrides } from '@village/model/udise-code-tables';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStudentDocuments, readStudentsOnRoll } from '../api/student-details';
import { updateStudent } from '../api/write-student';
import { matchedStudents, planPortalRows, type PortalPlan } from './portal-plan';

// The UDISE+ portal's sheet read back, in the page: its rows matched to the students already here,
// their records read (in one query for those on the roll), the updates planned, and sent.

export type PortalPlanState =
  /** The file is not the portal's sheet: every row is a new student, as in any import. */
  { kind: 'none' } | { kind: 'reading' } | { kind: 'ready'; plan: PortalPlan };

/** The records of the matched students, by id: those this device could read. */
async function readMatched(orgId: string, matches: ReturnType<typeof matchPortalRows>) {
  const { ids, onRoll, others } = matchedStudents(matches);
  const levels = [...new Set(onRoll.map((entry) => entry.educationLevel))];
  const [active, rest] = await Promise.all([
    readStudentsOnRoll(orgId, levels, ids),
    others.length > 0
      ? readStudentDocuments(
          orgId,
          others.map((entry) => entry.id),
        )
      : new Map<string, Student>(),
  ]);
  return new Map([...active, ...rest]);
}

export function usePortalPlan(input: {
  orgId: string;
  table: ImportTable | null;
  checked: CheckedRows | null;
  mapping: ColumnMapping;
  valueOverrides: ValueOverrides;
  /** The students already here; null until known. */
  existing: readonly DirectoryEntry[] | null;
  overrides: UdiseCodeOverrides;
}): PortalPlanState {
  const { orgId, table, checked, mapping, valueOverrides, existing, overrides } = input;
  const portal = table?.portal === true;
  const matches = useMemo(
    () => (portal && checked && existing ? matchPortalRows(checked.good, existing) : null),
    [portal, checked, existing],
  );
  const [read, setRead] = useState<{ of: typeof matches; students: Map<string, Student> } | null>(
    null,
  );
  useEffect(() => {
    if (!matches) return;
    let current = true;
    void readMatched(orgId, matches).then((students) => {
      if (current) setRead({ of: matches, students });
    });
    return () => {
      current = false;
    };
  }, [orgId, matches]);
  const students = matches && read?.of === matches ? read.students : null;
  return useMemo((): PortalPlanState => {
    if (!portal) return { kind: 'none' };
    if (!table || !checked || !existing || !matches || !students) return { kind: 'reading' };
    const plan = planPortalRows({
      table,
      checked,
      mapping,
      valueOverrides,
      matches,
      students,
      existing,
      overrides,
    });
    return { kind: 'ready', plan };
  }, [portal, table, checked, mapping, valueOverrides, existing, matches, students, overrides]);
}

/** The updates sent: each is on this device at once, and on the server once `sent` counts it. */
export interface PortalUpdatesRun {
  total: number;
  sent: number;
  failed: number;
  /** Some were saved while offline: they wait on this device for the connection. */
  offline: boolean;
}

export function usePortalUpdatesRun() {
  const [state, setState] = useState<PortalUpdatesRun | null>(null);
  const start = useCallback((orgId: string, user: User, plan: PortalPlan) => {
    const { updates } = plan;
    if (updates.length === 0) return;
    setState({ total: updates.length, sent: 0, failed: 0, offline: !navigator.onLine });
    for (const update of updates) {
      const { synced, offline } = updateStudent(orgId, user, update.studentDocId, {
        base: update.current,
        current: update.current,
        draft: update.next,
      });
      const count = (key: 'sent' | 'failed') =>
        setState((run) => run && { ...run, [key]: run[key] + 1, offline: run.offline || offline });
      synced.then(
        () => count('sent'),
        () => count('failed'),
      );
    }
  }, []);
  const reset = useCallback(() => setState(null), []);
  return { state, start, reset };
}
