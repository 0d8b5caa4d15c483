import { wholeDaysAttended } from '@village/model/attendance/totals';
import { useEffect, useRef } from 'react';
import { readAttendanceTotals } from '../../../lib/attendance/totals';
import { choiceOf, type ClassMember, type ProgressionChoices } from './progression-plan';
import type { ProgressionSession } from './progression-session';

/**
 * The choices with "Days attended" filled from the attendance totals (whole days, halves rounded
 * down) wherever it is still empty; the same object when none is.
 */
export function withDaysAttended(
  members: readonly ClassMember[],
  choices: ProgressionChoices,
  daysAttended: ReadonlyMap<string, number>,
): ProgressionChoices {
  let filled: Record<string, ProgressionChoices[string]> | null = null;
  for (const member of members) {
    const days = daysAttended.get(member.id);
    if (days === undefined) continue;
    const choice = choiceOf(member, choices);
    if (choice.daysAttended.trim() !== '') continue;
    filled ??= { ...choices };
    filled[member.id] = { ...choice, daysAttended: String(days) };
  }
  return filled ?? choices;
}

/**
 * Fills the class's empty "Days attended" once from each child's attendance totals of the year
 * (one query per 30 children), while no Apply is under way; the fields stay editable, and one
 * emptied afterwards stays empty. Nothing is filled when the totals cannot be read.
 */
export function useDaysAttendedPrefill(
  orgId: string,
  startYear: number,
  members: readonly ClassMember[],
  active: boolean,
  setSession: (update: (before: ProgressionSession) => ProgressionSession) => void,
) {
  const filledFor = useRef<string | null>(null);
  const key = `${orgId}:${startYear}:${members.map((member) => member.id).join(',')}`;
  useEffect(() => {
    if (!active || filledFor.current === key || members.length === 0) return;
    let live = true;
    readAttendanceTotals(
      orgId,
      startYear,
      members.map((member) => member.id),
    ).then(
      (totals) => {
        if (!live) return;
        filledFor.current = key;
        const days = new Map([...totals].map(([id, entry]) => [id, wholeDaysAttended(entry)]));
        setSession((before) =>
          before.run
            ? before
            : { ...before, choices: withDaysAttended(members, before.choices, days) },
        );
      },
      (error: unknown) => console.warn('days attended not filled from the attendance', error),
    );
    return () => {
      live = false;
    };
    // members is the same list whenever key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active, orgId, startYear, setSession]);
}
