import { describe, expect, it } from 'vitest';
import { withDaysAttended } from './days-attended-prefill';
import type { ClassMember } from './progression-plan';

const members: ClassMember[] = ['a', 'b', 'c'].map((id) => ({
  id,
  name: id,
  educationLevel: '7th Standard',
}));

describe("the year end's days attended from the attendance", () => {
  it('fills the empty fields only, keeping what was typed and chosen', () => {
    const choices = {
      a: { outcome: 'repeater' as const, marks: '55', daysAttended: '' },
      b: { outcome: 'promoted' as const, marks: '', daysAttended: '150' },
    };
    const filled = withDaysAttended(
      members,
      choices,
      new Map([
        ['a', 180],
        ['b', 170],
        ['c', 190],
      ]),
    );
    expect(filled).toEqual({
      a: { outcome: 'repeater', marks: '55', daysAttended: '180' },
      b: { outcome: 'promoted', marks: '', daysAttended: '150' },
      c: { outcome: 'promoted', marks: '', daysAttended: '190' },
    });
  });

  it('gives back the same choices when nothing is to fill', () => {
    const choices = {};
    expect(withDaysAttended(members, choices, new Map())).toBe(choices);
  });
});
