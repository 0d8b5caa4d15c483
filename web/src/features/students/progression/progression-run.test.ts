import type {
  ApplyProgressionInput,
  ApplyProgressionResult,
} from '@village/model/school-year-callables';
import { PROGRESSION_BATCH_SIZE } from '@village/model/progression';
import { describe, expect, it } from 'vitest';
import { confirmedStudents, sendProgression, type ClassYear } from './progression-run';
import type { PlannedStudent, ProgressionRunPlan } from './progression-session';

const classYear: ClassYear = {
  orgId: 'org-1',
  startYear: 2025,
  educationLevel: '7th Standard',
  section: 'A',
};

const planOf = (count: number): ProgressionRunPlan => ({
  students: Array.from({ length: count }, (_, index): PlannedStudent => ({
    id: `s-${index}`,
    name: `Student ${index}`,
    educationLevel: '7th Standard',
    studentDocId: `s-${index}`,
    outcome: index === 0 ? 'repeater' : 'promoted',
    marks: null,
    daysAttended: null,
  })),
  batchesDone: 0,
});

/** A stand-in for the callable that records what it was sent, and fails where told. */
function recordingCall(failAt: number | null = null) {
  const calls: ApplyProgressionInput[] = [];
  const call = (input: ApplyProgressionInput): Promise<ApplyProgressionResult> => {
    calls.push(input);
    if (calls.length === failAt) return Promise.reject(new Error('link dropped'));
    return Promise.resolve({
      applied: input.entries.length,
      alreadyApplied: 0,
      counts: {},
      closed: input.last,
    });
  };
  return { calls, call };
}

describe('sendProgression', () => {
  it('sends 450 students in three calls, the class-year with each, last only on the third', async () => {
    const { calls, call } = recordingCall();
    const seen: number[] = [];
    const result = await sendProgression(classYear, planOf(450), call, (plan) =>
      seen.push(plan.batchesDone),
    );
    expect(calls.map((input) => [input.entries.length, input.last])).toEqual([
      [200, false],
      [200, false],
      [50, true],
    ]);
    expect(calls.every((input) => input.orgId === 'org-1' && input.section === 'A')).toBe(true);
    expect(calls[0]!.entries[0]).toEqual({
      studentDocId: 's-0',
      outcome: 'repeater',
      marks: null,
      daysAttended: null,
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(result?.closed).toBe(true);
  });

  it('stops at a failed call, and a second Apply resumes from the batch that failed', async () => {
    const first = recordingCall(2);
    let kept = planOf(450);
    await expect(
      sendProgression(classYear, kept, first.call, (plan) => (kept = plan)),
    ).rejects.toThrow('link dropped');
    expect(kept.batchesDone).toBe(1);
    expect(confirmedStudents(kept, PROGRESSION_BATCH_SIZE)).toBe(200);

    const second = recordingCall();
    await sendProgression(classYear, kept, second.call, (plan) => (kept = plan));
    expect(second.calls.map((input) => [input.entries[0]!.studentDocId, input.last])).toEqual([
      ['s-200', false],
      ['s-400', true],
    ]);
    expect(confirmedStudents(kept, PROGRESSION_BATCH_SIZE)).toBe(450);
  });
});
