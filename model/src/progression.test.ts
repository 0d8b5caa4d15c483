import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS } from './levels';
import {
  classLabel,
  defaultOutcome,
  earlyReasonProblem,
  earlyReasonSchema,
  progressionOpen,
  progressionOpensOn,
  outcomesFor,
  progressionActivityText,
  progressionDocId,
  progressionEffect,
  PROGRESSION_OUTCOMES,
} from './progression';

describe('progressionEffect', () => {
  it('moves a promoted student to the next standard', () => {
    expect(progressionEffect('7th Standard', 'promoted')).toEqual({
      educationLevel: '8th Standard',
      status: 'active',
    });
    expect(progressionEffect('11th Standard', 'promotedProvisionally')?.educationLevel).toBe(
      '12th Standard',
    );
  });

  it('keeps a degree at its level (its next year) and graduates on request', () => {
    expect(progressionEffect('B.Sc', 'promotedWithoutExam')).toEqual({
      educationLevel: 'B.Sc',
      status: 'active',
    });
    expect(progressionEffect('B.Sc', 'graduated')).toEqual({
      educationLevel: 'B.Sc',
      status: 'graduated',
    });
  });

  it('refuses a promotion from 12th Standard, which graduates by default', () => {
    expect(progressionEffect('12th Standard', 'promoted')).toBeNull();
    expect(defaultOutcome('12th Standard')).toBe('graduated');
    expect(outcomesFor('12th Standard')).not.toContain('promoted');
    expect(defaultOutcome('1st Standard')).toBe('promoted');
  });

  it('keeps a repeater active at the level, and takes leavers off the roll', () => {
    expect(progressionEffect('3rd Standard', 'repeater')).toEqual({
      educationLevel: '3rd Standard',
      status: 'active',
    });
    for (const outcome of ['leftWithTc', 'discontinued', 'droppedOut'] as const)
      expect(progressionEffect('3rd Standard', outcome)?.status).toBe('left');
  });

  it('gives every level and allowed outcome an effect', () => {
    for (const level of EDUCATION_LEVELS)
      for (const outcome of PROGRESSION_OUTCOMES)
        expect(progressionEffect(level, outcome) !== null).toBe(
          outcomesFor(level).includes(outcome),
        );
  });
});

describe('the class and its activity', () => {
  it('names the class as offices do', () => {
    expect(classLabel('7th Standard', 'A')).toBe('Class 7-A');
    expect(classLabel('10th Standard', '')).toBe('Class 10');
    expect(classLabel('B.Com', 'B')).toBe('B.Com-B');
  });

  it('says the outcomes in one line', () => {
    expect(
      progressionActivityText('7th Standard', 'A', {
        promoted: 30,
        promotedWithoutExam: 8,
        repeater: 2,
        leftWithTc: 1,
      }),
    ).toBe('Class 7-A: 38 promoted, 2 repeating, 1 left');
  });

  it('keeps a section with a slash out of the path', () => {
    expect(progressionDocId(2026, '7th Standard', 'A/1')).toBe('2026_7th Standard_A%2F1');
  });
});

describe('the last quarter', () => {
  it('opens a year to staff on the first day of its last quarter, by India’s date', () => {
    expect(progressionOpensOn(2026, 4)).toBe('2027-01-01');
    expect(progressionOpen(2026, 4, new Date('2026-12-31T18:29:59Z'))).toBe(false);
    expect(progressionOpen(2026, 4, new Date('2026-12-31T18:30:00Z'))).toBe(true);
    expect(progressionOpen(2025, 4, new Date('2026-07-01T06:00:00Z'))).toBe(true);
  });

  it('takes an early reason trimmed, of 10 to 300 characters', () => {
    expect(earlyReasonSchema.safeParse('  Results are out early.  ').data).toBe(
      'Results are out early.',
    );
    expect(earlyReasonSchema.safeParse('   short   ').error?.issues[0]?.message).toBe(
      'Give the reason in at least 10 characters',
    );
    expect(earlyReasonSchema.safeParse('x'.repeat(301)).error?.issues[0]?.message).toBe(
      'At most 300 characters',
    );
    expect(earlyReasonSchema.safeParse('x'.repeat(300)).success).toBe(true);
    expect(earlyReasonProblem('  123456789  ')).toBe('tooShort');
    expect(earlyReasonProblem('1234567890')).toBeNull();
    expect(earlyReasonProblem('x'.repeat(301))).toBe('tooLong');
  });
});
