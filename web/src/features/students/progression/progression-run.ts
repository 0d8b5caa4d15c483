import type {
  ApplyProgressionInput,
  ApplyProgressionResult,
} from '@village/model/school-year-callables';
import type { EducationLevel } from '@village/model/levels';
import { planBatches } from './progression-plan';
import type { ProgressionRunPlan } from './progression-session';

/** The class-year an Apply is for. */
export interface ClassYear {
  orgId: string;
  startYear: number;
  educationLevel: EducationLevel;
  section: string;
  /** A super_admin's reason for applying before the year's last quarter. */
  earlyReason?: string;
}

export type ApplyCall = (input: ApplyProgressionInput) => Promise<ApplyProgressionResult>;

/**
 * Sends a frozen plan's batches, from the first one the server has not confirmed, one after the
 * other; `onBatch` is told after each confirmed one (to keep the plan, show progress). A failure
 * stops the run and is thrown: the plan says where the next Apply resumes. Resolves with the last
 * batch's result, whose `closed` says the class-year is closed.
 */
export async function sendProgression(
  classYear: ClassYear,
  plan: ProgressionRunPlan,
  call: ApplyCall,
  onBatch: (plan: ProgressionRunPlan, result: ApplyProgressionResult) => void,
): Promise<ApplyProgressionResult | null> {
  const batches = planBatches(
    plan.students.map(({ studentDocId, outcome, marks, daysAttended }) => ({
      studentDocId,
      outcome,
      marks,
      daysAttended,
    })),
  );
  let current = plan;
  let result: ApplyProgressionResult | null = null;
  for (let index = plan.batchesDone; index < batches.length; index += 1) {
    const batch = batches[index]!;
    result = await call({ ...classYear, entries: batch.entries, last: batch.last });
    current = { ...current, batchesDone: index + 1 };
    onBatch(current, result);
  }
  return result;
}

/** How many of a plan's students the server has confirmed. */
export function confirmedStudents(plan: ProgressionRunPlan, batchSize: number): number {
  return Math.min(plan.students.length, plan.batchesDone * batchSize);
}
