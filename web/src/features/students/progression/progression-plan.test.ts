import { PROGRESSION_BATCH_SIZE, type ProgressionEntry } from '@village/model/progression';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  daysProblem,
  frozenChoices,
  marksProblem,
  outcomeCounts,
  planBatches,
  progressionEntries,
  summaryOfCounts,
  type ClassMember,
} from './progression-plan';

const member = (id: string, educationLevel: ClassMember['educationLevel'] = '7th Standard') => ({
  id,
  name: `Student ${id}`,
  educationLevel,
});

const entriesOf = (count: number): ProgressionEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    studentDocId: `s-${index}`,
    outcome: 'promoted',
    marks: null,
    daysAttended: null,
  }));

describe('choiceOf', () => {
  it('promotes by default, and graduates from 12th Standard', () => {
    expect(choiceOf(member('a'), {})).toEqual({ outcome: 'promoted', marks: '', daysAttended: '' });
    expect(choiceOf(member('b', '12th Standard'), {}).outcome).toBe('graduated');
    // The same object each time: an untouched row of a long list is not drawn again.
    expect(choiceOf(member('a'), {})).toBe(choiceOf(member('c'), {}));
  });

  it('keeps a choice made, unless its outcome is not allowed at the level', () => {
    const choice = { outcome: 'repeater' as const, marks: '40', daysAttended: '' };
    expect(choiceOf(member('a'), { a: choice })).toBe(choice);
    const promoted = { outcome: 'promoted' as const, marks: '81', daysAttended: '200' };
    // No promotion from 12th Standard: the default, with the marks and days kept.
    expect(choiceOf(member('a', '12th Standard'), { a: promoted })).toEqual({
      outcome: 'graduated',
      marks: '81',
      daysAttended: '200',
    });
  });
});

describe('the marks and days fields', () => {
  it('accept blank, and marks from 0 to 100 with decimals', () => {
    expect(marksProblem('')).toBeNull();
    expect(marksProblem(' 78.5 ')).toBeNull();
    expect(marksProblem('0')).toBeNull();
    expect(marksProblem('100')).toBeNull();
    expect(marksProblem('100.5')).toBe('marksRange');
    expect(marksProblem('-3')).toBe('notANumber');
    expect(marksProblem('seventy')).toBe('notANumber');
  });

  it('accept whole days from 0 to 366', () => {
    expect(daysProblem('190')).toBeNull();
    expect(daysProblem('366')).toBeNull();
    expect(daysProblem('367')).toBe('daysRange');
    expect(daysProblem('12.5')).toBe('notWholeDays');
    expect(daysProblem('12a')).toBe('notANumber');
  });
});

describe('progressionEntries', () => {
  it('sends every student in the list order, numbers as numbers and blanks as null', () => {
    const members = [member('a'), member('b'), member('c')];
    const { entries, invalid } = progressionEntries(members, {
      b: { outcome: 'leftWithTc', marks: '55', daysAttended: '120' },
    });
    expect(invalid).toBe(0);
    expect(entries).toEqual([
      { studentDocId: 'a', outcome: 'promoted', marks: null, daysAttended: null },
      { studentDocId: 'b', outcome: 'leftWithTc', marks: 55, daysAttended: 120 },
      { studentDocId: 'c', outcome: 'promoted', marks: null, daysAttended: null },
    ]);
  });

  it('sends nothing while a field is wrong, and counts the students to correct', () => {
    const { entries, invalid } = progressionEntries([member('a'), member('b'), member('c')], {
      a: { outcome: 'promoted', marks: '120', daysAttended: '' },
      c: { outcome: 'promoted', marks: '', daysAttended: '400' },
    });
    expect(entries).toEqual([]);
    expect(invalid).toBe(2);
  });
});

describe('the summary', () => {
  it('groups the outcomes as offices say them: promoted, repeating, graduated, left', () => {
    const members = Array.from({ length: 41 }, (_, index) => member(`s${index}`));
    const counts = outcomeCounts(members, {
      s1: { outcome: 'repeater', marks: '', daysAttended: '' },
      s2: { outcome: 'repeater', marks: '', daysAttended: '' },
      s3: { outcome: 'promotedWithoutExam', marks: '', daysAttended: '' },
      s4: { outcome: 'droppedOut', marks: '', daysAttended: '' },
    });
    expect(counts).toEqual({ promoted: 37, promotedWithoutExam: 1, repeater: 2, droppedOut: 1 });
    expect(summaryOfCounts(counts)).toEqual({ promoted: 38, repeating: 2, graduated: 0, left: 1 });
    expect(
      summaryOfCounts({ graduated: 3, leftWithTc: 1, discontinued: 1, promotedProvisionally: 2 }),
    ).toEqual({ promoted: 2, repeating: 0, graduated: 3, left: 2 });
  });
});

describe('planBatches', () => {
  it.each([1, 199, 200, 201, 450, 1000])(
    'cuts %i students into ceil(N / 200) calls, last only on the final one',
    (count) => {
      const batches = planBatches(entriesOf(count));
      expect(batches).toHaveLength(Math.ceil(count / PROGRESSION_BATCH_SIZE));
      expect(batches.map((batch) => batch.last)).toEqual(
        batches.map((_, index) => index === batches.length - 1),
      );
      expect(batches.every((batch) => batch.entries.length <= PROGRESSION_BATCH_SIZE)).toBe(true);
      expect(batches.flatMap((batch) => batch.entries)).toEqual(entriesOf(count));
    },
  );

  it('makes no call for no student', () => {
    expect(planBatches([])).toEqual([]);
  });
});

describe('frozenChoices', () => {
  it('draws a frozen plan back as the fields showed it', () => {
    expect(
      frozenChoices([
        { ...member('a'), studentDocId: 'a', outcome: 'repeater', marks: 32.5, daysAttended: 0 },
        { ...member('b'), studentDocId: 'b', outcome: 'promoted', marks: null, daysAttended: null },
      ]),
    ).toEqual({
      a: { outcome: 'repeater', marks: '32.5', daysAttended: '0' },
      b: { outcome: 'promoted', marks: '', daysAttended: '' },
    });
  });
});
